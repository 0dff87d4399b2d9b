//! The roster is as durable as the rooms: a database made before the roster existed keeps
//! everything it held and gains the roster's tables; a SIGKILL of the real binary in the
//! middle of imports and sign-ins loses nothing that was answered.

mod support;

use std::net::SocketAddr;
use std::sync::mpsc;
use std::thread;

use support::http::{origin, request, signed_in, Signed, CODE};
use support::{spawn, Wire};

/// The tables of the server before the roster (as `store/schema.rs`, `results.rs`,
/// `puzzles/stored.rs` and `tournament/stored.rs` made them), with a room of two moves, a
/// result and a lesson in them.
const BEFORE_THE_ROSTER: &str = "
CREATE TABLE rooms (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, seeds INTEGER NOT NULL,
    south_token TEXT NOT NULL, south_name TEXT NOT NULL, south_left INTEGER NOT NULL DEFAULT 0,
    north_token TEXT, north_name TEXT, north_left INTEGER NOT NULL DEFAULT 0,
    active_at INTEGER NOT NULL, opponent TEXT NOT NULL DEFAULT 'classmate',
    level INTEGER NOT NULL DEFAULT 0, first TEXT NOT NULL DEFAULT 'south'
);
CREATE TABLE moves (
    code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE, ply INTEGER NOT NULL,
    letter TEXT NOT NULL, PRIMARY KEY (code, ply)
) WITHOUT ROWID;
CREATE TABLE results (
    id INTEGER PRIMARY KEY, at INTEGER NOT NULL, code TEXT NOT NULL, game TEXT NOT NULL,
    seeds INTEGER NOT NULL, south TEXT NOT NULL, north TEXT NOT NULL, opponent TEXT NOT NULL,
    level INTEGER NOT NULL, winner TEXT NOT NULL, south_score INTEGER NOT NULL,
    north_score INTEGER NOT NULL, reason TEXT NOT NULL, moves INTEGER NOT NULL
);
CREATE INDEX results_at ON results(at);
CREATE TABLE lessons (
    name TEXT NOT NULL, game TEXT NOT NULL, lesson INTEGER NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (name, game, lesson)
);
CREATE INDEX lessons_at ON lessons(at);
CREATE TABLE puzzle_records (
    name TEXT NOT NULL, game TEXT NOT NULL, record TEXT NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (name, game)
) WITHOUT ROWID;
CREATE TABLE puzzle_ratings (
    id TEXT PRIMARY KEY, rating REAL NOT NULL, deviation REAL NOT NULL,
    volatility REAL NOT NULL, attempts INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1), game TEXT NOT NULL, seeds INTEGER NOT NULL,
    started_at INTEGER NOT NULL
);
CREATE TABLE tournament_players (seat INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE tournament_games (
    code TEXT PRIMARY KEY, round INTEGER NOT NULL, south INTEGER NOT NULL,
    north INTEGER NOT NULL, winner TEXT, south_score INTEGER, north_score INTEGER
);
";

const SOUTH_TOKEN: &str = "00112233445566778899aabbccddeeff";

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as i64)
}

fn teacher_post(address: SocketAddr, signed: &Signed, path: &str, body: &str) -> (u16, String) {
    let origin = origin(address);
    let answer = request(
        address,
        "POST",
        path,
        &[
            ("Cookie", signed.cookie.as_str()),
            ("Origin", origin.as_str()),
            ("X-CSRF-Token", signed.csrf.as_str()),
        ],
        body,
    );
    (answer.status, answer.body)
}

#[test]
fn a_database_from_before_the_roster_keeps_its_rooms_results_and_lessons() {
    let data = tempfile::tempdir().expect("temp dir");
    std::fs::write(data.path().join("teacher-code"), format!("{CODE}\n")).expect("code");
    {
        let db = rusqlite::Connection::open(data.path().join(oware_server::DATABASE_FILE))
            .expect("open");
        db.execute_batch(BEFORE_THE_ROSTER).expect("the old tables");
        let now = now_ms();
        db.execute(
            "INSERT INTO rooms (code, game, seeds, south_token, south_name, active_at)
             VALUES ('ABC234', 'oware', 4, ?1, 'Zoé', ?2)",
            rusqlite::params![SOUTH_TOKEN, now],
        )
        .expect("a room");
        db.execute(
            "INSERT INTO results (at, code, game, seeds, south, north, opponent, level, winner,
                                  south_score, north_score, reason, moves)
             VALUES (?1, 'XYZ789', 'kalah', 4, 'Zoé', 'Tux', 'tux', 2, 'south', 30, 18,
                     'empty-row', 41)",
            [now],
        )
        .expect("a result");
        db.execute(
            "INSERT INTO lessons (name, game, lesson, at) VALUES ('Zoé', 'oware', 1, ?1)",
            [now],
        )
        .expect("a lesson");
    }
    let (mut server, address) = spawn(data.path());
    let teacher = signed_in(address);
    let class = request(
        address,
        "GET",
        "/teacher/api/class",
        &[("Cookie", teacher.cookie.as_str())],
        "",
    )
    .body;
    let mut zoé = Wire::greeted(address, "Zoé");
    let resumed = zoé.ask(&format!("resume ABC234 {SOUTH_TOKEN}"));
    // The chapters' stars table is there too: a stage met is kept and read back.
    let counted = zoé.ask("chapter kalah-chains 1 3");
    let chapters = zoé.ask("chapters kalah");
    // The roster's tables are there, and work.
    let (status, imported) = teacher_post(
        address,
        &teacher,
        "/teacher/api/roster/import",
        "Ama,Blue,123\n",
    );
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(resumed, "= resumed south");
    assert_eq!(counted, "= chapter");
    assert!(
        chapters.starts_with("= chapters kalah kalah-chains:chapter-kalah-chains-title:open:3"),
        "{chapters}"
    );
    assert!(class.contains("\"name\":\"Zoé\""), "{class}");
    assert!(class.contains("\"beaten\":{\"kalah\":2}"), "{class}");
    assert!(class.contains("\"oware\":{\"done\":1,"), "{class}");
    assert_eq!(status, 200, "{imported}");
}

