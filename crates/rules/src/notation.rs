use std::fmt;

use crate::Layout;

/// The letter of a house: South's row is `A`, `B`, … and North's row `a`, `b`, …,
/// both in sowing order (A–F, A–G or A–I by the width of the board).
pub fn house_letter(layout: impl Into<Layout>, house: usize) -> char {
    let n = layout.into().houses_per_side;
    let (base, offset) = if house < n {
        (b'A', house)
    } else {
        (b'a', house - n)
    };
    char::from(base + offset as u8)
}

/// Why a text does not name a house, for the protocols to pass on to whoever typed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text is not a single letter naming a house of this board.
    NotAHouse(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::NotAHouse(text) => write!(f, "'{text}' is not a house letter"),
        }
    }
}

impl std::error::Error for NotationError {}

/// Reads a house letter back; the inverse of [`house_letter`].
pub fn house_from_letter(layout: impl Into<Layout>, text: &str) -> Result<usize, NotationError> {
    let not_a_house = || NotationError::NotAHouse(text.to_string());
    let mut chars = text.chars();
    let (Some(letter), None) = (chars.next(), chars.next()) else {
        return Err(not_a_house());
    };
    let n = layout.into().houses_per_side;
    let index = |base: char| {
        (letter as usize)
            .checked_sub(base as usize)
            .filter(|i| *i < n)
    };
    if let Some(i) = index('A') {
        Ok(i)
    } else if let Some(i) = index('a') {
        Ok(n + i)
    } else {
        Err(not_a_house())
    }
}
