//! The class tournament over the real wire and HTTP: started from the teacher's API (and
//! only from there), each child told its next game by `tournament`, the games played in the
//! rooms the server opened, rounds following each other to the table; a server killed with
//! SIGKILL mid-tournament has the table and the current round back.

mod support;

use std::net::SocketAddr;

use support::http::{origin, request, signed_in, teacher_server, Signed, CODE};
use support::{spawn, Wire};

const NAMES: [&str; 3] = ["Ama", "Kofi", "Zoé"];

fn post(address: SocketAddr, signed: &Signed, path: &str, body: &str) -> support::http::Answer {
    let origin = origin(address);
    request(
        address,
        "POST",
        path,
        &[
            ("Cookie", &signed.cookie),
            ("Origin", &origin),
            ("X-CSRF-Token", &signed.csrf),
        ],
        body,
    )
}

fn get(address: SocketAddr, signed: &Signed, path: &str) -> String {
    let answer = request(address, "GET", path, &[("Cookie", &signed.cookie)], "");
    assert_eq!(answer.status, 200, "{path}: {}", answer.body);
    answer.body
}

/// A child's next game as `tournament` words it.
#[derive(Debug)]
enum News {
    Play {
        round: u32,
        code: String,
        token: String,
        side: String,
        opponent: String,
    },
    Bye(u32),
    Wait,
    Over(String),
    None,
}

fn news(wire: &mut Wire) -> News {
    let answer = wire.answer("tournament");
    let words: Vec<&str> = answer.split(' ').collect();
    match words.as_slice() {
        ["=", "tournament", "play", round, _, code, token, side, opponent] => News::Play {
            round: round.parse().expect("a round"),
            code: code.to_string(),
            token: token.to_string(),
            side: side.to_string(),
            opponent: opponent.to_string(),
        },
        ["=", "tournament", "bye", round, _] => News::Bye(round.parse().expect("a round")),
        ["=", "tournament", "wait", _, _] => News::Wait,
        ["=", "tournament", "over", ..] => News::Over(answer["= tournament over ".len()..].into()),
        ["=", "tournament", "none"] => News::None,
        _ => panic!("not a tournament answer: {answer}"),
    }
}

/// The tournament's part of the teacher's state, without the candidates (who is connected).
fn tail(state: &str) -> Option<String> {
    state
        .split_once(",\"tournament\":")
        .map(|(_, rest)| rest.to_string())
}

/// A round's game: South's and North's indexes, its room, and the two seats' tokens.
type RoundGame = (usize, usize, String, [String; 2]);

fn two<T>(list: &mut [T], a: usize, b: usize) -> (&mut T, &mut T) {
    assert_ne!(a, b);
    if a < b {
        let (left, right) = list.split_at_mut(b);
        (&mut left[a], &mut right[0])
    } else {
        let (left, right) = list.split_at_mut(a);
        (&mut right[0], &mut left[b])
    }
}

/// Plays the lowest legal house for whoever is to move until the game ends; its status.
fn play_out(south: &mut Wire, north: &mut Wire) -> String {
    for _ in 0..2000 {
        let status = south.answer("status");
        if status.starts_with("= over") {
            return status;
        }
        let position = south.answer("position");
        let mover = if position.ends_with("south") {
            &mut *south
        } else {
            &mut *north
        };
        let legal = mover.answer("legal");
        let letter = legal.split(' ').nth(1).expect("a legal house");
        let played = mover.answer(&format!("play {letter}"));
        assert!(played.starts_with("= "), "{played}");
    }
    panic!("the game did not end");
}

/// Every child's news; the games of this round as (south, north) indexes with their codes
/// and tokens, and who has the bye.
fn round_of(wires: &mut [Wire], round: u32) -> (Vec<RoundGame>, Vec<usize>) {
    let mut games: Vec<RoundGame> = Vec::new();
    let mut byes = Vec::new();
    for (index, wire) in wires.iter_mut().enumerate() {
        match news(wire) {
            News::Play {
                round: told,
                code,
                token,
                side,
                opponent,
            } => {
                assert_eq!(told, round);
                let other = NAMES
                    .iter()
                    .position(|name| *name == opponent)
                    .expect("a child");
                match games.iter_mut().find(|game| game.2 == code) {
                    Some(game) => {
                        let at = usize::from(side == "north");
                        game.3[at] = token;
                    }
                    None => {
                        let (south, north) = if side == "south" {
                            (index, other)
                        } else {
                            (other, index)
                        };
                        let mut tokens = [String::new(), String::new()];
                        tokens[usize::from(side == "north")] = token;
                        games.push((south, north, code, tokens));
                    }
                }
            }
            News::Bye(told) => {
                assert_eq!(told, round);
                byes.push(index);
            }
            other => panic!("round {round}: {other:?}"),
        }
    }
    (games, byes)
}

