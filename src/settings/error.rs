//! What can go wrong when saving settings.
//!
//! Loading never fails (it falls back to defaults and warns), so only saving
//! needs an error type. Every variant is a value the activity can show or log
//! and then keep running: settings are a convenience, never a reason to stop
//! a child's game.

use std::fmt;
use std::io;

use super::model::InvalidSetting;

/// Why the settings could not be saved; what was in force stays in force.
#[derive(Debug)]
pub enum SettingsError {
    /// The values would not load back, so they are not written.
    Invalid(InvalidSetting),
    /// The TOML encoder refused the values (not expected in practice).
    Encode(toml::ser::Error),
    /// The file could not be written; the error says which step failed, on which path.
    Io(io::Error),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Invalid(why) => write!(f, "settings not saved: {why}"),
            SettingsError::Encode(why) => write!(f, "settings not saved: {why}"),
            SettingsError::Io(error) => write!(f, "settings not saved: {error}"),
        }
    }
}

impl std::error::Error for SettingsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SettingsError::Invalid(why) => Some(why),
            SettingsError::Encode(why) => Some(why),
            SettingsError::Io(error) => Some(error),
        }
    }
}
