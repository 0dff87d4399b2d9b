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
