//! What the tests that start the real launcher need from the machine.

use std::process::{Command, Stdio};

/// True when `tool` is on the PATH (or is a path that exists and runs).
pub fn installed(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Debian's Python, the one that sees the python3-gi package.
pub const PYTHON: &str = "/usr/bin/python3";

/// Runs `tests/<script>` with Debian's Python inside a virtual X display of its own
/// (`xvfb-run` on a display number from `first_display` on, away from the other tests') and
/// a private D-Bus session, with the launcher's path and then `args` as its arguments; ends
/// the whole process group (display, bus, script, launcher) when `deadline` passes. Returns
/// how the script ended (`None` for a hang) and everything it and its children wrote.
#[allow(dead_code)] // Only the tests on the accessibility bus run scripts.
pub fn run_on_display(
    script: &str,
    first_display: u32,
    args: &[&std::path::Path],
    deadline: std::time::Duration,
) -> (Option<std::process::ExitStatus>, String) {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("log.txt");
    let log_file = std::fs::File::create(&log).expect("a log file");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(script);
    let display = first_display + std::process::id() % 150;
    let mut child = Command::new("xvfb-run")
        .args([
            "-a",
            "-n",
            &display.to_string(),
            "-s",
            // Without -noreset the server resets when its last client leaves (a script's
            // first xdotool), and the launcher's connection may fall into that reset.
            "-screen 0 1280x800x24 -noreset",
        ])
        .args(["dbus-run-session", "--", PYTHON])
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_oware"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(log_file.try_clone().expect("the log file"))
        .stderr(log_file)
        .process_group(0)
        .spawn()
        .expect("xvfb-run starts");
    let started = std::time::Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if started.elapsed() > deadline {
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    if status.is_none() {
        let _ = Command::new("kill")
            .args(["-TERM", "--", &format!("-{}", child.id())])
            .status();
        let _ = child.wait();
    }
    (status, std::fs::read_to_string(&log).unwrap_or_default())
}
