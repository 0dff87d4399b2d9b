//! Togyz Kumalak, rule by rule, on hand-built positions (162 stones): the single stone, the
//! first stone back into its house, even captures, the tuzdyk and its three refusals, stones
//! sown through a tuzdyk into its owner's kazan, the win at 82 and the end without a move.
//!
//! Houses: South's A–I are 0–8, North's a–i are 9–17. South's tuzdyk stands on North's row
//! and North's on South's. Every expected position below was worked out by hand from the rules.

use oware_rules::togyz::{self, Position};
use oware_rules::{
    house_from_letter, AnyPosition, EndReason, Game, GameKind, GameStatus, IllegalMove, MoveReport,
    Outcome, Pit, Rules, Ruleset, Side, Step,
};

mod support;

use support::sown_houses;

const S: Side = Side::South;
const N: Side = Side::North;

fn at(letter: char) -> usize {
    house_from_letter(togyz::LAYOUT, &letter.to_string()).expect("letter")
}

/// A position from its eighteen houses (A..I, a..i), both kazans, the side to move and each
/// player's tuzdyk as a letter (South's first).
fn pos(houses: [u8; 18], kazans: [u8; 2], to_move: Side, tuzdyks: [Option<char>; 2]) -> Position {
    Position::from_parts(&houses, kazans, to_move, tuzdyks.map(|t| t.map(at)))
        .expect("test position")
}

fn lift(letter: char, seeds: u8) -> Step {
    Step::Lift {
        house: at(letter),
        seeds,
    }
}

/// One stone into each of the houses named by `letters`, in order.
fn sow(letters: &str) -> Vec<Step> {
    letters
        .chars()
        .map(|letter| Step::Sow(Pit::House(at(letter))))
        .collect()
}

fn through_tuzdyk(letter: char, owner: Side) -> Step {
    Step::SowIntoTuzdyk {
        house: at(letter),
        owner,
    }
}

fn capture(letter: char, seeds: u8, by: Side) -> Step {
    Step::Capture {
        house: at(letter),
        seeds,
        by,
    }
}

fn tuzdyk(letter: char, owner: Side) -> Step {
    Step::Tuzdyk {
        house: at(letter),
        owner,
        seeds: 3,
    }
}

/// Plays `letter` with `play`, checks that `apply` does exactly the same, and returns the
/// position after the move with the report.
fn play(before: Position, letter: char) -> (Position, MoveReport) {
    let mut played = before;
    let report = played.play(at(letter)).expect("a legal move");
    let mut applied = before;
    let captured = applied.apply(at(letter));
    assert_eq!(applied, played, "apply and play agree on {letter}");
    assert_eq!(
        captured, report.captured_seeds,
        "apply and play count the same capture"
    );
    assert_eq!(
        (report.origin, report.mover),
        (at(letter), before.to_move())
    );
    // There is never an extra turn in Togyz Kumalak.
    assert_eq!(played.to_move(), before.to_move().opponent());
    assert!(!report.extra_turn());
    (played, report)
}

#[test]
fn the_opening_has_nine_stones_in_every_house_and_south_to_move() {
    let start = Position::start();
    assert_eq!(start.houses(), [9; 18]);
    assert_eq!(start.stores(), [0, 0]);
    assert_eq!(start.tuzdyks(), [None, None]);
    assert_eq!(start.to_move(), S);
    assert_eq!(
        start.legal_moves().iter().collect::<Vec<_>>(),
        (0..9).collect::<Vec<_>>()
    );
    assert_eq!(start.end(), None);
    assert_eq!(
        Ruleset::standard(GameKind::TogyzKumalak).start(),
        AnyPosition::Togyz(start)
    );
}

