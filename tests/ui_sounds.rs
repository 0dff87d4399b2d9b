//! The sounds of a game, as the activity asks for them: a tick per seed, a capture, another
//! turn, the end of the game; and the bar's switch that mutes them and is remembered.

mod ui_support;

use oware::activity::aids::Sound;
use oware::activity::ui::SettingsAdapter;
use oware::activity::Activity;
use oware::rules::{GameKind, Ruleset};
use slint::ComponentHandle;
use ui_support::*;

/// Two seeds from F land in a and b, and both houses are captured.
const TWO_HOUSES_CAPTURE: [u8; 12] = [4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4];

#[test]
fn a_capture_ticks_once_per_seed_then_sounds_the_capture() {
    let activity = start_in("en", settings_against_tux(2));
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    click(&activity, 'F');
    finish_animation(&activity);
    let heard = activity.sounds_heard();
    assert!(
        heard.starts_with(&[Sound::Seed, Sound::Seed, Sound::Capture]),
        "{heard:?}"
    );
}

/// A game of Kalah with four seeds a house against Tux, at its start, South to move.
fn kalah_at_the_start() -> Activity {
    let activity = start_in("en", settings_against_tux(2));
    activity.load_position(
        Ruleset::new(GameKind::Kalah, 4)
            .expect("kalah with 4 seeds")
            .start(),
    );
    activity
}

#[test]
fn a_kalah_move_into_the_store_ends_with_the_extra_turn_sound() {
    let activity = kalah_at_the_start();
    // C's four seeds: D, E, F, and the store, whose seed plays another turn's tune.
    click(&activity, 'C');
    finish_animation(&activity);
    assert_eq!(
        activity.sounds_heard(),
        [Sound::Seed, Sound::Seed, Sound::Seed, Sound::ExtraTurn]
    );
}

#[test]
fn another_turn_s_tune_is_heard_once_when_the_replay_is_skipped_before_the_store() {
    let activity = kalah_at_the_start();
    click(&activity, 'C');
    assert!(animating(&activity));
    // A click during the replay skips it: the tune still comes, once, at rest.
    click(&activity, 'C');
    assert!(!animating(&activity));
    let heard = activity.sounds_heard();
    assert_eq!(
        heard
            .iter()
            .filter(|&&sound| sound == Sound::ExtraTurn)
            .count(),
        1,
        "{heard:?}"
    );
    assert_eq!(heard.last(), Some(&Sound::ExtraTurn));
}

#[test]
fn a_move_that_ends_beside_the_store_plays_no_extra_turn_tune() {
    let activity = kalah_at_the_start();
    // B's four seeds: C, D, E, F; no seed reaches the store.
    click(&activity, 'B');
    finish_animation(&activity);
    assert_eq!(activity.sounds_heard(), [Sound::Seed; 4]);
}

#[test]
fn the_winning_move_ends_with_the_winning_tune_even_when_the_replay_is_skipped() {
    let activity = start_in("en", settings_against_tux(2));
    // South has 23; F's two seeds capture 2 + 3 more (f keeps a seed: no grand slam).
    load_south_to_move(&activity, [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1], [23, 19]);
    click(&activity, 'F');
    assert!(animating(&activity));
    // A click during the replay skips it: the end of the game is still heard.
    click(&activity, 'F');
    assert!(!animating(&activity));
    assert_eq!(activity.sounds_heard().last(), Some(&Sound::Win));
}

#[test]
fn the_sound_switch_mutes_everything_and_is_remembered() {
    let activity = start_in("en", settings_against_tux(2));
    let adapter = activity.window().global::<SettingsAdapter>();
    assert!(adapter.get_sound_on());
    let switch = button(&activity, "Sound");
    assert_eq!(switch.accessible_checked(), Some(true));

    press(&activity, "Sound");
    assert!(!adapter.get_sound_on());
    assert!(!activity.settings().sound, "the choice is saved");
    assert_eq!(button(&activity, "Sound").accessible_checked(), Some(false));
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    click(&activity, 'F');
    finish_animation(&activity);
    assert_eq!(activity.sounds_heard(), [], "nothing is heard while muted");

    press(&activity, "Sound");
    assert!(activity.settings().sound);
    assert!(adapter.get_sound_on());
}

#[test]
fn a_child_who_muted_the_sounds_starts_muted_next_time() {
    let mut settings = settings_against_tux(2);
    settings.sound = false;
    let activity = start_in("en", settings);
    assert!(!activity.window().global::<SettingsAdapter>().get_sound_on());
    load_south_to_move(&activity, TWO_HOUSES_CAPTURE, [4, 3]);
    click(&activity, 'F');
    finish_animation(&activity);
    assert_eq!(activity.sounds_heard(), []);
}
