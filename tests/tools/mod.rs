//! What the tests that start the real launcher (or the server, for its page) need from the
//! machine. The server crate's tests include this file too (`#[path]`), so nothing here
//! names a program of one package: each test passes its own.

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

/// The project's `tests/` folder, where the scripts are, from the package this file is
/// compiled in: the activity at the root, or a crate under `crates/`.
#[allow(dead_code)] // Only the tests on the accessibility bus run scripts.
fn scripts() -> std::path::PathBuf {
    let package = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    if package.join("crates").is_dir() {
        package.join("tests")
    } else {
        package.join("../../tests")
    }
}

/// Runs `tests/<script>` with Debian's Python inside a virtual X display of its own
/// (`xvfb-run` on a display number from `first_display` on, away from the other tests') and
/// a private D-Bus session, with `program` (the launcher, or the server) and then `args` as
/// its arguments; ends the whole process group (display, bus, script, programs) when
/// `deadline` passes. Returns how the script ended (`None` for a hang) and everything it and
/// its children wrote.
#[allow(dead_code)] // Only the tests on the accessibility bus run scripts.
pub fn run_on_display(
    script: &str,
    program: &std::path::Path,
    first_display: u32,
    args: &[&std::path::Path],
    deadline: std::time::Duration,
) -> (Option<std::process::ExitStatus>, String) {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let log = dir.path().join("log.txt");
    let log_file = std::fs::File::create(&log).expect("a log file");
    let script = scripts().join(script);
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
        .arg(program)
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

/// Fails with the packages to install unless everything a desktop that speaks needs is there:
/// the virtual display, a private bus, keys, a window manager, a sound server and speech.
/// The Orca tests check for Orca itself first, and skip without it.
#[allow(dead_code)] // Only the tests with Orca need speech.
pub fn assert_speaking_desktop_installed() {
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
}

/// The deadline of a test with the real Orca: `default`, or `ORCA_SPEECH_DEADLINE` seconds
/// (`scripts/orca-newer` gives a newer Orca more).
#[allow(dead_code)] // Only the tests with Orca have one.
pub fn orca_deadline(default: std::time::Duration) -> std::time::Duration {
    std::env::var("ORCA_SPEECH_DEADLINE")
        .ok()
        .and_then(|seconds| seconds.trim().parse().ok())
        .map_or(default, std::time::Duration::from_secs)
}

/// A script's own lines from `run_on_display`'s log: the bus daemons' and libatspi's chatter
/// tells nothing.
#[allow(dead_code)] // Only the tests on the accessibility bus run scripts.
pub fn script_lines(log: &str) -> String {
    log.lines()
        .filter(|line| {
            !line.trim().is_empty()
                && !line.contains("dbind-WARNING")
                && !line.starts_with("dbus-daemon")
                && !line.contains("SpiRegistry daemon")
        })
        .collect::<Vec<_>>()
        .join("\n")
}
