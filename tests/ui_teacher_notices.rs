//! What the window tells a teacher: a damaged settings file or lessons' file (kept aside,
//! its readable values kept, and a banner in the child's language saying where the old file
//! is), and a loudspeaker that says when there is no sound output.

mod ui_support;

use std::path::{Path, PathBuf};

use i_slint_backend_testing::ElementHandle;
use oware::activity::ui::SettingsAdapter;
use oware::activity::{Activity, ActivityOptions};
use oware::cli::{start as launch_settings, LaunchOptions};
use oware::i18n::{Arg, Localizer, LANGUAGES};
use oware::rules::GameKind;
use oware::settings::{FileState, ReplaySpeed, SettingsStore};
use slint::ComponentHandle;
use ui_support::*;

/// A teacher's file with one typo (`slow` without its quotes) among values worth keeping:
/// the language, the classroom server, the child's name, Oware's level and seeds.
const ONE_TYPO: &str = "language = \"fi\"\nserver = \"10.0.0.5:7464\"\nplayer_name = \"Zoé\"\n\
replay_speed = slow\nsound = true\n\n[games.oware]\nlevel = 5\nseeds = 5\n";

/// The same file without the typo.
const SOUND_FILE: &str = "language = \"fi\"\nserver = \"10.0.0.5:7464\"\nplayer_name = \"Zoé\"\n\
replay_speed = \"slow\"\nsound = true\n\n[games.oware]\nlevel = 5\nseeds = 5\n";

/// Starts as the launcher does: the settings read (and a damaged file kept aside) by the
/// command line's start, then the window in the language they give.
fn launch(settings_file: &Path) -> Activity {
    let startup = launch_settings(
        &LaunchOptions::default(),
        Some(SettingsStore::at(settings_file)),
    );
    let settings = startup.settings.settings().clone();
    start_with(ActivityOptions {
        language: settings.language.clone(),
        store: startup.settings.store().cloned(),
        settings,
        ..ActivityOptions::default()
    })
}

/// The copies kept aside beside `file`.
fn kept_copies(file: &Path) -> Vec<PathBuf> {
    let name = file
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned();
    let folder = file.parent().expect("a folder");
    let mut copies: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("the folder")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name().is_some_and(|found| {
                found
                    .to_string_lossy()
                    .starts_with(&format!("{name}.damaged-"))
            })
        })
        .collect();
    copies.sort();
    copies
}

/// The banner's paragraphs, as a screen reader reads them.
fn notices_shown(activity: &Activity) -> Vec<String> {
    ElementHandle::find_by_element_id(activity.window(), "NoticeBanner::notice-text")
        .filter_map(|element| element.accessible_label())
        .map(|label| label.to_string())
        .collect()
}

fn said(language: &str, id: &str, args: &[(&str, &Path)]) -> String {
    let shown: Vec<String> = args
        .iter()
        .map(|(_, path)| path.display().to_string())
        .collect();
    let args: Vec<(&str, Arg)> = args
        .iter()
        .zip(&shown)
        .map(|((name, _), text)| (*name, Arg::Str(text)))
        .collect();
    Localizer::new().text_with(language, id, &args)
}

#[test]
fn a_settings_file_with_a_typo_is_kept_aside_its_values_kept_and_the_window_says_where() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("settings.toml");
    std::fs::write(&file, ONE_TYPO).expect("the teacher's file");
    let activity = launch(&file);

    // The readable values are in force: the window speaks Finnish.
    assert_eq!(activity.language(), "fi");
    let copies = kept_copies(&file);
    assert_eq!(copies.len(), 1, "{copies:?}");
    assert_eq!(std::fs::read_to_string(&copies[0]).expect("kept"), ONE_TYPO);
    assert_eq!(
        notices_shown(&activity),
        [said(
            "fi",
            "settings-damaged",
            &[("file", &file), ("copy", &copies[0])]
        )]
    );

    // The child's first click, on the loudspeaker beside the banner, saves the settings.
    let localizer = Localizer::new();
    press(&activity, &localizer.text("fi", "bar-sound"));
    assert!(!activity.settings().sound);
    let loaded = SettingsStore::at(&file).load();
    assert_eq!(loaded.state, FileState::Clean, "{:?}", loaded.warning);
    let saved = loaded.settings;
    assert!(!saved.sound);
    assert_eq!(saved.language.as_deref(), Some("fi"));
    assert_eq!(saved.server.as_deref(), Some("10.0.0.5:7464"));
    assert_eq!(saved.player_name.as_deref(), Some("Zoé"));
    assert_eq!(saved.level_for(GameKind::Oware), 5);
    assert_eq!(saved.seeds_for(GameKind::Oware), 5);
    // Only the broken line's value is back to its default.
    assert_eq!(saved.replay_speed, ReplaySpeed::Normal);
    // The old file is still there, as it was, and only once.
    assert_eq!(kept_copies(&file), copies);
    assert_eq!(std::fs::read_to_string(&copies[0]).expect("kept"), ONE_TYPO);

    // The banner stays until the teacher closes it.
    assert_eq!(notices_shown(&activity).len(), 1);
    press(&activity, &localizer.text("fi", "dialog-close"));
    assert_eq!(notices_shown(&activity), Vec::<String>::new());
}

