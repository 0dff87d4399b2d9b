//! Oware under the Abapa rules, with 4, 5 or 6 seeds per house.
//!
//! Sowing skips the house it started from; the last seed captures a run of opponent houses
//! holding 2 or 3 seeds, unless that would take every opponent seed (grand slam); an empty
//! opponent row must be fed. The search's fast path (whole laps at once) lives here.

pub mod board;
mod position;
mod variant;

pub use position::{Position, ScoreState};
pub use variant::{Variant, VariantError};

/// A game of Oware with its history.
pub type Game = crate::Game<Position>;

impl Game {
    /// A new game of Oware on this board, from the opening position.
    pub fn new(variant: Variant) -> Self {
        Game::from_position(Position::start(variant))
    }

    /// The board this game is played on.
    pub fn variant(&self) -> Variant {
        self.position().variant()
    }
}
