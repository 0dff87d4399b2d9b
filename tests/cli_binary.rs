//! The real `oware` binary refuses a bad command line before opening a
//! window. This relies on src/main.rs parsing its arguments with
//! `oware::cli::parse_args` first and calling `clap::Error::exit` on error;
//! if main.rs ever opened the window before that, this test would hang on a
//! display or fail without one.

use std::process::Command;

#[test]
fn binary_rejects_unknown_language() {
    let output = match Command::new(env!("CARGO_BIN_EXE_oware"))
        .args(["--lang", "xx"])
        .output()
    {
        Ok(output) => output,
        Err(error) => panic!("cannot run the oware binary: {error}"),
    };
    assert!(!output.status.success(), "exit status {}", output.status);
    // clap's conventional status for usage errors.
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--lang"), "{stderr}");
    assert!(stderr.contains("xx"), "{stderr}");
    assert!(stderr.contains("en, hr, fi, fr, mk"), "{stderr}");
}

/// Runs the real binary with `args`, which must be refused as a usage error
/// (status 2, before any window), and returns its stderr.
fn refused(args: &[&str]) -> String {
    let output = match Command::new(env!("CARGO_BIN_EXE_oware"))
        .args(args)
        .output()
    {
        Ok(output) => output,
        Err(error) => panic!("cannot run the oware binary: {error}"),
    };
    assert_eq!(output.status.code(), Some(2), "{args:?}: {}", output.status);
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn binary_rejects_unknown_game() {
    let stderr = refused(&["--game", "chess"]);
    assert!(
        stderr.contains("unknown game 'chess': choose oware, kalah, congkak, togyz"),
        "{stderr}"
    );
}

#[test]
fn binary_rejects_seeds_the_game_does_not_take() {
    let stderr = refused(&["--game", "kalah", "--seeds", "9"]);
    assert!(
        stderr.contains("kalah takes 3 to 6 seeds per house, not 9"),
        "{stderr}"
    );
    let stderr = refused(&["--seeds", "4"]);
    assert!(stderr.contains("--game"), "{stderr}");
}

#[test]
fn binary_rejects_a_level_the_game_does_not_have() {
    let stderr = refused(&["--game", "kalah", "--level", "11"]);
    assert!(
        stderr.contains("kalah has levels 1 to 10, not 11"),
        "{stderr}"
    );
}
