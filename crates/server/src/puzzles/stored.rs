//! The puzzles' rows in the rooms' database: each child's record in each game (the puzzles
//! crate's own text of it: the rating, the counts, the themes, the drills' ladders, the own
//! puzzles), and each puzzle's rating as the attempts the server saw moved it. Written by the
//! database's thread like every change ([`crate::store::Change::Puzzles`]), read at start and
//! by the teacher's page on a connection of its own.

use std::collections::HashMap;
use std::path::Path;

use oware_puzzles::{Glicko, PuzzleRecord};
use oware_rules::GameKind;
use rusqlite::{params, Connection};

use crate::results::open_read_only;

/// The tables, created when missing: a database from an older server gains them at start,
/// empty.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS puzzle_records (
    name    TEXT NOT NULL,
    game    TEXT NOT NULL,
    record  TEXT NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (name, game)
) WITHOUT ROWID;
-- One row a puzzle solved, with its themes' words (space-separated): the record keeps only
-- totals, and the work the teacher gives counts the puzzles solved since it was given.
CREATE TABLE IF NOT EXISTS puzzle_solves (
    name    TEXT NOT NULL,
    game    TEXT NOT NULL,
    themes  TEXT NOT NULL,
    at      INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS puzzle_solves_by_child ON puzzle_solves (name, game, at);
CREATE TABLE IF NOT EXISTS puzzle_ratings (
    id          TEXT PRIMARY KEY,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    attempts    INTEGER NOT NULL
) WITHOUT ROWID;
";

/// A change to the puzzles' rows.
#[derive(Clone, Debug)]
pub enum Write {
    /// A child's record in a game, as it is now (after a puzzle or a drill counted).
    Record {
        name: String,
        game: GameKind,
        /// [`PuzzleRecord::to_text`].
        text: String,
        at: u64,
    },
    /// A puzzle's rating after an attempt.
    Rating { id: String, rating: Glicko },
    /// A puzzle solved by a child, with its themes' words, and when.
    Solved {
        name: String,
        game: GameKind,
        themes: Vec<String>,
        at: u64,
    },
    /// "Forget the class": every child's record goes (the puzzles keep their ratings).
    Forget,
}

fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

/// Writes one change.
pub fn apply(db: &Connection, write: &Write) -> rusqlite::Result<()> {
    match write {
        Write::Record {
            name,
            game,
            text,
            at,
        } => db
            .execute(
                "INSERT INTO puzzle_records (name, game, record, at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (name, game) DO UPDATE SET record = excluded.record, at = excluded.at",
                params![name, game.id(), text, millis(*at)],
            )
            .map(|_| ()),
        Write::Rating { id, rating } => db
            .execute(
                "INSERT INTO puzzle_ratings (id, rating, deviation, volatility, attempts)
                 VALUES (?1, ?2, ?3, ?4, 1)
                 ON CONFLICT (id) DO UPDATE SET rating = excluded.rating,
                     deviation = excluded.deviation, volatility = excluded.volatility,
                     attempts = attempts + 1",
                params![id, rating.rating, rating.deviation, rating.volatility],
            )
            .map(|_| ()),
        Write::Solved {
            name,
            game,
            themes,
            at,
        } => db
            .execute(
                "INSERT INTO puzzle_solves (name, game, themes, at) VALUES (?1, ?2, ?3, ?4)",
                params![name, game.id(), themes.join(" "), millis(*at)],
            )
            .map(|_| ()),
        Write::Forget => {
            db.execute("DELETE FROM puzzle_solves", [])?;
            db.execute("DELETE FROM puzzle_records", []).map(|_| ())
        }
    }
}

/// The puzzles solved before `before` go, with the results of their time.
pub fn prune(db: &Connection, before: u64) -> rusqlite::Result<()> {
    db.execute("DELETE FROM puzzle_solves WHERE at < ?1", [millis(before)])
        .map(|_| ())
}

/// A child's record as stored, by name and game.
pub type Records = HashMap<(String, GameKind), PuzzleRecord>;

/// Every child's record and every puzzle's rating in the database at `path`. A row that
/// cannot be read (a record of another version, a tampered file) is left out, and said in
/// the list of problems, rather than stopping the server.
pub fn load(path: &Path) -> rusqlite::Result<(Records, HashMap<String, Glicko>, Vec<String>)> {
    let db = open_read_only(path)?;
    let mut problems = Vec::new();
    let mut records = HashMap::new();
    {
        let mut statement = db.prepare("SELECT name, game, record FROM puzzle_records")?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
            ))
        })?;
        for row in rows {
            let (name, game, text) = row?;
            match (GameKind::from_id(&game), PuzzleRecord::from_text(&text)) {
                (Some(kind), Ok(record)) if record.game == kind => {
                    records.insert((name, kind), record);
                }
                (_, Err(error)) => problems.push(format!(
                    "the puzzle record of {} in {} is left out: {error}",
                    oware_rules::shown(&name),
                    oware_rules::shown(&game)
                )),
                _ => problems.push(format!(
                    "the puzzle record of {} is left out: {} is no game of its record",
                    oware_rules::shown(&name),
                    oware_rules::shown(&game)
                )),
            }
        }
    }
    let mut ratings = HashMap::new();
    {
        let mut statement =
            db.prepare("SELECT id, rating, deviation, volatility FROM puzzle_ratings")?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                Glicko {
                    rating: row.get(1)?,
                    deviation: row.get(2)?,
                    volatility: row.get(3)?,
                },
            ))
        })?;
        for row in rows.flatten() {
            let (id, rating) = row;
            let finite = [rating.rating, rating.deviation, rating.volatility]
                .iter()
                .all(|value| value.is_finite());
            if finite {
                ratings.insert(id, rating);
            } else {
                problems.push(format!(
                    "the rating of puzzle {} is left out: not a number",
                    oware_rules::shown(&id)
                ));
            }
        }
    }
    Ok((records, ratings, problems))
}

