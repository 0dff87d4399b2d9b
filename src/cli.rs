//! The `oware` launcher's command line, and how it meets the saved settings.
//!
//! Command-line values win over the settings file for this run. They reach
//! the file only if the teacher then changes a setting in the activity (see
//! [`Session`]), except `--reset-settings`, which is itself a request to
//! change the file and so writes the defaults at once.

use std::ffi::OsString;

use clap::Parser;

use crate::i18n::language_list;
use crate::i18n::{self, UnknownLanguage};
use crate::rules::GameKind;
use crate::settings::{Mode, Session, Settings, SettingsStore, MAX_LEVEL};

/// What the person launching the activity asked for.
#[derive(Parser, Debug, Clone, Default, PartialEq, Eq)]
#[command(
    name = "oware",
    version,
    about = "Oware, the West-African sowing game: play Tux or a friend",
    long_about = None,
    after_help = settings_note()
)]
pub struct LaunchOptions {
    /// Language of the activity, as a canonical tag (`fr`, never `fr-FR`).
    #[arg(long = "lang", value_name = "TAG", value_parser = parse_language, help = language_help())]
    pub language: Option<String>,

    /// Tux's level.
    #[arg(
        long,
        value_name = "N",
        value_parser = clap::value_parser!(u8).range(1..=i64::from(MAX_LEVEL)),
        help = level_help()
    )]
    pub level: Option<u8>,

    /// Two children play each other instead of Tux
    #[arg(long)]
    pub two_players: bool,

    /// Fill the whole screen (for a classroom or a kiosk)
    #[arg(long)]
    pub fullscreen: bool,

    /// Forget the saved settings and start from the defaults
    #[arg(long)]
    pub reset_settings: bool,

    /// Hide the language and level controls so a child cannot change them
    #[arg(long)]
    pub teacher_lock: bool,
}

/// Parses a full argument list, program name first (as from
/// [`std::env::args_os`]).
///
/// `--help` and `--version` come back as errors of kind
/// [`clap::error::ErrorKind::DisplayHelp`] / `DisplayVersion`; a binary
/// should call [`clap::Error::exit`], which prints them and exits with the
/// right status.
pub fn parse_args<I, T>(args: I) -> Result<LaunchOptions, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    LaunchOptions::try_parse_from(args)
}

/// The settings for this run: `saved` (or the defaults, with
/// `--reset-settings`) with every command-line value on top.
pub fn merge(options: &LaunchOptions, saved: Settings) -> Settings {
    let mut settings = if options.reset_settings {
        Settings::default()
    } else {
        saved
    };
    if let Some(language) = &options.language {
        settings.language = Some(language.clone());
    }
    if let Some(level) = options.level {
        for kind in GameKind::ALL {
            settings.set_level(kind, level);
        }
    }
    if options.two_players {
        settings.mode = Mode::TwoPlayers;
    }
    // The lock is only ever switched on from the command line: a child who
    // can reach a terminal should not be shown how to undo it. A teacher
    // removes it with --reset-settings or by editing the file.
    if options.teacher_lock {
        settings.teacher_lock = true;
    }
    settings
}

/// Everything the activity needs from the launch.
#[derive(Debug)]
pub struct Startup {
    pub session: Session,
    /// Messages for stderr (damaged file, failed reset, nowhere to save).
    pub warnings: Vec<String>,
}

/// Loads (or resets) the saved settings and applies the command line.
///
/// `store` is normally [`SettingsStore::default_location`]. Never fails:
/// every problem becomes a warning and the activity starts anyway.
pub fn start(options: &LaunchOptions, store: Option<SettingsStore>) -> Startup {
    let mut warnings = Vec::new();
    let saved = match &store {
        None => {
            warnings.push(
                "no home directory was found; settings will last only until the activity closes"
                    .to_owned(),
            );
            Settings::default()
        }
        Some(store) if options.reset_settings => {
            if let Err(error) = store.save(&Settings::default()) {
                warnings.push(format!("could not reset the settings file: {error}"));
            }
            Settings::default()
        }
        Some(store) => {
            let loaded = store.load();
            warnings.extend(loaded.warning);
            loaded.settings
        }
    };
    Startup {
        session: Session::new(store, merge(options, saved)),
        warnings,
    }
}

/// Accepts one of our languages, also in a regional form, and returns its
/// canonical tag; the error lists the languages there are.
fn parse_language(tag: &str) -> Result<String, UnknownLanguage> {
    i18n::parse_language(tag).map(str::to_owned)
}

fn language_help() -> String {
    format!(
        "Language of the activity: one of {} (forms like fr-FR are accepted)",
        language_list()
    )
}

/// Tells a teacher where the saved settings are, since that is the next
/// question after "how do I set the level for the whole class".
fn settings_note() -> String {
    match SettingsStore::default_location() {
        Some(store) => format!("Saved settings: {}", store.path().display()),
        None => "Settings are not saved: no home directory was found.".to_owned(),
    }
}

fn level_help() -> String {
    format!("Tux's level, from 1 (gentlest) to {MAX_LEVEL}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn command_definition_is_consistent() {
        LaunchOptions::command().debug_assert();
    }
}
