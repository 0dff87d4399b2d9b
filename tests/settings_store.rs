//! Loading and saving the settings file: good files, every kind of bad
//! file, and saves that cannot happen.

use std::fs;
use std::path::Path;

use oware::rules::GameKind;
use oware::settings::{
    FileState, Mode, ReplaySpeed, Settings, SettingsStore, SettingsWarning, DEFAULT_LEVEL,
    SETTINGS_VERSION,
};
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

const OWARE: GameKind = GameKind::Oware;

fn custom() -> Settings {
    let mut settings = Settings {
        language: Some("mk".into()),
        mode: Mode::TwoPlayers,
        teacher_lock: true,
        replay_speed: ReplaySpeed::Fast,
        ..Settings::default()
    };
    settings.set_level(OWARE, 7);
    settings.set_seeds(OWARE, 6);
    settings.set_level(GameKind::Kalah, 10);
    settings.set_seeds(GameKind::Kalah, 3);
    settings.set_level(GameKind::Congkak, 1);
    settings.set_seeds(GameKind::Congkak, 5);
    settings.set_level(GameKind::TogyzKumalak, 4);
    settings
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
    assert_eq!(DEFAULT_LEVEL, 2);
    assert_eq!(settings.mode, Mode::AgainstTux);
    assert_eq!(settings.replay_speed, ReplaySpeed::Normal);
    assert!(!settings.teacher_lock);
    for (kind, seeds) in [
        (OWARE, 4),
        (GameKind::Kalah, 4),
        (GameKind::Congkak, 7),
        (GameKind::TogyzKumalak, 9),
    ] {
        assert_eq!(settings.level_for(kind), DEFAULT_LEVEL, "{kind}");
        assert_eq!(settings.seeds_for(kind), seeds, "{kind}");
    }
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
    assert!(text.contains("replay_speed = \"fast\""), "{text}");
    assert!(
        text.contains("[games.oware]\nlevel = 7\nseeds = 6\n"),
        "{text}"
    );
    assert!(
        text.contains("[games.kalah]\nlevel = 10\nseeds = 3\n"),
        "{text}"
    );
    assert!(
        text.contains("[games.congkak]\nlevel = 1\nseeds = 5\n"),
        "{text}"
    );
    assert!(
        text.contains("[games.togyz]\nlevel = 4\nseeds = 9\n"),
        "{text}"
    );
    assert!(!text.contains("seeds_per_house"), "{text}");
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
    assert_eq!(loaded.settings.level_for(OWARE), 5);
    assert_eq!(loaded.settings.seeds_for(OWARE), 4);
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
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
    assert!(!settings.teacher_lock);
}

#[test]
fn level_zero_is_out_of_range() {
    let settings = assert_damaged("level = 0\n", "level 0");
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
}

#[test]
fn huge_level_is_out_of_range() {
    let settings = assert_damaged("level = 300\n", "level 300");
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
}

#[test]
fn nine_seeds_is_out_of_range() {
    let settings = assert_damaged("seeds_per_house = 9\n", "seeds_per_house 9");
    assert_eq!(settings.seeds_for(OWARE), 4);
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
        let mut settings = Settings::default();
        settings.set_level(GameKind::Congkak, level);
        assert!(store.save(&settings).is_ok());
        assert_eq!(store.load().settings.level_for(GameKind::Congkak), level);
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
            language: Some("xx".into()),
            ..custom()
        },
        Settings {
            version: SETTINGS_VERSION + 1,
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

/// Loads `text` from a file, for the cases that must load cleanly.
fn load_clean(text: &str) -> Settings {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, text);
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.warning, None, "{text:?}");
    assert_eq!(loaded.state, FileState::Clean, "{text:?}");
    loaded.settings
}

#[test]
fn a_version_1_file_becomes_owares_values() {
    let settings = load_clean(
        "version = 1\nlanguage = \"fi\"\nlevel = 5\nmode = \"two-players\"\n\
         seeds_per_house = 6\nteacher_lock = true\n",
    );
    assert_eq!(settings.level_for(OWARE), 5);
    assert_eq!(settings.seeds_for(OWARE), 6);
    assert_eq!(settings.language.as_deref(), Some("fi"));
    assert_eq!(settings.mode, Mode::TwoPlayers);
    assert!(settings.teacher_lock);
    // The other games were not played in version 1: their defaults.
    for kind in [GameKind::Kalah, GameKind::Congkak, GameKind::TogyzKumalak] {
        assert_eq!(settings.level_for(kind), DEFAULT_LEVEL, "{kind}");
        assert_eq!(settings.seeds_for(kind), kind.default_seeds(), "{kind}");
    }
}

