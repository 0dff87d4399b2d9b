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

use tools::installed;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Debian's Python, the one that sees the python3-gi package.
const PYTHON: &str = "/usr/bin/python3";
/// Two games at Tux's first level with their speech take three to six minutes on a busy
/// 2-core machine (a long game of Oware takes more); this is for a hang.
const DEADLINE: Duration = Duration::from_secs(900);

#[test]
fn orca_says_every_move_of_a_whole_game_once() {
    if !installed("orca") {
        println!("SKIPPED: Orca is not installed (run .ci/setup, which installs it)");
        return;
    }
    for tool in [
        "xvfb-run",
        "xauth",
        "dbus-run-session",
        "xdotool",
        "openbox",
        "pulseaudio",
        "espeak-ng",
        "speech-dispatcher",
        PYTHON,
    ] {
        assert!(
            installed(tool),
            "{tool} is missing: run .ci/setup (packages xvfb, xauth, dbus, xdotool, openbox, \
             pulseaudio, espeak-ng, speech-dispatcher, python3)"
        );
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("log.txt");
    let transcript = dir.path().join("transcript.txt");
    let log_file = std::fs::File::create(&log).expect("a log file");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/orca_speech.py");
    // A display number of its own, away from the other tests' virtual displays.
    let server = 800 + std::process::id() % 150;
    let mut child = Command::new("xvfb-run")
        .args([
            "-a",
            "-n",
            &server.to_string(),
            "-s",
            "-screen 0 1280x800x24 -noreset",
        ])
        .args(["dbus-run-session", "--", PYTHON])
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_oware"))
        .arg(&transcript)
        .stdin(Stdio::null())
        .stdout(log_file.try_clone().expect("the log file"))
        .stderr(log_file)
        .process_group(0)
        .spawn()
        .expect("xvfb-run starts");
    let started = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if started.elapsed() > DEADLINE {
            break None;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    if status.is_none() {
        // Ends the whole group: the display, the bus, Orca, the sound server, the launcher.
        let _ = Command::new("kill")
            .args(["-TERM", "--", &format!("-{}", child.id())])
            .status();
        let _ = child.wait();
    }
    // The bus daemons' and libatspi's chatter tells nothing; the script's own lines do.
    let output: String = std::fs::read_to_string(&log)
        .unwrap_or_default()
        .lines()
        .filter(|line| {
            !line.trim().is_empty()
                && !line.contains("dbind-WARNING")
                && !line.starts_with("dbus-daemon")
                && !line.contains("SpiRegistry daemon")
        })
        .collect::<Vec<_>>()
        .join("\n");
    println!("{output}");
    assert!(
        status.is_some_and(|status| status.success()),
        "Orca did not say what the games showed ({status:?}); the transcript is above"
    );
}
