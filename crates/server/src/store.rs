//! Every room and every move, kept in SQLite before anyone is told about it.
//!
//! One thread owns the database. Rooms hand it their changes through a channel and wait for
//! its word; it takes whatever changes are waiting, writes them in one transaction (one
//! savepoint each, so a refused change fails alone) and commits, then answers each. Under
//! load many moves share one commit, and so one flush to the disk, without any move being
//! confirmed before its commit. WAL with `synchronous=FULL`: a commit survives the process
//! being killed and the machine losing power.

use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::{fmt, thread};

use oware_protocol::{RoomCode, Token};
use oware_rules::{shown, GameKind, Ruleset, Side};
use rusqlite::{params, Connection};
use tokio::sync::oneshot;

use oware_protocol::Opponent;

use crate::results::{self, GameResult};
use crate::room::Seat;
use crate::tournament::{self, stored as tournament_rows};

/// The database's file inside the data folder.
pub const FILE_NAME: &str = "rooms.sqlite3";

/// Most changes written in one transaction; the rest wait for the next.
const MAX_BATCH: usize = 512;

const SCHEMA: &str = "
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

/// One change to the stored rooms. Times are milliseconds since the Unix epoch.
#[derive(Clone, Debug)]
pub enum Change {
    Create {
        code: RoomCode,
        ruleset: Ruleset,
        south: Seat,
        /// Tux's seat, or the creator's second one at one machine.
        north: Option<Seat>,
        opponent: Opponent,
        at: u64,
    },
    /// The moves from number `keep` (from 0) on are taken back by a player.
    TakeBack {
        code: RoomCode,
        keep: usize,
        at: u64,
    },
    /// A new game in the room: no move yet, `first` begins, Tux at `level` if it plays.
    Restart {
        code: RoomCode,
        first: Side,
        opponent: Opponent,
        at: u64,
    },
    Join {
        code: RoomCode,
        north: Seat,
        at: u64,
    },
    /// Move number `ply` (from 0) of the room; refused unless it is the next one.
    Move {
        code: RoomCode,
        ply: usize,
        letter: char,
        at: u64,
    },
    Leave {
        code: RoomCode,
        side: Side,
        at: u64,
    },
    /// The moves from number `keep` (from 0) on are dropped: a room restored from a
    /// damaged move continues from the move before it.
    Cut {
        code: RoomCode,
        keep: usize,
    },
    /// The last player went away: the room's idle time counts from now.
    Touch {
        code: RoomCode,
        at: u64,
    },
    Delete {
        code: RoomCode,
    },
    /// A game ended: its result, for the teacher's page.
    Result(GameResult),
    /// A child finished a lesson, for the teacher's page.
    Lesson(results::LessonRow),
    /// "Forget the class": every result goes.
    Forget,
    /// Results older than this time go.
    Prune {
        before: u64,
    },
    /// A class tournament begins, in place of any before it; its first round follows.
    TournamentStart(Box<tournament::Tournament>),
    /// A tournament's round begins: its rooms, both children seated, and its games.
    TournamentRound(Vec<RoundRoom>),
    /// A tournament game ends without a result of its room (the teacher closed it).
    TournamentScore {
        code: RoomCode,
        score: tournament::Score,
    },
    /// The tournament is cancelled: it goes, its rooms stay.
    TournamentCancel,
}

/// One room of a tournament's round.
#[derive(Clone, Debug)]
pub struct RoundRoom {
    pub game: tournament::Game,
    pub ruleset: Ruleset,
    pub south: Seat,
    pub north: Seat,
    pub at: u64,
}

/// A room as stored, for the server to replay at start.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    pub code: RoomCode,
    pub ruleset: Ruleset,
    pub seats: [Option<Seat>; 2],
    pub opponent: Opponent,
    /// Who began the room's game.
    pub first: Side,
    /// The moves as far as they could be read, in order.
    pub moves: Vec<String>,
    /// How many moves the database holds for the room, read or not.
    pub stored_moves: usize,
    pub active_at: u64,
}

#[derive(Debug)]
pub enum StoreError {
    Open(rusqlite::Error),
    /// A change was refused or its commit failed; nothing of it was kept.
    Write(String),
    /// The database's thread has stopped.
    Closed,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Open(error) => write!(f, "cannot open the rooms' database: {error}"),
            StoreError::Write(error) => write!(f, "cannot save: {error}"),
            StoreError::Closed => f.write_str("the rooms' database is closed"),
        }
    }
}

