//! The words a thin client (the browser's page) speaks, line by line over TCP: `about`,
//! rooms with Tux or two children at one machine, `watch` and the board after every move,
//! `hint`, `undo`, `newgame`; and every move of Tux's room stored, so that a restart
//! replays the same board.

mod support;

use oware_engine::EngineState;
use support::{pair, room_of, start, Wire};

/// Reads the lines of one board (after `watch`, a move, a takeback or a new game) up to its
/// `! ready`, skipping the classic events; returns them without their `! `.
fn board(wire: &mut Wire) -> Vec<String> {
    let mut lines = Vec::new();
    loop {
        let line = wire.recv();
        let Some(event) = line.strip_prefix("! ") else {
            panic!("an answer among the board's lines: {line}");
        };
        let done = event.starts_with("ready ");
        if ["steps", "board", "legal", "preview", "ready"]
            .iter()
            .any(|word| event.split(' ').next() == Some(*word))
        {
            lines.push(event.to_string());
        }
        if done {
            return lines;
        }
    }
}

fn word<'a>(lines: &'a [String], name: &str) -> Vec<&'a str> {
    lines
        .iter()
        .filter(|line| line.split(' ').next() == Some(name))
        .map(String::as_str)
        .collect()
}

#[test]
fn about_gives_each_game_and_the_numbers_of_its_texts() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    // The lap counts the mover's own store where it is on the path (Kalah), and Togyz
    // Kumalak's first stone that falls back into its house.
    assert_eq!(
        wire.ask("about kalah seeds=6"),
        "= about kalah seeds=6 range=3-6 levels=10 layout=6:path houses=6 total=72 half=36 \
         win=37 lap=13 limit=160"
    );
    assert_eq!(
        wire.ask("about togyz"),
        "= about togyz seeds=9 range=9-9 levels=10 layout=9:kazans houses=9 total=162 half=81 \
         win=82 lap=19 limit=160"
    );
    assert_eq!(
        wire.ask("about chess"),
        "? unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
}