#[test]
fn a_single_stone_moves_to_the_next_house() {
    let before = pos(
        [5, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [38, 38],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'B');
    assert_eq!(
        after,
        pos(
            [5, 0, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
            [38, 38],
            N,
            [None, None]
        )
    );
    let mut expected = vec![lift('B', 1)];
    expected.extend(sow("C"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn a_single_stone_can_capture_across_the_board() {
    // I's lone stone makes a 4: an even count on North's row, taken.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 1, 3, 5, 5, 5, 5, 5, 5, 5, 5],
        [39, 39],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'I');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5],
            [43, 39],
            N,
            [None, None]
        )
    );
    let mut expected = vec![lift('I', 1)];
    expected.extend(sow("a"));
    expected.push(capture('a', 4, S));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 4);

    // North's lone stone in i wraps round to South's A (1 → 2), taken.
    let before = pos(
        [1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1],
        [41, 39],
        N,
        [None, None],
    );
    let (after, report) = play(before, 'i');
    assert_eq!(
        after,
        pos(
            [0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0],
            [41, 41],
            S,
            [None, None]
        )
    );
    assert_eq!(
        report.steps,
        [
            lift('i', 1),
            Step::Sow(Pit::House(at('A'))),
            capture('A', 2, N)
        ]
    );
}

#[test]
fn the_first_of_several_stones_goes_back_into_its_house() {
    // C's 4 stones: C, D, E, F. F ends with 6, an even count, but on South's own row.
    let before = pos(
        [5, 5, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [37, 36],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'C');
    assert_eq!(
        after,
        pos(
            [5, 5, 1, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
            [37, 36],
            N,
            [None, None]
        )
    );
    let mut expected = vec![lift('C', 4)];
    expected.extend(sow("CDEF"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn a_lap_does_not_skip_the_origin() {
    // A's 19 stones: A, B–I, a–i and the 19th into A again.
    let before = pos(
        [19, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        [63, 63],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'A');
    assert_eq!(after, pos([2; 18], [63, 63], N, [None, None]));
    let mut expected = vec![lift('A', 19)];
    expected.extend(sow("ABCDEFGHIabcdefghiA"));
    assert_eq!(report.steps, expected);
}

#[test]
fn an_even_count_on_the_opponents_row_is_captured() {
    // G's 5 stones: G, H, I, a, b; b (5 → 6) is even.
    let before = pos([5; 18], [36, 36], S, [None, None]);
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 0, 5, 5, 5, 5, 5, 5, 5],
            [42, 36],
            N,
            [None, None]
        )
    );
    let mut expected = vec![lift('G', 5)];
    expected.extend(sow("GHIab"));
    expected.push(capture('b', 6, S));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 6);
    assert_eq!(report.captured_houses(), [at('b')]);

    // North's h (4 stones): h, i, A, B; B (3 → 4) is even.
    let before = pos(
        [5, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 5],
        [37, 38],
        N,
        [None, None],
    );
    let (after, report) = play(before, 'h');
    assert_eq!(
        after,
        pos(
            [6, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 6],
            [37, 42],
            S,
            [None, None]
        )
    );
    assert_eq!(report.steps.last(), Some(&capture('B', 4, N)));
    assert_eq!(report.captured_seeds, 4);
}

#[test]
fn an_odd_count_on_the_opponents_row_is_not_captured() {
    // G's 5 stones end in b (4 → 5): odd, and not 3.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 5, 5, 5, 5, 5, 5, 5],
        [37, 36],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5],
            [37, 36],
            N,
            [None, None]
        )
    );
    assert_eq!(report.captured_seeds, 0);
    assert!(report.captured_houses().is_empty());

    // H's 3 stones end in North's empty a, which now holds 1.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 3, 5, 0, 5, 5, 5, 5, 5, 5, 5, 5],
        [40, 39],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'H');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 5, 1, 6, 1, 5, 5, 5, 5, 5, 5, 5, 5],
            [40, 39],
            N,
            [None, None]
        )
    );
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn a_count_of_three_on_the_opponents_row_makes_a_tuzdyk() {
    // G's 5 stones end in b (2 → 3): b becomes South's tuzdyk and its 3 stones her kazan's.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 2, 5, 5, 5, 5, 5, 5, 5],
        [38, 37],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 0, 5, 5, 5, 5, 5, 5, 5],
            [41, 37],
            N,
            [Some('b'), None]
        )
    );
    assert_eq!(after.tuzdyks(), [Some(at('b')), None]);
    let mut expected = vec![lift('G', 5)];
    expected.extend(sow("GHIab"));
    expected.push(tuzdyk('b', S));
    assert_eq!(report.steps, expected);
    // The 3 stones of a new tuzdyk count as captured.
    assert_eq!(report.captured_seeds, 3);
    assert_eq!(report.tuzdyk_made(), Some(at('b')));

    // North's h (4 stones) ends in B (2 → 3): B becomes North's tuzdyk.
    let before = pos(
        [5, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 5],
        [38, 38],
        N,
        [None, None],
    );
    let (after, report) = play(before, 'h');
    assert_eq!(
        after,
        pos(
            [6, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 6],
            [38, 41],
            S,
            [None, Some('B')]
        )
    );
    assert_eq!(report.tuzdyk_made(), Some(at('B')));
    assert_eq!(report.captured_seeds, 3);
}

