//! The launcher's command line: what it accepts, what it refuses, and how it
//! combines with the saved settings.

use std::fs;

use clap::error::ErrorKind;
use oware::cli::{merge, parse_args, start, LaunchOptions};
use oware::rules::GameKind;
use oware::settings::{FileState, Mode, MovePreview, Settings, SettingsStore, MAX_LEVEL};

fn parse(args: &[&str]) -> Result<LaunchOptions, clap::Error> {
    parse_args(std::iter::once("oware").chain(args.iter().copied()))
}

fn parse_ok(args: &[&str]) -> LaunchOptions {
    match parse(args) {
        Ok(options) => options,
        Err(error) => panic!("{args:?} refused: {error}"),
    }
}

fn parse_err(args: &[&str]) -> clap::Error {
    match parse(args) {
        Ok(options) => panic!("{args:?} accepted as {options:?}"),
        Err(error) => error,
    }
}

#[test]
fn no_arguments_changes_nothing() {
    assert_eq!(parse_ok(&[]), LaunchOptions::default());
}

#[test]
fn every_option_is_understood() {
    let options = parse_ok(&[
        "--lang",
        "fi",
        "--game",
        "kalah",
        "--seeds",
        "5",
        "--level",
        "3",
        "--two-players",
        "--fullscreen",
        "--reset-settings",
        "--teacher-lock",
        "--server",
        "school.lan:7464",
        "--no-preview",
        "--save",
    ]);
    assert_eq!(
        options,
        LaunchOptions {
            language: Some("fi".into()),
            game: Some(GameKind::Kalah),
            seeds: Some(5),
            level: Some(3),
            two_players: true,
            fullscreen: true,
            reset_settings: true,
            teacher_lock: true,
            server: Some("school.lan:7464".into()),
            no_preview: true,
            save: true,
        }
    );
}

#[test]
fn each_language_and_region_forms_are_accepted() {
    for tag in ["en", "hr", "fi", "fr", "mk"] {
        assert_eq!(parse_ok(&["--lang", tag]).language.as_deref(), Some(tag));
    }
    assert_eq!(parse_ok(&["--lang=fr-FR"]).language.as_deref(), Some("fr"));
    assert_eq!(parse_ok(&["--lang", "HR"]).language.as_deref(), Some("hr"));
}

#[test]
fn both_ends_of_the_level_range_are_accepted() {
    assert_eq!(parse_ok(&["--level", "1"]).level, Some(1));
    let top = MAX_LEVEL.to_string();
    assert_eq!(parse_ok(&["--level", &top]).level, Some(MAX_LEVEL));
}

#[test]
fn unknown_language_lists_the_choices() {
    let error = parse_err(&["--lang", "xx"]);
    assert_eq!(error.kind(), ErrorKind::ValueValidation);
    let text = error.to_string();
    assert!(text.contains("xx"), "{text}");
    assert!(text.contains("en, hr, fi, fr, mk"), "{text}");
}

#[test]
fn out_of_range_and_non_numeric_levels_are_refused() {
    let above = (MAX_LEVEL + 1).to_string();
    for bad in ["0", "99", above.as_str(), "300", "three", "2.5", ""] {
        let error = parse_err(&["--level", bad]);
        assert_eq!(error.kind(), ErrorKind::ValueValidation, "--level {bad:?}");
    }
}

#[test]
fn missing_values_and_unknown_options_are_refused() {
    assert_eq!(parse_err(&["--lang"]).kind(), ErrorKind::InvalidValue);
    assert_eq!(
        parse_err(&["--colour", "red"]).kind(),
        ErrorKind::UnknownArgument
    );
    assert_eq!(parse_err(&["extra"]).kind(), ErrorKind::UnknownArgument);
}

