//! The rules of a family of sowing games: Oware (Abapa, 4 to 6 seeds per house), Kalah,
//! Congkak and Togyz Kumalak.
//!
//! This crate is pure: no user interface, no translations, no I/O and no randomness, so
//! that the activity, Tux, the engine protocol and the tests all stand on exactly the same
//! rules. Each game is a module with a position type that implements [`Rules`]; a move
//! returns the rules' own account of it ([`MoveReport`], a list of [`Step`]s), so nothing
//! outside this crate ever works out a sowing or a capture again. [`AnyPosition`] holds any
//! game's position for code that picks the game at run time, and [`Game`] adds the history.

pub mod abapa;
mod any;
pub mod congkak;
mod game;
pub mod kalah;
mod kind;
mod layout;
mod moves;
mod notation;
mod outcome;
mod perft;
mod position_error;
mod preview;
mod repetition;
mod rules;
mod side;
mod step;
mod store_board;
mod text;
pub mod togyz;

pub use any::{AnyPosition, GameVisitor};
pub use game::{Game, GameStatus, NO_CAPTURE_LIMIT, REPETITION_LIMIT};
pub use kind::{GameKind, Ruleset, RulesetError};
pub use layout::{Layout, Stores, MAX_HOUSES_PER_SIDE, MAX_PITS};
pub use moves::{IllegalMove, MoveSet};
pub use notation::{house_from_letter, house_letter, NotationError};
pub use outcome::{EndReason, Outcome};
pub use perft::perft;
pub use position_error::{PositionError, TuzdykError};
pub use preview::{preview, Preview, Taken};
pub use repetition::Repetition;
pub use rules::Rules;
pub use side::Side;
pub use step::{MoveReport, Pit, Step};
pub use text::{format_position, shown};
