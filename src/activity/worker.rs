//! Tux thinks on its own thread so the window never freezes.
//!
//! One Tux lives as long as the worker, on one long-lived thread, so its table is allocated
//! once, not for every move and hint. Each request carries the sitting's generation number;
//! the answer comes back with it, and the controller ignores answers whose generation is no
//! longer current. Cancelling raises the request's stop flag so an abandoned search ends
//! quickly instead of burning a core, and the requests behind it start at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use crate::rules::{AnyPosition, Game};
use crate::tux::Player;

/// What to think about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Tux's own move at its level.
    Move { level: u8, seed: u64 },
    /// The best move for the child, at full strength (in Oware the master's search), on the
    /// hint's time.
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
    /// For each of Tux's moves.
    pub tux: Duration,
    /// For each hint the child asks for.
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
    /// on the wall clock; the window does not redraw while Tux thinks, and the master plays
    /// without endgame tables, so that no test builds 52 MB in the user's cache.
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

struct Request {
    generation: u64,
    job: Job,
    game: Game<AnyPosition>,
    stop: Arc<AtomicBool>,
}

/// Tux with what it keeps from one request to the next: its table, and Oware's endgame
/// tables for the master, loaded (or built) in the background at its first search when the
/// thinker may use them.
struct Thinker {
    player: Player,
    hint_time: Duration,
}

impl Thinker {
    fn new(budget: ThinkingBudget, tables_allowed: bool) -> Thinker {
        let player = Player::new(0).with_time_budget(budget.tux);
        Thinker {
            player: if tables_allowed {
                player
            } else {
                player.without_tables()
            },
            hint_time: budget.hint,
        }
    }

    fn answer(&mut self, request: &Request) -> Answer {
        let house = match request.job {
            Job::Move { level, seed } => {
                self.player.reseed(seed);
                self.player.choose_move(&request.game, level, &request.stop)
            }
            Job::Hint => self
                .player
                .hint(&request.game, self.hint_time, &request.stop),
        };
        Answer {
            generation: request.generation,
            job: request.job,
            house,
        }
    }
}

/// Where requests go.
enum Thought {
    /// To Tux's own thread.
    Thread(Sender<Request>),
    /// Answered at once, on the caller's thread.
    InPlace(Box<Thinker>),
    /// The thread could not be started; requests are refused.
    Unavailable,
}

pub struct Worker {
    thought: Thought,
    answers: Sender<Answer>,
    receiver: Receiver<Answer>,
    running: Option<(Job, u64, Arc<AtomicBool>)>,
}

impl Worker {
    pub fn new(budget: ThinkingBudget, thinking: Thinking) -> Worker {
        let (answers, receiver) = channel();
        let thought = match thinking {
            Thinking::InPlace => Thought::InPlace(Box::new(Thinker::new(budget, false))),
            Thinking::OnItsOwnThread => spawn_thinker(budget, answers.clone()),
        };
        Worker {
            thought,
            answers,
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
    pub fn start(&mut self, generation: u64, game: &Game<AnyPosition>, job: Job) {
        self.cancel();
        let stop = Arc::new(AtomicBool::new(false));
        let request = Request {
            generation,
            job,
            game: game.clone(),
            stop: Arc::clone(&stop),
        };
        match &mut self.thought {
            Thought::Thread(requests) => match requests.send(request) {
                Ok(()) => self.running = Some((job, generation, stop)),
                Err(_) => log::error!("Tux's thread has stopped"),
            },
            Thought::InPlace(thinker) => {
                // The receiver lives in this worker, so the answer always arrives.
                let _ = self.answers.send(thinker.answer(&request));
                self.running = Some((job, generation, stop));
            }
            Thought::Unavailable => {}
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

/// Starts Tux's thread, which answers requests until the worker is dropped.
fn spawn_thinker(budget: ThinkingBudget, answers: Sender<Answer>) -> Thought {
    let (requests, inbox) = channel::<Request>();
    let spawned = thread::Builder::new().name("tux".into()).spawn(move || {
        let mut thinker = Thinker::new(budget, true);
        // Ends when the worker, and with it the sending side, is dropped.
        while let Ok(request) = inbox.recv() {
            // The receiver is gone only when the activity closed; nobody needs the answer.
            let _ = answers.send(thinker.answer(&request));
        }
    });
    match spawned {
        Ok(_) => Thought::Thread(requests),
        Err(error) => {
            log::error!("could not start Tux's thread: {error}");
            Thought::Unavailable
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
    use crate::rules::{GameKind, Ruleset};

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
        let game = Game::from_position(Ruleset::OWARE.start());
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
    fn in_place_the_answer_is_there_at_once_in_every_game() {
        let mut worker = Worker::new(BUDGET, Thinking::InPlace);
        for (generation, kind) in (5..).zip(GameKind::ALL) {
            let game = Game::from_position(Ruleset::standard(kind).start());
            for job in [Job::Move { level: 2, seed: 1 }, Job::Hint] {
                worker.start(generation, &game, job);
                let answer = worker.poll().expect("answered during start");
                assert_eq!((answer.generation, answer.job), (generation, job));
                assert!(
                    answer
                        .house
                        .is_some_and(|house| game.legal_moves().contains(house)),
                    "{kind} {job:?}"
                );
            }
        }
    }
}
