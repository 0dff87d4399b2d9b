//! Playing through the window: clicks, refusals, Tux's answer and the keyboard.

mod ui_support;

use std::time::Duration;

use oware::activity::OwareAdapter;
use oware::rules::Rules;
use slint::{ComponentHandle, Model};
use ui_support::*;

#[test]
fn clicking_a_legal_house_sows_its_seeds_counter_clockwise() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    assert_eq!(board(&activity), vec![4; 12]);
    assert_eq!(
        house_label(&activity, 'C'),
        "Your house C, 4 seeds, can be played"
    );

    click(&activity, 'C');
    assert!(animating(&activity), "the move is replayed seed by seed");
    finish_animation(&activity);

    // C's four seeds went to D, E, F and Tux's a.
    assert_eq!(
        &board(&activity)[..7],
        &[4, 4, 0, 5, 5, 5, 5],
        "board after C: {:?}",
        board(&activity)
    );
    assert_eq!(
        house_label(&activity, 'C'),
        "Your house C, 0 seeds, cannot be played"
    );
}

#[test]
fn clicking_tux_house_is_refused_with_a_reason_and_changes_nothing() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    click(&activity, 'b');
    assert_eq!(board(&activity), vec![4; 12]);
    assert_eq!(
        message(&activity),
        "This house is in the other row. Pick one of yours."
    );
    let adapter = activity.window().global::<OwareAdapter>();
    assert_eq!(
        adapter.get_message_kind(),
        oware::activity::ui::MessageKind::Refusal,
        "shown as a refusal"
    );
    assert!(!animating(&activity));
}

#[test]
fn clicking_an_empty_house_says_it_is_empty() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let houses = [0, 4, 4, 4, 4, 8, 4, 4, 4, 4, 4, 4];
    load_south_to_move(&activity, houses, [0, 0]);
    click(&activity, 'A');
    assert_eq!(board(&activity), houses.map(i32::from).to_vec());
    assert!(
        message(&activity).contains("empty"),
        "{}",
        message(&activity)
    );
}

#[test]
fn tux_answers_after_the_child_and_its_move_stays_marked() {
    let activity = start(settings_against_tux(3), Duration::from_millis(30));
    click(&activity, 'F');
    finish_animation(&activity);
    let adapter = activity.window().global::<OwareAdapter>();
    assert!(adapter.get_north_to_move(), "Tux's turn after the child");
    assert!(wait_until(&activity, |a| {
        let adapter = a.window().global::<OwareAdapter>();
        !adapter.get_north_to_move() && !adapter.get_animating()
    }));
    let sitting = activity.sitting();
    assert_eq!(sitting.game().move_count(), 2, "the child's move and Tux's");
    let tux_move = sitting.game().last_move().expect("Tux moved").origin;
    assert!((6..12).contains(&tux_move), "Tux played its own row");
    // The board on screen is the board of the game.
    let expected: Vec<i32> = sitting
        .game()
        .position()
        .houses()
        .iter()
        .map(|&n| i32::from(n))
        .collect();
    assert_eq!(board(&activity), expected);
    assert!(
        message(&activity).starts_with("Tux played house")
            || message(&activity).contains("Tux captured"),
        "{}",
        message(&activity)
    );
    let marked: Vec<i32> = adapter
        .get_north_row()
        .iter()
        .filter(|h| h.last_origin)
        .map(|h| h.index)
        .collect();
    assert_eq!(
        marked,
        vec![tux_move as i32],
        "Tux's last move stays visible"
    );
}

#[test]
fn a_click_during_the_replay_finishes_it_at_once() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    click(&activity, 'A');
    assert!(animating(&activity));
    // Any house will do: the click only hurries the replay along.
    click(&activity, 'e');
    assert!(!animating(&activity));
    assert_eq!(&board(&activity)[..6], &[0, 5, 5, 5, 5, 4]);
}

#[test]
fn number_keys_play_the_houses_of_the_child_row() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    key(&activity, "2");
    finish_animation(&activity);
    assert_eq!(&board(&activity)[..6], &[4, 0, 5, 5, 5, 5]);
}