#[test]
fn help_and_version_are_reported_as_such() {
    for flag in ["--help", "-h"] {
        let error = parse_err(&[flag]);
        assert_eq!(error.kind(), ErrorKind::DisplayHelp);
        let text = error.to_string();
        for option in [
            "--lang",
            "--game",
            "--seeds",
            "--level",
            "--two-players",
            "--fullscreen",
        ] {
            assert!(text.contains(option), "{flag} lacks {option}");
        }
        assert!(text.contains("--reset-settings") && text.contains("--teacher-lock"));
        // The choices are in the help, not only in the errors.
        assert!(text.contains("oware, kalah, congkak, togyz"), "{text}");
        assert!(text.contains("kalah 3 to 6"), "{text}");
        assert!(text.contains("togyz 9"), "{text}");
    }
    for flag in ["--version", "-V"] {
        let error = parse_err(&[flag]);
        assert_eq!(error.kind(), ErrorKind::DisplayVersion);
        assert!(error.to_string().contains(env!("CARGO_PKG_VERSION")));
    }
}

#[test]
fn every_game_id_opens_that_game() {
    for kind in GameKind::ALL {
        let options = parse_ok(&["--game", kind.id()]);
        assert_eq!(options.game, Some(kind));
        assert_eq!(options.seeds, None);
        assert_eq!(options.level, None);
    }
    assert_eq!(
        parse_ok(&["--game=togyz"]).game,
        Some(GameKind::TogyzKumalak)
    );
}

#[test]
fn unknown_game_lists_the_choices() {
    for bad in ["chess", "Oware", "togyz-kumalak", ""] {
        let error = parse_err(&["--game", bad]);
        assert_eq!(error.kind(), ErrorKind::ValueValidation, "--game {bad:?}");
        let text = error.to_string();
        assert!(
            text.contains(&format!(
                "unknown game '{bad}': choose oware, kalah, congkak, togyz"
            )),
            "{text}"
        );
    }
}

#[test]
fn each_games_seeds_are_accepted_from_end_to_end() {
    for kind in GameKind::ALL {
        for seeds in kind.seed_range() {
            let options = parse_ok(&["--game", kind.id(), "--seeds", &seeds.to_string()]);
            assert_eq!(options.seeds, Some(seeds), "{kind} {seeds}");
            assert_eq!(options.game, Some(kind));
        }
    }
    // The order of the options does not matter.
    assert_eq!(
        parse_ok(&["--seeds", "3", "--game", "kalah"]).seeds,
        Some(3)
    );
}

#[test]
fn seeds_a_game_does_not_take_are_refused_with_its_choices() {
    for (game, seeds, expected) in [
        ("kalah", "9", "kalah takes 3 to 6 seeds per house, not 9"),
        ("kalah", "2", "kalah takes 3 to 6 seeds per house, not 2"),
        ("kalah", "0", "kalah takes 3 to 6 seeds per house, not 0"),
        ("oware", "7", "oware takes 4 to 6 seeds per house, not 7"),
        ("oware", "3", "oware takes 4 to 6 seeds per house, not 3"),
        (
            "congkak",
            "4",
            "congkak takes 5 to 7 seeds per house, not 4",
        ),
        (
            "congkak",
            "8",
            "congkak takes 5 to 7 seeds per house, not 8",
        ),
        (
            "togyz",
            "4",
            "togyz always starts with 9 seeds per house, not 4",
        ),
        (
            "togyz",
            "300",
            "togyz always starts with 9 seeds per house, not 300",
        ),
        (
            "kalah",
            "18446744073709551615",
            "kalah takes 3 to 6 seeds per house, not 18446744073709551615",
        ),
    ] {
        let error = parse_err(&["--game", game, "--seeds", seeds]);
        assert_eq!(error.kind(), ErrorKind::ValueValidation, "{game} {seeds}");
        let text = error.to_string();
        assert!(text.contains(expected), "{text}");
        assert!(text.contains("--seeds"), "{text}");
        // Formatted as clap formats its own errors, usage included.
        assert!(text.starts_with("error: "), "{text}");
        assert!(text.contains("Usage: oware"), "{text}");
    }
}

