//! Tux, the computer opponent of every game of the family, from a beginner who often misses
//! captures to a full alpha-beta searcher.
//!
//! Tux depends on the rules only, and one search serves every game (it is generic over
//! [`Rules`]); each game has its own evaluation weights and level table. Every level is
//! bounded by a node budget, so a game replays exactly for a given seed; the time budget only
//! caps the thinking time on slow machines. A `Tux` keeps its transposition table from move
//! to move (a level's search ignores what the earlier ones stored; the master's builds on
//! them), so it should live as long as the player it stands for. [`Player`] is the way in
//! for a program that lets a child play Tux: any game, any level, Oware's master and its
//! endgame tables included.

pub mod book;
pub mod endgame;
mod eval;
mod levels;
mod loose;
mod player;
pub mod review;
mod search;
mod tt;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oware_rules::{abapa, AnyPosition, Game, GameVisitor, Repetition, Rules};
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

use search::{Limits, Searcher};
use tt::Tt;

pub use eval::{Evaluation, Weights, SEED};
pub use levels::{level, Level, Style};
pub use loose::LooseValue;
pub use player::Player;
pub use review::{review, review_game, Review, ReviewedMove, REVIEW_NODES};
pub use search::{Analysis, Deepening, Margin, Oracle, Reductions, WIN};

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

/// The computer opponent at one level, with its own random generator and table.
pub struct Tux {
    level: u8,
    rng: StdRng,
    budget: Duration,
    node_cap: u64,
    /// Allocated at the first search that needs it, and grown only when a level needs more.
    tt: Option<Tt>,
    /// A style of play outside the level tables, for tuning them.
    custom: Option<Level>,
    /// How the master plays.
    master: MasterTuning,
    /// The repetition rule of the last search if it was the master's and kept its table for
    /// the next one; `None` after any other search, whose entries the master must not trust.
    kept_for: Option<Repetition>,
}

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
}

impl Default for MasterTuning {
    fn default() -> Self {
        MasterTuning::DEFAULT
    }
}

impl Tux {
    pub fn new(level: u8, seed: u64) -> Tux {
        Tux {
            level: clamp_level(level),
            rng: StdRng::seed_from_u64(seed),
            budget: DEFAULT_TIME_BUDGET,
            node_cap: u64::MAX,
            tt: None,
            custom: None,
            master: MasterTuning::DEFAULT,
            kept_for: None,
        }
    }

    /// A Tux whose master level plays with other settings, to measure them.
    pub fn with_master_tuning(mut self, tuning: MasterTuning) -> Tux {
        self.master = tuning;
        self
    }

