//! Kalah, rule by rule, on hand-built positions (4 seeds per house, 48 in all): sowing through
//! one's own store and past the opponent's, the 13-seed lap, captures, the extra turn, the end
//! after a move that empties a row, the final scores and the refused moves.
//!
//! Houses: South's A–F are 0–5, North's a–f are 6–11. South's store follows F, North's
//! follows f. Every expected position below was worked out by hand from the rules.

use oware_rules::kalah::{self, Position};
use oware_rules::{
    house_from_letter, AnyPosition, EndReason, Game, GameKind, GameStatus, IllegalMove, MoveReport,
    MoveSet, Outcome, Pit, Rules, Ruleset, Side, Step,
};

mod support;

use support::sown_houses;

const S: Side = Side::South;
const N: Side = Side::North;
const TOTAL: u32 = 48;

/// A position from its twelve houses (A..F, a..f), both stores and the side to move.
fn pos(houses: [u8; 12], stores: [u8; 2], to_move: Side) -> Position {
    Position::from_parts(TOTAL, &houses, stores, to_move).expect("test position")
}

/// The index of a house letter.
fn at(letter: char) -> usize {
    house_from_letter(kalah::LAYOUT, &letter.to_string()).expect("letter")
}

fn lift(letter: char, seeds: u8) -> Step {
    Step::Lift {
        house: at(letter),
        seeds,
    }
}

/// One seed into each of the houses named by `letters`, in order.
fn sow(letters: &str) -> Vec<Step> {
    letters
        .chars()
        .map(|letter| Step::Sow(Pit::House(at(letter))))
        .collect()
}

fn into_store(side: Side) -> Step {
    Step::Sow(Pit::Store(side))
}

fn capture(letter: char, seeds: u8, by: Side) -> Step {
    Step::Capture {
        house: at(letter),
        seeds,
        by,
    }
}

/// The steps of a move, its closing captures sorted by house: the rules say which seeds go
/// to the store, not in which order the two houses are emptied.
fn steps(report: &MoveReport) -> Vec<Step> {
    let first_capture = report
        .steps
        .iter()
        .position(|step| matches!(step, Step::Capture { .. }))
        .unwrap_or(report.steps.len());
    let (sowing, captures) = report.steps.split_at(first_capture);
    let mut captures = captures.to_vec();
    assert!(
        captures
            .iter()
            .all(|step| matches!(step, Step::Capture { .. })),
        "captures close the move: {:?}",
        report.steps
    );
    captures.sort_by_key(|step| match step {
        Step::Capture { house, .. } => *house,
        _ => usize::MAX,
    });
    [sowing.to_vec(), captures].concat()
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
    assert_eq!(report.origin, at(letter));
    assert_eq!(report.mover, before.to_move());
    (played, report)
}

#[test]
fn the_opening_has_every_house_full_and_south_to_move() {
    for seeds in 3..=6 {
        let start = Position::start(seeds);
        assert_eq!(start.houses(), [seeds; 12]);
        assert_eq!(start.stores(), [0, 0]);
        assert_eq!(start.to_move(), S);
        assert_eq!(
            start.legal_moves().iter().collect::<Vec<_>>(),
            [0, 1, 2, 3, 4, 5]
        );
        assert_eq!(start.end(), None);
    }
    // The game's default is 4 seeds per house.
    assert_eq!(
        Ruleset::standard(GameKind::Kalah).start(),
        AnyPosition::Kalah(Position::start(4))
    );
    assert_eq!(Position::start(4).layout().houses_per_side, 6);
}

#[test]
fn south_sows_through_her_own_store_and_skips_norths() {
    // E's ten seeds: F, South's store, a–f, then North's store is skipped: A, B.
    let before = pos([1, 2, 0, 0, 10, 0, 3, 3, 3, 3, 3, 3], [10, 7], S);
    let (after, report) = play(before, 'E');
    assert_eq!(after, pos([2, 3, 0, 0, 0, 1, 4, 4, 4, 4, 4, 4], [11, 7], N));
    let mut expected = vec![lift('E', 10)];
    expected.extend(sow("F"));
    expected.push(into_store(S));
    expected.extend(sow("abcdefAB"));
    assert_eq!(report.steps, expected);
    // B already held seeds, so landing there takes nothing.
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(report.last_pit(), Pit::House(at('B')));
    assert!(!report.extra_turn());
}

