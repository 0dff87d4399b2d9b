//! Loading and saving the settings file: good files, every kind of bad
//! file, and saves that cannot happen.

use std::fs;
use std::path::Path;

use oware::settings::{FileState, Mode, Settings, SettingsStore, DEFAULT_LEVEL, SETTINGS_VERSION};
use tempfile::TempDir;

fn temp_dir() -> TempDir {
    match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(error) => panic!("cannot create a temporary directory: {error}"),
    }
}

fn write(path: &Path, text: &str) {
    if let Err(error) = fs::write(path, text) {
        panic!("cannot write {}: {error}", path.display());
    }
}

fn read_bytes(path: &Path) -> Vec<u8> {
    match fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) => panic!("cannot read {}: {error}", path.display()),
    }
}

/// Names in `dir`, sorted, so leftovers of a save are easy to see.
fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = match fs::read_dir(dir) {
        Ok(read) => read
            .filter_map(Result::ok)
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect(),
        Err(error) => panic!("cannot list {}: {error}", dir.display()),
    };
    names.sort();
    names
}

fn custom() -> Settings {
    Settings {
        language: Some("mk".into()),
        level: 7,
        mode: Mode::TwoPlayers,
        seeds_per_house: 6,
        teacher_lock: true,
        ..Settings::default()
    }
}

/// Loads a file with `text` and checks it is reported as damaged, with a
/// warning naming the file and mentioning `expected`, and is left as it was.
fn assert_damaged(text: &str, expected: &str) -> Settings {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, text);
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.state, FileState::Damaged, "{text:?}");
    let warning = loaded.warning.unwrap_or_default();
    assert!(warning.contains(expected), "{warning:?} lacks {expected:?}");
    assert!(warning.contains(&path.display().to_string()), "{warning:?}");
    assert_eq!(
        read_bytes(&path),
        text.as_bytes(),
        "loading changed the file"
    );
    loaded.settings
}

#[test]
fn defaults_suit_a_first_game() {
    let settings = Settings::default();
    assert_eq!(settings.version, SETTINGS_VERSION);
    assert_eq!(settings.language, None);
    assert_eq!(settings.level, DEFAULT_LEVEL);
    assert_eq!(settings.level, 2);
    assert_eq!(settings.mode, Mode::AgainstTux);
    assert_eq!(settings.seeds_per_house, 4);
    assert!(!settings.teacher_lock);
}

#[test]
fn saved_settings_load_back_unchanged() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert_eq!(store.save(&custom()).map_err(|e| e.to_string()), Ok(()));
    let loaded = store.load();
    assert_eq!(loaded.settings, custom());
    assert_eq!(loaded.state, FileState::Clean);
    assert_eq!(loaded.warning, None);
}

#[test]
fn the_file_is_readable_toml_with_kebab_case_mode() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    assert!(SettingsStore::at(&path).save(&custom()).is_ok());
    let text = String::from_utf8(read_bytes(&path)).unwrap_or_default();
    assert!(text.starts_with("# "), "{text}");
    assert!(text.contains("mode = \"two-players\""), "{text}");
    assert!(text.contains("level = 7"), "{text}");
    assert!(text.contains("language = \"mk\""), "{text}");
    assert!(
        text.contains(&format!("version = {SETTINGS_VERSION}")),
        "{text}"
    );
}

#[test]
fn missing_file_gives_defaults_quietly() {
    let dir = temp_dir();
    let loaded = SettingsStore::at(dir.path().join("nothing-here.toml")).load();
    assert_eq!(loaded.settings, Settings::default());
    assert_eq!(loaded.warning, None);
    assert_eq!(loaded.state, FileState::Missing);
}

#[test]
fn older_file_missing_fields_still_loads() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, "level = 5\n");
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.state, FileState::Clean);
    assert_eq!(loaded.settings.level, 5);
    assert_eq!(loaded.settings.seeds_per_house, 4);
    // The serde derive agrees with the store about missing fields.
    let derived: Result<Settings, _> = toml::from_str("level = 5\n");
    assert_eq!(derived.ok(), Some(loaded.settings));
}

#[test]
fn region_language_is_accepted_and_made_canonical() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, "language = \"fr-FR\"\n");
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.state, FileState::Clean);
    assert_eq!(loaded.settings.language.as_deref(), Some("fr"));
}

#[test]
fn corrupt_toml_gives_defaults_and_a_warning() {
    let settings = assert_damaged("level = = 3\n[[[", "not valid TOML");
    assert_eq!(settings, Settings::default());
}

#[test]
fn wrong_type_falls_back_for_that_field_only() {
    let settings = assert_damaged(
        "language = \"hr\"\nlevel = \"five\"\nteacher_lock = \"yes\"\n",
        "level \"five\"",
    );
    assert_eq!(settings.language.as_deref(), Some("hr"));
    assert_eq!(settings.level, DEFAULT_LEVEL);
    assert!(!settings.teacher_lock);
}

#[test]
fn level_zero_is_out_of_range() {
    let settings = assert_damaged("level = 0\n", "level 0");
    assert_eq!(settings.level, DEFAULT_LEVEL);
}

#[test]
fn huge_level_is_out_of_range() {
    let settings = assert_damaged("level = 300\n", "level 300");
    assert_eq!(settings.level, DEFAULT_LEVEL);
}

