//! The teacher's class page and a child's page under load, as a benchmark (not a test): a
//! class of 30 on the roster with ten weeks of games, lessons, puzzle records and chapter
//! stars in the database, while the 30 children, signed in with their picture codes, play
//! Tux over TCP (each finished game is a result written) and report lessons. The teacher
//! asks `GET /teacher/api/progress` (the class at a glance) and `GET /teacher/api/progress/<id>`
//! (a child's page) again and again; their p50/p99/max are printed.
//!
//! `cargo run --release -p oware-server --example roster_load [requests] [children] [playing]`
//! (200 requests of each page, 30 children, all 30 playing by default; `playing` 0 times the
//! pages alone).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use oware_puzzles::PuzzleRecord;
use oware_rules::GameKind;
use oware_server::{Server, ServerOptions, DATABASE_FILE};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const CODE: &str = "TEACH-2345";
const WEEKS: u64 = 10;
const GAMES_A_DAY: u64 = 6;
const DAY_MS: u64 = 24 * 60 * 60 * 1000;

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as u64)
}

/// One HTTP request on its own connection; the status and body.
fn http(
    address: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, String) {
    let mut stream = TcpStream::connect(address).expect("connect");
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.push_str(body);
    stream.write_all(head.as_bytes()).expect("write");
    let mut text = String::new();
    stream.read_to_string(&mut text).expect("read");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    let cookie = head
        .lines()
        .find_map(|line| line.strip_prefix("Set-Cookie: "))
        .map(|value| value.split(';').next().unwrap_or("").to_string());
    let body = match cookie {
        Some(cookie) if path.ends_with("/session") => format!("{cookie}\n{body}"),
        _ => body.to_string(),
    };
    (status, body)
}

struct Teacher {
    cookie: String,
    csrf: String,
}

fn teacher(address: SocketAddr) -> Teacher {
    let origin = format!("http://{address}");
    let (status, body) = http(
        address,
        "POST",
        "/teacher/api/session",
        &[("Origin", &origin)],
        CODE,
    );
    assert_eq!(status, 200, "{body}");
    let (cookie, json) = body.split_once('\n').expect("cookie and body");
    let csrf = json
        .strip_prefix("{\"csrf\":\"")
        .and_then(|rest| rest.strip_suffix("\"}"))
        .expect("csrf")
        .to_string();
    Teacher {
        cookie: cookie.to_string(),
        csrf,
    }
}

fn options() -> ServerOptions {
    ServerOptions {
        teacher_code: Some(CODE.into()),
        ..ServerOptions::default()
    }
}

/// The class imported, then ten weeks of its results written straight into the database.
fn seed(data: &std::path::Path, children: usize) -> Vec<String> {
    let server =
        Server::start(SocketAddr::from(([127, 0, 0, 1], 0)), data, options()).expect("start");
    let address = server.local_addr();
    let signed = teacher(address);
    let origin = format!("http://{address}");
    let csv: String = (0..children)
        .map(|n| {
            format!(
                "Child {n},Group {},{}{}{}\n",
                n % 3,
                n % 9 + 1,
                (n / 9) % 9 + 1,
                5
            )
        })
        .collect();
    let (status, body) = http(
        address,
        "POST",
        "/teacher/api/roster/import",
        &[
            ("Cookie", &signed.cookie),
            ("Origin", &origin),
            ("X-CSRF-Token", &signed.csrf),
        ],
        &csv,
    );
    assert_eq!(status, 200, "{body}");
    drop(server);
    let wires: Vec<String> = (0..children).map(|n| format!("Child_{n}")).collect();
    let db = rusqlite::Connection::open(data.join(DATABASE_FILE)).expect("open");
    let start = now_ms() - WEEKS * 7 * DAY_MS;
    let mut rng = StdRng::seed_from_u64(47);
    let transaction = db.unchecked_transaction().expect("transaction");
    let mut rows = 0;
    for day in 0..WEEKS * 7 {
        if day % 7 >= 5 {
            continue;
        }
        for (n, wire) in wires.iter().enumerate() {
            for game in 0..GAMES_A_DAY {
                let kind = GameKind::ALL[(n + game as usize) % 4];
                let at = start + day * DAY_MS + game * 600_000 + n as u64 * 1000;
                let level: u8 = rng.random_range(1..=6);
                let won = rng.random_bool(0.5);
                transaction
                    .execute(
                        "INSERT INTO results (at, code, game, seeds, south, north, opponent, level,
                                              winner, south_score, north_score, reason, moves)
                         VALUES (?1, 'ABC234', ?2, 4, ?3, 'Tux', 'tux', ?4, ?5, 26, 22, 'score', 40)",
                        rusqlite::params![at as i64, kind.id(), wire, level, if won { "south" } else { "north" }],
                    )
                    .expect("a result");
                rows += 1;
            }
            let kind = GameKind::ALL[n % 4];
            let lesson = (day % 12 + 1) as u32;
            transaction
                .execute(
                    "INSERT OR REPLACE INTO lessons (name, game, lesson, at) VALUES (?1, ?2, ?3, ?4)",
                    rusqlite::params![wire, kind.id(), lesson, (start + day * DAY_MS) as i64],
                )
                .expect("a lesson");
        }
    }
    for (n, wire) in wires.iter().enumerate() {
        for kind in GameKind::ALL {
            let mut record = PuzzleRecord::new(kind);
            record.tried = 40 + n as u32;
            record.solved = 25 + n as u32 / 2;
            record.best_streak = 6;
            transaction
                .execute(
                    "INSERT OR REPLACE INTO puzzle_records (name, game, record, at) VALUES (?1, ?2, ?3, ?4)",
                    rusqlite::params![wire, kind.id(), record.to_text(), now_ms() as i64],
                )
                .expect("a record");
            transaction
                .execute(
                    "INSERT OR REPLACE INTO chapter_stars (pupil, game, chapter, stars, at)
                     VALUES (?1, ?2, 'big-houses', 2, ?3)",
                    rusqlite::params![n as u32 + 1, kind.id(), now_ms() as i64],
                )
                .expect("stars");
        }
    }
    transaction.commit().expect("commit");
    println!("seeded {children} children, {rows} games over {WEEKS} weeks");
    wires
}

