//! The hint ladder: first what to look for, then where, then what the move does.

use oware_rules::Preview;

use crate::Theme;

/// One rung of the hint ladder, climbed one at a time by [`crate::PuzzleRun::hint`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// What the puzzle is about (skipped when it has no theme).
    Theme(Theme),
    /// The house to play.
    House(usize),
    /// What the house to play does: its sowing, seed by seed, and its captures.
    Preview(Preview),
}

impl Hint {
    /// The rung of the ladder, from 1 (the theme) to 3 (the preview).
    pub fn rung(&self) -> u32 {
        match self {
            Hint::Theme(_) => 1,
            Hint::House(_) => 2,
            Hint::Preview(_) => 3,
        }
    }
}
