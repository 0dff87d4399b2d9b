//! The real binary started on a database someone tampered with: what cannot be read is left
//! out and said on standard error, one readable line each, and every other room comes back.

mod support;

use std::io::Read;
use std::net::SocketAddr;
use std::process::{Child, Stdio};

use oware_rules::{format_position, house_letter, AnyPosition, Game, GameKind, Ruleset, Side};
use oware_server::DATABASE_FILE;
use support::{pair, spawn_with, start, Wire};

/// The server's process, killed when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Plays the first legal house through the player whose turn it is, and returns its letter.
fn play_first(game: &mut Game<AnyPosition>, south: &mut Wire, north: &mut Wire) -> char {
    let house = game.legal_moves().iter().next().expect("a legal move");
    let letter = house_letter(game.layout(), house);
    let mover = if game.to_move() == Side::South {
        south
    } else {
        north
    };
    let answer = mover.answer(&format!("play {letter}"));
    assert!(answer.starts_with("= "), "play {letter}: {answer}");
    game.play(house).expect("legal");
    letter
}

/// A room of `kind` played for `moves` moves: its code, the tokens (South's, North's) and
/// the letters played.
fn played(address: SocketAddr, kind: GameKind, moves: usize) -> (String, [String; 2], Vec<char>) {
    let (mut south, mut north, code, south_token, north_token) = pair(address, kind.id());
    let mut game = Game::from_position(Ruleset::standard(kind).start());
    let letters = (0..moves)
        .map(|_| play_first(&mut game, &mut south, &mut north))
        .collect();
    (code, [south_token, north_token], letters)
}

fn replay(kind: GameKind, letters: &[char]) -> Game<AnyPosition> {
    let mut game = Game::from_position(Ruleset::standard(kind).start());
    for letter in letters {
        let house =
            oware_rules::house_from_letter(game.layout(), &letter.to_string()).expect("a letter");
        game.play(house).expect("legal");
    }
    game
}

#[test]
fn a_tampered_database_loses_only_what_cannot_be_read_and_says_so() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let (unreadable_move, kalah_tokens, kalah_moves) =
        played(server.local_addr(), GameKind::Kalah, 4);
    let (unreadable_code, oware_tokens, _) = played(server.local_addr(), GameKind::Oware, 2);
    let (refused_move, congkak_tokens, congkak_moves) =
        played(server.local_addr(), GameKind::Congkak, 4);
    server.stop();

    let db = rusqlite::Connection::open(data.path().join(DATABASE_FILE)).expect("the database");
    // As someone editing the file by hand would: the moves then name a room that is gone.
    db.execute_batch("PRAGMA foreign_keys = OFF")
        .expect("foreign keys off");
    db.execute(
        "UPDATE moves SET letter = X'43' WHERE code = ?1 AND ply = 2",
        [&unreadable_move],
    )
    .expect("a move stored as bytes");
    db.execute(
        "UPDATE rooms SET code = CAST(code AS BLOB) WHERE code = ?1",
        [&unreadable_code],
    )
    .expect("a code stored as bytes");
    db.execute(
        "UPDATE moves SET letter = 'Z' WHERE code = ?1 AND ply = 2",
        [&refused_move],
    )
    .expect("a house the board does not have");
    drop(db);

    let (child, address, started) = spawn_with(data.path(), Stdio::piped());
    let mut binary = Running(child);
    assert!(started.contains(" with 2 room(s) from "), "{started}");
    // Both readable rooms go on from the move before the damaged one.
    for (code, [south_token, north_token], kind, moves) in [
        (
            &unreadable_move,
            &kalah_tokens,
            GameKind::Kalah,
            &kalah_moves,
        ),
        (
            &refused_move,
            &congkak_tokens,
            GameKind::Congkak,
            &congkak_moves,
        ),
    ] {
        let mut south = Wire::greeted(address, "Ama");
        let mut north = Wire::greeted(address, "Kofi");
        let resume = |token: &str| format!("resume {code} {token}");
        assert_eq!(south.answer(&resume(south_token)), "= resumed south");
        assert_eq!(north.answer(&resume(north_token)), "= resumed north");
        let mut game = replay(kind, &moves[..2]);
        let position = format!("= {}", format_position(game.position()));
        assert_eq!(south.answer("position"), position, "room {code}");
        // The next move is stored as the third: the damaged ones are gone from the database.
        play_first(&mut game, &mut south, &mut north);
    }
    let mut late = Wire::greeted(address, "Ama");
    assert_eq!(
        late.answer(&format!("resume {unreadable_code} {}", oware_tokens[0])),
        format!("? no room {unreadable_code}")
    );

    binary.0.kill().expect("SIGKILL");
    let _ = binary.0.wait();
    let mut stderr = String::new();
    binary
        .0
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("what the server said");
    // A build without the web page (no Node.js where it was built) says so once at start;
    // that line is the build's, not the database's.
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|line| !line.contains("built without its web page"))
        .collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    assert!(
        lines.iter().all(|line| line.starts_with("oware-server: ")),
        "{stderr}"
    );
    let said = |wanted: &str| lines.iter().any(|line| line.contains(wanted));
    assert!(said("left out: "), "{stderr}");
    assert!(
        said(&format!(
            "room {unreadable_move}: stored move 3 cannot be read ("
        )),
        "{stderr}"
    );
    assert!(
        said(&format!(
            "room {refused_move}: stored move 3 refused by the rules (illegal move: no-such-house); \
             the room continues from the move before"
        )),
        "{stderr}"
    );
}
