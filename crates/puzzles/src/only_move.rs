//! The only-move test: the best move beats every other move by a clear margin of final
//! outcome, so that a puzzle has one answer (or several of exactly equal worth).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{AnyPosition, Game, Rules, Ruleset, Side};

/// The nodes the only-move test searches after each legal move of a position.
pub const ONLY_MOVE_NODES: u64 = 20_000;

/// How much better than every other move (in hundredths of a seed of final outcome) the
/// best move must be to count as an only move: one seed for every 24 of the game, rounded
/// up: 2 seeds in Oware and Kalah with 4 a house, 5 in Congkak, 7 in Togyz Kumalak. The
/// generator's verifier uses the same rule.
pub fn only_move_margin(ruleset: Ruleset) -> i32 {
    ruleset.total_seeds().div_ceil(24) as i32 * oware_tux::SEED
}

/// The only-move test of a position: `Some` with every house that scores as well as
/// `house` when `house` is best and beats every other move by [`only_move_margin`];
/// `None` otherwise. Scored by a search of [`ONLY_MOVE_NODES`] after each move.
///
/// This is the seam for the generator's verifier, which may replace it with its own test
/// (endgame tables where they reach); the rule is the same.
pub fn only_move(game: &Game<AnyPosition>, house: usize) -> Option<Vec<usize>> {
    let mover = game.to_move();
    let scores: Vec<(usize, i32)> = game
        .legal_moves()
        .iter()
        .filter_map(|m| {
            let mut after = game.clone();
            after.play(m).ok()?;
            Some((m, value_for(&after, mover)))
        })
        .collect();
    let (_, score) = scores.iter().find(|(m, _)| *m == house)?;
    let margin = only_move_margin(ruleset_of(game)?);
    let mut accepted = Vec::new();
    for &(m, other) in &scores {
        if other == *score {
            accepted.push(m);
        } else if other > *score || *score - other < margin {
            return None;
        }
    }
    Some(accepted)
}

/// The value of `game` for `side`, in hundredths of a seed, on the search's scale: a
/// finished game is a win or a loss one ply away (as the search scores one), else the
/// search's score.
fn value_for(game: &Game<AnyPosition>, side: Side) -> i32 {
    if let oware_rules::GameStatus::Over(outcome) = game.status() {
        return match outcome.winner {
            Some(winner) if winner == side => oware_tux::WIN - 1,
            Some(_) => -(oware_tux::WIN - 1),
            None => 0,
        };
    }
    let stop = AtomicBool::new(false);
    let analysis = oware_tux::analyse(game, ONLY_MOVE_NODES, Duration::from_secs(10), &stop);
    if game.to_move() == side {
        analysis.score
    } else {
        -analysis.score
    }
}

/// The ruleset a game is played under: its game, the seeds a house starts with (all the
/// seeds, on the board and in the stores, shared out over the houses) and its repetition
/// rule.
pub(crate) fn ruleset_of(game: &Game<AnyPosition>) -> Option<Ruleset> {
    let position = game.position();
    let seeds: u32 = position.houses().iter().map(|&n| u32::from(n)).sum::<u32>()
        + position.stores().iter().map(|&n| u32::from(n)).sum::<u32>();
    let pits = position.layout().pits() as u32;
    Ruleset::new(position.kind(), u64::from(seeds / pits.max(1)))
        .ok()?
        .with_repetition(game.repetition())
        .ok()
}
