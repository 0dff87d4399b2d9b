//! The roster's tables. `CREATE TABLE IF NOT EXISTS` is the whole migration: a database made
//! by a server from before the roster gains them, empty, at start, and every room, result,
//! lesson, puzzle record and tournament it held stays as it was (`tests/roster_migration.rs`).

/// The groups, the children, their sessions, the teacher's sessions and settings, the
/// assignments and the strategy chapters' stars (each stage's best under the child's
/// one-word name, as the lessons keep theirs, so that a name said with `hello` keeps its
/// stars too; and each roster child's sum a chapter); and the results indexed by name, which a
/// child's progress reads them by.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS class_groups (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS pupils (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL,
    wire      TEXT NOT NULL UNIQUE,
    group_id  INTEGER NOT NULL REFERENCES class_groups(id),
    salt      TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    added_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS child_sessions (
    token_hash TEXT PRIMARY KEY,
    pupil      INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
    at         INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS teacher_sessions (
    id_hash TEXT PRIMARY KEY,
    csrf    TEXT NOT NULL,
    since   INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS class_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS assignments (
    id        INTEGER PRIMARY KEY,
    game      TEXT NOT NULL,
    task      TEXT NOT NULL,
    for_kind  TEXT NOT NULL,
    for_id    INTEGER NOT NULL,
    at        INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chapter_stars (
    pupil    INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
    game     TEXT NOT NULL,
    chapter  TEXT NOT NULL,
    stars    INTEGER NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (pupil, game, chapter)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chapter_stage_stars (
    pupil    TEXT NOT NULL,
    chapter  TEXT NOT NULL,
    stage    INTEGER NOT NULL,
    stars    INTEGER NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (pupil, chapter, stage)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS results_south ON results(south);
CREATE INDEX IF NOT EXISTS results_north ON results(north);
";

/// A database in memory with the tables a child's progress and the assignments read: the
/// results', the puzzles' and these.
#[cfg(test)]
pub fn in_memory() -> rusqlite::Connection {
    let db = rusqlite::Connection::open_in_memory().expect("a database in memory");
    for schema in [
        crate::results::SCHEMA,
        crate::puzzles::stored::SCHEMA,
        SCHEMA,
    ] {
        db.execute_batch(schema).expect("the tables");
    }
    db
}
