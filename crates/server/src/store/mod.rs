//! Every room and every move, kept in SQLite before anyone is told about it.
//!
//! One thread owns the database. Rooms hand it their changes through a channel and wait for
//! its word; it takes whatever changes are waiting, writes them in one transaction (one
//! savepoint each, so a refused change fails alone) and commits, then answers each. Under
//! load many moves share one commit, and so one flush to the disk, without any move being
//! confirmed before its commit. WAL with `synchronous=FULL`: a commit survives the process
//! being killed and the machine losing power.
//!
//! - `change`: what the rooms ask the database to keep;
//! - `apply`: each kind of change as SQL;
//! - `load`: the rooms read back at start;
//! - `schema`: the tables, and the columns an older database lacks;
//! - `error`: why something was not kept.

use std::path::Path;
use std::sync::{mpsc, Arc};
use std::thread;
use std::thread::JoinHandle;

use rusqlite::Connection;
use tokio::sync::oneshot;

mod apply;
mod change;
mod error;
mod load;
mod schema;

pub use change::{Change, RoundRoom};
pub use error::StoreError;
pub use load::StoredRoom;

use apply::apply;
use load::load;

/// The database's file inside the data folder.
pub const FILE_NAME: &str = "rooms.sqlite3";

/// Most changes written in one transaction; the rest wait for the next.
const MAX_BATCH: usize = 512;

/// A change on its way to the database's thread, and where its outcome goes if a room
/// waits for it.
struct Job {
    change: Change,
    done: Option<oneshot::Sender<Result<(), StoreError>>>,
}

/// The database's thread, and the way to it.
pub struct Store {
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    path: std::path::PathBuf,
}

impl Store {
    /// Opens (or creates) the database and reads every room back. A row that cannot be read
    /// is left out and described in the second list rather than stopping the server.
    pub fn open(path: &Path) -> Result<(Store, Vec<StoredRoom>, Vec<String>), StoreError> {
        let connection = Connection::open(path).map_err(StoreError::Open)?;
        schema::prepare(&connection).map_err(StoreError::Open)?;
        let (rooms, problems) = load(&connection).map_err(StoreError::Open)?;
        let (jobs, inbox) = mpsc::channel();
        let thread = thread::Builder::new()
            .name("oware-store".into())
            .spawn(move || write_loop(connection, inbox))
            .map_err(StoreError::Thread)?;
        Ok((
            Store {
                jobs: Some(jobs),
                thread: Some(thread),
                path: path.to_owned(),
            },
            rooms,
            problems,
        ))
    }

    /// Writes a change and returns once it is committed.
    pub async fn save(&self, change: Change) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        self.send(Job {
            change,
            done: Some(done),
        })?;
        committed.await.unwrap_or(Err(StoreError::Closed))
    }

    /// The database's file, for the readers of the results.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Queues a change nobody waits for (a room's idle clock, a room that expired).
    pub fn save_later(&self, change: Change) {
        if let Err(error) = self.send(Job { change, done: None }) {
            log::error!("{error}");
        }
    }

    fn send(&self, job: Job) -> Result<(), StoreError> {
        self.jobs
            .as_ref()
            .ok_or(StoreError::Closed)?
            .send(job)
            .map_err(|_| StoreError::Closed)
    }
}

impl Drop for Store {
    /// Lets the thread write what is queued, then waits for it.
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn write_loop(mut connection: Connection, inbox: mpsc::Receiver<Job>) {
    while let Ok(first) = inbox.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match inbox.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let results = write_batch(&mut connection, &batch);
        for (job, result) in batch.into_iter().zip(results) {
            if let Err(error) = &result {
                log::error!("a change was not saved: {error}");
            }
            if let Some(done) = job.done {
                // The room may have stopped waiting (its connection closed); nothing to do.
                let _ = done.send(result);
            }
        }
    }
}

/// Writes a batch in one transaction; each change's own result, or the commit's error for
/// all of them.
fn write_batch(connection: &mut Connection, batch: &[Job]) -> Vec<Result<(), StoreError>> {
    let failed_all = |error: rusqlite::Error| {
        let error = Arc::new(error);
        batch
            .iter()
            .map(|_| Err(StoreError::Commit(error.clone())))
            .collect()
    };
    let mut transaction = match connection.transaction() {
        Ok(transaction) => transaction,
        Err(error) => return failed_all(error),
    };
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let result = match transaction.savepoint() {
            Ok(savepoint) => match apply(&savepoint, &job.change) {
                Ok(()) => savepoint.commit().map_err(StoreError::Sql),
                // Dropping the savepoint rolls this change back alone.
                Err(error) => Err(error),
            },
            Err(error) => Err(StoreError::Sql(error)),
        };
        results.push(result);
    }
    match transaction.commit() {
        Ok(()) => results,
        Err(error) => failed_all(error),
    }
}

#[cfg(test)]
mod tests;
