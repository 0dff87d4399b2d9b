//! The words follow the replay: who played which house as the seeds are lifted, the capture
//! when the capture is shown, "Play again!" when the last seed falls into the store, and
//! whose turn it is once the seeds are at rest; a skipped replay says everything at once.
//! Another turn's tune comes with its words.
//! The message line, its announcement and the turn line are read back frame by frame on
//! the mocked clock.

mod ui_support;

use std::time::Duration;

use oware::activity::aids::Sound;
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::{Arg, Localizer};
use oware::rules::abapa::{Position, Variant};
use oware::rules::{GameKind, Side};
use slint::ComponentHandle;
use ui_support::*;

fn english(id: &str, args: &[(&str, Arg)]) -> String {
    Localizer::new().text_with("en", id, args)
}

/// South to move: F's two seeds fall into a (1 → 2) and b (2 → 3), and both are captured.
fn child_captures_five() -> [u8; 12] {
    [4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4]
}

/// Tux (North) to move with only c to play: its five seeds go to d, e, f, A (1 → 2) and
/// B (2 → 3), and Tux captures B and A.
fn tux_captures_five() -> Position {
    let houses = [1, 2, 4, 4, 4, 4, 0, 0, 5, 0, 0, 0];
    Position::from_parts(Variant::ABAPA, &houses, [12, 12], Side::North).expect("48 seeds")
}

/// Some house on screen is being emptied into a store.
fn capture_shown(activity: &Activity) -> bool {
    houses_shown(activity).iter().any(|house| house.captured)
}

/// The house with this index has just received a seed.
fn sown_into(activity: &Activity, index: i32) -> bool {
    houses_shown(activity)
        .iter()
        .any(|house| house.sown && house.index == index)
}

fn playable(activity: &Activity) -> usize {
    houses_shown(activity)
        .iter()
        .filter(|house| house.playable)
        .count()
}

#[test]
fn the_child_s_capture_is_told_when_the_seeds_are_taken_and_the_turn_after_the_replay() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    load_south_to_move(&activity, child_captures_five(), [3, 4]);
    let played = english("move-you-played", &[("house", Arg::Str("F"))]);
    let captured = english("captured-you", &[("count", Arg::Num(5))]);
    let tux_turn = english("turn-tux", &[]);

    click(&activity, 'F');
    assert!(animating(&activity));
    // The child's own move: the screen reader hears the house, the line waits.
    assert_eq!(announcement(&activity), played);
    assert_eq!(message(&activity), "");
    assert_eq!(
        turn_line(&activity),
        "",
        "no turn line while the seeds move"
    );

    // The last seed falls into b: still nothing taken, nothing said about it.
    assert!(wait_until(&activity, |a| sown_into(a, 7)));
    assert!(!capture_shown(&activity));
    assert_eq!(message(&activity), "");
    assert_eq!(announcement(&activity), played);
    assert_eq!(turn_line(&activity), "");

    // The capture frame: now the line and the screen reader say it.
    assert!(wait_until(&activity, capture_shown));
    assert!(animating(&activity));
    assert_eq!(message(&activity), captured);
    assert_eq!(announcement(&activity), captured);
    assert_eq!(turn_line(&activity), "", "still replaying");
    assert!(
        !adapter(&activity).get_north_to_move(),
        "the child's line stays lit while the seeds move"
    );

    // At rest: the capture stays on the line, and the turn passes to Tux.
    finish_animation(&activity);
    assert_eq!(message(&activity), captured);
    assert_eq!(turn_line(&activity), tux_turn);
    assert_eq!(announcement(&activity), tux_turn);
    assert!(adapter(&activity).get_north_to_move());
}

