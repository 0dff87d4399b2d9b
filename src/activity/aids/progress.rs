//! Which lessons a child has finished on this machine, kept as TOML beside the settings.
//!
//! Like the settings, the file is replaced atomically, so a crash never leaves half of it.
//! Unlike the settings it is the child's, not the teacher's: a file that cannot be read gives
//! a warning and a fresh start (the lessons can always be done again), never a refusal to run.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use oware_files::{parent_dir, replace_file};

use crate::rules::GameKind;
use crate::settings::SettingsStore;

use super::lessons::lessons;

/// The file name, in the settings' folder.
pub const PROGRESS_FILE: &str = "lessons.toml";

/// The format this build writes.
pub const PROGRESS_VERSION: u32 = 1;

const HEADER: &str = "\
# The lessons finished on this computer, by game. Delete this file to start the lessons afresh.
";

/// The lessons done, by game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    /// Game id → keys of the lessons done. Keys this build does not know (from a newer one)
    /// are kept, so that going back and forth between versions loses nothing.
    done: BTreeMap<String, BTreeSet<String>>,
}

/// The file's contents.
#[derive(Serialize, Deserialize)]
struct ProgressFile {
    #[serde(default)]
    version: u32,
    #[serde(default)]
    done: BTreeMap<String, BTreeSet<String>>,
}

impl LessonProgress {
    /// The lesson `key` of `game` was done once.
    pub fn is_done(&self, game: GameKind, key: &str) -> bool {
        self.done
            .get(game.id())
            .is_some_and(|keys| keys.contains(key))
    }

    /// Records a finished lesson; true when it was not done before (time to save).
    pub fn mark_done(&mut self, game: GameKind, key: &str) -> bool {
        self.done
            .entry(game.id().to_string())
            .or_default()
            .insert(key.to_string())
    }

    /// How many of the game's lessons are done.
    pub fn done_count(&self, game: GameKind) -> usize {
        lessons(game)
            .iter()
            .filter(|lesson| self.is_done(game, lesson.key))
            .count()
    }

    /// The first lesson of the game not done yet, by its index in [`lessons`].
    pub fn next_lesson(&self, game: GameKind) -> Option<usize> {
        lessons(game)
            .iter()
            .position(|lesson| !self.is_done(game, lesson.key))
    }

    /// Forgets the game's lessons, to do them again.
    pub fn reset(&mut self, game: GameKind) {
        self.done.remove(game.id());
    }
}

/// What [`ProgressStore::load`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressLoad {
    /// The lessons done, empty on a first run or when the file could not be used.
    pub progress: LessonProgress,
    /// One line for stderr when the file was there but could not be used.
    pub warning: Option<String>,
}

/// Saving the progress failed; the child's lessons go on all the same.
#[derive(Debug)]
pub enum ProgressError {
    /// The progress could not be written as TOML.
    Encode(toml::ser::Error),
    /// The file could not be written; the error says which step failed, on which path.
    Io(io::Error),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Encode(error) => write!(f, "lesson progress not saved: {error}"),
            ProgressError::Io(error) => write!(f, "lesson progress not saved: {error}"),
        }
    }
}

impl std::error::Error for ProgressError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ProgressError::Encode(error) => Some(error),
            ProgressError::Io(error) => Some(error),
        }
    }
}

/// The progress file at a known path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressStore {
    path: PathBuf,
}

impl ProgressStore {
    /// The progress file at `path`.
    pub fn at(path: impl Into<PathBuf>) -> ProgressStore {
        ProgressStore { path: path.into() }
    }

    /// In the same folder as the settings file.
    pub fn beside(settings: &SettingsStore) -> ProgressStore {
        ProgressStore::at(parent_dir(settings.path()).join(PROGRESS_FILE))
    }

    /// Beside the settings in the user's configuration folder; `None` without a home folder.
    pub fn default_location() -> Option<ProgressStore> {
        SettingsStore::default_location().map(|settings| ProgressStore::beside(&settings))
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the file. A missing file is a first run; anything unreadable is a warning and
    /// an empty record.
    pub fn load(&self) -> ProgressLoad {
        let fresh = |why: String| ProgressLoad {
            progress: LessonProgress::default(),
            warning: Some(format!(
                "lesson progress file {}: {why}; the lessons start afresh.",
                self.path.display()
            )),
        };
        let bytes = match fs::read(&self.path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return ProgressLoad {
                    progress: LessonProgress::default(),
                    warning: None,
                }
            }
            Err(error) => return fresh(format!("it cannot be read ({error})")),
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return fresh("it is not UTF-8 text".to_string());
        };
        match toml::from_str::<ProgressFile>(&text) {
            Ok(file) => ProgressLoad {
                progress: LessonProgress { done: file.done },
                warning: None,
            },
            Err(error) => fresh(format!(
                "it is not valid ({})",
                one_line(&error.to_string())
            )),
        }
    }

