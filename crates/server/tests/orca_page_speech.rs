//! What a blind child hears in the browser: a whole game of Kalah against Tux on the page
//! this server serves, played by the keyboard alone in Debian's Chromium with the real Orca
//! listening, and the checks made on what Orca sent to speech: every move of both players
//! with its house and captures, whose turn it is, a refusal, the hint, the end with its
//! score and reason, each of the child's houses named by its owner when the arrows reach
//! it, every announcement as often as the page made it, and nothing said twice.
//!
//! The project's `tests/orca_page_speech.py` does the playing and the checking, on the
//! desktop of `tests/orca_speech.rs` (the activity's test with Orca: a virtual X display, a
//! private D-Bus session, openbox, a null sink, speech-dispatcher with espeak-ng, Orca's
//! debug log), with this server on a free port and Chromium headful at its page. The
//! transcript (keys, announcements, every sentence spoken, the lag of each move) is printed
//! into the test's log. `.ci/setup` installs all of it; without Orca or Chromium this test
//! says so and passes.

#[path = "../../../tests/tools/mod.rs"]
mod tools;

use tools::{
    assert_speaking_desktop_installed, installed, orca_deadline, run_on_display, script_lines,
};

use std::time::Duration;

/// The game with its speech takes two to four minutes on a busy 2-core machine; this is for a
/// hang. `ORCA_SPEECH_DEADLINE` (seconds) sets another.
const DEADLINE: Duration = Duration::from_secs(600);

/// Debian's Chromium, or the one `CHROMIUM` names (as for the browser tests).
fn chromium() -> String {
    std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_string())
}

#[test]
// Minutes of speech: left out of a plain `cargo test`, and run alone by `.ci/test` with
// `cargo test --test orca_page_speech -- --ignored --nocapture`.
#[ignore = "minutes long: .ci/test runs it with --ignored"]
fn orca_says_every_move_of_a_whole_game_on_the_page_once() {
    for (tool, package) in [("orca", "orca"), (&chromium(), "chromium")] {
        if !installed(tool) {
            println!("SKIPPED: {package} is not installed (run .ci/setup, which installs it)");
            return;
        }
    }
    assert_speaking_desktop_installed();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let transcript = dir.path().join("transcript.txt");
    let server = std::path::Path::new(env!("CARGO_BIN_EXE_oware-server"));
    let (status, log) = run_on_display(
        "orca_page_speech.py",
        server,
        1000,
        &[&transcript],
        orca_deadline(DEADLINE),
    );
    println!("{}", script_lines(&log));
    assert!(
        status.is_some_and(|status| status.success()),
        "Orca did not say what the page showed ({status:?}); the transcript is above"
    );
}
