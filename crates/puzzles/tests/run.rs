//! The judge of a child's moves on hand-made puzzles whose every number is worked out in
//! the comments.

use oware_puzzles::{parse_puzzles, Hint, PuzzleRun, Solved, Theme, Verdict};
use oware_rules::{IllegalMove, Rules};

/// South to move, 22 to 19. E (2 seeds) sows F and a, a becomes 3 and is captured; F (1
/// seed) sows a, the same 3 captured. Either way South reaches 25 and wins 25 to 19: two
/// equal answers. D (1 seed) only fills E and captures nothing.
const TWO_ANSWERS: &str = r#"{"id":"test-two","game":"oware","seeds":4,"position":"0 0 0 1 2 1 2 1 0 0 0 0 22 19 south","line":["F"],"accepted":[["F","E"]],"themes":["captures","ending"],"rating":1200,"deviation":200,"gain":3,"source":"hand-made"}"#;

fn two_answers() -> oware_puzzles::Puzzle {
    parse_puzzles(TWO_ANSWERS).unwrap().remove(0)
}

#[test]
fn a_puzzle_with_two_equal_answers_accepts_both() {
    let puzzle = two_answers();
    for house in [5, 4] {
        let mut run = PuzzleRun::new(&puzzle);
        let verdict = run.play(house).unwrap();
        let Verdict::Right {
            mover,
            replies,
            done,
            why,
        } = verdict
        else {
            panic!("house {house} should be right: {verdict:?}");
        };
        assert_eq!(mover.captured_seeds, 3);
        assert!(replies.is_empty(), "the game is over, Tux has no answer");
        assert!(done);
        assert_eq!((why.house, why.captures), (house, 3));
        assert_eq!((why.best, why.best_captures), (5, 3));
        // The only other move, D, captures nothing.
        assert_eq!(why.alternative.map(|(h, c, _)| (h, c)), Some((3, 0)));
        assert_eq!(run.position().stores(), [25, 19]);
        assert_eq!(
            run.outcome(),
            Some(Solved {
                first_try: true,
                hints: 0
            })
        );
        // Solved: no more moves.
        assert_eq!(run.play(3), Err(IllegalMove::GameOver));
    }
}

#[test]
fn a_wrong_move_is_refuted_and_retry_restores_the_board() {
    let puzzle = two_answers();
    let mut run = PuzzleRun::new(&puzzle);
    let start = *run.position();
    let verdict = run.play(3).unwrap();
    let Verdict::Wrong {
        mover,
        refutation,
        why,
    } = verdict
    else {
        panic!("D should be wrong: {verdict:?}");
    };
    assert_eq!((mover.origin, mover.captured_seeds), (3, 0));
    assert!(!refutation.is_empty(), "Tux answers the wrong move");
    assert!(refutation
        .iter()
        .all(|(_, report)| report.mover == oware_rules::Side::North));
    let taken: u32 = refutation
        .iter()
        .map(|(_, r)| u32::from(r.captured_seeds))
        .sum();
    assert_eq!(why.alternative, Some((3, 0, taken)));
    assert_eq!((why.best, why.best_captures, why.gain), (5, 3, 3));
    assert_ne!(
        *run.position(),
        start,
        "the board shows the wrong move and the answer"
    );
    assert!(run.awaits_retry());
    assert_eq!(run.play(5), Err(IllegalMove::GameOver), "retry first");
    assert_eq!(run.outcome(), None);

    run.retry();
    assert_eq!(*run.position(), start);
    assert_eq!(run.tries(), 2);
    assert!(!run.awaits_retry());
    run.retry();
    assert_eq!(
        run.tries(),
        2,
        "a retry without a wrong move changes nothing"
    );
    assert!(matches!(run.play(4), Ok(Verdict::Right { done: true, .. })));
    assert_eq!(
        run.outcome(),
        Some(Solved {
            first_try: false,
            hints: 0
        })
    );
}

#[test]
fn an_illegal_house_is_refused_and_the_board_does_not_change() {
    let puzzle = two_answers();
    let mut run = PuzzleRun::new(&puzzle);
    let start = *run.position();
    assert_eq!(run.play(0), Err(IllegalMove::EmptyHouse));
    assert_eq!(run.play(6), Err(IllegalMove::NotYourHouse));
    assert_eq!(run.play(40), Err(IllegalMove::NoSuchHouse));
    assert_eq!(*run.position(), start);
    assert_eq!(run.tries(), 1);
    assert_eq!(run.game().move_count(), 0);
    // Positive control: a legal house does change the board.
    run.play(5).unwrap();
    assert_ne!(*run.position(), start);
}

