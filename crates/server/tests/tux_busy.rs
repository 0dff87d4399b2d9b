//! Puzzles, drills and lessons are answered while every one of Tux's threads is thinking,
//! and while its look-back thread is: Tux's searches run on threads of their own, never on
//! the connections'. Shown by the order of events, not by timing: a test-only gate holds each
//! of Tux's threads inside its search until the test opens it, so that they are busy for as
//! long as the test needs.

mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use oware_protocol::{Answer, Verb};
use oware_puzzles::shipped;
use oware_rules::{house_letter, GameKind};
use oware_server::{PoolOptions, ServerOptions, TuxGate};
use support::{answer_of, start_with, Wire};

/// How long a broken server may keep the test waiting before it fails (never reached when
/// the server works: the gate fills as soon as the moves are played).
const PATIENCE: Duration = Duration::from_secs(120);

/// A child against Tux who plays the first legal house of the first board: Tux is then to
/// move (Oware has no extra turn).
fn hand_tux_the_turn(wire: &mut Wire) {
    assert!(wire.answer("create oware tux=1").starts_with("= room "));
    assert!(wire.answer("position").ends_with(" south"));
    let legal = wire.answer("legal");
    let letter = legal.split(' ').nth(1).expect("a legal house").to_string();
    assert_eq!(wire.answer(&format!("play {letter}")), "= 0");
}

#[test]
fn puzzles_drills_and_lessons_are_answered_while_every_tux_thread_is_held() {
    let data = tempfile::tempdir().expect("temp dir");
    let gate = Arc::new(TuxGate::closed());
    let server = start_with(
        data.path(),
        ServerOptions {
            tux: PoolOptions {
                threads: 2,
                look_threads: 1,
                gate: Some(gate.clone()),
                ..PoolOptions::default()
            },
            ..ServerOptions::default()
        },
    );
    let address = server.local_addr();

    // Two children hand Tux the turn: both of its threads are now inside a search, held.
    let mut players: Vec<Wire> = ["Ama", "Kofi"]
        .iter()
        .map(|name| Wire::greeted(address, name))
        .collect();
    for player in &mut players {
        hand_tux_the_turn(player);
    }
    assert!(gate.wait_held(2, PATIENCE), "Tux's two threads never began");

    // Meanwhile a third child asks a puzzle and plays its line's first move, a drill and a
    // lesson: each is answered.
    let mut solver = Wire::greeted(address, "Esi");
    let asked = solver.answer("puzzle oware");
    let Answer::Puzzle(shown) = answer_of(Verb::Puzzle, &asked) else {
        panic!("{asked}");
    };
    let puzzle = shipped(GameKind::Oware)
        .iter()
        .find(|puzzle| puzzle.id == shown.id)
        .expect("a shipped puzzle")
        .as_south();
    let first = puzzle
        .line
        .iter()
        .find(|ply| ply.side == puzzle.solver)
        .expect("the solver's move");
    let letter = house_letter(puzzle.ruleset.layout(), first.house);
    let judged = solver.answer(&format!("puzzle-move {letter}"));
    let Answer::PuzzleVerdict(verdict) = answer_of(Verb::PuzzleMove, &judged) else {
        panic!("{judged}");
    };
    assert!(verdict.right, "{judged}");
    let drill = solver.answer("drill oware captures");
    assert!(
        matches!(answer_of(Verb::Drill, &drill), Answer::Drill(_)),
        "{drill}"
    );
    let lesson = solver.answer("lesson-open oware 1");
    assert!(
        matches!(answer_of(Verb::LessonOpen, &lesson), Answer::LessonShown(_)),
        "{lesson}"
    );

    // Control: all that time Tux's searches were held, its moves not made: the rooms still
    // wait for Tux.
    assert_eq!(gate.held(), 2);
    for player in &mut players {
        assert!(player.answer("position").ends_with(" north"));
    }

    // Opened, the gate lets Tux answer each child, with a legal house.
    gate.open();
    for player in &mut players {
        let moved = loop {
            let line = player.recv();
            if line.starts_with("! moved ") {
                break line;
            }
        };
        assert!(moved.len() > "! moved ".len(), "{moved}");
        assert!(player.answer("position").ends_with(" south"));
    }
}

/// Plays a Tux room to its end, always taking the first legal house.
fn play_to_end(child: &mut Wire) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        assert!(Instant::now() < deadline, "the game never ended");
        if child.answer("status").starts_with("= over") {
            return;
        }
        if child.answer("position").ends_with(" north") {
            continue;
        }
        let legal = child.answer("legal");
        let Some(letter) = legal.split(' ').nth(1).map(str::to_string) else {
            continue;
        };
        assert!(child.answer(&format!("play {letter}")).starts_with("= "));
    }
}

#[test]
fn a_puzzle_is_answered_while_a_look_back_waits_for_tuxs_look_back_thread() {
    let data = tempfile::tempdir().expect("temp dir");
    let gate = Arc::new(TuxGate::closed());
    gate.open();
    let server = start_with(
        data.path(),
        ServerOptions {
            tux: PoolOptions {
                threads: 1,
                look_threads: 1,
                gate: Some(gate.clone()),
                ..PoolOptions::default()
            },
            ..ServerOptions::default()
        },
    );
    let address = server.local_addr();
    let mut looking = Wire::greeted(address, "Zoe");
    assert!(looking
        .answer("create kalah seeds=3 tux=1")
        .starts_with("= room "));
    play_to_end(&mut looking);

    // The game's own-puzzle review may be running or held; either way the look back asked
    // now waits for the one look-back thread, which ends up held inside a look.
    gate.close();
    looking.send("look-back 1");
    assert!(gate.wait_held(1, PATIENCE), "no look was ever held");

    let mut solver = Wire::greeted(address, "Esi");
    let asked = solver.answer("puzzle kalah");
    assert!(
        matches!(answer_of(Verb::Puzzle, &asked), Answer::Puzzle(_)),
        "{asked}"
    );
    // Control: the look-back thread was held all along, so the look back has no answer yet.
    assert_eq!(gate.held(), 1);

    gate.open();
    let looked = loop {
        let line = looking.recv();
        if !line.starts_with('!') {
            break line;
        }
    };
    assert!(looked.starts_with("= look-back 1 "), "{looked}");
}
