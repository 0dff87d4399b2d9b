//! A machine with no font at all (a bare container, a kiosk image) still opens the activity.
//! One test in this file: it changes the process's fontconfig environment.

use std::time::Duration;

use oware::activity::{prepare_fonts, Activity, ActivityOptions, ThinkingBudget};

#[test]
fn the_activity_starts_when_fontconfig_knows_no_font() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let empty = dir.path().join("empty-fonts.conf");
    std::fs::write(
        &empty,
        format!(
            "<?xml version=\"1.0\"?>\n<fontconfig><dir>{0}/none</dir><cachedir>{0}/cache</cachedir></fontconfig>\n",
            dir.path().display()
        ),
    )
    .expect("write the empty configuration");
    // Only this test runs in this process, before anything reads the environment.
    std::env::set_var("FONTCONFIG_FILE", &empty);
    std::env::set_var("XDG_CACHE_HOME", dir.path().join("xdg-cache"));

    prepare_fonts();
    // Setting the platform is where Slint asks fontconfig for its fonts.
    i_slint_backend_testing::init_no_event_loop();
    let activity = Activity::new(ActivityOptions {
        language: Some("mk".into()),
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(10),
            hint: Duration::from_millis(10),
        }),
        ..ActivityOptions::default()
    })
    .expect("the activity opens without system fonts");
    assert_eq!(activity.language(), "mk");
    let config = std::env::var("FONTCONFIG_FILE").expect("a configuration is set");
    assert_ne!(std::path::Path::new(&config), empty.as_path());
}
