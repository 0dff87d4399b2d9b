//! Teacher settings kept between runs.
//!
//! [`Settings`] is what a teacher chooses; [`SettingsStore`] reads and writes
//! it as TOML in the user's configuration directory; [`Session`] holds the
//! settings of a running activity and decides when they are written.

mod error;
mod model;
mod parse;
mod session;
mod store;

pub use error::SettingsError;
pub use model::{
    Games, InvalidSetting, Mode, MovePreview, ReadingFont, ReplaySpeed, Settings, DEFAULT_LEVEL,
    MAX_LEVEL, PREVIEW_UP_TO_LEVEL, SETTINGS_VERSION,
};
pub use parse::{parse, Parsed};
pub use session::Session;
pub use store::{FileState, LoadResult, SettingsStore, FILE_NAME};
