//! The `oware` launcher's command line, and how it meets the saved settings.
//!
//! Command-line values win over the settings file for this run only: a later
//! change of a setting in the activity saves that change and never the
//! options (see [`SettingsInForce`]). Two options are themselves requests to
//! change the file, and write it at once: `--reset-settings` (the defaults)
//! and `--save` (the saved settings with this run's options on top).
//!
//! `--game` chooses the game to open (the home menu otherwise); `--seeds`
//! and `--level` apply to that game, and `--level` without `--game` to every
//! game. Values a game does not take are usage errors naming the choices.

use std::ffi::OsString;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

use crate::i18n::language_list;
use crate::i18n::{self, UnknownLanguage};
use crate::settings::{Mode, MovePreview, Settings, SettingsInForce, SettingsStore, MAX_LEVEL};
use oware_rules::{GameKind, Ruleset, RulesetError};
use oware_tux::levels_of;

/// What the person launching the activity asked for, checked: every value
/// here is one the activity accepts.
///
/// The game and its seeds are kept apart rather than as a
/// [`Ruleset`] because either may be left out: `game`
/// alone opens that game with its saved seeds, and `level` needs the game
/// too. [`parse_args`] has already checked `seeds` against `game` with
/// `Ruleset::new`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LaunchOptions {
    /// Language of the activity, as a canonical tag (`fr`, never `fr-FR`).
    pub language: Option<String>,
    /// The game to open directly; `None` opens the home menu.
    pub game: Option<GameKind>,
    /// Seeds per house for `game`, within its `seed_range()`; only ever
    /// `Some` together with `game` (without it, [`merge`] ignores it).
    pub seeds: Option<u8>,
    /// Tux's level: in `game`, or in every game when `game` is `None`
    /// ([`merge`] brings it within each game's levels).
    pub level: Option<u8>,
    /// Two children play each other instead of Tux.
    pub two_players: bool,
    /// Fill the whole screen.
    pub fullscreen: bool,
    /// Forget the saved settings and start from the defaults.
    pub reset_settings: bool,
    /// Hide the language and level controls.
    pub teacher_lock: bool,
    /// A classroom server, `host:port`, for games with a classmate and the teacher's count
    /// of the lessons and games done here.
    pub server: Option<String>,
    /// Never show what a house would do before it is played.
    pub no_preview: bool,
    /// Write this run's options into the settings file, so that later runs keep them.
    pub save: bool,
}

/// The command line as clap reads it; [`parse_args`] checks the values that
/// depend on each other and turns it into [`LaunchOptions`].
#[derive(Parser, Debug)]
#[command(
    name = "oware",
    version,
    about = "Sowing games (Oware, Kalah, Congkak, Togyz Kumalak): play Tux or a friend",
    long_about = None,
    after_help = settings_note()
)]
struct Args {
    #[arg(long = "lang", value_name = "TAG", value_parser = parse_language, help = language_help())]
    language: Option<String>,

    #[arg(long, value_name = "ID", value_parser = parse_game, help = game_help())]
    game: Option<GameKind>,

    // Read as any whole number so that a number too big for a game gets the
    // same message, naming that game's choices, as one a little too big.
    #[arg(long, value_name = "N", requires = "game", help = seeds_help())]
    seeds: Option<u64>,

    // Read as any whole number and checked against the game's levels.
    #[arg(long, value_name = "N", help = level_help())]
    level: Option<u64>,

    /// Two children play each other instead of Tux
    #[arg(long)]
    two_players: bool,

    /// Fill the whole screen (for a classroom or a kiosk)
    #[arg(long)]
    fullscreen: bool,

    /// Forget the saved settings and start from the defaults
    #[arg(long)]
    reset_settings: bool,

    /// Hide the language and level controls so a child cannot change them
    #[arg(long)]
    teacher_lock: bool,

    /// A classroom server (oware-server) for games with a classmate, as host:port; it also
    /// hears of the lessons and games done here, for the teacher's page. Without it, the
    /// child who hosts a game runs the room on their own machine
    #[arg(long, value_name = "HOST:PORT", value_parser = parse_server)]
    server: Option<String>,

    /// Never show what a house would do before it is played (shown by default at Tux's
    /// first levels)
    #[arg(long)]
    no_preview: bool,

