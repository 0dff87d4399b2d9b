use std::fmt;

use super::{Side, Variant};

/// A set of houses, one bit per house index; small enough to copy everywhere.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet(u32);

impl MoveSet {
    pub const EMPTY: MoveSet = MoveSet(0);

    pub fn insert(&mut self, house: usize) {
        self.0 |= 1 << house;
    }

    pub fn contains(self, house: usize) -> bool {
        house < 32 && self.0 & (1 << house) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The houses in ascending order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let house = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(house)
        })
    }
}

/// Why a house cannot be played; each reason is something a child can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game has already ended.
    GameOver,
    /// There is no house with that number on this board.
    NoSuchHouse,
    /// The house belongs to the other player.
    NotYourHouse,
    /// The house holds no seeds.
    EmptyHouse,
    /// The opponent's row is empty and this house does not sow into it, while another does.
    MustFeed,
}

impl IllegalMove {
    /// A stable, language-neutral identifier used by the protocol and the translations.
    pub fn code(self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NoSuchHouse => "no-such-house",
            IllegalMove::NotYourHouse => "not-your-house",
            IllegalMove::EmptyHouse => "empty-house",
            IllegalMove::MustFeed => "must-feed",
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NoSuchHouse => "there is no such house",
            IllegalMove::NotYourHouse => "that house belongs to the other player",
            IllegalMove::EmptyHouse => "that house is empty",
            IllegalMove::MustFeed => "the opponent's row is empty and must be fed",
        })
    }
}

impl std::error::Error for IllegalMove {}

/// Everything the activity needs to animate and explain one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    pub variant: Variant,
    pub mover: Side,
    /// The house the seeds were taken from.
    pub origin: usize,
    /// How many seeds were sown.
    pub seeds: u8,
    /// Houses whose seeds were captured, from the last sown house backwards.
    pub captured_houses: Vec<usize>,
    /// Seeds moved to the mover's store.
    pub captured_seeds: u8,
    /// True when the move would have taken every seed of the opponent, so nothing was taken.
    pub grand_slam_forfeited: bool,
}

impl MoveReport {
    /// The houses that received a seed, in the order they received it; the origin is skipped.
    pub fn sown_houses(&self) -> Vec<usize> {
        let mut houses = Vec::with_capacity(usize::from(self.seeds));
        let mut house = self.origin;
        while houses.len() < usize::from(self.seeds) {
            house = self.variant.next(house);
            if house != self.origin {
                houses.push(house);
            }
        }
        houses
    }

    /// The house that received the last seed.
    pub fn last_house(&self) -> usize {
        self.sown_houses().last().copied().unwrap_or(self.origin)
    }
}
