//! Stars for a goal met: three in the fewest moves the proof needs, fewer when it took longer.

use crate::goal::Goal;

/// The stars for meeting `goal` in `moves_used` of the solver's moves, when the proof needs
/// `par`: three at par or better, two up to half the moves the goal allows beyond par
/// (rounded up), one beyond. Goals without a move limit earn three whenever they are met.
pub fn stars(goal: &Goal, par: u32, moves_used: u32) -> u8 {
    let Some(limit) = goal.move_limit() else {
        return 3;
    };
    let spare = limit.saturating_sub(par);
    if moves_used <= par {
        3
    } else if moves_used <= par + spare.div_ceil(2) {
        2
    } else {
        1
    }
}