#[test]
fn no_second_tuzdyk_for_a_player_who_has_one() {
    // South already owns d; b (2 → 3) stays an ordinary house with 3 stones.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 2, 5, 0, 5, 5, 5, 5, 5],
        [42, 38],
        S,
        [Some('d'), None],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 3, 5, 0, 5, 5, 5, 5, 5],
            [42, 38],
            N,
            [Some('d'), None]
        )
    );
    assert_eq!(report.tuzdyk_made(), None);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn the_opponents_ninth_house_never_becomes_a_tuzdyk() {
    // I's 10 stones: I, a–i; i (2 → 3) is North's ninth house and stays as it is.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 10, 5, 5, 5, 5, 5, 5, 5, 5, 2],
        [35, 35],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'I');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 6, 6, 6, 6, 6, 3],
            [35, 35],
            N,
            [None, None]
        )
    );
    assert_eq!(report.tuzdyk_made(), None);
    assert_eq!(report.captured_seeds, 0);

    // North's i (10 stones): i, A–I; South's ninth house I (2 → 3) stays as it is.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 2, 5, 5, 5, 5, 5, 5, 5, 5, 10],
        [35, 35],
        N,
        [None, None],
    );
    let (after, report) = play(before, 'i');
    assert_eq!(
        after,
        pos(
            [6, 6, 6, 6, 6, 6, 6, 6, 3, 5, 5, 5, 5, 5, 5, 5, 5, 1],
            [35, 35],
            S,
            [None, None]
        )
    );
    assert_eq!(report.tuzdyk_made(), None);
}

#[test]
fn no_tuzdyk_with_the_same_number_as_the_opponents() {
    // North's tuzdyk is B, number 2 on South's row; b is number 2 on North's: refused.
    let before = pos(
        [5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 2, 5, 5, 5, 5, 5, 5, 5],
        [40, 40],
        S,
        [None, Some('B')],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 0, 5, 5, 5, 5, 1, 6, 6, 6, 3, 5, 5, 5, 5, 5, 5, 5],
            [40, 40],
            N,
            [None, Some('B')]
        )
    );
    assert_eq!(report.tuzdyk_made(), None);
    assert_eq!(report.captured_seeds, 0);

    // Against the same North tuzdyk, c (number 3) may become South's.
    let before = pos(
        [5, 0, 5, 5, 5, 5, 6, 5, 5, 5, 5, 2, 5, 5, 5, 5, 5, 5],
        [40, 39],
        S,
        [None, Some('B')],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 0, 5, 5, 5, 5, 1, 6, 6, 6, 6, 0, 5, 5, 5, 5, 5, 5],
            [43, 39],
            N,
            [Some('c'), Some('B')]
        )
    );
    assert_eq!(report.tuzdyk_made(), Some(at('c')));
}

