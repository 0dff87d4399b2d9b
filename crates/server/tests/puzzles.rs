//! Puzzles and counting drills over the wire, as the browser's page speaks them: a right
//! move replayed with Tux's answers and counted, a wrong move shown then retried, the hint
//! ladder, an illegal house and garbage refused with clear errors, a drill judged with the
//! right answer; and the child's rating kept through a SIGKILL.

mod support;

use oware_protocol::{
    Answer, Clue, DrillReply, DrillShown, PitWord, PuzzleShown, PuzzleVerdict, Standing, Verb,
};
use oware_puzzles::{shipped, Puzzle};
use oware_rules::{house_letter, preview, Pit, Ruleset};
use support::{answer_of, spawn, start, Wire};

/// Asks for a puzzle; the answer, and the shipped puzzle it is, turned round as the server
/// serves it (South solves).
fn ask_puzzle(wire: &mut Wire, line: &str) -> (PuzzleShown, Puzzle, Vec<String>) {
    let (events, answer) = wire.exchange(line);
    let Answer::Puzzle(shown) = answer_of(Verb::Puzzle, &answer) else {
        panic!("{answer}");
    };
    let puzzle = shipped(shown.ruleset.kind())
        .iter()
        .find(|puzzle| puzzle.id == shown.id)
        .unwrap_or_else(|| panic!("{} is no shipped puzzle", shown.id))
        .as_south();
    assert_eq!(puzzle.solver, oware_rules::Side::South);
    (shown, puzzle, events)
}

fn verdict(line: &str) -> PuzzleVerdict {
    match answer_of(Verb::PuzzleMove, line) {
        Answer::PuzzleVerdict(verdict) => verdict,
        other => panic!("{other:?}"),
    }
}

fn letter(puzzle: &Puzzle, house: usize) -> char {
    house_letter(puzzle.ruleset.layout(), house)
}

/// Plays the puzzle's line (the solver's moves; Tux answers by itself); the last verdict.
fn solve(wire: &mut Wire, puzzle: &Puzzle) -> PuzzleVerdict {
    let mut last = None;
    for ply in puzzle.line.iter().filter(|ply| ply.side == puzzle.solver) {
        let (events, answer) = wire.exchange(&format!("puzzle-move {}", letter(puzzle, ply.house)));
        let judged = verdict(&answer);
        assert!(judged.right, "{}: {answer}", puzzle.id);
        // The child's move comes first in the replay, then its board.
        assert!(
            events.iter().any(|event| event.starts_with(&format!(
                "puzzle-steps 1 {} lift:",
                letter(puzzle, ply.house)
            ))),
            "{events:?}"
        );
        assert!(events
            .iter()
            .any(|event| event.starts_with("puzzle-board 1 ")));
        assert!(events
            .iter()
            .any(|event| event.starts_with("coach verdict coach-")));
        last = Some(judged);
        if judged_done(last.as_ref()) {
            break;
        }
    }
    last.expect("a solver's move")
}

fn judged_done(verdict: Option<&PuzzleVerdict>) -> bool {
    verdict.is_some_and(|verdict| verdict.done)
}

fn standing(wire: &mut Wire, game: &str) -> Standing {
    let answer = wire.ask(&format!("puzzle-rating {game}"));
    match answer_of(Verb::PuzzleRating, &answer) {
        Answer::Standing(standing) => standing,
        other => panic!("{other:?}"),
    }
}

/// A legal house of the solver that is not among the right ones, if the puzzle has one.
fn wrong_house(puzzle: &Puzzle) -> Option<usize> {
    let game = puzzle.game();
    let accepted = puzzle.accepted.first()?;
    game.legal_moves()
        .iter()
        .find(|house| !accepted.contains(house))
}

#[test]
fn a_right_move_is_replayed_with_tuxs_answers_explained_and_counted() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Zoé");
    let before = standing(&mut wire, "oware");
    assert_eq!((before.tried, before.solved, before.rating), (0, 0, 1500));
    let (shown, puzzle, events) = ask_puzzle(&mut wire, "puzzle oware");
    // The task comes first, as the phrases chose it from the puzzle's first theme.
    assert!(
        events
            .iter()
            .any(|event| event.starts_with("coach task coach-task-")),
        "{events:?}"
    );
    assert_eq!(
        shown.position,
        oware_rules::format_position(&puzzle.position)
    );
    let done = solve(&mut wire, &puzzle);
    assert!(done.done);
    assert_eq!(done.tries, 1);
    let rated = done.rated.expect("a solved puzzle counts");
    // Solved on the first try without help: the rating rises.
    assert!(rated.rating > 1500 && rated.change > 0, "{rated:?}");
    let after = standing(&mut wire, "oware");
    assert_eq!(
        (after.tried, after.solved, after.rating),
        (1, 1, rated.rating)
    );
    // Solved, the puzzle takes no more moves.
    let first = puzzle.line[0].house;
    assert_eq!(
        wire.ask(&format!("puzzle-move {}", letter(&puzzle, first))),
        "? this puzzle is solved: ask for another"
    );
}

