//! Hand-written sessions: every line a client sends and the exact line it gets back.

mod support;

use std::time::Duration;

use oware_engine::EngineState;
use oware_rules::{house_letter, Side};
use oware_server::ServerOptions;
use support::{pair, room_of, start, start_with, Wire};

#[test]
fn a_connection_starts_with_hello() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::connect(server.local_addr());
    assert_eq!(wire.ask("create oware"), "? say hello <name> first");
    assert_eq!(wire.ask("position"), "? say hello <name> first");
    assert_eq!(wire.ask("dance"), "? say hello <name> first");
    // An empty line gets no answer, before hello as after.
    wire.send("");
    wire.send("   ");
    assert_eq!(wire.ask("hello Zoé Ama"), "? usage: hello <name>");
    assert_eq!(
        wire.ask("hello Zoé!"),
        "? a name is 1 to 20 letters, digits, '-' or '_'"
    );
    assert_eq!(
        wire.ask("hello abcdefghijklmnopqrstu"),
        "? a name is 1 to 20 letters, digits, '-' or '_'"
    );
    assert_eq!(wire.ask("hello Zoé"), "= hello");
    assert_eq!(wire.ask("hello Ана"), "? hello was already said");
    assert_eq!(
        wire.ask("position"),
        "? not in a room: create, join or resume one"
    );
    assert_eq!(
        wire.ask("play A"),
        "? not in a room: create, join or resume one"
    );
    assert_eq!(wire.ask("dance"), "? unknown command: dance");
    assert_eq!(wire.ask("play\tA"), "? control characters are not allowed");
    wire.send_bytes(b"hello \xff\xfe\n");
    assert_eq!(wire.recv(), "? not UTF-8 text");
}

#[test]
fn names_in_any_alphabet_reach_the_other_player() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut south = Wire::greeted(server.local_addr(), "Zoé");
    let (code, _) = room_of(&south.ask("create kalah seeds=3"));
    let mut north = Wire::greeted(server.local_addr(), "Ана");
    let joined = north.ask(&format!("join {}", code.to_lowercase()));
    assert!(joined.ends_with(" north kalah seeds=3"), "{joined}");
    assert_eq!(north.recv(), "! opponent Zoé");
    assert_eq!(south.recv(), "! opponent Ана");
}

#[test]
fn create_and_join_answer_with_the_room_and_the_seat() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    let mut south = Wire::greeted(address, "Ama");
    assert_eq!(
        south.ask("create chess"),
        "? unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    assert_eq!(
        south.ask("create oware seeds=7"),
        "? seeds must be a whole number from 4 to 6, not '7'"
    );
    assert_eq!(
        south.ask("create togyz seeds=8"),
        "? seeds must be a whole number from 9 to 9, not '8'"
    );
    assert_eq!(
        south.ask("create oware 5"),
        "? usage: create <game> [seeds=<n>] [tux=<level>|here]"
    );
    let answer = south.ask("create togyz");
    let (code, token) = room_of(&answer);
    assert_eq!(code.len(), 6);
    assert!(code
        .bytes()
        .all(|b| b"23456789ABCDEFGHJKMNPQRSTUVWXYZ".contains(&b)));
    assert_eq!(token.len(), 32);
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    assert_eq!(
        south.ask("create oware"),
        format!("? already in room {code}: leave it first")
    );
    assert_eq!(south.ask("play A"), "? wait for the other player to join");

    let mut north = Wire::greeted(address, "Kofi");
    let joined = north.ask(&format!("join {code}"));
    let words: Vec<&str> = joined.split(' ').collect();
    assert_eq!(
        (words[0], words[1], &words[3..]),
        ("=", "joined", &["north", "togyz", "seeds=9"][..])
    );
    assert_ne!(words[2], token);
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Kofi");

    let mut third = Wire::greeted(address, "Esi");
    assert_eq!(
        third.ask(&format!("join {code}")),
        format!("? room {code} is full")
    );
    assert_eq!(
        third.ask("join 22222"),
        "? '22222' is not a room code: 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ"
    );
}