#[test]
fn tux_answers_every_move_and_the_watcher_sees_the_rules_account() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut child = Wire::greeted(server.local_addr(), "Zoé");
    let answer = child.ask("create kalah tux=1");
    let (code, _) = room_of(&answer);
    assert_eq!(
        child.ask("watch"),
        "= watching kalah seeds=4 layout=6:path seat=south with=tux:1"
    );
    let opening = board(&mut child);
    assert_eq!(opening[0], "board 0 - 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south");
    assert_eq!(opening[1], "legal A B C D E F");
    assert_eq!(
        word(&opening, "preview")[2],
        "preview C last=store:south again"
    );
    assert_eq!(opening.last().map(String::as_str), Some("ready ongoing"));

    // C ends in the store: the child plays again, Tux waits.
    assert_eq!(child.ask("play C"), "= 0");
    let after = board(&mut child);
    assert_eq!(after[0], "steps 1 lift:C:4 D E F store:south extra-turn");
    assert_eq!(after[1], "board 1 C 4 4 0 5 5 5 4 4 4 4 4 4 1 0 south");
    // A: Tux answers with moves of its own (another turn in Kalah means another move), each
    // told as a classmate's would be, each board the rules' own.
    assert_eq!(child.ask("play A"), "= 0");
    let mine = board(&mut child);
    assert!(mine[0].starts_with("steps 2 lift:A:4 B C D E"), "{mine:?}");
    let mut session = EngineState::new();
    for line in ["game kalah", "play C", "play A"] {
        assert!(session.handle_line(line).is_some());
    }
    let mut ply = 2;
    loop {
        let moved = child.recv();
        let letter = moved
            .strip_prefix("! moved ")
            .expect("Tux's move")
            .to_string();
        ply += 1;
        let tux = board(&mut child);
        assert!(
            tux[0].starts_with(&format!("steps {ply} lift:{letter}:")),
            "{tux:?}"
        );
        let played = session.handle_line(&format!("play {letter}"));
        assert!(played.is_some_and(|reply| reply.to_string().starts_with('=')));
        let position = session
            .handle_line("position")
            .map(|reply| reply.to_string())
            .unwrap_or_default();
        assert_eq!(tux[1], format!("board {ply} {letter} {}", &position[2..]));
        if tux[1].ends_with(" south") {
            break;
        }
    }
    // A watching connection hears why in the words of its seat first (`! say refused`).
    child.send("play a");
    assert_eq!(child.recv(), "! say refused illegal-not-your-house");
    assert_eq!(child.recv(), "? illegal move: not-your-house");

    // Undo takes back Tux's answers and the child's move; a hint names a legal house.
    assert_eq!(child.ask("undo"), format!("= undone {}", ply - 1));
    let back = board(&mut child);
    assert_eq!(back[0], "board 1 C 4 4 0 5 5 5 4 4 4 4 4 4 1 0 south");
    // A watching connection hears the hint in words first (`! phrase hint`), for the house
    // the answer names.
    let said = child.ask("hint");
    let hint = child.recv();
    let house = hint.strip_prefix("= hint ").expect("a hint");
    assert!("ABDEF".contains(house), "{hint}");
    assert_eq!(said, format!("! phrase hint hint-try house=h:{house}"));
    assert_eq!(child.ask("undo"), "= undone 1");
    board(&mut child);
    child.send("undo");
    assert_eq!(child.recv(), "! say refused undo-nothing");
    assert_eq!(child.recv(), "? nothing to take back");

    // A new game: Tux begins it (who starts alternates), at the level asked.
    assert_eq!(
        child.ask("newgame level=11"),
        "? level must be a whole number from 1 to 10, not '11'"
    );
    assert_eq!(child.ask("newgame level=2"), "= newgame north");
    let fresh = board(&mut child);
    assert_eq!(fresh[0], "board 0 - 4 4 4 4 4 4 4 4 4 4 4 4 0 0 north");
    assert_eq!(fresh[1], "legal a b c d e f");
    let mut tux_moves = 0;
    loop {
        let moved = child.recv();
        assert!(moved.starts_with("! moved "), "{moved}");
        tux_moves += 1;
        if word(&board(&mut child), "board")[0].ends_with(" south") {
            break;
        }
    }
    drop(child);

    // Restarted, the room is there with Tux's move and its level; its child takes it back.
    drop(server);
    let server = start(data.path());
    let mut again = Wire::greeted(server.local_addr(), "Zoé");
    let token = room_of(&answer).1;
    assert_eq!(
        again.ask(&format!("resume {code} {token}")),
        "= resumed south"
    );
    assert_eq!(
        again.ask("watch"),
        "= watching kalah seeds=4 layout=6:path seat=south with=tux:2"
    );
    let restored = board(&mut again);
    assert!(
        restored[0].starts_with(&format!("board {tux_moves} ")),
        "{restored:?}"
    );
    assert!(restored[0].ends_with(" south"), "{restored:?}");
}

#[test]
fn two_children_at_one_machine_play_both_sides_with_one_token() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    room_of(&wire.ask("create oware here"));
    assert_eq!(
        wire.ask("watch"),
        "= watching oware seeds=4 layout=6:aside seat=both with=here"
    );
    board(&mut wire);
    assert_eq!(wire.ask("play C"), "= 0");
    board(&mut wire);
    // North's move from the same connection, and no `! moved` for one's own move.
    assert_eq!(wire.ask("play c"), "= 0");
    let after = board(&mut wire);
    assert!(
        after[0].starts_with("steps 2 lift:c:4 d e f A"),
        "{after:?}"
    );
    assert_eq!(wire.ask("undo"), "= undone 1");
    let back = board(&mut wire);
    assert!(back[0].ends_with(" north"), "{back:?}");
    assert_eq!(wire.ask("newgame level=3"), "? Tux is not in this room");
}

