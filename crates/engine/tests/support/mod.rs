//! Drives the real `oware-engine` binary over stdin/stdout, exactly as a client would.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// Feeds `input` to a fresh engine and returns every answer line and whether it exited cleanly.
pub fn run_raw(input: &[u8]) -> (Vec<String>, bool) {
    // The master level keeps endgame tables in the cache folder: never the user's own here.
    let cache = std::env::temp_dir().join(format!("oware-engine-test-{}", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_oware-engine"))
        .env("XDG_CACHE_HOME", &cache)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn oware-engine");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Write from another thread so a large input cannot deadlock against unread output.
    let writer = std::thread::spawn(move || {
        // The engine may exit (quit) before reading everything; that is fine.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("wait");
    writer.join().expect("writer");
    let text = String::from_utf8(output.stdout).expect("answers are UTF-8");
    let lines = text.lines().map(str::to_string).collect();
    (lines, output.status.success())
}

/// Runs a script of (line, expected answer) pairs; `None` means the line gets no answer.
pub fn check(script: &[(&str, Option<&str>)]) {
    let mut input = String::new();
    for (line, _) in script {
        input.push_str(line);
        input.push('\n');
    }
    let (answers, ok) = run_raw(input.as_bytes());
    let expected: Vec<&str> = script.iter().filter_map(|(_, answer)| *answer).collect();
    assert_eq!(answers, expected, "script {script:#?}");
    assert!(ok, "the engine exits cleanly");
}
