//! Captures: the last seed makes an opponent house 2 or 3, then the chain runs backwards;
//! a capture of every opponent seed (grand slam) is forfeited.

mod support;

use support::{pos, sown_houses, N, S};

#[test]
fn a_house_made_two_is_captured() {
    let mut position = pos([0, 0, 0, 0, 0, 1, 1, 4, 4, 4, 4, 4], [13, 13], S);
    let report = position.play(5).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4], [15, 13], N)
    );
    assert_eq!(report.captured_houses(), [6]);
    assert_eq!(report.captured_seeds, 2);
    assert!(!report.grand_slam_forfeited());
}

#[test]
fn a_house_made_three_is_captured() {
    let mut position = pos([0, 0, 0, 0, 2, 0, 2, 2, 4, 0, 0, 0], [19, 19], S);
    let report = position.play(4).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 1, 0, 2, 4, 0, 0, 0], [22, 19], N)
    );
    assert_eq!(report.captured_houses(), [6]);
    assert_eq!(report.captured_seeds, 3);
    let mut position = pos([0, 0, 0, 0, 0, 1, 2, 4, 0, 0, 0, 0], [20, 21], S);
    let report = position.play(5).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0], [23, 21], N)
    );
    assert_eq!(
        (report.captured_houses(), report.captured_seeds),
        (vec![6], 3)
    );
}

#[test]
fn the_chain_runs_backwards_through_twos_and_threes() {
    let mut position = pos([0, 0, 0, 0, 4, 0, 2, 1, 2, 1, 0, 0], [19, 19], S);
    let report = position.play(4).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0], [27, 19], N)
    );
    assert_eq!(report.captured_houses(), [8, 7, 6]);
    assert_eq!(report.captured_seeds, 8);
    assert_eq!(sown_houses(&report), [5, 6, 7, 8]);
}

#[test]
fn the_chain_stops_at_a_house_without_two_or_three() {
    let mut position = pos([0, 0, 0, 0, 4, 0, 1, 3, 1, 1, 0, 0], [19, 19], S);
    let report = position.play(4).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 1, 2, 4, 0, 1, 0, 0], [21, 19], N)
    );
    assert_eq!(report.captured_houses(), [8]);
    assert_eq!(report.captured_seeds, 2);
}

#[test]
fn the_chain_never_enters_the_movers_own_row() {
    // South: F becomes 2 but is South's own house.
    let mut position = pos([0, 0, 0, 3, 0, 1, 1, 1, 0, 0, 0, 0], [21, 21], S);
    let report = position.play(3).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 1, 2, 0, 1, 0, 0, 0, 0], [23, 21], N)
    );
    assert_eq!(report.captured_houses(), [6]);
    // North: the chain B, A stops at A and does not wrap to North's own f.
    let mut position = pos([1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 3, 1], [20, 20], N);
    let report = position.play(10).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2], [20, 25], S)
    );
    assert_eq!(report.captured_houses(), [1, 0]);
    assert_eq!(report.captured_seeds, 5);
}

#[test]
fn no_capture_in_the_movers_own_row_or_for_other_counts() {
    // The last seed makes South's own C three: nothing happens.
    let mut position = pos([2, 0, 2, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 8], S);
    let report = position.play(0).expect("legal");
    assert_eq!(
        position,
        pos([0, 1, 3, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 8], N)
    );
    assert_eq!(report.captured_seeds, 0);
    // The last seed makes an opponent house 1 or 4: nothing happens.
    for (before, after) in [(0, 1), (3, 4)] {
        let mut position = pos(
            [0, 0, 0, 0, 0, 1, before, 2, 2, 2, 2, 2],
            [20, 17 - before],
            S,
        );
        let report = position.play(5).expect("legal");
        assert_eq!(position.seeds(6), after);
        assert!(report.captured_houses().is_empty());
        assert_eq!(position.captured(S), 20);
    }
}

#[test]
fn grand_slam_captures_nothing_and_keeps_the_move_legal() {
    let mut position = pos([1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0], [22, 23], S);
    let report = position.play(5).expect("a grand slam move is legal");
    assert_eq!(
        position,
        pos([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [22, 23], N)
    );
    assert!(report.grand_slam_forfeited());
    assert!(report.captured_houses().is_empty());
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn grand_slam_over_a_whole_chain_is_forfeited() {
    let mut position = pos([0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 0], [21, 21], S);
    let report = position.play(4).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0], [21, 21], N)
    );
    assert!(report.grand_slam_forfeited());
    assert_eq!(
        (report.captured_seeds, report.captured_houses().len()),
        (0, 0)
    );
}

#[test]
fn a_capture_leaving_a_seed_behind_the_chain_is_no_grand_slam() {
    // f holds a seed after the chain b, a: the capture stands.
    let mut position = pos([0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 1], [20, 21], S);
    let report = position.play(4).expect("legal");
    assert_eq!(
        position,
        pos([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [25, 21], N)
    );
    assert!(!report.grand_slam_forfeited());
    assert_eq!(report.captured_houses(), [7, 6]);
}

#[test]
fn apply_returns_the_same_capture_as_play() {
    let before = pos([0, 0, 0, 0, 4, 0, 2, 1, 2, 1, 0, 0], [19, 19], S);
    let mut played = before;
    let mut applied = before;
    let report = played.play(4).expect("legal");
    assert_eq!(applied.apply(4), report.captured_seeds);
    assert_eq!(played, applied);
}
