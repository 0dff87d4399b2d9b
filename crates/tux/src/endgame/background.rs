//! Getting the tables without making anyone wait: load them from the cache if a verified copy
//! is there, otherwise build them on a thread of their own and save them for next time.
//! Until they are ready (or if they never are) Tux simply plays without them.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::EndgameTables;

/// Where a background load or build stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndgameStatus {
    /// Reading and verifying the cached file.
    Loading,
    /// No usable file: solving the tables (about 80 s at the default bound).
    Building,
    /// [`EndgameHandle::tables`] answers.
    Ready,
    /// No tables this time (cancelled, or the worker could not run); play without them.
    Unavailable,
}

const LOADING: u8 = 0;
const BUILDING: u8 = 1;
const READY: u8 = 2;
const UNAVAILABLE: u8 = 3;

struct Shared {
    tables: OnceLock<EndgameTables>,
    status: AtomicU8,
    cancel: AtomicBool,
    /// The worker has finished, saving included (or there never was one).
    done: AtomicBool,
    /// Why the cached file was not used or the new one not saved, for a log or a status line.
    note: Mutex<Option<String>>,
}

/// Shared access to tables that may still be on their way; cheap to clone and to poll.
#[derive(Clone)]
pub struct EndgameHandle {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for EndgameHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EndgameHandle")
            .field("status", &self.status())
            .finish()
    }
}

impl EndgameHandle {
    fn with_status(status: u8) -> EndgameHandle {
        EndgameHandle {
            shared: Arc::new(Shared {
                tables: OnceLock::new(),
                status: AtomicU8::new(status),
                cancel: AtomicBool::new(false),
                done: AtomicBool::new(status != LOADING),
                note: Mutex::new(None),
            }),
        }
    }

    /// A handle that never has tables: Tux without endgame knowledge.
    pub fn none() -> EndgameHandle {
        EndgameHandle::with_status(UNAVAILABLE)
    }

    /// A handle on tables already in hand.
    pub fn ready(tables: EndgameTables) -> EndgameHandle {
        let handle = EndgameHandle::with_status(READY);
        let _ = handle.shared.tables.set(tables);
        handle
    }

    /// The tables once they are ready; `None` while loading or building, or if they never come.
    pub fn tables(&self) -> Option<&EndgameTables> {
        self.shared.tables.get()
    }

    /// Where the loading or building stands.
    pub fn status(&self) -> EndgameStatus {
        match self.shared.status.load(Ordering::Acquire) {
            LOADING => EndgameStatus::Loading,
            BUILDING => EndgameStatus::Building,
            READY => EndgameStatus::Ready,
            _ => EndgameStatus::Unavailable,
        }
    }

    /// Why the cache was not used or not updated, if it was not.
    pub fn note(&self) -> Option<String> {
        self.shared.note.lock().ok().and_then(|note| note.clone())
    }

    /// Asks a build in progress to give up soon; the handle then stays without tables.
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// Waits up to `timeout` for the worker to finish (saving included), for commands and
    /// tests; returns the tables if they are ready by then.
    pub fn wait(&self, timeout: Duration) -> Option<&EndgameTables> {
        let deadline = Instant::now() + timeout;
        loop {
            if self.shared.done.load(Ordering::Acquire) {
                return self.tables();
            }
            let now = Instant::now();
            if now >= deadline {
                return self.tables();
            }
            std::thread::sleep((deadline - now).min(Duration::from_millis(20)));
        }
    }

    fn set_status(&self, status: u8) {
        self.shared.status.store(status, Ordering::Release);
    }

    fn add_note(&self, text: String) {
        log::warn!("{text}");
        if let Ok(mut note) = self.shared.note.lock() {
            *note = Some(match note.take() {
                Some(earlier) => format!("{earlier}; {text}"),
                None => text,
            });
        }
    }
}

/// Starts loading the tables for `bound` seeds from `path` (usually
/// [`EndgameTables::default_path`]) on a thread of its own; if the file is missing, damaged or
/// for another bound, builds them there and saves them to `path` for next time. Never panics
/// and never blocks: the handle answers `None` until the tables are ready, and for good if
/// anything fails. With `path` `None` the tables are built and kept in memory only.
pub fn load_or_build_in_background(path: Option<PathBuf>, bound: u8) -> EndgameHandle {
    let handle = EndgameHandle::with_status(LOADING);
    let worker = handle.clone();
    let spawned = std::thread::Builder::new()
        .name("oware-endgame".into())
        .spawn(move || {
            let finished = catch_unwind(AssertUnwindSafe(|| load_or_build(&worker, path, bound)));
            if finished.is_err() {
                worker.add_note("the endgame worker failed".into());
                if worker.tables().is_none() {
                    worker.set_status(UNAVAILABLE);
                }
            }
            worker.shared.done.store(true, Ordering::Release);
        });
    if let Err(error) = spawned {
        handle.add_note(format!("could not start the endgame worker: {error}"));
        handle.set_status(UNAVAILABLE);
        handle.shared.done.store(true, Ordering::Release);
    }
    handle
}

fn load_or_build(handle: &EndgameHandle, path: Option<PathBuf>, bound: u8) {
    let bound = bound.min(super::MAX_SEEDS);
    if let Some(path) = &path {
        match EndgameTables::load(path) {
            Ok(tables) if tables.bound() == bound => {
                let _ = handle.shared.tables.set(tables);
                handle.set_status(READY);
                return;
            }
            Ok(tables) => handle.add_note(format!(
                "{} holds tables for {} seeds, not {bound}: rebuilding",
                path.display(),
                tables.bound()
            )),
            Err(super::EndgameError::Io(error)) if error.kind() == std::io::ErrorKind::NotFound => {
            }
            Err(error) => handle.add_note(format!("{}: {error}: rebuilding", path.display())),
        }
    }
    handle.set_status(BUILDING);
    let Some(tables) = EndgameTables::build_cancellable(bound, &handle.shared.cancel) else {
        handle.set_status(UNAVAILABLE);
        return;
    };
    let tables = handle.shared.tables.get_or_init(|| tables);
    handle.set_status(READY);
    if let Some(path) = &path {
        if let Err(error) = tables.save(path) {
            handle.add_note(format!("could not save {}: {error}", path.display()));
        }
    }
}

/// The master's tables: [`DEFAULT_BOUND`](super::DEFAULT_BOUND) seeds, kept in the user's
/// cache folder ([`load_or_build_in_background`] there).
pub fn load_or_build_default() -> EndgameHandle {
    load_or_build_in_background(EndgameTables::default_path(), super::DEFAULT_BOUND)
}