#[test]
fn seeds_that_are_not_a_number_are_refused() {
    for bad in ["four", "4.5", "", "18446744073709551616"] {
        let error = parse_err(&["--game", "kalah", "--seeds", bad]);
        assert_eq!(error.kind(), ErrorKind::ValueValidation, "--seeds {bad:?}");
    }
}

#[test]
fn seeds_need_a_game() {
    let error = parse_err(&["--seeds", "4"]);
    assert_eq!(error.kind(), ErrorKind::MissingRequiredArgument);
    assert!(error.to_string().contains("--game <ID>"), "{error}");
}

#[test]
fn the_level_is_checked_against_the_games_levels() {
    assert_eq!(
        parse_ok(&["--game", "kalah", "--level", "10"]).level,
        Some(10)
    );
    assert_eq!(
        parse_ok(&["--game", "oware", "--level", "11"]).level,
        Some(11)
    );
    assert_eq!(
        parse_ok(&["--game", "togyz", "--level", "1"]).level,
        Some(1)
    );
    for (game, level, expected) in [
        ("kalah", "11", "kalah has levels 1 to 10, not 11"),
        ("congkak", "0", "congkak has levels 1 to 10, not 0"),
        ("togyz", "300", "togyz has levels 1 to 10, not 300"),
        ("oware", "12", "oware has levels 1 to 11, not 12"),
    ] {
        let error = parse_err(&["--game", game, "--level", level]);
        assert_eq!(error.kind(), ErrorKind::ValueValidation, "{game} {level}");
        let text = error.to_string();
        assert!(text.contains(expected), "{text}");
        assert!(text.contains("--level"), "{text}");
    }
}

#[test]
fn without_a_game_the_level_may_be_any_games() {
    let error = parse_err(&["--level", "12"]);
    let text = error.to_string();
    assert!(text.contains("from 1 to 11"), "{text}");
    assert!(text.contains("oware"), "{text}");
}

fn saved() -> Settings {
    let mut settings = Settings {
        language: Some("hr".into()),
        ..Settings::default()
    };
    settings.set_level(GameKind::Oware, 6);
    settings.set_seeds(GameKind::Oware, 5);
    settings.set_level(GameKind::Kalah, 7);
    settings.set_seeds(GameKind::Kalah, 3);
    settings
}

/// Tux's level in every game, in the order of `GameKind::ALL`.
fn levels(settings: &Settings) -> Vec<u8> {
    GameKind::ALL.map(|kind| settings.level_for(kind)).to_vec()
}

#[test]
fn without_options_the_saved_settings_are_used() {
    assert_eq!(merge(&LaunchOptions::default(), saved()), saved());
}

#[test]
fn the_command_line_wins() {
    let options = parse_ok(&[
        "--lang",
        "fr",
        "--level",
        "1",
        "--two-players",
        "--teacher-lock",
        "--no-preview",
    ]);
    let merged = merge(&options, saved());
    assert_eq!(merged.move_preview, MovePreview::Never);
    assert_eq!(merged.language.as_deref(), Some("fr"));
    assert_eq!(levels(&merged), [1, 1, 1, 1]);
    assert_eq!(merged.mode, Mode::TwoPlayers);
    assert!(merged.teacher_lock);
    // Untouched by the command line, so kept from the file.
    assert_eq!(merged.seeds_for(GameKind::Oware), 5);
    assert_eq!(merged.seeds_for(GameKind::Kalah), 3);
}

#[test]
fn reset_starts_from_defaults_then_applies_options() {
    let merged = merge(&parse_ok(&["--reset-settings"]), saved());
    assert_eq!(merged, Settings::default());
    let merged = merge(&parse_ok(&["--reset-settings", "--level", "4"]), saved());
    let mut expected = Settings::default();
    for kind in GameKind::ALL {
        expected.set_level(kind, 4);
    }
    assert_eq!(merged, expected);
}

#[test]
fn fullscreen_is_not_a_setting() {
    assert_eq!(merge(&parse_ok(&["--fullscreen"]), saved()), saved());
}