#[test]
fn the_hint_ladder_climbs_theme_house_preview_and_counts_each_rung() {
    let puzzle = two_answers();
    let mut run = PuzzleRun::new(&puzzle);
    assert_eq!(run.hint(), Some(Hint::Theme(Theme::Captures)));
    assert_eq!(run.hint(), Some(Hint::House(5)));
    let Some(Hint::Preview(preview)) = run.hint() else {
        panic!("the third rung is the preview");
    };
    assert_eq!((preview.house(), preview.captured_seeds), (5, 3));
    assert!(
        matches!(run.hint(), Some(Hint::Preview(_))),
        "the top rung stays"
    );
    run.play(5).unwrap();
    assert_eq!(
        run.outcome(),
        Some(Solved {
            first_try: true,
            hints: 3
        })
    );
    assert_eq!(run.hint(), None);
}

#[test]
fn without_a_theme_the_ladder_starts_at_the_house() {
    let text = TWO_ANSWERS.replace(r#""themes":["captures","ending"]"#, r#""themes":[]"#);
    let puzzle = parse_puzzles(&text).unwrap().remove(0);
    let mut run = PuzzleRun::new(&puzzle);
    assert_eq!(run.hint(), Some(Hint::House(5)));
    assert!(matches!(run.hint(), Some(Hint::Preview(_))));
    run.play(5).unwrap();
    assert_eq!(run.outcome().map(|s| s.hints), Some(2));
}

/// From a self-play game: South's C (2 seeds) only fills D and E, but after Tux's b (1
/// seed into c), E (2 seeds) sows F and a, a becomes 3 and is captured; Tux answers c.
const TWO_MOVES: &str = r#"{"id":"oware-000003","game":"oware","seeds":4,"position":"0 0 2 8 1 3 2 1 0 0 0 0 18 13 south","line":["C","b","E","c"],"accepted":[["C"],["E"]],"themes":["captures"],"rating":1500,"deviation":300,"gain":3,"source":"self-play sample 18"}"#;

#[test]
fn a_longer_line_goes_on_with_tuxs_replies_until_its_end() {
    let puzzle = parse_puzzles(TWO_MOVES).unwrap().remove(0);
    let mut run = PuzzleRun::new(&puzzle);
    let Ok(Verdict::Right {
        mover,
        replies,
        done,
        why,
    }) = run.play(2)
    else {
        panic!("C is the line's move");
    };
    assert_eq!((mover.origin, mover.captured_seeds), (2, 0));
    assert!(!done);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].0, 7, "Tux's b, from the line");
    assert_eq!((why.captures, why.best, why.gain), (0, 2, 3));
    assert_eq!(run.to_move(), oware_rules::Side::South);
    assert_eq!(run.outcome(), None);
    // The hint ladder starts again at the new move.
    assert_eq!(run.hint(), Some(Hint::Theme(Theme::Captures)));
    assert_eq!(run.hint(), Some(Hint::House(4)));
    let Ok(Verdict::Right {
        mover,
        replies,
        done,
        ..
    }) = run.play(4)
    else {
        panic!("E is the line's second move");
    };
    assert_eq!(mover.captured_seeds, 3);
    assert_eq!(replies.iter().map(|(h, _)| *h).collect::<Vec<_>>(), vec![8]);
    assert!(done);
    assert_eq!(run.position().stores(), [21, 13]);
    assert_eq!(
        run.outcome(),
        Some(Solved {
            first_try: true,
            hints: 2
        })
    );
}

/// Kalah, North to solve: f (1 seed) ends in North's store and North plays again; d (2
/// seeds) sows e and the emptied f, and that last seed in an empty house of North's takes
/// itself and the 7 of A opposite: 8 seeds. South answers C.
const EXTRA_TURN: &str = r#"{"id":"kalah-000004","game":"kalah","seeds":4,"position":"7 1 1 0 3 2 4 2 0 2 10 1 6 9 north","line":["f","d","C"],"accepted":[["f"],["d"]],"themes":["extra-turn","captures"],"rating":1500,"deviation":300,"gain":8,"source":"self-play sample 36"}"#;

