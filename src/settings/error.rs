//! What can go wrong when saving settings.
//!
//! Loading never fails (it falls back to defaults and warns), so only saving
//! needs an error type. Every variant is a value the activity can show or log
//! and then keep running: settings are a convenience, never a reason to stop
//! a child's game.

use std::fmt;
use std::io;
use std::path::PathBuf;

use super::model::InvalidSetting;

#[derive(Debug)]
pub enum SettingsError {
    /// The values would not load back, so they are not written.
    Invalid(InvalidSetting),
    /// The TOML encoder refused the values (not expected in practice).
    Encode(toml::ser::Error),
    /// A file-system step failed; `action` says which, in plain words.
    Io {
        action: &'static str,
        path: PathBuf,
        source: io::Error,
    },
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Invalid(why) => write!(f, "settings not saved: {why}"),
            SettingsError::Encode(why) => write!(f, "settings not saved: {why}"),
            SettingsError::Io {
                action,
                path,
                source,
            } => write!(
                f,
                "settings not saved: could not {action} {}: {source}",
                path.display()
            ),
        }
    }
}

impl std::error::Error for SettingsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SettingsError::Invalid(why) => Some(why),
            SettingsError::Encode(why) => Some(why),
            SettingsError::Io { source, .. } => Some(source),
        }
    }
}
