//! Iterative-deepening principal-variation search with alpha-beta pruning.
//!
//! One search for every game of the family, generic over the rules: it works on bare
//! positions through the unchecked `apply` fast path. A move that leaves the same player to
//! move (an extra turn) keeps the score's point of view instead of negating it. Where the game
//! has them (Oware), the history-dependent ends (repetition, too long without a capture) are
//! tracked along the search path, under the game's repetition rule, so that lines which would
//! end the game are scored as ended.
//!
//! The search state of one node (its depth, window, ply and plies without a capture) travels
//! as one [`Node`](node::Node). The files follow a search's way down:
//! - `deepening`: the iterations at the root, and the fixed-depth scores of every root move;
//! - `node`: one node: the ends of the game, the oracle, the table, then its children;
//! - `children`: a node's moves in turn, the table's first, with late-move reductions;
//! - `ordering`: the order of a node's moves, and what cut-offs teach it;
//! - `quiesce`: the captures played out at the horizon;
//! - `scores`: wins, losses and the table's distances as scores.

mod children;
mod deepening;
mod node;
mod oracle;
mod ordering;
mod quiesce;
mod scores;
#[cfg(test)]
mod testing;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::eval::Evaluation;
use super::tt::{key, Tt};
use oware_rules::{Repetition, Rules};

pub use children::Reductions;
pub use deepening::Deepening;
pub use oracle::{Margin, Oracle};
pub use ordering::Style;
pub use scores::WIN;

use ordering::Memory;

/// Deeper than any search can reach in the budgets Tux uses; bounds the per-ply tables.
pub(crate) const MAX_PLY: usize = 120;
/// The stop flag and the clock are read once per this many nodes (a power of two).
const POLL_INTERVAL: u64 = 1024;

/// What one search may do: how deep, how many nodes, until when, and with which features.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub depth: u32,
    pub nodes: u64,
    pub deadline: Option<Instant>,
    pub style: Style,
    /// May the search use what earlier searches left in the table? Only where a move need
    /// not depend on its game alone (the master); the levels replay exactly without it.
    pub keep_table: bool,
    /// Late-move reductions (the master only): see [`Searcher::search_rest`].
    pub reduce_late: Option<Reductions>,
    /// At the horizon, play on the captures for at most this many plies before judging the
    /// position (the master only): see [`Searcher::quiesce`].
    pub capture_plies: u32,
    /// Which depths the iterations complete in turn.
    pub deepening: Deepening,
}

impl Limits {
    /// A search to `depth` or `nodes` in `style` and nothing more: no deadline, a table that
    /// is not kept, no reductions, no captures played out at the horizon, every depth in turn.
    pub fn plain(depth: u32, nodes: u64, style: Style) -> Limits {
        Limits {
            depth,
            nodes,
            deadline: None,
            style,
            keep_table: false,
            reduce_late: None,
            capture_plies: 0,
            deepening: Deepening::EveryPly,
        }
    }
}

/// What a search found; `depth` is the last iteration that was searched completely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The move found best; `None` only when the game is over.
    pub best_move: Option<usize>,
    /// From the point of view of the player to move, in hundredths of a seed; beyond
    /// ±29 000 it is a forced win or loss.
    pub score: i32,
    /// The deepest iteration searched completely, in plies.
    pub depth: u32,
    /// The nodes searched.
    pub nodes: u64,
}

impl Analysis {
    /// What a search finds before it has searched anything.
    pub(crate) const NOTHING: Analysis = Analysis {
        best_move: None,
        score: 0,
        depth: 0,
        nodes: 0,
    };
}

/// One search: its table, limits and budget, and what it tracks along its path.
pub(crate) struct Searcher<'a, P: Rules> {
    tt: &'a mut Tt,
    eval: Evaluation,
    stop: &'a AtomicBool,
    limits: Limits,
    nodes: u64,
    aborted: bool,
    /// The killers and the history that order the quiet moves.
    memory: Memory,
    /// Hashes of the positions before the current one, oldest first, back to the last
    /// capture of the game; a capture changes the stores, so older ones cannot come back.
    path: Vec<u64>,
    /// The oldest entry of `path` that a repetition found in the subtree being searched
    /// came back to, or `usize::MAX` if none did: a node below that entry owes its score to
    /// the way the game came to it, and the table must not give that score to another way.
    repeated_from: usize,
    /// The moves in a row without a capture that end the game, if the rule has a limit.
    quiet_limit: Option<u32>,
    /// Does a position's first return since the last capture end the game?
    first_repetition: bool,
    /// The plies without a capture before the root: a node whose count is this plus its ply
    /// lies in the root's run of quiet moves, where a position already played may come back.
    root_quiet: u32,
    oracle: Option<&'a dyn Oracle<P>>,
    /// Take the oracle's estimates as proofs, as if nothing it ignores could happen.
    trust_estimates: bool,
    /// Judge a position the oracle knows only an estimate of by that estimate at the horizon
    /// (else by the evaluation).
    horizon_estimates: bool,
}

impl<'a, P: Rules> Searcher<'a, P> {
    /// A search with `tt` as its table, after the `earlier` positions of the game (oldest
    /// first) under the `repetition` rule.
    pub fn new(
        tt: &'a mut Tt,
        eval: Evaluation,
        stop: &'a AtomicBool,
        limits: Limits,
        earlier: &[P],
        repetition: Repetition,
    ) -> Searcher<'a, P> {
        let mut path = Vec::with_capacity(earlier.len() + MAX_PLY + 1);
        path.extend(earlier.iter().map(key));
        tt.new_search(limits.keep_table);
        Searcher {
            tt,
            eval,
            stop,
            limits,
            nodes: 0,
            aborted: false,
            memory: Memory::new(),
            path,
            repeated_from: usize::MAX,
            quiet_limit: repetition.no_capture_limit(),
            first_repetition: repetition == Repetition::First,
            root_quiet: 0,
            oracle: None,
            trust_estimates: false,
            horizon_estimates: true,
        }
    }

    /// Lets the search stop at positions whose result `oracle` knows exactly (under the
    /// first-repetition rule, only those reached by a capture, where no earlier position can
    /// come back), and judge the others it knows at its horizon by their value; with
    /// `trust_estimates`, it stops at all of them; without `horizon_estimates` the horizon
    /// judges the others by the evaluation.
    pub fn with_oracle(
        mut self,
        oracle: &'a dyn Oracle<P>,
        trust_estimates: bool,
        horizon_estimates: bool,
    ) -> Searcher<'a, P> {
        self.oracle = Some(oracle);
        self.trust_estimates = trust_estimates;
        self.horizon_estimates = horizon_estimates;
        self
    }

    /// The nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn poll(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.limits.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.aborted = true;
        }
    }

    /// Counts a node against the budget and reads the clock now and then; true when the
    /// search must stop.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
        }
        if self.nodes & (POLL_INTERVAL - 1) == 0 {
            self.poll();
        }
        self.aborted
    }

    /// Where in `path` the position of `key` was played before since the last capture, if
    /// it was.
    fn repeated(&self, key: u64, quiet: u32) -> Option<usize> {
        let n = self.path.len();
        let window = (quiet as usize).min(n);
        // The parent has the other player to move, so only every second position can match.
        (n - window..n)
            .rev()
            .skip(1)
            .step_by(2)
            .find(|&i| self.path[i] == key)
    }
}
