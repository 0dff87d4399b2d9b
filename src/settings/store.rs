//! Where the settings file lives, and reading and writing it.
//!
//! # The contract with the activity
//!
//! - [`SettingsStore::load`] never writes and never fails: a missing file
//!   gives defaults quietly; any other problem gives defaults (or the fields
//!   that could be read) plus a warning for stderr.
//! - The file is written only by [`SettingsStore::save`], and the activity
//!   calls it only when the teacher actually changes a setting (use
//!   [`super::Session::change`], which enforces this) or asks for
//!   `--reset-settings`. So a damaged file, or one from a newer Oware, stays
//!   byte-for-byte as it was until someone deliberately changes a setting;
//!   a teacher can still inspect or repair it.
//! - `save` replaces the file atomically and reports failure as a value.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use oware_files::{config_folder, replace_file};

use super::error::SettingsError;
use super::model::{Settings, SETTINGS_VERSION};
use super::parse::parse;

/// The file name inside the configuration directory.
pub const FILE_NAME: &str = "settings.toml";

/// Written above the values so a teacher who opens the file knows what it is
/// and that hand edits are welcome.
const HEADER: &str = "\
# Settings of the Oware activity. You may edit this file by hand;
# a value that is not understood falls back to its default, with a warning.
# Comments are not kept when the activity saves.
";

/// How the file looked when it was loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileState {
    /// No file yet: first run, or settings never changed.
    Missing,
    /// Read and fully understood.
    Clean,
    /// Present but not (fully) usable; left as it is until a setting changes.
    Damaged,
}

/// The outcome of [`SettingsStore::load`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadResult {
    /// Always usable: every field is valid.
    pub settings: Settings,
    /// For stderr; `Some` exactly when `state` is `Damaged`.
    pub warning: Option<String>,
    pub state: FileState,
}

/// A settings file at a known path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsStore {
    path: PathBuf,
}

impl SettingsStore {
    /// The per-user location: `~/.config/oware/settings.toml` on Linux
    /// (honouring `XDG_CONFIG_HOME`), `~/Library/Application Support/
    /// org.oware.Oware/` on macOS, `%APPDATA%\oware\Oware\config\` on Windows.
    ///
    /// `None` when the system has no home directory (some kiosks and
    /// containers); the activity then runs with settings kept in memory.
    pub fn default_location() -> Option<SettingsStore> {
        config_folder().map(|folder| SettingsStore::at(folder.join(FILE_NAME)))
    }

    /// A store for an explicit file path (tests, portable installs).
    pub fn at(path: impl Into<PathBuf>) -> SettingsStore {
        SettingsStore { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the file; see the module documentation for the guarantees.
    pub fn load(&self) -> LoadResult {
        let bytes = match fs::read(&self.path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return LoadResult {
                    settings: Settings::default(),
                    warning: None,
                    state: FileState::Missing,
                };
            }
            Err(error) => {
                return self.damaged(
                    Settings::default(),
                    &[format!("it cannot be read ({error})")],
                )
            }
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return self.damaged(Settings::default(), &["it is not UTF-8 text".to_owned()]);
        };
        let parsed = parse(&text);
        if parsed.problems.is_empty() {
            LoadResult {
                settings: parsed.settings,
                warning: None,
                state: FileState::Clean,
            }
        } else {
            self.damaged(parsed.settings, &parsed.problems)
        }
    }

    /// Writes `settings`, creating the directory if needed, atomically.
    ///
    /// Values that would not load back are refused rather than written.
    pub fn save(&self, settings: &Settings) -> Result<(), SettingsError> {
        let mut settings = settings
            .clone()
            .validated()
            .map_err(SettingsError::Invalid)?;
        // Whatever was read, what is written now is in this build's format.
        settings.version = SETTINGS_VERSION;
        let body = toml::to_string(&settings).map_err(SettingsError::Encode)?;
        replace_file(&self.path, format!("{HEADER}{body}").as_bytes()).map_err(SettingsError::Io)
    }

    fn damaged(&self, settings: Settings, problems: &[String]) -> LoadResult {
        let warning = format!(
            "settings file {}: {}; using default values instead. \
             The file is left unchanged until a setting is changed.",
            self.path.display(),
            problems.join("; ")
        );
        LoadResult {
            settings,
            warning: Some(warning),
            state: FileState::Damaged,
        }
    }
}
