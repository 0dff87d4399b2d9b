//! Tux for the rooms where it sits opposite a child: a bounded pool of threads, each with a
//! Tux of its own (its table kept from move to move), fed by a bounded queue. A room hands
//! it a copy of its game and waits for the house without holding up anything else; a full
//! queue is said at once rather than letting moves pile up. The threads run at a lower
//! priority than the rooms, so that thinking never slows the answers to moves.

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
#[derive(Clone, Copy, Debug)]
pub struct PoolOptions {
    /// Threads on which Tux thinks.
    pub threads: usize,
    /// Requests waiting at most; one more is refused.
    pub queue: usize,
    /// The longest Tux (the master included) thinks about one move.
    pub time: Duration,
}

impl Default for PoolOptions {
    fn default() -> Self {
        PoolOptions {
            threads: thread::available_parallelism().map_or(1, |n| n.get()),
            queue: 256,
            time: oware_tux::MASTER_TIME,
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
            let spawned = thread::Builder::new()
                .name(format!("oware-tux-{number}"))
                .spawn(move || think(&shared, options.time));
            if let Err(error) = spawned {
                log::error!("cannot start Tux's thread {number}: {error}");
            }
        }
        TuxPool {
            requests,
            _inbox: inbox,
        }
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

fn think(inbox: &Mutex<Receiver<Request>>, time: Duration) {
    lower_priority();
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

/// Thinking yields to the threads that answer moves: a niceness of 10 on this thread.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        // On Linux a thread's id names the thread alone to setpriority.
        let thread = rustix::thread::gettid();
        if let Err(error) = rustix::process::setpriority_process(Some(thread), 10) {
            log::warn!("Tux thinks at the rooms' priority (setpriority failed: {error})");
        }
    }
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

    #[test]
    fn a_full_queue_is_refused_at_once() {
        // No thread takes anything: two requests wait, the third finds the queue full.
        let pool = TuxPool::start(PoolOptions {
            threads: 0,
            queue: 2,
            time: Duration::from_millis(10),
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
