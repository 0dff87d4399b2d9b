//! A dense numbering of the boards with a given number of seeds.
//!
//! A board is a composition of `k` seeds into 12 house counts. Boards are numbered in
//! lexicographic order of their counts (house 0 first), so that the enumeration used by the
//! solver (`next_board`) visits ranks 0, 1, 2, … in order and the tables need no index of
//! their own: the rank is the offset of a board's value in its layer.

use oware_rules::abapa::board::{Board, HOUSES};

/// The largest seed count the numbering supports: every rank of every layer up to it fits in
/// a `u32` (layer 24 has C(35, 11) = 417 225 900 boards), far beyond what the tables store.
pub const MAX_SEEDS: u8 = 24;

const SEEDS: usize = MAX_SEEDS as usize + 1;

/// Ranks and counts boards; built once, a few kilobytes.
#[derive(Clone, Debug)]
pub struct Ranker {
    /// `before[i][r][b]`: how many boards have the same houses before `i`, `r` seeds left for
    /// houses `i..`, and fewer than `b` seeds in house `i`. The rank is the sum over houses.
    before: Box<[[[u32; SEEDS]; SEEDS]; HOUSES]>,
}

/// Number of ways to spread `seeds` seeds over `houses` houses (stars and bars).
pub fn compositions(seeds: usize, houses: usize) -> u64 {
    if houses == 0 {
        return u64::from(seeds == 0);
    }
    binomial(seeds + houses - 1, houses - 1)
}

fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    // Each partial product is itself a binomial coefficient, so the division is exact.
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i + 1) as u64)
}

/// Boards with exactly `seeds` seeds on the whole board.
pub fn layer_len(seeds: u8) -> usize {
    compositions(usize::from(seeds), HOUSES) as usize
}

/// Boards with at most `bound` seeds: the size in bytes of the tables for that bound.
pub fn tables_len(bound: u8) -> usize {
    (0..=bound).map(layer_len).sum()
}

impl Ranker {
    pub fn new() -> Ranker {
        let mut before = Box::new([[[0u32; SEEDS]; SEEDS]; HOUSES]);
        for (house, table) in before.iter_mut().enumerate() {
            let rest = HOUSES - house - 1;
            for (left, row) in table.iter_mut().enumerate() {
                let mut count = 0u64;
                for (b, cell) in row.iter_mut().enumerate().take(left + 1) {
                    *cell = count as u32;
                    count += compositions(left - b, rest);
                }
            }
        }
        Ranker { before }
    }

    /// The rank of `board` among the boards with its seed count; the caller guarantees that
    /// count is at most [`MAX_SEEDS`].
    #[inline]
    pub fn rank(&self, board: &Board) -> usize {
        let mut left = board.iter().map(|&n| usize::from(n)).sum::<usize>();
        let mut rank = 0u32;
        // The last house holds whatever is left, so it adds nothing to the rank.
        for (house, &seeds) in board.iter().enumerate().take(HOUSES - 1) {
            let seeds = usize::from(seeds);
            rank += self.before[house][left][seeds];
            left -= seeds;
        }
        rank as usize
    }

    /// The board of rank `rank` among those with `seeds` seeds; the inverse of [`Ranker::rank`]
    /// for `rank < layer_len(seeds)`.
    pub fn unrank(&self, seeds: u8, rank: usize) -> Board {
        let mut board = [0; HOUSES];
        let mut left = usize::from(seeds);
        let mut rank = rank as u32;
        for (house, count) in board.iter_mut().enumerate().take(HOUSES - 1) {
            let row = &self.before[house][left];
            // The largest count whose boards start at or before `rank`.
            let seeds_here = (0..=left).rev().find(|&b| row[b] <= rank).unwrap_or(0);
            rank -= row[seeds_here];
            *count = seeds_here as u8;
            left -= seeds_here;
        }
        board[HOUSES - 1] = left as u8;
        board
    }
}

impl Default for Ranker {
    fn default() -> Self {
        Ranker::new()
    }
}

/// The first board of a layer in rank order: every seed in the last house.
pub fn first_board(seeds: u8) -> Board {
    let mut board = [0; HOUSES];
    board[HOUSES - 1] = seeds;
    board
}

/// Steps to the next board in rank order; false after the last one (every seed in house 0).
#[inline]
pub fn next_board(board: &mut Board) -> bool {
    // The rightmost house (before the last) with seeds after it takes one more seed, and the
    // houses after it restart from the smallest arrangement: all the rest in the last house.
    let mut tail = u32::from(board[HOUSES - 1]);
    for house in (0..HOUSES - 1).rev() {
        if tail > 0 {
            board[house] += 1;
            for later in &mut board[house + 1..HOUSES - 1] {
                *later = 0;
            }
            board[HOUSES - 1] = (tail - 1) as u8;
            return true;
        }
        tail += u32::from(board[house]);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumeration_visits_every_rank_in_order() {
        let ranker = Ranker::new();
        for seeds in 0..=5u8 {
            let mut board = first_board(seeds);
            let mut expected = 0;
            loop {
                assert_eq!(ranker.rank(&board), expected, "{board:?}");
                assert_eq!(ranker.unrank(seeds, expected), board);
                assert_eq!(
                    board.iter().map(|&n| u32::from(n)).sum::<u32>(),
                    u32::from(seeds)
                );
                expected += 1;
                if !next_board(&mut board) {
                    break;
                }
            }
            assert_eq!(expected, layer_len(seeds));
        }
    }

    #[test]
    fn sizes_match_the_closed_form() {
        assert_eq!(layer_len(0), 1);
        assert_eq!(layer_len(1), 12);
        assert_eq!(layer_len(17), 21_474_180);
        // Summing the layers gives C(bound + 12, 12).
        assert_eq!(tables_len(17), 51_895_935);
        assert_eq!(tables_len(16), 30_421_755);
        assert_eq!(layer_len(MAX_SEEDS), 417_225_900);
    }

    #[test]
    fn the_last_board_has_the_largest_rank() {
        let ranker = Ranker::new();
        let mut board = [0; HOUSES];
        board[0] = MAX_SEEDS;
        assert_eq!(ranker.rank(&board), layer_len(MAX_SEEDS) - 1);
        assert!(!next_board(&mut board));
    }
}
