use std::ops::Range;

use crate::Side;

/// The widest row the core supports; a Togyz Kumalak row has nine houses.
pub const MAX_HOUSES_PER_SIDE: usize = 9;
/// Storage for both rows of the widest supported board.
pub const MAX_PITS: usize = 2 * MAX_HOUSES_PER_SIDE;

/// Where a game keeps the seeds a player has won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stores {
    /// Oware: captured seeds are set aside; sowing never passes a store.
    Aside,
    /// Kalah and Congkak: each player's store stands at his right-hand end of the board and
    /// his own sowing passes through it (the opponent's store is skipped).
    OnThePath,
    /// Togyz Kumalak: kazans beside the board, fed by captures and by the tuzdyks.
    Kazans,
}

/// The geometry of a board, as data: houses per side and where the stores are.
///
/// Houses are numbered in sowing order: South's row is `0..n`, North's row is `n..2n`, and the
/// house after the last one is house 0 again. Sowing runs counter-clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Houses in one player's row: 6, 7 or 9.
    pub houses_per_side: usize,
    /// Where the won seeds go, which decides whether sowing passes a store.
    pub stores: Stores,
    /// True when a house can become a tuzdyk (Togyz Kumalak).
    pub tuzdyks: bool,
}

impl Layout {
    /// Number of houses on the whole board.
    pub fn pits(self) -> usize {
        2 * self.houses_per_side
    }

    /// The houses of one player's row, in sowing order.
    pub fn row(self, side: Side) -> Range<usize> {
        row(self.houses_per_side, side)
    }

    /// The player whose row holds `house`.
    pub fn owner(self, house: usize) -> Side {
        owner(self.houses_per_side, house)
    }

    /// The house facing `house` across the board (A faces the last house of North's row).
    pub fn opposite(self, house: usize) -> usize {
        self.pits() - 1 - house
    }

    /// A house's place in its owner's row, from 0 (the owner's left) upwards.
    pub fn offset_in_row(self, house: usize) -> usize {
        house % self.houses_per_side
    }

    /// The house that receives the next seed after `house`, stores aside.
    pub fn next(self, house: usize) -> usize {
        (house + 1) % self.pits()
    }
}

pub(crate) fn row(houses_per_side: usize, side: Side) -> Range<usize> {
    match side {
        Side::South => 0..houses_per_side,
        Side::North => houses_per_side..2 * houses_per_side,
    }
}

pub(crate) fn owner(houses_per_side: usize, house: usize) -> Side {
    if house < houses_per_side {
        Side::South
    } else {
        Side::North
    }
}
