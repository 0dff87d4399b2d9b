//! The class tournament: the teacher picks a game and the children, the server pairs them
//! round-robin (`pairing`), opens each round's rooms with both children seated, starts the
//! next round once every game of a round is over, and keeps the table (`standings`). One
//! tournament at a time; it is stored with the rooms (`stored`) and survives a restart.

pub mod pairing;
pub mod standings;
pub mod stored;

use oware_protocol::RoomCode;
use oware_rules::{Ruleset, Side};

use pairing::{schedule, Pair, Round};
use standings::{Line, Played};

/// The most children in one tournament: fifteen rounds already fill a school week.
pub const MAX_PLAYERS: usize = 16;

/// A game's end as the table needs it: the winner (none for a draw) and the seeds each side
/// captured, South's first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub winner: Option<Side>,
    pub scores: [u32; 2],
}

/// One game of a round that has begun.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// From 0.
    pub round: usize,
    pub pair: Pair,
    pub code: RoomCode,
    pub score: Option<Score>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub ruleset: Ruleset,
    pub players: Vec<String>,
    pub started_at: u64,
    pub schedule: Vec<Round>,
    /// The games of the rounds begun so far.
    pub games: Vec<Game>,
}

/// Where one child stands now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Not in the tournament.
    Absent,
    /// This round's game is to be played: in that room, on that side, against that child.
    Play {
        round: usize,
        code: RoomCode,
        side: Side,
        opponent: String,
    },
    Bye {
        round: usize,
    },
    /// Played this round; the others have not all finished.
    Wait {
        round: usize,
    },
    Over,
}

impl Tournament {
    pub fn new(ruleset: Ruleset, players: Vec<String>, started_at: u64) -> Tournament {
        Tournament {
            ruleset,
            schedule: schedule(players.len()),
            players,
            started_at,
            games: Vec::new(),
        }
    }

    /// Rounds begun so far.
    pub fn rounds_begun(&self) -> usize {
        self.games
            .iter()
            .map(|game| game.round + 1)
            .max()
            .unwrap_or(0)
    }

    /// Every game of the rounds begun is over.
    fn round_done(&self) -> bool {
        self.games.iter().all(|game| game.score.is_some())
    }

    pub fn is_over(&self) -> bool {
        self.rounds_begun() == self.schedule.len() && self.round_done()
    }

    /// The round to begin now, if every game so far is over and one remains.
    pub fn next_round(&self) -> Option<(usize, &Round)> {
        let next = self.rounds_begun();
        if !self.round_done() {
            return None;
        }
        self.schedule.get(next).map(|round| (next, round))
    }

    /// Notes a finished game by its room; false when the room is not one of this
    /// tournament's games still to finish.
    pub fn record(&mut self, code: RoomCode, score: Score) -> bool {
        match self
            .games
            .iter_mut()
            .find(|game| game.code == code && game.score.is_none())
        {
            Some(game) => {
                game.score = Some(score);
                true
            }
            None => false,
        }
    }

    /// The byes of the rounds begun, a child's index once for each.
    pub fn byes(&self) -> Vec<usize> {
        self.schedule
            .iter()
            .take(self.rounds_begun())
            .filter_map(|round| round.bye)
            .collect()
    }

    pub fn table(&self) -> Vec<Line> {
        let played: Vec<Played> = self
            .games
            .iter()
            .filter_map(|game| {
                let score = game.score?;
                Some(Played {
                    south: game.pair.south,
                    north: game.pair.north,
                    winner: score.winner,
                    scores: score.scores,
                })
            })
            .collect();
        standings::table(&self.players, &played, &self.byes())
    }

    pub fn standing(&self, name: &str) -> Standing {
        let Some(player) = self.players.iter().position(|known| known == name) else {
            return Standing::Absent;
        };
        if self.is_over() {
            return Standing::Over;
        }
        let round = self.rounds_begun().saturating_sub(1);
        let mine = self.games.iter().find(|game| {
            game.round == round && (game.pair.south == player || game.pair.north == player)
        });
        match mine {
            Some(game) if game.score.is_none() => {
                let (side, other) = if game.pair.south == player {
                    (Side::South, game.pair.north)
                } else {
                    (Side::North, game.pair.south)
                };
                Standing::Play {
                    round,
                    code: game.code,
                    side,
                    opponent: self.players.get(other).cloned().unwrap_or_default(),
                }
            }
            Some(_) => Standing::Wait { round },
            None => Standing::Bye { round },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    fn code(text: &str) -> RoomCode {
        RoomCode::parse(text).expect("a code")
    }

    #[test]
    fn rounds_follow_each_other_and_each_child_hears_where_they_stand() {
        let players = ["Ama", "Kofi", "Esi"].map(String::from).to_vec();
        let mut tournament = Tournament::new(Ruleset::standard(GameKind::Kalah), players, 1);
        assert_eq!(tournament.schedule.len(), 3);
        assert_eq!(tournament.next_round().map(|(at, _)| at), Some(0));
        let codes = ["ABC234", "DEF567", "GHJ789"];
        for (round, text) in codes.iter().enumerate() {
            let (at, pairs) = tournament.next_round().expect("a round to begin");
            assert_eq!(at, round);
            let pair = pairs.pairs[0];
            let bye = pairs.bye.expect("three children: a bye each round");
            tournament.games.push(Game {
                round,
                pair,
                code: code(text),
                score: None,
            });
            assert_eq!(tournament.next_round(), None);
            let south = tournament.players[pair.south].clone();
            let north = tournament.players[pair.north].clone();
            assert_eq!(
                tournament.standing(&south),
                Standing::Play {
                    round,
                    code: code(text),
                    side: Side::South,
                    opponent: north.clone(),
                }
            );
            assert_eq!(
                tournament.standing(&tournament.players[bye].clone()),
                Standing::Bye { round }
            );
            assert_eq!(tournament.standing("Yaw"), Standing::Absent);
            let score = Score {
                winner: Some(Side::South),
                scores: [30, 18],
            };
            assert!(!tournament.record(code("XYZ234"), score));
            assert!(tournament.record(code(text), score));
            // A game counts once.
            assert!(!tournament.record(code(text), score));
            if round + 1 < codes.len() {
                assert_eq!(tournament.standing(&north), Standing::Wait { round });
            }
        }
        assert!(tournament.is_over());
        assert_eq!(tournament.standing("Ama"), Standing::Over);
        let table = tournament.table();
        assert_eq!(table.iter().map(|line| line.byes).sum::<u32>(), 3);
        assert_eq!(table.iter().map(|line| line.points).sum::<u32>(), 6);
    }
}
