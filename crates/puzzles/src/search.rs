//! Tux's answers outside the line: after a wrong move (what the move allows) and after a
//! tempting alternative, by a search bounded by nodes, so that the same move always gets
//! the same answer on any machine.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{AnyPosition, Game, MoveReport, Side};

/// The nodes Tux searches for one answer: enough to find a capture a few moves deep, and a
/// small fraction of a second in a release build.
pub const REPLY_NODES: u64 = 20_000;

/// Tux's best move in `game` by search.
pub(crate) fn best_move(game: &Game<AnyPosition>) -> Option<usize> {
    let stop = AtomicBool::new(false);
    // The node budget ends the search; the clock only guards against a very slow machine.
    let analysis = oware_tux::analyse(game, REPLY_NODES, Duration::from_secs(10), &stop);
    analysis.best_move
}

/// Plays Tux's answer to `solver`'s move in `game`, an extra turn's moves included, until
/// the solver is to move again or the game is over.
pub(crate) fn tux_replies(game: &mut Game<AnyPosition>, solver: Side) -> Vec<(usize, MoveReport)> {
    let mut replies = Vec::new();
    // Every sowing moves a seed on, so extra turns cannot go on for ever; the bound only
    // guards the loop.
    for _ in 0..64 {
        if game.is_over() || game.to_move() == solver {
            break;
        }
        let Some(house) = best_move(game) else {
            break;
        };
        match game.play(house) {
            Ok(report) => replies.push((house, report)),
            Err(_) => break,
        }
    }
    replies
}

/// Tux's answer to the solver's move just played in `game`: the stored `known` answer
/// replayed by the rules when the puzzle file gives one, else [`tux_replies`] by search.
pub(crate) fn answer(
    game: &mut Game<AnyPosition>,
    solver: Side,
    known: Option<&Vec<usize>>,
) -> Vec<(usize, MoveReport)> {
    let Some(known) = known else {
        return tux_replies(game, solver);
    };
    let mut replies = Vec::with_capacity(known.len());
    for &house in known {
        // A file's answers are checked legal when it is read; were one not, the answer
        // stops there.
        match game.play(house) {
            Ok(report) => replies.push((house, report)),
            Err(_) => break,
        }
    }
    replies
}
