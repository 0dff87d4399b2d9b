//! Tux thinks on its own thread so the window never freezes.
//!
//! One thread and one Tux live as long as the worker, so Tux's table is allocated once, not
//! for every move and hint. Each request carries the session's generation number; the answer
//! comes back with it, and the controller ignores answers whose generation is no longer
//! current. Cancelling raises the request's stop flag so an abandoned search ends quickly
//! instead of burning a core, and the requests behind it start at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use crate::rules::abapa::Game;
use crate::tux::endgame::{self, EndgameHandle, EndgameTables};
use crate::tux::{Tux, MASTER_LEVEL};

/// The master's move on `budget`, starting to load Oware's endgame tables from the user's
/// cache (or to build them there) the first time the master searches.
fn master_move(
    tux: &mut Tux,
    endgame: &mut Option<EndgameHandle>,
    request: &Request,
    budget: Duration,
) -> Option<usize> {
    let load = || {
        endgame::load_or_build_in_background(EndgameTables::default_path(), endgame::DEFAULT_BOUND)
    };
    tux.master_move(
        &request.game,
        budget,
        move || endgame.get_or_insert_with(load).tables(),
        &request.stop,
    )
}

/// What to think about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Tux's own move at its level.
    Move { level: u8, seed: u64 },
    /// The best move for the child, at full strength (the master's search, on the hint's time).
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
    game: Game,
    stop: Arc<AtomicBool>,
}

pub struct Worker {
    /// `None` when the thread could not be started; requests are then refused.
    requests: Option<Sender<Request>>,
    receiver: Receiver<Answer>,
    running: Option<(Job, u64, Arc<AtomicBool>)>,
}

impl Worker {
    pub fn new(budget: ThinkingBudget) -> Worker {
        let (answers, receiver) = channel();
        let (requests, inbox) = channel::<Request>();
        let spawned = thread::Builder::new().name("tux".into()).spawn(move || {
            let mut tux = Tux::new(1, 0).with_time_budget(budget.tux);
            // The master's endgame tables, loaded (or built) in the background at its first move.
            let mut endgame: Option<EndgameHandle> = None;
            // Ends when the worker, and with it the sending side, is dropped.
            while let Ok(request) = inbox.recv() {
                let house = match request.job {
                    Job::Move { level, seed } if level >= MASTER_LEVEL => {
                        tux.reseed(seed);
                        master_move(&mut tux, &mut endgame, &request, budget.tux)
                    }
                    Job::Move { level, seed } => {
                        tux.set_level(level);
                        tux.reseed(seed);
                        tux.choose_move(&request.game, &request.stop)
                    }
                    // The strongest play within the hint's time: Oware's master.
                    Job::Hint => master_move(&mut tux, &mut endgame, &request, budget.hint),
                };
                // The receiver is gone only when the activity closed; nobody needs the answer.
                let _ = answers.send(Answer {
                    generation: request.generation,
                    job: request.job,
                    house,
                });
            }
        });
        let requests = match spawned {
            Ok(_) => Some(requests),
            Err(error) => {
                eprintln!("oware: could not start Tux's thread: {error}");
                None
            }
        };
        Worker {
            requests,
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
        let Some(requests) = &self.requests else {
            return;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let request = Request {
            generation,
            job,
            game: game.clone(),
            stop: Arc::clone(&stop),
        };
        match requests.send(request) {
            Ok(()) => self.running = Some((job, generation, stop)),
            Err(_) => eprintln!("oware: Tux's thread has stopped"),
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