    /// A Tux that plays in the given style whatever the game, to measure a candidate level.
    pub fn custom(style: Level, seed: u64) -> Tux {
        Tux {
            custom: Some(style),
            ..Tux::new(1, seed)
        }
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    pub fn set_level(&mut self, level: u8) {
        self.level = clamp_level(level);
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

    /// The table, with at least `2^bits` entries, for a search that keeps it for the next one
    /// under the rule `kept_for` (the master's) or not at all (`None`, the levels' and hints').
    /// Also says whether what the last search stored may serve this one: only when both keep
    /// it under the same rule, since the levels' evaluations and the other rule score
    /// positions differently.
    fn table(&mut self, bits: u32, kept_for: Option<Repetition>) -> (&mut Tt, bool) {
        let keep = kept_for.is_some() && self.kept_for == kept_for;
        self.kept_for = kept_for;
        let wanted = 1usize << bits;
        if self.tt.as_ref().is_none_or(|tt| tt.len() < wanted) {
            self.tt = None;
        }
        (self.tt.get_or_insert_with(|| Tt::new(bits)), keep)
    }

    /// Picks a move for the player to move; `None` only when the game is over.
    ///
    /// Returns soon after `stop` becomes true, still with a legal move.
    pub fn choose_move<P: Rules>(&mut self, game: &Game<P>, stop: &AtomicBool) -> Option<usize> {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let first = *moves.first()?;
        if moves.len() == 1 {
            return Some(first);
        }
        let level = self
            .custom
            .unwrap_or_else(|| levels::level(game.position().kind(), self.level));
        if self.rng.random_bool(level.random) {
            return moves.choose(&mut self.rng).copied();
        }
        let limits = Limits {
            depth: level.depth,
            nodes: level.nodes.min(self.node_cap),
            deadline: Instant::now().checked_add(self.budget),
            style: level.style,
            keep_table: false,
            reduce_late: None,
            capture_plies: 0,
            deepening: Deepening::EveryPly,
        };
        let earlier = game.earlier_positions();
        let position = game.position();
        let quiet = game.plies_without_capture();
        let mut rng = self.rng.clone();
        let (tt, _) = self.table(level.tt_bits, None);
        let mut searcher = Searcher::new(tt, level.eval, stop, limits, earlier, game.repetition());
        let choice = if level.scores_every_move() {
            let scores = searcher.score_all(position, &moves, level.depth, quiet);
            pick_like_a_learner(&scores, level.temperature, &mut rng).unwrap_or(first)
        } else {
            let mut order = moves;
            // Different games see equal moves in a different order, hence different choices.
            order.shuffle(&mut rng);
            let analysis = searcher.iterate(position, &order, quiet);
            analysis.best_move.unwrap_or(order[0])
        };
        self.rng = rng;
        Some(choice)
    }

    /// [`Tux::choose_move`] for a game chosen at run time; the search runs on the game's own
    /// position type.
    pub fn choose_move_any(
        &mut self,
        game: &Game<AnyPosition>,
        stop: &AtomicBool,
    ) -> Option<usize> {
        struct Choose<'a> {
            tux: &'a mut Tux,
            stop: &'a AtomicBool,
        }
        impl GameVisitor for Choose<'_> {
            type Output = Option<usize>;
            fn visit<P: Rules>(self, game: &Game<P>) -> Option<usize> {
                self.tux.choose_move(game, self.stop)
            }
        }
        game.visit(Choose { tux: self, stop }).flatten()
    }

    /// The strongest move the top level finds within `budget`, with this Tux's table; the
    /// same game always gets the same hint when the time budget is not the limit.
    pub fn hint<P: Rules>(
        &mut self,
        game: &Game<P>,
        budget: Duration,
        stop: &AtomicBool,
    ) -> Option<usize> {
        let level = levels::level(game.position().kind(), LEVELS);
        let (tt, _) = self.table(level.tt_bits, None);
        let search = GameSearch {
            eval: level.eval,
            nodes: level.nodes,
            budget,
            keep_table: false,
            trust_loose: false,
            depth: levels::MAX_DEPTH,
            reduce_late: None,
            horizon_estimates: true,
            capture_plies: 0,
            deepening: Deepening::EveryPly,
        };
        search_game(tt, game, search, stop, None).best_move
    }
}

impl Tux {
    /// [`Tux::hint`] for a game chosen at run time.
    pub fn hint_any(
        &mut self,
        game: &Game<AnyPosition>,
        budget: Duration,
        stop: &AtomicBool,
    ) -> Option<usize> {
        struct Hint<'a> {
            tux: &'a mut Tux,
            budget: Duration,
            stop: &'a AtomicBool,
        }
        impl GameVisitor for Hint<'_> {
            type Output = Option<usize>;
            fn visit<P: Rules>(self, game: &Game<P>) -> Option<usize> {
                self.tux.hint(game, self.budget, self.stop)
            }
        }
        game.visit(Hint {
            tux: self,
            budget,
            stop,
        })
        .flatten()
    }
}

