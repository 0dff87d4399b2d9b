//! The guided lessons and the look back for the browser's page (docs/develop/web-protocol.md,
//! "Lessons and the look back"): each connection's lesson in progress, judged by
//! `oware-lessons` with the rules as the desktop judges it (a refused or missed house is
//! explained and tried again, a house that does it after the second miss); a lesson done
//! counted for the child's name as the desktop's reports are; and the child's moves of a
//! finished game against Tux gone over by Tux's review. The page decides nothing.
//!
//! - `teach`: `lessons`, `lesson-open`, `lesson-move`, `lesson-retry`, `lesson-hint`;
//! - `words`: what a lesson says, as message ids and arguments (`locales/<lang>/lessons.ftl`);
//! - `done`: the lessons a name has done, read from the database and counted in it;
//! - `look_back`: `look-back`, Tux's review of a finished game made off the connection's
//!   thread, within a node budget and a few at a time.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use oware_protocol::{Refusal, Request};
use oware_rules::GameKind;
use oware_tux::Review;

use crate::hub::{Hub, Peer, Seated};

mod done;
mod look_back;
mod teach;
mod words;

pub use done::counts;

/// How a lesson's try went: waiting for a house, a move played that missed, or done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// The lesson's board is shown, waiting for a house.
    Asking,
    /// A move was played and missed: `lesson-retry` brings the board back.
    Missed,
    /// A move did it.
    Solved,
}

/// The lesson a connection has on its board.
#[derive(Clone, Copy, Debug)]
struct Open {
    game: GameKind,
    /// The lesson's index in its game, from 0.
    index: usize,
    state: State,
    /// Tries that missed, refused houses included; after the second, a hint.
    misses: u32,
}

/// Tux's review of a room's finished game, kept while the child steps through it.
struct Looked {
    /// The room's code and the houses its game played: another game in the room (a new
    /// one, or the same one taken back and played on) is another review.
    game_key: (String, Vec<usize>),
    review: Review,
}

/// One connection's lesson and look back.
#[derive(Default)]
struct Session {
    open: Option<Open>,
    /// Lessons this connection did (game, index), so that a guest, counted for nobody,
    /// still sees them done while the page stays open.
    solved: HashSet<(GameKind, usize)>,
    looked: Option<Looked>,
}

/// Every connection's lesson and look back.
#[derive(Default)]
pub struct Desk {
    sessions: Mutex<HashMap<u64, Session>>,
}

/// A lock whose holder cannot leave the map half-changed (each use is one get, insert or
/// remove), so a poisoned one is taken over.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Desk {
    /// Runs `f` on the session of `peer`, a new one if it has none.
    fn session<T>(&self, peer: &Peer, f: impl FnOnce(&mut Session) -> T) -> T {
        let mut sessions = lock(&self.sessions);
        f(sessions.entry(peer.id).or_default())
    }
}

impl Hub {
    /// Answers a lesson request from a child called `name`.
    pub async fn lessons(&self, peer: &Peer, name: &str, request: Request) -> Result<(), Refusal> {
        match request {
            Request::Lessons(game) => teach::list(self, peer, name, game).await,
            Request::LessonOpen(choice) => teach::open(self, peer, choice),
            Request::LessonMove(letter) => teach::play(self, peer, name, &letter).await,
            Request::LessonRetry => teach::retry(self, peer),
            Request::LessonHint => teach::hint(self, peer),
            _ => Err(Refusal::NoLesson),
        }
    }

    /// `look-back <n>` from a connection seated in a room.
    pub async fn look_back(
        &self,
        peer: &Peer,
        seated: &Seated,
        number: u32,
    ) -> Result<(), Refusal> {
        look_back::show(self, peer, seated, number).await
    }

    /// The connection closed: its lesson and review go.
    pub fn lessons_gone(&self, peer: &Peer) {
        lock(&self.lesson_desk().sessions).remove(&peer.id);
    }
}
