//! Tux for the rooms where it sits opposite a child: a bounded pool of threads, each with a
//! Tux of its own (its table kept from move to move), fed by a bounded queue. A room hands
//! it a copy of its game and waits for the house without holding up anything else; a full
//! queue is said at once rather than letting moves pile up. The threads run at a lower
//! priority than the rooms, so that thinking never slows the answers to moves, and Tux's
//! other searches (`looks`: look backs, own puzzles) run on threads of their own, lower
//! still. No search ever runs on the connections' threads: a puzzle, a drill or a lesson is
//! answered there while every one of Tux's threads thinks.
//!
//! - `looks`: the look backs' threads, a child waiting going first;
//! - `gate`: for tests, holding every search thread until opened.

mod gate;
mod looks;

pub use gate::Gate;
pub use looks::Lane;

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use oware_rules::{AnyPosition, Game};
use oware_tux::Player;
use tokio::sync::oneshot;

/// What Tux is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thought {
    /// Tux's own move at its level; the seed makes a game replay the same.
    Move {
        /// Tux's level in the room's game.
        level: u8,
        /// The seed of its choices: the same room and move, the same house.
        seed: u64,
    },
    /// The best house for the child: the top level, or Oware's master.
    Hint,
}

/// How the pool runs; see `--tux-threads`, `--tux-queue`, `--tux-time`.
#[derive(Clone, Debug)]
pub struct PoolOptions {
    /// Threads on which Tux thinks.
    pub threads: usize,
    /// Requests waiting at most; one more is refused.
    pub queue: usize,
    /// The longest Tux (the master included) thinks about one move.
    pub time: Duration,
    /// Threads for Tux's look backs (a child's look back, own puzzles): half the cores, at
    /// least one. Each is a long search, so a class's worth of them waits in turn.
    pub look_threads: usize,
    /// For tests only: holds every search thread (moves and look backs) until opened.
    #[doc(hidden)]
    pub gate: Option<Arc<Gate>>,
}

/// Look backs that may wait for a thread: a whole class's finished games, and more.
const LOOK_QUEUE: usize = 256;

impl Default for PoolOptions {
    fn default() -> Self {
        let cores = thread::available_parallelism().map_or(1, |n| n.get());
        PoolOptions {
            threads: cores,
            queue: 256,
            time: oware_tux::MASTER_TIME,
            look_threads: (cores / 2).max(1),
            gate: None,
        }
    }
}

/// Why Tux gave no house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolError {
    /// Every thread is busy and the queue is full.
    Busy,
    /// The pool has stopped (the server is shutting down).
    Stopped,
}

struct Request {
    game: Game<AnyPosition>,
    thought: Thought,
    answer: oneshot::Sender<Option<usize>>,
}

/// Tux's threads and their queue; cloned, it is the same pool.
#[derive(Clone)]
pub struct TuxPool {
    requests: SyncSender<Request>,
    looks: looks::Looks,
    /// Keeps the queue open even with no thread taking from it.
    _inbox: Arc<Mutex<Receiver<Request>>>,
}

impl TuxPool {
    /// Starts the threads (no thread at all with `threads: 0`, which only tests want). A
    /// thread that cannot be started leaves the others working.
    pub fn start(options: PoolOptions) -> TuxPool {
        let (requests, inbox) = sync_channel(options.queue.max(1));
        let inbox = Arc::new(Mutex::new(inbox));
        for number in 0..options.threads {
            let shared = inbox.clone();
            let gate = options.gate.clone();
            let spawned = thread::Builder::new()
                .name(format!("oware-tux-{number}"))
                .spawn(move || think(&shared, options.time, gate.as_deref()));
            if let Err(error) = spawned {
                log::error!("cannot start Tux's thread {number}: {error}");
            }
        }
        TuxPool {
            requests,
            looks: looks::Looks::start(options.look_threads, LOOK_QUEUE, options.gate),
            _inbox: inbox,
        }
    }

    /// Runs one of Tux's look backs (`look`, a search) on the look backs' threads and waits
    /// for what it gives.
    pub async fn look<T: Send + 'static>(
        &self,
        lane: Lane,
        look: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, PoolError> {
        self.looks.run(lane, look).await
    }

    /// Queues a question about `game` at once, or says why not; the receiver gets the house
    /// (`None` only when the game is over).
    pub fn submit(
        &self,
        game: Game<AnyPosition>,
        thought: Thought,
    ) -> Result<oneshot::Receiver<Option<usize>>, PoolError> {
        let (answer, answered) = oneshot::channel();
        match self.requests.try_send(Request {
            game,
            thought,
            answer,
        }) {
            Ok(()) => Ok(answered),
            Err(TrySendError::Full(_)) => Err(PoolError::Busy),
            Err(TrySendError::Disconnected(_)) => Err(PoolError::Stopped),
        }
    }

