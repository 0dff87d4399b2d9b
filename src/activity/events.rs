//! Events for the host, held back until the controller is no longer borrowed.
//!
//! A host's listener may call straight back into the activity (read the sitting, load a
//! position, quit). If the controller called the listener itself, that call would find the
//! controller still mutably borrowed and panic. So the controller only posts events here,
//! and whoever borrowed the controller delivers them once the borrow has ended.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use crate::settings::Mode;
use oware_rules::{Outcome, Ruleset};

/// What the activity tells its host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActivityEvent {
    /// Embedded, the child pressed the home button: the host shows its menu. Standalone, the
    /// child left the home menu: the launcher quits.
    Home,
    /// A game ended.
    GameFinished(GameResult),
}

/// A finished game, as the host hears of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The game and its seeds per house.
    pub game: Ruleset,
    /// Who won, the final score and why the game ended.
    pub outcome: Outcome,
    /// Against Tux or another child.
    pub mode: Mode,
    /// Tux's level during the game (meaningful against Tux).
    pub level: u8,
}

type Listener = Box<dyn FnMut(ActivityEvent)>;

#[derive(Default)]
pub struct Outbox {
    pending: RefCell<VecDeque<ActivityEvent>>,
    listener: RefCell<Option<Listener>>,
    delivering: Cell<bool>,
}

impl Outbox {
    /// Keeps an event for the next delivery.
    pub fn post(&self, event: ActivityEvent) {
        self.pending.borrow_mut().push_back(event);
    }

    pub fn set_listener(&self, listener: Listener) {
        *self.listener.borrow_mut() = Some(listener);
    }

    /// Hands every pending event to the listener, in order.
    ///
    /// Re-entrant calls (a listener whose call back into the activity posts an event) return
    /// at once; the outer call delivers those events after the listener returns.
    pub fn deliver(&self) {
        if self.delivering.replace(true) {
            return;
        }
        loop {
            let Some(event) = self.pending.borrow_mut().pop_front() else {
                break;
            };
            // Out of its cell while it runs, so the listener may replace itself.
            let taken = self.listener.borrow_mut().take();
            let Some(mut listener) = taken else {
                // Nobody listens: events are dropped, as a host without a listener expects.
                continue;
            };
            listener(event);
            let mut slot = self.listener.borrow_mut();
            if slot.is_none() {
                *slot = Some(listener);
            }
        }
        self.delivering.set(false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn a_listener_may_post_and_replace_itself_while_it_runs() {
        let outbox = Rc::new(Outbox::default());
        let seen = Rc::new(RefCell::new(Vec::new()));
        {
            let outbox2 = Rc::clone(&outbox);
            let seen = Rc::clone(&seen);
            outbox.set_listener(Box::new(move |event| {
                seen.borrow_mut().push(event.clone());
                if event == ActivityEvent::Home {
                    // Posting from inside the listener, then delivering, must not recurse.
                    outbox2.post(ActivityEvent::Home);
                    outbox2.deliver();
                    let seen = Rc::clone(&seen);
                    outbox2.set_listener(Box::new(move |_| seen.borrow_mut().push(event.clone())));
                }
            }));
        }
        outbox.post(ActivityEvent::Home);
        outbox.deliver();
        // The first Home reached the first listener, the second one its replacement.
        assert_eq!(seen.borrow().len(), 2);
        assert!(outbox.pending.borrow().is_empty());
    }
}
