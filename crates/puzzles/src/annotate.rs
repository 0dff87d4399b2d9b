//! What judging a move needs, worked out once: for each position of the line where the
//! solver is to move, Tux's answer to every move that is not right. Stored in the puzzle
//! file, it turns judging a wrong move (and explaining a right one, whose most tempting
//! alternative is one of them) into a look-up and a replay by the rules, with no search.

use std::collections::BTreeMap;

use oware_rules::{AnyPosition, Game};

use crate::search::tux_replies;
use crate::Puzzle;

/// The refutations of `puzzle` (see [`Puzzle::refutations`]): for each of the solver's moves
/// of the line, Tux's answer by search to every legal house not in `accepted` there. The same
/// puzzle always gets the same answers: the search is bounded by nodes. Stops early (with
/// fewer maps than solver moves) only where a line cannot be replayed, which a puzzle read
/// from a file never is.
pub fn refutations(puzzle: &Puzzle) -> Vec<BTreeMap<usize, Vec<usize>>> {
    let mut game = puzzle.game();
    let mut found = Vec::with_capacity(puzzle.accepted.len());
    for ply in &puzzle.line {
        if ply.side == puzzle.solver {
            let Some(accepted) = puzzle.accepted.get(found.len()) else {
                break;
            };
            found.push(refute_all(&game, accepted));
        }
        if game.play(ply.house).is_err() {
            break;
        }
    }
    found
}

/// `puzzle` with its refutations worked out.
pub fn annotate(puzzle: &Puzzle) -> Puzzle {
    Puzzle {
        refutations: refutations(puzzle),
        ..puzzle.clone()
    }
}

/// Tux's answer to every legal move of `game` outside `right`.
fn refute_all(game: &Game<AnyPosition>, right: &[usize]) -> BTreeMap<usize, Vec<usize>> {
    let solver = game.to_move();
    game.legal_moves()
        .iter()
        .filter(|house| !right.contains(house))
        .filter_map(|house| {
            let mut after = game.clone();
            after.play(house).ok()?;
            let replies = tux_replies(&mut after, solver);
            Some((house, replies.into_iter().map(|(reply, _)| reply).collect()))
        })
        .collect()
}
