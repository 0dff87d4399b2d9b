//! The search's scores beyond the evaluation: won and lost games, the oracle's margins, and
//! wins as the table keeps them.

use oware_rules::{Outcome, Rules};

use crate::eval::SEED;

/// A won game, minus the plies needed to win it, so that quicker wins score higher.
pub const WIN: i32 = 30_000;
/// Above every score: the window of a search that knows nothing yet.
pub(super) const INF: i32 = 31_000;
/// Scores beyond this are wins or losses found by the search, not estimates.
pub(super) const PROVEN: i32 = WIN - 1_000;

/// The score of a position where the player to move has no move: the game is over.
pub(super) fn score_without_moves<P: Rules>(position: &P, ply: usize) -> i32 {
    position
        .end()
        .map_or(0, |outcome| final_score(&outcome, position, ply))
}

/// A finished game from the point of view of the player to move: a win or a loss by the
/// rules' final scores, quicker wins scoring higher.
pub(super) fn final_score<P: Rules>(outcome: &Outcome, position: &P, ply: usize) -> i32 {
    match outcome.winner {
        Some(winner) if winner == position.to_move() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// A known final margin as the search's score: a win or a loss at this distance, or a draw.
pub(super) fn proven_score(margin: i32, ply: usize) -> i32 {
    match margin.cmp(&0) {
        std::cmp::Ordering::Greater => WIN - ply as i32,
        std::cmp::Ordering::Less => -(WIN - ply as i32),
        std::cmp::Ordering::Equal => 0,
    }
}

/// A margin the oracle only estimates, as the search's score: seeds, never a proven result.
pub(super) fn estimate_score(margin: i32) -> i32 {
    (margin * SEED).clamp(-PROVEN + 1, PROVEN - 1)
}

/// Wins are stored as distances from the stored node rather than from the root.
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score + ply as i32
    } else if score < -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score as a distance from the root again, `ply` plies above the stored node.
pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score - ply as i32
    } else if score < -PROVEN {
        score + ply as i32
    } else {
        score
    }
}
