//! Tux, the computer opponent, from a beginner who often misses captures to a full
//! alpha-beta searcher.
//!
//! Tux depends on the rules only. Every level is bounded by a node budget, so a game replays
//! exactly for a given seed; the time budget only caps the thinking time on slow machines.

mod eval;
mod levels;
mod search;
mod tt;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

use levels::{Level, TABLE};
use oware_rules::abapa::Game;
use search::{Limits, Searcher};
use tt::Tt;

pub use eval::{Evaluation, Weights, SEED};
pub use search::{Analysis, WIN};

/// Number of levels; levels are numbered `1..=LEVELS`.
pub const LEVELS: u8 = TABLE.len() as u8;

/// The longest Tux thinks about one move unless told otherwise.
pub const DEFAULT_TIME_BUDGET: Duration = Duration::from_secs(1);

/// The computer opponent at one level, with its own random generator.
pub struct Tux {
    level: u8,
    rng: StdRng,
    budget: Duration,
    node_cap: u64,
    tt: Option<Tt>,
}

impl Tux {
    pub fn new(level: u8, seed: u64) -> Tux {
        Tux {
            level: clamp_level(level),
            rng: StdRng::seed_from_u64(seed),
            budget: DEFAULT_TIME_BUDGET,
            node_cap: u64::MAX,
            tt: None,
        }
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    pub fn set_level(&mut self, level: u8) {
        let level = clamp_level(level);
        if level != self.level {
            self.level = level;
            // The table is sized for the level; the next move allocates the right one.
            self.tt = None;
        }
    }

    pub fn reseed(&mut self, seed: u64) {
        self.rng = StdRng::seed_from_u64(seed);
    }

    /// Caps the thinking time per move; the level's node budget usually ends it sooner.
    pub fn with_time_budget(mut self, budget: Duration) -> Tux {
        self.budget = budget;
        self
    }

    /// Caps the nodes searched per move below the level's own budget: a weaker but quick
    /// Tux for tests and slow machines. Levels that score every move may then judge only some.
    pub fn with_node_budget(mut self, nodes: u64) -> Tux {
        self.node_cap = nodes.max(1);
        self
    }

    /// Picks a move for the player to move; `None` only when the game is over.
    ///
    /// Returns soon after `stop` becomes true, still with a legal move.
    pub fn choose_move(&mut self, game: &Game, stop: &AtomicBool) -> Option<usize> {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let first = *moves.first()?;
        if moves.len() == 1 {
            return Some(first);
        }
        let level = self.spec();
        if self.rng.random_bool(level.random) {
            return moves.choose(&mut self.rng).copied();
        }
        let deadline = Instant::now().checked_add(self.budget);
        let limits = Limits {
            depth: level.depth,
            nodes: level.nodes.min(self.node_cap),
            deadline,
        };
        // Each move starts afresh, so that a move depends only on the game and the generator.
        let tt = match &mut self.tt {
            Some(tt) => {
                tt.clear();
                tt
            }
            empty => empty.insert(Tt::new(level.tt_bits)),
        };
        let earlier = game.earlier_positions();
        let position = game.position();
        let quiet = game.plies_without_capture();
        let mut searcher = Searcher::new(tt, level.eval, stop, limits, earlier);
        if level.scores_every_move() {
            let scores = searcher.score_all(position, &moves, level.depth, quiet);
            Some(pick_with_slips(&scores, &level, &mut self.rng).unwrap_or(first))
        } else {
            let mut order = moves;
            // Different games see equal moves in a different order, hence different choices.
            order.shuffle(&mut self.rng);
            let analysis = searcher.iterate(position, &order, quiet);
            Some(analysis.best_move.unwrap_or(order[0]))
        }
    }

    fn spec(&self) -> Level {
        TABLE[usize::from(self.level - 1)]
    }
}

/// The strongest move the top level finds; the same game always gets the same hint when the
/// time budget is not the limit.
pub fn hint(game: &Game, budget: Duration, stop: &AtomicBool) -> Option<usize> {
    let level = TABLE[usize::from(LEVELS - 1)];
    analyse(game, level.nodes, budget, stop).best_move
}

/// Searches `game` with the top level's search and evaluation under explicit budgets.
/// Used by the hint, the benchmarks and the strength ladder.
pub fn analyse(game: &Game, max_nodes: u64, budget: Duration, stop: &AtomicBool) -> Analysis {
    let level = TABLE[usize::from(LEVELS - 1)];
    analyse_with(game, level.eval, max_nodes, budget, stop)
}

/// Like [`analyse`] with a chosen evaluation, to compare evaluations at equal budgets.
pub fn analyse_with(
    game: &Game,
    eval: Evaluation,
    max_nodes: u64,
    budget: Duration,
    stop: &AtomicBool,
) -> Analysis {
    let moves: Vec<usize> = game.legal_moves().iter().collect();
    if moves.is_empty() {
        return Analysis {
            best_move: None,
            score: 0,
            depth: 0,
            nodes: 0,
        };
    }
    let level = TABLE[usize::from(LEVELS - 1)];
    let mut tt = Tt::new(level.tt_bits);
    let limits = Limits {
        depth: level.depth,
        nodes: max_nodes,
        deadline: Instant::now().checked_add(budget),
    };
    let mut searcher = Searcher::new(&mut tt, eval, stop, limits, game.earlier_positions());
    let mut analysis = searcher.iterate(game.position(), &moves, game.plies_without_capture());
    if analysis.best_move.is_none() {
        analysis.best_move = moves.first().copied();
    }
    analysis.nodes = searcher.nodes();
    analysis
}

fn clamp_level(level: u8) -> u8 {
    level.clamp(1, LEVELS)
}

/// Chooses among scored moves like a learner: usually the best, sometimes a near-best one.
fn pick_with_slips(scores: &[(usize, i32)], level: &Level, rng: &mut StdRng) -> Option<usize> {
    let best = scores.iter().map(|&(_, s)| s).max()?;
    let top: Vec<usize> = scores
        .iter()
        .filter(|&&(_, s)| s == best)
        .map(|&(m, _)| m)
        .collect();
    let near: Vec<usize> = scores
        .iter()
        .filter(|&&(_, s)| s < best && s >= best - level.margin)
        .map(|&(m, _)| m)
        .collect();
    if !near.is_empty() && rng.random_bool(level.slip) {
        return near.choose(rng).copied();
    }
    top.choose(rng).copied()
}
