//! The child's puzzle record on this machine, kept as text beside the settings.
//!
//! The file is the child's, not the teacher's: a file that cannot be read gives a warning
//! and a fresh record, never a refusal to run. Before anything replaces a damaged file, its
//! bytes are kept aside (`puzzles.txt.damaged-<time>`), as the settings do, so that a
//! rating earned over weeks is never lost to one bad write.

use std::io;
use std::path::PathBuf;

use oware_puzzles::PuzzleRecords;

use crate::settings::{read_strictly, BesideFile, Damaged, SettingsStore};

/// The file name, in the settings' folder.
pub const PUZZLES_FILE: &str = "puzzles.txt";

/// The puzzle file among the files beside the settings.
struct PuzzlesFile;

impl BesideFile for PuzzlesFile {
    type Value = PuzzleRecords;
    const FILE_NAME: &'static str = PUZZLES_FILE;
    const HEADER: &'static str = "\
# The puzzle ratings, streaks, counting drills and own puzzles of the child on this computer.
# Delete this file to start the puzzles afresh.
";
    const CALLED: &'static str = "puzzle file";
    const AFRESH: &'static str = "the puzzles start afresh";

    fn read(text: &str) -> Result<PuzzleRecords, Damaged<PuzzleRecords>> {
        read_strictly(PuzzleRecords::from_text(text))
    }
}

/// What [`PuzzleStore::load`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleLoad {
    /// The record, empty on a first run or when the file could not be used.
    pub records: PuzzleRecords,
    /// One line for the log when the file was there but could not be used.
    pub warning: Option<String>,
}

/// The puzzle file at a known path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleStore {
    path: PathBuf,
}

impl PuzzleStore {
    /// The puzzle file at `path`.
    pub fn at(path: impl Into<PathBuf>) -> PuzzleStore {
        PuzzleStore { path: path.into() }
    }

    /// In the same folder as the settings file.
    pub fn beside(settings: &SettingsStore) -> PuzzleStore {
        PuzzleStore::at(PuzzlesFile::beside(settings))
    }

    /// Where the file is.
    #[cfg(test)]
    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Reads the file. A missing file is a first run; a damaged one is kept aside and the
    /// record starts afresh, with a warning that says where the old one went.
    pub fn load(&self) -> PuzzleLoad {
        let load = PuzzlesFile::load_from(&self.path);
        PuzzleLoad {
            records: load.value,
            warning: load.warning,
        }
    }

    /// Writes the record atomically, creating the folder if needed; a damaged file in its
    /// place is kept aside first.
    pub fn save(&self, records: &PuzzleRecords) -> io::Result<()> {
        PuzzlesFile::save_to(&self.path, &records.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_files::parent_dir;
    use oware_rules::GameKind;
    use std::fs;

    fn store(dir: &tempfile::TempDir) -> PuzzleStore {
        PuzzleStore::at(dir.path().join("nested").join(PUZZLES_FILE))
    }

    #[test]
    fn a_missing_file_is_a_quiet_first_run() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let loaded = store(&dir).load();
        assert_eq!(loaded.records, PuzzleRecords::new());
        assert_eq!(loaded.warning, None);
    }

    #[test]
    fn a_record_round_trips() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut records = PuzzleRecords::new();
        records.game(GameKind::Kalah).best_streak = 4;
        records.game(GameKind::Oware).tried = 7;
        store.save(&records).expect("saved");
        let loaded = store.load();
        assert_eq!(loaded.warning, None);
        assert_eq!(loaded.records, records);
        let text = fs::read_to_string(store.path()).expect("written");
        assert!(text.starts_with('#'), "{text}");
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_the_record_starts_afresh() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        fs::create_dir_all(parent_dir(store.path())).expect("folder");
        let junk = b"[oware]\nrating = not a number\n";
        fs::write(store.path(), junk).expect("written");
        let loaded = store.load();
        assert_eq!(loaded.records, PuzzleRecords::new());
        let warning = loaded.warning.expect("a warning");
        assert!(warning.contains("kept as"), "{warning}");
        let kept: Vec<PathBuf> = fs::read_dir(parent_dir(store.path()))
            .expect("the folder")
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.to_string_lossy().contains(".damaged-"))
            .collect();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(fs::read(&kept[0]).expect("the copy"), junk);
        // The next save replaces the file; the copy stays, and a sound file is not copied.
        store.save(&PuzzleRecords::new()).expect("saved");
        store.save(&PuzzleRecords::new()).expect("saved again");
        let copies = fs::read_dir(parent_dir(store.path()))
            .expect("the folder")
            .flatten()
            .filter(|entry| entry.file_name().to_string_lossy().contains(".damaged-"))
            .count();
        assert_eq!(copies, 1);
        assert_eq!(store.load().warning, None);
    }

    #[test]
    fn the_file_and_its_warning_keep_their_words() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut records = PuzzleRecords::new();
        records.game(GameKind::Oware).tried = 2;
        store.save(&records).expect("saved");
        let header = "# The puzzle ratings, streaks, counting drills and own puzzles of the child on this computer.\n\
            # Delete this file to start the puzzles afresh.\n";
        let text = fs::read_to_string(store.path()).expect("written");
        assert_eq!(text, format!("{header}{}", records.to_text()));
        let junk = "[oware]\nrating = not a number\n";
        let error = PuzzleRecords::from_text(junk).expect_err("junk");
        fs::write(store.path(), junk).expect("written");
        let warning = store.load().warning.expect("a warning");
        // The copy's name carries the time: it is read from the warning, then checked.
        let copy = warning
            .split_once("; the file as it was is kept as ")
            .and_then(|(_, rest)| rest.strip_suffix("; the puzzles start afresh."))
            .expect("where the copy is");
        assert!(copy.starts_with(&format!("{}.damaged-", store.path().display())));
        assert_eq!(fs::read(copy).expect("the copy"), junk.as_bytes());
        let expected = format!(
            "puzzle file {}: it is not valid ({error}); the file as it was is kept as {copy}; \
             the puzzles start afresh.",
            store.path().display(),
        );
        assert_eq!(warning, expected);
    }
}
