//! Tux sees what a player must see: a capture that wins, a move that throws seeds away.

mod support;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::Side;
use oware_tux::{analyse, Tux, LEVELS};
use support::{position, random_game, TEST_NODES};

#[test]
fn takes_the_capture_that_wins_the_game() {
    // F sows into a, b and c, turning three 2s into 3s: nine seeds, 29 in all.
    let game = position(
        [2, 1, 1, 1, 0, 3],
        [2, 2, 2, 1, 1, 0],
        [20, 12],
        Side::South,
    );
    let stop = AtomicBool::new(false);
    for seed in 0..3 {
        let mut tux = Tux::new(LEVELS, seed).with_node_budget(TEST_NODES);
        assert_eq!(tux.choose_move(&game, &stop), Some(5));
    }
    assert_eq!(
        Tux::new(LEVELS, 0).hint(&game, Duration::from_secs(60), &stop),
        Some(5)
    );
}

#[test]
fn takes_a_big_safe_capture() {
    // F takes nine; D takes only six; North has no answer to either.
    let game = position([4, 4, 4, 4, 0, 3], [2, 2, 2, 5, 5, 5], [4, 4], Side::South);
    let stop = AtomicBool::new(false);
    for level in 4..=LEVELS {
        let mut tux = Tux::new(level, 11).with_node_budget(TEST_NODES);
        assert_eq!(tux.choose_move(&game, &stop), Some(5), "level {level}");
    }
}

#[test]
fn does_not_leave_three_houses_to_be_taken() {
    // North's f sows A, B and C: if they still hold two each, that is nine seeds for North.
    // Playing F is the only move that leaves them so.
    let game = position([2, 2, 2, 0, 0, 1], [4, 4, 4, 4, 4, 3], [9, 9], Side::South);
    let stop = AtomicBool::new(false);
    for level in 4..=LEVELS {
        for seed in 0..4 {
            let mut tux = Tux::new(level, seed).with_node_budget(TEST_NODES);
            let choice = tux.choose_move(&game, &stop);
            assert!(
                choice.is_some() && choice != Some(5),
                "level {level} seed {seed}"
            );
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let stop = AtomicBool::new(false);
    for level in 1..=LEVELS {
        let play = |seed: u64| {
            let mut game = random_game(level.into(), 3);
            let mut tux = Tux::new(level, seed).with_node_budget(TEST_NODES);
            let mut moves = Vec::new();
            for _ in 0..16 {
                let Some(house) = tux.choose_move(&game, &stop) else {
                    break;
                };
                game.play(house).expect("legal");
                moves.push(house);
            }
            moves
        };
        let moves = play(42);
        assert_eq!(
            moves.len(),
            16,
            "level {level}: a whole stretch of the game"
        );
        assert_eq!(play(42), moves, "level {level}");
    }
}

#[test]
fn low_levels_vary_between_games() {
    let stop = AtomicBool::new(false);
    let game = random_game(5, 4);
    let choices: std::collections::BTreeSet<_> = (0..40)
        .filter_map(|seed| Tux::new(1, seed).choose_move(&game, &stop))
        .collect();
    assert!(choices.len() > 1, "level 1 always played {choices:?}");
}

#[test]
fn the_search_is_deterministic() {
    let stop = AtomicBool::new(false);
    let game = random_game(9, 10);
    let budget = Duration::from_secs(600);
    let first = analyse(&game, 20_000, budget, &stop);
    assert_eq!(first, analyse(&game, 20_000, budget, &stop));
    assert!(first
        .best_move
        .is_some_and(|m| game.legal_moves().contains(m)));
}

#[test]
fn the_hint_is_deterministic() {
    let stop = AtomicBool::new(false);
    let game = support::one_move_from_the_end(17);
    let budget = Duration::from_secs(600);
    let first = Tux::new(LEVELS, 0).hint(&game, budget, &stop);
    assert!(first.is_some_and(|m| game.legal_moves().contains(m)));
    assert_eq!(first, Tux::new(LEVELS, 0).hint(&game, budget, &stop));
}