#[test]
fn tux_s_move_names_its_house_at_once_its_capture_when_shown_and_the_child_s_turn_last() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    activity.load_position(tux_captures_five());
    let played = english("move-tux-played", &[("house", Arg::Str("c"))]);
    let captured = english("captured-tux", &[("count", Arg::Num(5))]);
    let your_turn = english("turn-you", &[]);

    assert!(wait_until(&activity, animating), "Tux plays c");
    assert_eq!(message(&activity), played);
    assert_eq!(announcement(&activity), played);
    assert_eq!(turn_line(&activity), "", "not the child's turn yet");
    assert_eq!(
        playable(&activity),
        0,
        "no house glows while Tux's seeds move"
    );
    assert!(
        adapter(&activity).get_north_to_move(),
        "Tux's line stays lit"
    );

    assert!(wait_until(&activity, |a| sown_into(a, 1)));
    assert!(!capture_shown(&activity));
    assert_eq!(message(&activity), played);
    assert_eq!(turn_line(&activity), "");

    assert!(wait_until(&activity, capture_shown));
    assert_eq!(message(&activity), format!("{played} {captured}"));
    assert_eq!(announcement(&activity), captured);
    assert_eq!(turn_line(&activity), "");
    assert_eq!(playable(&activity), 0);

    finish_animation(&activity);
    assert_eq!(message(&activity), format!("{played} {captured}"));
    assert_eq!(turn_line(&activity), your_turn);
    assert_eq!(announcement(&activity), your_turn);
    assert!(playable(&activity) > 0, "the child's houses glow again");
    assert!(!adapter(&activity).get_north_to_move());
}

#[test]
fn a_skipped_replay_says_everything_at_once() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    load_south_to_move(&activity, child_captures_five(), [3, 4]);
    let captured = english("captured-you", &[("count", Arg::Num(5))]);
    let tux_turn = english("turn-tux", &[]);

    click(&activity, 'F');
    assert_eq!(message(&activity), "");
    // Any click hurries the replay along.
    click(&activity, 'A');
    assert!(!animating(&activity));
    assert_eq!(message(&activity), captured);
    assert_eq!(turn_line(&activity), tux_turn);
    assert_eq!(announcement(&activity), format!("{captured} {tux_turn}"));
}

#[test]
fn play_again_comes_when_the_last_seed_falls_into_the_store() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        ..ActivityOptions::default()
    });
    // The house whose last seed falls into South's store (6 houses, then the store).
    let seeds = usize::from(activity.sitting().ruleset().seeds_per_house());
    let house = 6 - seeds;
    let letter = char::from(b'A' + u8::try_from(house).expect("a house"));
    let played = english(
        "move-you-played",
        &[("house", Arg::Str(&letter.to_string()))],
    );
    let again = english("extra-turn-you", &[]);
    let your_turn = english("turn-you", &[]);

    let tunes = |activity: &Activity| {
        activity
            .sounds_heard()
            .into_iter()
            .filter(|&sound| sound == Sound::ExtraTurn)
            .count()
    };

    click(&activity, letter);
    assert_eq!(announcement(&activity), played);
    // F gets its seed just before the store: not yet, in words or in sound.
    assert!(wait_until(&activity, |a| sown_into(a, 5)));
    assert_eq!(message(&activity), "");
    assert_eq!(announcement(&activity), played);
    assert_eq!(tunes(&activity), 0);

    // The seed in the store: the words and another turn's tune together.
    assert!(wait_until(&activity, |a| adapter(a).get_south_store().sown));
    assert!(animating(&activity));
    assert_eq!(message(&activity), again);
    assert_eq!(announcement(&activity), again);
    assert_eq!(turn_line(&activity), "");
    assert_eq!(activity.sounds_heard().last(), Some(&Sound::ExtraTurn));

    finish_animation(&activity);
    assert_eq!(message(&activity), again);
    assert_eq!(turn_line(&activity), your_turn);
    assert_eq!(announcement(&activity), your_turn);
    assert_eq!(tunes(&activity), 1, "heard once, not again at rest");
}

fn adapter(activity: &Activity) -> OwareAdapter<'_> {
    activity.window().global::<OwareAdapter>()
}
