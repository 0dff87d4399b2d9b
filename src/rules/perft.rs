use super::Position;

/// Counts the positions exactly `depth` moves ahead. A finished game (by score or because the
/// player to move cannot feed) is not expanded; repetition and the no-capture limit are ignored,
/// as in the published Oware perft figures.
pub fn perft(position: &Position, depth: u32) -> u64 {
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