fn temp_dir() -> tempfile::TempDir {
    match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(error) => panic!("cannot create a temporary directory: {error}"),
    }
}

#[test]
fn start_applies_options_without_writing_the_file() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    let before = fs::read(store.path()).ok();

    let startup = start(&parse_ok(&["--level", "3"]), Some(store.clone()));
    assert!(startup.warnings.is_empty(), "{:?}", startup.warnings);
    assert_eq!(levels(startup.settings.settings()), [3, 3, 3, 3]);
    assert_eq!(startup.settings.settings().language.as_deref(), Some("hr"));
    assert_eq!(fs::read(store.path()).ok(), before);
}

#[test]
fn start_passes_on_the_warning_of_a_damaged_file() {
    let dir = temp_dir();
    let path = dir.path().join("settings.toml");
    assert!(fs::write(&path, "level = [").is_ok());
    let startup = start(&LaunchOptions::default(), Some(SettingsStore::at(&path)));
    assert_eq!(startup.warnings.len(), 1);
    assert_eq!(startup.settings.settings(), &Settings::default());
    assert_eq!(fs::read(&path).ok(), Some(b"level = [".to_vec()));
}

#[test]
fn reset_settings_rewrites_the_file_with_defaults() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(fs::write(store.path(), "level = [").is_ok());
    let startup = start(
        &parse_ok(&["--reset-settings", "--lang", "mk"]),
        Some(store.clone()),
    );
    assert!(startup.warnings.is_empty(), "{:?}", startup.warnings);
    // The file holds the defaults; this run also speaks Macedonian.
    let loaded = store.load();
    assert_eq!(loaded.state, FileState::Clean);
    assert_eq!(loaded.settings, Settings::default());
    assert_eq!(startup.settings.settings().language.as_deref(), Some("mk"));
}

#[test]
fn a_failed_reset_is_a_warning_not_a_stop() {
    let dir = temp_dir();
    let blocker = dir.path().join("file");
    assert!(fs::write(&blocker, "").is_ok());
    let store = SettingsStore::at(blocker.join("settings.toml"));
    let startup = start(&parse_ok(&["--reset-settings"]), Some(store));
    assert_eq!(startup.warnings.len(), 1);
    assert!(startup.warnings[0].contains("could not reset"));
    assert_eq!(startup.settings.settings(), &Settings::default());
}

#[test]
fn without_a_home_the_activity_still_starts() {
    let startup = start(&parse_ok(&["--level", "5"]), None);
    assert_eq!(startup.warnings.len(), 1);
    assert_eq!(levels(startup.settings.settings()), [5, 5, 5, 5]);
}

#[test]
fn game_level_and_seeds_change_only_that_game() {
    let options = parse_ok(&["--game", "congkak", "--level", "9", "--seeds", "5"]);
    let merged = merge(&options, saved());
    assert_eq!(merged.level_for(GameKind::Congkak), 9);
    assert_eq!(merged.seeds_for(GameKind::Congkak), 5);
    // Every other game as it was saved.
    assert_eq!(levels(&merged), [6, 7, 9, 2]);
    assert_eq!(merged.seeds_for(GameKind::Oware), 5);
    assert_eq!(merged.seeds_for(GameKind::Kalah), 3);
    assert_eq!(merged.seeds_for(GameKind::TogyzKumalak), 9);
}

#[test]
fn a_game_alone_changes_no_setting() {
    for kind in GameKind::ALL {
        assert_eq!(merge(&parse_ok(&["--game", kind.id()]), saved()), saved());
    }
}

#[test]
fn a_level_without_a_game_fits_each_game() {
    let merged = merge(&parse_ok(&["--level", "11"]), saved());
    // Oware's master; the others' top level.
    assert_eq!(levels(&merged), [11, 10, 10, 10]);
}

