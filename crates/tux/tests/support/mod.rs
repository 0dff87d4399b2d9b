//! Shared helpers for the Tux tests, included by each test file as `mod support;`.
#![allow(dead_code)]

use oware_rules::abapa::{Game, Position, Variant};
use oware_rules::{house_from_letter, AnyPosition, Rules, Ruleset, Side};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

/// Small enough that the whole suite runs in seconds in a debug build.
pub const TEST_NODES: u64 = 3_000;

pub fn position(south: [u8; 6], north: [u8; 6], captured: [u8; 2], to_move: Side) -> Game {
    let houses: Vec<u8> = south.iter().chain(north.iter()).copied().collect();
    match Position::from_parts(Variant::ABAPA, &houses, captured, to_move) {
        Ok(position) => Game::from_position(position),
        Err(error) => panic!("bad test position: {error}"),
    }
}

/// Plays the houses named by `letters` (South's upper case), each of which must be legal.
pub fn play_letters(game: &mut Game, letters: &str) {
    for letter in letters.chars() {
        let house = house_from_letter(game.variant(), &letter.to_string()).expect("a letter");
        game.play(house).expect("legal");
    }
}

/// An Oware game after `plies` random moves (fewer if it ended), reproducible from `seed`.
pub fn random_game(seed: u64, plies: usize) -> Game {
    play_randomly(Game::new(Variant::ABAPA), seed, plies)
}

/// A game of any kind after `plies` random moves (fewer if it ended), reproducible from `seed`.
pub fn random_any_game(
    ruleset: Ruleset,
    seed: u64,
    plies: usize,
) -> oware_rules::Game<AnyPosition> {
    play_randomly(
        oware_rules::Game::from_position(ruleset.start()),
        seed,
        plies,
    )
}

/// `game` after `plies` random moves (fewer if it ended), reproducible from `seed`.
fn play_randomly<P: Rules>(
    mut game: oware_rules::Game<P>,
    seed: u64,
    plies: usize,
) -> oware_rules::Game<P> {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..plies {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let Some(&house) = moves.choose(&mut rng) else {
            break;
        };
        game.play(house).expect("a legal move from legal_moves");
    }
    game
}

/// A random game played to its end, then taken back by one move.
pub fn one_move_from_the_end(seed: u64) -> Game {
    let mut game = random_game(seed, 1_000);
    assert!(
        game.is_over(),
        "random games end by the no-capture limit at the latest"
    );
    game.undo();
    game
}
