//! The connections signed in now, so that a session the teacher ends (everyone signed out, a
//! new code, a child deleted) is told to each of its open connections at once, rather than
//! when the connection next asks for something.
//!
//! The roster tells them inside the same lock that ends the sessions: a connection that
//! finds its session gone finds the reason waiting too.

use std::collections::HashMap;

use oware_protocol::SessionEnd;
use tokio::sync::mpsc;

/// Where a connection hears that its session ended.
pub type Tell = mpsc::UnboundedSender<SessionEnd>;

struct Open {
    /// The session's token, hashed.
    session: String,
    pupil: u32,
    tell: Tell,
}

/// The open connections signed in, by connection.
#[derive(Default)]
pub(super) struct OpenSessions(HashMap<u64, Open>);

impl OpenSessions {
    pub(super) fn insert(&mut self, peer: u64, session: String, pupil: u32, tell: Tell) {
        self.0.insert(
            peer,
            Open {
                session,
                pupil,
                tell,
            },
        );
    }

    pub(super) fn remove(&mut self, peer: u64) {
        self.0.remove(&peer);
    }

    /// Tells every connection whose session or child `ends` picks that its session ended,
    /// and forgets it.
    pub(super) fn end(&mut self, why: SessionEnd, ends: impl Fn(&str, u32) -> bool) {
        self.0.retain(|_, open| {
            if ends(&open.session, open.pupil) {
                // A connection closing meanwhile has dropped its receiver: nothing to tell.
                let _ = open.tell.send(why);
                false
            } else {
                true
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_connections_picked_are_told_and_forgotten() {
        let mut open = OpenSessions::default();
        let (ama_tell, mut ama) = mpsc::unbounded_channel();
        let (kofi_tell, mut kofi) = mpsc::unbounded_channel();
        open.insert(1, "a".into(), 7, ama_tell);
        open.insert(2, "k".into(), 8, kofi_tell);
        open.end(SessionEnd::NewCode, |_, pupil| pupil == 7);
        assert_eq!(ama.try_recv(), Ok(SessionEnd::NewCode));
        assert!(
            kofi.try_recv().is_err(),
            "another child's connection is left alone"
        );
        // Told once: the connection is no longer among the open ones.
        open.end(SessionEnd::Everyone, |_, _| true);
        assert!(ama.try_recv().is_err());
        assert_eq!(kofi.try_recv(), Ok(SessionEnd::Everyone));
    }
}
