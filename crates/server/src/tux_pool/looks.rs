//! Tux's look backs: the searches that no room waits on for its next move (a child's look
//! back at a finished game, the review that makes a child's own puzzles, the judge of an own
//! puzzle stored without its answers). They run on threads of their own, fewer than the
//! cores and at a lower priority still than Tux's moves, so that a class's worth of them
//! never holds up Tux's moves nor the connections' threads, which answer puzzles, drills and
//! lessons. A child waiting for one goes before the work nobody waits for.

use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;

use tokio::sync::oneshot;

use super::gate::Gate;
use super::{lower_priority, PoolError};

/// Lower than Tux's moves (10): a look back can wait a little, a move in a game should not.
const NICENESS: i32 = 15;

/// Who waits for a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// A child waits for the answer: taken first.
    Waited,
    /// Nobody waits (a child's own puzzles from an ended game): taken when no child waits.
    Background,
}

type Job = Box<dyn FnOnce() + Send>;

#[derive(Default)]
struct Queue {
    waited: VecDeque<Job>,
    background: VecDeque<Job>,
    stopped: bool,
}

impl Queue {
    fn len(&self) -> usize {
        self.waited.len() + self.background.len()
    }
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    changed: Condvar,
}

impl Shared {
    /// Each use of the queue is one push or pop: a poisoned lock is taken over.
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Stops the threads once the last handle of the pool is gone.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.lock().stopped = true;
        self.0.changed.notify_all();
    }
}

/// The look backs' threads and their queue; cloned, it is the same pool.
#[derive(Clone)]
pub struct Looks {
    owner: Arc<Owner>,
    limit: usize,
}

impl Looks {
    /// Starts `threads` threads (none, for tests that only queue); at most `limit` looks wait.
    pub fn start(threads: usize, limit: usize, gate: Option<Arc<Gate>>) -> Looks {
        let shared = Arc::new(Shared::default());
        for number in 0..threads {
            let shared = shared.clone();
            let gate = gate.clone();
            let spawned = thread::Builder::new()
                .name(format!("oware-tux-look-{number}"))
                .spawn(move || work(&shared, gate.as_deref()));
            if let Err(error) = spawned {
                log::error!("cannot start Tux's look-back thread {number}: {error}");
            }
        }
        Looks {
            owner: Arc::new(Owner(shared)),
            limit: limit.max(1),
        }
    }

    /// Runs `look` on the pool's threads and waits for what it gives; a full queue is said
    /// at once.
    pub async fn run<T: Send + 'static>(
        &self,
        lane: Lane,
        look: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, PoolError> {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move || {
            // Whoever asked may have gone meanwhile; nobody is waiting then.
            let _ = answer.send(look());
        });
        {
            let shared = &self.owner.0;
            let mut queue = shared.lock();
            if queue.stopped {
                return Err(PoolError::Stopped);
            }
            if queue.len() >= self.limit {
                return Err(PoolError::Busy);
            }
            match lane {
                Lane::Waited => queue.waited.push_back(job),
                Lane::Background => queue.background.push_back(job),
            }
            shared.changed.notify_one();
        }
        answered.await.map_err(|_| PoolError::Stopped)
    }
}

fn work(shared: &Shared, gate: Option<&Gate>) {
    lower_priority(NICENESS);
    loop {
        let job = {
            let queue = shared.lock();
            let mut queue = shared
                .changed
                .wait_while(queue, |queue| !queue.stopped && queue.len() == 0)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if queue.stopped {
                return;
            }
            match queue.waited.pop_front() {
                Some(job) => job,
                None => match queue.background.pop_front() {
                    Some(job) => job,
                    None => continue,
                },
            }
        };
        if let Some(gate) = gate {
            gate.pass();
        }
        // A look that panics loses its answer (its asker hears the pool stopped), not the
        // thread.
        if catch_unwind(AssertUnwindSafe(job)).is_err() {
            log::error!("a look back of Tux's failed");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The test's thread waits on the gate while the runtime's own threads ask.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_waiting_child_goes_before_the_background_and_a_full_queue_is_refused() {
        // A closed gate holds the one thread on the first look; two more then wait in the
        // queue, background first, and the child's goes before it once the gate opens.
        let gate = Arc::new(Gate::closed());
        let looks = Looks::start(1, 2, Some(gate.clone()));
        let order = Arc::new(Mutex::new(Vec::new()));
        let noted = |what: &'static str| {
            let order = order.clone();
            move || order.lock().map(|mut order| order.push(what)).is_ok()
        };
        let first = tokio::spawn({
            let (looks, look) = (looks.clone(), noted("first"));
            async move { looks.run(Lane::Background, look).await }
        });
        assert!(gate.wait_held(1, std::time::Duration::from_secs(60)));
        let background = tokio::spawn({
            let (looks, look) = (looks.clone(), noted("background"));
            async move { looks.run(Lane::Background, look).await }
        });
        let waited = tokio::spawn({
            let (looks, look) = (looks.clone(), noted("waited"));
            async move { looks.run(Lane::Waited, look).await }
        });
        // Both are queued once the queue holds them: wait for that by the queue itself.
        while looks.owner.0.lock().len() < 2 {
            tokio::task::yield_now().await;
        }
        assert_eq!(gate.held(), 1);
        assert_eq!(
            looks.run(Lane::Waited, || ()).await.err(),
            Some(PoolError::Busy)
        );
        gate.open();
        for task in [first, background, waited] {
            assert_eq!(task.await.ok().and_then(Result::ok), Some(true));
        }
        let order = order.lock().map(|order| order.clone()).unwrap_or_default();
        assert_eq!(order, ["first", "waited", "background"]);
    }
}
