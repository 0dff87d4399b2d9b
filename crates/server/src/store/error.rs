//! Why the database did not keep what it was given.

use std::sync::Arc;
use std::{fmt, io};

use oware_protocol::RoomCode;

/// Why the rooms' database could not be opened, or a change was not saved. A change that
/// fails was not kept at all: its savepoint, or its whole batch, was rolled back.
#[derive(Debug)]
pub enum StoreError {
    /// The database cannot be opened, set up or read back.
    Open(rusqlite::Error),
    /// The database's thread could not be started.
    Thread(io::Error),
    /// SQLite refused the change.
    Sql(rusqlite::Error),
    /// The batch the change was in could not begin or commit: every change in it failed
    /// with this one error.
    Commit(Arc<rusqlite::Error>),
    /// The change is for a room the database does not have (for a join: one whose second
    /// seat is taken).
    NoRoom(RoomCode),
    /// A move that is not the room's next one: the room has `stored` moves, and the move
    /// was number `ply` (both counted from 0).
    OutOfOrder {
        /// The room.
        code: RoomCode,
        /// The moves the database holds for it.
        stored: i64,
        /// The move's number.
        ply: usize,
    },
    /// The database's thread has stopped.
    Closed,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open(error) => write!(f, "cannot open the rooms' database: {error}"),
            StoreError::Thread(error) => {
                write!(f, "cannot start the rooms' database's thread: {error}")
            }
            StoreError::Sql(error) => write!(f, "{error}"),
            StoreError::Commit(error) => write!(f, "{error}"),
            StoreError::NoRoom(code) => write!(f, "no room {code}"),
            StoreError::OutOfOrder { code, stored, ply } => {
                write!(f, "room {code} has {stored} moves, not {ply}")
            }
            StoreError::Closed => f.write_str("the rooms' database is closed"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Open(error) | StoreError::Sql(error) => Some(error),
            StoreError::Commit(error) => Some(error.as_ref()),
            StoreError::Thread(error) => Some(error),
            StoreError::NoRoom(_) | StoreError::OutOfOrder { .. } | StoreError::Closed => None,
        }
    }
}

/// A change's own statement failed; `?` in the writer's functions says so.
impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> Self {
        StoreError::Sql(error)
    }
}
