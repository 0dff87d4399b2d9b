//! The store read back after its writes: refused changes fail alone, moves keep their order,
//! damaged rows are left out with a reason, older databases open.

use std::path::Path;

use oware_protocol::{Opponent, RoomCode};
use oware_rules::{GameKind, Ruleset, Side};
use rusqlite::Connection;

use super::schema::{add_opponent_columns, SCHEMA};
use super::*;
use crate::room::Seat;

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
        problems[0].starts_with("the room in row 3 left out: ") && problems[0].contains("seeds"),
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
    assert!(matches!(store.save(create).await, Err(StoreError::Sql(_))));
    store.save_later(Change::Delete { code });
    drop(store);
    let (_store, rooms, _) = Store::open(&path).expect("reopen");
    assert!(rooms.is_empty());
}
