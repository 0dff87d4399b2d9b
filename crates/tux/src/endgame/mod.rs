//! Endgame tables for Oware (Abapa rules, six houses a side).
//!
//! For every board with at most `bound` seeds left on it, the tables say how many seeds the
//! player to move gains from the board with perfect play by both sides (his final share of the
//! seeds now on the board minus his opponent's). The stores are not part of the key, because
//! under the Abapa rules they never change what a move does; they only decide when the game
//! stops early (a player with more than half of all seeds). Stopping early never changes who
//! wins: the player past half only gains more by playing on. So the tables are built for play
//! to the very end, and `captured(mover) - captured(opponent) + value` has the sign of the real
//! result ([`EndgameTables::probe_result`]).
//!
//! Repetition: when both players can sow round in circles without a capture, a repetition (the
//! first or the third since the last capture, by the rule in force) or the 160-move limit ends
//! the game with each player keeping his own row, at a point the players choose; the board
//! alone cannot say which. The value counts such a circle as an even split of the board. The
//! solver (`solve.rs`) also finds which boards a circle can change: a board is *exact* when the
//! gain each player can force in a finite number of moves, whatever ends a circle, is the same
//! for both, and *loose* otherwise. [`EndgameTables::probe`] answers only for exact boards;
//! [`EndgameTables::entry`] gives the value of any board with its flag, for a search that
//! takes a loose value as an estimate and looks for the repetitions itself. The 5- and 6-seed
//! variants' totals do not matter either: the board rules are the same, so the same tables
//! serve every six-house variant.
//!
//! The board is always seen from the player to move, so one table per seed count serves both
//! players; boards are numbered by a combinatorial ranking of the 12 house counts
//! (`index.rs`) and a board's value and flag share one byte (`entry.rs`). [`DEFAULT_BOUND`]
//! seeds take 52 MB and about two minutes to build on one core (release build, 140 MB at the
//! peak); they are kept in the user's cache folder with a header and a checksum that
//! [`EndgameTables::load`] verifies (0.2 s), and [`load_or_build_in_background`] gives a search
//! something to play with (or without) at once.

mod background;
mod entry;

mod file;
mod index;
mod solve;

use std::sync::atomic::AtomicBool;

use oware_rules::abapa::{Position, ScoreState};
use oware_rules::Side;

pub use background::{
    load_or_build_default, load_or_build_in_background, EndgameHandle, EndgameStatus,
};
pub use file::EndgameError;
pub use index::MAX_SEEDS;

use index::{layer_len, Ranker};
use oware_rules::abapa::board::{self, Board, HOUSES};

/// What the tables say of a board, or of a whole position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The gain (of a board) or the final margin (of a position) of the player to move with
    /// perfect play, a circle of quiet moves counting as an even split of the board.
    pub value: i32,
    /// True when no repetition rule can change the value.
    pub exact: bool,
}

/// The bound built by default: 17 seeds, 51 895 935 boards, one byte each (about 52 MB).
pub const DEFAULT_BOUND: u8 = 17;

/// The values of every board with at most [`EndgameTables::bound`] seeds.
pub struct EndgameTables {
    bound: u8,
    /// Every layer in turn, layer 0 first, each in rank order: a board's value and whether it
    /// is loose, in one byte (`entry.rs`).
    values: Vec<u8>,
    /// Where each layer starts in `values`; one more entry than layers.
    starts: Vec<usize>,
    ranker: Ranker,
}

impl std::fmt::Debug for EndgameTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EndgameTables")
            .field("bound", &self.bound)
            .field("bytes", &self.values.len())
            .finish()
    }
}

impl EndgameTables {
    /// Solves every board with at most `bound` seeds (capped at [`MAX_SEEDS`]). Takes about 80 s
    /// on one core in a release build for [`DEFAULT_BOUND`]; debug builds are far slower.
    pub fn build(bound: u8) -> EndgameTables {
        let never = AtomicBool::new(false);
        // Only a raised flag stops the solver early, and this one never rises.
        Self::build_cancellable(bound, &never).unwrap_or_else(EndgameTables::empty)
    }

    /// Like [`EndgameTables::build`], but gives up (returning `None`) soon after `cancel`
    /// becomes true, so that a program can quit during a background build.
    pub fn build_cancellable(bound: u8, cancel: &AtomicBool) -> Option<EndgameTables> {
        let bound = bound.min(MAX_SEEDS);
        let ranker = Ranker::new();
        let values = solve::solve_all(bound, &ranker, cancel)?;
        Some(EndgameTables {
            bound,
            starts: layer_starts(bound),
            values,
            ranker,
        })
    }

    /// Tables holding only the empty board: every probe with seeds on the board misses.
    fn empty() -> EndgameTables {
        EndgameTables {
            bound: 0,
            values: vec![0],
            starts: layer_starts(0),
            ranker: Ranker::new(),
        }
    }

    /// Wraps values read from a file, checking that their number and range fit the bound.
    fn from_values(bound: u8, values: Vec<u8>) -> Result<EndgameTables, EndgameError> {
        if bound > MAX_SEEDS {
            return Err(EndgameError::BadBound(u32::from(bound)));
        }
        let starts = layer_starts(bound);
        let expected = starts[starts.len() - 1];
        if values.len() != expected {
            return Err(EndgameError::BadLength {
                expected: expected as u64,
                found: values.len() as u64,
            });
        }
        // No board with k seeds can gain more than k or lose more than k, so only so many
        // pairs of bounds are possible.
        for seeds in 0..=bound {
            let layer = &values[starts[usize::from(seeds)]..starts[usize::from(seeds) + 1]];
            let codes = entry::code_count(seeds);
            if let Some(&bad) = layer.iter().find(|&&v| usize::from(v) >= codes) {
                return Err(EndgameError::BadValue { seeds, value: bad });
            }
        }
        Ok(EndgameTables {
            bound,
            values,
            starts,
            ranker: Ranker::new(),
        })
    }