#[test]
fn a_classmate_s_room_has_no_takebacks_and_watching_is_per_connection() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut south = Wire::greeted(server.local_addr(), "Ama");
    let (code, _) = room_of(&south.ask("create congkak"));
    let mut north = Wire::greeted(server.local_addr(), "Kofi");
    assert!(north.ask(&format!("join {code}")).starts_with("= joined "));
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Kofi");
    assert_eq!(
        south.ask("hint"),
        "? only in a room with Tux or at one machine"
    );
    assert_eq!(
        south.ask("undo"),
        "? only in a room with Tux or at one machine"
    );
    assert_eq!(
        south.ask("newgame"),
        "? only in a room with Tux or at one machine"
    );
    assert_eq!(
        north.ask("watch"),
        "= watching congkak seeds=7 layout=7:path seat=north with=classmate"
    );
    board(&mut north);
    // South does not watch: it gets the classic answer only; North gets `! moved` and the board.
    assert!(south.ask("play G").starts_with("= "));
    assert_eq!(north.recv(), "! moved G");
    let seen = board(&mut north);
    assert!(
        seen[0].starts_with("steps 1 lift:G:7 store:south"),
        "{seen:?}"
    );
    assert_eq!(south.ask("position").split(' ').count(), 18);
}

/// A creator who watches before the classmate comes sees "?" in their row's name; once the
/// classmate joins the board comes again, named after them, and their leaving is said in
/// words before `! opponent-left`.
#[test]
fn a_watching_creator_is_told_the_classmate_s_name_and_their_leaving_in_words() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut south = Wire::greeted(server.local_addr(), "Ama");
    let (code, _) = room_of(&south.ask("create oware"));
    assert!(south.ask("watch").starts_with("= watching oware "));
    // Every line of a board's group, up to its `! ready`.
    let group = |wire: &mut Wire| {
        let mut lines = Vec::new();
        loop {
            let line = wire.recv();
            assert!(
                line.starts_with("! "),
                "an answer among the board's lines: {line}"
            );
            let done = line.starts_with("! ready ");
            lines.push(line);
            if done {
                return lines;
            }
        }
    };
    let named = |lines: &[String], name: &str| {
        lines.contains(&"! board 0 - 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south".to_string())
            && lines.contains(&format!(
                "! phrase player north player-named player=t:{name}"
            ))
    };
    let waiting = group(&mut south);
    assert!(named(&waiting, "%3F"), "{waiting:?}");
    let mut north = Wire::greeted(server.local_addr(), "Ané");
    assert!(north.ask(&format!("join {code}")).starts_with("= joined "));
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Ané");
    let joined = group(&mut south);
    assert!(named(&joined, "An%C3%A9"), "{joined:?}");
    // The control: the first board did not name them.
    assert!(!named(&waiting, "An%C3%A9"));
    assert_eq!(north.ask("leave"), "=");
    assert_eq!(
        south.recv(),
        "! phrase left classroom-left player=t:An%C3%A9"
    );
    assert_eq!(south.recv(), "! opponent-left");
}

/// A watching child whose classmate's connection goes (a closed tab) is told that the seat
/// waits for them (`! opponent-away`), then `! opponent <name>` once the classmate resumes.
#[test]
fn a_watching_child_hears_that_the_classmate_went_away_and_came_back() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let (mut south, north, code, _, north_token) = pair(server.local_addr(), "kalah");
    assert!(south.ask("watch").starts_with("= watching kalah "));
    board(&mut south);
    drop(north);
    assert_eq!(south.recv(), "! opponent-away");
    let mut again = Wire::greeted(server.local_addr(), "Kofi");
    assert_eq!(
        again.ask(&format!("resume {code} {north_token}")),
        "= resumed north"
    );
    assert_eq!(again.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Kofi");
    // The game goes on with Kofi back in his seat.
    assert!(south.ask("play A").starts_with("= "));
    board(&mut south);
    assert_eq!(again.recv(), "! moved A");
}
