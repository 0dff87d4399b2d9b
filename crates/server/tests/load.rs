//! 200 rooms playing random games at once on the loopback interface. Each room's two
//! players check every line they get; at the end each room's position must equal a replay of
//! its confirmed moves through the rules, on the running server and again after a restart on
//! the same data folder. Prints the answer times of `play` (run with `--nocapture`); no time
//! is asserted, machines are too noisy for that.

mod support;

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use oware_rules::{format_position, house_letter, Game, GameKind, Ruleset, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::{pair, start, Wire};

const ROOMS: usize = 200;
/// Long random games are cut here, so the test's length stays bounded.
const MAX_PLIES: usize = 400;

struct Played {
    code: String,
    tokens: [String; 2],
    kind: GameKind,
    moves: Vec<char>,
    latencies: Vec<Duration>,
}

fn play_room(address: std::net::SocketAddr, index: usize) -> Played {
    let kind = GameKind::ALL[index % GameKind::ALL.len()];
    let (mut south, mut north, code, south_token, north_token) = pair(address, kind.id());
    let mut game = Game::from_position(Ruleset::standard(kind).start());
    let mut random = StdRng::seed_from_u64(index as u64);
    let mut moves = Vec::new();
    let mut latencies = Vec::new();
    while !game.is_over() && moves.len() < MAX_PLIES {
        let legal: Vec<usize> = game.legal_moves().iter().collect();
        let house = legal[random.random_range(0..legal.len())];
        let letter = house_letter(game.layout(), house);
        let to_move = game.to_move();
        let report = game.play(house).expect("a legal move");
        let (mover, other) = if to_move == Side::South {
            (&mut south, &mut north)
        } else {
            (&mut north, &mut south)
        };
        let sent = Instant::now();
        let answer = mover.ask(&format!("play {letter}"));
        latencies.push(sent.elapsed());
        assert_eq!(
            answer,
            format!("= {}", report.captured_seeds),
            "room {code}"
        );
        assert_eq!(other.recv(), format!("! moved {letter}"), "room {code}");
        moves.push(letter);
        if game.is_over() {
            let over = format!("! {}", oware_protocol::status_answer(game.status()));
            assert_eq!(mover.recv(), over);
            assert_eq!(other.recv(), over);
        }
    }
    let expected = format!("= {}", format_position(game.position()));
    assert_eq!(south.ask("position"), expected, "room {code}");
    assert_eq!(north.ask("position"), expected, "room {code}");
    Played {
        code,
        tokens: [south_token, north_token],
        kind,
        moves,
        latencies,
    }
}

#[test]
fn two_hundred_rooms_lose_duplicate_and_reorder_nothing() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    let started = Instant::now();
    let (done, results) = mpsc::channel();
    let mut threads = Vec::new();
    for index in 0..ROOMS {
        let done = done.clone();
        threads.push(thread::spawn(move || {
            let _ = done.send(play_room(address, index));
        }));
    }
    drop(done);
    let played: Vec<Played> = results.iter().collect();
    for thread in threads {
        thread.join().expect("a room's player panicked");
    }
    let elapsed = started.elapsed();
    assert_eq!(played.len(), ROOMS);

    let mut latencies: Vec<Duration> = played.iter().flat_map(|p| p.latencies.clone()).collect();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    println!(
        "{ROOMS} rooms, {} moves in {:.2} s ({:.0} moves/s); play answered in p50 {:.2} ms, \
         p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );

    // The same rooms from the database alone.
    server.stop();
    let server = start(data.path());
    assert_eq!(server.restored_rooms(), ROOMS);
    for (i, room) in played.iter().enumerate() {
        let mut game = Game::from_position(Ruleset::standard(room.kind).start());
        for letter in &room.moves {
            let house = oware_rules::house_from_letter(game.layout(), &letter.to_string())
                .expect("a letter");
            game.play(house).expect("legal");
        }
        let mut wire = Wire::greeted(server.local_addr(), "Ama");
        let side = i % 2;
        assert!(wire
            .ask(&format!("resume {} {}", room.code, room.tokens[side]))
            .starts_with("= resumed "));
        assert_eq!(
            wire.answer("position"),
            format!("= {}", format_position(game.position())),
            "room {} after a restart",
            room.code
        );
    }
}
