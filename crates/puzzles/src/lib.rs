//! Puzzles and counting drills for every game of the family.
//!
//! A [`Puzzle`] is a position from a real game where the solver has one clearly best line
//! (checked by search), with the moves that win as much as the line's ([`Puzzle::accepted`]),
//! its themes and a Glicko-2 rating. The puzzle files are JSON lines ([`parse_puzzles`],
//! [`puzzle_line`]); each game's shipped set is embedded ([`shipped`]). A [`PuzzleRun`] judges
//! a child's moves against the puzzle with the rules, answers with Tux's replies and explains
//! each verdict in typed numbers ([`Explanation`]) that the user interfaces put into words.
//! Ratings move with every attempt ([`rate`]); [`pick`] and [`Streak`] choose the next
//! puzzle; a [`PuzzleRecord`] keeps one child's results as text. A child's own mistakes
//! become puzzles that come back after days ([`own_puzzles`], [`OwnPuzzles`]); the counting
//! drills ([`Drill`], [`DrillLadder`]) come before puzzles for the youngest.
//!
//! The shipped sets are made by [`generate`] and re-checked by [`verify`], the only-move test.
//!
//! No user interface, no translations, no I/O apart from [`load_file`].

mod annotate;
mod attempt;
pub mod drill;
mod explain;
mod format;
pub mod generate;
mod glicko2;
mod hint;
mod line_themes;
mod mirror;
mod only_move;
mod own;
mod pick;
mod puzzle;
mod record;
mod record_text;
mod repeat;
mod run;
mod search;
mod shipped;
mod theme;
pub mod verify;

pub use annotate::{annotate, refutations};
pub use attempt::{Attempt, Solved};
pub use drill::{Drill, DrillAnswer, DrillKind, DrillLadder, DrillVerdict};
pub use explain::Explanation;
pub use format::{load_file, parse_puzzles, puzzle_line, PuzzleFileError};
pub use glicko2::{rate, update, Glicko, MAX_DEVIATION, MIN_DEVIATION, TAU};
pub use hint::Hint;
pub use only_move::{only_move, only_move_margin, ONLY_MOVE_NODES};
pub use own::own_puzzles;
pub use pick::{pick, Streak};
pub use puzzle::{PlyMove, Puzzle};
pub use record::{PuzzleRecord, PuzzleRecords};
pub use record_text::RecordError;
pub use repeat::{OwnEntry, OwnPuzzles, INTERVALS};
pub use run::{PuzzleRun, Verdict};
pub use search::REPLY_NODES;
pub use shipped::shipped;
pub use theme::Theme;
