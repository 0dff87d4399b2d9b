//! One version everywhere: the workspace's (`Cargo.toml`), the Debian packages'
//! (`debian/changelog`, whose first entry `dpkg` takes) and the newest release that
//! CHANGELOG.md describes. A release bumps all three, and this test says which one lags.

use std::fs;
use std::path::PathBuf;

fn read(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(name);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// `oware (0.1.0) unstable; urgency=medium` → `0.1.0`: the first entry's version, without a
/// Debian revision (the packages are native).
fn debian_version(changelog: &str) -> Option<&str> {
    let first = changelog.lines().next()?;
    let open = first.find('(')?;
    let close = first[open..].find(')')? + open;
    Some(&first[open + 1..close])
}

/// `## [0.1.0] - 2026-12-01` → `0.1.0`: the newest released heading (`[Unreleased]` is not a
/// version).
fn changelog_version(changelog: &str) -> Option<&str> {
    changelog
        .lines()
        .filter_map(|line| line.strip_prefix("## ["))
        .filter_map(|rest| rest.split_once(']').map(|(version, _)| version))
        .find(|version| !version.eq_ignore_ascii_case("unreleased"))
}

#[test]
fn the_workspace_the_packages_and_the_changelog_name_one_version() {
    let workspace = env!("CARGO_PKG_VERSION");
    assert_eq!(
        debian_version(&read("debian/changelog")),
        Some(workspace),
        "debian/changelog's first entry against Cargo.toml"
    );
    assert_eq!(
        changelog_version(&read("CHANGELOG.md")),
        Some(workspace),
        "CHANGELOG.md's newest release against Cargo.toml"
    );
}

#[test]
fn the_readers_find_each_version_and_skip_what_is_not_one() {
    assert_eq!(
        debian_version("oware (2.3.4) unstable; urgency=low\n\n  * x\n"),
        Some("2.3.4")
    );
    assert_eq!(debian_version("no version here"), None);
    let changelog = "# Changelog\n\n## [Unreleased]\n\n- new\n\n## [1.2.0] - 2027-01-01\n\n## [1.1.0] - 2026-12-01\n";
    assert_eq!(changelog_version(changelog), Some("1.2.0"));
    assert_eq!(changelog_version("## [Unreleased]\n"), None);
}