#[test]
fn a_sigkill_during_imports_and_sign_ins_loses_nothing_answered() {
    let data = tempfile::tempdir().expect("temp dir");
    std::fs::write(data.path().join("teacher-code"), format!("{CODE}\n")).expect("code");
    let (mut server, address) = spawn(data.path());
    let teacher = signed_in(address);
    let (status, body) = teacher_post(
        address,
        &teacher,
        "/teacher/api/roster/import",
        "Ama,Blue,999\n",
    );
    assert_eq!(status, 200, "{body}");

    // Imports and sign-ins go on in two threads; each answered one is noted.
    let (imported_tx, imported_rx) = mpsc::channel::<String>();
    let (token_tx, token_rx) = mpsc::channel::<String>();
    let importing = {
        let teacher = Signed {
            cookie: teacher.cookie.clone(),
            csrf: teacher.csrf.clone(),
        };
        thread::spawn(move || {
            for round in 0.. {
                let name = format!("Kid {round}");
                let body = format!("{name},Round {round},123\nOther {round},Round {round},456\n");
                let origin = origin(address);
                let Ok(answer) = std::panic::catch_unwind(|| {
                    request(
                        address,
                        "POST",
                        "/teacher/api/roster/import",
                        &[
                            ("Cookie", teacher.cookie.as_str()),
                            ("Origin", origin.as_str()),
                            ("X-CSRF-Token", teacher.csrf.as_str()),
                        ],
                        &body,
                    )
                }) else {
                    return;
                };
                if answer.status == 200 && imported_tx.send(name).is_err() {
                    return;
                }
            }
        })
    };
    let signing = thread::spawn(move || loop {
        let mut wire = Wire::connect(address);
        match wire.try_ask("sign-in 1 9 9 9") {
            Some(line) if line.starts_with("= signed-in ") => {
                let token = line.split(' ').nth(3).unwrap_or_default().to_string();
                if token_tx.send(token).is_err() {
                    return;
                }
            }
            _ => return,
        }
    });
    // Kill once both have had answers.
    let first_import = imported_rx.recv().expect("an import answered");
    let first_token = token_rx.recv().expect("a sign-in answered");
    server.kill().expect("SIGKILL");
    server.wait().expect("the server is gone");
    let _ = importing.join();
    let _ = signing.join();
    let mut imported: Vec<String> = vec![first_import];
    imported.extend(imported_rx.try_iter());
    let mut tokens: Vec<String> = vec![first_token];
    tokens.extend(token_rx.try_iter());

    let (mut server, address) = spawn(data.path());
    let teacher = signed_in(address);
    let roster = request(
        address,
        "GET",
        "/teacher/api/roster",
        &[("Cookie", teacher.cookie.as_str())],
        "",
    )
    .body;
    let mut lost = Vec::new();
    for name in &imported {
        if !roster.contains(&format!("\"name\":\"{name}\"")) {
            lost.push(name.clone());
        }
    }
    let mut ended = Vec::new();
    for token in &tokens {
        let mut device = Wire::connect(address);
        if !device
            .ask(&format!("session {token}"))
            .starts_with("= signed-in 1 ")
        {
            ended.push(token.clone());
        }
    }
    let _ = server.kill();
    let _ = server.wait();
    assert!(lost.is_empty(), "imports answered then lost: {lost:?}");
    assert!(ended.is_empty(), "sessions answered then lost: {ended:?}");
    // A half-imported file would show one of a pair without the other.
    for name in &imported {
        let other = name.replace("Kid", "Other");
        assert!(roster.contains(&format!("\"name\":\"{other}\"")), "{other}");
    }
}