#[test]
fn north_sows_through_his_own_store_and_skips_souths() {
    // e's ten seeds: f, North's store, A–F, then South's store is skipped: a, b.
    let before = pos([2, 2, 2, 2, 2, 2, 1, 2, 0, 0, 10, 0], [10, 13], N);
    let (after, report) = play(before, 'e');
    assert_eq!(
        after,
        pos([3, 3, 3, 3, 3, 3, 2, 3, 0, 0, 0, 1], [10, 14], S)
    );
    let mut expected = vec![lift('e', 10)];
    expected.extend(sow("f"));
    expected.push(into_store(N));
    expected.extend(sow("ABCDEFab"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn thirteen_seeds_lap_back_into_the_emptied_origin_and_capture_from_it() {
    // C's 13 seeds: D, E, F, store, a–f, A, B and the 13th back in C, which was emptied by the
    // lift: the origin is not skipped, and the lone seed there captures the opposite d
    // (2 + the 1 just sown) with itself.
    let before = pos([0, 0, 13, 0, 0, 0, 1, 1, 1, 2, 1, 1], [14, 14], S);
    let (after, report) = play(before, 'C');
    assert_eq!(
        after,
        pos([1, 1, 0, 1, 1, 1, 2, 2, 2, 0, 2, 2], [19, 14], N)
    );
    let mut expected = vec![lift('C', 13)];
    expected.extend(sow("DEF"));
    expected.push(into_store(S));
    expected.extend(sow("abcdefABC"));
    expected.push(capture('C', 1, S));
    expected.push(capture('d', 3, S));
    assert_eq!(steps(&report), expected);
    assert_eq!(report.captured_seeds, 4);
    assert_eq!(sown_houses(&report).len(), 12);
}

#[test]
fn the_opposite_houses_pair_a_with_f_and_f_with_a() {
    let pairs = [
        ('A', 'f'),
        ('B', 'e'),
        ('C', 'd'),
        ('D', 'c'),
        ('E', 'b'),
        ('F', 'a'),
    ];
    for (south, north) in pairs {
        assert_eq!(kalah::LAYOUT.opposite(at(south)), at(north), "{south}");
        assert_eq!(kalah::LAYOUT.opposite(at(north)), at(south), "{north}");
    }
}

#[test]
fn south_captures_with_a_last_seed_in_her_own_empty_house() {
    // A's two seeds: B, then C, which was empty; the opposite d holds 5.
    let before = pos([2, 1, 0, 3, 0, 0, 4, 4, 4, 5, 4, 4], [9, 8], S);
    let (after, report) = play(before, 'A');
    assert_eq!(after, pos([0, 2, 0, 3, 0, 0, 4, 4, 4, 0, 4, 4], [15, 8], N));
    let mut expected = vec![lift('A', 2)];
    expected.extend(sow("BC"));
    expected.push(capture('C', 1, S));
    expected.push(capture('d', 5, S));
    assert_eq!(steps(&report), expected);
    // The last seed counts as captured along with the opposite seeds.
    assert_eq!(report.captured_seeds, 6);
    let mut houses = report.captured_houses();
    houses.sort_unstable();
    assert_eq!(houses, [at('C'), at('d')]);
}

#[test]
fn north_captures_with_a_last_seed_in_his_own_empty_house() {
    // a's single seed lands in North's empty b; the opposite E holds 3.
    let before = pos([1, 1, 1, 1, 3, 1, 1, 0, 2, 2, 2, 2], [16, 15], N);
    let (after, report) = play(before, 'a');
    assert_eq!(
        after,
        pos([1, 1, 1, 1, 0, 1, 0, 0, 2, 2, 2, 2], [16, 19], S)
    );
    let mut expected = vec![lift('a', 1)];
    expected.extend(sow("b"));
    expected.push(capture('E', 3, N));
    expected.push(capture('b', 1, N));
    assert_eq!(steps(&report), expected);
    assert_eq!(report.captured_seeds, 4);
}

#[test]
fn an_empty_opposite_house_captures_nothing() {
    // A's last seed lands in South's empty C, but the opposite d is empty: the seed stays.
    let before = pos([2, 1, 0, 3, 0, 0, 4, 4, 4, 0, 4, 4], [11, 11], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 2, 1, 3, 0, 0, 4, 4, 4, 0, 4, 4], [11, 11], N)
    );
    let mut expected = vec![lift('A', 2)];
    expected.extend(sow("BC"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
    assert!(report.captured_houses().is_empty());
}

#[test]
fn a_last_seed_in_an_empty_house_of_the_opponent_captures_nothing() {
    // F's two seeds: the store, then North's empty a. Only one's own houses capture.
    let before = pos([1, 1, 1, 1, 1, 2, 0, 3, 3, 3, 3, 3], [13, 13], S);
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos([1, 1, 1, 1, 1, 0, 1, 3, 3, 3, 3, 3], [14, 13], N)
    );
    assert_eq!(report.captured_seeds, 0);
    assert!(report.captured_houses().is_empty());
    assert!(!report.extra_turn());
}

#[test]
fn the_last_seed_in_ones_own_store_gives_another_move() {
    // C's four seeds: D, E, F and the store; South moves again.
    let before = pos([1, 1, 4, 1, 1, 1, 3, 3, 3, 3, 3, 3], [10, 11], S);
    let (after, report) = play(before, 'C');
    assert_eq!(
        after,
        pos([1, 1, 0, 2, 2, 2, 3, 3, 3, 3, 3, 3], [11, 11], S)
    );
    let mut expected = vec![lift('C', 4)];
    expected.extend(sow("DEF"));
    expected.push(into_store(S));
    expected.push(Step::ExtraTurn);
    assert_eq!(report.steps, expected);
    assert!(report.extra_turn());
    assert_eq!(report.last_pit(), Pit::Store(S));
    // Seeds sown into a store are not captures.
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(after.end(), None);

    // North's single seed in f goes into his store: North moves again.
    let before = pos([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1], [15, 16], N);
    let (after, report) = play(before, 'f');
    assert_eq!(
        after,
        pos([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 0], [15, 17], N)
    );
    assert_eq!(report.steps, [lift('f', 1), into_store(N), Step::ExtraTurn]);
}

#[test]
fn fourteen_seeds_lap_the_board_and_end_in_the_store_for_another_move() {
    // F's 14 seeds: store, a–f, A–E, F (the origin again) and the store a second time.
    let before = pos([1, 1, 1, 1, 1, 14, 1, 1, 1, 1, 1, 1], [12, 11], S);
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos([2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2], [14, 11], S)
    );
    let mut expected = vec![lift('F', 14), into_store(S)];
    expected.extend(sow("abcdefABCDEF"));
    expected.push(into_store(S));
    expected.push(Step::ExtraTurn);
    assert_eq!(report.steps, expected);
}

#[test]
fn a_game_ends_on_an_extra_turn_that_empties_the_movers_row() {
    // F's last seed goes into South's store: an extra turn, but South's row is now empty, so
    // the game is over instead. North adds his 18 seeds to his store.
    let before = pos([0, 0, 0, 0, 0, 1, 3, 3, 3, 3, 3, 3], [26, 3], S);
    let (after, report) = play(before, 'F');
    assert_eq!(after.houses(), [0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3]);
    assert_eq!(after.stores(), [27, 3]);
    // No extra turn is announced for a game that has ended.
    assert_eq!(report.steps, [lift('F', 1), into_store(S)]);
    assert!(!report.extra_turn());
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [27, 21],
            reason: EndReason::EmptyRow,
        })
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.check_move(at('A')), Err(IllegalMove::GameOver));
}

