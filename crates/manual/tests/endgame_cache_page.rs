//! oware(1) tells whoever looks at a user's disk what the biggest file the activity keeps is:
//! Tux's endgame tables in the cache folder, their size, and that they may be deleted.

use std::process::Command;

use oware::tux::endgame::{EndgameTables, DEFAULT_BOUND};

/// The activity's page as oware-manual writes it, with roff's `\-` read as plain hyphens.
fn activity_page() -> String {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let output = Command::new(env!("CARGO_BIN_EXE_oware-manual"))
        .arg(folder.path())
        .arg("2026-12-01")
        .output()
        .expect("oware-manual runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::read_to_string(folder.path().join("oware.1"))
        .expect("oware.1")
        .replace("\\-", "-")
}

/// The tables' size in bytes: one byte for each board of 12 houses with at most `bound`
/// seeds, C(bound + 12, 12) of them.
fn tables_bytes(bound: u64) -> u64 {
    (1..=12).fold(1, |count, k| count * (bound + k) / k)
}

#[test]
fn the_page_names_the_endgame_cache_its_size_and_that_it_may_go() {
    let page = activity_page();
    let path = EndgameTables::default_path().expect("a cache folder for the test's user");
    let name = path
        .file_name()
        .and_then(|name| name.to_str())
        .expect("a file name");
    assert!(
        page.contains(&format!("~/.cache/oware/{name}")),
        "oware.1 does not name {name}:\n{page}"
    );
    assert_eq!(tables_bytes(17), 51_895_935);
    let megabytes = (tables_bytes(u64::from(DEFAULT_BOUND)) + 500_000) / 1_000_000;
    assert!(page.contains(&format!("{megabytes} MB")), "{page}");
    assert!(
        page.contains(&format!("at most {DEFAULT_BOUND} seeds")),
        "{page}"
    );
    assert!(page.contains("may be deleted"), "{page}");
}
