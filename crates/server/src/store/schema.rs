//! The database's tables: created when missing, and a database from an older server given
//! the columns it lacks.

use rusqlite::Connection;

use crate::results;
use crate::tournament::stored as tournament_rows;

pub(super) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code        TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    seeds       INTEGER NOT NULL,
    south_token TEXT NOT NULL,
    south_name  TEXT NOT NULL,
    south_left  INTEGER NOT NULL DEFAULT 0,
    north_token TEXT,
    north_name  TEXT,
    north_left  INTEGER NOT NULL DEFAULT 0,
    active_at   INTEGER NOT NULL,
    opponent    TEXT NOT NULL DEFAULT 'classmate',
    level       INTEGER NOT NULL DEFAULT 0,
    first       TEXT NOT NULL DEFAULT 'south'
);
CREATE TABLE IF NOT EXISTS moves (
    code   TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    ply    INTEGER NOT NULL,
    letter TEXT NOT NULL,
    PRIMARY KEY (code, ply)
) WITHOUT ROWID;
";

/// Sets the database up for the writer (WAL, a commit that survives a power loss, deleted
/// rows overwritten) and creates every table that is missing.
pub(super) fn prepare(connection: &Connection) -> rusqlite::Result<()> {
    connection
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; \
             PRAGMA secure_delete = ON;",
        )
        .and_then(|()| connection.execute_batch(SCHEMA))
        .and_then(|()| connection.execute_batch(results::SCHEMA))
        .and_then(|()| connection.execute_batch(tournament_rows::SCHEMA))
        .and_then(|()| connection.execute_batch(crate::puzzles::stored::SCHEMA))
        .and_then(|()| connection.execute_batch(crate::roster::schema::SCHEMA))
        .and_then(|()| add_opponent_columns(connection))
}

/// A database from before Tux's rooms gets their columns; its rooms are classmates' rooms.
pub(super) fn add_opponent_columns(db: &Connection) -> rusqlite::Result<()> {
    let mut columns = Vec::new();
    {
        let mut statement = db.prepare("SELECT name FROM pragma_table_info('rooms')")?;
        let names = statement.query_map([], |row| row.get::<_, String>(0))?;
        for name in names {
            columns.push(name?);
        }
    }
    for (column, definition) in [
        ("opponent", "TEXT NOT NULL DEFAULT 'classmate'"),
        ("level", "INTEGER NOT NULL DEFAULT 0"),
        ("first", "TEXT NOT NULL DEFAULT 'south'"),
    ] {
        if !columns.iter().any(|name| name == column) {
            db.execute_batch(&format!(
                "ALTER TABLE rooms ADD COLUMN {column} {definition}"
            ))?;
        }
    }
    Ok(())
}
