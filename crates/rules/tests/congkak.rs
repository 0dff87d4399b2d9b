//! Congkak, rule by rule, on hand-built positions (7 seeds per house, 98 in all): sowing as
//! in Kalah, the relay, captures (even of an empty opposite house), the move that ends in an
//! empty house of the opponent, the extra turn and the end when the player to move has no seed.
//!
//! Houses: South's A–G are 0–6, North's a–g are 7–13. South's store follows G, North's
//! follows g. Every expected position below was worked out by hand from the rules.

use oware_rules::congkak::{self, Position};
use oware_rules::{
    house_from_letter, AnyPosition, EndReason, Game, GameKind, GameStatus, IllegalMove, MoveReport,
    Outcome, Pit, Rules, Ruleset, Side, Step,
};

const S: Side = Side::South;
const N: Side = Side::North;
const TOTAL: u32 = 98;

/// A position from its fourteen houses (A..G, a..g), both stores and the side to move.
fn pos(houses: [u8; 14], stores: [u8; 2], to_move: Side) -> Position {
    Position::from_parts(TOTAL, &houses, stores, to_move).expect("test position")
}

fn at(letter: char) -> usize {
    house_from_letter(congkak::LAYOUT, &letter.to_string()).expect("letter")
}

fn lift(letter: char, seeds: u8) -> Step {
    Step::Lift {
        house: at(letter),
        seeds,
    }
}

fn relay(letter: char, seeds: u8) -> Step {
    Step::Relay {
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

/// The steps of a move up to its first capture.
fn sowing(report: &MoveReport) -> Vec<Step> {
    report
        .steps
        .iter()
        .take_while(|step| !matches!(step, Step::Capture { .. }))
        .copied()
        .collect()
}

/// The captures that took seeds, sorted by house: the rules say which seeds go to the
/// store, not in which order the two houses are emptied.
fn captures(report: &MoveReport) -> Vec<Step> {
    let mut captures: Vec<Step> = report
        .steps
        .iter()
        .filter(|step| matches!(step, Step::Capture { seeds, .. } if *seeds > 0))
        .copied()
        .collect();
    captures.sort_by_key(|step| match step {
        Step::Capture { house, .. } => *house,
        _ => usize::MAX,
    });
    captures
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
    assert_ne!(
        played.end().map(|outcome| outcome.reason),
        Some(EndReason::Endless)
    );
    (played, report)
}

#[test]
fn the_opening_has_every_house_full_and_south_to_move() {
    for seeds in 5..=7 {
        let start = Position::start(seeds);
        assert_eq!(start.houses(), [seeds; 14]);
        assert_eq!(start.stores(), [0, 0]);
        // Turns alternate from the start: South alone moves first.
        assert_eq!(start.to_move(), S);
        assert_eq!(start.legal_moves().len(), 7);
        assert!(start.legal_moves().iter().all(|h| h < 7));
        assert_eq!(start.end(), None);
    }
    assert_eq!(
        Ruleset::standard(GameKind::Congkak).start(),
        AnyPosition::Congkak(Position::start(7))
    );
}

#[test]
fn a_relay_crosses_both_rows_and_ends_in_a_capture() {
    // F's 3 seeds: G, South's store, a (4 → 5): relay the 5 from a over b–f; f (1 → 2):
    // relay the 2 over g and, past North's store, A. A was empty: A's seed and g's one go
    // to South's store.
    let before = pos([0, 2, 2, 2, 2, 3, 1, 4, 1, 1, 1, 1, 1, 0], [40, 37], S);
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos([0, 2, 2, 2, 2, 0, 2, 0, 2, 2, 2, 2, 0, 0], [43, 37], N)
    );
    let mut expected = vec![lift('F', 3)];
    expected.extend(sow("G"));
    expected.push(into_store(S));
    expected.extend(sow("a"));
    expected.push(relay('a', 5));
    expected.extend(sow("bcdef"));
    expected.push(relay('f', 2));
    expected.extend(sow("gA"));
    assert_eq!(sowing(&report), expected);
    assert_eq!(captures(&report), [capture('A', 1, S), capture('g', 1, S)]);
    assert_eq!(report.captured_seeds, 2);
    assert_eq!(report.seeds(), 3);
    assert_eq!(report.last_pit(), Pit::House(at('A')));
}

#[test]
fn a_relay_that_ends_in_the_store_gives_another_move() {
    // A's 2 seeds: B, C (4 → 5): relay the 5 over D, E, F, G and into South's store.
    let before = pos([2, 1, 4, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3], [33, 33], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 2, 0, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3], [34, 33], S)
    );
    let mut expected = vec![lift('A', 2)];
    expected.extend(sow("BC"));
    expected.push(relay('C', 5));
    expected.extend(sow("DEFG"));
    expected.push(into_store(S));
    expected.push(Step::ExtraTurn);
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn south_sows_through_her_own_store_and_skips_norths() {
    // G's 9 seeds: South's store, a–g, then North's store is skipped: A, which was empty,
    // takes itself and g's 2 seeds.
    let before = pos([0, 1, 1, 1, 1, 1, 9, 1, 1, 1, 1, 1, 1, 1], [38, 39], S);
    let (after, report) = play(before, 'G');
    assert_eq!(
        after,
        pos([0, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 0], [42, 39], N)
    );
    let mut expected = vec![lift('G', 9), into_store(S)];
    expected.extend(sow("abcdefgA"));
    assert_eq!(sowing(&report), expected);
    assert_eq!(captures(&report), [capture('A', 1, S), capture('g', 2, S)]);
    assert_eq!(report.captured_seeds, 3);
}

