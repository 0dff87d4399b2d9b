//! Which message says what: the one choice of words for the desktop activity and the
//! browser's page.
//!
//! A [`Phrase`] is a Fluent message id with typed arguments (numbers, names, house numbers,
//! a message whose text is an argument). This crate decides which phrase says what about a
//! move (from the rules' [`oware_rules::MoveReport`]), a refusal, the end of a game and a move
//! preview, for each seat: the child at the machine, Tux, one of two children sharing a
//! screen, or a classmate elsewhere. It formats nothing: the desktop turns phrases into text
//! with Fluent, and the classroom server sends them to the page (`! say`), which does the same.
//! Both therefore say the same thing about the same game.
//!
//! - `phrase`: [`Phrase`] and its [`Arg`]s;
//! - `seats`: [`Seats`], who sits where, and the phrases that depend on it (turn, move,
//!   refusal, end, labels);
//! - `preview`: [`preview`], a move preview in words;
//! - `screen`: the words around the board that no move changes (names, help, level, hint);
//! - `game`: the game's numbers and the sentence that says why a game ended;
//! - `review`: [`review`], what Tux says of one of the child's moves in the look back;
//! - [`coach`]: the sentences of puzzles and counting drills on the browser's page.
//!
//! The crate stands on `oware-rules`, and on `oware-tux` for the account of a reviewed move:
//! no Fluent, no window, no network.

#![warn(missing_docs)]

pub mod coach;
mod game;
mod phrase;
mod preview;
mod review;
mod screen;
mod seats;

pub use game::{end_reason, numbers};
pub use phrase::{Arg, Phrase, Speaker};
pub use preview::preview;
pub use review::review;
pub use screen::{classmate_left, help_rules, help_title, hint_thinking, hint_try, level_line};
pub use seats::{feed, illegal_move_id, End, MoveEvent, Refusal, Seat, Seats};
