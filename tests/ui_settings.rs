//! The teacher's settings dialog: the move preview and the reading font are chosen there,
//! saved, and the font follows the language (Croatian and Macedonian keep Andika).

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::activity::ui::SettingsAdapter;
use oware::activity::{Activity, ActivityOptions};
use oware::i18n::Localizer;
use oware::settings::{MovePreview, ReadingFont, SettingsStore};
use slint::platform::Key;
use slint::ComponentHandle;
use ui_support::*;

fn english(id: &str) -> String {
    Localizer::new().text("en", id)
}

/// The home menu in English, its settings read from `store` and saved there, as the
/// launcher does.
fn menu_saving_to(store: &SettingsStore) -> Activity {
    start_with(ActivityOptions {
        home_menu: true,
        settings: store.load().settings,
        store: Some(store.clone()),
        ..ActivityOptions::default()
    })
}

/// The family of fonts the window writes in, as its `default-font-family` says.
fn window_font(activity: &Activity) -> String {
    let inner = i_slint_core::window::WindowInner::from_pub(activity.window().window());
    let item = inner.window_item().expect("the window's item");
    let family = item.as_pin_ref().default_font_family();
    family.to_string()
}

/// Whether the choice with this name is the one chosen, as a screen reader hears it.
fn chosen(activity: &Activity, label: &str) -> bool {
    ElementHandle::find_by_accessible_label(activity.window(), label)
        .last()
        .and_then(|choice| choice.accessible_checked())
        .unwrap_or_else(|| panic!("a choice named {label}"))
}

fn open_settings(activity: &Activity) {
    open_settings_in(activity, "en");
}

fn open_settings_in(activity: &Activity, language: &str) {
    press(activity, &Localizer::new().text(language, "menu-settings"));
    settle(activity);
    assert!(activity.window().get_settings_open());
}

/// Opens the language dialog and picks a language by its own name, with the pointer.
fn choose_language(activity: &Activity, language_button: &str, name: &str) {
    press(activity, language_button);
    advance(Duration::from_millis(50));
    press(activity, name);
    advance(Duration::from_millis(50));
}

#[test]
fn open_dyslexic_is_saved_and_written_in_the_languages_it_draws_right() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    let activity = menu_saving_to(&store);
    let adapter = activity.window().global::<SettingsAdapter>();
    assert_eq!(window_font(&activity), "Andika");
    assert!(!adapter.get_open_dyslexic());

    open_settings(&activity);
    assert!(chosen(&activity, "Andika"));
    press(&activity, "OpenDyslexic");
    assert!(chosen(&activity, "OpenDyslexic"));
    assert!(!chosen(&activity, "Andika"));
    assert_eq!(activity.settings().reading_font, ReadingFont::OpenDyslexic);
    let saved = store.load().settings;
    assert_eq!(saved.reading_font, ReadingFont::OpenDyslexic);
    let text = std::fs::read_to_string(store.path()).expect("the settings file");
    assert!(text.contains("reading_font = \"open-dyslexic\""), "{text}");
    assert!(adapter.get_open_dyslexic());
    assert_eq!(window_font(&activity), "OpenDyslexic");
    press(&activity, &english("dialog-close"));

    // OpenDyslexic draws Macedonian's ж as a capital: the window goes back to Andika, the
    // settings say why, and the teacher's choice stays for the other languages.
    let localizer = Localizer::new();
    choose_language(&activity, &english("bar-language"), "Македонски");
    assert_eq!(activity.language(), "mk");
    assert!(!adapter.get_open_dyslexic());
    assert_eq!(window_font(&activity), "Andika");
    assert_eq!(activity.settings().reading_font, ReadingFont::OpenDyslexic);
    let kept = localizer.text("mk", "menu-font-kept");
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), &kept)
            .next()
            .is_none()
    );
    open_settings_in(&activity, "mk");
    assert!(chosen(&activity, "OpenDyslexic"));
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), &kept)
            .next()
            .is_some(),
        "the settings say why the words stay in Andika"
    );
    press(&activity, &localizer.text("mk", "dialog-close"));

    choose_language(&activity, &localizer.text("mk", "bar-language"), "Français");
    assert_eq!(activity.language(), "fr");
    assert_eq!(window_font(&activity), "OpenDyslexic");
    // Croatian's š is drawn as a capital too.
    choose_language(&activity, &localizer.text("fr", "bar-language"), "Hrvatski");
    assert_eq!(window_font(&activity), "Andika");

    // A new start reads the choice back from the file.
    drop(activity);
    let again = menu_saving_to(&store);
    assert_eq!(window_font(&again), "OpenDyslexic");
}

#[test]
fn the_move_preview_choice_is_saved() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    let activity = menu_saving_to(&store);
    open_settings(&activity);
    let first = english("menu-preview-first");
    let always = english("menu-preview-always");
    let never = english("menu-preview-never");
    assert!(chosen(&activity, &first));
    press(&activity, &always);
    assert_eq!(activity.settings().move_preview, MovePreview::Always);
    assert_eq!(store.load().settings.move_preview, MovePreview::Always);
    assert!(chosen(&activity, &always));
    assert!(!chosen(&activity, &first));
    press(&activity, &never);
    assert_eq!(store.load().settings.move_preview, MovePreview::Never);
    // The choices are a group named by their title, for a screen reader.
    let choice = a11y::nodes(activity.window().window())
        .into_iter()
        .find(|node| node.label == never)
        .expect("the never choice");
    assert_eq!(choice.ancestors[0], english("menu-preview"));
}

#[test]
fn tab_reaches_the_preview_and_the_font_and_space_chooses() {
    let activity = start_menu("en");
    open_settings(&activity);
    // From the first choice of the dialog, Tab goes through every choice to Close.
    let mut heard = Vec::new();
    loop {
        let label = tab(&activity, true);
        if label == english("dialog-close") || heard.len() > 30 {
            break;
        }
        heard.push(label);
    }
    let last: Vec<&str> = heard
        .iter()
        .rev()
        .take(5)
        .rev()
        .map(String::as_str)
        .collect();
    assert_eq!(
        last,
        [
            english("menu-preview-first").as_str(),
            &english("menu-preview-always"),
            &english("menu-preview-never"),
            "Andika",
            "OpenDyslexic",
        ]
    );
    // Back to OpenDyslexic; Space chooses it and the focus stays there.
    assert_eq!(tab(&activity, false), "OpenDyslexic");
    key_and_settle(&activity, Key::Space);
    assert_eq!(activity.settings().reading_font, ReadingFont::OpenDyslexic);
    assert_eq!(focused(&activity), "OpenDyslexic");
    // Shift+Tab to Never, and Enter.
    for _ in 0..2 {
        key_and_settle(&activity, Key::Backtab);
    }
    assert_eq!(focused(&activity), english("menu-preview-never"));
    key_and_settle(&activity, Key::Return);
    assert_eq!(activity.settings().move_preview, MovePreview::Never);
}