#[test]
fn north_sows_through_his_own_store_and_skips_souths() {
    // g's 9 seeds: North's store, A–G, then South's store is skipped: a, which was empty,
    // takes itself and G's 2 seeds.
    let before = pos([1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 9], [39, 38], N);
    let (after, report) = play(before, 'g');
    assert_eq!(
        after,
        pos([2, 2, 2, 2, 2, 2, 0, 0, 1, 1, 1, 1, 1, 0], [39, 42], S)
    );
    let mut expected = vec![lift('g', 9), into_store(N)];
    expected.extend(sow("ABCDEFGa"));
    assert_eq!(sowing(&report), expected);
    assert_eq!(captures(&report), [capture('G', 2, N), capture('a', 1, N)]);
    assert_eq!(report.captured_seeds, 3);
}

#[test]
fn a_lap_does_not_skip_the_emptied_origin() {
    // A's 15 seeds: B–G, the store, a–g and the 15th back in A, empty since the lift: a
    // capture of A's seed and g's 2.
    let before = pos([15, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1], [38, 38], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0], [42, 38], N)
    );
    let mut expected = vec![lift('A', 15)];
    expected.extend(sow("BCDEFG"));
    expected.push(into_store(S));
    expected.extend(sow("abcdefgA"));
    assert_eq!(sowing(&report), expected);
    assert_eq!(captures(&report), [capture('A', 1, S), capture('g', 2, S)]);
}

#[test]
fn a_lone_seed_in_an_own_empty_house_goes_to_the_store_even_with_nothing_opposite() {
    // A's seed lands in South's empty B; the opposite f is empty, yet the seed is taken.
    let before = pos([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [32, 32], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [33, 32], N)
    );
    assert_eq!(
        sowing(&report),
        [lift('A', 1), Step::Sow(Pit::House(at('B')))]
    );
    assert_eq!(captures(&report), [capture('B', 1, S)]);
    assert_eq!(report.captured_seeds, 1);
}

#[test]
fn a_last_seed_in_an_own_empty_house_takes_the_opposite_seeds() {
    // A's seed lands in South's empty B; the opposite f holds 4: 5 seeds to the store.
    let before = pos([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3], [30, 30], S);
    let (after, report) = play(before, 'A');
    assert_eq!(
        after,
        pos([0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [35, 30], N)
    );
    assert_eq!(captures(&report), [capture('B', 1, S), capture('f', 4, S)]);
    assert_eq!(report.captured_seeds, 5);
}

#[test]
fn the_opposite_houses_pair_a_with_g_and_g_with_a() {
    for (south, north) in "ABCDEFG".chars().zip("gfedcba".chars()) {
        assert_eq!(congkak::LAYOUT.opposite(at(south)), at(north), "{south}");
        assert_eq!(congkak::LAYOUT.opposite(at(north)), at(south), "{north}");
    }
}

#[test]
fn a_last_seed_in_an_empty_house_of_the_opponent_ends_the_move() {
    // F's 3 seeds: G, the store, North's empty a. The move ends; nothing is taken, not even
    // from G opposite, and North moves.
    let before = pos([3, 3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3], [30, 29], S);
    let (after, report) = play(before, 'F');
    assert_eq!(
        after,
        pos([3, 3, 3, 3, 3, 0, 4, 1, 3, 3, 3, 3, 3, 3], [31, 29], N)
    );
    let mut expected = vec![lift('F', 3)];
    expected.extend(sow("G"));
    expected.push(into_store(S));
    expected.extend(sow("a"));
    assert_eq!(report.steps, expected);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn the_last_seed_in_ones_own_store_gives_another_move() {
    // E's 3 seeds: F, G and the store; South moves again.
    let before = pos([3; 14], [28, 28], S);
    let (after, report) = play(before, 'E');
    assert_eq!(
        after,
        pos([3, 3, 3, 3, 0, 4, 4, 3, 3, 3, 3, 3, 3, 3], [29, 28], S)
    );
    let mut expected = vec![lift('E', 3)];
    expected.extend(sow("FG"));
    expected.push(into_store(S));
    expected.push(Step::ExtraTurn);
    assert_eq!(report.steps, expected);
    // A seed sown into the store is not a capture.
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(after.end(), None);
}

#[test]
fn an_extra_turn_with_an_empty_row_ends_the_game() {
    // G's seed goes into South's store: South is to move again but has no seed, so the game
    // is over. North adds the 35 seeds of his row.
    let before = pos([0, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 5, 5], [40, 22], S);
    let (after, report) = play(before, 'G');
    assert_eq!(report.steps, [lift('G', 1), into_store(S)]);
    assert_eq!(after.to_move(), S);
    assert_eq!(after.stores(), [41, 22]);
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [41, 57],
            reason: EndReason::EmptyRow,
        })
    );
    assert!(after.legal_moves().is_empty());
}

