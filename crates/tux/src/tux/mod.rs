//! The computer opponent at one level, with its own random generator and table.

mod master;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oware_rules::{AnyPosition, Game, GameVisitor, Repetition, Rules};
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

use crate::game_search::GameSearch;
use crate::levels::{self, Level};
use crate::search::{Limits, Searcher};
use crate::tt::Tt;
use crate::{DEFAULT_TIME_BUDGET, LEVELS};

pub use master::MasterTuning;

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
    /// The nodes of the last [`Tux::choose_move`]'s search, to measure the levels' speed.
    last_nodes: u64,
}

impl Tux {
    /// Tux at `level` (clamped to the ladder, `1..=LEVELS`), its choices drawn from `seed`.
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
            last_nodes: 0,
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

    /// The ladder level it plays at.
    pub fn level(&self) -> u8 {
        self.level
    }

    /// Plays at another ladder level from now on (clamped to `1..=LEVELS`).
    pub fn set_level(&mut self, level: u8) {
        self.level = clamp_level(level);
    }

    /// Draws its choices from `seed` from now on, as a new Tux would.
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

    /// The nodes the last [`Tux::choose_move`] searched: zero when it had one move or played
    /// one at random without looking, so that a probe can measure the levels' nodes a second.
    pub fn last_nodes(&self) -> u64 {
        self.last_nodes
    }

    /// Picks a move for the player to move; `None` only when the game is over.
    ///
    /// Returns soon after `stop` becomes true, still with a legal move.
    pub fn choose_move<P: Rules>(&mut self, game: &Game<P>, stop: &AtomicBool) -> Option<usize> {
        self.last_nodes = 0;
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
            deadline: Instant::now().checked_add(self.budget),
            ..Limits::plain(level.depth, level.nodes.min(self.node_cap), level.style)
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
        self.last_nodes = searcher.nodes();
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
        let search = GameSearch::plain(level.eval, level.nodes, budget);
        search.run(tt, game, stop, None).best_move
    }

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