impl std::error::Error for StoreError {}

struct Job {
    change: Change,
    done: Option<oneshot::Sender<Result<(), String>>>,
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
        connection
            .execute_batch(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; \
                 PRAGMA secure_delete = ON;",
            )
            .and_then(|()| connection.execute_batch(SCHEMA))
            .and_then(|()| connection.execute_batch(results::SCHEMA))
            .and_then(|()| connection.execute_batch(tournament_rows::SCHEMA))
            .and_then(|()| add_opponent_columns(&connection))
            .map_err(StoreError::Open)?;
        let (rooms, problems) = load(&connection).map_err(StoreError::Open)?;
        let (jobs, inbox) = mpsc::channel();
        let thread = thread::Builder::new()
            .name("oware-store".into())
            .spawn(move || write_loop(connection, inbox))
            .map_err(|error| StoreError::Write(error.to_string()))?;
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
        match committed.await {
            Ok(result) => result.map_err(StoreError::Write),
            Err(_) => Err(StoreError::Closed),
        }
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

/// A database from before Tux's rooms gets their columns; its rooms are classmates' rooms.
fn add_opponent_columns(db: &Connection) -> rusqlite::Result<()> {
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

/// The opponent as stored: its kind and Tux's level (0 for the others).
fn opponent_columns(opponent: Opponent) -> (&'static str, i64) {
    match opponent {
        Opponent::Classmate => ("classmate", 0),
        Opponent::Here => ("here", 0),
        Opponent::Tux { level } => ("tux", i64::from(level)),
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
fn write_batch(connection: &mut Connection, batch: &[Job]) -> Vec<Result<(), String>> {
    let failed_all = |error: rusqlite::Error| vec![Err(error.to_string()); batch.len()];
    let mut transaction = match connection.transaction() {
        Ok(transaction) => transaction,
        Err(error) => return failed_all(error),
    };
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let result = match transaction.savepoint() {
            Ok(savepoint) => match apply(&savepoint, &job.change) {
                Ok(()) => savepoint.commit().map_err(|error| error.to_string()),
                // Dropping the savepoint rolls this change back alone.
                Err(error) => Err(error),
            },
            Err(error) => Err(error.to_string()),
        };
        results.push(result);
    }
    match transaction.commit() {
        Ok(()) => results,
        Err(error) => failed_all(error),
    }
}

fn apply(db: &Connection, change: &Change) -> Result<(), String> {
    let sql = |error: rusqlite::Error| error.to_string();
    let one_room = |changed: usize, code: &RoomCode| {
        if changed == 1 {
            Ok(())
        } else {
            Err(format!("no room {code}"))
        }
    };
    match change {
        Change::Create {
            code,
            ruleset,
            south,
            north,
            opponent,
            at,
        } => {
            let (kind, level) = opponent_columns(*opponent);
            db.execute(
                "INSERT INTO rooms (code, game, seeds, south_token, south_name, north_token,
                                    north_name, active_at, opponent, level)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    code.as_str(),
                    ruleset.kind().id(),
                    ruleset.seeds_per_house(),
                    south.token.hex(),
                    south.name,
                    north.as_ref().map(|seat| seat.token.hex()),
                    north.as_ref().map(|seat| seat.name.clone()),
                    millis(*at),
                    kind,
                    level
                ],
            )
            .map(|_| ())
            .map_err(sql)
        }
        Change::TakeBack { code, keep, at } => {
            let changed = db
                .execute(
                    "UPDATE rooms SET active_at = ?2 WHERE code = ?1",
                    params![code.as_str(), millis(*at)],
                )
                .map_err(sql)?;
            one_room(changed, code)?;
            db.execute(
                "DELETE FROM moves WHERE code = ?1 AND ply >= ?2",
                params![code.as_str(), i64::try_from(*keep).unwrap_or(i64::MAX)],
            )
            .map(|_| ())
            .map_err(sql)
        }
        Change::Restart {
            code,
            first,
            opponent,
            at,
        } => {
            let (kind, level) = opponent_columns(*opponent);
            let changed = db
                .execute(
                    "UPDATE rooms SET first = ?2, opponent = ?3, level = ?4, active_at = ?5
                     WHERE code = ?1",
                    params![code.as_str(), first.name(), kind, level, millis(*at)],
                )
                .map_err(sql)?;
            one_room(changed, code)?;
            db.execute("DELETE FROM moves WHERE code = ?1", [code.as_str()])
                .map(|_| ())
                .map_err(sql)
        }
        Change::Join { code, north, at } => {
            let changed = db
                .execute(
                    "UPDATE rooms SET north_token = ?2, north_name = ?3, active_at = ?4
                     WHERE code = ?1 AND north_token IS NULL",
                    params![code.as_str(), north.token.hex(), north.name, millis(*at)],
                )
                .map_err(sql)?;
            one_room(changed, code)
        }
        Change::Move {
            code,
            ply,
            letter,
            at,
        } => {
            // The moves' order is the game: a move is stored only right after the one before.
            let stored: i64 = db
                .query_row(
                    "SELECT COUNT(*) FROM moves WHERE code = ?1",
                    [code.as_str()],
                    |row| row.get(0),
                )
                .map_err(sql)?;
            if usize::try_from(stored).ok() != Some(*ply) {
                return Err(format!("room {code} has {stored} moves, not {ply}"));
            }
            let changed = db
                .execute(
                    "UPDATE rooms SET active_at = ?2 WHERE code = ?1",
                    params![code.as_str(), millis(*at)],
                )
                .map_err(sql)?;
            one_room(changed, code)?;
            db.execute(
                "INSERT INTO moves (code, ply, letter) VALUES (?1, ?2, ?3)",
                params![code.as_str(), stored, letter.to_string()],
            )
            .map(|_| ())
            .map_err(sql)
        }
        Change::Leave { code, side, at } => {
            let query = match side {
                Side::South => "UPDATE rooms SET south_left = 1, active_at = ?2 WHERE code = ?1",
                Side::North => "UPDATE rooms SET north_left = 1, active_at = ?2 WHERE code = ?1",
            };
            let changed = db
                .execute(query, params![code.as_str(), millis(*at)])
                .map_err(sql)?;
            one_room(changed, code)
        }
        Change::Touch { code, at } => db
            .execute(
                "UPDATE rooms SET active_at = ?2 WHERE code = ?1",
                params![code.as_str(), millis(*at)],
            )
            .map(|_| ())
            .map_err(sql),
        Change::Cut { code, keep } => db
            .execute(
                "DELETE FROM moves WHERE code = ?1 AND ply >= ?2",
                params![code.as_str(), i64::try_from(*keep).unwrap_or(i64::MAX)],
            )
            .map(|_| ())
            .map_err(sql),
        Change::Delete { code } => db
            .execute("DELETE FROM moves WHERE code = ?1", [code.as_str()])
            .and_then(|_| db.execute("DELETE FROM rooms WHERE code = ?1", [code.as_str()]))
            .map(|_| ())
            .map_err(sql),
        Change::Result(result) => {
            results::insert(db, result).map_err(sql)?;
            let score = tournament::Score {
                winner: Side::from_name(&result.winner),
                scores: result.scores,
            };
            tournament_rows::score(db, &result.code, score).map_err(sql)
        }
        Change::Lesson(lesson) => results::insert_lesson(db, lesson).map_err(sql),
        Change::Forget => results::forget(db)
            .and_then(|()| tournament_rows::forget(db))
            .map_err(sql),
        Change::TournamentStart(tournament) => tournament_rows::start(db, tournament).map_err(sql),
        Change::TournamentRound(rooms) => {
            for room in rooms {
                apply(
                    db,
                    &Change::Create {
                        code: room.game.code,
                        ruleset: room.ruleset,
                        south: room.south.clone(),
                        north: Some(room.north.clone()),
                        opponent: Opponent::Classmate,
                        at: room.at,
                    },
                )?;
                tournament_rows::game(db, &room.game).map_err(sql)?;
            }
            Ok(())
        }
        Change::TournamentScore { code, score } => {
            tournament_rows::score(db, code.as_str(), *score).map_err(sql)
        }
        Change::TournamentCancel => tournament_rows::forget(db).map_err(sql),
        Change::Prune { before } => results::prune(db, *before).map(|_| ()).map_err(sql),
    }
}

/// SQLite's integers are signed; a time past the year 292 million is clamped.
fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}