    /// Keep this run's options (--lang, --level, --seeds, --two-players, --teacher-lock,
    /// --server, --no-preview) in the saved settings, for every later run
    #[arg(long)]
    save: bool,
}

/// The launcher's command line as clap defines it: what `--help` prints, and what
/// crates/manual turns into the manual page and the shell completions.
pub fn command() -> clap::Command {
    Args::command()
}

/// `host:port`, with a port number; the host is looked up when a game starts.
fn parse_server(text: &str) -> Result<String, String> {
    let (host, port) = text
        .rsplit_once(':')
        .ok_or_else(|| format!("'{text}' is not host:port (for example 192.168.1.10:7464)"))?;
    if host.is_empty() || port.parse::<u16>().is_err() {
        return Err(format!(
            "'{text}' is not host:port (for example 192.168.1.10:7464)"
        ));
    }
    Ok(text.to_string())
}

/// Parses a full argument list, program name first (as from
/// [`std::env::args_os`]).
///
/// `--help` and `--version` come back as errors of kind
/// [`clap::error::ErrorKind::DisplayHelp`] / `DisplayVersion`; a binary
/// should call [`clap::Error::exit`], which prints them and exits with the
/// right status (2 for every usage error, 0 for help and version).
///
/// Errors, all of them usage errors that name the choices:
/// - `--game chess`: [`ErrorKind::ValueValidation`], "unknown game 'chess':
///   choose oware, kalah, congkak, togyz";
/// - `--seeds` out of the game's range: `ValueValidation`, "kalah takes 3 to
///   6 seeds per house, not 9";
/// - `--seeds` without `--game`: [`ErrorKind::MissingRequiredArgument`];
/// - `--level` outside `1..=levels_of(game)`, or `1..=MAX_LEVEL` without a
///   game: `ValueValidation`.
pub fn parse_args<I, T>(args: I) -> Result<LaunchOptions, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args = Args::try_parse_from(args)?;
    let seeds = match (args.game, args.seeds) {
        (Some(kind), Some(seeds)) => match Ruleset::new(kind, seeds) {
            Ok(ruleset) => Some(ruleset.seeds_per_house()),
            Err(error) => return Err(invalid_value("--seeds <N>", seeds, &error)),
        },
        // clap's `requires` already refused --seeds without --game.
        _ => None,
    };
    let level = match args.level {
        Some(level) => Some(check_level(args.game, level)?),
        None => None,
    };
    Ok(LaunchOptions {
        language: args.language,
        game: args.game,
        seeds,
        level,
        two_players: args.two_players,
        fullscreen: args.fullscreen,
        reset_settings: args.reset_settings,
        teacher_lock: args.teacher_lock,
        server: args.server,
        no_preview: args.no_preview,
        save: args.save,
    })
}

/// The level, if `game` (or, without one, some game) has it.
fn check_level(game: Option<GameKind>, level: u64) -> Result<u8, clap::Error> {
    let top = game.map_or(MAX_LEVEL, levels_of);
    match u8::try_from(level) {
        Ok(level) if (1..=top).contains(&level) => Ok(level),
        _ => {
            let why = match game {
                Some(kind) => format!("{kind} has levels 1 to {top}, not {level}"),
                None => format!(
                    "Tux's levels go from 1 to {top} ({top} only in {}), not {level}",
                    highest_level_games()
                ),
            };
            Err(invalid_value("--level <N>", level, &why))
        }
    }
}

/// A usage error worded and formatted like clap's own for a bad value.
fn invalid_value(arg: &str, value: u64, why: &dyn std::fmt::Display) -> clap::Error {
    Args::command().error(
        ErrorKind::ValueValidation,
        format!("invalid value '{value}' for '{arg}': {why}"),
    )
}