#[test]
fn an_extra_turn_leaves_the_child_to_move_again_without_replies() {
    let puzzle = parse_puzzles(EXTRA_TURN).unwrap().remove(0);
    let mut run = PuzzleRun::new(&puzzle);
    assert_eq!(run.solver(), oware_rules::Side::North);
    let Ok(Verdict::Right {
        mover,
        replies,
        done,
        ..
    }) = run.play(11)
    else {
        panic!("f is right");
    };
    assert!(mover.extra_turn());
    assert!(replies.is_empty() && !done);
    assert_eq!(run.to_move(), oware_rules::Side::North);
    let Ok(Verdict::Right {
        mover,
        replies,
        done,
        why,
    }) = run.play(9)
    else {
        panic!("d is right");
    };
    assert_eq!(mover.captured_seeds, 8);
    assert_eq!((why.captures, why.best_captures), (8, 8));
    assert_eq!(replies.iter().map(|(h, _)| *h).collect::<Vec<_>>(), vec![2]);
    assert!(done);
}

#[test]
fn an_accepted_alternative_ends_the_puzzle_solved() {
    // Kalah: A and B are worth the same; the line plays B.
    let text = r#"{"id":"kalah-000001","game":"kalah","seeds":4,"position":"3 2 0 0 1 8 0 1 3 3 5 2 14 6 south","line":["B","f"],"accepted":[["A","B"]],"themes":["captures"],"rating":1250,"deviation":300,"gain":4,"source":"self-play sample 7"}"#;
    let puzzle = parse_puzzles(text).unwrap().remove(0);
    let mut run = PuzzleRun::new(&puzzle);
    let Ok(Verdict::Right {
        replies, done, why, ..
    }) = run.play(0)
    else {
        panic!("A is accepted");
    };
    assert!(done && replies.is_empty());
    assert_eq!((why.house, why.best), (0, 1));
    assert!(run.outcome().is_some());
    // The line's own move plays Tux's reply from the line.
    let mut run = PuzzleRun::new(&puzzle);
    let Ok(Verdict::Right { replies, done, .. }) = run.play(1) else {
        panic!("B is the line's move");
    };
    assert_eq!(
        replies.iter().map(|(h, _)| *h).collect::<Vec<_>>(),
        vec![11]
    );
    assert!(done);
}

#[test]
fn a_puzzle_turned_round_for_south_is_the_same_puzzle() {
    // North solves: d (3 seeds) sows e, f and A, A becomes 3 and is captured.
    let text = r#"{"id":"oware-000002","game":"oware","seeds":4,"position":"2 1 4 3 4 0 0 12 1 3 13 1 2 2 north","line":["d","B","c","E"],"accepted":[["d"],["c"]],"themes":["captures"],"rating":1500,"deviation":300,"gain":3,"source":"self-play sample 15"}"#;
    let north = parse_puzzles(text).unwrap().remove(0);
    let south = north.as_south();
    assert_eq!(south.solver, oware_rules::Side::South);
    let line = oware_puzzles::puzzle_line(&south);
    assert!(
        line.contains(r#""position":"0 12 1 3 13 1 2 1 4 3 4 0 2 2 south""#),
        "{line}"
    );
    assert!(line.contains(r#""line":["D","b","C","e"]"#), "{line}");
    assert!(line.contains(r#""accepted":[["D"],["C"]]"#), "{line}");
    // It reads back through every check of the rules, and plays the same.
    assert_eq!(parse_puzzles(&line).unwrap()[0], south);
    let mut run = PuzzleRun::new(&south);
    let Ok(Verdict::Right { mover, replies, .. }) = run.play(3) else {
        panic!("D is right");
    };
    assert_eq!(mover.captured_seeds, 3);
    assert_eq!(replies[0].0, 7);
    assert_eq!(south.as_south(), south, "a South puzzle stays as it is");
    assert_eq!(run.hint_level(), 0);
    run.hint();
    assert_eq!(run.hint_level(), 1);
}

#[test]
fn a_togyz_puzzle_turns_its_tuzdyks_round_too() {
    let text = r#"{"id":"togyz-000002","game":"togyz","seeds":9,"position":"0 1 1 1 1 1 3 4 2 2 0 1 3 2 5 0 2 4 54 75 north - A","line":["i","I"],"accepted":[["i"]],"themes":["captures"],"rating":1250,"deviation":300,"gain":2,"source":"self-play sample 17"}"#;
    let south = parse_puzzles(text).unwrap().remove(0).as_south();
    let line = oware_puzzles::puzzle_line(&south);
    // North's tuzdyk on South's A becomes South's tuzdyk on North's a.
    assert!(line.contains(r#"75 54 south a -""#), "{line}");
    assert!(line.contains(r#""line":["I","i"]"#), "{line}");
    assert_eq!(parse_puzzles(&line).unwrap()[0], south);
}