/// A room's row, each column read as the type it is stored with.
struct RoomRow {
    code: String,
    game: String,
    seeds: i64,
    south_token: String,
    south_name: String,
    south_left: bool,
    north_token: Option<String>,
    north_name: Option<String>,
    north_left: bool,
    active_at: i64,
    opponent: String,
    level: i64,
    first: String,
}

impl RoomRow {
    const COLUMNS: &str = "code, game, seeds, south_token, south_name, south_left, \
                           north_token, north_name, north_left, active_at, opponent, level, first";

    fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<RoomRow> {
        Ok(RoomRow {
            code: row.get("code")?,
            game: row.get("game")?,
            seeds: row.get("seeds")?,
            south_token: row.get("south_token")?,
            south_name: row.get("south_name")?,
            south_left: row.get("south_left")?,
            north_token: row.get("north_token")?,
            north_name: row.get("north_name")?,
            north_left: row.get("north_left")?,
            active_at: row.get("active_at")?,
            opponent: row.get("opponent")?,
            level: row.get("level")?,
            first: row.get("first")?,
        })
    }

    /// The room this row describes, its moves still to be read.
    fn room(self) -> Result<StoredRoom, String> {
        let code = RoomCode::parse(&self.code).map_err(|error| error.to_string())?;
        let level = self.level;
        let level = u8::try_from(level).map_err(|_| format!("level {level}"))?;
        let opponent = match self.opponent.as_str() {
            "classmate" => Opponent::Classmate,
            "here" => Opponent::Here,
            "tux" if (1..=oware_tux::MASTER_LEVEL).contains(&level) => Opponent::Tux { level },
            other => {
                return Err(format!(
                    "unknown opponent '{}' at level {level}",
                    shown(other)
                ))
            }
        };
        let first = Side::from_name(&self.first)
            .ok_or_else(|| format!("'{}' is not a side", shown(&self.first)))?;
        let game = self.game;
        let kind =
            GameKind::from_id(&game).ok_or_else(|| format!("unknown game '{}'", shown(&game)))?;
        let seeds = u64::try_from(self.seeds).map_err(|_| format!("{} seeds", self.seeds))?;
        let ruleset = Ruleset::new(kind, seeds).map_err(|error| error.to_string())?;
        let seat = |token: &str, name: String, left: bool| -> Result<Seat, String> {
            Ok(Seat {
                token: Token::parse(token).map_err(|error| error.to_string())?,
                name,
                left,
            })
        };
        let south = seat(&self.south_token, self.south_name, self.south_left)?;
        let north = match (self.north_token, self.north_name) {
            (Some(token), Some(name)) => Some(seat(&token, name, self.north_left)?),
            _ => None,
        };
        Ok(StoredRoom {
            code,
            ruleset,
            seats: [Some(south), north],
            opponent,
            first,
            moves: Vec::new(),
            stored_moves: 0,
            active_at: u64::try_from(self.active_at).unwrap_or(0),
        })
    }
}

