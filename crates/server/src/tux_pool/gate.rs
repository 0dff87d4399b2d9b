//! For tests only: a gate that holds every one of Tux's threads before each search until it
//! is opened, so that a test can fill the pool with searches that cannot end and show, by
//! the order of events alone, what is answered meanwhile. A classroom's server has none.

use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// Holds Tux's threads while closed; counts the searches it holds.
#[derive(Debug, Default)]
pub struct Gate {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Debug, Default)]
struct State {
    open: bool,
    held: usize,
}

impl Gate {
    /// A closed gate.
    pub fn closed() -> Gate {
        Gate::default()
    }

    /// Holds every search that comes from now on (those already past go on).
    pub fn close(&self) {
        self.lock().open = false;
    }

    /// Lets every held search go on, and every later one pass.
    pub fn open(&self) {
        self.lock().open = true;
        self.changed.notify_all();
    }

    /// Waits until `count` searches are held (at most `patience`, so that a broken server
    /// fails its test instead of hanging it); whether they are.
    pub fn wait_held(&self, count: usize, patience: Duration) -> bool {
        let state = self.lock();
        let (state, _) = self
            .changed
            .wait_timeout_while(state, patience, |state| state.held < count)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        state.held >= count
    }

    /// How many searches are held now.
    pub fn held(&self) -> usize {
        self.lock().held
    }

    /// A search's thread passes, or waits here until the gate opens.
    pub(crate) fn pass(&self) {
        let mut state = self.lock();
        if state.open {
            return;
        }
        state.held += 1;
        self.changed.notify_all();
        let mut state = self
            .changed
            .wait_while(state, |state| !state.open)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        state.held -= 1;
    }

    /// The state holds two plain values: a panic elsewhere cannot leave it half-changed.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
