//! Keeping a damaged file aside: its exact bytes, under its name and the time, once, and
//! before anything replaces it.

use std::fs;
use std::time::{Duration, UNIX_EPOCH};

use oware_files::{aside_name, keep_aside, replace_file_keeping_damaged};

mod support;
use support::entries;

/// 2026-12-06 22:30:00 UTC.
fn evening() -> std::time::SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_796_596_200)
}

#[test]
fn a_kept_file_is_named_with_the_time_and_holds_the_exact_bytes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("settings.toml");
    let bytes = b"language = fr\n\xff";
    fs::write(&target, bytes).expect("written");
    let kept = keep_aside(&target, bytes, evening()).expect("kept");
    assert_eq!(
        kept,
        dir.path().join("settings.toml.damaged-2026-12-06T22-30-00")
    );
    assert_eq!(kept, aside_name(&target, evening()));
    assert_eq!(fs::read(&kept).expect("read"), bytes);
    assert_eq!(
        fs::read(&target).expect("read"),
        bytes,
        "the file is untouched"
    );

    // The same bytes again, later: the first copy is the answer, nothing new is written.
    let later = evening() + Duration::from_secs(3600);
    assert_eq!(keep_aside(&target, bytes, later).expect("kept"), kept);
    assert_eq!(entries(dir.path()).len(), 2);

    // Other bytes at the same second: a name of their own beside it.
    let other = keep_aside(&target, b"other", evening()).expect("kept");
    assert_eq!(
        other,
        dir.path()
            .join("settings.toml.damaged-2026-12-06T22-30-00-2")
    );
    assert_eq!(fs::read(&other).expect("read"), b"other");
}

#[test]
fn a_damaged_file_is_kept_before_it_is_replaced_and_a_sound_one_is_not() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let target = dir.path().join("lessons.toml");
    fs::write(&target, b"good").expect("written");
    let damaged = |bytes: &[u8]| bytes.starts_with(b"bad");

    // Positive control: a sound file is simply replaced, nothing beside it.
    let kept = replace_file_keeping_damaged(&target, b"bad old", damaged).expect("saved");
    assert_eq!(kept, None);
    assert_eq!(entries(dir.path()), ["lessons.toml"]);

    let kept = replace_file_keeping_damaged(&target, b"new", damaged)
        .expect("saved")
        .expect("kept aside");
    assert_eq!(fs::read(&kept).expect("read"), b"bad old");
    assert_eq!(fs::read(&target).expect("read"), b"new");
    assert_eq!(entries(dir.path()).len(), 2);

    // A missing file has nothing to keep.
    let fresh = dir.path().join("fresh.toml");
    assert_eq!(
        replace_file_keeping_damaged(&fresh, b"x", |_| true).expect("saved"),
        None
    );
}