#[test]
fn a_stone_sown_into_ones_own_tuzdyk_goes_to_ones_own_kazan() {
    // G's 6 stones: G, H, I, a, then b is South's tuzdyk: that stone falls into South's
    // kazan, and the last one goes on to c (4 → 5, odd).
    let before = pos(
        [5, 5, 5, 5, 5, 5, 6, 5, 5, 5, 0, 4, 5, 5, 5, 5, 5, 5],
        [39, 38],
        S,
        [Some('b'), None],
    );
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 1, 6, 6, 6, 0, 5, 5, 5, 5, 5, 5, 5],
            [40, 38],
            N,
            [Some('b'), None]
        )
    );
    let mut expected = vec![lift('G', 6)];
    expected.extend(sow("GHIa"));
    expected.push(through_tuzdyk('b', S));
    expected.extend(sow("c"));
    assert_eq!(report.steps, expected);
    // Sowing through a tuzdyk is not a capture.
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(
        sown_houses(&report),
        [at('G'), at('H'), at('I'), at('a'), at('b'), at('c')]
    );
}

#[test]
fn a_stone_sown_into_the_opponents_tuzdyk_goes_to_the_opponents_kazan() {
    // F's 4 stones: F, G, then H is North's tuzdyk (that stone goes to North's kazan), I.
    let before = pos(
        [5, 5, 5, 5, 5, 4, 5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [39, 39],
        S,
        [None, Some('H')],
    );
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 1, 6, 0, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5],
            [39, 40],
            N,
            [None, Some('H')]
        )
    );
    let mut expected = vec![lift('F', 4)];
    expected.extend(sow("FG"));
    expected.push(through_tuzdyk('H', N));
    expected.extend(sow("I"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn a_last_stone_into_a_tuzdyk_captures_nothing() {
    // I's lone stone goes into a, South's tuzdyk: one more in her kazan, and no capture
    // or tuzdyk rule applies to the tuzdyk.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 1, 0, 5, 5, 5, 5, 5, 5, 5, 5],
        [40, 41],
        S,
        [Some('a'), None],
    );
    let (after, report) = play(before, 'I');
    assert_eq!(
        after,
        pos(
            [5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5],
            [41, 41],
            N,
            [Some('a'), None]
        )
    );
    assert_eq!(report.steps, [lift('I', 1), through_tuzdyk('a', S)]);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn a_tuzdyk_cannot_be_played() {
    // b is South's tuzdyk on North's row.
    let before = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5, 5, 5],
        [40, 37],
        N,
        [Some('b'), None],
    );
    let mut position = before;
    assert_eq!(position.check_move(at('b')), Err(IllegalMove::Tuzdyk));
    assert_eq!(position.play(at('b')), Err(IllegalMove::Tuzdyk));
    assert_eq!(position, before);
    assert_eq!(position.legal_moves().len(), 8);
    assert!(!position.legal_moves().contains(at('b')));
    // Its owner cannot play it either: it is not on his row.
    let mut position = pos(
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5, 5, 5],
        [40, 37],
        S,
        [Some('b'), None],
    );
    assert!(position.play(at('b')).is_err());
}

#[test]
fn other_illegal_moves_are_refused_and_change_nothing() {
    let before = pos(
        [5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [40, 37],
        S,
        [None, None],
    );
    for (house, reason) in [
        (at('B'), IllegalMove::EmptyHouse),
        (at('a'), IllegalMove::NotYourHouse),
        (at('i'), IllegalMove::NotYourHouse),
        (18, IllegalMove::NoSuchHouse),
        (usize::MAX, IllegalMove::NoSuchHouse),
    ] {
        let mut position = before;
        assert_eq!(position.check_move(house), Err(reason), "{house}");
        assert_eq!(position.play(house), Err(reason), "{house}");
        assert_eq!(position, before);
    }
}

#[test]
fn a_kazan_of_82_wins_at_once() {
    // I's stone makes a 4 in a: South's kazan reaches 78 + 4 = 82. The stones left on the
    // board are not counted, and North, to move, plays nothing more.
    let before = pos(
        [1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1],
        [78, 64],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'I');
    assert_eq!(report.captured_seeds, 4);
    assert_eq!(after.stores(), [82, 64]);
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [82, 64],
            reason: EndReason::Score,
        })
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.check_move(at('b')), Err(IllegalMove::GameOver));
}