/// Every room that can be read, with its moves up to the first that cannot; what was left
/// out is described in the second list. Only a database that cannot be queried at all is an
/// error.
fn load(db: &Connection) -> Result<(Vec<StoredRoom>, Vec<String>), rusqlite::Error> {
    let mut problems = Vec::new();
    let mut rows = Vec::new();
    {
        let mut statement = db.prepare(&format!(
            "SELECT rowid, {} FROM rooms ORDER BY code",
            RoomRow::COLUMNS
        ))?;
        let mut query = statement.query([])?;
        while let Some(row) = query.next()? {
            // A value of another type than its column's (a tampered file) spoils its row alone.
            match RoomRow::read(row) {
                Ok(read) => rows.push(read),
                Err(error) => {
                    let rowid = row
                        .get::<_, i64>("rowid")
                        .map_or_else(|_| "?".to_string(), |rowid| rowid.to_string());
                    problems.push(format!("the room in row {rowid} left out: {error}"));
                }
            }
        }
    }
    let mut moves = db.prepare("SELECT letter FROM moves WHERE code = ?1 ORDER BY ply")?;
    let mut rooms = Vec::new();
    for row in rows {
        let code_text = row.code.clone();
        let mut room = match row.room() {
            Ok(room) => room,
            Err(problem) => {
                problems.push(format!("room {} left out: {problem}", shown(&code_text)));
                continue;
            }
        };
        let mut query = moves.query([code_text.as_str()])?;
        let mut readable = true;
        while let Some(row) = query.next()? {
            room.stored_moves += 1;
            if !readable {
                continue;
            }
            match row.get::<_, String>(0) {
                Ok(letter) => room.moves.push(letter),
                // As with a move the rules refuse, the game stops before it.
                Err(error) => {
                    readable = false;
                    problems.push(format!(
                        "room {}: stored move {} cannot be read ({error}); the room continues \
                         from the move before",
                        room.code,
                        room.moves.len() + 1
                    ));
                }
            }
        }
        rooms.push(room);
    }
    Ok((rooms, problems))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(change: Change) -> Job {
        Job { change, done: None }
    }

    fn open(path: &Path) -> Connection {
        let connection = Connection::open(path).expect("open");
        connection.execute_batch(SCHEMA).expect("schema");
        connection
    }

    #[test]
    fn a_refused_change_fails_alone_and_moves_keep_their_order() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let mut db = open(&path);
        let code = RoomCode::parse("ABC234").expect("code");
        let south = Seat::fresh("Zoé");
        let mv = |ply, letter| {
            job(Change::Move {
                code,
                ply,
                letter,
                at: 5,
            })
        };
        let results = write_batch(
            &mut db,
            &[
                job(Change::Create {
                    code,
                    ruleset: Ruleset::standard(GameKind::Kalah),
                    south: south.clone(),
                    north: None,
                    opponent: Opponent::Classmate,
                    at: 1,
                }),
                mv(0, 'A'),
                mv(0, 'B'),
                mv(2, 'C'),
                mv(1, 'b'),
                job(Change::Join {
                    code: RoomCode::parse("XYZ789").expect("code"),
                    north: Seat::fresh("Kofi"),
                    at: 6,
                }),
            ],
        );
        let ok: Vec<bool> = results.iter().map(Result::is_ok).collect();
        assert_eq!(ok, [true, true, false, false, true, false]);
        drop(db);

        let (store, rooms, problems) = Store::open(&path).expect("reopen");
        drop(store);
        assert!(problems.is_empty());
        assert_eq!(rooms.len(), 1);
        assert_eq!(rooms[0].moves, ["A", "b"]);
        assert_eq!(rooms[0].active_at, 5);
        assert_eq!(rooms[0].seats[0], Some(south));
        assert_eq!(rooms[0].seats[1], None);
    }

    #[test]
    fn a_damaged_row_is_left_out_with_a_reason() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let db = open(&path);
        db.execute(
            "INSERT INTO rooms (code, game, seeds, south_token, south_name, active_at)
             VALUES ('ABC234', 'chess', 4, '00', 'Ama', 0)",
            [],
        )
        .expect("insert");
        drop(db);
        let (_store, rooms, problems) = Store::open(&path).expect("reopen");
        assert!(rooms.is_empty());
        assert_eq!(problems, ["room ABC234 left out: unknown game 'chess'"]);
    }

    #[test]
    fn tux_s_rooms_keep_their_level_who_began_and_their_takebacks() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let mut db = open(&path);
        add_opponent_columns(&db).expect("columns");
        let code = RoomCode::parse("TUX234").expect("code");
        let mv = |ply, letter| {
            job(Change::Move {
                code,
                ply,
                letter,
                at: 5,
            })
        };
        let results = write_batch(
            &mut db,
            &[
                job(Change::Create {
                    code,
                    ruleset: Ruleset::standard(GameKind::Kalah),
                    south: Seat::fresh("Zoé"),
                    north: Some(Seat::fresh("Tux")),
                    opponent: Opponent::Tux { level: 3 },
                    at: 1,
                }),
                mv(0, 'A'),
                mv(1, 'b'),
                mv(2, 'C'),
                job(Change::TakeBack {
                    code,
                    keep: 1,
                    at: 6,
                }),
                mv(1, 'c'),
                job(Change::Restart {
                    code,
                    first: Side::North,
                    opponent: Opponent::Tux { level: 4 },
                    at: 7,
                }),
                mv(0, 'd'),
            ],
        );
        assert!(results.iter().all(Result::is_ok), "{results:?}");
        drop(db);
        let (store, rooms, problems) = Store::open(&path).expect("reopen");
        drop(store);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(rooms[0].opponent, Opponent::Tux { level: 4 });
        assert_eq!(rooms[0].first, Side::North);
        assert_eq!(rooms[0].moves, ["d"]);
        assert_eq!(
            rooms[0].seats[1].as_ref().map(|seat| seat.name.as_str()),
            Some("Tux")
        );
    }

    #[test]
    fn a_database_from_before_tux_s_rooms_opens_with_classmates_rooms() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let old = Connection::open(&path).expect("open");
        old.execute_batch(
            "CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, seeds INTEGER NOT NULL,
                south_token TEXT NOT NULL, south_name TEXT NOT NULL,
                south_left INTEGER NOT NULL DEFAULT 0, north_token TEXT, north_name TEXT,
                north_left INTEGER NOT NULL DEFAULT 0, active_at INTEGER NOT NULL);
             INSERT INTO rooms (code, game, seeds, south_token, south_name, active_at)
                VALUES ('ABC234', 'oware', 4, '00112233445566778899aabbccddeeff', 'Ama', 3);",
        )
        .expect("an old database");
        drop(old);
        let (store, rooms, problems) = Store::open(&path).expect("open");
        drop(store);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(rooms.len(), 1);
        assert_eq!(rooms[0].opponent, Opponent::Classmate);
        assert_eq!(rooms[0].first, Side::South);
    }

    #[test]
    fn a_value_of_the_wrong_type_spoils_its_row_alone() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let db = open(&path);
        let token = "00112233445566778899aabbccddeeff";
        db.execute_batch(&format!(
            "INSERT INTO rooms (code, game, seeds, south_token, south_name, active_at)
                 VALUES ('ABC234', 'kalah', 4, '{token}', 'Ama', 3),
                        (X'58595A373839', 'oware', 4, '{token}', 'Kofi', 0),
                        ('DEF567', 'oware', 'four', '{token}', 'Zoé', 0);
             INSERT INTO moves (code, ply, letter)
                 VALUES ('ABC234', 0, 'A'), ('ABC234', 1, 'b'), ('ABC234', 2, X'43'),
                        ('ABC234', 3, 'c');"
        ))
        .expect("a tampered database");
        drop(db);
        let (_store, rooms, problems) = Store::open(&path).expect("opens all the same");
        assert_eq!(rooms.len(), 1);
        assert_eq!(rooms[0].code, RoomCode::parse("ABC234").expect("code"));
        assert_eq!(rooms[0].moves, ["A", "b"]);
        assert_eq!(rooms[0].stored_moves, 4);
        assert_eq!(rooms[0].active_at, 3);
        assert_eq!(problems.len(), 3, "{problems:?}");
        // Rows come in the order of their codes, and SQLite sorts a BLOB after any text.
        assert!(
            problems[0].starts_with("the room in row 3 left out: ")
                && problems[0].contains("seeds"),
            "{problems:?}"
        );
        assert!(
            problems[1].starts_with("the room in row 2 left out: ") && problems[1].contains("code"),
            "{problems:?}"
        );
        assert!(
            problems[2].starts_with("room ABC234: stored move 3 cannot be read (")
                && problems[2].ends_with("); the room continues from the move before"),
            "{problems:?}"
        );
    }

    #[tokio::test]
    async fn save_returns_once_committed() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join(FILE_NAME);
        let (store, _, _) = Store::open(&path).expect("open");
        let code = RoomCode::parse("ABC234").expect("code");
        let create = Change::Create {
            code,
            ruleset: Ruleset::OWARE,
            south: Seat::fresh("Ama"),
            north: None,
            opponent: Opponent::Classmate,
            at: 1,
        };
        store.save(create.clone()).await.expect("saved");
        assert!(matches!(
            store.save(create).await,
            Err(StoreError::Write(_))
        ));
        store.save_later(Change::Delete { code });
        drop(store);
        let (_store, rooms, _) = Store::open(&path).expect("reopen");
        assert!(rooms.is_empty());
    }
}
