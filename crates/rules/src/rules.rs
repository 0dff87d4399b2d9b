use std::fmt::Debug;
use std::hash::Hash;

use crate::{
    AnyPosition, GameKind, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Side, MAX_PITS,
};

/// A position of one sowing game, with that game's rules: what every game of the family
/// answers, so that the game history, Tux, the protocol and the board work with any of them.
///
/// Two ways to make a move: [`Rules::play`] checks it and returns the rules' account of it,
/// step by step; [`Rules::apply`] is the unchecked fast path for search and perft. Both run
/// the same sowing code.
pub trait Rules: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// Which game of the family this position belongs to.
    fn kind(&self) -> GameKind;

    /// The same position held as [`AnyPosition`], for code that needs one game's own type.
    fn to_any(&self) -> AnyPosition;

    /// The board this position stands on.
    fn layout(&self) -> Layout;

    /// The player whose turn it is.
    fn to_move(&self) -> Side;

    /// All houses in sowing order: South's row, then North's. A tuzdyk shows 0.
    fn houses(&self) -> &[u8];

    /// Seeds in one house; zero for a house that does not exist.
    fn seeds(&self, house: usize) -> u8 {
        self.houses().get(house).copied().unwrap_or(0)
    }

    /// Both stores (captured seeds, Kalah stores, kazans), South's first.
    fn stores(&self) -> [u8; 2];

    /// Each player's tuzdyk (a house on the opponent's row), South's first; Togyz Kumalak only.
    fn tuzdyks(&self) -> [Option<usize>; 2] {
        [None, None]
    }

    /// Seeds still on one player's row.
    fn row_seeds(&self, side: Side) -> u32 {
        self.houses()[self.layout().row(side)]
            .iter()
            .map(|&n| u32::from(n))
            .sum()
    }

    /// The scores of a game that stops with seeds still on the board: each player keeps the
    /// seeds on his own row, added to his store. Every game of the family ends this way when
    /// the player to move has no move, and Oware also when its history ends it.
    fn swept_scores(&self) -> [u32; 2] {
        let stores = self.stores();
        Side::BOTH.map(|side| u32::from(stores[side.index()]) + self.row_seeds(side))
    }

    /// The houses the player to move may play; empty once the board alone ends the game.
    fn legal_moves(&self) -> MoveSet;

    /// Says whether `house` may be played now and, if not, why.
    fn check_move(&self, house: usize) -> Result<(), IllegalMove>;

    /// Plays a legal move and tells what happened, or explains why the move is illegal.
    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove>;

    /// Plays `house` without checking it and returns the seeds captured. The caller must
    /// pass a legal move.
    fn apply(&mut self, house: usize) -> u8;

    /// The end of the game as far as this position alone can tell, with the final scores.
    fn end(&self) -> Option<Outcome>;

    /// A 64-bit hash of everything that makes the position: houses, stores, tuzdyks and the
    /// player to move.
    fn key(&self) -> u64;

    /// True for Oware, where a third repetition or a long run without a capture ends the game;
    /// [`crate::Game`] judges those from the history.
    fn history_ends(&self) -> bool {
        false
    }

    /// True when the player to move is limited to moves that feed an empty opponent row.
    fn must_feed(&self) -> bool {
        false
    }
}

/// Murmur3's finaliser: a bijection on 64 bits that spreads every input bit.
#[inline]
fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// Hashes a position's bytes: up to 18 houses, then up to six bytes of stores, the player to
/// move and any game-specific state.
#[inline]
pub(crate) fn hash_position(houses: &[u8], tail: [u8; 6]) -> u64 {
    let mut board = [0u8; MAX_PITS];
    board[..houses.len()].copy_from_slice(houses);
    hash_board(&board, tail)
}

/// [`hash_position`] of a board held in a whole array, the houses it does not have at zero:
/// the same hash without copying a board of unknown length, for the search's fast path.
#[inline]
pub(crate) fn hash_board(houses: &[u8; MAX_PITS], tail: [u8; 6]) -> u64 {
    let mut bytes = [0u8; 24];
    bytes[..MAX_PITS].copy_from_slice(houses);
    bytes[MAX_PITS..].copy_from_slice(&tail);
    let word = |i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    };
    mix(word(0) ^ mix(word(1) ^ mix(word(2) ^ 0x9e37_79b9_7f4a_7c15)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_board_hashes_as_its_houses_do() {
        let houses: Vec<u8> = (1..=12).collect();
        let mut board = [0u8; MAX_PITS];
        board[..12].copy_from_slice(&houses);
        let tail = [20, 4, 1, 0, 0, 0];
        assert_eq!(hash_board(&board, tail), hash_position(&houses, tail));
        // The control: a seed more in a house the short board does not have changes the hash.
        board[12] = 1;
        assert_ne!(hash_board(&board, tail), hash_position(&houses, tail));
    }
}