    /// The largest number of seeds on the board that the tables answer for.
    pub fn bound(&self) -> u8 {
        self.bound
    }

    /// Memory taken by the values, one byte per board.
    pub fn len_bytes(&self) -> usize {
        self.values.len()
    }

    /// The seeds the player to move gains from the board with perfect play (his final share
    /// of the board minus his opponent's), or `None` when the board holds more seeds than the
    /// bound, is not six houses a side, or is loose (a repetition can change its value).
    ///
    /// This is the board's value alone, ignoring the stores: even in a position already
    /// decided by the score it answers as if play went on. [`EndgameTables::probe_result`]
    /// adds the stores and knows about games that are over.
    pub fn probe(&self, position: &Position) -> Option<i32> {
        self.entry(position)
            .filter(|entry| entry.exact)
            .map(|entry| entry.value)
    }

    /// [`EndgameTables::probe`] for bare house counts seen from the mover: houses 0–5 are his
    /// row in sowing order, houses 6–11 his opponent's.
    /// Exposed for the integration tests, which compare tables board by board.
    #[doc(hidden)]
    pub fn probe_board(&self, board: &[u8; HOUSES]) -> Option<i32> {
        self.entry_board(board)
            .filter(|entry| entry.exact)
            .map(|entry| entry.value)
    }

    /// The board's value, loose or not, with its flag; `None` beyond the bound or on a board
    /// of another width.
    pub fn entry(&self, position: &Position) -> Option<Entry> {
        self.entry_board(&mover_board(position)?)
    }

    /// [`EndgameTables::entry`] for bare house counts seen from the mover.
    pub fn entry_board(&self, board: &[u8; HOUSES]) -> Option<Entry> {
        let seeds: u32 = board.iter().map(|&n| u32::from(n)).sum();
        if seeds > u32::from(self.bound) {
            return None;
        }
        let start = self.starts[seeds as usize];
        let code = *self.values.get(start + self.ranker.rank(board))?;
        let (value, loose) = entry::decode(code, seeds as u8)?;
        Some(Entry {
            value: i32::from(value),
            exact: !loose,
        })
    }

    /// The final score difference, mover's minus opponent's, with perfect play: the stores'
    /// difference plus [`EndgameTables::probe`], or the stores' difference alone when the
    /// score has already ended the game. Its sign is exact: positive is a forced win, zero a
    /// draw, negative a loss, under either repetition rule. Its size counts play to the very
    /// end, past the point where the real game stops. `None` where `probe` gives nothing.
    pub fn probe_result(&self, position: &Position) -> Option<i32> {
        self.result(position)
            .filter(|entry| entry.exact)
            .map(|entry| entry.value)
    }

    /// [`EndgameTables::probe_result`] for loose boards too, with the flag: a loose board's
    /// margin counts a circle as an even split of the board, and a game already decided by
    /// the score is always exact.
    pub fn result(&self, position: &Position) -> Option<Entry> {
        // The seeds on the board follow from the stores: a search asks at every node, and
        // most boards hold far more seeds than the bound.
        let captured =
            u32::from(position.captured(Side::South)) + u32::from(position.captured(Side::North));
        if position.variant().total_seeds().saturating_sub(captured) > u32::from(self.bound) {
            return None;
        }
        let board = self.entry(position)?;
        let mover = position.to_move();
        let margin =
            i32::from(position.captured(mover)) - i32::from(position.captured(mover.opponent()));
        Some(match position.score_state() {
            ScoreState::Won(_) | ScoreState::Drawn => Entry {
                value: margin,
                exact: true,
            },
            ScoreState::Ongoing | ScoreState::CannotMove => Entry {
                value: margin + board.value,
                exact: board.exact,
            },
        })
    }

    /// How many boards of each layer `0..=bound` are loose, and how many it has.
    /// Exposed for the integration tests, which check the share of loose boards.
    #[doc(hidden)]
    pub fn loose_counts(&self) -> Vec<(usize, usize)> {
        (0..self.starts.len() - 1)
            .map(|seeds| {
                let layer = &self.values[self.starts[seeds]..self.starts[seeds + 1]];
                let loose = layer
                    .iter()
                    .filter(|&&code| entry::decode(code, seeds as u8).is_some_and(|(_, l)| l))
                    .count();
                (loose, layer.len())
            })
            .collect()
    }
}

/// Where each layer `0..=bound` starts in the concatenated values, plus the total length.
fn layer_starts(bound: u8) -> Vec<usize> {
    let mut starts = Vec::with_capacity(usize::from(bound) + 2);
    let mut start = 0;
    starts.push(start);
    for seeds in 0..=bound {
        start += layer_len(seeds);
        starts.push(start);
    }
    starts
}

/// The board from the side of the player to move, or `None` on a board of another width.
fn mover_board(position: &Position) -> Option<Board> {
    let houses = position.houses();
    if houses.len() != HOUSES {
        return None;
    }
    let mut board = [0; HOUSES];
    board.copy_from_slice(houses);
    Some(match position.to_move() {
        Side::South => board,
        Side::North => board::flip(&board),
    })
}

#[cfg(test)]
mod tests;
