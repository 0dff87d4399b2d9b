use std::fmt;

use oware_rules::{shown, IllegalMove, PositionError, Repetition, RulesetError};

use crate::arguments::GameChoiceError;
use crate::words;

/// Everything that can go wrong with one command of the engine; the text after `? `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    UnknownCommand(String),
    /// Too few or too many arguments; `expected` says what the command takes.
    Arguments {
        command: &'static str,
        expected: &'static str,
    },
    /// A number that does not parse or lies outside `min..=max` (negative, huge, garbage).
    Number {
        what: &'static str,
        min: u64,
        max: u64,
        text: String,
    },
    UnknownGame(String),
    /// A `repetition=` word other than `first` or `third`.
    UnknownRepetition(String),
    /// A repetition rule the game does not take.
    Ruleset(RulesetError),
    BadPosition(PositionError),
    Illegal(IllegalMove),
    /// `genmove` after the end of the game.
    GameOver,
    LineTooLong,
}

impl ProtocolError {
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
