//! What each level of Tux is allowed to see and how often it slips.

use super::eval::{Evaluation, SEED};

/// How one level plays.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Level {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Node budget per move; it, not the clock, bounds the levels, so games replay exactly.
    pub nodes: u64,
    pub eval: Evaluation,
    /// Chance of playing any legal move, as a child who has not looked at the board.
    pub random: f64,
    /// Chance of settling for a good move that is not the best one.
    pub slip: f64,
    /// How much worse than the best a "good" move may be, in hundredths of a seed.
    pub margin: i32,
    /// Transposition table size, as a power of two of its entries.
    pub tt_bits: u32,
}

impl Level {
    /// Levels that may play a move other than the best need a score for every move.
    pub fn scores_every_move(&self) -> bool {
        self.random > 0.0 || self.slip > 0.0
    }
}

const UNLIMITED: u64 = u64::MAX;

/// Levels 1..=LEVELS, weakest first.
pub(crate) const TABLE: [Level; 8] = [
    // 1: sees only its own next capture, and often not even that.
    Level {
        depth: 1,
        nodes: UNLIMITED,
        eval: Evaluation::Plain,
        random: 0.25,
        slip: 0.35,
        margin: 3 * SEED,
        tt_bits: 12,
    },
    // 2: also sees the reply, but still slips often.
    Level {
        depth: 2,
        nodes: UNLIMITED,
        eval: Evaluation::Plain,
        random: 0.08,
        slip: 0.30,
        margin: 2 * SEED,
        tt_bits: 12,
    },
    // 3: three plies of captures.
    Level {
        depth: 3,
        nodes: UNLIMITED,
        eval: Evaluation::Plain,
        random: 0.03,
        slip: 0.20,
        margin: 2 * SEED,
        tt_bits: 14,
    },
    // 4: four plies and the positional evaluation.
    Level {
        depth: 4,
        nodes: UNLIMITED,
        eval: Evaluation::RICH,
        random: 0.0,
        slip: 0.15,
        margin: 3 * SEED / 2,
        tt_bits: 14,
    },
    // 5: six plies, a rare slip.
    Level {
        depth: 6,
        nodes: UNLIMITED,
        eval: Evaluation::RICH,
        random: 0.0,
        slip: 0.06,
        margin: SEED,
        tt_bits: 16,
    },
    // 6 to 8: full iterative-deepening search, bounded by nodes.
    Level {
        depth: MAX_DEPTH,
        nodes: 3_000,
        eval: Evaluation::RICH,
        random: 0.0,
        slip: 0.0,
        margin: 0,
        tt_bits: 16,
    },
    Level {
        depth: MAX_DEPTH,
        nodes: 25_000,
        eval: Evaluation::RICH,
        random: 0.0,
        slip: 0.0,
        margin: 0,
        tt_bits: 18,
    },
    Level {
        depth: MAX_DEPTH,
        nodes: 250_000,
        eval: Evaluation::RICH,
        random: 0.0,
        slip: 0.0,
        margin: 0,
        tt_bits: 20,
    },
];

const MAX_DEPTH: u32 = super::search::MAX_PLY as u32;