#[test]
fn a_version_1_file_is_left_as_it_was_then_saved_as_version_2() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let old = "version = 1\nlevel = 11\nseeds_per_house = 5\n";
    write(&path, old);
    let store = SettingsStore::at(&path);
    let loaded = store.load();
    assert_eq!(
        read_bytes(&path),
        old.as_bytes(),
        "loading rewrote the file"
    );

    assert!(store.save(&loaded.settings).is_ok());
    let text = String::from_utf8(read_bytes(&path)).unwrap_or_default();
    assert!(text.contains("version = 2"), "{text}");
    assert!(
        text.contains("[games.oware]\nlevel = 11\nseeds = 5\n"),
        "{text}"
    );
    assert!(!text.contains("seeds_per_house"), "{text}");
    assert_eq!(store.load().settings, loaded.settings);
}

#[test]
fn a_version_1_level_that_was_wrong_is_still_reported() {
    let settings = assert_damaged("version = 1\nlevel = 12\nseeds_per_house = 5\n", "level 12");
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
    assert_eq!(settings.seeds_for(OWARE), 5);
}

#[test]
fn a_games_table_wins_over_the_version_1_values() {
    let settings = load_clean("level = 5\n[games.oware]\nlevel = 3\n");
    assert_eq!(settings.level_for(OWARE), 3);
}

#[test]
fn version_2_keeps_level_and_seeds_in_the_games_tables() {
    let settings = assert_damaged(
        "version = 2\nlevel = 5\n[games.kalah]\nlevel = 4\n",
        "level is ignored: since version 2 it goes in a game's table",
    );
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
    assert_eq!(settings.level_for(GameKind::Kalah), 4);
}

#[test]
fn per_game_values_load_and_missing_ones_take_defaults() {
    let settings = load_clean(
        "version = 2\nreplay_speed = \"slow\"\n\
         [games.kalah]\nlevel = 10\nseeds = 6\n\
         [games.congkak]\nseeds = 5\n\
         [games.togyz]\nlevel = 1\n",
    );
    assert_eq!(settings.replay_speed, ReplaySpeed::Slow);
    assert_eq!(settings.level_for(GameKind::Kalah), 10);
    assert_eq!(settings.seeds_for(GameKind::Kalah), 6);
    assert_eq!(settings.level_for(GameKind::Congkak), DEFAULT_LEVEL);
    assert_eq!(settings.seeds_for(GameKind::Congkak), 5);
    assert_eq!(settings.level_for(GameKind::TogyzKumalak), 1);
    assert_eq!(settings.seeds_for(GameKind::TogyzKumalak), 9);
    assert_eq!(settings.level_for(OWARE), DEFAULT_LEVEL);
    assert_eq!(settings.seeds_for(OWARE), 4);
}

#[test]
fn a_bad_value_in_a_game_keeps_that_games_default_only() {
    let text = "[games.kalah]\nlevel = 3\nseeds = 9\n[games.oware]\nseeds = 5\n";
    let settings = assert_damaged(text, "[games.kalah] seeds 9 is not 3 to 6");
    assert_eq!(settings.seeds_for(GameKind::Kalah), 4);
    assert_eq!(settings.level_for(GameKind::Kalah), 3);
    assert_eq!(settings.seeds_for(OWARE), 5);
}

#[test]
fn level_zero_in_a_game_is_out_of_range() {
    let settings = assert_damaged(
        "[games.congkak]\nlevel = 0\nseeds = 6\n",
        "[games.congkak] level 0 is not a whole number from 1 to 10",
    );
    assert_eq!(settings.level_for(GameKind::Congkak), DEFAULT_LEVEL);
    assert_eq!(settings.seeds_for(GameKind::Congkak), 6);
}

#[test]
fn oware_has_a_master_level_the_others_do_not() {
    assert_eq!(
        load_clean("[games.oware]\nlevel = 11\n").level_for(OWARE),
        11
    );
    let settings = assert_damaged("[games.kalah]\nlevel = 11\n", "from 1 to 10");
    assert_eq!(settings.level_for(GameKind::Kalah), DEFAULT_LEVEL);
}