#[test]
fn the_game_ends_when_the_mover_empties_his_own_row() {
    // F's two seeds: the store, then a. South's row is empty although North could move:
    // the game ends and North keeps the 22 seeds of his row.
    let before = pos([0, 0, 0, 0, 0, 2, 1, 2, 3, 4, 5, 6], [10, 15], S);
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos([0, 0, 0, 0, 0, 0, 2, 2, 3, 4, 5, 6], [11, 15], N)
    );
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [11, 37],
            reason: EndReason::EmptyRow,
        })
    );
    assert_eq!(after.legal_moves(), MoveSet::EMPTY);
    assert_eq!(after.check_move(at('a')), Err(IllegalMove::GameOver));
}

#[test]
fn the_game_ends_when_a_capture_empties_the_opponents_row() {
    // A's seed lands in South's empty B; the opposite e holds North's last 2 seeds.
    let before = pos([1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2, 0], [20, 22], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0], [23, 22], N)
    );
    assert_eq!(report.captured_seeds, 3);
    // South adds the 3 seeds left in her D; positions are not swept, the score is.
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [26, 22],
            reason: EndReason::EmptyRow,
        })
    );
}

#[test]
fn equal_final_totals_are_a_draw() {
    // F into the store empties South's row: 24 for South, 20 + 4 for North.
    let before = pos([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 4], [23, 20], S);
    let (after, _) = play(before, 'F');
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: None,
            scores: [24, 24],
            reason: EndReason::EmptyRow,
        })
    );
}

