//! The child of the class on this computer, with `--server`: "Who are you?" on the menu, a
//! dialog where the child taps their group, their name, then their three pictures
//! (`screen.rs`), the questions asked of the server off the window's thread (`class.rs`),
//! and the session kept beside the settings (`token.rs`), so that the child stays signed in
//! from one start to the next and their reports count for them.

mod class;
mod screen;
pub mod token;

pub use screen::{Act, SigninFeature};