#[test]
fn togyz_takes_only_nine_seeds() {
    let settings = assert_damaged(
        "[games.togyz]\nseeds = 6\n",
        "[games.togyz] seeds 6 is not 9",
    );
    assert_eq!(settings.seeds_for(GameKind::TogyzKumalak), 9);
}

#[test]
fn corrupt_game_tables_are_reported_and_the_rest_kept() {
    for (text, expected) in [
        ("games = 3\n", "games 3 is ignored"),
        ("games = [1, 2]\n", "games (a list) is ignored"),
        ("[games]\nkalah = 4\n", "games.kalah 4 is ignored"),
        ("[games.kalah]\nlevel = \"hard\"\n", "level \"hard\""),
        ("[games.kalah]\nseeds = 4.5\n", "seeds 4.5"),
        ("[games.kalah]\nseeds = -4\n", "seeds -4"),
        (
            "[games.kalah]\nseed = 4\n",
            "unknown setting \"seed\" in [games.kalah]",
        ),
        (
            "[games.kalah.deeper]\nlevel = 1\n",
            "\"deeper\" in [games.kalah]",
        ),
    ] {
        let with_language = format!("language = \"hr\"\n{text}");
        let settings = assert_damaged(&with_language, expected);
        assert_eq!(settings.language.as_deref(), Some("hr"), "{text:?}");
        assert_eq!(settings.games, Settings::default().games, "{text:?}");
    }
}

#[test]
fn unknown_games_are_reported_not_fatal() {
    let settings = assert_damaged(
        "[games.kalha]\nlevel = 5\n[games.kalah]\nlevel = 5\n",
        "no game \"kalha\" (the games are oware, kalah, congkak, togyz)",
    );
    assert_eq!(settings.level_for(GameKind::Kalah), 5);
}

#[test]
fn a_bad_replay_speed_is_reported() {
    let settings = assert_damaged("replay_speed = \"turbo\"\n", "replay_speed \"turbo\"");
    assert_eq!(settings.replay_speed, ReplaySpeed::Normal);
}

#[test]
fn per_game_values_survive_a_save_and_load() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    for kind in GameKind::ALL {
        let mut settings = Settings::default();
        let level = oware::tux::levels_of(kind);
        let seeds = *kind.seed_range().start();
        settings.set_level(kind, level);
        settings.set_seeds(kind, seeds);
        assert!(store.save(&settings).is_ok());
        let loaded = store.load();
        assert_eq!(loaded.state, FileState::Clean);
        assert_eq!(loaded.settings.level_for(kind), level, "{kind}");
        assert_eq!(loaded.settings.seeds_for(kind), seeds, "{kind}");
        assert_eq!(loaded.settings, settings, "{kind}");
    }
}

#[test]
fn serde_reads_the_file_format_strictly() {
    let settings: Result<Settings, _> = toml::from_str("[games.kalah]\nseeds = 3\n");
    assert_eq!(settings.map(|s| s.seeds_for(GameKind::Kalah)).ok(), Some(3));
    let refused: Result<Settings, _> = toml::from_str("[games.kalah]\nseeds = 9\n");
    let message = refused.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.contains("seeds 9"), "{message}");
    let saved = toml::to_string(&custom()).unwrap_or_default();
    let back: Result<Settings, _> = toml::from_str(&saved);
    assert_eq!(back.ok(), Some(custom()));
}

#[test]
fn no_file_content_makes_loading_panic() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let store = SettingsStore::at(&path);
    for text in [
        "games = {}",
        "[games]",
        "[games.\"\"]\nlevel = 1",
        "[games.oware]\nlevel = 99999999999999999999",
        "[games.oware]\nlevel = -9223372036854775808\nseeds = 9223372036854775807",
        "[games.togyz]\nseeds = 255\nlevel = 255",
        "[games.oware]\nlevel = 1e400",
        "[games.oware]\nlevel = nan\nseeds = inf",
        "[[games]]\nlevel = 1",
        "[[games.oware]]\nlevel = 1",
        "version = -1\n[games.oware]\nlevel = 2",
        "version = 1.5",
        "games.oware.level.x = 1",
        "replay_speed = 3\nmode = {}\nlanguage = []",
        "\u{feff}[games.kalah]\nlevel = 2",
        "[games.kalah]\nlevel = 2\n[games.kalah]\nlevel = 3",
    ] {
        write(&path, text);
        let loaded = store.load();
        // Whatever was read, every game's values are usable.
        for kind in GameKind::ALL {
            assert!((1..=oware::tux::levels_of(kind)).contains(&loaded.settings.level_for(kind)));
            assert!(kind.seed_range().contains(&loaded.settings.seeds_for(kind)));
        }
        assert_eq!(loaded.warning.is_some(), loaded.state == FileState::Damaged);
    }
}

