//! Each kind of change as SQL: one function a kind, each run inside the change's own
//! savepoint, so that a change refused here fails alone.

use oware_protocol::{Opponent, RoomCode};
use oware_rules::{Ruleset, Side};
use rusqlite::{params, Connection};

use super::{Change, RoundRoom, StoreError};
use crate::results::{self, GameResult};
use crate::room::Seat;
use crate::tournament::{self, stored as tournament_rows};

/// Writes one change.
pub(super) fn apply(db: &Connection, change: &Change) -> Result<(), StoreError> {
    match change {
        Change::Create {
            code,
            ruleset,
            south,
            north,
            opponent,
            at,
        } => create(db, *code, *ruleset, south, north.as_ref(), *opponent, *at),
        Change::TakeBack { code, keep, at } => take_back(db, *code, *keep, *at),
        Change::Restart {
            code,
            first,
            opponent,
            at,
        } => restart(db, *code, *first, *opponent, *at),
        Change::Join { code, north, at } => join(db, *code, north, *at),
        Change::Move {
            code,
            ply,
            letter,
            at,
        } => record_move(db, *code, *ply, *letter, *at),
        Change::Leave { code, side, at } => leave(db, *code, *side, *at),
        Change::Touch { code, at } => touch(db, *code, *at),
        Change::Cut { code, keep } => cut(db, *code, *keep),
        Change::Delete { code } => delete(db, *code),
        Change::Result(result) => game_result(db, result),
        Change::Lesson(lesson) => Ok(results::insert_lesson(db, lesson)?),
        Change::Forget => forget(db),
        Change::Prune { before } => {
            results::prune(db, *before)?;
            // The puzzles solved go with the results of their time.
            Ok(crate::puzzles::stored::prune(db, *before)?)
        }
        Change::TournamentStart(tournament) => Ok(tournament_rows::start(db, tournament)?),
        Change::TournamentRound(rooms) => tournament_round(db, rooms),
        Change::TournamentScore { code, score } => {
            Ok(tournament_rows::score(db, code.as_str(), *score)?)
        }
        Change::TournamentCancel => Ok(tournament_rows::forget(db)?),
        Change::Roster(write) => Ok(crate::roster::write::apply(db, write)?),
        Change::Puzzles(writes) => {
            for write in writes {
                crate::puzzles::stored::apply(db, write)?;
            }
            Ok(())
        }
    }
}

/// A new room; North's seat is empty until a classmate joins, unless `north` holds Tux or
/// the creator's second seat.
fn create(
    db: &Connection,
    code: RoomCode,
    ruleset: Ruleset,
    south: &Seat,
    north: Option<&Seat>,
    opponent: Opponent,
    at: u64,
) -> Result<(), StoreError> {
    let (kind, level) = opponent_columns(opponent);
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
            north.map(|seat| seat.token.hex()),
            north.map(|seat| seat.name.clone()),
            millis(at),
            kind,
            level
        ],
    )?;
    Ok(())
}

/// The moves from number `keep` on are taken back.
fn take_back(db: &Connection, code: RoomCode, keep: usize, at: u64) -> Result<(), StoreError> {
    touch_room(db, code, at)?;
    cut(db, code, keep)
}

/// A new game: no move yet, `first` begins, against `opponent`.
fn restart(
    db: &Connection,
    code: RoomCode,
    first: Side,
    opponent: Opponent,
    at: u64,
) -> Result<(), StoreError> {
    let (kind, level) = opponent_columns(opponent);
    let changed = db.execute(
        "UPDATE rooms SET first = ?2, opponent = ?3, level = ?4, active_at = ?5
         WHERE code = ?1",
        params![code.as_str(), first.name(), kind, level, millis(at)],
    )?;
    one_room(changed, code)?;
    db.execute("DELETE FROM moves WHERE code = ?1", [code.as_str()])?;
    Ok(())
}

/// A classmate in North's seat, which must be free.
fn join(db: &Connection, code: RoomCode, north: &Seat, at: u64) -> Result<(), StoreError> {
    let changed = db.execute(
        "UPDATE rooms SET north_token = ?2, north_name = ?3, active_at = ?4
         WHERE code = ?1 AND north_token IS NULL",
        params![code.as_str(), north.token.hex(), north.name, millis(at)],
    )?;
    one_room(changed, code)
}