/// Both children take their seats in a tournament room with the tokens the tournament gave.
fn take_seats(south: &mut Wire, north: &mut Wire, code: &str, tokens: &[String; 2]) {
    assert_eq!(
        south.answer(&format!("resume {code} {}", tokens[0])),
        "= resumed south"
    );
    assert_eq!(
        north.answer(&format!("resume {code} {}", tokens[1])),
        "= resumed north"
    );
}

fn play_round(wires: &mut [Wire], games: &[RoundGame]) {
    for (south, north, code, tokens) in games {
        let (s, n) = two(wires, *south, *north);
        take_seats(s, n, code, tokens);
        let status = play_out(s, n);
        assert!(status.starts_with("= over "), "{status}");
        assert_eq!(s.answer("leave"), "=");
        assert_eq!(n.answer("leave"), "=");
    }
}

#[test]
fn a_tournament_of_three_is_played_round_by_round_to_its_table() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut wires: Vec<Wire> = NAMES
        .iter()
        .map(|name| Wire::greeted(address, name))
        .collect();
    // Nothing before a tournament; and a child's connection cannot start one.
    assert!(matches!(news(&mut wires[0]), News::None));
    assert_eq!(
        wires[0].answer("tournament start kalah"),
        "? tournament takes no arguments"
    );
    assert_eq!(
        request(address, "GET", "/teacher/api/tournament", &[], "").status,
        401
    );
    let body = "kalah 3\nAma\nKofi\nZoé\n";
    let origin = origin(address);
    assert_eq!(
        request(
            address,
            "POST",
            "/teacher/api/tournament/start",
            &[("Origin", &origin)],
            body
        )
        .status,
        401
    );
    let signed = signed_in(address);
    let no_token = request(
        address,
        "POST",
        "/teacher/api/tournament/start",
        &[("Cookie", &signed.cookie), ("Origin", &origin)],
        body,
    );
    assert_eq!(no_token.status, 403);
    assert!(matches!(news(&mut wires[0]), News::None));
    // The children connected are the teacher's to pick.
    let state = get(address, &signed, "/teacher/api/tournament");
    assert_eq!(
        state,
        "{\"candidates\":[\"Ama\",\"Kofi\",\"Zoé\"],\"tournament\":null}"
    );
    let refused = post(
        address,
        &signed,
        "/teacher/api/tournament/start",
        "kalah 3\nAma\nAma\n",
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    let started = post(address, &signed, "/teacher/api/tournament/start", body);
    assert_eq!(started.status, 200, "{}", started.body);
    // A second one waits for the first to end or be cancelled.
    let again = post(address, &signed, "/teacher/api/tournament/start", body);
    assert_eq!(again.status, 409);
    // Each child is told, and asks.
    for wire in &mut wires {
        assert_eq!(wire.recv(), "! tournament");
    }
    for round in 1..=3 {
        let (games, byes) = round_of(&mut wires, round);
        assert_eq!((games.len(), byes.len()), (1, 1), "round {round}");
        let state = get(address, &signed, "/teacher/api/tournament");
        assert!(
            state.contains(&format!("\"round\":{round},\"rounds\":3")),
            "{state}"
        );
        play_round(&mut wires, &games);
    }
    let mut table = None;
    for wire in &mut wires {
        match news(wire) {
            News::Over(places) => {
                assert!(table.is_none() || table.as_ref() == Some(&places));
                table = Some(places);
            }
            other => panic!("after the last round: {other:?}"),
        }
    }
    let table = table.expect("the table");
    let points: u32 = table
        .split(' ')
        .map(|place| {
            place
                .split_once('=')
                .expect("name=points")
                .1
                .parse::<u32>()
                .expect("points")
        })
        .sum();
    // Three games, two points each whatever happened.
    assert_eq!(points, 6, "{table}");
    let state = get(address, &signed, "/teacher/api/tournament");
    assert!(state.contains("\"over\":true"), "{state}");
    let csv = get(address, &signed, "/teacher/api/tournament.csv");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 4, "{csv}");
    // A byte order mark first, so that a spreadsheet reads the names as UTF-8.
    assert!(lines[0].starts_with("\u{feff}place,name,points"), "{csv}");
    for (line, place) in lines[1..].iter().zip(table.split(' ')) {
        let (name, points) = place.split_once('=').expect("name=points");
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!((fields[1], fields[2]), (name, points), "{csv}");
        // Everyone played two games and rested once.
        assert_eq!((fields[3], fields[7]), ("2", "1"), "{csv}");
    }
    // "Forget the class" takes the tournament too.
    assert_eq!(
        post(address, &signed, "/teacher/api/forget", "").status,
        200
    );
    let state = get(address, &signed, "/teacher/api/tournament");
    assert!(state.ends_with("\"tournament\":null}"), "{state}");
    assert!(matches!(news(&mut wires[0]), News::None));
}