#[test]
fn a_sound_settings_file_gives_no_banner_and_no_copy() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("settings.toml");
    std::fs::write(&file, SOUND_FILE).expect("the teacher's file");
    let activity = launch(&file);
    assert_eq!(activity.language(), "fi");
    assert_eq!(notices_shown(&activity), Vec::<String>::new());
    press(&activity, &Localizer::new().text("fi", "bar-sound"));
    let saved = SettingsStore::at(&file).load().settings;
    assert!(!saved.sound);
    assert_eq!(saved.replay_speed, ReplaySpeed::Slow);
    assert_eq!(kept_copies(&file), Vec::<PathBuf>::new());
}

#[test]
fn a_damaged_lessons_file_is_kept_aside_and_the_banner_says_so_in_the_child_s_language() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("settings.toml");
    std::fs::write(&file, "language = \"fr\"\n").expect("the settings");
    let lessons = dir.path().join("lessons.toml");
    let damaged = "version = 1\n[done]\noware = [\"sow\"\n";
    std::fs::write(&lessons, damaged).expect("the lessons");
    let activity = launch(&file);
    let copies = kept_copies(&lessons);
    assert_eq!(copies.len(), 1, "{copies:?}");
    assert_eq!(std::fs::read_to_string(&copies[0]).expect("kept"), damaged);
    assert_eq!(
        notices_shown(&activity),
        [said(
            "fr",
            "progress-damaged",
            &[("file", &lessons), ("copy", &copies[0])]
        )]
    );
    // The settings file was sound: it has no copy.
    assert_eq!(kept_copies(&file), Vec::<PathBuf>::new());
}

/// The loudspeaker, found by its icon's focus key rather than by its name, which changes.
fn loudspeaker(activity: &Activity, language: &str) -> ElementHandle {
    let localizer = Localizer::new();
    let names = [
        localizer.text(language, "bar-sound"),
        localizer.text(language, "bar-sound-unavailable"),
    ];
    let mut found: Vec<ElementHandle> = names
        .iter()
        .flat_map(|name| ElementHandle::find_by_accessible_label(activity.window(), name))
        .collect();
    assert_eq!(found.len(), 1, "one loudspeaker in {language}");
    found.remove(0)
}

#[test]
fn without_a_sound_output_the_loudspeaker_says_no_sound_in_every_language() {
    for language in LANGUAGES {
        let localizer = Localizer::new();
        let activity = start_with(ActivityOptions {
            language: Some(language.into()),
            audio: true,
            audio_fails: Some("no sound card".into()),
            ..ActivityOptions::default()
        });
        let adapter = activity.window().global::<SettingsAdapter>();
        assert!(adapter.get_sound_unavailable());
        let switch = loudspeaker(&activity, language);
        assert_eq!(
            switch.accessible_label().map(|label| label.to_string()),
            Some(localizer.text(language, "bar-sound-unavailable")),
            "{language}"
        );
        assert_eq!(switch.accessible_enabled(), Some(false), "{language}");
        assert_eq!(switch.accessible_checked(), Some(false), "never \"on\"");
    }
}

#[test]
fn with_sound_the_loudspeaker_is_an_on_switch() {
    // A player whose sounds a host plays, as a working device does: the control.
    let activity = start_with(ActivityOptions {
        language: Some("fr".into()),
        ..ActivityOptions::default()
    });
    let adapter = activity.window().global::<SettingsAdapter>();
    assert!(!adapter.get_sound_unavailable());
    let switch = loudspeaker(&activity, "fr");
    assert_eq!(
        switch.accessible_label().map(|label| label.to_string()),
        Some(Localizer::new().text("fr", "bar-sound"))
    );
    assert_eq!(switch.accessible_enabled(), Some(true));
    assert_eq!(switch.accessible_checked(), Some(true));
}