#[test]
fn a_wrong_move_shows_tuxs_answer_then_a_retry_takes_the_board_back() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Kofi");
    // A puzzle with a legal move that is wrong (almost every one has).
    let (shown, puzzle, wrong) = (0..40)
        .find_map(|_| {
            let (shown, puzzle, _) = ask_puzzle(&mut wire, "puzzle oware");
            wrong_house(&puzzle).map(|wrong| (shown, puzzle, wrong))
        })
        .expect("a puzzle with a wrong move");
    let (events, answer) = wire.exchange(&format!("puzzle-move {}", letter(&puzzle, wrong)));
    let judged = verdict(&answer);
    assert!(
        !judged.right && !judged.done && judged.rated.is_none(),
        "{answer}"
    );
    assert_eq!(judged.why.house, letter(&puzzle, wrong));
    assert!(
        events
            .iter()
            .any(|event| event == "coach verdict coach-wrong"),
        "{events:?}"
    );
    assert!(events
        .iter()
        .any(|event| event.starts_with("coach why coach-why-wrong")));
    assert!(
        events
            .iter()
            .any(|event| event.starts_with(&format!("puzzle-steps 1 {} ", letter(&puzzle, wrong)))),
        "{events:?}"
    );
    // Until the retry, no move is taken.
    let right = letter(&puzzle, puzzle.line[0].house);
    assert_eq!(
        wire.ask(&format!("puzzle-move {right}")),
        "? that move was wrong: puzzle-retry first"
    );
    assert_eq!(
        wire.ask("puzzle-retry"),
        format!("= retry tries=2 {}", shown.position)
    );
    assert_eq!(wire.ask("puzzle-retry"), "? no wrong move to take back");
    let done = solve(&mut wire, &puzzle);
    assert!(done.done && done.tries == 2);
    // A second try counts less: the rating moves less than a clean solve, or falls.
    let rated = done.rated.expect("counted");
    assert!(rated.change < 60, "{rated:?}");
}

#[test]
fn the_hint_ladder_gives_the_theme_then_the_house_then_its_preview() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Ama");
    let (_, puzzle, _) = ask_puzzle(&mut wire, "puzzle kalah");
    let house = letter(&puzzle, puzzle.line[0].house);
    let mut clues = Vec::new();
    for _ in 0..3 {
        let (events, answer) = wire.exchange("puzzle-hint");
        assert!(events
            .iter()
            .any(|event| event.starts_with("coach hint coach-hint-")));
        match answer_of(Verb::PuzzleHint, &answer) {
            Answer::Clue(clue) => clues.push(clue),
            other => panic!("{other:?}"),
        }
    }
    if !puzzle.themes.is_empty() {
        assert_eq!(clues[0], Clue::Theme(puzzle.themes[0].id().to_string()));
    }
    assert!(clues.contains(&Clue::House(house)), "{clues:?}");
    assert!(
        matches!(&clues[2], Clue::Preview(preview) if preview.house == house),
        "{clues:?}"
    );
}

#[test]
fn an_illegal_house_and_garbage_are_refused_with_clear_errors() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Lea");
    // Nothing open yet.
    assert_eq!(
        wire.ask("puzzle-move A"),
        "? no puzzle open: ask for one with puzzle"
    );
    assert_eq!(
        wire.ask("puzzle-hint"),
        "? no puzzle open: ask for one with puzzle"
    );
    assert_eq!(
        wire.ask("drill-answer pit A"),
        "? no drill open: ask for one with drill"
    );
    // Words that are no request of these.
    assert_eq!(wire.ask("puzzle-move"), "? usage: puzzle-move <letter>");
    assert_eq!(
        wire.ask("puzzle oware seeds=4 theme=flying"),
        "? no puzzle of that kind in this game"
    );
    assert_eq!(
        wire.ask("puzzle chess"),
        "? unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    assert!(wire
        .ask("drill-answer count lots")
        .starts_with("? usage: drill-answer "));
    let (shown, puzzle, _) = ask_puzzle(&mut wire, "puzzle oware");
    // A letter naming no house, a house of the other row, an empty house: the rules' reasons.
    assert_eq!(
        wire.answer("puzzle-move Z"),
        "? illegal move: no-such-house"
    );
    let solver_row: Vec<usize> = (0..12)
        .filter(|&house| (house < 6) == (puzzle.solver == oware_rules::Side::South))
        .collect();
    let other = (0..12)
        .find(|house| !solver_row.contains(house))
        .expect("a house");
    let refused = wire.answer(&format!("puzzle-move {}", letter(&puzzle, other)));
    assert!(refused.starts_with("? "), "{refused}");
    if let Some(empty) = solver_row
        .iter()
        .find(|&&house| oware_rules::Rules::seeds(&puzzle.position, house) == 0)
    {
        assert_eq!(
            wire.answer(&format!("puzzle-move {}", letter(&puzzle, *empty))),
            "? illegal move: empty-house"
        );
    }
    // Refused moves change nothing: the right move is still judged right, on the first try.
    let judged = solve(&mut wire, &puzzle);
    assert_eq!(judged.tries, 1, "{}", shown.id);
    // A drill's answer of the wrong shape.
    let (_, answer) = wire.exchange("drill oware captures");
    assert!(
        matches!(answer_of(Verb::Drill, &answer), Answer::Drill(_)),
        "{answer}"
    );
    assert_eq!(
        wire.ask("drill-answer pit A"),
        "? that answer does not fit this drill"
    );
}

