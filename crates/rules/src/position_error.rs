use std::fmt;

use crate::text::shown;

/// Why a position cannot be set up: it is not one the game can reach or hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text has the wrong number of words for this game, which has `houses` houses
    /// and, when `tuzdyks`, two tuzdyk words at the end.
    WrongFieldCount {
        /// Words given.
        found: usize,
        /// Houses on the game's board.
        houses: usize,
        /// True when the game has tuzdyks.
        tuzdyks: bool,
    },
    /// A position built from a list of houses that does not fit the board.
    WrongHouseCount {
        /// Houses on the game's board.
        expected: usize,
        /// Houses given.
        found: usize,
    },
    /// A count that is not a whole number from 0 to the game's total (`max`).
    NotACount {
        /// The word as given.
        text: String,
        /// The game's total of seeds.
        max: u32,
    },
    /// A side word that is neither `south` nor `north` (see [`crate::Side::from_name`]).
    NotASide(String),
    /// A tuzdyk field that is neither `-` nor a house letter.
    NotAHouse(String),
    /// Houses and stores that do not add up to the game's seeds: seeds never appear or vanish.
    WrongSeedTotal {
        /// The game's total of seeds.
        expected: u32,
        /// What the houses and stores add up to.
        found: u32,
    },
    /// A tuzdyk no game could have made.
    ImpossibleTuzdyk(TuzdykError),
}

/// The ways a tuzdyk can be impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TuzdykError {
    /// A tuzdyk must stand on the opponent's row.
    OnOwnersRow,
    /// Nobody's ninth house can become a tuzdyk.
    NinthHouse,
    /// The two tuzdyks cannot have the same number.
    SameNumber,
    /// A tuzdyk holds no stones; they go to the kazan.
    NotEmpty,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::WrongFieldCount {
                found,
                houses,
                tuzdyks,
            } => {
                let (expected, extra) = if *tuzdyks {
                    (houses + 5, ", 2 tuzdyks (a house letter or -)")
                } else {
                    (houses + 3, "")
                };
                write!(
                    f,
                    "expected {expected} words ({houses} house counts, 2 stores, south or north{extra}), found {found}"
                )
            }
            PositionError::WrongHouseCount { expected, found } => {
                write!(f, "expected {expected} house counts, found {found}")
            }
            PositionError::NotACount { text, max } => write!(
                f,
                "a seed count must be a whole number from 0 to {max}, not '{}'",
                shown(text)
            ),
            PositionError::NotASide(text) => {
                write!(f, "side must be south or north, not '{}'", shown(text))
            }
            PositionError::NotAHouse(text) => {
                write!(f, "a tuzdyk is a house letter or -, not '{}'", shown(text))
            }
            PositionError::WrongSeedTotal { expected, found } => write!(
                f,
                "houses and stores must add up to {expected}, not {found}"
            ),
            PositionError::ImpossibleTuzdyk(reason) => f.write_str(match reason {
                TuzdykError::OnOwnersRow => "a tuzdyk must be on the opponent's row",
                TuzdykError::NinthHouse => "a ninth house cannot be a tuzdyk",
                TuzdykError::SameNumber => "the two tuzdyks cannot have the same number",
                TuzdykError::NotEmpty => "a tuzdyk must be empty",
            }),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<TuzdykError> for PositionError {
    fn from(reason: TuzdykError) -> Self {
        PositionError::ImpossibleTuzdyk(reason)
    }
}
