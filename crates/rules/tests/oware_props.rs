//! Property tests: thousands of whole games of random legal moves must keep every invariant
//! of the rules. Each case draws one seed; a tiny deterministic generator picks the moves,
//! so a failure shrinks to a single seed that replays exactly.

mod support;

use oware_rules::abapa::{Position, Variant};
use oware_rules::{perft, Game, GameStatus, Side};
use proptest::prelude::*;
use support::rng::Rng;
use support::sown_houses;

/// Plies per game at most: enough to reach most natural ends, cheap in debug builds.
const MAX_PLIES: usize = 200;

fn seeds_in_play(position: &Position) -> u32 {
    Side::BOTH
        .iter()
        .map(|&side| position.row_seeds(side) + u32::from(position.captured(side)))
        .sum()
}

/// Plays one random game, checking every invariant after every move; returns the game.
fn random_game(variant: Variant, seed: u64) -> Result<Game<Position>, TestCaseError> {
    let mut rng = Rng(seed);
    let mut game = Game::new(variant);
    let mut history = vec![*game.position()];
    while !game.is_over() && game.move_count() < MAX_PLIES {
        let before = *game.position();
        let legal: Vec<usize> = game.legal_moves().iter().collect();
        prop_assert!(
            !legal.is_empty(),
            "an ongoing game has a legal move: {before:?}"
        );
        let house = legal[rng.below(legal.len())];
        let mut applied = before;
        let taken = applied.apply(house);
        let report = game
            .play(house)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let after = *game.position();
        prop_assert_eq!(applied, after, "apply and play agree");
        prop_assert_eq!(taken, report.captured_seeds);
        prop_assert_eq!(seeds_in_play(&after), variant.total_seeds());
        let mover = before.to_move();
        prop_assert_eq!(after.to_move(), mover.opponent());
        prop_assert!(
            after.captured(mover) >= before.captured(mover),
            "captures only grow"
        );
        prop_assert_eq!(
            after.captured(mover.opponent()),
            before.captured(mover.opponent())
        );
        prop_assert_eq!(
            after.captured(mover) - before.captured(mover),
            report.captured_seeds
        );
        if report.captured_seeds > 0 {
            prop_assert!(
                after.row_seeds(mover.opponent()) > 0,
                "no capture empties a row"
            );
            prop_assert_eq!(game.plies_without_capture(), 0);
        }
        if report.grand_slam_forfeited() {
            prop_assert_eq!(report.captured_seeds, 0);
        }
        // Captured houses are the opponent's, contiguous and now empty.
        let last = sown_houses(&report).last().copied();
        for (i, &h) in report.captured_houses().iter().enumerate() {
            prop_assert_eq!(variant.owner(h), mover.opponent());
            prop_assert_eq!(after.seeds(h), 0);
            prop_assert_eq!(Some(h + i), last);
        }
        prop_assert_eq!(sown_houses(&report).len(), usize::from(report.seeds()));
        prop_assert!(!sown_houses(&report).contains(&house), "origin skipped");
        history.push(after);
    }
    if let GameStatus::Over(outcome) = game.status() {
        prop_assert!(game.legal_moves().is_empty());
        let [south, north] = outcome.scores;
        prop_assert!(south + north <= variant.total_seeds());
        prop_assert_eq!(outcome.winner.is_none(), south == north);
    }
    // Undo walks back through exactly the positions the game went through.
    let mut replay = game.clone();
    while let Some(report) = replay.undo() {
        prop_assert_eq!(replay.move_count() + 1, history.len() - 1);
        history.pop();
        prop_assert_eq!(Some(replay.position()), history.last());
        prop_assert_eq!(report.origin < variant.pits(), true);
        prop_assert!(!replay.is_over() || replay.move_count() == 0);
    }
    prop_assert_eq!(history.len(), 1);
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    #[test]
    fn random_abapa_games_keep_every_invariant(seed in any::<u64>()) {
        random_game(Variant::ABAPA, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_games_with_five_or_six_seeds_keep_every_invariant(
        seed in any::<u64>(),
        seeds in 5usize..=6,
    ) {
        let variant = Variant::new(6, seeds).map_err(|e| TestCaseError::fail(e.to_string()))?;
        random_game(variant, seed)?;
    }

    /// Undo after any prefix, then replaying the same moves, lands on the same game.
    #[test]
    fn undo_then_replay_gives_back_the_same_state(seed in any::<u64>(), back in 1usize..40) {
        let game = random_game(Variant::ABAPA, seed)?;
        let mut rewound = game.clone();
        let mut undone = Vec::new();
        for _ in 0..back {
            match rewound.undo() {
                Some(report) => undone.push(report.origin),
                None => break,
            }
        }
        for &house in undone.iter().rev() {
            rewound.play(house).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        prop_assert_eq!(rewound.position(), game.position());
        prop_assert_eq!(rewound.status(), game.status());
        prop_assert_eq!(rewound.plies_without_capture(), game.plies_without_capture());
        prop_assert_eq!(rewound.move_count(), game.move_count());
    }

    /// Perft through the checked `play` path equals the fast `apply` path.
    #[test]
    fn perft_agrees_with_a_checked_count(seed in any::<u64>(), plies in 0usize..30) {
        let mut rng = Rng(seed);
        let mut position = Position::start(Variant::ABAPA);
        for _ in 0..plies {
            let legal: Vec<usize> = position.legal_moves().iter().collect();
            if legal.is_empty() {
                break;
            }
            position.apply(legal[rng.below(legal.len())]);
        }
        prop_assert_eq!(perft(&position, 3), checked_perft(&position, 3));
    }
}

fn checked_perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    (0..position.variant().pits())
        .filter_map(|house| {
            let mut child = *position;
            child
                .play(house)
                .ok()
                .map(|_| checked_perft(&child, depth - 1))
        })
        .sum()
}
