//! The stars a child has earned in the chapters, kept as text beside the settings.
//!
//! The file is the child's, not the teacher's: a file that cannot be read gives a warning
//! and fresh progress, never a refusal to run. Before anything replaces a damaged file, its
//! bytes are kept aside (`chapters.txt.damaged-<time>`), as the settings and the puzzles do,
//! so that stars earned over weeks are never lost to one bad write.

use std::io;
use std::path::PathBuf;

use oware_chapters::ChapterProgress;

use crate::settings::{read_strictly, BesideFile, Damaged, SettingsStore};

/// The file name, in the settings' folder.
pub const CHAPTERS_FILE: &str = "chapters.txt";

/// The chapters' file among the files beside the settings.
struct ChaptersFile;

impl BesideFile for ChaptersFile {
    type Value = ChapterProgress;
    const FILE_NAME: &'static str = CHAPTERS_FILE;
    const HEADER: &'static str = "\
# The stars of the child on this computer in the chapters of strategy: one line a chapter,
# its key and then the stars of each of its stages (0 to 3). Delete this file to start afresh.
";
    const CALLED: &'static str = "chapters file";
    const AFRESH: &'static str = "the chapters start afresh";

    fn read(text: &str) -> Result<ChapterProgress, Damaged<ChapterProgress>> {
        read_strictly(ChapterProgress::parse(text))
    }
}

/// What [`ChapterStore::load`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct ChapterLoad {
    /// The stars, none on a first run or when the file could not be used.
    pub progress: ChapterProgress,
    /// One line for the log when the file was there but could not be used.
    pub warning: Option<String>,
}

/// The chapters' file at a known path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterStore {
    path: PathBuf,
}

impl ChapterStore {
    /// The file at `path`.
    pub fn at(path: impl Into<PathBuf>) -> ChapterStore {
        ChapterStore { path: path.into() }
    }

    /// In the same folder as the settings file.
    pub fn beside(settings: &SettingsStore) -> ChapterStore {
        ChapterStore::at(ChaptersFile::beside(settings))
    }

    /// Reads the file. A missing file is a first run; a damaged one is kept aside and the
    /// stars start afresh, with a warning that says where the old file went.
    pub fn load(&self) -> ChapterLoad {
        let load = ChaptersFile::load_from(&self.path);
        ChapterLoad {
            progress: load.value,
            warning: load.warning,
        }
    }

    /// Writes the stars atomically, creating the folder if needed; a damaged file in its
    /// place is kept aside first.
    pub fn save(&self, progress: &ChapterProgress) -> io::Result<()> {
        ChaptersFile::save_to(&self.path, &progress.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_files::parent_dir;
    use std::fs;

    fn store(dir: &tempfile::TempDir) -> ChapterStore {
        ChapterStore::at(dir.path().join("nested").join(CHAPTERS_FILE))
    }

    fn damaged_copies(dir: &std::path::Path) -> Vec<PathBuf> {
        fs::read_dir(dir)
            .expect("the folder")
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.to_string_lossy().contains(".damaged-"))
            .collect()
    }

    #[test]
    fn a_missing_file_is_a_quiet_first_run() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let loaded = store(&dir).load();
        assert_eq!(loaded.progress, ChapterProgress::new());
        assert_eq!(loaded.warning, None);
    }

    #[test]
    fn stars_round_trip() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut progress = ChapterProgress::new();
        progress.record("a_chapter", 1, 2);
        store.save(&progress).expect("saved");
        let loaded = store.load();
        assert_eq!(loaded.warning, None);
        assert_eq!(loaded.progress, progress);
        assert_eq!(loaded.progress.stars("a_chapter"), vec![0, 2]);
        let text = fs::read_to_string(&store.path).expect("written");
        assert!(text.starts_with('#'), "{text}");
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_the_stars_start_afresh() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let folder = parent_dir(&store.path).to_path_buf();
        fs::create_dir_all(&folder).expect("folder");
        let junk = b"oware-safe-houses 3 many\n";
        fs::write(&store.path, junk).expect("written");
        let loaded = store.load();
        assert_eq!(loaded.progress, ChapterProgress::new());
        let warning = loaded.warning.expect("a warning");
        assert!(warning.contains("line 1"), "{warning}");
        assert!(warning.contains("kept as"), "{warning}");
        let kept = damaged_copies(&folder);
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(fs::read(&kept[0]).expect("the copy"), junk);
        // The next saves replace the file; the copy stays, and a sound file is not copied.
        store.save(&ChapterProgress::new()).expect("saved");
        store.save(&ChapterProgress::new()).expect("saved again");
        assert_eq!(damaged_copies(&folder).len(), 1);
        assert_eq!(store.load().warning, None);
    }

    #[test]
    fn the_file_and_its_warning_keep_their_words() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut progress = ChapterProgress::new();
        progress.record("a_chapter", 0, 3);
        store.save(&progress).expect("saved");
        let header = "# The stars of the child on this computer in the chapters of strategy: one line a chapter,\n\
            # its key and then the stars of each of its stages (0 to 3). Delete this file to start afresh.\n";
        let text = fs::read_to_string(&store.path).expect("written");
        assert_eq!(text, format!("{header}{}", progress.to_text()));
        let junk = "oware-safe-houses 3 many\n";
        let error = ChapterProgress::parse(junk).expect_err("junk");
        fs::write(&store.path, junk).expect("written");
        let warning = store.load().warning.expect("a warning");
        let kept = damaged_copies(parent_dir(&store.path));
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(
            warning,
            format!(
                "chapters file {}: it is not valid ({error}); the file as it was is kept as {}; \
                 the chapters start afresh.",
                store.path.display(),
                kept[0].display()
            )
        );
    }
}