#[test]
fn either_players_empty_row_ends_the_game() {
    // South's row is empty with North to move: over, although North has seeds.
    let position = pos([0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 12], N);
    assert_eq!(
        position.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [12, 36],
            reason: EndReason::EmptyRow,
        })
    );
    assert!(position.legal_moves().is_empty());
    // North's row empty with South to move.
    let position = pos([4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0], [10, 14], S);
    assert_eq!(
        position.end(),
        Some(Outcome {
            winner: Some(S),
            scores: [34, 14],
            reason: EndReason::EmptyRow,
        })
    );
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let before = pos([2, 1, 0, 3, 0, 0, 4, 4, 4, 5, 4, 4], [9, 8], S);
    assert_eq!(
        before.legal_moves().iter().collect::<Vec<_>>(),
        [at('A'), at('B'), at('D')]
    );
    for (house, reason) in [
        (at('C'), IllegalMove::EmptyHouse),
        (at('a'), IllegalMove::NotYourHouse),
        (at('f'), IllegalMove::NotYourHouse),
        (12, IllegalMove::NoSuchHouse),
        (13, IllegalMove::NoSuchHouse),
        (usize::MAX, IllegalMove::NoSuchHouse),
    ] {
        let mut position = before;
        assert_eq!(position.check_move(house), Err(reason), "{house}");
        assert_eq!(position.play(house), Err(reason), "{house}");
        assert_eq!(position, before);
    }
    // Once a row is empty, nothing can be played, not even a full house.
    let over = pos([0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 12], N);
    let mut position = over;
    assert_eq!(position.play(at('a')), Err(IllegalMove::GameOver));
    assert_eq!(position, over);
}

#[test]
fn a_game_records_the_end_and_refuses_further_moves() {
    let mut game = Game::from_position(pos([0, 0, 0, 0, 0, 2, 1, 2, 3, 4, 5, 6], [10, 15], S));
    assert_eq!(game.status(), GameStatus::Ongoing);
    let report = game.play(at('F')).expect("legal");
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(N),
            scores: [11, 37],
            reason: EndReason::EmptyRow,
        })
    );
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play(at('a')), Err(IllegalMove::GameOver));
    assert_eq!(game.move_count(), 1);
    // Undo goes back to the game in progress.
    game.undo().expect("one move to undo");
    assert_eq!(game.status(), GameStatus::Ongoing);
    // A set-up position that is already over starts as over.
    let game = Game::from_position(pos([0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 12], S));
    assert!(game.is_over());
}

#[test]
fn an_extra_turn_keeps_the_same_player_in_a_game() {
    let mut game = Game::from_position(pos([1, 1, 4, 1, 1, 1, 3, 3, 3, 3, 3, 3], [10, 11], S));
    game.play(at('C')).expect("legal");
    assert_eq!(game.to_move(), S);
    assert_eq!(game.status(), GameStatus::Ongoing);
    // North's houses are still not South's to play.
    assert_eq!(game.play(at('a')), Err(IllegalMove::NotYourHouse));
    game.play(at('D')).expect("South plays again");
    assert_eq!(game.to_move(), N);
}
