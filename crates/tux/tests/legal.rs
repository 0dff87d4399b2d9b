//! Tux must answer every position with a legal move, at every level.

mod support;

use std::sync::atomic::AtomicBool;

use oware_rules::abapa::Game;
use oware_rules::Side;
use oware_tux::{Tux, LEVELS};
use support::{one_move_from_the_end, position, random_game, TEST_NODES};

fn assert_legal_at_every_level(game: &Game, seed: u64) {
    let stop = AtomicBool::new(false);
    for level in 1..=LEVELS {
        let mut tux = Tux::new(level, seed).with_node_budget(TEST_NODES);
        let choice = tux.choose_move(game, &stop);
        if game.is_over() {
            assert_eq!(choice, None, "level {level} moved in a finished game");
            continue;
        }
        let house = choice.unwrap_or_else(|| panic!("level {level} gave no move"));
        assert!(
            game.legal_moves().contains(house),
            "level {level} chose illegal house {house} in {:?}",
            game.position()
        );
    }
}

#[test]
fn every_level_moves_legally_in_random_positions() {
    for seed in 0..12 {
        let plies = 5 + 7 * seed as usize;
        assert_legal_at_every_level(&random_game(seed, plies), seed);
    }
}

#[test]
fn every_level_moves_legally_one_move_from_the_end() {
    for seed in 100..106 {
        assert_legal_at_every_level(&one_move_from_the_end(seed), seed);
    }
}

#[test]
fn every_level_feeds_an_empty_opponent() {
    // A would sow only into South's own row; E and F reach North.
    let game = position(
        [1, 0, 0, 0, 3, 2],
        [0, 0, 0, 0, 0, 0],
        [20, 22],
        Side::South,
    );
    assert!(game.must_feed());
    for seed in 0..4 {
        assert_legal_at_every_level(&game, seed);
    }
}

#[test]
fn every_level_moves_legally_for_north() {
    let mut game = random_game(7, 9);
    if game.to_move() != Side::North {
        let first = game.legal_moves().iter().next().expect("game not over");
        game.play(first).expect("legal");
    }
    assert_legal_at_every_level(&game, 3);
}

#[test]
fn no_move_once_the_game_is_over() {
    let mut game = one_move_from_the_end(200);
    let last = game.legal_moves().iter().next().expect("one move left");
    while !game.is_over() {
        let house = game.legal_moves().iter().next().unwrap_or(last);
        game.play(house).expect("legal");
    }
    assert_legal_at_every_level(&game, 1);
}

#[test]
fn sparse_endgames_finish_without_trouble() {
    // Two lone seeds can chase each other for ever; the repetition rule must end it.
    let mut game = position(
        [1, 0, 0, 0, 0, 0],
        [1, 0, 0, 0, 0, 0],
        [23, 23],
        Side::South,
    );
    let stop = AtomicBool::new(false);
    let mut south = Tux::new(LEVELS, 1).with_node_budget(TEST_NODES);
    let mut north = Tux::new(LEVELS, 2).with_node_budget(TEST_NODES);
    for _ in 0..400 {
        let tux = if game.to_move() == Side::South {
            &mut south
        } else {
            &mut north
        };
        let Some(house) = tux.choose_move(&game, &stop) else {
            break;
        };
        game.play(house).expect("Tux plays legal moves");
    }
    assert!(game.is_over());
}

#[test]
fn levels_are_clamped() {
    assert_eq!(Tux::new(0, 0).level(), 1);
    assert_eq!(Tux::new(200, 0).level(), LEVELS);
    let mut tux = Tux::new(3, 0);
    tux.set_level(99);
    assert_eq!(tux.level(), LEVELS);
    const { assert!(LEVELS >= 8) };
}

#[test]
fn tux_can_move_to_a_worker_thread() {
    fn assert_send<T: Send>() {}
    assert_send::<Tux>();
}