#[test]
fn a_drill_is_judged_and_the_right_answer_shown_with_its_move() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let mut wire = Wire::greeted(server.local_addr(), "Mia");
    for round in 0..2 {
        let (events, answer) = wire.exchange("drill oware last-seed");
        assert!(events
            .iter()
            .any(|event| event.starts_with("coach task coach-drill-last-seed house=h:")));
        let Answer::Drill(drill) = answer_of(Verb::Drill, &answer) else {
            panic!("{answer}");
        };
        let (right, wrong) = last_seed(&drill);
        // First the right answer, then a wrong one: the verdict names the right one either way.
        let sent = if round == 0 { right.clone() } else { wrong };
        let (events, answer) = wire.exchange(&format!("drill-answer {sent}"));
        assert!(
            events
                .iter()
                .any(|event| event.starts_with("puzzle-steps 1 ")),
            "{events:?}"
        );
        let expected = if round == 0 { "right" } else { "wrong" };
        assert!(
            answer.starts_with(&format!("= drilled {expected} size=")),
            "{answer}"
        );
        match answer_of(Verb::DrillAnswer, &answer) {
            Answer::DrillVerdict(verdict) => {
                assert_eq!(verdict.answer.to_string(), right.to_string())
            }
            other => panic!("{other:?}"),
        }
        // Answered once: the next answer needs the next drill.
        assert_eq!(
            wire.ask(&format!("drill-answer {right}")),
            "? no drill open: ask for one with drill"
        );
    }
}

/// The right answer to a last-seed drill, from the rules' preview, and a wrong one.
fn last_seed(drill: &DrillShown) -> (DrillReply, DrillReply) {
    let ruleset: Ruleset = drill.ruleset;
    let words: Vec<&str> = drill.position.split(' ').collect();
    let position = ruleset
        .parse_position(&words)
        .expect("the drill's position");
    let layout = ruleset.layout();
    let house = oware_rules::house_from_letter(layout, &drill.house.expect("a house").to_string())
        .expect("a house of the board");
    let last = preview(&position, house).expect("a legal move").last;
    let right = DrillReply::Pit(PitWord::of(layout, last));
    let wrong = match last {
        Pit::Store(_) => DrillReply::Pit(PitWord::House('A')),
        Pit::House(_) => DrillReply::Pit(PitWord::Store(oware_rules::Side::South)),
    };
    (right, wrong)
}

#[test]
fn a_childs_rating_is_kept_through_a_sigkill() {
    let data = tempfile::tempdir().expect("temp dir");
    let (mut server, address) = spawn(data.path());
    let mut wire = Wire::greeted(address, "Noa");
    let (_, puzzle, _) = ask_puzzle(&mut wire, "puzzle congkak");
    let done = solve(&mut wire, &puzzle);
    let rated = done.rated.expect("counted");
    let kept = standing(&mut wire, "congkak");
    server.kill().expect("SIGKILL");
    let _ = server.wait();
    let (mut server, address) = spawn(data.path());
    let mut wire = Wire::greeted(address, "Noa");
    let back = standing(&mut wire, "congkak");
    assert_eq!(back, Standing { streak: 0, ..kept });
    assert_eq!((back.tried, back.solved, back.rating), (1, 1, rated.rating));
    // Another name has its own record.
    let mut other = Wire::greeted(address, "Eli");
    assert_eq!(standing(&mut other, "congkak").tried, 0);
    server.kill().expect("SIGKILL");
    let _ = server.wait();
}
