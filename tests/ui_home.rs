//! Home in the launcher: in the middle of a game the child is asked first, as for New game;
//! a game left by Home waits, and comes back as it was when the child opens the same game
//! again; who begins goes on alternating across Home and back.

mod ui_support;

use i_slint_backend_testing::ElementHandle;
use oware::activity::ui::MenuAdapter;
use oware::activity::{Activity, ActivityOptions};
use oware::i18n::Localizer;
use oware::rules::{GameKind, Side};
use slint::{ComponentHandle, Model};
use ui_support::*;

fn english(id: &str) -> String {
    Localizer::new().text("en", id)
}

/// How many elements a screen reader names `label`: the question is a group named by it.
fn shown(activity: &Activity, label: &str) -> usize {
    ElementHandle::find_by_accessible_label(activity.window(), label).count()
}

/// The launcher's menu, Tux at level 1.
fn launcher() -> Activity {
    start_with(ActivityOptions {
        home_menu: true,
        settings: settings_against_tux(1),
        ..ActivityOptions::default()
    })
}

/// Clicks the menu's card of `kind`, as a child would.
fn open(activity: &Activity, kind: GameKind) {
    let card = activity
        .window()
        .global::<MenuAdapter>()
        .get_cards()
        .iter()
        .find(|card| card.id == kind.id())
        .expect("a card for every game");
    ElementHandle::find_by_accessible_label(activity.window(), &card.label)
        .next()
        .expect("the card on screen")
        .mock_single_click(slint::platform::PointerEventButton::Left);
    assert!(!activity.shows_menu(), "{kind} opens");
}

/// The letter of the first house the child may play (South's row is A, B, C…).
fn first_legal_letter(activity: &Activity) -> char {
    let house = activity
        .sitting()
        .game()
        .legal_moves()
        .iter()
        .next()
        .expect("a legal move");
    char::from(b'A' + u8::try_from(house).expect("a house"))
}

fn childs_turn(activity: &Activity) -> bool {
    activity.sitting().is_human_turn() && !animating(activity)
}

#[test]
fn home_in_the_middle_of_a_game_asks_and_the_game_comes_back_as_it_was() {
    let activity = launcher();
    let question = english("confirm-home");
    open(&activity, GameKind::Oware);
    assert!(wait_until(&activity, childs_turn));
    click(&activity, first_legal_letter(&activity));
    assert!(wait_until(&activity, childs_turn));
    click(&activity, first_legal_letter(&activity));
    assert!(wait_until(&activity, childs_turn));
    let sitting = activity.sitting();
    assert!(sitting.game().move_count() >= 3, "the child and Tux played");
    let on_screen = board(&activity);

    press(&activity, &english("bar-home"));
    assert_eq!(shown(&activity, &question), 1, "the question is asked");
    assert_eq!(
        focused(&activity),
        english("confirm-level-no"),
        "the focus is on the answer that loses nothing"
    );
    assert!(!activity.shows_menu(), "nothing happened yet");
    press(&activity, &english("confirm-level-no"));
    assert_eq!(shown(&activity, &question), 0);
    assert!(!activity.shows_menu(), "No stays in the game");
    assert_eq!(
        activity.sitting().game().moves().count(),
        sitting.game().moves().count()
    );
    assert_eq!(
        board(&activity),
        on_screen,
        "and the game goes on as it was"
    );

    press(&activity, &english("bar-home"));
    press(&activity, &english("confirm-home-yes"));
    assert_eq!(shown(&activity, &question), 0);
    assert!(activity.shows_menu(), "Yes goes home");

    // Another game meanwhile is a new game of its own, and leaves Oware's waiting.
    open(&activity, GameKind::Kalah);
    assert_eq!(
        activity.sitting().game().move_count(),
        0,
        "Kalah begins afresh"
    );
    press(&activity, &english("bar-home"));
    assert!(
        activity.shows_menu(),
        "nothing played in Kalah: nothing asked"
    );

    open(&activity, GameKind::Oware);
    let back = activity.sitting();
    assert_eq!(back.game().position(), sitting.game().position());
    assert_eq!(
        back.game().moves().map(|m| m.origin).collect::<Vec<_>>(),
        sitting.game().moves().map(|m| m.origin).collect::<Vec<_>>(),
        "every move is there, for undo and the look back"
    );
    assert_eq!(back.starting_side(), sitting.starting_side());
    assert_eq!(
        board(&activity),
        on_screen,
        "the board shows the game as it was left"
    );
    assert!(childs_turn(&activity));
    // And it goes on.
    click(&activity, first_legal_letter(&activity));
    assert_eq!(
        activity.sitting().game().move_count(),
        sitting.game().move_count() + 1
    );
}

#[test]
fn a_game_left_under_other_seeds_does_not_come_back() {
    let activity = launcher();
    open(&activity, GameKind::Oware);
    assert!(wait_until(&activity, childs_turn));
    click(&activity, first_legal_letter(&activity));
    assert!(wait_until(&activity, childs_turn));
    press(&activity, &english("bar-home"));
    press(&activity, &english("confirm-home-yes"));
    assert!(activity.shows_menu());
    // The teacher chooses five seeds a house meanwhile: that is another game.
    activity
        .window()
        .global::<MenuAdapter>()
        .invoke_choose_seeds("oware".into(), 5);
    open(&activity, GameKind::Oware);
    let sitting = activity.sitting();
    assert_eq!(sitting.ruleset().seeds_per_house(), 5);
    assert!(
        sitting.game().move_count() <= 1,
        "a new game (Tux may have begun it)"
    );
}

#[test]
fn who_begins_alternates_across_home_and_back() {
    let activity = launcher();
    let mut starters = Vec::new();
    for _ in 0..4 {
        open(&activity, GameKind::Oware);
        let sitting = activity.sitting();
        assert!(sitting.game().move_count() == 0, "a new game");
        starters.push(sitting.starting_side());
        // Nothing is played (the clock does not move): Home asks nothing.
        press(&activity, &english("bar-home"));
        assert!(activity.shows_menu());
    }
    assert_eq!(
        starters,
        [Side::South, Side::North, Side::South, Side::North]
    );
}

#[test]
fn a_finished_game_is_left_without_a_question_and_does_not_come_back() {
    let activity = launcher();
    open(&activity, GameKind::Oware);
    // South's F sows its one seed into a, which then holds 2: captured, South has 26.
    let mut houses = [0; 12];
    houses[5] = 1;
    houses[6] = 1;
    load_south_to_move(&activity, houses, [24, 22]);
    click(&activity, 'F');
    finish_animation(&activity);
    assert!(activity.sitting().game().is_over());
    assert_eq!(activity.sitting().game().move_count(), 1);

    // The end panel's Home (it covers the bar's), and then no question.
    press(&activity, &english("bar-home"));
    assert_eq!(shown(&activity, &english("confirm-home")), 0);
    assert!(activity.shows_menu(), "Home at once");
    open(&activity, GameKind::Oware);
    assert_eq!(
        activity.sitting().game().move_count(),
        0,
        "a finished game is not kept: a new one begins"
    );
}
