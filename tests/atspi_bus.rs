//! A screen reader's view of the launcher, over the real accessibility bus (AT-SPI): the
//! headless UI tests (`ui_accessibility.rs`) read Slint's own tree, this one what AccessKit
//! publishes from it and what Orca would receive.
//!
//! `tests/atspi_bus.py` does the checking with libatspi (GObject introspection): it runs in
//! a virtual X display (`xvfb-run`) and a private D-Bus session (`dbus-run-session`), where
//! the session's accessibility bus is started on demand by at-spi2-core, and drives the
//! keyboard with `xdotool`. `.ci/setup` installs all of it.

mod tools;

use tools::{installed, run_on_display, script_lines, PYTHON};

use std::process::{Command, Stdio};
use std::time::Duration;

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
    let launcher = std::path::Path::new(env!("CARGO_BIN_EXE_oware"));
    let (status, log) = run_on_display("atspi_bus.py", launcher, 200, &[], DEADLINE);
    // libatspi warns about every node AccessKit sends in a newer form; only the rest tells.
    let output = script_lines(&log);
    assert!(
        status.is_some_and(|status| status.success()),
        "the check over AT-SPI failed ({status:?}):\n{output}"
    );
}
