//! The Abapa rules on a bare board seen from the player to move, forwards and backwards, for
//! retrograde analysis (Tux's endgame tables): houses 0–5 are the mover's row, houses 6–11
//! the opponent's, and sowing runs 0, 1, …, 11, 0 as in [`super::Position`]. The stores are
//! left out on purpose: under the Abapa rules they never change what a move does, only when
//! the game stops.
//!
//! It lives in the rules core because it is rules: the reverse of a move has no other home.
//! The forward move repeats [`super::Position::apply`] on this bare form; the tests
//! (`tests/oware_board.rs`) check the two against each other move for move.

/// Houses on the board, both rows.
pub const HOUSES: usize = 12;
/// Houses in one row.
pub const ROW: usize = 6;

/// House counts from the mover's side.
pub type Board = [u8; HOUSES];

/// The same board from the other player's side.
#[inline]
pub fn flip(board: &Board) -> Board {
    let mut flipped = [0; HOUSES];
    flipped[..ROW].copy_from_slice(&board[ROW..]);
    flipped[ROW..].copy_from_slice(&board[..ROW]);
    flipped
}

/// The houses the mover may play, one bit per house of his row.
#[inline]
pub fn legal_moves(board: &Board) -> u8 {
    let opponent_empty = board[ROW..].iter().all(|&n| n == 0);
    let mut moves = 0u8;
    for (house, &seeds) in board[..ROW].iter().enumerate() {
        // With an empty opponent row only a move that reaches it is allowed.
        if seeds > 0 && (!opponent_empty || usize::from(seeds) >= ROW - house) {
            moves |= 1 << house;
        }
    }
    moves
}

/// The end when the mover cannot move: each player keeps the seeds on his own row, so the
/// mover's gain is his row minus the opponent's.
#[inline]
pub fn stalled_value(board: &Board) -> i32 {
    let mine: i32 = board[..ROW].iter().map(|&n| i32::from(n)).sum();
    let theirs: i32 = board[ROW..].iter().map(|&n| i32::from(n)).sum();
    mine - theirs
}

/// Plays `house` (a legal move) and returns the board after it, still from the mover's side,
/// and the seeds captured.
#[inline]
pub fn apply(board: &Board, house: usize) -> (Board, u8) {
    let mut after = *board;
    let seeds = after[house];
    after[house] = 0;
    // A full lap drops one seed in each of the 11 other houses.
    let laps = seeds / (HOUSES as u8 - 1);
    let rest = usize::from(seeds % (HOUSES as u8 - 1));
    if laps > 0 {
        for count in after.iter_mut() {
            *count += laps;
        }
        after[house] = 0;
    }
    let mut last = (house + HOUSES - 1) % HOUSES;
    for step in 1..=rest {
        last = (house + step) % HOUSES;
        after[last] += 1;
    }
    if last < ROW {
        return (after, 0);
    }
    let mut taken = 0u8;
    let mut first = last;
    while first >= ROW && (after[first] == 2 || after[first] == 3) {
        taken += after[first];
        first -= 1;
    }
    if taken == 0 {
        return (after, 0);
    }
    let opponent: u8 = after[ROW..].iter().sum();
    if taken == opponent {
        // Grand slam: a move that would take every opponent seed captures nothing.
        return (after, 0);
    }
    for count in &mut after[first + 1..=last] {
        *count = 0;
    }
    (after, taken)
}

/// Calls `found` with every board from which a legal move by its mover, capturing nothing,
/// leads to `child` (a board seen from the side that moves next). Each (board, house) pair is
/// reported once, so a board with two moves to `child` is reported twice, matching the
/// solver's count of moves.
#[inline]
pub fn for_each_quiet_predecessor(child: &Board, mut found: impl FnMut(&Board)) {
    // The board after the move, from the side that made it.
    let after = flip(child);
    let total: u32 = after.iter().map(|&n| u32::from(n)).sum();
    for house in 0..ROW {
        // Sowing never drops a seed in the house it started from.
        if after[house] != 0 {
            continue;
        }
        let mut before = after;
        // Undo the sowing one seed at a time: the s-th seed of a move from `house` lands in
        // the s-th house after it, skipping `house`. Once a house would go negative, every
        // larger sowing fails too, since a larger move takes at least as much from each house.
        let mut target = house;
        for seeds in 1..=total {
            target = (target + 1) % HOUSES;
            if target == house {
                target = (target + 1) % HOUSES;
            }
            if before[target] == 0 {
                break;
            }
            before[target] -= 1;
            before[house] = seeds as u8;
            if legal_moves(&before) & (1 << house) == 0 {
                continue;
            }
            let (replayed, taken) = apply(&before, house);
            if taken == 0 && replayed == after {
                found(&before);
            }
        }
    }
}
