//! What each level of Tux is allowed to see and how freely it chooses, game by game.
//!
//! A level either scores every move at a fixed depth and then chooses among them like a
//! learner (a near-best move is likely, a bad one rare: a softmax over the scores with a
//! temperature), or runs the full iterative-deepening search on a node budget. Each game has
//! its own table, measured with `examples/ladder` so that every level wins 60–85 % against
//! the one below.

use oware_rules::GameKind;

use super::eval::{Evaluation, SEED};
use super::search::{Style, MAX_PLY};

/// How one level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Node budget per move; it, not the clock, bounds the levels, so games replay exactly.
    pub nodes: u64,
    /// How the search judges a position at its horizon.
    pub eval: Evaluation,
    /// Chance of playing any legal move, as a child who has not looked at the board.
    pub random: f64,
    /// How freely a move other than the best is chosen, in hundredths of a seed: a move
    /// that scores this much worse than the best is chosen e (2.7) times less often. Zero
    /// always plays the best.
    pub temperature: i32,
    /// Transposition table size, as a power of two of its entries.
    pub tt_bits: u32,
    /// How the search orders moves.
    pub style: Style,
}

impl Level {
    /// Levels that may play a move other than the best need a score for every move.
    pub fn scores_every_move(&self) -> bool {
        self.random > 0.0 || self.temperature > 0
    }

    /// A learner: every move scored `depth` plies deep, then a choice with some freedom.
    pub const fn learner(depth: u32, random: f64, temperature: i32) -> Level {
        Level {
            depth,
            nodes: UNLIMITED,
            eval: Evaluation::Tuned,
            random,
            temperature,
            tt_bits: 16,
            style: Style::PLAIN,
        }
    }

    /// The full search on a node budget, always playing the best move it finds.
    pub const fn searcher(nodes: u64, tt_bits: u32) -> Level {
        Level {
            depth: MAX_DEPTH,
            nodes,
            eval: Evaluation::Tuned,
            random: 0.0,
            temperature: 0,
            tt_bits,
            style: Style::PLAIN,
        }
    }

    /// The same level searching in another style.
    pub const fn with_style(self, style: Style) -> Level {
        Level { style, ..self }
    }
}

const UNLIMITED: u64 = u64::MAX;
pub(crate) const MAX_DEPTH: u32 = MAX_PLY as u32;

/// Levels per game.
pub(crate) const LEVELS: usize = 10;

/// Level `number` (1..=LEVELS, clamped) of a game.
pub fn level(kind: GameKind, number: u8) -> Level {
    let table = match kind {
        GameKind::Oware => &OWARE,
        GameKind::Kalah => &KALAH,
        GameKind::Congkak => &CONGKAK,
        GameKind::TogyzKumalak => &TOGYZ,
    };
    table[usize::from(number.clamp(1, LEVELS as u8)) - 1]
}

// The tables below come from `examples/ladder` runs (see the README): the lower levels look
// three plies ahead and choose more and more carefully, the middle ones look further, and the
// top ones run the full search on growing node budgets. Congkak's ladder plays openings that
// deep searches find even (`data/congkak-openings.txt`); from them a six-ply learner, a
// 20 000-node search and a million nodes make steps of about 70 %, and two or four million
// nodes play no better than one.

const OWARE: [Level; LEVELS] = [
    Level::learner(3, 0.20, 6 * SEED),
    Level::learner(3, 0.10, 3 * SEED),
    Level::learner(3, 0.05, 180),
    Level::learner(3, 0.0, 110),
    Level::learner(3, 0.0, SEED / 2),
    Level::learner(5, 0.0, SEED / 2),
    Level::learner(6, 0.0, 45),
    Level::searcher(1_500, 16),
    Level::searcher(6_000, 17),
    Level::searcher(25_000, 18),
];

const KALAH: [Level; LEVELS] = [
    Level::learner(3, 0.20, 6 * SEED),
    Level::learner(3, 0.10, 3 * SEED),
    Level::learner(3, 0.05, 180),
    Level::learner(3, 0.0, SEED),
    Level::learner(4, 0.0, SEED / 2),
    Level::learner(5, 0.0, SEED / 2),
    Level::learner(6, 0.0, 20),
    Level::searcher(6_000, 17),
    Level::searcher(25_000, 18),
    Level::searcher(1_000_000, 20),
];

const CONGKAK: [Level; LEVELS] = [
    Level::learner(1, 0.60, 10 * SEED),
    Level::learner(1, 0.05, 2 * SEED),
    Level::learner(2, 0.15, 4 * SEED),
    Level::learner(2, 0.05, 3 * SEED),
    Level::learner(3, 0.10, 3 * SEED),
    Level::learner(3, 0.0, SEED / 4),
    Level::learner(4, 0.0, 30),
    Level::learner(6, 0.0, 20),
    Level::searcher(20_000, 18).with_style(CONGKAK_STYLE),
    Level::searcher(1_000_000, 20).with_style(CONGKAK_STYLE),
];

const CONGKAK_STYLE: Style = Style {
    order_by_gain: true,
};

const TOGYZ: [Level; LEVELS] = [
    Level::learner(3, 0.20, 6 * SEED),
    Level::learner(3, 0.15, 4 * SEED),
    Level::learner(3, 0.10, 3 * SEED),
    Level::learner(3, 0.05, 180),
    Level::learner(3, 0.0, SEED),
    Level::learner(3, 0.0, SEED / 2),
    Level::learner(5, 0.0, SEED / 2),
    Level::learner(6, 0.0, 35),
    Level::searcher(10_000, 17),
    Level::searcher(40_000, 18),
];
