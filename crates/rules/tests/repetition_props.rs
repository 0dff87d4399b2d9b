//! Oware's two repetition rules over thousands of random games from sparse boards, where
//! positions come back often: after every move the game's status must be the one an
//! independent account of the history gives (every position since the last capture, counted
//! by comparing boards), and the two rules must agree until one of them ends the game.

mod support;

use oware_rules::abapa::{Position, Variant};
use oware_rules::{EndReason, Game, GameStatus, Outcome, Repetition, Rules, Side};
use support::rng::Rng;

/// Random games played; each starts from its own sparse board.
const GAMES: u64 = 3_000;
/// Plies per game at most, past the usual rule's 160 quiet plies.
const MAX_PLIES: usize = 400;

/// A board with 1 to 12 seeds in play and the rest split between the stores so that nobody
/// has won yet; `None` when the board alone already ends the game.
fn sparse_board(rng: &mut Rng) -> Option<Position> {
    let variant = Variant::ABAPA;
    let total = variant.total_seeds();
    let on_board = 1 + rng.below(12);
    let mut houses = [0u8; 12];
    for _ in 0..on_board {
        houses[rng.below(12)] += 1;
    }
    let half = total as usize / 2;
    let lowest = half - on_board.min(half);
    let south = lowest + rng.below(half - lowest + 1);
    let north = total as usize - on_board - south;
    let stores = [u8::try_from(south).ok()?, u8::try_from(north).ok()?];
    let to_move = if rng.below(2) == 0 {
        Side::South
    } else {
        Side::North
    };
    let position = Position::from_parts(variant, &houses, stores, to_move).ok()?;
    (position.end().is_none() && !position.legal_moves().is_empty()).then_some(position)
}

/// What the game's status must be after `history` (every position from the start, the
/// current one last) under `rule`, worked out from the positions alone.
fn expected_status(history: &[Position], rule: Repetition) -> GameStatus {
    let Some(&now) = history.last() else {
        return GameStatus::Ongoing;
    };
    if let Some(outcome) = now.end() {
        return GameStatus::Over(outcome);
    }
    // A capture is a ply after which a store grew; positions before it cannot come back.
    let last_capture = (1..history.len())
        .rev()
        .find(|&i| {
            Side::BOTH
                .iter()
                .any(|&side| history[i].captured(side) > history[i - 1].captured(side))
        })
        .unwrap_or(0);
    let since_capture = &history[last_capture..];
    let times_seen = since_capture.iter().filter(|&&p| p == now).count();
    let quiet_plies = since_capture.len() - 1;
    let reason = match rule {
        Repetition::First if times_seen >= 2 => EndReason::Repetition,
        Repetition::First => return GameStatus::Ongoing,
        Repetition::Third if times_seen >= 3 => EndReason::Repetition,
        Repetition::Third if quiet_plies >= 160 => EndReason::NoCaptureLimit,
        Repetition::Third => return GameStatus::Ongoing,
    };
    // Each player keeps the seeds on his own row.
    let kept = |side: Side| u32::from(now.captured(side)) + now.row_seeds(side);
    GameStatus::Over(Outcome::from_scores(
        [kept(Side::South), kept(Side::North)],
        reason,
    ))
}

/// How one random game ended under each rule, and at which ply.
struct Ends {
    first: Option<(EndReason, usize)>,
    third: Option<(EndReason, usize)>,
}

/// Plays the same random moves under both rules, checking both statuses after every move,
/// until the usual rule's game ends (or `MAX_PLIES`).
fn random_game(number: u64) -> Option<Ends> {
    let mut rng = Rng(number);
    let start = sparse_board(&mut rng)?;
    let mut first = Game::with_repetition(start, Repetition::First);
    let mut third = Game::with_repetition(start, Repetition::Third);
    let mut history = vec![start];
    let mut ends = Ends {
        first: None,
        third: None,
    };
    while !third.is_over() && history.len() <= MAX_PLIES {
        let legal: Vec<usize> = third.legal_moves().iter().collect();
        let house = legal[rng.below(legal.len())];
        third.play(house).expect("a legal move plays");
        history.push(*third.position());
        let plies = history.len() - 1;
        assert_eq!(
            third.status(),
            expected_status(&history, Repetition::Third),
            "game {number}, ply {plies}, usual rule"
        );
        if ends.first.is_none() {
            first
                .play(house)
                .expect("the same move plays under both rules");
            assert_eq!(first.position(), third.position(), "game {number}");
            assert_eq!(
                first.status(),
                expected_status(&history, Repetition::First),
                "game {number}, ply {plies}, first-repetition rule"
            );
            if let GameStatus::Over(outcome) = first.status() {
                ends.first = Some((outcome.reason, plies));
                // Taking the move back reopens the game; playing it again ends it alike.
                let mut again = first.clone();
                again.undo().expect("a move to take back");
                assert_eq!(again.status(), GameStatus::Ongoing, "game {number}");
                again.play(house).expect("the move plays again");
                assert_eq!(again.status(), first.status(), "game {number}");
            }
        }
        if let GameStatus::Over(outcome) = third.status() {
            ends.third = Some((outcome.reason, plies));
        }
    }
    Some(ends)
}

#[test]
fn both_repetition_rules_end_random_games_as_the_history_says() {
    let (mut played, mut first_repetitions, mut third_repetitions, mut quiet_limits) = (0, 0, 0, 0);
    for number in 0..GAMES {
        let Some(ends) = random_game(number) else {
            continue;
        };
        played += 1;
        if let Some((EndReason::Repetition, ply)) = ends.third {
            third_repetitions += 1;
            // A third occurrence comes after a second: the first rule ended it no later.
            let first_end = ends.first.map(|(_, first_ply)| first_ply);
            assert!(
                first_end.is_some_and(|first_ply| first_ply <= ply),
                "game {number}: the usual rule saw a third repetition at ply {ply}, \
                 the first rule ended at {first_end:?}"
            );
        }
        if let Some((EndReason::NoCaptureLimit, _)) = ends.third {
            quiet_limits += 1;
        }
        if let Some((EndReason::Repetition, _)) = ends.first {
            first_repetitions += 1;
        }
        // The first rule has no limit on quiet plies.
        assert_ne!(
            ends.first.map(|(reason, _)| reason),
            Some(EndReason::NoCaptureLimit),
            "game {number}"
        );
    }
    // Positive controls: the boards are sparse enough for every kind of end to happen often.
    assert!(played > GAMES / 2, "{played} games played");
    assert!(
        first_repetitions > played / 8,
        "{first_repetitions} first repetitions in {played} games"
    );
    assert!(
        third_repetitions > played / 50,
        "{third_repetitions} third repetitions in {played} games"
    );
    assert!(quiet_limits > 0, "no game reached 160 quiet plies");
}