#[test]
fn a_kazan_of_82_wins_even_when_the_player_to_move_has_no_stones() {
    // The capture of a takes North's last stones and brings South's kazan to 82: the score
    // decides first, so South does not add the 8 stones of her row.
    let before = pos(
        [1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 0, 0, 0, 0, 0, 0, 0, 0],
        [78, 72],
        S,
        [None, None],
    );
    let (after, _) = play(before, 'I');
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [82, 72],
            reason: EndReason::Score,
        })
    );
}

#[test]
fn the_opponents_sowing_into_your_tuzdyk_can_win_for_you() {
    // South's B (3 stones): B, then C, North's tuzdyk, brings North's kazan to 82; D.
    let before = pos(
        [1, 3, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        [62, 81],
        S,
        [None, Some('C')],
    );
    let (after, report) = play(before, 'B');
    let mut expected = vec![lift('B', 3)];
    expected.extend(sow("B"));
    expected.push(through_tuzdyk('C', N));
    expected.extend(sow("D"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(
        after,
        pos(
            [1, 1, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
            [62, 82],
            N,
            [None, Some('C')]
        )
    );
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [62, 82],
            reason: EndReason::Score,
        })
    );
    assert!(after.legal_moves().is_empty());
}

#[test]
fn a_player_left_without_stones_ends_the_game_and_the_other_takes_his_row() {
    // I's 2 stones: I, a (1 → 2), captured. North is to move with no stone: South adds the
    // 17 stones of her row to her kazan.
    let before = pos(
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        [70, 73],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'I');
    let mut expected = vec![lift('I', 2)];
    expected.extend(sow("Ia"));
    expected.push(capture('a', 2, S));
    assert_eq!(report.steps, expected);
    assert_eq!(
        after,
        pos(
            [2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [72, 73],
            N,
            [None, None]
        )
    );
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [89, 73],
            reason: EndReason::NoMove,
        })
    );
    assert!(after.legal_moves().is_empty());
}

#[test]
fn emptying_ones_own_row_ends_the_game_only_when_one_must_move() {
    // I's lone stone captures a (5 → 6). South's row is empty, but North is to move and has
    // stones: the game goes on.
    let before = pos(
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [60, 56],
        S,
        [None, None],
    );
    let (after, report) = play(before, 'I');
    assert_eq!(report.captured_seeds, 6);
    assert_eq!(after.end(), None);
    // North's b (5 stones) stays on his row; now South must move and cannot: North adds
    // the 40 stones of his row.
    let (after, _) = play(after, 'b');
    assert_eq!(
        after,
        pos(
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 6, 6, 6, 6, 5, 5, 5],
            [66, 56],
            S,
            [None, None]
        )
    );
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [66, 96],
            reason: EndReason::NoMove,
        })
    );
}

#[test]
fn eighty_one_all_is_a_draw() {
    // The same capture as above, from kazans of 62 and 81: 64 + 17 = 81 against 81.
    let before = pos(
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        [62, 81],
        S,
        [None, None],
    );
    let (after, _) = play(before, 'I');
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: None,
            scores: [81, 81],
            reason: EndReason::NoMove,
        })
    );
}

#[test]
fn a_game_records_the_end_and_refuses_further_moves() {
    let mut game = Game::from_position(pos(
        [1, 3, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        [62, 81],
        S,
        [None, Some('C')],
    ));
    assert_eq!(game.status(), GameStatus::Ongoing);
    game.play(at('B')).expect("legal");
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(N),
            scores: [62, 82],
            reason: EndReason::Score,
        })
    );
    assert_eq!(game.play(at('a')), Err(IllegalMove::GameOver));
    // A set-up position whose player to move has no stones is over from the start.
    let game = Game::from_position(pos(
        [
            0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        ],
        [40, 32],
        S,
        [None, None],
    ));
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(N),
            scores: [40, 122],
            reason: EndReason::NoMove,
        })
    );
}
