//! A normal start of the `oware` launcher writes nothing on stderr: no warning from Slint
//! (such as an app id set before any platform existed), from the fonts, or from the settings.
//! The one line allowed is the sound's, on a machine without an audio device (a CI machine):
//! it says once that the activity plays silently.
//!
//! The launcher opens a real window, so the test gives it a virtual X display (`xvfb-run`)
//! and a session bus (`dbus-run-session`), as a desktop has; `.ci/setup` installs both.
//! Its home, configuration and cache folders are temporary. There is no event to wait for
//! from outside the process, so the test lets it run for a few seconds and then ends it.

mod tools;

use tools::installed;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const RUNNING_TIME: Duration = Duration::from_secs(4);

#[test]
fn a_normal_start_writes_nothing_on_stderr() {
    for tool in ["xvfb-run", "dbus-run-session"] {
        assert!(
            installed(tool),
            "{tool} is missing: run .ci/setup (packages xvfb, xauth, dbus)"
        );
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let stderr_file = dir.path().join("stderr.txt");
    let home = dir.path();
    let mut child = Command::new("dbus-run-session")
        .args(["--", "xvfb-run", "-a", "-s", "-screen 0 1280x800x24"])
        // Only the launcher's own stderr goes to the file; the helpers keep theirs.
        .args(["sh", "-c", "exec \"$0\" --lang en 2>\"$1\""])
        .arg(env!("CARGO_BIN_EXE_oware"))
        .arg(&stderr_file)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env_remove("FONTCONFIG_FILE")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .expect("the launcher starts");
    let started = Instant::now();
    let mut exited_early = None;
    while started.elapsed() < RUNNING_TIME {
        if let Ok(Some(status)) = child.try_wait() {
            exited_early = Some(status);
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    // Ends the whole group: the shell helpers, the virtual display and the launcher.
    let _ = Command::new("kill")
        .args(["-TERM", "--", &format!("-{}", child.id())])
        .status();
    let _ = child.wait();
    let stderr = read(&stderr_file);
    assert_eq!(
        exited_early, None,
        "the launcher stopped by itself: {stderr}"
    );
    let unexpected: Vec<&str> = stderr
        .lines()
        .filter(|line| {
            !(line.starts_with("oware: no sound (") && line.ends_with("); playing silently"))
        })
        .collect();
    assert_eq!(
        unexpected,
        Vec::<&str>::new(),
        "the launcher wrote on stderr: {stderr}"
    );
    assert!(
        stderr.lines().count() <= 1,
        "at most the sound's line: {stderr}"
    );
    assert!(
        home.join("cache").join("oware").join("fonts.conf").exists(),
        "the font fallback went to the temporary cache"
    );
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| format!("(no stderr file: {error})"))
}
