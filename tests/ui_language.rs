//! A teacher switches language while the activity runs, help dialog open or not.

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::activity::{L10n, OwareAdapter};
use oware::i18n::Localizer;
use slint::ComponentHandle;
use ui_support::*;

/// Oware's rules with the numbers of the 48-seed game, as the help shows them.
fn oware_rules(localizer: &Localizer, language: &str) -> String {
    localizer.text_with(language, "oware-help-rules", &oware_numbers())
}

fn rules_text_on_screen(activity: &oware::activity::Activity) -> String {
    shown_text(activity, "HelpDialog::rules-body")
}

/// Opens the language dialog and picks a language by its own name, with the pointer.
fn choose_language(activity: &oware::activity::Activity, language_button: &str, name: &str) {
    press(activity, language_button);
    advance(Duration::from_millis(50));
    press(activity, name);
    advance(Duration::from_millis(50));
}

#[test]
fn the_help_dialog_speaks_the_language_the_teacher_chose() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let localizer = Localizer::new();
    press(&activity, "Help");
    advance(Duration::from_millis(50));
    assert_eq!(
        rules_text_on_screen(&activity),
        oware_rules(&localizer, "en")
    );
    assert!(rules_text_on_screen(&activity).contains("48"));
    press(&activity, "Close");
    advance(Duration::from_millis(50));
    assert_eq!(rules_text_on_screen(&activity), "", "the help is closed");

    choose_language(&activity, "Language", "Suomi");
    press(&activity, &localizer.text("fi", "bar-help"));
    advance(Duration::from_millis(50));
    let finnish = oware_rules(&localizer, "fi");
    assert_ne!(finnish, oware_rules(&localizer, "en"));
    assert_eq!(rules_text_on_screen(&activity), finnish);
    assert_eq!(activity.language(), "fi");
    assert_eq!(activity.window().global::<L10n>().get_language(), "fi");
}

#[test]
fn switching_language_retranslates_buttons_messages_and_house_names() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let localizer = Localizer::new();
    click(&activity, 'b');
    let english_refusal = message(&activity);
    choose_language(&activity, "Language", "Hrvatski");
    assert_eq!(
        message(&activity),
        localizer.text("hr", "illegal-not-your-house")
    );
    assert_ne!(message(&activity), english_refusal);
    let help = localizer.text("hr", "bar-help");
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), &help)
            .next()
            .is_some(),
        "the help button reads {help}"
    );
    let adapter = activity.window().global::<OwareAdapter>();
    assert_eq!(adapter.get_south_name(), localizer.text("hr", "player-you"));
}

#[test]
fn the_language_dialog_lists_every_language_in_its_own_name() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    press(&activity, "Language");
    advance(Duration::from_millis(50));
    for name in ["English", "Hrvatski", "Suomi", "Français", "Македонски"] {
        assert!(
            ElementHandle::find_by_accessible_label(activity.window(), name)
                .next()
                .is_some(),
            "{name} is offered"
        );
    }
    press(&activity, "Македонски");
    assert_eq!(activity.language(), "mk");
    assert!(!activity.window().get_languages_open(), "the dialog closes");
}

#[test]
fn the_chosen_language_and_level_are_remembered_for_next_time() {
    use oware::activity::{Activity, ActivityOptions, Thinking, ThinkingBudget};
    use oware::settings::{Settings, SettingsStore};

    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    init_backend();
    let activity = Activity::new(ActivityOptions {
        language: Some("en".into()),
        settings: Settings::default(),
        store: Some(store.clone()),
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(10),
            hint: Duration::from_millis(10),
        }),
        thinking: Thinking::InPlace,
        ..ActivityOptions::default()
    })
    .expect("the activity starts");
    assert!(
        !store.path().exists(),
        "starting the activity writes nothing"
    );

    activity
        .window()
        .window()
        .set_size(slint::LogicalSize::new(1280.0, 800.0));
    activity.show().expect("the window shows");
    choose_language(&activity, "Language", "Français");
    press(&activity, "Plus dur");
    let saved = store.load().settings;
    assert_eq!(saved.language.as_deref(), Some("fr"));
    let oware = oware::rules::GameKind::Oware;
    assert_eq!(
        saved.level_for(oware),
        Settings::default().level_for(oware) + 1
    );
}
