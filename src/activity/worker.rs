//! Tux thinks on its own thread so the window never freezes.
//!
//! Each request carries the session's generation number; the answer comes back with it, and
//! the controller ignores answers whose generation is no longer current. Cancelling raises
//! the stop flag so an abandoned search ends quickly instead of burning a core.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use crate::rules::abapa::Game;
use crate::tux::{self, Tux};

/// What to think about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Tux's own move at its level.
    Move { level: u8, seed: u64 },
    /// The best move for the child, at full strength.
    Hint,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    pub generation: u64,
    pub job: Job,
    pub house: Option<usize>,
}

/// How long Tux and the hint may think; tests shorten it.
#[derive(Clone, Copy, Debug)]
pub struct ThinkingBudget {
    pub tux: Duration,
    pub hint: Duration,
}

/// Where Tux thinks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Thinking {
    /// On a thread of its own, so the window never freezes: what a child gets.
    #[default]
    OnItsOwnThread,
    /// On the UI thread, at once, when the controller asks: the answer is there at the next
    /// tick. For tests and tools that drive the activity on a mocked clock and must not wait
    /// on the wall clock; the window does not redraw while Tux thinks.
    InPlace,
}

impl Default for ThinkingBudget {
    fn default() -> Self {
        ThinkingBudget {
            tux: Duration::from_millis(900),
            hint: Duration::from_millis(700),
        }
    }
}

pub struct Worker {
    budget: ThinkingBudget,
    thinking: Thinking,
    sender: Sender<Answer>,
    receiver: Receiver<Answer>,
    running: Option<(Job, u64, Arc<AtomicBool>)>,
}

impl Worker {
    pub fn new(budget: ThinkingBudget, thinking: Thinking) -> Worker {
        let (sender, receiver) = channel();
        Worker {
            budget,
            thinking,
            sender,
            receiver,
            running: None,
        }
    }

    /// True while a request of this kind is being worked on.
    pub fn is_busy_with(&self, matches: impl Fn(Job) -> bool) -> bool {
        self.running
            .as_ref()
            .is_some_and(|(job, _, _)| matches(*job))
    }

    /// Starts thinking; any earlier request is cancelled.
    pub fn start(&mut self, generation: u64, game: &Game, job: Job) {
        self.cancel();
        let stop = Arc::new(AtomicBool::new(false));
        let game = game.clone();
        let sender = self.sender.clone();
        let budget = self.budget;
        let thread_stop = Arc::clone(&stop);
        let think = move || {
            let house = match job {
                Job::Move { level, seed } => Tux::new(level, seed)
                    .with_time_budget(budget.tux)
                    .choose_move(&game, &thread_stop),
                Job::Hint => tux::hint(&game, budget.hint, &thread_stop),
            };
            // The receiver is gone only when the activity closed; nobody needs the answer.
            let _ = sender.send(Answer {
                generation,
                job,
                house,
            });
        };
        if self.thinking == Thinking::InPlace {
            think();
            self.running = Some((job, generation, stop));
            return;
        }
        let spawned = thread::Builder::new().name("tux".into()).spawn(think);
        match spawned {
            Ok(_) => self.running = Some((job, generation, stop)),
            Err(error) => eprintln!("oware: could not start Tux's thread: {error}"),
        }
    }

    /// Asks the running search to stop; its answer will be stale and dropped.
    pub fn cancel(&mut self) {
        if let Some((_, _, stop)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// The next answer for the current request, if one has arrived.
    pub fn poll(&mut self) -> Option<Answer> {
        loop {
            match self.receiver.try_recv() {
                Ok(answer) => {
                    let current = self.running.as_ref().is_some_and(|(job, generation, _)| {
                        *job == answer.job && *generation == answer.generation
                    });
                    if current {
                        self.running = None;
                        return Some(answer);
                    }
                }
                Err(TryRecvError::Empty) | Err(TryRecvError::Disconnected) => return None,
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::abapa::Variant;

    const BUDGET: ThinkingBudget = ThinkingBudget {
        tux: Duration::from_millis(20),
        hint: Duration::from_millis(20),
    };

    impl Worker {
        /// Blocks until the current request's answer arrives (the UI polls instead).
        fn wait(&mut self) -> Option<Answer> {
            loop {
                let answer = self.receiver.recv_timeout(Duration::from_secs(30)).ok()?;
                let current = self.running.as_ref().is_some_and(|(job, generation, _)| {
                    *job == answer.job && *generation == answer.generation
                });
                if current {
                    self.running = None;
                    return Some(answer);
                }
            }
        }
    }

    #[test]
    fn a_thread_answers_and_an_abandoned_request_is_dropped() {
        let game = Game::new(Variant::ABAPA);
        let mut worker = Worker::new(BUDGET, Thinking::OnItsOwnThread);
        worker.start(1, &game, Job::Move { level: 3, seed: 9 });
        // Replaced before it could be read: its answer must never come out.
        worker.start(2, &game, Job::Hint);
        let answer = worker.wait().expect("the hint arrives");
        assert_eq!((answer.generation, answer.job), (2, Job::Hint));
        let house = answer.house.expect("a house");
        assert!(game.legal_moves().contains(house));
        assert!(!worker.is_busy_with(|_| true));
    }

    #[test]
    fn in_place_the_answer_is_there_at_once() {
        let game = Game::new(Variant::ABAPA);
        let mut worker = Worker::new(BUDGET, Thinking::InPlace);
        worker.start(5, &game, Job::Move { level: 2, seed: 1 });
        let answer = worker.poll().expect("answered during start");
        assert_eq!(answer.generation, 5);
        assert!(answer
            .house
            .is_some_and(|house| game.legal_moves().contains(house)));
    }
}
