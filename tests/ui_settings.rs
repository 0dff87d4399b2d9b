//! The teacher's settings dialog: the move preview, the reading font and the hints a game
//! allows are chosen there, saved, and the font follows the language (Croatian and
//! Macedonian keep Andika); the Hint button keeps to the teacher's limit.

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::activity::ui::{OwareAdapter, SettingsAdapter};
use oware::activity::{Activity, ActivityOptions};
use oware::i18n::{Arg, Localizer};
use oware::settings::{Hints, MovePreview, ReadingFont, SettingsStore};
use slint::platform::Key;
use slint::{ComponentHandle, Model};
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

/// The Hint button as the window shows it: whether it is there, its label, what a screen
/// reader hears after its name, and whether it can be pressed.
fn hint_button(activity: &Activity) -> Option<(String, String, bool)> {
    let adapter = activity.window().global::<OwareAdapter>();
    let button =
        ElementHandle::find_by_accessible_label(activity.window(), &english("bar-hint")).next()?;
    Some((
        adapter.get_hint_label().to_string(),
        button
            .accessible_description()
            .map(|text| text.to_string())
            .unwrap_or_default(),
        button.accessible_enabled() == Some(true),
    ))
}

/// The house the hint points at, by its index in sowing order.
fn hinted_house(activity: &Activity) -> Option<usize> {
    let adapter = activity.window().global::<OwareAdapter>();
    adapter
        .get_south_row()
        .iter()
        .find(|house| house.hinted)
        .and_then(|house| usize::try_from(house.index).ok())
}

/// The child's turn, at rest (Tux may start a new game).
fn child_to_move(activity: &Activity) -> bool {
    wait_until(activity, |a| a.sitting().is_human_turn() && !animating(a))
}

/// Presses Hint, waits for the house it names, plays it and waits for Tux's answer.
fn take_a_hint(activity: &Activity) {
    assert!(child_to_move(activity), "the child's turn");
    press(activity, &english("bar-hint"));
    assert!(
        wait_until(activity, |a| hinted_house(a).is_some()),
        "the hint comes"
    );
    let house = hinted_house(activity).expect("a hinted house");
    activity.play(house).expect("the hint is a legal move");
    assert!(child_to_move(activity), "Tux answers");
}

fn count_said(id: &str, count: i64) -> String {
    Localizer::new().text_with("en", id, &[("count", Arg::Num(count))])
}

#[test]
fn three_hints_a_game_then_the_fourth_is_refused_until_a_new_game() {
    let activity = start_in("en", settings_against_tux(1));
    assert_eq!(activity.settings().hints, Hints::ThreeAGame, "the default");
    for left in [3, 2, 1] {
        assert_eq!(
            hint_button(&activity),
            Some((
                count_said("bar-hint-count", left),
                count_said("bar-hint-left", left),
                true
            ))
        );
        take_a_hint(&activity);
    }
    assert_eq!(
        hint_button(&activity),
        Some((
            english("bar-hint-none-left"),
            english("bar-hint-used-up"),
            false
        ))
    );
    // The fourth: a click on the greyed button does nothing, nor does a screen reader
    // acting on an older tree (the callback itself).
    press(&activity, &english("bar-hint"));
    activity.window().global::<OwareAdapter>().invoke_hint();
    advance(Duration::from_secs(2));
    assert_eq!(hinted_house(&activity), None);
    assert_ne!(message(&activity), english("hint-thinking"));

    // Undo keeps the game, and its count; a new game brings three again.
    press(&activity, &english("bar-undo"));
    assert_eq!(
        hint_button(&activity).map(|(_, _, usable)| usable),
        Some(false)
    );
    activity.window().global::<OwareAdapter>().invoke_restart();
    assert_eq!(
        hint_button(&activity),
        Some((
            count_said("bar-hint-count", 3),
            count_said("bar-hint-left", 3),
            true
        ))
    );
    take_a_hint(&activity);
}

#[test]
fn with_no_hints_the_button_is_gone_and_unlimited_counts_nothing() {
    let mut settings = settings_against_tux(1);
    settings.hints = Hints::None;
    let activity = start_in("en", settings);
    assert_eq!(hint_button(&activity), None);
    // A screen reader acting on an older tree gets no hint either.
    activity.window().global::<OwareAdapter>().invoke_hint();
    advance(Duration::from_secs(2));
    assert_eq!(hinted_house(&activity), None);

    let mut settings = settings_against_tux(1);
    settings.hints = Hints::Unlimited;
    let activity = start_in("en", settings);
    assert_eq!(
        hint_button(&activity),
        Some((english("bar-hint"), String::new(), true))
    );
    for _ in 0..4 {
        take_a_hint(&activity);
    }
    assert_eq!(
        hint_button(&activity),
        Some((english("bar-hint"), String::new(), true))
    );
}

#[test]
fn the_hints_choice_is_saved_and_read_back() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    let activity = menu_saving_to(&store);
    open_settings(&activity);
    assert!(chosen(&activity, &count_said("menu-hints-per-game", 3)));
    press(&activity, &english("menu-hints-unlimited"));
    assert!(chosen(&activity, &english("menu-hints-unlimited")));
    assert!(!chosen(&activity, &count_said("menu-hints-per-game", 3)));
    assert_eq!(activity.settings().hints, Hints::Unlimited);
    let text = std::fs::read_to_string(store.path()).expect("the settings file");
    assert!(text.contains("hints = \"unlimited\""), "{text}");
    press(&activity, &english("menu-hints-none"));
    let text = std::fs::read_to_string(store.path()).expect("the settings file");
    assert!(text.contains("hints = \"none\""), "{text}");
    press(&activity, &english("dialog-close"));

    // A new start reads the choice back from the file.
    assert_eq!(store.load().settings.hints, Hints::None);
    let again = menu_saving_to(&store);
    open_settings(&again);
    assert!(chosen(&again, &english("menu-hints-none")));
    assert!(!chosen(&again, &count_said("menu-hints-per-game", 3)));
}
