//! The game of Oware (Abapa rules): boards, moves, captures and the end of the game.
//!
//! This module is pure: no user interface, no translations, no I/O and no randomness, so that
//! the activity, Tux, the engine protocol and the tests all stand on exactly the same rules.
//! The board size and the seeds per house are parameters ([`Variant`]) so that other sowing
//! games can reuse the board arithmetic later.

mod game;
mod moves;
mod notation;
mod perft;
mod position;
mod side;
mod variant;

pub use game::{EndReason, Game, GameStatus, Outcome, NO_CAPTURE_LIMIT, REPETITION_LIMIT};
pub use moves::{IllegalMove, MoveReport, MoveSet};
pub use notation::{house_from_letter, house_letter, NotationError};
pub use perft::perft;
pub use position::{Position, PositionError, ScoreState};
pub use side::Side;
pub use variant::{Variant, VariantError, MAX_HOUSES_PER_SIDE, MAX_PITS};
