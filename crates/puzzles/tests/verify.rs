//! The only-move test on hand-built positions: a capture that is the only good move makes a
//! puzzle whose line, themes and gain the checker accepts; a line with another move does not.

use oware_puzzles::verify::{Failure, Judge, Regime};
use oware_puzzles::{PlyMove, Theme};
use oware_rules::{AnyPosition, Ruleset, Side};

/// South to move in Oware: F's single seed lands on North's a (two seeds) and captures
/// three; nothing else captures, and North has nothing to capture back at once.
fn capture_position() -> AnyPosition {
    let words = "4 4 3 4 0 1 2 4 4 4 4 4 6 4 south";
    let words: Vec<&str> = words.split(' ').collect();
    Ruleset::OWARE
        .parse_position(&words)
        .expect("a legal position")
}

#[test]
fn the_only_capture_makes_a_puzzle_that_the_checker_accepts() {
    // Without tables: judged by the search.
    let judge = Judge::new(Ruleset::OWARE, None);
    let position = capture_position();
    let (line, verified) = judge.find_line(&position).expect("a puzzle");
    assert_eq!(
        line[0],
        PlyMove {
            side: Side::South,
            house: 5
        }
    );
    assert_eq!(verified.accepted[0], vec![5]);
    assert_eq!(verified.regime, Regime::Search);
    assert!(verified.gain >= 3, "{verified:?}");
    assert!(verified.themes.contains(&Theme::Captures), "{verified:?}");
    assert_eq!(judge.verify_line(&position, &line), Ok(verified));
}

#[test]
fn a_line_with_another_move_fails_and_says_where() {
    let judge = Judge::new(Ruleset::OWARE, None);
    let position = capture_position();
    let quiet = [PlyMove {
        side: Side::South,
        house: 0,
    }];
    let failure = judge
        .verify_line(&position, &quiet)
        .expect_err("a quiet move is no answer");
    assert!(matches!(
        failure,
        Failure::NotTheBest {
            ply: 1,
            house: 0,
            ..
        }
    ));
    assert_eq!(
        failure.describe(Ruleset::OWARE.layout()),
        "ply 1: A is not the best move (best: F)"
    );
    let wrong_side = [PlyMove {
        side: Side::North,
        house: 6,
    }];
    assert_eq!(
        judge.verify_line(&position, &wrong_side),
        Err(Failure::WrongSide { ply: 1 })
    );
    let empty_house = [PlyMove {
        side: Side::South,
        house: 4,
    }];
    assert!(matches!(
        judge.verify_line(&position, &empty_house),
        Err(Failure::IllegalMove { ply: 1, .. })
    ));
    // The control: the capture passes.
    let capture = [PlyMove {
        side: Side::South,
        house: 5,
    }];
    assert!(judge.verify_line(&position, &capture).is_ok());
}