#[test]
fn the_example_in_the_handbook_loads_cleanly() {
    let page = include_str!("../docs/play/settings.md");
    let example = page
        .split("```toml\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_default();
    assert!(example.contains("[games.togyz]"), "{example:?}");
    let settings = load_clean(example);
    assert_eq!(settings.language.as_deref(), Some("fr"));
    assert_eq!(settings.level_for(GameKind::Kalah), 3);
    assert_eq!(settings.seeds_for(GameKind::Congkak), 7);
}

// A file that is not TOML: kept aside before anything replaces it, its readable lines kept.

/// The issue's file: a classroom server, a name and Oware at level 5 with 5 seeds, beside a
/// language whose quotes were forgotten.
const TYPO: &str = "\
version = 2
server = \"10.0.0.5:7464\"
player_name = \"Zoé\"
language = fr

[games.oware]
level = 5
seeds = 5
";

/// The copies kept aside in `dir`.
fn kept_aside(dir: &Path) -> Vec<String> {
    entries(dir)
        .into_iter()
        .filter(|name| name.starts_with("settings.toml.damaged-"))
        .collect()
}

/// What a child's click does: the settings API's change, on the settings a plain start gives.
fn start_plain(path: &Path) -> oware::settings::SettingsInForce {
    oware::cli::start(
        &oware::cli::LaunchOptions::default(),
        Some(SettingsStore::at(path)),
    )
    .settings
}

#[test]
fn a_file_with_a_typo_is_kept_aside_and_its_readable_values_kept() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, TYPO);

    let mut in_force = start_plain(&path);
    let settings = in_force.settings().clone();
    assert_eq!(settings.server.as_deref(), Some("10.0.0.5:7464"));
    assert_eq!(settings.player_name.as_deref(), Some("Zoé"));
    assert_eq!(settings.level_for(OWARE), 5);
    assert_eq!(settings.seeds_for(OWARE), 5);
    assert_eq!(
        settings.language, None,
        "the broken line is back to its default"
    );

    // Kept aside at once, with the time in its name, its exact bytes; the file untouched.
    let aside = kept_aside(dir.path());
    assert_eq!(aside.len(), 1, "{:?}", entries(dir.path()));
    let stamp = aside[0].trim_start_matches("settings.toml.damaged-");
    assert_eq!(stamp.len(), "2026-12-06T22-30-00".len(), "{stamp}");
    assert_eq!(stamp.as_bytes()[10], b'T', "{stamp}");
    assert!(!stamp.contains(':'), "{stamp}: a name every system accepts");
    let copy = dir.path().join(&aside[0]);
    assert_eq!(read_bytes(&copy), TYPO.as_bytes());
    assert_eq!(read_bytes(&path), TYPO.as_bytes());

    // The warning for the window: what was damaged and where the old file is.
    let expected = SettingsWarning::Damaged {
        file: path.clone(),
        kept_as: Some(copy.clone()),
    };
    assert_eq!(in_force.warnings(), std::slice::from_ref(&expected));
    assert_eq!(expected.message_id(), "settings-damaged");
    assert_eq!(
        expected.args(),
        [
            ("file", path.display().to_string()),
            ("copy", copy.display().to_string())
        ]
    );

    // The click: the sound off. The file now holds the readable values and the change.
    assert_eq!(in_force.change(|s| s.sound = false).ok(), Some(true));
    let reloaded = SettingsStore::at(&path).load();
    assert_eq!(reloaded.state, FileState::Clean, "{:?}", reloaded.warning);
    assert!(reloaded.warnings().is_empty());
    assert_eq!(
        reloaded.settings,
        Settings {
            sound: false,
            ..settings
        }
    );
    // The old file is still there, byte for byte, and only once.
    assert_eq!(kept_aside(dir.path()), aside);
    assert_eq!(read_bytes(&copy), TYPO.as_bytes());
}

