//! The work the teacher gives counts what a child does from the moment it is given: a lesson
//! or a puzzle done before does not count, the same done after does.

mod support;

use std::net::SocketAddr;
use std::thread;
use std::time::Duration;

use oware_protocol::{Answer, ServerLine, Verb};
use oware_puzzles::{shipped, Puzzle};
use oware_rules::house_letter;
use support::class::{child_id, import, post, signed_in_child, CLASS_CSV};
use support::http::{signed_in, teacher_server, Signed};
use support::Wire;

/// Times are kept in milliseconds: a pause makes "before" and "after" certain.
fn tick() {
    thread::sleep(Duration::from_millis(20));
}

fn assign(address: SocketAddr, teacher: &Signed, task: &str) {
    let given = post(
        address,
        teacher,
        "/teacher/api/assignments",
        &format!("game=oware&task={}&for=class", task.replace(' ', "+")),
    );
    assert_eq!(given.status, 200, "{}", given.body);
}

/// The child's assignments, newest first, as their lines.
fn assignments(wire: &mut Wire) -> Vec<String> {
    wire.send("assignments");
    let mut lines = Vec::new();
    loop {
        let line = wire.recv();
        match line.strip_prefix("! assignment ") {
            Some(shown) => lines.push(shown.to_string()),
            None => {
                assert!(line.starts_with("= assignments "), "{line}");
                return lines;
            }
        }
    }
}

#[test]
fn a_lesson_done_before_the_assignment_does_not_count_and_done_again_after_it_does() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let mut child = signed_in_child(address, ama, "9 9 9");
    assert_eq!(child.ask("lesson oware 1"), "= lesson");
    tick();
    assign(address, &teacher, "lessons 1 2");
    assert_eq!(assignments(&mut child), ["1 lessons oware 1 2 0 0/2"]);
    tick();
    assert_eq!(child.ask("lesson oware 2"), "= lesson");
    assert_eq!(assignments(&mut child), ["1 lessons oware 1 2 0 1/2"]);
    assert_eq!(child.ask("lesson oware 1"), "= lesson");
    assert_eq!(assignments(&mut child), ["1 lessons oware 1 2 1 2/2"]);
}

/// Asks for a puzzle of Oware and plays its line (Tux answers by itself) to the end.
fn solve_one(wire: &mut Wire) {
    let answer = wire.answer("puzzle oware");
    let Ok(ServerLine::Answer(Answer::Puzzle(shown))) =
        ServerLine::parse(&answer, Some(Verb::Puzzle))
    else {
        panic!("{answer}");
    };
    let puzzle: Puzzle = shipped(shown.ruleset.kind())
        .iter()
        .find(|puzzle| puzzle.id == shown.id)
        .unwrap_or_else(|| panic!("{} is no shipped puzzle", shown.id))
        .as_south();
    for ply in puzzle.line.iter().filter(|ply| ply.side == puzzle.solver) {
        let letter = house_letter(puzzle.ruleset.layout(), ply.house);
        let line = wire.answer(&format!("puzzle-move {letter}"));
        let Ok(ServerLine::Answer(Answer::PuzzleVerdict(verdict))) =
            ServerLine::parse(&line, Some(Verb::PuzzleMove))
        else {
            panic!("{line}");
        };
        assert!(verdict.right, "{}: {line}", puzzle.id);
        if verdict.done {
            return;
        }
    }
    panic!("{}: the line ended before the puzzle was done", puzzle.id);
}

#[test]
fn a_puzzle_solved_before_the_assignment_does_not_count_and_one_after_it_does() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let mut child = signed_in_child(address, ama, "9 9 9");
    solve_one(&mut child);
    tick();
    assign(address, &teacher, "puzzles 2");
    assert_eq!(assignments(&mut child), ["1 puzzles oware 2 0 0/2"]);
    tick();
    solve_one(&mut child);
    assert_eq!(assignments(&mut child), ["1 puzzles oware 2 0 1/2"]);
}