#[test]
fn a_cancelled_tournament_is_gone_and_its_children_are_told() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut ama = Wire::greeted(address, "Ama");
    let signed = signed_in(address);
    assert_eq!(
        post(address, &signed, "/teacher/api/tournament/cancel", "").status,
        404
    );
    let started = post(
        address,
        &signed,
        "/teacher/api/tournament/start",
        "oware 4\nAma\nKofi\n",
    );
    assert_eq!(started.status, 200, "{}", started.body);
    assert_eq!(ama.recv(), "! tournament");
    assert!(matches!(news(&mut ama), News::Play { round: 1, .. }));
    assert_eq!(
        post(address, &signed, "/teacher/api/tournament/cancel", "").status,
        200
    );
    assert_eq!(ama.recv(), "! tournament");
    assert!(matches!(news(&mut ama), News::None));
}

#[test]
fn a_server_killed_mid_tournament_has_the_table_and_the_round_back() {
    let data = tempfile::tempdir().expect("temp dir");
    std::fs::write(data.path().join("teacher-code"), CODE).expect("a teacher code");
    let (mut child, address) = spawn(data.path());
    let mut wires: Vec<Wire> = NAMES
        .iter()
        .map(|name| Wire::greeted(address, name))
        .collect();
    let signed = signed_in(address);
    let started = post(
        address,
        &signed,
        "/teacher/api/tournament/start",
        "kalah 3\nAma\nKofi\nZoé\n",
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let (games, _) = round_of(&mut wires, 1);
    play_round(&mut wires, &games);
    let before = get(address, &signed, "/teacher/api/tournament");
    assert!(before.contains("\"round\":2,"), "{before}");
    // Round 2's game begins: a few moves, then the server dies.
    let (games, byes) = round_of(&mut wires, 2);
    let (south, north, code, tokens) = games[0].clone();
    {
        let (s, _) = two(&mut wires, south, north);
        assert_eq!(
            s.answer(&format!("resume {code} {}", tokens[0])),
            "= resumed south"
        );
        let letter = s
            .answer("legal")
            .split(' ')
            .nth(1)
            .expect("a house")
            .to_string();
        assert!(s.answer(&format!("play {letter}")).starts_with("= "));
    }
    let before_kill = get(address, &signed, "/teacher/api/tournament");
    child.kill().expect("SIGKILL");
    child.wait().expect("the server is gone");
    drop(wires);

    let (mut child, address) = spawn(data.path());
    let signed = signed_in(address);
    let after = get(address, &signed, "/teacher/api/tournament");
    // The same tournament, table and games: everything but the candidates (who connected).
    assert_eq!(tail(&after), tail(&before_kill));
    assert!(after.contains("\"round\":2,\"rounds\":3"), "{after}");
    assert!(after.contains("\"table\":[{\"place\":1,"), "{after}");
    // The children come back to the same round's game, with its first move kept.
    let mut wires: Vec<Wire> = NAMES
        .iter()
        .map(|name| Wire::greeted(address, name))
        .collect();
    let (again, byes_again) = round_of(&mut wires, 2);
    assert_eq!(byes_again, byes);
    assert_eq!(again[0].2, code);
    {
        let (s, n) = two(&mut wires, south, north);
        take_seats(s, n, &code, &tokens);
        let position = s.answer("position");
        assert!(
            !position.starts_with("= 3 3 3 3 3 3 3 3 3 3 3 3 0 0"),
            "{position}"
        );
        play_out(s, n);
        assert_eq!(s.answer("leave"), "=");
        assert_eq!(n.answer("leave"), "=");
    }
    let (games, _) = round_of(&mut wires, 3);
    play_round(&mut wires, &games);
    for wire in &mut wires {
        assert!(matches!(news(wire), News::Over(_)));
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("the server is gone");
}
