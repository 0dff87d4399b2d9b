//! The strategy chapters for the browser's page (docs/web-protocol.md, "Chapters"): each
//! connection's chapter open and its stage in play, judged by `oware-chapters` with the
//! rules as the desktop judges it; Tux's defence against the goal found off the
//! connection's thread; the stars of a stage met kept for the child before they hear of it.
//! The page decides nothing.
//!
//! - `list`: `chapters` and `chapter-open`, the chapters opening one after another unless the
//!   teacher opened them all;
//! - `explain`: `chapter-screen`, a screen's sentences and the moves it replays;
//! - `play`: `chapter-stage`, `chapter-move`, `chapter-retry`;
//! - `defence`: Tux's answers, a few searches at a time on blocking threads;
//! - `stars`: whose stars count, and the stars read from and written to the database;
//! - `words`: what a stage says, as message ids and arguments.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use oware_chapters::{Chapter, StageRun};
use oware_protocol::{Refusal, Request};
use tokio::sync::Semaphore;

use crate::hub::{Hub, Peer};

mod defence;
mod explain;
mod list;
mod play;
pub mod stars;
mod words;

pub use stars::Whose;

/// Tux's defences searched at once for the whole server: each is a bounded search, so a class
/// playing its stages together waits in turn rather than slowing the rooms.
const DEFENCES_AT_ONCE: usize = 2;

/// The stage a connection plays.
#[derive(Clone, Debug)]
struct Playing {
    /// The stage's index in its chapter, from 0.
    index: usize,
    run: StageRun,
}

/// The chapter a connection has open.
#[derive(Clone, Debug)]
struct Open {
    chapter: &'static Chapter,
    stage: Option<Playing>,
}

/// One connection's chapter, and the stars it earned here.
#[derive(Default)]
struct Session {
    open: Option<Open>,
    /// Stars earned on this connection, by chapter key, one entry a stage: a guest's, counted
    /// for nobody, last as long as the page stays open.
    earned: HashMap<&'static str, Vec<u8>>,
}

/// Every connection's chapter.
pub struct Desk {
    sessions: Mutex<HashMap<u64, Session>>,
    defences: Semaphore,
}

impl Default for Desk {
    fn default() -> Self {
        Desk {
            sessions: Mutex::new(HashMap::new()),
            defences: Semaphore::new(DEFENCES_AT_ONCE),
        }
    }
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

    /// The chapter `peer` has open.
    fn open(&self, peer: &Peer) -> Result<Open, Refusal> {
        self.session(peer, |session| session.open.clone())
            .ok_or(Refusal::NoChapter)
    }
}

fn count_u32(count: usize) -> u32 {
    u32::try_from(count).unwrap_or(u32::MAX)
}

impl Hub {
    /// Answers a chapter request from `whose` child.
    pub async fn chapters(
        &self,
        peer: &Peer,
        whose: &Whose,
        request: Request,
    ) -> Result<(), Refusal> {
        match request {
            Request::Chapters(game) => list::list(self, peer, whose, game).await,
            Request::ChapterOpen(key) => list::open(self, peer, whose, &key).await,
            Request::ChapterScreen(number) => explain::screen(self, peer, number),
            Request::ChapterStage(number) => play::stage(self, peer, number),
            Request::ChapterMove(letter) => play::play(self, peer, whose, &letter).await,
            Request::ChapterRetry(from) => play::retry(self, peer, from),
            Request::Chapter(done) => stars::reported(self, peer, whose, done).await,
            _ => Err(Refusal::NoChapter),
        }
    }

    /// The connection closed: its chapter goes.
    pub fn chapters_gone(&self, peer: &Peer) {
        lock(&self.chapter_desk().sessions).remove(&peer.id);
    }
}
