//! When the running activity writes the settings file: only when a teacher
//! really changes something.

use std::fs;
use std::path::Path;

use oware::rules::GameKind;
use oware::settings::{FileState, Mode, Settings, SettingsError, SettingsInForce, SettingsStore};
use tempfile::TempDir;

fn temp_dir() -> TempDir {
    match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(error) => panic!("cannot create a temporary directory: {error}"),
    }
}

fn read_bytes(path: &Path) -> Vec<u8> {
    match fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) => panic!("cannot read {}: {error}", path.display()),
    }
}

/// The settings in force from a file holding `text`, as the activity starts them.
fn in_force_over(dir: &TempDir, text: &str) -> (SettingsInForce, SettingsStore) {
    let path = dir.path().join("settings.toml");
    if let Err(error) = fs::write(&path, text) {
        panic!("{error}");
    }
    let store = SettingsStore::at(&path);
    let loaded = store.load();
    (
        SettingsInForce::new(Some(store.clone()), loaded.settings),
        store,
    )
}

const CORRUPT: &str = "level = 3\nthis is [not toml\n";

#[test]
fn corrupt_file_is_byte_identical_until_a_setting_changes() {
    let dir = temp_dir();
    let (mut in_force, store) = in_force_over(&dir, CORRUPT);
    assert_eq!(store.load().state, FileState::Damaged);

    // Re-choosing the value already in force is not a change.
    let level = in_force.settings().level_for(GameKind::Kalah);
    assert_eq!(
        in_force
            .change(|s| s.set_level(GameKind::Kalah, level))
            .ok(),
        Some(false)
    );
    // Nor is a number of seeds the game does not take: it is ignored.
    assert_eq!(
        in_force.change(|s| s.set_seeds(GameKind::Kalah, 9)).ok(),
        Some(false)
    );
    assert_eq!(read_bytes(store.path()), CORRUPT.as_bytes());

    // A refused change is not a change either.
    assert!(matches!(
        in_force.change(|s| s.language = Some("xx".into())),
        Err(SettingsError::Invalid(_))
    ));
    assert_eq!(read_bytes(store.path()), CORRUPT.as_bytes());

    // A real change replaces the damaged file with a good one.
    assert_eq!(
        in_force.change(|s| s.set_level(GameKind::Kalah, 6)).ok(),
        Some(true)
    );
    let reloaded = store.load();
    assert_eq!(reloaded.state, FileState::Clean);
    assert_eq!(reloaded.settings.level_for(GameKind::Kalah), 6);
    // The line that still read on its own (`level = 3`, Oware's) is kept.
    assert_eq!(reloaded.settings.level_for(GameKind::Oware), 3);
}

#[test]
fn future_version_file_survives_a_run_without_changes() {
    let dir = temp_dir();
    let text = "version = 99\nlevel = 4\nshiny_new_option = true\n";
    let (in_force, store) = in_force_over(&dir, text);
    drop(in_force);
    assert_eq!(read_bytes(store.path()), text.as_bytes());
}

#[test]
fn a_change_is_saved_and_loads_back() {
    let dir = temp_dir();
    let (mut in_force, store) = in_force_over(&dir, "");
    assert_eq!(
        in_force.change(|s| s.mode = Mode::TwoPlayers).ok(),
        Some(true)
    );
    assert_eq!(store.load().settings.mode, Mode::TwoPlayers);
    assert_eq!(in_force.settings().mode, Mode::TwoPlayers);
}

#[test]
fn a_failed_save_keeps_the_change_for_this_run() {
    let dir = temp_dir();
    let blocker = dir.path().join("file");
    if let Err(error) = fs::write(&blocker, "") {
        panic!("{error}");
    }
    let store = SettingsStore::at(blocker.join("settings.toml"));
    let mut in_force = SettingsInForce::new(Some(store), Settings::default());
    let result = in_force.change(|s| s.set_level(GameKind::Oware, 8));
    assert!(matches!(result, Err(SettingsError::Io(_))));
    // The activity goes on with the teacher's choice.
    assert_eq!(in_force.settings().level_for(GameKind::Oware), 8);
}

#[test]
fn without_a_store_changes_live_in_memory() {
    let mut in_force = SettingsInForce::new(None, Settings::default());
    assert_eq!(
        in_force.change(|s| s.set_seeds(GameKind::Congkak, 5)).ok(),
        Some(true)
    );
    assert_eq!(in_force.settings().seeds_for(GameKind::Congkak), 5);
    assert!(in_force.store().is_none());
}
