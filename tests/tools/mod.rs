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