/// Every child's records, for the teacher's page: read on a connection of its own.
pub fn read_records(path: &Path) -> rusqlite::Result<Vec<(String, PuzzleRecord)>> {
    let (records, _, _) = load(path)?;
    let mut list: Vec<(String, PuzzleRecord)> = records
        .into_iter()
        .map(|((name, _), record)| (name, record))
        .collect();
    list.sort_by(|a, b| (&a.0, a.1.game.id()).cmp(&(&b.0, b.1.game.id())));
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_and_ratings_read_back_and_a_damaged_record_is_left_out_with_a_reason() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("rooms.sqlite3");
        let db = Connection::open(&path).expect("open");
        db.execute_batch(SCHEMA).expect("schema");
        let mut record = PuzzleRecord::new(GameKind::Kalah);
        record.tried = 3;
        record.solved = 2;
        record.best_streak = 2;
        for write in [
            Write::Record {
                name: "Zoé".into(),
                game: GameKind::Kalah,
                text: record.to_text(),
                at: 5,
            },
            Write::Record {
                name: "Kofi".into(),
                game: GameKind::Oware,
                text: "[oware]\nrating = lots\n".into(),
                at: 5,
            },
            Write::Rating {
                id: "kalah-000001".into(),
                rating: Glicko::new(1480.0, 300.0),
            },
            Write::Rating {
                id: "kalah-000001".into(),
                rating: Glicko::new(1470.0, 290.0),
            },
        ] {
            apply(&db, &write).expect("written");
        }
        let (records, ratings, problems) = load(&path).expect("load");
        assert_eq!(
            records.get(&("Zoé".to_string(), GameKind::Kalah)),
            Some(&record)
        );
        assert_eq!(records.len(), 1);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("Kofi"), "{problems:?}");
        assert_eq!(
            ratings.get("kalah-000001"),
            Some(&Glicko::new(1470.0, 290.0))
        );
        let attempts: i64 = db
            .query_row("SELECT attempts FROM puzzle_ratings", [], |row| row.get(0))
            .expect("attempts");
        assert_eq!(attempts, 2);
        apply(&db, &Write::Forget).expect("forget");
        assert!(read_records(&path).expect("read").is_empty());
    }

    #[test]
    fn a_puzzle_solved_is_kept_with_its_time_until_pruned_or_forgotten() {
        let db = Connection::open_in_memory().expect("memory");
        db.execute_batch(SCHEMA).expect("schema");
        for at in [5, 15] {
            let write = Write::Solved {
                name: "Zoé".into(),
                game: GameKind::Oware,
                themes: vec!["captures".into(), "defence".into()],
                at,
            };
            apply(&db, &write).expect("written");
        }
        let rows = |db: &Connection| -> Vec<(String, i64)> {
            let mut statement = db
                .prepare("SELECT themes, at FROM puzzle_solves WHERE name = 'Zoé' ORDER BY at")
                .expect("select");
            statement
                .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
                .expect("rows")
                .flatten()
                .collect()
        };
        assert_eq!(
            rows(&db),
            [
                ("captures defence".into(), 5),
                ("captures defence".into(), 15)
            ]
        );
        prune(&db, 10).expect("pruned");
        assert_eq!(rows(&db), [("captures defence".into(), 15)]);
        apply(&db, &Write::Forget).expect("forget");
        assert!(rows(&db).is_empty());
    }
}
