//! What the board looks like right now, as plain data for the Slint models.

use crate::rules::abapa::Variant;
use crate::rules::{MoveSet, Side};

use super::animation::Frame;

/// One house as drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HouseState {
    pub index: usize,
    pub seeds: u8,
    pub playable: bool,
    pub feeding: bool,
    pub last_origin: bool,
    pub sown: bool,
    pub captured: bool,
    pub hinted: bool,
    pub refused: bool,
}

/// The inputs that decide how each house is drawn.
pub struct BoardInputs<'a> {
    pub variant: Variant,
    pub houses: &'a [u8],
    /// Houses the person at the machine may click now (empty during Tux's turn or a replay).
    pub clickable: MoveSet,
    pub must_feed: bool,
    pub last_origin: Option<usize>,
    pub frame: Option<&'a Frame>,
    pub hinted: Option<usize>,
    pub refused: Option<usize>,
}

/// The two rows in drawing order: North's row right to left (f..a), South's left to right.
pub fn rows(inputs: &BoardInputs) -> (Vec<HouseState>, Vec<HouseState>) {
    let state = |index: usize| {
        let playable = inputs.clickable.contains(index);
        HouseState {
            index,
            seeds: inputs.houses.get(index).copied().unwrap_or(0),
            playable,
            feeding: playable && inputs.must_feed,
            last_origin: inputs.frame.is_none() && inputs.last_origin == Some(index),
            sown: inputs.frame.is_some_and(|frame| frame.sown == Some(index)),
            captured: inputs
                .frame
                .is_some_and(|frame| frame.captured.contains(&index)),
            hinted: inputs.hinted == Some(index),
            refused: inputs.refused == Some(index),
        }
    };
    let north = inputs.variant.row(Side::North).rev().map(state).collect();
    let south = inputs.variant.row(Side::South).map(state).collect();
    (north, south)
}