    /// Asks and waits for the house.
    pub async fn ask(
        &self,
        game: Game<AnyPosition>,
        thought: Thought,
    ) -> Result<Option<usize>, PoolError> {
        self.submit(game, thought)?
            .await
            .map_err(|_| PoolError::Stopped)
    }
}

fn think(inbox: &Mutex<Receiver<Request>>, time: Duration, gate: Option<&Gate>) {
    lower_priority(MOVE_NICENESS);
    // The master plays on its search and opening book: a classroom's server does not build
    // the endgame tables' 52 MB in its user's cache.
    let mut player = Player::new(0).with_time_budget(time).without_tables();
    // Nothing stops a search early: each is bounded by its level and the time above.
    let never = AtomicBool::new(false);
    loop {
        let request = {
            let Ok(inbox) = inbox.lock() else { return };
            match inbox.recv() {
                Ok(request) => request,
                Err(_) => return,
            }
        };
        if let Some(gate) = gate {
            gate.pass();
        }
        let house = match request.thought {
            Thought::Move { level, seed } => {
                player.reseed(seed);
                player.choose_move(&request.game, level, &never)
            }
            Thought::Hint => player.hint(&request.game, time, &never),
        };
        // The room may have gone meanwhile; nobody is waiting then.
        let _ = request.answer.send(house);
    }
}

/// Tux's moves yield to the threads that answer the connections.
const MOVE_NICENESS: i32 = 10;

/// Thinking yields to the threads that answer the connections: `niceness` more on this
/// thread than on the server's (a server started with `nice` keeps the same order).
fn lower_priority(niceness: i32) {
    #[cfg(target_os = "linux")]
    {
        // On Linux a thread's id names the thread alone to setpriority.
        let thread = rustix::thread::gettid();
        let now = rustix::process::getpriority_process(Some(thread)).unwrap_or(0);
        let lower = now.saturating_add(niceness).min(19);
        if let Err(error) = rustix::process::setpriority_process(Some(thread), lower) {
            log::warn!("Tux thinks at the rooms' priority (setpriority failed: {error})");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = niceness;
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{GameKind, Ruleset};

    #[tokio::test]
    async fn tux_answers_every_game_with_a_legal_house_and_hint() {
        let pool = TuxPool::start(PoolOptions {
            threads: 1,
            queue: 4,
            time: Duration::from_millis(200),
            look_threads: 1,
            gate: None,
        });
        for kind in GameKind::ALL {
            let game = Game::from_position(Ruleset::standard(kind).start());
            let house = pool
                .ask(game.clone(), Thought::Move { level: 1, seed: 7 })
                .await
                .expect("an answer")
                .expect("a house");
            assert!(game.legal_moves().contains(house), "{kind}: {house}");
            let hint = pool
                .ask(game.clone(), Thought::Hint)
                .await
                .expect("an answer");
            assert!(
                hint.is_some_and(|house| game.legal_moves().contains(house)),
                "{kind}"
            );
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_search_thread_is_lowered_from_the_servers_own_niceness() {
        // A server started 2 nicer than the test: its search threads go 10 further, not
        // back to 10 (a thread may always lower itself; 19 is the lowest).
        let (server, search) = thread::spawn(|| {
            let me = Some(rustix::thread::gettid());
            let test = rustix::process::getpriority_process(me).expect("its niceness");
            let server = (test + 2).min(19);
            rustix::process::setpriority_process(me, server).expect("a thread may lower itself");
            lower_priority(MOVE_NICENESS);
            let search = rustix::process::getpriority_process(me).expect("its niceness");
            (server, search)
        })
        .join()
        .expect("the thread ends");
        assert_eq!(search, (server + MOVE_NICENESS).min(19));
        assert!(search > MOVE_NICENESS, "{search}");
    }

    #[test]
    fn a_full_queue_is_refused_at_once() {
        // No thread takes anything: two requests wait, the third finds the queue full.
        let pool = TuxPool::start(PoolOptions {
            threads: 0,
            queue: 2,
            time: Duration::from_millis(10),
            look_threads: 0,
            gate: None,
        });
        let game = Game::from_position(Ruleset::standard(GameKind::Kalah).start());
        let waiting: Vec<_> = (0..2)
            .map(|_| pool.submit(game.clone(), Thought::Hint))
            .collect();
        assert!(waiting.iter().all(Result::is_ok));
        assert_eq!(
            pool.submit(game, Thought::Hint).err(),
            Some(PoolError::Busy)
        );
    }
}
