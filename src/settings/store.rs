//! Where the settings file lives, and reading and writing it.
//!
//! # The contract with the activity
//!
//! - [`SettingsStore::load`] never changes the file and never fails: a missing
//!   file gives defaults quietly; any other problem gives defaults (or the
//!   values that could be read, line by line) plus a warning for stderr and a
//!   [`SettingsWarning`] for the window. A file that is not TOML (or not text,
//!   or from a newer Oware) is copied aside at once, with the time in its
//!   name (`settings.toml.damaged-2026-12-06T22-30-00`), so the warning can
//!   say where it is; the same bytes are copied only once, however many runs
//!   find them.
//! - The file is written only by [`SettingsStore::save`], and the activity
//!   calls it only when the teacher actually changes a setting (use
//!   [`super::SettingsInForce::change`], which enforces this) or asks for
//!   `--reset-settings` or `--save`. So a damaged file stays byte-for-byte as
//!   it was until someone deliberately changes a setting; a teacher can still
//!   inspect or repair it.
//! - `save` replaces the file atomically and reports failure as a value;
//!   it never replaces a damaged file that is not kept aside first.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use oware_files::{config_folder, keep_aside, replace_file_keeping_damaged};

use super::error::SettingsError;
use super::model::{Settings, SETTINGS_VERSION};
use super::parse::{needs_keeping_aside, parse};
use super::warning::SettingsWarning;

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
    /// Whether the file was there, and whether it could be used.
    pub state: FileState,
    /// For the window; see [`LoadResult::warnings`].
    shown: Vec<SettingsWarning>,
}

impl LoadResult {
    /// What the window should tell the teacher about the file (empty for a sound or
    /// missing file, and for one with only some bad values, which stderr reports).
    pub fn warnings(&self) -> &[SettingsWarning] {
        &self.shown
    }
}

/// A settings file at a known path.
///
/// The store of a run ([`SettingsStore::for_run`]) also remembers what the file held when the
/// run started and what the window should say about it: the store is what the launcher hands
/// to the activity, and [`super::SettingsInForce::new`] reads both from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsStore {
    path: PathBuf,
    run: Option<Box<RunStart>>,
}

/// What a run's store remembers of its start.
#[derive(Debug, Clone, PartialEq, Eq)]
struct RunStart {
    saved: Settings,
    warnings: Vec<SettingsWarning>,
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
        SettingsStore {
            path: path.into(),
            run: None,
        }
    }

    /// This store, for a run that started from `saved` (what the file held, or what
    /// `--reset-settings` or `--save` wrote) and whose window should show `warnings`. The
    /// settings in force may differ from `saved` by the run's command-line options; a change
    /// then saves `saved` plus the change, never those options.
    pub fn for_run(self, saved: Settings, warnings: Vec<SettingsWarning>) -> SettingsStore {
        SettingsStore {
            run: Some(Box::new(RunStart { saved, warnings })),
            ..self
        }
    }

    /// The saved settings the run started from, for a store made by [`SettingsStore::for_run`].
    pub fn saved_at_start(&self) -> Option<&Settings> {
        self.run.as_ref().map(|run| &run.saved)
    }

    /// What the window should tell the teacher about the file, for a store made by
    /// [`SettingsStore::for_run`]; empty otherwise.
    pub fn warnings(&self) -> &[SettingsWarning] {
        self.run.as_ref().map_or(&[], |run| run.warnings.as_slice())
    }

    /// Where the settings file is.
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
                    shown: Vec::new(),
                };
            }
            Err(error) => {
                return self.damaged(
                    Settings::default(),
                    &[format!("it cannot be read ({error})")],
                )
            }
        };
        if needs_keeping_aside(&bytes) {
            return self.kept_aside(&bytes);
        }
        let parsed = parse(&String::from_utf8_lossy(&bytes));
        if parsed.problems.is_empty() {
            LoadResult {
                settings: parsed.settings,
                warning: None,
                state: FileState::Clean,
                shown: Vec::new(),
            }
        } else {
            self.damaged(parsed.settings, &parsed.problems)
        }
    }

    /// A file that no save may replace as it is: its readable values, and a copy of its bytes
    /// beside it.
    fn kept_aside(&self, bytes: &[u8]) -> LoadResult {
        let parsed = match std::str::from_utf8(bytes) {
            Ok(text) => parse(text),
            Err(_) => super::parse::Parsed {
                settings: Settings::default(),
                problems: vec!["it is not UTF-8 text".to_owned()],
            },
        };
        let mut problems = parsed.problems;
        let kept_as = match keep_aside(&self.path, bytes, SystemTime::now()) {
            Ok(copy) => {
                problems.push(format!("the file as it was is kept as {}", copy.display()));
                Some(copy)
            }
            Err(error) => {
                problems.push(format!(
                    "it could not be kept aside ({error}), so no change will be saved"
                ));
                None
            }
        };
        let mut loaded = self.damaged(parsed.settings, &problems);
        loaded.shown.push(SettingsWarning::Damaged {
            file: self.path.clone(),
            kept_as,
        });
        loaded
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
        replace_file_keeping_damaged(
            &self.path,
            format!("{HEADER}{body}").as_bytes(),
            needs_keeping_aside,
        )
        .map(|_kept| ())
        .map_err(SettingsError::Io)
    }

    fn damaged(&self, settings: Settings, problems: &[String]) -> LoadResult {
        let warning = format!(
            "settings file {}: {}; using default values for what could not be read. \
             The file is left unchanged until a setting is changed.",
            self.path.display(),
            problems.join("; ")
        );
        LoadResult {
            settings,
            warning: Some(warning),
            state: FileState::Damaged,
            shown: Vec::new(),
        }
    }
}
