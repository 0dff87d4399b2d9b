//! The class tournament as a child's program hears of it: `tournament` asks for this
//! connection's name's next game, and `! tournament` tells every child of a tournament that
//! something changed (a round began, the tournament ended or was cancelled), so that they ask.

use std::fmt;

use oware_rules::Side;

use crate::answers::side_named;
use crate::thin_client::digits;
use crate::{check_name, RoomCode, Token};

pub(crate) const TOURNAMENT: &str = "tournament";
const NONE: &str = "none";
const PLAY: &str = "play";
const BYE: &str = "bye";
const WAIT: &str = "wait";
const OVER: &str = "over";

/// A child's place in the tournament now. Rounds count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentNews {
    /// No tournament, or this name is not in it.
    None,
    /// This round's game: the room, the seat's token (for `resume`), the side and the
    /// opponent's name.
    Play {
        /// The round now played.
        round: u32,
        /// Rounds in the whole tournament.
        rounds: u32,
        /// The room the game is in.
        code: RoomCode,
        /// The secret that takes this child's seat in it.
        token: Token,
        /// The side this child plays.
        side: Side,
        /// The name of the child opposite.
        opponent: String,
    },
    /// No game this round (an odd number of children).
    Bye {
        /// The round now played.
        round: u32,
        /// Rounds in the whole tournament.
        rounds: u32,
    },
    /// This round's game is over; the next round begins when every game of this one is.
    Wait {
        /// The round now played.
        round: u32,
        /// Rounds in the whole tournament.
        rounds: u32,
    },
    /// The tournament is over: every child's name and points, first place first.
    Over(Vec<(String, u32)>),
}

impl TournamentNews {
    /// Reads the words after `tournament`.
    pub(crate) fn parse(words: &[&str]) -> Option<TournamentNews> {
        let rounds = |round: &str, rounds: &str| Some((digits(round)?, digits(rounds)?));
        match words {
            [NONE] => Some(TournamentNews::None),
            [PLAY, round, of, code, token, side, opponent] => {
                let (round, rounds) = rounds(round, of)?;
                check_name(opponent).ok()?;
                Some(TournamentNews::Play {
                    round,
                    rounds,
                    code: RoomCode::parse(code).ok()?,
                    token: Token::parse(token).ok()?,
                    side: side_named(side)?,
                    opponent: (*opponent).to_string(),
                })
            }
            [BYE, round, of] => {
                let (round, rounds) = rounds(round, of)?;
                Some(TournamentNews::Bye { round, rounds })
            }
            [WAIT, round, of] => {
                let (round, rounds) = rounds(round, of)?;
                Some(TournamentNews::Wait { round, rounds })
            }
            [OVER, places @ ..] => places
                .iter()
                .map(|place| {
                    let (name, points) = place.split_once('=')?;
                    check_name(name).ok()?;
                    Some((name.to_string(), digits(points)?))
                })
                .collect::<Option<Vec<_>>>()
                .map(TournamentNews::Over),
            _ => None,
        }
    }
}

/// The words after `tournament`.
impl fmt::Display for TournamentNews {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentNews::None => f.write_str(NONE),
            TournamentNews::Play {
                round,
                rounds,
                code,
                token,
                side,
                opponent,
            } => write!(
                f,
                "{PLAY} {round} {rounds} {code} {} {side} {opponent}",
                token.hex()
            ),
            TournamentNews::Bye { round, rounds } => write!(f, "{BYE} {round} {rounds}"),
            TournamentNews::Wait { round, rounds } => write!(f, "{WAIT} {round} {rounds}"),
            TournamentNews::Over(places) => {
                f.write_str(OVER)?;
                places
                    .iter()
                    .try_for_each(|(name, points)| write!(f, " {name}={points}"))
            }
        }
    }
}
