//! The class's finished games and lessons done, for the teacher's page: one row a game, and
//! one a lesson a child finished, with the names as the children typed them. Written by the database's thread like every change
//! ([`crate::store::Change::Result`]); read on a connection of its own (WAL lets a reader
//! and the writer work at once). Kept for a number of days (a server setting), and deleted
//! whole by "Forget the class".

use std::path::Path;

use rusqlite::{params, Connection, OpenFlags};

pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS results (
    id       INTEGER PRIMARY KEY,
    at       INTEGER NOT NULL,
    code     TEXT NOT NULL,
    game     TEXT NOT NULL,
    seeds    INTEGER NOT NULL,
    south    TEXT NOT NULL,
    north    TEXT NOT NULL,
    opponent TEXT NOT NULL,
    level    INTEGER NOT NULL,
    winner   TEXT NOT NULL,
    south_score INTEGER NOT NULL,
    north_score INTEGER NOT NULL,
    reason   TEXT NOT NULL,
    moves    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS results_at ON results(at);
CREATE TABLE IF NOT EXISTS lessons (
    name     TEXT NOT NULL,
    game     TEXT NOT NULL,
    lesson   INTEGER NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (name, game, lesson)
);
CREATE INDEX IF NOT EXISTS lessons_at ON lessons(at);
";

/// A lesson a child reported done: the game's id and the lesson's number in it (from 1).
/// Done again, it is one row still, with the later time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRow {
    /// Milliseconds since the Unix epoch.
    pub at: u64,
    pub name: String,
    pub game: String,
    pub lesson: u32,
}

/// One finished game. `opponent` is the rooms' word (`classmate`, `here`, `tux`), `level`
/// Tux's (0 for the others), `winner` `south`, `north` or `draw`; Tux always sits north.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Milliseconds since the Unix epoch.
    pub at: u64,
    pub code: String,
    pub game: String,
    pub seeds: u8,
    pub south: String,
    pub north: String,
    pub opponent: String,
    pub level: u8,
    pub winner: String,
    pub scores: [u32; 2],
    pub reason: String,
    pub moves: u32,
}

fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

pub fn insert(db: &Connection, result: &GameResult) -> rusqlite::Result<()> {
    db.execute(
        "INSERT INTO results (at, code, game, seeds, south, north, opponent, level, winner,
                              south_score, north_score, reason, moves)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
            millis(result.at),
            result.code,
            result.game,
            result.seeds,
            result.south,
            result.north,
            result.opponent,
            result.level,
            result.winner,
            result.scores[0],
            result.scores[1],
            result.reason,
            result.moves
        ],
    )
    .map(|_| ())
}

pub fn insert_lesson(db: &Connection, lesson: &LessonRow) -> rusqlite::Result<()> {
    db.execute(
        "INSERT INTO lessons (name, game, lesson, at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (name, game, lesson) DO UPDATE SET at = excluded.at",
        params![lesson.name, lesson.game, lesson.lesson, millis(lesson.at)],
    )
    .map(|_| ())
}

/// Every result and every lesson: "Forget the class" (the hub deletes the rooms nobody is
/// in).
pub fn forget(db: &Connection) -> rusqlite::Result<()> {
    db.execute("DELETE FROM results", [])?;
    db.execute("DELETE FROM lessons", []).map(|_| ())
}

/// Results and lessons older than `before` go; how many rows went.
pub fn prune(db: &Connection, before: u64) -> rusqlite::Result<usize> {
    let games = db.execute("DELETE FROM results WHERE at < ?1", [millis(before)])?;
    let lessons = db.execute("DELETE FROM lessons WHERE at < ?1", [millis(before)])?;
    Ok(games + lessons)
}

/// The rooms' database at `path`, opened only to read (the teacher's page, the tournament
/// at start), so that it never takes the store's own writing connection's place.
pub fn open_read_only(path: &Path) -> rusqlite::Result<Connection> {
    Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
}