#[test]
fn the_game_ends_when_the_player_to_move_has_no_seed() {
    // a's seed lands in North's empty b; the opposite F holds South's last 3 seeds. South
    // is to move with nothing: North adds his 20 seeds.
    let before = pos([0, 0, 0, 0, 0, 3, 0, 1, 0, 4, 4, 4, 4, 4], [34, 40], N);
    let (after, report) = play(before, 'a');
    assert_eq!(
        after,
        pos([0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4], [34, 44], S)
    );
    assert_eq!(captures(&report), [capture('F', 3, N), capture('b', 1, N)]);
    assert_eq!(report.captured_seeds, 4);
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: Some(N),
            scores: [34, 64],
            reason: EndReason::EmptyRow,
        })
    );
    assert_eq!(after.check_move(at('A')), Err(IllegalMove::GameOver));
}

#[test]
fn the_game_goes_on_while_the_player_to_move_has_seeds() {
    // G's 2 seeds: the store and North's empty a. South's row is empty, but North is to
    // move and has seeds: unlike Kalah, the game goes on.
    let before = pos([0, 0, 0, 0, 0, 0, 2, 0, 5, 5, 5, 5, 5, 5], [40, 26], S);
    let (after, _) = play(before, 'G');
    assert_eq!(
        after,
        pos([0, 0, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 5], [41, 26], N)
    );
    assert_eq!(after.end(), None);
    assert_eq!(after.legal_moves().len(), 7);
    // g's 5 seeds: North's store, A, B, C and South's empty D, which ends the move. South
    // has seeds again.
    let (after, report) = play(after, 'g');
    assert_eq!(
        after,
        pos([1, 1, 1, 1, 0, 0, 0, 1, 5, 5, 5, 5, 5, 0], [41, 27], S)
    );
    assert_eq!(report.captured_seeds, 0);
    assert_eq!(after.end(), None);
    // An empty row of the player not to move does not end the game either.
    let position = pos([7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0], [20, 29], S);
    assert_eq!(position.end(), None);
    assert_eq!(position.legal_moves().len(), 7);
}

#[test]
fn equal_final_totals_are_a_draw() {
    // G into the store leaves South, to move, without seeds: 48 + 1 against 14 + 35.
    let before = pos([0, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 5, 5], [48, 14], S);
    let (after, _) = play(before, 'G');
    assert_eq!(
        after.end(),
        Some(Outcome {
            winner: None,
            scores: [49, 49],
            reason: EndReason::EmptyRow,
        })
    );
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let before = pos([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [32, 32], S);
    for (house, reason) in [
        (at('B'), IllegalMove::EmptyHouse),
        (at('a'), IllegalMove::NotYourHouse),
        (at('g'), IllegalMove::NotYourHouse),
        (14, IllegalMove::NoSuchHouse),
        (usize::MAX, IllegalMove::NoSuchHouse),
    ] {
        let mut position = before;
        assert_eq!(position.check_move(house), Err(reason), "{house}");
        assert_eq!(position.play(house), Err(reason), "{house}");
        assert_eq!(position, before);
    }
    let over = pos([0, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 7, 7, 7], [24, 25], S);
    let mut position = over;
    assert_eq!(position.play(at('A')), Err(IllegalMove::GameOver));
    assert_eq!(position, over);
}

#[test]
fn a_game_records_the_end_and_refuses_further_moves() {
    let mut game =
        Game::from_position(pos([0, 0, 0, 0, 0, 3, 0, 1, 0, 4, 4, 4, 4, 4], [34, 40], N));
    assert_eq!(game.status(), GameStatus::Ongoing);
    game.play(at('a')).expect("legal");
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(N),
            scores: [34, 64],
            reason: EndReason::EmptyRow,
        })
    );
    assert_eq!(game.play(at('c')), Err(IllegalMove::GameOver));
    assert!(game.legal_moves().is_empty());
}
