use std::fmt;

use oware_rules::{shown, IllegalMove, PositionError, Repetition, RulesetError};

use crate::arguments::GameChoiceError;
use crate::words;

/// Everything that can go wrong with one command of the engine; the text after `? `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// A first word that is no command, as it was sent.
    UnknownCommand(String),
    /// Too few or too many arguments; `expected` says what the command takes.
    Arguments {
        /// The command given.
        command: &'static str,
        /// Its arguments, as its usage line writes them.
        expected: &'static str,
    },
    /// A number that does not parse or lies outside `min..=max` (negative, huge, garbage).
    Number {
        /// What the number counts, as the message names it (`depth`, `seeds`, …).
        what: &'static str,
        /// The smallest number taken.
        min: u64,
        /// The largest number taken.
        max: u64,
        /// The text as it was sent.
        text: String,
    },
    /// A game id that names no game of the family, as it was sent.
    UnknownGame(String),
    /// A `repetition=` word other than `first` or `third`.
    UnknownRepetition(String),
    /// A repetition rule the game does not take.
    Ruleset(RulesetError),
    /// A `setposition` the game cannot hold, with the rules' reason.
    BadPosition(PositionError),
    /// A move the rules refuse, with their reason.
    Illegal(IllegalMove),
    /// `genmove` after the end of the game.
    GameOver,
    /// A line longer than the engine reads; the rest of it was skipped.
    LineTooLong,
}

impl ProtocolError {
    /// A number refused, with the range it must lie in and the text as it was sent.
    pub fn number(what: &'static str, min: u64, max: u64, text: &str) -> ProtocolError {
        ProtocolError::Number {
            what,
            min,
            max,
            text: text.to_string(),
        }
    }
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::UnknownCommand(name) => words::write_unknown_command(f, name),
            ProtocolError::Arguments { command, expected } => {
                words::write_usage(f, command, expected)
            }
            ProtocolError::Number {
                what,
                min,
                max,
                text,
            } => words::write_number(f, what, *min, *max, text),
            ProtocolError::UnknownGame(id) => words::write_unknown_game(f, id),
            ProtocolError::UnknownRepetition(rule) => write!(
                f,
                "unknown repetition rule '{}': choose {} or {}",
                shown(rule),
                Repetition::First,
                Repetition::Third
            ),
            ProtocolError::Ruleset(error) => write!(f, "{error}"),
            ProtocolError::BadPosition(error) => write!(f, "bad position: {error}"),
            ProtocolError::Illegal(reason) => words::write_illegal(f, *reason),
            ProtocolError::GameOver => f.write_str("game over"),
            ProtocolError::LineTooLong => f.write_str("line too long"),
        }
    }
}

impl std::error::Error for ProtocolError {}

impl From<IllegalMove> for ProtocolError {
    fn from(reason: IllegalMove) -> Self {
        ProtocolError::Illegal(reason)
    }
}

impl From<PositionError> for ProtocolError {
    fn from(error: PositionError) -> Self {
        ProtocolError::BadPosition(error)
    }
}

impl From<RulesetError> for ProtocolError {
    fn from(error: RulesetError) -> Self {
        ProtocolError::Ruleset(error)
    }
}

impl From<GameChoiceError> for ProtocolError {
    fn from(error: GameChoiceError) -> Self {
        match error {
            GameChoiceError::UnknownGame(id) => ProtocolError::UnknownGame(id),
            GameChoiceError::Seeds { min, max, text } => ProtocolError::Number {
                what: crate::arguments::SEEDS,
                min,
                max,
                text,
            },
        }
    }
}
