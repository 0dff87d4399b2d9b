//! A room server's answers to requests that succeeded: the words after `=`. An answer does
//! not say what it answers, so it is read knowing the [`Verb`] of the request it answers.

use std::fmt;

use oware_rules::{GameStatus, Ruleset, Side};

use crate::answers::{read_letters, read_status, side_named, Letters, StatusWords};
use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};
use crate::{RoomCode, Token, Verb};

const HELLO: &str = "hello";
const ROOM: &str = "room";
const JOINED: &str = "joined";
const RESUMED: &str = "resumed";

/// A request's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `hello`: the name is welcome.
    Hello,
    /// A new room: its code to tell the other player, and the token that holds the seat.
    Room {
        code: RoomCode,
        token: Token,
        side: Side,
    },
    /// Seated in the room the request named.
    Joined {
        token: Token,
        side: Side,
        ruleset: Ruleset,
    },
    /// Back in the seat the request's token holds.
    Resumed {
        side: Side,
    },
    Played {
        captured: u32,
    },
    /// The legal houses' letters; none once the game is over.
    Legal(Vec<char>),
    /// The board in the protocol's words, one space between them (`Ruleset::parse_position`
    /// reads it).
    Position(String),
    Status(GameStatus),
    Left,
}

impl Answer {
    /// The verb of the requests this answers.
    pub fn verb(&self) -> Verb {
        match self {
            Answer::Hello => Verb::Hello,
            Answer::Room { .. } => Verb::Create,
            Answer::Joined { .. } => Verb::Join,
            Answer::Resumed { .. } => Verb::Resume,
            Answer::Played { .. } => Verb::Play,
            Answer::Legal(_) => Verb::Legal,
            Answer::Position(_) => Verb::Position,
            Answer::Status(_) => Verb::Status,
            Answer::Left => Verb::Leave,
        }
    }

    /// Reads the words after `=` (empty for a bare `=`) as the answer to a request of
    /// `verb`; `None` if they do not fit it.
    pub fn parse(verb: Verb, words: &str) -> Option<Answer> {
        let list: Vec<&str> = words.split(' ').filter(|w| !w.is_empty()).collect();
        match (verb, list.as_slice()) {
            (Verb::Hello, [HELLO]) => Some(Answer::Hello),
            (Verb::Create, [ROOM, code, token, side]) => Some(Answer::Room {
                code: RoomCode::parse(code).ok()?,
                token: Token::parse(token).ok()?,
                side: side_named(side)?,
            }),
            (Verb::Join, [JOINED, token, side, game @ ..]) => {
                let (id, seeds) = ruleset_words(game)?;
                Some(Answer::Joined {
                    token: Token::parse(token).ok()?,
                    side: side_named(side)?,
                    ruleset: parse_ruleset(id, Some(seeds?)).ok()?,
                })
            }
            (Verb::Resume, [RESUMED, side]) => Some(Answer::Resumed {
                side: side_named(side)?,
            }),
            (Verb::Play, [captured]) => Some(Answer::Played {
                captured: captured.parse().ok()?,
            }),
            (Verb::Legal, letters) => read_letters(letters).map(Answer::Legal),
            (Verb::Position, [_, ..]) => Some(Answer::Position(list.join(" "))),
            (Verb::Status, status) => read_status(status).map(Answer::Status),
            (Verb::Leave, []) => Some(Answer::Left),
            _ => None,
        }
    }
}

/// The words after `=`; nothing for the answers that are a bare `=`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Hello => f.write_str(HELLO),
            Answer::Room { code, token, side } => {
                write!(f, "{ROOM} {code} {} {side}", token.hex())
            }
            Answer::Joined {
                token,
                side,
                ruleset,
            } => write!(
                f,
                "{JOINED} {} {side} {}",
                token.hex(),
                RulesetWords(*ruleset)
            ),
            Answer::Resumed { side } => write!(f, "{RESUMED} {side}"),
            Answer::Played { captured } => write!(f, "{captured}"),
            Answer::Legal(letters) => write!(f, "{}", Letters(letters)),
            Answer::Position(words) => f.write_str(words),
            Answer::Status(status) => write!(f, "{}", StatusWords(*status)),
            Answer::Left => Ok(()),
        }
    }
}
