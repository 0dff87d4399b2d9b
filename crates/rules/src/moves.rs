use std::fmt;

/// A set of houses, one bit per house index; small enough to copy everywhere.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet(u32);

impl MoveSet {
    /// No house at all: what a finished game offers.
    pub const EMPTY: MoveSet = MoveSet(0);

    /// The houses whose bits are set, house `h` at bit `h`.
    pub(crate) fn from_bits(bits: u32) -> MoveSet {
        MoveSet(bits)
    }

    /// Adds a house; adding one twice changes nothing.
    pub fn insert(&mut self, house: usize) {
        self.0 |= 1 << house;
    }

    /// True when `house` is in the set; a house beyond the board never is.
    pub fn contains(self, house: usize) -> bool {
        house < 32 && self.0 & (1 << house) != 0
    }

    /// How many houses the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there is no house to play.
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
    /// Oware: the opponent's row is empty and this house does not sow into it, while another does.
    MustFeed,
    /// Togyz Kumalak: the house is a tuzdyk, which nobody plays.
    Tuzdyk,
}

impl IllegalMove {
    /// Every reason, so that a reader can find one by its code and a test can go through
    /// them all.
    pub const ALL: [IllegalMove; 6] = [
        IllegalMove::GameOver,
        IllegalMove::NoSuchHouse,
        IllegalMove::NotYourHouse,
        IllegalMove::EmptyHouse,
        IllegalMove::MustFeed,
        IllegalMove::Tuzdyk,
    ];

    /// The reason whose [`IllegalMove::code`] this is.
    pub fn from_code(code: &str) -> Option<IllegalMove> {
        IllegalMove::ALL
            .into_iter()
            .find(|reason| reason.code() == code)
    }

    /// A stable, language-neutral identifier used by the protocol and the translations.
    pub fn code(self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NoSuchHouse => "no-such-house",
            IllegalMove::NotYourHouse => "not-your-house",
            IllegalMove::EmptyHouse => "empty-house",
            IllegalMove::MustFeed => "must-feed",
            IllegalMove::Tuzdyk => "tuzdyk",
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
            IllegalMove::Tuzdyk => "that house is a tuzdyk and cannot be played",
        })
    }
}

impl std::error::Error for IllegalMove {}

/// The checks every game shares, in the order a child would be told about them.
pub(crate) fn check_own_house(
    houses: &[u8],
    houses_per_side: usize,
    mover: crate::Side,
    house: usize,
) -> Result<(), IllegalMove> {
    if house >= houses.len() {
        return Err(IllegalMove::NoSuchHouse);
    }
    if crate::layout::owner(houses_per_side, house) != mover {
        return Err(IllegalMove::NotYourHouse);
    }
    if houses[house] == 0 {
        return Err(IllegalMove::EmptyHouse);
    }
    Ok(())
}
