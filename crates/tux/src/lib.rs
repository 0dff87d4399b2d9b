//! Tux, the computer opponent of every game of the family, from a beginner who often misses
//! captures to a full alpha-beta searcher.
//!
//! Tux depends on the rules only, and one search serves every game (it is generic over
//! [`Rules`](oware_rules::Rules)); each game has its own evaluation weights and level table.
//! Every level is bounded by a node budget, so a game replays exactly for a given seed; the
//! time budget only caps the thinking time on slow machines. A [`Tux`] keeps its
//! transposition table from move to move (a level's search ignores what the earlier ones
//! stored; the master's builds on them), so it should live as long as the player it stands
//! for. [`Player`] is the way in for a program that lets a child play Tux: any game, any
//! level, Oware's master and its endgame tables included.
#![warn(missing_docs)]

pub mod book;
pub mod endgame;
mod eval;
mod game_search;
mod levels;
mod loose;
mod move_scores;
mod player;
pub mod review;
mod search;
mod tt;
mod tux;

use std::time::Duration;

pub use eval::{Evaluation, Weights, SEED};
pub use game_search::{analyse, analyse_with};
pub use levels::{level, Level};
pub use loose::LooseValue;
pub use move_scores::{score_moves, MoveScores};
pub use player::Player;
pub use review::{review, review_game, Review, ReviewedMove, REVIEW_NODES};
pub use search::{Analysis, Deepening, Margin, Oracle, Reductions, Style, WIN};
pub use tux::{MasterTuning, Tux};

/// Number of ladder levels in every game; levels are numbered `1..=LEVELS`.
pub const LEVELS: u8 = levels::LEVELS as u8;

/// Oware's master level, above the ladder ([`Tux::master_move`]).
pub const MASTER_LEVEL: u8 = LEVELS + 1;

/// How long the master thinks about a move.
pub const MASTER_TIME: Duration = Duration::from_secs(1);

/// The levels a game offers: the ladder, and for Oware the master level too.
pub fn levels_of(kind: oware_rules::GameKind) -> u8 {
    match kind {
        oware_rules::GameKind::Oware => MASTER_LEVEL,
        _ => LEVELS,
    }
}

/// The longest Tux thinks about one move unless told otherwise.
pub const DEFAULT_TIME_BUDGET: Duration = Duration::from_secs(1);
