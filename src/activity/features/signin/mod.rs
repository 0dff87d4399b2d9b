//! The child of the class on this computer, with `--server`: the session kept beside the
//! settings (`token.rs`), so that the child's reports count for them.

pub mod token;