#[test]
fn moves_are_checked_confirmed_and_told_to_the_other_player() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let (mut south, mut north, ..) = pair(server.local_addr(), "oware");
    assert_eq!(south.ask("legal"), "= A B C D E F");
    assert_eq!(north.ask("legal"), "= A B C D E F");
    assert_eq!(south.ask("status"), "= ongoing");
    assert_eq!(north.ask("play a"), "? not your turn");
    assert_eq!(south.ask("play a"), "? illegal move: not-your-house");
    assert_eq!(south.ask("play G"), "? illegal move: no-such-house");
    assert_eq!(south.ask("play AB"), "? illegal move: no-such-house");
    assert_eq!(south.ask("play"), "? usage: play <letter>");
    assert_eq!(south.ask("position"), "= 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south");
    assert_eq!(south.ask("play C"), "= 0");
    assert_eq!(north.recv(), "! moved C");
    assert_eq!(north.ask("position"), "= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north");
    assert_eq!(south.ask("play D"), "? not your turn");
    assert_eq!(north.ask("legal"), "= a b c d e f");
    assert_eq!(north.ask("PLAY c"), "= 0");
    assert_eq!(south.recv(), "! moved c");
    assert_eq!(south.ask("position"), "= 5 4 0 5 5 5 5 4 0 5 5 5 0 0 south");
}

/// Plays whole games through the server against a local engine: every answer, the
/// end event and the final position are the engine's words.
#[test]
fn a_whole_game_ends_with_over_worded_as_status() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    for game in ["kalah", "congkak", "oware", "togyz"] {
        let (mut south, mut north, ..) = pair(server.local_addr(), game);
        let mut engine = EngineState::new();
        assert!(engine.handle_line(&format!("game {game}")).is_some());
        let mut turn = 0usize;
        loop {
            let local = engine.game();
            if local.is_over() {
                break;
            }
            // A deterministic choice that varies along the game.
            let moves: Vec<usize> = local.legal_moves().iter().collect();
            let house = moves[turn * 7 % moves.len()];
            let letter = house_letter(local.layout(), house);
            let to_move = local.to_move();
            let expected = engine
                .handle_line(&format!("play {letter}"))
                .expect("an answer")
                .to_string();
            let (mover, other) = if to_move == Side::South {
                (&mut south, &mut north)
            } else {
                (&mut north, &mut south)
            };
            assert_eq!(mover.ask(&format!("play {letter}")), expected, "{game}");
            assert_eq!(other.recv(), format!("! moved {letter}"));
            turn += 1;
            if engine.game().is_over() {
                let status = engine.handle_line("status").expect("status").to_string();
                let over = format!("! {}", status.trim_start_matches("= "));
                assert_eq!(mover.recv(), over, "{game}");
                assert_eq!(other.recv(), over, "{game}");
                assert_eq!(mover.ask("status"), status);
                assert_eq!(other.ask("legal"), "=");
                let position = engine
                    .handle_line("position")
                    .expect("position")
                    .to_string();
                assert_eq!(other.ask("position"), position, "{game}: the final board");
                assert_eq!(mover.ask("play A"), "? illegal move: game-over");
            }
        }
        assert!(turn > 5, "{game} lasted {turn} moves");
    }
}

#[test]
fn leave_frees_the_seat_and_tells_the_other_player() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let (mut south, mut north, code, south_token, _) = pair(server.local_addr(), "kalah");
    assert_eq!(south.ask("play A"), "= 0");
    assert_eq!(north.recv(), "! moved A");
    assert_eq!(north.ask("leave"), "=");
    assert_eq!(south.recv(), "! opponent-left");
    assert_eq!(south.ask("play B"), "? the other player has left");
    assert_eq!(
        north.ask("position"),
        "? not in a room: create, join or resume one"
    );
    // The room stays full: nobody takes the empty seat.
    assert_eq!(
        north.ask(&format!("join {code}")),
        format!("? room {code} is full")
    );
    assert_eq!(south.ask("leave"), "=");
    // The room is gone with its last player.
    let mut again = Wire::greeted(server.local_addr(), "Ama");
    assert_eq!(
        again.ask(&format!("resume {code} {south_token}")),
        format!("? no room {code}")
    );
}

