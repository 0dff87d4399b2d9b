//! The move preview on the window: a house looked at (hovered, held, or reached with the
//! keyboard) marks where its last seed lands and what it captures, and says it in words,
//! at Tux's first levels and wherever the teacher turned it on.

mod ui_support;

use oware::activity::OwareAdapter;
use oware::rules::GameKind;
use oware::settings::{MovePreview, Settings, PREVIEW_UP_TO_LEVEL};
use slint::ComponentHandle;
use ui_support::*;

/// South's F holds 2 seeds: they land in a (1 → 2) and b (2 → 3), and both are captured.
const TWO_HOUSES_CAPTURE: [u8; 12] = [4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4];

fn against_tux_at(level: u8, preview: MovePreview) -> Settings {
    let mut settings = settings_against_tux(level);
    settings.move_preview = preview;
    settings
}

/// The preview line once the window has caught up with where the child looks (the next beat
/// of the activity's clock).
fn preview_line(activity: &oware::activity::Activity) -> String {
    advance(std::time::Duration::from_millis(40));
    activity
        .window()
        .global::<OwareAdapter>()
        .get_preview_line()
        .to_string()
}

#[test]
fn hovering_a_house_marks_the_landing_and_the_captures_and_says_them() {
    let activity = start_in("en", against_tux_at(2, MovePreview::FirstLevels));
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    // The keyboard focus starts on house A, for a screen reader, but nothing is looked at
    // yet: nothing is previewed.
    assert!(focused(&activity).starts_with("Your house A,"));
    assert_eq!(preview_line(&activity), "");

    hover(&activity, Some(&house(&activity, 'F')));
    assert_eq!(
        preview_line(&activity),
        "Your last seed lands in house b. You capture 5 seeds from houses b, a."
    );
    let houses = houses_shown(&activity);
    let landing: Vec<i32> = houses
        .iter()
        .filter(|house| house.preview_last)
        .map(|house| house.index)
        .collect();
    assert_eq!(landing, [7], "the last seed lands in b");
    let taken: Vec<(i32, i32)> = houses
        .iter()
        .filter(|house| house.preview_taken > 0)
        .map(|house| (house.index, house.preview_taken))
        .collect();
    assert_eq!(taken, [(6, 2), (7, 3)], "a gives 2 seeds, b gives 3");
    // A screen reader finds the same words on the house itself.
    assert_eq!(houses[5].preview.as_str(), preview_line(&activity));
    // The preview changes nothing: the board is as it was.
    assert_eq!(seeds_shown(&activity), TWO_HOUSES_CAPTURE);

    hover(&activity, None);
    assert_eq!(preview_line(&activity), "");
    assert!(houses_shown(&activity)
        .iter()
        .all(|house| !house.preview_last));
}

#[test]
fn playing_the_house_looked_at_plays_what_the_preview_said() {
    let activity = start_in("en", against_tux_at(1, MovePreview::FirstLevels));
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    hover(&activity, Some(&house(&activity, 'F')));
    click(&activity, 'F');
    // During the replay and Tux's turn nothing is previewed.
    assert_eq!(preview_line(&activity), "");
    let sitting = activity.sitting();
    let report = sitting.game().moves().next().expect("the child's move");
    assert_eq!(report.origin, 5);
    assert_eq!(report.captured_houses(), [7, 6]);
}

#[test]
fn the_keyboard_focus_on_a_house_previews_it() {
    let activity = start_in("en", against_tux_at(2, MovePreview::FirstLevels));
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    // The focus starts on the first playable house, A, put there by the activity: no
    // preview until a key moves it.
    let focus = focused(&activity);
    assert!(focus.starts_with("Your house A,"), "{focus}");
    assert_eq!(preview_line(&activity), "");
    // Tab goes on to B, which is previewed.
    assert!(tab(&activity, true).starts_with("Your house B,"));
    assert_eq!(preview_line(&activity), "Your last seed lands in house F.");
    // Home goes back to A, by a key this time: its preview.
    key_and_settle(&activity, slint::platform::Key::Home);
    assert!(focused(&activity).starts_with("Your house A,"));
    assert_eq!(preview_line(&activity), "Your last seed lands in house E.");
    // Right arrows on to F: its preview replaces A's.
    for _ in 0..5 {
        key_and_settle(&activity, slint::platform::Key::RightArrow);
    }
    assert!(focused(&activity).starts_with("Your house F,"));
    assert_eq!(
        preview_line(&activity),
        "Your last seed lands in house b. You capture 5 seeds from houses b, a."
    );
}

#[test]
fn the_preview_follows_the_level_and_the_teachers_choice() {
    for (level, choice, shown) in [
        (PREVIEW_UP_TO_LEVEL, MovePreview::FirstLevels, true),
        (PREVIEW_UP_TO_LEVEL + 1, MovePreview::FirstLevels, false),
        (8, MovePreview::Always, true),
        (1, MovePreview::Never, false),
    ] {
        let activity = start_in("en", against_tux_at(level, choice));
        load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
        hover(&activity, Some(&house(&activity, 'F')));
        assert_eq!(
            !preview_line(&activity).is_empty(),
            shown,
            "level {level}, {choice:?}"
        );
    }
}

#[test]
fn a_kalah_house_that_ends_in_the_store_says_the_child_plays_again() {
    let mut settings = against_tux_at(1, MovePreview::FirstLevels);
    settings.set_seeds(GameKind::Kalah, 4);
    let activity = start_in("en", settings);
    activity.load_position(
        oware::rules::Ruleset::new(GameKind::Kalah, 4)
            .expect("kalah with 4 seeds")
            .start(),
    );
    // C holds 4 seeds and is 4 pits from the store.
    hover(&activity, Some(&house(&activity, 'C')));
    assert_eq!(
        preview_line(&activity),
        "Your last seed lands in your store. You play again!"
    );
    let adapter = activity.window().global::<OwareAdapter>();
    assert!(adapter.get_south_store().preview_last);
    assert!(!adapter.get_north_store().preview_last);
}