#[test]
fn arrow_keys_and_enter_play_the_chosen_house() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    for pressed in [
        slint::platform::Key::RightArrow,
        slint::platform::Key::RightArrow,
        slint::platform::Key::RightArrow,
        slint::platform::Key::LeftArrow,
        slint::platform::Key::Return,
    ] {
        key(&activity, pressed);
    }
    finish_animation(&activity);
    // The focus starts on A: right three times reaches D, left once is C.
    assert_eq!(&board(&activity)[..6], &[4, 4, 0, 5, 5, 5]);
}

#[test]
fn feeding_houses_are_marked_and_explained() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let houses = [3, 0, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0];
    load_south_to_move(&activity, houses, [20, 19]);
    let adapter = activity.window().global::<OwareAdapter>();
    let feeding: Vec<i32> = adapter
        .get_south_row()
        .iter()
        .filter(|h| h.feeding)
        .map(|h| h.index)
        .collect();
    assert_eq!(feeding, vec![2, 5], "C and F reach Tux's row");
    assert_eq!(
        adapter.get_message_kind(),
        oware::activity::ui::MessageKind::Feeding,
        "the feeding rule is explained"
    );
    assert!(house_label(&activity, 'C').contains("gives seeds"));

    click(&activity, 'A');
    assert_eq!(board(&activity), houses.map(i32::from).to_vec());
    assert_eq!(
        message(&activity),
        "The other row is empty, and this house cannot reach it. Pick a house with an arrow."
    );
}

#[test]
fn hint_makes_a_legal_house_pulse_and_names_it() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    press(&activity, "Hint");
    let adapter = activity.window().global::<OwareAdapter>();
    assert!(wait_until(&activity, |a| {
        let adapter = a.window().global::<OwareAdapter>();
        adapter.get_south_row().iter().any(|h| h.hinted)
    }));
    let hinted: Vec<_> = adapter
        .get_south_row()
        .iter()
        .filter(|h| h.hinted)
        .collect();
    assert_eq!(hinted.len(), 1);
    assert!(hinted[0].playable, "the hint is a legal move");
    assert_eq!(
        message(&activity),
        format!("Try your house {}!", hinted[0].letter)
    );
    // Playing any move clears the hint.
    click(&activity, 'A');
    assert!(adapter.get_south_row().iter().all(|h| !h.hinted));
}

#[test]
fn escape_closes_the_help_dialog() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    press(&activity, "Help");
    assert!(!shown_text(&activity, "HelpDialog::rules-body").is_empty());
    key(&activity, slint::platform::Key::Escape);
    assert_eq!(shown_text(&activity, "HelpDialog::rules-body"), "");
}

#[test]
fn two_players_take_turns_on_both_rows() {
    let settings = oware::settings::Settings {
        mode: oware::settings::Mode::TwoPlayers,
        ..oware::settings::Settings::default()
    };
    let activity = start(settings, Duration::from_millis(20));
    assert_eq!(turn_line(&activity), "Player 1, your turn!");
    click(&activity, 'A');
    finish_animation(&activity);
    assert_eq!(turn_line(&activity), "Player 2, your turn!");
    assert!(house_label(&activity, 'a').ends_with("can be played"));
    click(&activity, 'a');
    finish_animation(&activity);
    assert_eq!(board(&activity), vec![0, 5, 5, 5, 5, 4, 0, 5, 5, 5, 5, 4]);
    // Undo takes back a single move in this mode.
    press(&activity, "Undo");
    assert_eq!(board(&activity), vec![0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
}

#[test]
fn the_teacher_lock_hides_the_language_and_level_buttons() {
    let locked = oware::settings::Settings {
        teacher_lock: true,
        ..oware::settings::Settings::default()
    };
    let activity = start(locked, Duration::from_millis(20));
    for hidden in ["Language", "Easier", "Harder"] {
        assert!(
            i_slint_backend_testing::ElementHandle::find_by_accessible_label(
                activity.window(),
                hidden
            )
            .next()
            .is_none(),
            "{hidden} is hidden from children"
        );
    }
    // Everything a child needs to play is still there.
    for shown in ["Help", "Hint", "Undo", "New game", "Home"] {
        button(&activity, shown);
    }
}
