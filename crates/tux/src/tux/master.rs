//! Oware's master level, above the ladder: the opening book, then the whole time budget of
//! the top search with the endgame tables, and how it may be tuned to measure candidates.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{abapa, Game};

use super::Tux;
use crate::game_search::GameSearch;
use crate::levels;
use crate::loose::{JudgedTables, LooseValue};
use crate::search::{Analysis, Deepening, Oracle, Reductions};
use crate::{book, endgame, Evaluation, Weights};

/// The master's table: 2^20 entries of 16 bytes, 16 MiB.
const MASTER_TABLE_BITS: u32 = 20;

/// A hint's table: 2^17 entries, 2 MiB. A hint thinks for well under a second and is not
/// kept for the next one, so the master's 16 MiB would mostly stay empty; and a table that
/// size, freed when a game's thread ends, may stay with the process (glibc keeps a freed
/// block of a few MiB for later allocations), which made the window 16 MiB heavier after
/// its second game with hints.
const HINT_TABLE_BITS: u32 = 17;

/// How the master searches: its own settings by default, others to measure a candidate
/// against other programs (`ladder`'s `M<ms>/...` players).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MasterTuning {
    /// Keep the table from move to move, so that a search starts from what the last ones
    /// found (the master's moves then depend on the moves before, not on the game alone).
    /// Only the master's own searches under the same repetition rule share it.
    pub keep_table: bool,
    /// The evaluation at the search's horizon.
    pub eval: Evaluation,
    /// The table's size, as a power of two of its 16-byte entries.
    pub table_bits: u32,
    /// Take every value the endgame tables give as a proof, as the master did before it knew
    /// about repetitions: the loose ones (which a circle can change) and, under the
    /// first-repetition rule, the exact ones after a quiet move too (where a position played
    /// since the last capture may come back and end the game before the tables' line does).
    pub trust_loose: bool,
    /// The deepest iteration the search may start, so that a fixed-depth search can be
    /// compared across versions of the search; no limit but the clock by default.
    pub max_depth: u32,
    /// Search the quiet moves that come late in a node's order one ply shallower first, and
    /// at full depth only when they beat the best so far.
    pub reduce_late: Option<Reductions>,
    /// Use Oware's endgame tables at all.
    pub endgame_tables: bool,
    /// At the search's horizon, play on at most this many captures before judging the board
    /// (0: judge it as it stands).
    pub capture_plies: u32,
    /// Where the tables' value of a position is not a proof (under the first-repetition rule,
    /// after a quiet move), take it at the search's horizon instead of the evaluation.
    pub horizon_estimates: bool,
    /// What stands for an endgame board the tables know only loosely.
    pub loose: LooseValue,
    /// Which depths the search completes in turn.
    pub deepening: Deepening,
}

impl MasterTuning {
    /// The master's own settings.
    pub const DEFAULT: MasterTuning = MasterTuning {
        keep_table: true,
        eval: Evaluation::Rich(Weights::OWARE_MASTER),
        table_bits: MASTER_TABLE_BITS,
        trust_loose: false,
        max_depth: levels::MAX_DEPTH,
        reduce_late: None,
        endgame_tables: true,
        capture_plies: 0,
        horizon_estimates: true,
        loose: LooseValue::Table,
        deepening: Deepening::EveryPly,
    };

    /// The whole game's search of the master with these settings, within `budget`; `keep`
    /// says whether the table holds what the master's last search found.
    fn search(self, budget: Duration, keep: bool) -> GameSearch {
        GameSearch {
            eval: self.eval,
            nodes: u64::MAX,
            budget,
            keep_table: keep,
            trust_loose: self.trust_loose,
            depth: self.max_depth,
            reduce_late: self.reduce_late,
            horizon_estimates: self.horizon_estimates,
            capture_plies: self.capture_plies,
            deepening: self.deepening,
        }
    }
}

impl Default for MasterTuning {
    fn default() -> Self {
        MasterTuning::DEFAULT
    }
}

impl Tux {
    /// The master level of Oware, above the ladder: the opening book first, then the whole
    /// `budget` of iterative deepening with no node limit, stopping at the endgame tables that
    /// `tables` gives (asked only when the book has no answer). Without tables it plays the
    /// same way, only weaker in long endings.
    pub fn master_move<'t>(
        &mut self,
        game: &Game<abapa::Position>,
        budget: Duration,
        tables: impl FnOnce() -> Option<&'t endgame::EndgameTables>,
        stop: &AtomicBool,
    ) -> Option<usize> {
        self.master_move_tuned(self.master, game, budget, tables, stop)
    }

    /// A hint for the player to move in Oware: the master's book and search, with a table
    /// of its own size (2^17 entries, 2 MiB) that no later search relies on.
    pub fn master_hint<'t>(
        &mut self,
        game: &Game<abapa::Position>,
        budget: Duration,
        tables: impl FnOnce() -> Option<&'t endgame::EndgameTables>,
        stop: &AtomicBool,
    ) -> Option<usize> {
        let tuning = MasterTuning {
            table_bits: HINT_TABLE_BITS,
            keep_table: false,
            ..self.master
        };
        self.master_move_tuned(tuning, game, budget, tables, stop)
    }

    fn master_move_tuned<'t>(
        &mut self,
        tuning: MasterTuning,
        game: &Game<abapa::Position>,
        budget: Duration,
        tables: impl FnOnce() -> Option<&'t endgame::EndgameTables>,
        stop: &AtomicBool,
    ) -> Option<usize> {
        let legal = game.legal_moves();
        if let Some(house) = book::OpeningBook::embedded()
            .lookup(game.position())
            .filter(|&house| legal.contains(house))
        {
            return Some(house);
        }
        let tables = if tuning.endgame_tables {
            tables()
        } else {
            None
        };
        self.analysis_tuned(tuning, game, budget, tables, stop)
            .best_move
    }

    /// The master's search alone, without the book: what it finds in `budget`, how deep and
    /// with how many nodes, to compare it with other programs.
    pub fn master_analysis(
        &mut self,
        game: &Game<abapa::Position>,
        budget: Duration,
        tables: Option<&endgame::EndgameTables>,
        stop: &AtomicBool,
    ) -> Analysis {
        self.analysis_tuned(self.master, game, budget, tables, stop)
    }

    fn analysis_tuned(
        &mut self,
        tuning: MasterTuning,
        game: &Game<abapa::Position>,
        budget: Duration,
        tables: Option<&endgame::EndgameTables>,
        stop: &AtomicBool,
    ) -> Analysis {
        let judged = tables.map(|tables| JudgedTables {
            tables,
            loose: tuning.loose,
        });
        let oracle = judged
            .as_ref()
            .map(|judged| judged as &dyn Oracle<abapa::Position>);
        let kept_for = tuning.keep_table.then_some(game.repetition());
        let (tt, keep_table) = self.table(tuning.table_bits, kept_for);
        tuning
            .search(budget, keep_table)
            .run(tt, game, stop, oracle)
    }
}
