//! Replacing a file: the new content or the old, never half, and no temporary file left.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

use oware_files::{parent_dir, replace_file, replace_file_with};

mod support;
use support::entries;

#[test]
fn a_file_is_created_then_replaced_with_nothing_left_beside_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("a").join("b").join("file.toml");
    replace_file(&target, b"first").expect("saved");
    assert_eq!(fs::read(&target).expect("read"), b"first");
    replace_file(&target, b"second, longer").expect("saved");
    assert_eq!(fs::read(&target).expect("read"), b"second, longer");
    assert_eq!(entries(parent_dir(&target)), ["file.toml"]);
}

#[test]
fn a_writer_gets_the_file_piece_by_piece() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("tables.bin");
    replace_file_with(&target, |file| {
        for chunk in [&b"head"[..], b"-", b"body"] {
            file.write_all(chunk)?;
        }
        Ok(())
    })
    .expect("saved");
    assert_eq!(fs::read(&target).expect("read"), b"head-body");
}

#[test]
fn a_failed_write_leaves_the_old_file_and_no_temporary_one() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("settings.toml");
    replace_file(&target, b"old").expect("saved");
    let error = replace_file_with(&target, |file| {
        file.write_all(b"half")?;
        Err(io::Error::new(io::ErrorKind::StorageFull, "disk full"))
    })
    .expect_err("the writer failed");
    assert_eq!(error.kind(), io::ErrorKind::StorageFull);
    let message = error.to_string();
    assert!(message.starts_with("could not write "), "{message}");
    assert!(message.ends_with(": disk full"), "{message}");
    assert_eq!(fs::read(&target).expect("read"), b"old");
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn a_folder_in_the_way_is_an_error_and_stays_as_it_was() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("settings.toml");
    fs::create_dir(&target).expect("a folder");
    fs::write(target.join("keep.txt"), "precious").expect("written");
    let error = replace_file(&target, b"new").expect_err("a folder cannot be replaced");
    let message = error.to_string();
    assert!(message.starts_with("could not replace "), "{message}");
    assert!(message.contains("settings.toml"), "{message}");
    assert_eq!(
        fs::read(target.join("keep.txt")).expect("read"),
        b"precious"
    );
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn a_file_where_the_folder_should_be_is_an_error() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let blocker = dir.path().join("not-a-folder");
    fs::write(&blocker, "I am a file").expect("written");
    let error = replace_file(&blocker.join("oware").join("settings.toml"), b"new")
        .expect_err("no folder under a file");
    let message = error.to_string();
    assert!(
        message.starts_with("could not create the folder "),
        "{message}"
    );
    assert_eq!(fs::read(&blocker).expect("read"), b"I am a file");
}

#[test]
fn a_bare_file_name_lives_in_the_current_folder() {
    assert_eq!(parent_dir(Path::new("settings.toml")), Path::new("."));
    assert_eq!(parent_dir(Path::new("a/settings.toml")), Path::new("a"));
}
