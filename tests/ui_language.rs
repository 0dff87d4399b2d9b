//! A teacher switches language while the activity runs, help dialog open or not.

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::activity::{L10n, OwareAdapter};
use oware::i18n::Localizer;
use slint::ComponentHandle;
use ui_support::*;

fn rules_text_on_screen(activity: &oware::activity::Activity) -> String {
    ElementHandle::find_by_element_id(activity.window(), "HelpDialog::rules-text")
        .next()
        .and_then(|element| element.accessible_label())
        .map(|label| label.to_string())
        .unwrap_or_default()
}

#[test]
fn switching_language_with_help_open_retranslates_the_rules_at_once() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let localizer = Localizer::new();
    button(&activity, "Help").invoke_accessible_default_action();
    advance(Duration::from_millis(50));
    assert!(activity.window().get_help_open());
    assert_eq!(
        rules_text_on_screen(&activity),
        localizer.text("en", "help-rules")
    );

    activity
        .window()
        .global::<OwareAdapter>()
        .invoke_choose_language("fi".into());
    advance(Duration::from_millis(50));
    let finnish = localizer.text("fi", "help-rules");
    assert_ne!(finnish, localizer.text("en", "help-rules"));
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
    activity
        .window()
        .global::<OwareAdapter>()
        .invoke_choose_language("hr".into());
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
    button(&activity, "Language").invoke_accessible_default_action();
    advance(Duration::from_millis(50));
    for name in ["English", "Hrvatski", "Suomi", "Français", "Македонски"] {
        assert!(
            ElementHandle::find_by_accessible_label(activity.window(), name)
                .next()
                .is_some(),
            "{name} is offered"
        );
    }
    ElementHandle::find_by_accessible_label(activity.window(), "Македонски")
        .next()
        .expect("Macedonian is offered")
        .invoke_accessible_default_action();
    assert_eq!(activity.language(), "mk");
    assert!(!activity.window().get_languages_open(), "the dialog closes");
}

#[test]
fn the_chosen_language_and_level_are_remembered_for_next_time() {
    use oware::activity::{Activity, ActivityOptions, ThinkingBudget};
    use oware::settings::{Settings, SettingsStore};

    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(dir.path().join("settings.toml"));
    i_slint_backend_testing::init_no_event_loop();
    let activity = Activity::new(ActivityOptions {
        language: Some("en".into()),
        settings: Settings::default(),
        store: Some(store.clone()),
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(10),
            hint: Duration::from_millis(10),
        }),
        ..ActivityOptions::default()
    })
    .expect("the activity starts");
    assert!(
        !store.path().exists(),
        "starting the activity writes nothing"
    );

    let adapter = activity.window().global::<OwareAdapter>();
    adapter.invoke_choose_language("fr".into());
    adapter.invoke_level_up();
    let saved = store.load().settings;
    assert_eq!(saved.language.as_deref(), Some("fr"));
    assert_eq!(saved.level, Settings::default().level + 1);
}