/// Move number `ply`, refused unless it is the next one: the moves' order is the game.
fn record_move(
    db: &Connection,
    code: RoomCode,
    ply: usize,
    letter: char,
    at: u64,
) -> Result<(), StoreError> {
    let stored: i64 = db.query_row(
        "SELECT COUNT(*) FROM moves WHERE code = ?1",
        [code.as_str()],
        |row| row.get(0),
    )?;
    if usize::try_from(stored).ok() != Some(ply) {
        return Err(StoreError::OutOfOrder { code, stored, ply });
    }
    touch_room(db, code, at)?;
    db.execute(
        "INSERT INTO moves (code, ply, letter) VALUES (?1, ?2, ?3)",
        params![code.as_str(), stored, letter.to_string()],
    )?;
    Ok(())
}

/// The player in `side` gave the seat up.
fn leave(db: &Connection, code: RoomCode, side: Side, at: u64) -> Result<(), StoreError> {
    let query = match side {
        Side::South => "UPDATE rooms SET south_left = 1, active_at = ?2 WHERE code = ?1",
        Side::North => "UPDATE rooms SET north_left = 1, active_at = ?2 WHERE code = ?1",
    };
    let changed = db.execute(query, params![code.as_str(), millis(at)])?;
    one_room(changed, code)
}

/// The room's idle time counts from `at`; a room gone meanwhile is no error.
fn touch(db: &Connection, code: RoomCode, at: u64) -> Result<(), StoreError> {
    db.execute(
        "UPDATE rooms SET active_at = ?2 WHERE code = ?1",
        params![code.as_str(), millis(at)],
    )?;
    Ok(())
}

/// The moves from number `keep` on go.
fn cut(db: &Connection, code: RoomCode, keep: usize) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM moves WHERE code = ?1 AND ply >= ?2",
        params![code.as_str(), i64::try_from(keep).unwrap_or(i64::MAX)],
    )?;
    Ok(())
}

/// The room and its moves go.
fn delete(db: &Connection, code: RoomCode) -> Result<(), StoreError> {
    db.execute("DELETE FROM moves WHERE code = ?1", [code.as_str()])?;
    db.execute("DELETE FROM rooms WHERE code = ?1", [code.as_str()])?;
    Ok(())
}

/// A game's result, and the tournament's score when the game was one of its games.
fn game_result(db: &Connection, result: &GameResult) -> Result<(), StoreError> {
    results::insert(db, result)?;
    let score = tournament::Score {
        winner: Side::from_name(&result.winner),
        scores: result.scores,
    };
    tournament_rows::score(db, &result.code, score)?;
    Ok(())
}

/// "Forget the class": the results, the lessons, the chapters' stars and the tournament go.
fn forget(db: &Connection) -> Result<(), StoreError> {
    results::forget(db)?;
    db.execute("DELETE FROM chapter_stage_stars", [])?;
    db.execute("DELETE FROM chapter_stars", [])?;
    tournament_rows::forget(db)?;
    crate::puzzles::stored::apply(db, &crate::puzzles::stored::Write::Forget)?;
    Ok(())
}

/// A round's rooms, both children seated, and its games.
fn tournament_round(db: &Connection, rooms: &[RoundRoom]) -> Result<(), StoreError> {
    for room in rooms {
        create(
            db,
            room.game.code,
            room.ruleset,
            &room.south,
            Some(&room.north),
            Opponent::Classmate,
            room.at,
        )?;
        tournament_rows::game(db, &room.game)?;
    }
    Ok(())
}

/// The room's idle time counts from `at`; the room must exist.
fn touch_room(db: &Connection, code: RoomCode, at: u64) -> Result<(), StoreError> {
    let changed = db.execute(
        "UPDATE rooms SET active_at = ?2 WHERE code = ?1",
        params![code.as_str(), millis(at)],
    )?;
    one_room(changed, code)
}

/// An update meant for one room found it, or the room is not there.
fn one_room(changed: usize, code: RoomCode) -> Result<(), StoreError> {
    if changed == 1 {
        Ok(())
    } else {
        Err(StoreError::NoRoom(code))
    }
}

/// The opponent as stored: its kind and Tux's level (0 for the others).
fn opponent_columns(opponent: Opponent) -> (&'static str, i64) {
    match opponent {
        Opponent::Classmate => ("classmate", 0),
        Opponent::Here => ("here", 0),
        Opponent::Tux { level } => ("tux", i64::from(level)),
    }
}

/// SQLite's integers are signed; a time past the year 292 million is clamped.
fn millis(at: u64) -> i64 {
    i64::try_from(at).unwrap_or(i64::MAX)
}
