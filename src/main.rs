//! The standalone launcher: reads the command line and the teacher's settings, then opens
//! the Oware activity in its own window.

use std::process::ExitCode;

use oware::activity::{Activity, ActivityEvent, ActivityOptions};
use oware::cli;
use oware::settings::SettingsStore;

fn main() -> ExitCode {
    let options = match cli::parse_args(std::env::args_os()) {
        Ok(options) => options,
        // Prints help, the version, or the error with its usage, and picks the exit status.
        Err(error) => error.exit(),
    };
    let startup = cli::start(&options, SettingsStore::default_location());
    for warning in &startup.warnings {
        eprintln!("oware: {warning}");
    }
    // Lets Wayland compositors match the window with the desktop file and its icon.
    if let Err(error) = slint::set_xdg_app_id("org.oware.Oware") {
        eprintln!("oware: {error}");
    }
    let settings = startup.session.settings().clone();
    let activity = Activity::new(ActivityOptions {
        store: startup.session.store().cloned(),
        settings,
        fullscreen: options.fullscreen,
        ..ActivityOptions::default()
    });
    let activity = match activity {
        Ok(activity) => activity,
        Err(error) => {
            eprintln!("oware: {error}");
            return ExitCode::FAILURE;
        }
    };
    activity.on_event(|event| {
        if event == ActivityEvent::Home {
            // Standalone, "home" means leaving the activity.
            let _ = slint::quit_event_loop();
        }
    });
    match activity.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("oware: {error}");
            ExitCode::FAILURE
        }
    }
}