#[test]
fn a_resume_takes_the_seat_back_and_closes_the_old_connection() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    let (mut south, mut north, code, south_token, north_token) = pair(address, "oware");
    assert_eq!(south.ask("play C"), "= 0");
    assert_eq!(north.recv(), "! moved C");

    // North's program loses its connection (killed, say) and comes back.
    drop(north);
    let mut north = Wire::greeted(address, "Kofi");
    assert_eq!(
        north.ask(&format!("resume {} {north_token}", code.to_lowercase())),
        "= resumed north"
    );
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(north.ask("position"), "= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north");
    assert_eq!(north.ask("play a"), "= 0");
    assert_eq!(south.recv(), "! moved a");

    // A second connection takes South's seat while the first still looks open.
    let mut newer = Wire::greeted(address, "Ama");
    assert_eq!(
        newer.ask(&format!("resume {code} {south_token}")),
        "= resumed south"
    );
    assert_eq!(newer.recv(), "! opponent Kofi");
    assert_eq!(south.recv(), "! taken-over");
    assert!(south.closed());
    assert_eq!(newer.ask("play B"), "= 0");
    assert_eq!(north.recv(), "! moved B");

    // A token holds only its own seat.
    let mut stranger = Wire::greeted(address, "Esi");
    assert_eq!(
        stranger.ask(&format!("resume {code} {}", "0".repeat(32))),
        format!("? that token holds no seat in room {code}")
    );
}

#[test]
fn ten_wrong_codes_or_tokens_close_the_connection() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let (_south, _north, code, ..) = pair(server.local_addr(), "oware");
    let mut guesser = Wire::greeted(server.local_addr(), "Esi");
    let guesses = [
        "join 222222".to_string(),
        "join ZZZZ".to_string(),
        format!("resume {code} 1234"),
        format!("resume {code} {}", "f".repeat(32)),
        "resume 333333 00000000000000000000000000000000".to_string(),
        "join 444444".to_string(),
        "join 555555".to_string(),
        "join 666666".to_string(),
        "join 777777".to_string(),
    ];
    for guess in &guesses {
        assert!(guesser.ask(guess).starts_with("? "), "{guess}");
    }
    // Other mistakes do not count.
    assert_eq!(guesser.ask("dance"), "? unknown command: dance");
    assert_eq!(
        guesser.ask("play A"),
        "? not in a room: create, join or resume one"
    );
    assert_eq!(guesser.ask("join 888888"), "? no room 888888");
    assert!(guesser.closed());
}

#[test]
fn a_long_line_is_refused_and_skipped() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    // 1024 bytes with the line break is the most a line may have.
    let longest = format!("create oware{}\n", " ".repeat(1024 - 13));
    assert_eq!(longest.len(), 1024);
    wire.send_bytes(longest.as_bytes());
    assert!(wire.recv().starts_with("= room "));
    assert_eq!(wire.ask("leave"), "=");
    let too_long = format!("create oware{}\r\n", " ".repeat(1024 - 13));
    wire.send_bytes(too_long.as_bytes());
    assert_eq!(wire.recv(), "? line too long: at most 1024 bytes");
    wire.send_bytes(&vec![b'x'; 100_000]);
    wire.send_bytes(b"\nstatus\r\n");
    assert_eq!(wire.recv(), "? line too long: at most 1024 bytes");
    assert_eq!(wire.recv(), "? not in a room: create, join or resume one");
}

#[test]
fn idle_rooms_expire_and_busy_ones_do_not() {
    let data = tempfile::tempdir().expect("temp dir");
    let options = ServerOptions {
        idle_room_expiry: Duration::from_millis(300),
        ..ServerOptions::default()
    };
    let server = start_with(data.path(), options);
    let address = server.local_addr();
    let (south, mut north, code, south_token, _) = pair(address, "oware");
    drop(south);
    // North is still connected: the room stays however long it waits.
    std::thread::sleep(Duration::from_millis(700));
    assert_eq!(north.ask("status"), "= ongoing");
    drop(north);
    let mut back = Wire::greeted(address, "Ama");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let answer = back.ask(&format!("resume {code} {south_token}"));
        if answer == format!("? no room {code}") {
            break;
        }
        // Resumed before the sweep: leave the seat empty again and wait.
        assert_eq!(answer, "= resumed south");
        assert!(
            std::time::Instant::now() < deadline,
            "the room never expired"
        );
        drop(back);
        std::thread::sleep(Duration::from_millis(400));
        back = Wire::greeted(address, "Ama");
    }
}
