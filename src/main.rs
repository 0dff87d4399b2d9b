//! The standalone launcher: reads the command line and the teacher's settings, then opens
//! the home menu of the sowing games (or, with `--game`, that game) in its own window.

use std::process::ExitCode;

use oware::activity::{fonts, Activity, ActivityEvent, ActivityOptions};
use oware::cli;
use oware::settings::SettingsStore;

fn main() -> ExitCode {
    use_fallback_font();
    StderrLogger::install();
    let options = match cli::parse_args(std::env::args_os()) {
        Ok(options) => options,
        // Prints help, the version, or the error with its usage, and picks the exit status.
        Err(error) => error.exit(),
    };
    let startup = cli::start(&options, SettingsStore::default_location());
    for warning in &startup.warnings {
        eprintln!("oware: {warning}");
    }
    let settings = startup.settings.settings().clone();
    let activity = Activity::new(ActivityOptions {
        game: options.game,
        home_menu: true,
        store: startup.settings.store().cloned(),
        settings,
        fullscreen: options.fullscreen,
        audio: true,
        ..ActivityOptions::default()
    });
    let activity = match activity {
        Ok(activity) => activity,
        Err(error) => {
            eprintln!("oware: {error}");
            return ExitCode::FAILURE;
        }
    };
    // Lets Wayland compositors match the window with the desktop file and its icon. Slint
    // needs its platform for this, which exists once the activity has made its window; the
    // id still arrives in time because the window is shown only by `run`.
    if let Err(error) = slint::set_xdg_app_id("org.oware.Oware") {
        eprintln!("oware: {error}");
    }
    activity.on_event(|event| {
        if event == ActivityEvent::Home {
            // Standalone, Home leads to the menu; the menu's Quit sends this: leave.
            let _ = slint::quit_event_loop();
        }
    });
    let ran = activity.run();
    // A game finished just before the window closed is still told to the classroom server,
    // if it answers soon.
    if !activity.settle_reports(REPORTS_AT_EXIT) {
        eprintln!("oware: the classroom server did not take the last reports in time");
    }
    match ran {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("oware: {error}");
            ExitCode::FAILURE
        }
    }
}

/// How long the launcher, once its window is closed, waits for reports still on their way to
/// the classroom server.
const REPORTS_AT_EXIT: std::time::Duration = std::time::Duration::from_secs(3);

/// What the library reports (through `log`), one line each on stderr, as the launcher's own
/// messages are: warnings and errors only, so that a normal start stays silent.
struct StderrLogger;

static LOGGER: StderrLogger = StderrLogger;

impl StderrLogger {
    fn install() {
        if log::set_logger(&LOGGER).is_ok() {
            log::set_max_level(log::LevelFilter::Warn);
        }
    }
}

impl log::Log for StderrLogger {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if self.enabled(record.metadata()) {
            eprintln!("oware: {}", record.args());
        }
    }

    fn flush(&self) {}
}

/// Makes sure fontconfig knows at least Andika, so a machine without fonts still starts.
///
/// This changes the environment, which is only sound while no other thread runs: it is the
/// first thing `main` does, before Slint, Tux's worker or anything else starts a thread.
fn use_fallback_font() {
    match fonts::fallback_fontconfig_file() {
        Ok(Some(file)) => std::env::set_var("FONTCONFIG_FILE", file),
        Ok(None) => {}
        Err(error) => eprintln!("oware: could not prepare the fallback font: {error}"),
    }
}
