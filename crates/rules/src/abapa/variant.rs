use std::fmt;
use std::ops::Range;

use crate::{Layout, Side, Stores, MAX_HOUSES_PER_SIDE};

/// The shape of an Oware board: houses per row and seeds per house at the start.
///
/// Houses are numbered in sowing order: South's row is `0..n`, North's row is `n..2n`,
/// and the house after the last one is house 0 again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    houses_per_side: u8,
    seeds_per_house: u8,
}

/// Why a board shape is refused: the core holds only boards whose counts fit its arrays and
/// a byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// A row must have from 2 to [`MAX_HOUSES_PER_SIDE`] houses.
    HousesPerSide(usize),
    /// A house must start with 1 to 9 seeds.
    SeedsPerHouse(usize),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::HousesPerSide(n) => write!(
                f,
                "a row must have between 2 and {MAX_HOUSES_PER_SIDE} houses, not {n}"
            ),
            VariantError::SeedsPerHouse(n) => {
                write!(f, "a house must start with between 1 and 9 seeds, not {n}")
            }
        }
    }
}

impl std::error::Error for VariantError {}

impl Variant {
    /// Oware as played under the Abapa rules: six houses a side, four seeds each.
    pub const ABAPA: Variant = Variant {
        houses_per_side: 6,
        seeds_per_house: 4,
    };

    /// A board of `houses_per_side` houses a row, each starting with `seeds_per_house`;
    /// refused when the counts would not fit (see [`VariantError`]).
    pub fn new(houses_per_side: usize, seeds_per_house: usize) -> Result<Variant, VariantError> {
        if !(2..=MAX_HOUSES_PER_SIDE).contains(&houses_per_side) {
            return Err(VariantError::HousesPerSide(houses_per_side));
        }
        // Nine seeds a house keeps every count (and every score) inside a byte.
        if !(1..=9).contains(&seeds_per_house) {
            return Err(VariantError::SeedsPerHouse(seeds_per_house));
        }
        Ok(Variant {
            houses_per_side: houses_per_side as u8,
            seeds_per_house: seeds_per_house as u8,
        })
    }

    /// The board as the other games describe theirs.
    pub fn layout(self) -> Layout {
        Layout {
            houses_per_side: self.houses_per_side(),
            stores: Stores::Aside,
            tuzdyks: false,
        }
    }

    /// Houses in one player's row.
    pub fn houses_per_side(self) -> usize {
        usize::from(self.houses_per_side)
    }

    /// The seeds each house holds at the start.
    pub fn seeds_per_house(self) -> u8 {
        self.seeds_per_house
    }

    /// Number of houses on the whole board.
    pub fn pits(self) -> usize {
        2 * self.houses_per_side()
    }

    /// Every seed of the game, on the board and in the stores (48 under Abapa).
    pub fn total_seeds(self) -> u32 {
        self.pits() as u32 * u32::from(self.seeds_per_house)
    }

    /// Captured seeds that win outright: more than half of all seeds (25 of 48).
    pub fn winning_score(self) -> u32 {
        self.total_seeds() / 2 + 1
    }

    /// The houses of one player's row, in sowing order.
    pub fn row(self, side: Side) -> Range<usize> {
        let n = self.houses_per_side();
        match side {
            Side::South => 0..n,
            Side::North => n..2 * n,
        }
    }

    /// The player whose row holds `house`.
    pub fn owner(self, house: usize) -> Side {
        if house < self.houses_per_side() {
            Side::South
        } else {
            Side::North
        }
    }

    /// The house that receives the next seed after `house` (counter-clockwise).
    pub fn next(self, house: usize) -> usize {
        if house + 1 == self.pits() {
            0
        } else {
            house + 1
        }
    }

    /// The house before `house` in sowing order: where a sowing of whole laps ends, since
    /// it skips the house it started from.
    pub fn previous(self, house: usize) -> usize {
        if house == 0 {
            self.pits() - 1
        } else {
            house - 1
        }
    }
}

impl From<Variant> for Layout {
    fn from(variant: Variant) -> Layout {
        variant.layout()
    }
}

impl Default for Variant {
    fn default() -> Self {
        Variant::ABAPA
    }
}
