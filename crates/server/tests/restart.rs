//! The real binary killed with SIGKILL while rooms are playing, then started again on the
//! same data folder: every room is back, with every move that was confirmed to anyone, and
//! the players resume and play on.

mod support;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use oware_rules::{format_position, house_letter, AnyPosition, Game, GameKind, Ruleset, Side};
use support::{room_of, spawn, token_of_joined, Wire};

const ROOMS: usize = 12;
/// Moves confirmed across the rooms before the server is killed.
const MOVES_BEFORE_KILL: usize = 150;

struct Room {
    code: String,
    tokens: [String; 2],
    kind: GameKind,
    /// Moves whose `play` was answered.
    confirmed: Vec<char>,
    /// A move sent when the server died, answered or not.
    in_flight: Option<char>,
}

fn replay(kind: GameKind, moves: &[char]) -> Game<AnyPosition> {
    let mut game = Game::from_position(Ruleset::standard(kind).start());
    for letter in moves {
        let house =
            oware_rules::house_from_letter(game.layout(), &letter.to_string()).expect("a letter");
        game.play(house).expect("legal");
    }
    game
}

/// Plays a room with a fixed pattern of moves until the server goes away.
fn play_until_killed(address: SocketAddr, index: usize, moves: Arc<AtomicUsize>) -> Room {
    // Togyz and Oware: games long enough to be cut in the middle.
    let kind = [GameKind::Oware, GameKind::TogyzKumalak][index % 2];
    let mut south = Wire::greeted(address, "Ama");
    let (code, south_token) = room_of(&south.ask(&format!("create {}", kind.id())));
    let mut north = Wire::greeted(address, "Kofi");
    let north_token = token_of_joined(&north.ask(&format!("join {code}")));
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Kofi");
    let mut room = Room {
        code,
        tokens: [south_token, north_token],
        kind,
        confirmed: Vec::new(),
        in_flight: None,
    };
    let mut game = replay(kind, &[]);
    let mut turn = index;
    while !game.is_over() {
        let legal: Vec<usize> = game.legal_moves().iter().collect();
        let house = legal[turn % legal.len()];
        turn += 3;
        let letter = house_letter(game.layout(), house);
        let mover = if game.to_move() == Side::South {
            &mut south
        } else {
            &mut north
        };
        room.in_flight = Some(letter);
        let Some(answer) = mover.try_answer(&format!("play {letter}")) else {
            return room;
        };
        let report = game.play(house).expect("legal");
        assert_eq!(answer, format!("= {}", report.captured_seeds));
        room.confirmed.push(letter);
        room.in_flight = None;
        moves.fetch_add(1, Ordering::Relaxed);
    }
    room
}

#[test]
fn a_server_killed_mid_game_comes_back_with_every_room() {
    let data = tempfile::tempdir().expect("temp dir");
    let (mut server, address) = spawn(data.path());
    let moves = Arc::new(AtomicUsize::new(0));
    let players: Vec<_> = (0..ROOMS)
        .map(|index| {
            let moves = moves.clone();
            thread::spawn(move || play_until_killed(address, index, moves))
        })
        .collect();
    // The rooms play until enough moves are in; a server that went away before that (or
    // players that all stopped) fails the test instead of leaving it waiting.
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while moves.load(Ordering::Relaxed) < MOVES_BEFORE_KILL {
        assert!(
            std::time::Instant::now() < deadline && players.iter().any(|p| !p.is_finished()),
            "the rooms stopped after {} moves, before the kill",
            moves.load(Ordering::Relaxed)
        );
        thread::sleep(Duration::from_millis(5));
    }
    server.kill().expect("SIGKILL");
    server.wait().expect("the server is gone");
    let rooms: Vec<Room> = players
        .into_iter()
        .map(|player| player.join().expect("a player panicked"))
        .collect();
    let cut = rooms.iter().filter(|room| room.in_flight.is_some()).count();
    assert!(cut > 0, "the kill found every game over");

    let (mut server, address) = spawn(data.path());
    for room in &rooms {
        let mut south = Wire::greeted(address, "Ama");
        let mut north = Wire::greeted(address, "Kofi");
        let resume = |code: &str, token: &str| format!("resume {code} {token}");
        assert_eq!(
            south.answer(&resume(&room.code, &room.tokens[0])),
            "= resumed south"
        );
        assert_eq!(
            north.answer(&resume(&room.code, &room.tokens[1])),
            "= resumed north"
        );
        // Every confirmed move is there; the one in flight may or may not have been stored.
        let mut moves = room.confirmed.clone();
        let position = south.answer("position");
        if position
            != format!(
                "= {}",
                format_position(replay(room.kind, &moves).position())
            )
        {
            moves.extend(room.in_flight);
            assert_eq!(
                position,
                format!(
                    "= {}",
                    format_position(replay(room.kind, &moves).position())
                ),
                "room {}: {} confirmed moves",
                room.code,
                room.confirmed.len()
            );
        }
        assert_eq!(north.answer("position"), position);
        // And the game goes on from there.
        let game = replay(room.kind, &moves);
        if let Some(house) = game.legal_moves().iter().next() {
            let letter = house_letter(game.layout(), house);
            let (mover, other) = if game.to_move() == Side::South {
                (&mut south, &mut north)
            } else {
                (&mut north, &mut south)
            };
            assert!(mover.answer(&format!("play {letter}")).starts_with("= "));
            let mut event = other.recv();
            while event.starts_with("! opponent") {
                event = other.recv();
            }
            assert_eq!(event, format!("! moved {letter}"));
        }
    }
    server.kill().expect("SIGKILL");
    let _ = server.wait();
}
