//! A child's own puzzles: made from a real mistake found by the look back, brought back
//! after 3, 7, 21 and 60 days, the next day after a miss.

use oware_puzzles::{only_move, own_puzzles, parse_puzzles, OwnPuzzles, PuzzleRun, Theme, Verdict};
use oware_rules::{Ruleset, Side};

/// South to move, 17 to 17. F (5 seeds) sows a to e, each from 1 to 2, and captures all
/// five: 10 seeds, 27 in all, and the game is won. E (1 seed) only fills F.
const POSITION: &str = "0 0 0 0 1 5 1 1 1 1 1 3 17 17 south";

fn game_with_a_mistake() -> oware_rules::Game<oware_rules::AnyPosition> {
    let words: Vec<&str> = POSITION.split_whitespace().collect();
    let position = Ruleset::OWARE.parse_position(&words).unwrap();
    let mut game = Ruleset::OWARE.game_from(position);
    game.play(4).unwrap(); // The child's E, a mistake.
    game.play(11).unwrap(); // North's f.
    game
}

#[test]
fn the_only_move_test_accepts_the_winning_capture_only() {
    let game = game_with_a_mistake();
    let mut start = game.clone();
    while start.undo().is_some() {}
    assert_eq!(only_move(&start, 5), Some(vec![5]));
    assert_eq!(only_move(&start, 4), None);
}

#[test]
fn a_mistake_of_the_child_becomes_a_puzzle_of_the_better_move() {
    let game = game_with_a_mistake();
    let review = oware_tux::review(&game, Side::South, 20_000).unwrap();
    assert_eq!(review.moves[0].better, Some(5), "the look back finds F");
    let puzzles = own_puzzles(&game, Side::South, &review);
    assert_eq!(puzzles.len(), 1);
    let puzzle = &puzzles[0];
    assert_eq!(puzzle.solver, Side::South);
    assert_eq!(puzzle.line.len(), 1, "F wins the game at once");
    assert_eq!(puzzle.line[0].house, 5);
    assert_eq!(puzzle.accepted, vec![vec![5]]);
    assert_eq!(puzzle.gain, 10);
    // 14 seeds on the board are more than a quarter of 48: no ending; Tux threatens
    // nothing: no defence.
    assert_eq!(puzzle.themes, vec![Theme::Captures]);
    assert_eq!(puzzle.source, "own");
    assert!(puzzle.id.starts_with("own-oware-"));
    // It is a puzzle like any other: it writes and reads back, and a run judges it.
    let text = oware_puzzles::puzzle_line(puzzle);
    assert_eq!(parse_puzzles(&text).unwrap()[0], *puzzle);
    let mut run = PuzzleRun::new(puzzle);
    assert!(matches!(run.play(4), Ok(Verdict::Wrong { .. })));
    run.retry();
    assert!(matches!(run.play(5), Ok(Verdict::Right { done: true, .. })));
    // North's moves are not the child's: no puzzle for North from the same review.
    assert!(own_puzzles(&game, Side::North, &review).is_empty());
}

#[test]
fn own_puzzles_come_back_after_3_7_21_60_days_and_the_next_day_after_a_miss() {
    let game = game_with_a_mistake();
    let review = oware_tux::review(&game, Side::South, 20_000).unwrap();
    let puzzle = own_puzzles(&game, Side::South, &review).remove(0);
    let id = puzzle.id.clone();
    let mut own = OwnPuzzles::new();
    own.add(puzzle.clone(), 100);
    own.add(puzzle, 100);
    assert_eq!(own.len(), 1, "the same puzzle is not added twice");
    assert!(own.due(102).is_empty());
    assert_eq!(own.due(103).len(), 1);
    assert!(own.record(&id, true, 103));
    assert!(own.due(109).is_empty());
    assert_eq!(own.due(110).len(), 1);
    // A miss: tomorrow, and the steps start again.
    assert!(own.record(&id, false, 110));
    assert_eq!(own.due(111).len(), 1);
    assert!(own.record(&id, true, 111));
    assert_eq!(own.entries()[0].due, 118);
    assert!(own.record(&id, true, 118));
    assert_eq!(own.entries()[0].due, 139);
    assert!(own.record(&id, true, 139));
    assert_eq!(own.entries()[0].due, 199);
    assert!(own.record(&id, true, 199));
    assert!(own.is_empty(), "learnt after the 60-day review");
    assert!(!own.record(&id, true, 200));
}
