//! How a feature's `connect` hands its global's callbacks to the controller: each callback
//! becomes one of the feature's own actions, and the controller, which holds every feature
//! and the shared context, routes it back to the feature's `act`.

use std::rc::Rc;

/// Sends a feature's actions to the controller.
pub struct Wire<A> {
    send: Rc<dyn Fn(A)>,
}

impl<A> Clone for Wire<A> {
    fn clone(&self) -> Self {
        Wire {
            send: Rc::clone(&self.send),
        }
    }
}

impl<A: 'static> Wire<A> {
    pub fn new(send: impl Fn(A) + 'static) -> Wire<A> {
        Wire {
            send: Rc::new(send),
        }
    }

    /// A wire for a part of a larger set of actions (a feature's, inside the registry's).
    pub fn map<B: 'static>(&self, into: impl Fn(B) -> A + 'static) -> Wire<B> {
        let send = Rc::clone(&self.send);
        Wire::new(move |action| send(into(action)))
    }

    pub fn send(&self, action: A) {
        (self.send)(action);
    }

    /// A callback without arguments that sends `action`.
    pub fn to(&self, action: A) -> impl Fn() + 'static
    where
        A: Clone,
    {
        let wire = self.clone();
        move || wire.send(action.clone())
    }

    /// A callback with one argument, turned into an action by `into` (nothing is sent when
    /// it gives `None`: a value the window should never send).
    pub fn with<T: 'static>(
        &self,
        into: impl Fn(T) -> Option<A> + 'static,
    ) -> impl Fn(T) + 'static {
        let wire = self.clone();
        move |value| {
            if let Some(action) = into(value) {
                wire.send(action);
            }
        }
    }
}