/// A child signed in over TCP, playing Tux at level 1–3 until told to stop.
fn play(address: SocketAddr, pupil: usize, stop: Arc<AtomicBool>, games: Arc<AtomicUsize>) {
    let stream = TcpStream::connect(address).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let mut writer = stream.try_clone().expect("clone");
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    let mut ask = |request: &str, reader: &mut BufReader<TcpStream>| -> String {
        writer
            .write_all(format!("{request}\n").as_bytes())
            .expect("send");
        loop {
            line.clear();
            reader.read_line(&mut line).expect("a line");
            if !line.starts_with('!') {
                return line.trim_end().to_string();
            }
        }
    };
    let code = format!("{} {} 5", pupil % 9 + 1, (pupil / 9) % 9 + 1);
    let signed = ask(&format!("sign-in {} {code}", pupil + 1), &mut reader);
    assert!(signed.starts_with("= signed-in"), "{signed}");
    let mut rng = StdRng::seed_from_u64(pupil as u64);
    let mut lesson = 1;
    while !stop.load(Ordering::Relaxed) {
        let level = rng.random_range(1..=3);
        let room = ask(&format!("create oware tux={level}"), &mut reader);
        assert!(room.starts_with("= room"), "{room}");
        loop {
            let status = ask("status", &mut reader);
            if !status.contains("ongoing") || stop.load(Ordering::Relaxed) {
                break;
            }
            let legal = ask("legal", &mut reader);
            let letters: Vec<&str> = legal.trim_start_matches('=').split_whitespace().collect();
            if letters.is_empty() {
                // Tux is still thinking: its move comes as `! moved`.
                thread::sleep(Duration::from_millis(20));
                continue;
            }
            let letter = letters[rng.random_range(0..letters.len())];
            let played = ask(&format!("play {letter}"), &mut reader);
            if played.starts_with("? not your turn") {
                thread::sleep(Duration::from_millis(20));
            }
        }
        games.fetch_add(1, Ordering::Relaxed);
        let _ = ask("leave", &mut reader);
        let _ = ask(&format!("lesson oware {lesson}"), &mut reader);
        lesson = lesson % 10 + 1;
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{name}: {} requests, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1000.0,
        percentile(&times, 0.99).as_secs_f64() * 1000.0,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1000.0),
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let requests: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let children: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(30);
    let playing: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(children)
        .min(children);
    let data = tempfile::tempdir().expect("temp dir");
    seed(data.path(), children);
    let server = Server::start(
        SocketAddr::from(([127, 0, 0, 1], 0)),
        data.path(),
        options(),
    )
    .expect("start");
    let address = server.local_addr();
    let stop = Arc::new(AtomicBool::new(false));
    let games = Arc::new(AtomicUsize::new(0));
    let players: Vec<_> = (0..playing)
        .map(|pupil| {
            let (stop, games) = (stop.clone(), games.clone());
            thread::spawn(move || play(address, pupil, stop, games))
        })
        .collect();
    let signed = teacher(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let mut class = Vec::new();
    let mut child = Vec::new();
    let mut rng = StdRng::seed_from_u64(1);
    let started = Instant::now();
    for _ in 0..requests {
        let asked = Instant::now();
        let (status, body) = http(address, "GET", "/teacher/api/progress", &cookie, "");
        class.push(asked.elapsed());
        assert_eq!(status, 200, "{body}");
        let id = rng.random_range(1..=children);
        let asked = Instant::now();
        let (status, body) = http(
            address,
            "GET",
            &format!("/teacher/api/progress/{id}"),
            &cookie,
            "",
        );
        child.push(asked.elapsed());
        assert_eq!(status, 200, "{body}");
    }
    let elapsed = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    for player in players {
        let _ = player.join();
    }
    println!(
        "{playing} of {children} children played {} games against Tux meanwhile ({:.1} s)",
        games.load(Ordering::Relaxed),
        elapsed.as_secs_f64()
    );
    report("class page  GET /teacher/api/progress", class);
    report("child page  GET /teacher/api/progress/<id>", child);
}
