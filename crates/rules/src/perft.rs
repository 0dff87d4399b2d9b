use crate::Rules;

/// Counts the positions exactly `depth` moves ahead. A position the board alone has ended is
/// not expanded; an extra turn is a ply of its own; repetition and the no-capture limit are
/// ignored, as in the published perft figures.
pub fn perft<P: Rules>(position: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        // Counting the moves is enough at the last level: every legal move leads to one position.
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|house| {
            let mut child = *position;
            child.apply(house);
            perft(&child, depth - 1)
        })
        .sum()
}