#[test]
fn options_built_by_hand_are_brought_in_range() {
    // Not through parse_args, so unchecked: merge still yields valid settings.
    let options = LaunchOptions {
        game: Some(GameKind::Kalah),
        seeds: Some(9),
        level: Some(200),
        ..LaunchOptions::default()
    };
    let merged = merge(&options, saved());
    assert_eq!(merged.level_for(GameKind::Kalah), 10);
    assert_eq!(merged.seeds_for(GameKind::Kalah), 3, "ignored, as saved");
    let seeds_alone = LaunchOptions {
        seeds: Some(5),
        ..LaunchOptions::default()
    };
    assert_eq!(merge(&seeds_alone, saved()), saved());
}

#[test]
fn reset_then_game_options() {
    let options = parse_ok(&["--reset-settings", "--game", "kalah", "--seeds", "6"]);
    let merged = merge(&options, saved());
    let mut expected = Settings::default();
    expected.set_seeds(GameKind::Kalah, 6);
    assert_eq!(merged, expected);
}

#[test]
fn start_with_a_game_keeps_the_file_as_it_was() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    let before = fs::read(store.path()).ok();

    let options = parse_ok(&["--game", "togyz", "--level", "4"]);
    let startup = start(&options, Some(store.clone()));
    assert!(startup.warnings.is_empty(), "{:?}", startup.warnings);
    assert_eq!(levels(startup.settings.settings()), [6, 7, 2, 4]);
    assert_eq!(fs::read(store.path()).ok(), before);
}

#[test]
fn a_classroom_server_is_host_and_port() {
    let options = parse_args(["oware", "--server", "10.0.0.5:7464"]).expect("valid");
    assert_eq!(options.server.as_deref(), Some("10.0.0.5:7464"));
    let merged = merge(&options, Settings::default());
    assert_eq!(merged.server.as_deref(), Some("10.0.0.5:7464"));
    for bad in ["10.0.0.5", "10.0.0.5:port", ":7464", "host:99999"] {
        let error = parse_args(["oware", "--server", bad]).expect_err(bad);
        assert!(error.to_string().contains("host:port"), "{bad}: {error}");
    }
}

// The run's options last for the run: a later change saves that change, not the options.

/// A run's option, and how to tell it is in some settings.
type RunOption = (&'static [&'static str], fn(&Settings) -> bool);

const RUN_OPTIONS: [RunOption; 8] = [
    (&["--two-players"], |s| s.mode == Mode::TwoPlayers),
    (&["--teacher-lock"], |s| s.teacher_lock),
    (&["--level", "7"], |s| {
        GameKind::ALL.iter().all(|&kind| s.level_for(kind) == 7)
    }),
    (&["--game", "kalah", "--level", "5"], |s| {
        s.level_for(GameKind::Kalah) == 5
    }),
    (&["--game", "kalah", "--seeds", "5"], |s| {
        s.seeds_for(GameKind::Kalah) == 5
    }),
    (&["--lang", "fi"], |s| s.language.as_deref() == Some("fi")),
    (&["--server", "school.lan:7464"], |s| {
        s.server.as_deref() == Some("school.lan:7464")
    }),
    (&["--no-preview"], |s| s.move_preview == MovePreview::Never),
];

/// Starts with `args` over a file holding [`saved`], mutes the sound (a click), then loads
/// the file as a plain `oware` would.
fn run_then_mute(args: &[&str], holds: fn(&Settings) -> bool) -> Settings {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    assert!(!holds(&saved()), "{args:?}: the saved settings must differ");
    let mut startup = start(&parse_ok(args), Some(store.clone()));
    assert!(startup.warnings.is_empty(), "{:?}", startup.warnings);
    assert!(holds(startup.settings.settings()), "{args:?} is in force");
    assert_eq!(
        startup.settings.change(|s| s.sound = false).ok(),
        Some(true)
    );
    let loaded = store.load();
    assert_eq!(loaded.state, FileState::Clean, "{:?}", loaded.warning);
    assert!(!loaded.settings.sound, "{args:?}: the click is saved");
    loaded.settings
}