#[test]
fn the_same_damage_is_kept_once_however_many_runs_find_it() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(&path, TYPO);
    let first = SettingsStore::at(&path).load();
    let second = SettingsStore::at(&path).load();
    assert_eq!(first.warnings(), second.warnings());
    assert_eq!(kept_aside(dir.path()).len(), 1);

    // Other damage is other bytes: kept too, beside the first.
    write(&path, "sound = [\n");
    let third = SettingsStore::at(&path).load();
    assert_ne!(third.warnings(), first.warnings());
    assert_eq!(kept_aside(dir.path()).len(), 2);
}

#[test]
fn a_file_damaged_during_a_run_is_kept_aside_by_the_save() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let store = SettingsStore::at(&path);
    assert!(store.save(&custom()).is_ok());
    let mut in_force = start_plain(&path);
    assert!(in_force.warnings().is_empty());
    // A hand edit while the activity runs breaks the file.
    write(&path, TYPO);
    assert_eq!(in_force.change(|s| s.sound = false).ok(), Some(true));
    let aside = kept_aside(dir.path());
    assert_eq!(aside.len(), 1, "{:?}", entries(dir.path()));
    assert_eq!(read_bytes(&dir.path().join(&aside[0])), TYPO.as_bytes());
    assert_eq!(store.load().state, FileState::Clean);
}

#[test]
fn a_file_that_is_not_text_is_kept_aside_too() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    let junk = [0xff, 0xfe, b'l', b'e', b'v', 0x00];
    if let Err(error) = fs::write(&path, junk) {
        panic!("{error}");
    }
    let mut in_force = start_plain(&path);
    assert_eq!(in_force.warnings().len(), 1);
    assert_eq!(in_force.change(|s| s.sound = false).ok(), Some(true));
    let aside = kept_aside(dir.path());
    assert_eq!(aside.len(), 1);
    assert_eq!(read_bytes(&dir.path().join(&aside[0])), junk);
}

#[test]
fn a_sound_file_loads_without_warning_and_keeps_nothing_aside() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    assert!(SettingsStore::at(&path).save(&custom()).is_ok());
    let mut in_force = start_plain(&path);
    assert!(in_force.warnings().is_empty());
    assert_eq!(in_force.settings(), &custom());
    assert_eq!(in_force.change(|s| s.sound = false).ok(), Some(true));
    assert_eq!(entries(dir.path()), ["settings.toml"]);
}

#[test]
fn a_file_with_only_a_bad_value_is_reported_but_not_kept_aside() {
    // Valid TOML with a level out of range: stderr says so, that value resets, the save
    // keeps all the rest; there is nothing to keep aside.
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    write(
        &path,
        "version = 2\nplayer_name = \"Zoé\"\n[games.oware]\nlevel = 40\nseeds = 5\n",
    );
    let loaded = SettingsStore::at(&path).load();
    assert_eq!(loaded.state, FileState::Damaged);
    assert!(loaded.warning.is_some());
    assert!(loaded.warnings().is_empty());
    let mut in_force = start_plain(&path);
    assert_eq!(in_force.change(|s| s.sound = false).ok(), Some(true));
    assert_eq!(entries(dir.path()), ["settings.toml"]);
    let reloaded = SettingsStore::at(&path).load().settings;
    assert_eq!(reloaded.player_name.as_deref(), Some("Zoé"));
    assert_eq!(reloaded.seeds_for(OWARE), 5);
    assert_eq!(reloaded.level_for(OWARE), DEFAULT_LEVEL);
}

#[test]
fn only_the_broken_lines_lose_their_values() {
    // A broken table header drops the keys under it (they would land in the wrong table),
    // and a key seen twice keeps its later value.
    let text = "sound = false\nmode = two-players\n[games.kalah\nlevel = 6\n\
                [games.congkak]\nlevel = 4\nseeds = 6\nseeds = 7\n";
    let parsed = oware::settings::parse(text);
    assert!(!parsed.settings.sound);
    assert_eq!(parsed.settings.mode, Mode::AgainstTux);
    assert_eq!(parsed.settings.level_for(GameKind::Kalah), DEFAULT_LEVEL);
    assert_eq!(parsed.settings.level_for(GameKind::Congkak), 4);
    assert_eq!(parsed.settings.seeds_for(GameKind::Congkak), 7);
    assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
    assert!(
        parsed.problems[0].contains("line 2, 3, 4"),
        "{:?}",
        parsed.problems
    );
}