    /// Writes the record, creating the folder if needed, atomically.
    pub fn save(&self, progress: &LessonProgress) -> Result<(), ProgressError> {
        let file = ProgressFile {
            version: PROGRESS_VERSION,
            done: progress.done.clone(),
        };
        let body = toml::to_string(&file).map_err(ProgressError::Encode)?;
        replace_file(&self.path, format!("{HEADER}{body}").as_bytes()).map_err(ProgressError::Io)
    }
}

/// TOML's messages span several lines (a quote of the file and a caret); a warning is one.
fn one_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(dir: &tempfile::TempDir) -> ProgressStore {
        ProgressStore::at(dir.path().join("nested").join(PROGRESS_FILE))
    }

    #[test]
    fn a_missing_file_is_a_quiet_first_run() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let loaded = store(&dir).load();
        assert_eq!(loaded.progress, LessonProgress::default());
        assert_eq!(loaded.warning, None);
    }

    #[test]
    fn progress_round_trips() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut progress = LessonProgress::default();
        assert!(progress.mark_done(GameKind::Oware, "sow"));
        assert!(!progress.mark_done(GameKind::Oware, "sow"));
        assert!(progress.mark_done(GameKind::Oware, "capture"));
        assert!(progress.mark_done(GameKind::TogyzKumalak, "tuzdyk"));
        store.save(&progress).expect("saved");
        let loaded = store.load();
        assert_eq!(loaded.warning, None);
        let loaded = loaded.progress;
        assert_eq!(loaded, progress);
        assert!(loaded.is_done(GameKind::Oware, "sow"));
        assert!(loaded.is_done(GameKind::TogyzKumalak, "tuzdyk"));
        assert!(!loaded.is_done(GameKind::Kalah, "sow"));
        assert_eq!(loaded.done_count(GameKind::Oware), 2);
        // Oware's third lesson is the first one left.
        assert_eq!(loaded.next_lesson(GameKind::Oware), Some(2));
        assert_eq!(loaded.next_lesson(GameKind::Kalah), Some(0));
        let text = fs::read_to_string(store.path()).expect("written");
        assert!(
            text.starts_with('#') && text.contains("version = 1"),
            "{text}"
        );
    }

    #[test]
    fn a_corrupt_file_warns_once_and_starts_afresh() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        fs::create_dir_all(parent_dir(store.path())).expect("folder");
        for junk in [
            &b"done = [[[ not toml"[..],
            &b"[done]\noware = 3\n"[..],
            &[0xff, 0xfe, 0x00][..],
        ] {
            fs::write(store.path(), junk).expect("written");
            let loaded = store.load();
            assert_eq!(loaded.progress, LessonProgress::default());
            let warning = loaded.warning.expect("a warning");
            assert_eq!(warning.lines().count(), 1, "{warning}");
            assert!(warning.contains("start afresh"), "{warning}");
        }
        // The next save replaces the damaged file with a good one.
        let mut progress = LessonProgress::default();
        progress.mark_done(GameKind::Kalah, "again");
        store.save(&progress).expect("saved");
        assert_eq!(store.load().progress, progress);
    }

    #[test]
    fn unknown_lessons_are_kept_but_not_counted() {
        let mut progress = LessonProgress::default();
        progress.mark_done(GameKind::Congkak, "from_a_newer_version");
        assert_eq!(progress.done_count(GameKind::Congkak), 0);
        assert!(progress.is_done(GameKind::Congkak, "from_a_newer_version"));
        progress.reset(GameKind::Congkak);
        assert!(!progress.is_done(GameKind::Congkak, "from_a_newer_version"));
    }

    #[test]
    fn the_file_sits_beside_the_settings() {
        let settings = SettingsStore::at("/somewhere/oware/settings.toml");
        assert_eq!(
            ProgressStore::beside(&settings).path(),
            Path::new("/somewhere/oware/lessons.toml")
        );
    }
}
