use std::fmt;

use oware_rules::{shown, GameKind, IllegalMove, PositionError, RulesetError};

/// Everything that can go wrong with one command; the text after `? `.
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
    /// A seed count or a repetition rule the game does not take.
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
            ProtocolError::UnknownCommand(name) => write!(f, "unknown command: {}", shown(name)),
            ProtocolError::Arguments { command, expected } => {
                if expected.is_empty() {
                    write!(f, "{command} takes no arguments")
                } else {
                    write!(f, "usage: {command} {expected}")
                }
            }
            ProtocolError::Number {
                what,
                min,
                max,
                text,
            } => write!(
                f,
                "{what} must be a whole number from {min} to {max}, not '{}'",
                shown(text)
            ),
            ProtocolError::UnknownGame(id) => {
                let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
                write!(f, "unknown game '{}': choose {}", shown(id), ids.join(", "))
            }
            ProtocolError::UnknownRepetition(rule) => write!(
                f,
                "unknown repetition rule '{}': choose first or third",
                shown(rule)
            ),
            ProtocolError::Ruleset(error) => write!(f, "{error}"),
            ProtocolError::BadPosition(error) => write!(f, "bad position: {error}"),
            ProtocolError::Illegal(reason) => write!(f, "illegal move: {}", reason.code()),
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

impl From<RulesetError> for ProtocolError {
    fn from(error: RulesetError) -> Self {
        ProtocolError::Ruleset(error)
    }
}

impl From<PositionError> for ProtocolError {
    fn from(error: PositionError) -> Self {
        ProtocolError::BadPosition(error)
    }
}
