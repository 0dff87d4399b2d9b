//! Tux's side of the table: asks the worker for a move when it is Tux's turn, waits until a
//! child has seen Tux "think", and drops every answer computed for a game that has since
//! changed. This is the one place where an answer is checked against the game.

use std::time::Duration;

use crate::activity::sitting::Sitting;
use crate::activity::worker::{Job, Thinking, ThinkingBudget, Worker};

/// Tux shows its thinking face at least this long, so a child sees whose turn it is.
const MIN_THINKING: Duration = Duration::from_millis(600);

/// What Tux's side has for the controller after a beat of the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TuxNews {
    /// Nothing to show yet.
    Nothing,
    /// Tux started thinking: its face changes.
    Thinking,
    /// Tux plays this house now.
    Play(usize),
    /// The hint the child asked for.
    Hint(usize),
}

pub struct TuxDriver {
    /// Tux's thread and what it keeps from move to move (its table, the master's endgame
    /// tables), made at the first request of a game and let go when the game is over or left
    /// (see [`TuxDriver::rest`]).
    worker: Option<Worker>,
    budget: ThinkingBudget,
    thinking: Thinking,
    /// Tux's chosen move, waiting for the replay and the thinking face.
    chosen: Option<usize>,
    waited: Duration,
    seed: u64,
}

impl TuxDriver {
    pub fn new(budget: ThinkingBudget, thinking: Thinking, seed: u64) -> TuxDriver {
        TuxDriver {
            worker: None,
            budget,
            thinking,
            chosen: None,
            waited: Duration::ZERO,
            seed,
        }
    }

    /// The seed of the activity's choices ([`crate::activity::ActivityOptions::seed`]): fixed
    /// by tests, fresh on every start otherwise.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Forgets whatever was being thought about: the game changed.
    pub fn reset(&mut self) {
        if let Some(worker) = &mut self.worker {
            worker.cancel();
        }
        self.chosen = None;
        self.waited = Duration::ZERO;
    }

    /// The game is over or left: Tux's thread ends, and the memory its thinking holds goes
    /// with it (16 MB of table after a hint or a top level, and the master's 52 MB of
    /// endgame tables once a hint or the master used them). The next game starts a new one.
    pub fn rest(&mut self) {
        self.reset();
        self.worker = None;
    }

    /// Tux's thread, started if it is resting.
    fn worker(&mut self) -> &mut Worker {
        let (budget, thinking) = (self.budget, self.thinking);
        self.worker
            .get_or_insert_with(|| Worker::new(budget, thinking))
    }

    pub fn ask_hint(&mut self, sitting: &Sitting) {
        self.worker()
            .start(sitting.generation(), sitting.game(), Job::Hint);
    }

    /// One beat of the clock. `replaying` holds Tux's move back until the previous move has
    /// been shown.
    pub fn advance(&mut self, sitting: &Sitting, step: Duration, replaying: bool) -> TuxNews {
        let mut news = TuxNews::Nothing;
        while let Some(answer) = self.worker.as_mut().and_then(Worker::poll) {
            // The only staleness check: an answer for an older game is never used.
            if answer.generation != sitting.generation() {
                continue;
            }
            match (answer.job, answer.house) {
                (Job::Move { .. }, Some(house)) => self.chosen = Some(house),
                (Job::Hint, Some(house)) => news = TuxNews::Hint(house),
                (_, None) => {}
            }
        }
        if news != TuxNews::Nothing || !sitting.is_tux_turn() || replaying {
            return news;
        }
        self.waited += step;
        if let Some(house) = self.chosen {
            if self.waited < MIN_THINKING {
                return TuxNews::Nothing;
            }
            self.chosen = None;
            self.waited = Duration::ZERO;
            return TuxNews::Play(house);
        }
        if self
            .worker
            .as_ref()
            .is_some_and(|worker| worker.is_busy_with(|job| matches!(job, Job::Move { .. })))
        {
            return TuxNews::Nothing;
        }
        self.seed = self
            .seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let job = Job::Move {
            level: sitting.level(),
            seed: self.seed,
        };
        self.worker()
            .start(sitting.generation(), sitting.game(), job);
        TuxNews::Thinking
    }
}
