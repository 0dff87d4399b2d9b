//! What cannot be taken back is asked first: Quit on the home menu, and Easier, Harder or
//! New game in the middle of a game. The question is a small dialog with the focus inside it; "No" and
//! Esc leave everything as it was, "Yes" does it.

mod ui_support;

use std::cell::RefCell;
use std::rc::Rc;

use i_slint_backend_testing::ElementHandle;
use oware::activity::{Activity, ActivityEvent};
use oware::i18n::Localizer;
use ui_support::*;

fn english(id: &str) -> String {
    Localizer::new().text("en", id)
}

/// How many elements a screen reader names `label`: the dialog is a group named by its
/// question.
fn shown(activity: &Activity, label: &str) -> usize {
    ElementHandle::find_by_accessible_label(activity.window(), label).count()
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

#[test]
fn quit_asks_before_leaving_and_esc_or_no_stays() {
    let activity = start_menu("en");
    let events = Rc::new(RefCell::new(Vec::new()));
    let sink = events.clone();
    activity.on_event(move |event| sink.borrow_mut().push(event));
    let question = english("confirm-quit");

    press(&activity, &english("menu-quit"));
    assert_eq!(shown(&activity, &question), 1, "the question is asked");
    assert_eq!(
        focused(&activity),
        english("confirm-quit-no"),
        "the focus is inside"
    );
    assert!(events.borrow().is_empty(), "nothing happened yet");
    key_and_settle(&activity, slint::platform::Key::Escape);
    assert_eq!(shown(&activity, &question), 0, "Esc closes it");
    assert!(events.borrow().is_empty());
    assert!(activity.shows_menu());

    press(&activity, &english("menu-quit"));
    press(&activity, &english("confirm-quit-no"));
    assert_eq!(shown(&activity, &question), 0);
    assert!(events.borrow().is_empty(), "No stays");

    press(&activity, &english("menu-quit"));
    press(&activity, &english("confirm-quit-yes"));
    assert_eq!(*events.borrow(), [ActivityEvent::Home], "Yes leaves");
}

#[test]
fn a_new_level_in_the_middle_of_a_game_is_asked_first() {
    let activity = start(
        settings_against_tux(3),
        std::time::Duration::from_millis(20),
    );
    let easier = english("confirm-easier");
    let harder = english("confirm-harder");

    // Before the first move there is nothing to lose: the level changes at once.
    press(&activity, &english("bar-level-up"));
    assert_eq!(activity.sitting().level(), 4);
    assert_eq!(shown(&activity, &harder), 0);

    // Whoever begins, the child plays a house and Tux answers.
    let childs_turn = |a: &Activity| a.sitting().is_human_turn() && !animating(a);
    assert!(wait_until(&activity, childs_turn));
    click(&activity, first_legal_letter(&activity));
    assert!(wait_until(&activity, childs_turn));
    let moves = activity.sitting().game().move_count();
    assert!(moves >= 2, "{moves} moves");
    let position = *activity.sitting().game().position();

    press(&activity, &english("bar-level-down"));
    assert_eq!(shown(&activity, &easier), 1, "the question is asked");
    assert_eq!(focused(&activity), english("confirm-level-no"));
    // Behind the question the board takes no click.
    click(&activity, first_legal_letter(&activity));
    assert_eq!(activity.sitting().game().move_count(), moves);
    press(&activity, &english("confirm-level-no"));
    assert_eq!(shown(&activity, &easier), 0);
    assert_eq!(activity.sitting().level(), 4);
    assert_eq!(
        *activity.sitting().game().position(),
        position,
        "the game goes on"
    );

    press(&activity, &english("bar-level-up"));
    assert_eq!(shown(&activity, &harder), 1);
    key_and_settle(&activity, slint::platform::Key::Escape);
    assert_eq!(shown(&activity, &harder), 0);
    assert_eq!(activity.sitting().level(), 4);
    assert_eq!(activity.sitting().game().move_count(), moves);

    press(&activity, &english("bar-level-down"));
    press(&activity, &english("confirm-level-yes"));
    assert_eq!(activity.sitting().level(), 3, "Yes changes the level");
    assert_eq!(
        activity.sitting().game().move_count(),
        0,
        "and starts a new game"
    );
    assert_eq!(shown(&activity, &easier), 0);
}

#[test]
fn new_game_in_the_middle_of_a_game_is_asked_first() {
    let activity = start(
        settings_against_tux(1),
        std::time::Duration::from_millis(20),
    );
    let question = english("confirm-restart");
    let childs_turn = |a: &Activity| a.sitting().is_human_turn() && !animating(a);
    assert!(wait_until(&activity, childs_turn));
    click(&activity, first_legal_letter(&activity));
    assert!(wait_until(&activity, childs_turn));
    let moves = activity.sitting().game().move_count();
    assert!(moves >= 1, "{moves} moves");

    press(&activity, &english("bar-restart"));
    assert_eq!(shown(&activity, &question), 1, "the question is asked");
    assert_eq!(focused(&activity), english("confirm-level-no"));
    press(&activity, &english("confirm-level-no"));
    assert_eq!(shown(&activity, &question), 0);
    assert_eq!(
        activity.sitting().game().move_count(),
        moves,
        "No keeps the game"
    );

    press(&activity, &english("bar-restart"));
    press(&activity, &english("confirm-level-yes"));
    assert_eq!(shown(&activity, &question), 0);
    assert_eq!(
        activity.sitting().game().move_count(),
        0,
        "Yes starts a new game"
    );

    // With nothing played there is nothing to lose, and nothing is asked.
    if activity.sitting().is_human_turn() {
        press(&activity, &english("bar-restart"));
        assert_eq!(shown(&activity, &question), 0);
        assert_eq!(activity.sitting().game().move_count(), 0);
    }
}
