//! What a room server pushes between answers: the words after `!`.

use std::fmt;

use oware_rules::{GameStatus, Outcome};

use crate::answers::{read_status, single_char, StatusWords};

const OPPONENT: &str = "opponent";
const MOVED: &str = "moved";
const OPPONENT_LEFT: &str = "opponent-left";
const TAKEN_OVER: &str = "taken-over";

/// An event of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerEvent {
    /// Who sits opposite: on joining, and after a `resume`.
    Opponent(String),
    /// The other player's move, by its house letter.
    Moved(char),
    /// The game ended, as `status` says it.
    Over(Outcome),
    OpponentLeft,
    /// Another connection resumed this seat; this one is being closed.
    TakenOver,
}

impl ServerEvent {
    /// Reads the words after `! `; `None` for an event this side does not know.
    pub fn parse(text: &str) -> Option<ServerEvent> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            [OPPONENT, name] if !name.is_empty() => Some(ServerEvent::Opponent(name.to_string())),
            [MOVED, letter] => single_char(letter).map(ServerEvent::Moved),
            [OPPONENT_LEFT] => Some(ServerEvent::OpponentLeft),
            [TAKEN_OVER] => Some(ServerEvent::TakenOver),
            // The end, as `status` words it once the game is over.
            status => match read_status(status)? {
                GameStatus::Over(outcome) => Some(ServerEvent::Over(outcome)),
                GameStatus::Ongoing => None,
            },
        }
    }
}

/// The words after `! `.
impl fmt::Display for ServerEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerEvent::Opponent(name) => write!(f, "{OPPONENT} {name}"),
            ServerEvent::Moved(letter) => write!(f, "{MOVED} {letter}"),
            ServerEvent::Over(outcome) => write!(f, "{}", StatusWords(GameStatus::Over(*outcome))),
            ServerEvent::OpponentLeft => f.write_str(OPPONENT_LEFT),
            ServerEvent::TakenOver => f.write_str(TAKEN_OVER),
        }
    }
}