/// The settings for this run: `saved` (or the defaults, with
/// `--reset-settings`) with every command-line value on top.
///
/// `level` goes to `game`, or to every game (brought within each game's
/// levels) without one; `seeds` goes to `game` and is ignored without one.
pub fn merge(options: &LaunchOptions, saved: Settings) -> Settings {
    let mut settings = if options.reset_settings {
        Settings::default()
    } else {
        saved
    };
    if let Some(language) = &options.language {
        settings.language = Some(language.clone());
    }
    match options.game {
        Some(kind) => {
            if let Some(level) = options.level {
                settings.set_level(kind, level);
            }
            if let Some(seeds) = options.seeds {
                settings.set_seeds(kind, seeds);
            }
        }
        None => {
            if let Some(level) = options.level {
                for kind in GameKind::ALL {
                    settings.set_level(kind, level);
                }
            }
        }
    }
    if options.two_players {
        settings.mode = Mode::TwoPlayers;
    }
    // The lock is only ever switched on from the command line: a child who
    // can reach a terminal should not be shown how to undo it. A teacher
    // removes it with --reset-settings or by editing the file.
    if let Some(server) = &options.server {
        settings.server = Some(server.clone());
    }
    if options.teacher_lock {
        settings.teacher_lock = true;
    }
    if options.no_preview {
        settings.move_preview = MovePreview::Never;
    }
    settings
}

/// Everything the activity needs from the launch.
#[derive(Debug)]
pub struct Startup {
    /// The settings in force (saved ones with the run's options on top). Its store, which
    /// the launcher hands to the activity, carries the saved settings and the warnings for
    /// the window ([`SettingsInForce::warnings`]).
    pub settings: SettingsInForce,
    /// Messages for stderr (damaged file, failed reset or save, nowhere to save).
    pub warnings: Vec<String>,
}

/// Loads (or resets) the saved settings and applies the command line; with `--save`,
/// writes the result as the saved settings.
///
/// `store` is normally [`SettingsStore::default_location`]. Never fails:
/// every problem becomes a warning and the activity starts anyway.
pub fn start(options: &LaunchOptions, store: Option<SettingsStore>) -> Startup {
    let mut warnings = Vec::new();
    let mut for_window = Vec::new();
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
            for_window.extend_from_slice(loaded.warnings());
            warnings.extend(loaded.warning);
            loaded.settings
        }
    };
    let in_force = merge(options, saved.clone());
    let saved = match &store {
        Some(store) if options.save => match store.save(&in_force) {
            Ok(()) => in_force.clone(),
            Err(error) => {
                warnings.push(format!("could not save this run's options: {error}"));
                saved
            }
        },
        _ => saved,
    };
    let store = store.map(|store| store.for_run(saved, for_window));
    Startup {
        settings: SettingsInForce::new(store, in_force),
        warnings,
    }
}

/// A game id from [`GameKind::ALL`]; the error lists them.
fn parse_game(id: &str) -> Result<GameKind, RulesetError> {
    GameKind::from_id(id).ok_or_else(|| RulesetError::UnknownGame(id.to_owned()))
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
    let file = match SettingsStore::default_location() {
        Some(store) => format!("Saved settings: {}", store.path().display()),
        None => "Settings are not saved: no home directory was found.".to_owned(),
    };
    format!("{RUN_ONLY_NOTE}\n\n{file}")
}

/// What `--help` and the manual page say about which options last.
pub const RUN_ONLY_NOTE: &str = "\
--lang, --seeds, --level, --two-players, --teacher-lock, --server and --no-preview are for
this run only: they never change the saved settings, even when a setting is then changed in
the window (that change is saved, the options are not). To keep them for every later run,
add --save. --game and --fullscreen are always for one run. --reset-settings forgets the
saved settings.";

fn game_help() -> String {
    format!(
        "Open this game directly: one of {} (without it, the home menu opens)",
        GameKind::ALL.map(GameKind::id).join(", ")
    )
}

fn seeds_help() -> String {
    let choices: Vec<String> = GameKind::ALL
        .iter()
        .map(|kind| {
            let range = kind.seed_range();
            if range.start() == range.end() {
                format!("{kind} {}", range.start())
            } else {
                format!("{kind} {} to {}", range.start(), range.end())
            }
        })
        .collect();
    format!(
        "Seeds per house at the start of the game of --game: {}",
        choices.join(", ")
    )
}

fn level_help() -> String {
    format!(
        "Tux's level, from 1 (gentlest) to {} ({MAX_LEVEL} in {}): in the game of --game, or else in every game",
        oware_tux::LEVELS,
        highest_level_games()
    )
}

/// The games that have [`MAX_LEVEL`], for messages ("oware").
fn highest_level_games() -> String {
    GameKind::ALL
        .into_iter()
        .filter(|&kind| levels_of(kind) == MAX_LEVEL)
        .map(GameKind::id)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_definition_is_consistent() {
        Args::command().debug_assert();
    }
}