#[test]
fn nine_seeds_is_out_of_range() {
    let settings = assert_damaged("seeds_per_house = 9\n", "seeds_per_house 9");
    assert_eq!(settings.seeds_per_house, 4);
}

#[test]
fn unknown_language_is_rejected() {
    let settings = assert_damaged("language = \"xx\"\n", "en, hr, fi, fr, mk");
    assert_eq!(settings.language, None);
}

#[test]
fn unknown_mode_is_rejected() {
    let settings = assert_damaged("mode = \"three-players\"\n", "three-players");
    assert_eq!(settings.mode, Mode::AgainstTux);
}

#[test]
fn unknown_key_is_reported() {
    assert_damaged("levle = 4\n", "levle");
}

#[test]
fn future_version_gives_defaults_for_everything() {
    let text = format!("version = {}\nlevel = 9\n", SETTINGS_VERSION + 1);
    let settings = assert_damaged(&text, "newer Oware");
    assert_eq!(settings, Settings::default());
}

#[test]
fn non_numeric_version_gives_defaults() {
    let settings = assert_damaged("version = \"one\"\nlevel = 9\n", "version");
    assert_eq!(settings, Settings::default());
}

#[test]
fn text_that_is_not_utf8_is_unreadable() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let bytes = [b'l', b'e', b'v', 0xff, 0xfe, b'\n'];
    if let Err(error) = fs::write(&path, bytes) {
        panic!("{error}");
    }
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.state, FileState::Damaged);
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.warning.unwrap_or_default().contains("UTF-8"));
    assert_eq!(read_bytes(&path), bytes);
}

#[test]
fn a_directory_where_the_file_should_be() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    if let Err(error) = fs::create_dir(&path) {
        panic!("{error}");
    }
    write(&path.join("keep.txt"), "precious");
    let store = SettingsStore::at(&path);

    let loaded = store.load();
    assert_eq!(loaded.state, FileState::Damaged);
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded
        .warning
        .unwrap_or_default()
        .contains("cannot be read"));

    // Saving cannot replace a directory: an error, the directory intact, and
    // no temporary file left next to it.
    let error = store.save(&custom()).err().map(|e| e.to_string());
    assert!(error.is_some_and(|e| e.contains("could not replace")));
    assert_eq!(read_bytes(&path.join("keep.txt")), b"precious");
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn save_under_a_regular_file_fails_without_panicking() {
    // Tests run as root, which ignores permission bits; a "directory" that
    // is really a file fails for everyone.
    let dir = temp_dir();
    let blocker = dir.path().join("not-a-directory");
    write(&blocker, "I am a file");
    let store = SettingsStore::at(blocker.join("oware").join("settings.toml"));
    let result = store.save(&custom());
    let message = result.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.contains("could not create the folder"), "{message}");
    // Loading from there gives defaults, with a warning rather than
    // silence, since a path through a file is a setup mistake.
    let loaded = store.load();
    assert_eq!(loaded.settings, Settings::default());
    assert_eq!(loaded.state, FileState::Damaged);
    assert_eq!(read_bytes(&blocker), b"I am a file");
}

#[test]
fn save_creates_missing_directories() {
    let dir = temp_dir();
    let path = dir.path().join("a").join("b").join("settings.toml");
    let store = SettingsStore::at(&path);
    assert!(store.save(&custom()).is_ok());
    assert_eq!(store.load().settings, custom());
}

#[test]
fn save_replaces_old_content_and_leaves_no_temporary_files() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let store = SettingsStore::at(&path);
    for level in 1..=5 {
        let settings = Settings {
            level,
            ..Settings::default()
        };
        assert!(store.save(&settings).is_ok());
        assert_eq!(store.load().settings.level, level);
    }
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn invalid_values_are_refused_and_the_file_kept() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let store = SettingsStore::at(&path);
    assert!(store.save(&custom()).is_ok());
    let before = read_bytes(&path);
    for bad in [
        Settings {
            level: 0,
            ..custom()
        },
        Settings {
            seeds_per_house: 9,
            ..custom()
        },
        Settings {
            language: Some("xx".into()),
            ..custom()
        },
    ] {
        assert!(store.save(&bad).is_err(), "{bad:?}");
    }
    assert_eq!(read_bytes(&path), before);
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn saving_writes_the_current_version() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    let old = Settings {
        version: 0,
        ..Settings::default()
    };
    assert!(store.save(&old).is_ok());
    assert_eq!(store.load().settings.version, SETTINGS_VERSION);
}

#[test]
fn default_location_is_settings_toml_in_an_oware_folder() {
    // Only the shape is checked: the real folder depends on the platform
    // and on XDG_CONFIG_HOME.
    if let Some(store) = SettingsStore::default_location() {
        assert!(store.path().ends_with("settings.toml"));
        let folder = store
            .path()
            .parent()
            .map(|p| p.to_string_lossy().to_lowercase());
        assert!(folder.unwrap_or_default().contains("oware"));
    }
}

#[test]
fn leftovers_of_an_interrupted_save_do_not_matter() {
    // A crash between creating the temporary file and the rename leaves the
    // old file in place and a hidden temporary one, which is never read.
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let store = SettingsStore::at(&path);
    assert!(store.save(&custom()).is_ok());
    write(&dir.path().join(".settings.toml.1.0.tmp"), "level = 0\n[[");
    assert_eq!(store.load().settings, custom());
    assert!(store.save(&Settings::default()).is_ok());
    assert_eq!(store.load().settings, Settings::default());
}