#[test]
fn a_runs_options_are_not_saved_by_a_later_change() {
    for (args, holds) in RUN_OPTIONS {
        let next_run = run_then_mute(args, holds);
        assert!(!holds(&next_run), "{args:?} was kept");
        assert_eq!(
            next_run,
            Settings {
                sound: false,
                ..saved()
            },
            "{args:?}"
        );
    }
}

#[test]
fn with_save_a_runs_options_are_kept() {
    for (args, holds) in RUN_OPTIONS {
        let with_save: Vec<&str> = args.iter().copied().chain(["--save"]).collect();
        let next_run = run_then_mute(&with_save, holds);
        assert!(holds(&next_run), "{args:?} --save was not kept");
    }
}

#[test]
fn save_writes_the_options_at_once() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    let startup = start(&parse_ok(&["--two-players", "--save"]), Some(store.clone()));
    assert!(startup.warnings.is_empty(), "{:?}", startup.warnings);
    let loaded = store.load().settings;
    assert_eq!(
        loaded,
        Settings {
            mode: Mode::TwoPlayers,
            ..saved()
        }
    );
    assert_eq!(startup.settings.saved(), &loaded);
}

#[test]
fn a_change_in_the_window_to_an_options_value_is_the_users_own() {
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    let mut startup = start(
        &parse_ok(&["--game", "oware", "--level", "3", "--two-players"]),
        Some(store.clone()),
    );
    assert_eq!(
        startup
            .settings
            .change(|s| s.set_level(GameKind::Oware, 8))
            .ok(),
        Some(true)
    );
    let loaded = store.load().settings;
    assert_eq!(loaded.level_for(GameKind::Oware), 8, "the user's level");
    assert_eq!(loaded.mode, Mode::AgainstTux, "not the option's mode");
    // Choosing back what the file already holds changes the run, and writes nothing new.
    let before = fs::read(store.path()).ok();
    assert_eq!(
        startup.settings.change(|s| s.mode = Mode::AgainstTux).ok(),
        Some(true)
    );
    assert_eq!(startup.settings.settings().mode, Mode::AgainstTux);
    assert_eq!(fs::read(store.path()).ok(), before);
}

#[test]
fn the_activity_gets_the_saved_settings_through_the_store() {
    // The launcher hands the activity the store and the settings in force; the activity's
    // own `SettingsInForce::new` must find the saved ones in the store.
    let dir = temp_dir();
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    assert!(store.save(&saved()).is_ok());
    let startup = start(&parse_ok(&["--teacher-lock"]), Some(store.clone()));
    let mut in_activity = oware::settings::SettingsInForce::new(
        startup.settings.store().cloned(),
        startup.settings.settings().clone(),
    );
    assert!(in_activity.settings().teacher_lock);
    assert_eq!(in_activity.saved(), &saved());
    assert_eq!(in_activity.change(|s| s.sound = false).ok(), Some(true));
    assert!(!store.load().settings.teacher_lock);
    // Positive control: a store not made by a run saves everything in force.
    let mut plain = oware::settings::SettingsInForce::new(
        Some(store.clone()),
        startup.settings.settings().clone(),
    );
    assert_eq!(plain.change(|s| s.sound = false).ok(), Some(true));
    assert!(store.load().settings.teacher_lock);
}

#[test]
fn help_says_which_options_are_for_the_run_and_what_save_does() {
    let text = parse_err(&["--help"]).to_string();
    assert!(text.contains("--save"), "{text}");
    assert!(text.contains(oware::cli::RUN_ONLY_NOTE), "{text}");
    assert!(text.contains("for\nthis run only"), "{text}");
    assert!(
        text.contains("To keep them for every later run,\nadd --save."),
        "{text}"
    );
    // Every option whose value --save keeps is named in the note.
    for (args, _) in RUN_OPTIONS {
        for option in args.iter().filter(|arg| arg.starts_with("--")) {
            assert!(oware::cli::RUN_ONLY_NOTE.contains(option), "{option}");
        }
    }
}