/// The lessons done since `since`, by name, game and number, from the database at `path`.
/// A row that cannot be read is left out.
pub fn read_lessons(path: &Path, since: u64) -> rusqlite::Result<Vec<LessonRow>> {
    let db = open_read_only(path)?;
    let mut statement = db.prepare(
        "SELECT at, name, game, lesson FROM lessons WHERE at >= ?1 ORDER BY name, game, lesson",
    )?;
    let rows = statement.query_map([millis(since)], |row| {
        Ok(LessonRow {
            at: u64::try_from(row.get::<_, i64>(0)?).unwrap_or(0),
            name: row.get(1)?,
            game: row.get(2)?,
            lesson: row.get(3)?,
        })
    })?;
    Ok(rows.flatten().collect())
}

/// The results since `since`, oldest first, from the database at `path`. A row that cannot
/// be read (a tampered file) is left out.
pub fn read(path: &Path, since: u64) -> rusqlite::Result<Vec<GameResult>> {
    let db = open_read_only(path)?;
    let mut statement = db.prepare(
        "SELECT at, code, game, seeds, south, north, opponent, level, winner, south_score,
                north_score, reason, moves
         FROM results WHERE at >= ?1 ORDER BY at, id",
    )?;
    let rows = statement.query_map([millis(since)], |row| {
        Ok(GameResult {
            at: u64::try_from(row.get::<_, i64>(0)?).unwrap_or(0),
            code: row.get(1)?,
            game: row.get(2)?,
            seeds: row.get(3)?,
            south: row.get(4)?,
            north: row.get(5)?,
            opponent: row.get(6)?,
            level: row.get(7)?,
            winner: row.get(8)?,
            scores: [row.get(9)?, row.get(10)?],
            reason: row.get(11)?,
            moves: row.get(12)?,
        })
    })?;
    Ok(rows.flatten().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(at: u64, south: &str) -> GameResult {
        GameResult {
            at,
            code: "ABC234".into(),
            game: "kalah".into(),
            seeds: 4,
            south: south.into(),
            north: "Tux".into(),
            opponent: "tux".into(),
            level: 3,
            winner: "south".into(),
            scores: [30, 18],
            reason: "empty-row".into(),
            moves: 41,
        }
    }

    #[test]
    fn results_read_back_from_a_time_and_old_ones_are_pruned_then_all_forgotten() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("results.sqlite3");
        let db = Connection::open(&path).expect("open");
        db.execute_batch(SCHEMA).expect("schema");
        for (at, name) in [(1_000, "Ama"), (5_000, "Kofi"), (9_000, "Zoé")] {
            insert(&db, &result(at, name)).expect("insert");
        }
        let names = |since| -> Vec<String> {
            read(&path, since)
                .expect("read")
                .into_iter()
                .map(|result| result.south)
                .collect()
        };
        assert_eq!(names(0), ["Ama", "Kofi", "Zoé"]);
        assert_eq!(names(5_000), ["Kofi", "Zoé"]);
        assert_eq!(read(&path, 0).expect("read")[2], result(9_000, "Zoé"));
        assert_eq!(prune(&db, 5_000).expect("prune"), 1);
        assert_eq!(names(0), ["Kofi", "Zoé"]);
        forget(&db).expect("forget");
        assert!(names(0).is_empty());
    }

    fn lesson(at: u64, name: &str, lesson: u32) -> LessonRow {
        LessonRow {
            at,
            name: name.into(),
            game: "oware".into(),
            lesson,
        }
    }

    #[test]
    fn a_lesson_done_twice_is_one_row_and_old_ones_are_pruned_then_all_forgotten() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("results.sqlite3");
        let db = Connection::open(&path).expect("open");
        db.execute_batch(SCHEMA).expect("schema");
        for row in [
            lesson(1_000, "Ama", 1),
            lesson(2_000, "Ama", 2),
            lesson(6_000, "Ama", 1),
            lesson(3_000, "Kofi", 1),
        ] {
            insert_lesson(&db, &row).expect("insert");
        }
        let read = || read_lessons(&path, 0).expect("read");
        assert_eq!(
            read(),
            [
                lesson(6_000, "Ama", 1),
                lesson(2_000, "Ama", 2),
                lesson(3_000, "Kofi", 1)
            ]
        );
        assert_eq!(read_lessons(&path, 2_500).expect("read").len(), 2);
        // The lesson done again at 6 000 is kept; those done before 5 000 go.
        assert_eq!(prune(&db, 5_000).expect("prune"), 2);
        assert_eq!(read(), [lesson(6_000, "Ama", 1)]);
        forget(&db).expect("forget");
        assert!(read().is_empty());
    }
}