impl Oracle<abapa::Position> for endgame::EndgameTables {
    fn final_margin(&self, position: &abapa::Position) -> Option<Margin> {
        let result = self.result(position)?;
        Some(if result.exact {
            Margin::Exact(result.value)
        } else {
            Margin::Estimate(result.value)
        })
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
        let legal = game.legal_moves();
        if let Some(house) = book::OpeningBook::embedded()
            .lookup(game.position())
            .filter(|&house| legal.contains(house))
        {
            return Some(house);
        }
        let tables = if self.master.endgame_tables {
            tables()
        } else {
            None
        };
        self.master_analysis(game, budget, tables, stop).best_move
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
        let tuning = self.master;
        let judged = tables.map(|tables| loose::JudgedTables {
            tables,
            loose: tuning.loose,
        });
        let oracle = judged
            .as_ref()
            .map(|judged| judged as &dyn Oracle<abapa::Position>);
        let kept_for = tuning.keep_table.then_some(game.repetition());
        let (tt, keep_table) = self.table(tuning.table_bits, kept_for);
        let search = GameSearch {
            eval: tuning.eval,
            nodes: u64::MAX,
            budget,
            keep_table,
            trust_loose: tuning.trust_loose,
            depth: tuning.max_depth,
            reduce_late: tuning.reduce_late,
            horizon_estimates: tuning.horizon_estimates,
            capture_plies: tuning.capture_plies,
            deepening: tuning.deepening,
        };
        search_game(tt, game, search, stop, oracle)
    }
}

/// The master's table: 2^20 entries of 16 bytes, 16 MiB.
const MASTER_TABLE_BITS: u32 = 20;

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
    let search = GameSearch {
        eval,
        nodes: max_nodes,
        budget,
        keep_table: false,
        trust_loose: false,
        depth: levels::MAX_DEPTH,
        reduce_late: None,
        horizon_estimates: true,
        capture_plies: 0,
        deepening: Deepening::EveryPly,
    };
    search_game(&mut tt, game, search, stop, None)
}

/// What one search of a whole game may use.
#[derive(Clone, Copy)]
struct GameSearch {
    eval: Evaluation,
    nodes: u64,
    budget: Duration,
    keep_table: bool,
    trust_loose: bool,
    depth: u32,
    reduce_late: Option<Reductions>,
    horizon_estimates: bool,
    capture_plies: u32,
    deepening: Deepening,
}

/// The top level's iterative deepening on `game`, stopping at positions `oracle` knows.
fn search_game<P: Rules>(
    tt: &mut Tt,
    game: &Game<P>,
    search: GameSearch,
    stop: &AtomicBool,
    oracle: Option<&dyn Oracle<P>>,
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
    let limits = Limits {
        depth: search.depth.min(levels::MAX_DEPTH),
        nodes: search.nodes,
        deadline: Instant::now().checked_add(search.budget),
        style: levels::level(game.position().kind(), LEVELS).style,
        keep_table: search.keep_table,
        reduce_late: search.reduce_late,
        capture_plies: search.capture_plies,
        deepening: search.deepening,
    };
    let searcher = Searcher::new(
        tt,
        search.eval,
        stop,
        limits,
        game.earlier_positions(),
        game.repetition(),
    );
    let mut searcher = match oracle {
        Some(oracle) => searcher.with_oracle(oracle, search.trust_loose, search.horizon_estimates),
        None => searcher,
    };
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

/// Chooses among scored moves like a learner: the best most often, a slightly worse one now
/// and then, a much worse one hardly ever (a softmax over the scores).
fn pick_like_a_learner(
    scores: &[(usize, i32)],
    temperature: i32,
    rng: &mut StdRng,
) -> Option<usize> {
    let best = scores.iter().map(|&(_, s)| s).max()?;
    if temperature <= 0 {
        let top: Vec<usize> = scores
            .iter()
            .filter(|&&(_, s)| s == best)
            .map(|&(m, _)| m)
            .collect();
        return top.choose(rng).copied();
    }
    let weights: Vec<f64> = scores
        .iter()
        .map(|&(_, s)| (f64::from(s - best) / f64::from(temperature)).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut ticket = rng.random::<f64>() * total;
    for (&(house, _), weight) in scores.iter().zip(&weights) {
        if ticket < *weight {
            return Some(house);
        }
        ticket -= weight;
    }
    scores.last().map(|&(house, _)| house)
}
