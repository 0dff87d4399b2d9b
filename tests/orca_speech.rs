//! What a blind child hears: a whole game of Oware and one of Kalah played by the keyboard
//! alone, with the real Orca listening (Debian's, 43.1 on Debian 12), and the checks made on
//! what Orca sent to speech: every move of both players with its house and captures, whose
//! turn it is, a refusal, the hint, the end with its score and reason, each of the child's
//! houses named when the arrows reach it (after ten moves in Oware, four in the short
//! Kalah), and nothing said twice.
//!
//! `tests/orca_speech.py` does the playing and the checking, inside a virtual X display
//! (`xvfb-run`) and a private D-Bus session (`dbus-run-session`) as `tests/atspi_bus.rs`
//! does, with openbox, a PulseAudio null sink, speech-dispatcher with espeak-ng, and Orca's
//! debug log. The transcript (keys, announcements, every sentence spoken, the lag of each
//! move) is printed into the test's log. `.ci/setup` installs all of it; without Orca this
//! test says so and passes, so that a machine without a screen reader can still run the
//! rest.

mod tools;

use tools::{
    assert_speaking_desktop_installed, installed, orca_deadline, run_on_display, script_lines,
};

use std::time::Duration;

/// Two games at Tux's first level with their speech take four to twelve minutes on a busy
/// 2-core machine (a long game of Oware takes more); this is for a hang. `ORCA_SPEECH_DEADLINE`
/// (seconds) sets another: `scripts/orca-newer` gives Debian 13's Orca more, after a game of
/// Oware of 101 moves with it outlasted this one.
const DEADLINE: Duration = Duration::from_secs(1500);

#[test]
// Minutes of speech: left out of a plain `cargo test`, and run alone by `.ci/test` with
// `cargo test --test orca_speech -- --ignored --nocapture`.
#[ignore = "minutes long: .ci/test runs it with --ignored"]
fn orca_says_every_move_of_a_whole_game_once() {
    if !installed("orca") {
        println!("SKIPPED: Orca is not installed (run .ci/setup, which installs it)");
        return;
    }
    assert_speaking_desktop_installed();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let transcript = dir.path().join("transcript.txt");
    let launcher = std::path::Path::new(env!("CARGO_BIN_EXE_oware"));
    let (status, log) = run_on_display(
        "orca_speech.py",
        launcher,
        800,
        &[&transcript],
        orca_deadline(DEADLINE),
    );
    let output = script_lines(&log);
    println!("{output}");
    assert!(
        status.is_some_and(|status| status.success()),
        "Orca did not say what the games showed ({status:?}); the transcript is above"
    );
}
