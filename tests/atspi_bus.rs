//! A screen reader's view of the launcher, over the real accessibility bus (AT-SPI): the
//! headless UI tests (`ui_accessibility.rs`) read Slint's own tree, this one what AccessKit
//! publishes from it and what Orca would receive.
//!
//! `tests/atspi_bus.py` does the checking with libatspi (GObject introspection): it runs in
//! a virtual X display (`xvfb-run`) and a private D-Bus session (`dbus-run-session`), where
//! the session's accessibility bus is started on demand by at-spi2-core, and drives the
//! keyboard with `xdotool`. `.ci/setup` installs all of it.

mod tools;

use tools::installed;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Debian's Python, the one that sees the python3-gi package.
const PYTHON: &str = "/usr/bin/python3";
/// The script waits at most 30 s for any one thing; this is for a hang.
const DEADLINE: Duration = Duration::from_secs(240);

fn python_has_atspi() -> bool {
    Command::new(PYTHON)
        .args(["-c", "import gi; gi.require_version('Atspi', '2.0')"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

#[test]
fn a_screen_reader_hears_a_move_and_finds_the_focus_the_states_and_the_dialog() {
    for tool in ["xvfb-run", "xauth", "dbus-run-session", "xdotool", PYTHON] {
        assert!(
            installed(tool),
            "{tool} is missing: run .ci/setup (packages xvfb, xauth, dbus, xdotool, python3)"
        );
    }
    assert!(
        python_has_atspi(),
        "{PYTHON} cannot load Atspi: run .ci/setup (packages at-spi2-core, gir1.2-atspi-2.0, python3-gi)"
    );
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("log.txt");
    let log_file = std::fs::File::create(&log).expect("a log file");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/atspi_bus.py");
    // A display number of its own, away from the other tests' virtual displays.
    let server = 200 + std::process::id() % 600;
    let mut child = Command::new("xvfb-run")
        .args([
            "-a",
            "-n",
            &server.to_string(),
            "-s",
            // Without -noreset the server resets when its last client leaves (the script's
            // first xdotool), and the launcher's connection may fall into that reset.
            "-screen 0 1280x800x24 -noreset",
        ])
        .args(["dbus-run-session", "--", PYTHON])
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_oware"))
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
        // Ends the whole group: the virtual display, the bus, the script and the launcher.
        let _ = Command::new("kill")
            .args(["-TERM", "--", &format!("-{}", child.id())])
            .status();
        let _ = child.wait();
    }
    // libatspi warns about every node AccessKit sends in a newer form; only the rest tells.
    let output: String = std::fs::read_to_string(&log)
        .unwrap_or_default()
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.contains("dbind-WARNING"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        status.is_some_and(|status| status.success()),
        "the check over AT-SPI failed ({status:?}):\n{output}"
    );
}
