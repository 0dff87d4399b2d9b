//! Teacher settings kept between runs.
//!
//! [`Settings`] is what a teacher chooses; [`SettingsStore`] reads and writes
//! it as TOML in the user's configuration directory; [`SettingsInForce`] holds the
//! settings of a running activity (the saved ones with the run's options on
//! top) and decides what is written, and when; [`SettingsWarning`] is what the
//! window should tell a teacher about a damaged file. The child's own records kept
//! beside the settings (the lessons done, the puzzles, the chapters' stars) are each a
//! `BesideFile` (beside.rs).

mod beside;
mod error;
mod in_force;
mod model;
mod parse;
mod store;
mod warning;

pub(crate) use beside::{read_strictly, BesideFile, Damaged};
pub use error::SettingsError;
pub use in_force::SettingsInForce;
pub use model::{
    Games, Hints, InvalidSetting, Mode, MovePreview, ReadingFont, ReplaySpeed, Settings,
    WindowSize, DEFAULT_LEVEL, MAX_LEVEL, PREVIEW_UP_TO_LEVEL, SETTINGS_VERSION,
};
pub(crate) use parse::recover_lines;
pub use parse::{parse, Parsed};
pub use store::{FileState, LoadResult, SettingsStore, FILE_NAME};
pub use warning::SettingsWarning;
