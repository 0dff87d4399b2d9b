//! A machine with no font at all (a bare container, a kiosk image) still opens the activity,
//! given the fallback fontconfig file that the launcher puts in `FONTCONFIG_FILE`.
//!
//! fontconfig reads its configuration when Slint starts, so each case runs in a child process
//! of this test binary with its own environment: no test changes the environment of a running
//! process, and every file lives in a temporary folder, never in the user's cache.

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use oware::activity::{fonts, Activity, ActivityOptions, ThinkingBudget};

/// Set in the child's environment; the child test does nothing without it.
const CHILD: &str = "OWARE_FONTLESS_CHILD";

#[test]
fn child_opens_the_activity() {
    if std::env::var_os(CHILD).is_none() {
        return;
    }
    // Setting the platform is where Slint asks fontconfig for its fonts.
    i_slint_backend_testing::init_no_event_loop();
    let activity = Activity::new(ActivityOptions {
        language: Some("mk".into()),
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(10),
            hint: Duration::from_millis(10),
        }),
        ..ActivityOptions::default()
    })
    .expect("the activity opens");
    activity.show().expect("the window shows");
    assert_eq!(activity.language(), "mk");
    println!("the activity opened");
}

/// A fontconfig file that knows no font, with its cache in `dir`.
fn empty_config(dir: &Path) -> std::path::PathBuf {
    let empty = dir.join("empty-fonts.conf");
    std::fs::write(
        &empty,
        format!(
            "<?xml version=\"1.0\"?>\n<fontconfig><dir>{0}/none</dir><cachedir>{0}/cache</cachedir></fontconfig>\n",
            dir.display()
        ),
    )
    .expect("write the empty configuration");
    empty
}

fn run_child(dir: &Path, fontconfig_file: &Path) -> Output {
    let exe = std::env::current_exe().expect("the test binary's path");
    Command::new(exe)
        .args(["--exact", "child_opens_the_activity", "--nocapture"])
        .env(CHILD, "1")
        .env("FONTCONFIG_FILE", fontconfig_file)
        .env("HOME", dir)
        .env("XDG_CACHE_HOME", dir.join("xdg-cache"))
        .env("XDG_CONFIG_HOME", dir.join("xdg-config"))
        .output()
        .expect("the child test runs")
}

#[test]
fn without_the_fallback_a_machine_without_fonts_cannot_open_the_window() {
    // The control: this is the failure the fallback exists for. Should a later Slint stop
    // panicking here, the fallback can go.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let output = run_child(dir.path(), &empty_config(dir.path()));
    assert!(
        !output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}

#[test]
fn with_the_fallback_a_machine_without_fonts_opens_the_window() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let empty = empty_config(dir.path());
    let fallback = fonts::write_fallback_fontconfig(&dir.path().join("oware"), &empty)
        .expect("the fallback files are written");
    assert!(
        fallback.starts_with(dir.path()),
        "kept in the temporary folder"
    );
    let output = run_child(dir.path(), &fallback);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("the activity opened"), "{stdout}");
}
