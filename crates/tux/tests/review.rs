//! The look back at a game, on hand-built games where the better move is known: a missed
//! capture, seeds left for the opponent to take, a good move and a forced one.

mod support;

use oware_rules::abapa::{Position, Variant};
use oware_rules::{togyz, AnyPosition, Game, GameKind, Rules, Ruleset, Side};
use oware_tux::{review, review_game, ReviewedMove};
use support::random_any_game;

/// Enough for the small positions below; a debug build reviews them in well under a second.
const NODES: u64 = 20_000;

const A: usize = 0;
const B: usize = 1;
const D: usize = 3;
const F: usize = 5;

fn oware(south: [u8; 6], north: [u8; 6], captured: [u8; 2]) -> Game<Position> {
    let houses: Vec<u8> = south.iter().chain(north.iter()).copied().collect();
    let position =
        Position::from_parts(Variant::ABAPA, &houses, captured, Side::South).expect("position");
    Game::from_position(position)
}

fn play(game: &mut Game<Position>, houses: &[usize]) {
    for &house in houses {
        game.play(house).expect("a legal move");
    }
}

#[test]
fn a_missed_capture_names_the_house_and_the_seeds() {
    // D sows E, F and a, whose two seeds become three: a capture, and North can take
    // nothing back. F sows five seeds into North's row and captures nothing.
    let mut game = oware([0, 0, 0, 3, 0, 5], [2, 5, 5, 5, 5, 6], [6, 6]);
    // South misses it (F), North answers with a, and South's D is then the only move.
    play(&mut game, &[F, 6, D]);
    let review = review_game(&game, Side::South, NODES);
    assert_eq!(review.player, Side::South);
    assert_eq!(review.moves.len(), 2, "South's two moves: {review:?}");
    let missed = review.moves[0];
    assert_eq!(
        missed,
        ReviewedMove {
            ply: 0,
            played: F,
            captured: 0,
            forced: false,
            better: Some(D),
            missed_capture: 3,
            seeds_lost: 0,
            score_loss: missed.score_loss,
        }
    );
    assert!(missed.score_loss >= 200, "{missed:?}");
    // A forced move is never a mistake.
    assert_eq!(review.moves[1].ply, 2);
    assert!(!review.moves[1].is_mistake());
    assert!(review.moves[1].forced);
    assert_eq!(review.mistakes().count(), 1);
}

#[test]
fn the_capture_itself_is_a_good_move() {
    let mut game = oware([0, 0, 0, 3, 0, 5], [2, 5, 5, 5, 5, 6], [6, 6]);
    play(&mut game, &[D]);
    let review = review_game(&game, Side::South, NODES);
    assert_eq!(review.moves.len(), 1);
    assert!(!review.moves[0].is_mistake(), "{review:?}");
    assert_eq!(review.moves[0].captured, 3);
}

#[test]
fn seeds_left_for_the_opponent_are_counted() {
    // North has 20 seeds and only f to play: it sows A and B, and after F (or C) it makes
    // A two and B three, five seeds and the game (C keeps it from being a grand slam).
    // After A, B would hold four; after B, the last seed falls into the emptied B.
    let mut game = oware([1, 2, 1, 0, 0, 1], [0, 0, 0, 0, 0, 2], [21, 20]);
    play(&mut game, &[F]);
    let review = review_game(&game, Side::South, NODES);
    let lost = review.moves[0];
    assert_eq!(lost.played, F);
    assert!(matches!(lost.better, Some(A | B)), "{lost:?}");
    assert_eq!(lost.seeds_lost, 5);
    assert_eq!(lost.missed_capture, 0);
}

#[test]
fn only_the_chosen_players_moves_are_reviewed() {
    let mut game = oware([1, 2, 0, 0, 0, 4], [4, 3, 3, 2, 3, 2], [12, 12]);
    play(&mut game, &[F, 11]);
    let north = review_game(&game, Side::North, NODES);
    assert_eq!(north.moves.len(), 1);
    assert_eq!(north.moves[0].ply, 1);
    assert_eq!(north.moves[0].played, 11);
    assert_eq!(north.at_ply(1), Some(&north.moves[0]));
    assert_eq!(north.at_ply(0), None);
}

#[test]
fn togyz_kumalak_a_missed_even_capture() {
    // I sows one stone back into I and one into a: three become four, an even count, and
    // South's kazan reaches 82, which wins.
    let houses = [0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2];
    let start = togyz::Position::from_parts(&houses, [78, 62], Side::South, [None, None])
        .expect("position");
    let mut game = Game::from_position(AnyPosition::Togyz(start));
    // South plays H instead: its one stone moves on to I.
    game.play(7).expect("legal");
    let review = review(&game, Side::South, NODES).expect("one game");
    let missed = review.moves[0];
    assert_eq!(missed.better, Some(8), "{missed:?}");
    assert_eq!(missed.missed_capture, 4);
}

#[test]
fn the_same_game_always_gets_the_same_review() {
    let mut game = oware([1, 2, 0, 0, 0, 4], [4, 3, 3, 2, 3, 2], [12, 12]);
    play(&mut game, &[F, 11]);
    let any = Game::from_position(game_start_any(&game));
    let mut any = any;
    for report in game.moves() {
        any.play(report.origin).expect("legal");
    }
    let first = review(&any, Side::South, NODES);
    assert_eq!(first, review(&any, Side::South, NODES));
    assert_eq!(
        first.map(|review| review.moves),
        Some(review_game(&game, Side::South, NODES).moves)
    );
}

fn game_start_any(game: &Game<Position>) -> AnyPosition {
    let mut start = game.clone();
    while start.undo().is_some() {}
    start.position().to_any()
}

#[test]
fn a_whole_game_of_every_kind_is_reviewed_move_by_move() {
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 7, 40);
        let review = review(&game, Side::South, 2_000).expect("one game");
        let south: Vec<usize> = game
            .moves()
            .enumerate()
            .filter(|(_, report)| report.mover == Side::South)
            .map(|(ply, _)| ply)
            .collect();
        let reviewed: Vec<usize> = review.moves.iter().map(|m| m.ply).collect();
        assert_eq!(reviewed, south, "{kind}");
        for reviewed in review.moves {
            assert_ne!(
                reviewed.better,
                Some(reviewed.played),
                "{kind}: {reviewed:?}"
            );
            assert_eq!(reviewed.is_mistake(), reviewed.score_loss > 0, "{kind}");
            assert!(!(reviewed.forced && reviewed.is_mistake()), "{kind}");
        }
    }
}
