//! One search of a whole game with the top level's search: for hints, the master and the
//! measuring tools.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oware_rules::{Game, Rules};

use crate::levels;
use crate::search::{Analysis, Deepening, Limits, Oracle, Reductions, Searcher};
use crate::tt::Tt;
use crate::{Evaluation, LEVELS};

/// What one search of a whole game may use.
#[derive(Clone, Copy)]
pub(crate) struct GameSearch {
    pub eval: Evaluation,
    pub nodes: u64,
    pub budget: Duration,
    pub keep_table: bool,
    pub trust_loose: bool,
    pub depth: u32,
    pub reduce_late: Option<Reductions>,
    pub horizon_estimates: bool,
    pub capture_plies: u32,
    pub deepening: Deepening,
}

impl GameSearch {
    /// The top level's plain search with `eval`, on `nodes` and `budget`: every depth in
    /// turn, a table of its own, no reductions and no captures played out at the horizon.
    pub fn plain(eval: Evaluation, nodes: u64, budget: Duration) -> GameSearch {
        GameSearch {
            eval,
            nodes,
            budget,
            keep_table: false,
            trust_loose: false,
            depth: levels::MAX_DEPTH,
            reduce_late: None,
            horizon_estimates: true,
            capture_plies: 0,
            deepening: Deepening::EveryPly,
        }
    }

    /// The top level's iterative deepening on `game`, stopping at positions `oracle` knows.
    pub fn run<P: Rules>(
        self,
        tt: &mut Tt,
        game: &Game<P>,
        stop: &AtomicBool,
        oracle: Option<&dyn Oracle<P>>,
    ) -> Analysis {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        if moves.is_empty() {
            return Analysis::NOTHING;
        }
        let limits = Limits {
            depth: self.depth.min(levels::MAX_DEPTH),
            nodes: self.nodes,
            deadline: Instant::now().checked_add(self.budget),
            style: levels::level(game.position().kind(), LEVELS).style,
            keep_table: self.keep_table,
            reduce_late: self.reduce_late,
            capture_plies: self.capture_plies,
            deepening: self.deepening,
        };
        let searcher = Searcher::new(
            tt,
            self.eval,
            stop,
            limits,
            game.earlier_positions(),
            game.repetition(),
        );
        let mut searcher = match oracle {
            Some(oracle) => searcher.with_oracle(oracle, self.trust_loose, self.horizon_estimates),
            None => searcher,
        };
        let mut analysis = searcher.iterate(game.position(), &moves, game.plies_without_capture());
        if analysis.best_move.is_none() {
            analysis.best_move = moves.first().copied();
        }
        analysis.nodes = searcher.nodes();
        analysis
    }
}

/// Searches `game` with the top level's search and evaluation under explicit budgets, with
/// a table of its own. Used by the benchmarks and the strength ladder; `u64::MAX` nodes and
/// a long budget give a search that only the stop flag ends.
pub fn analyse<P: Rules>(
    game: &Game<P>,
    max_nodes: u64,
    budget: Duration,
    stop: &AtomicBool,
) -> Analysis {
    analyse_with(game, Evaluation::Tuned, max_nodes, budget, stop)
}

/// Like [`analyse`] with a chosen evaluation, to compare evaluations at equal budgets.
pub fn analyse_with<P: Rules>(
    game: &Game<P>,
    eval: Evaluation,
    max_nodes: u64,
    budget: Duration,
    stop: &AtomicBool,
) -> Analysis {
    let level = levels::level(game.position().kind(), LEVELS);
    let mut tt = Tt::new(level.tt_bits);
    GameSearch::plain(eval, max_nodes, budget).run(&mut tt, game, stop, None)
}
