//! Which lessons a child has finished on this machine, kept as TOML beside the settings.
//!
//! Like the settings, the file is replaced atomically, so a crash never leaves half of it, and
//! a file that cannot be read in full is never lost: its exact bytes are kept aside at once
//! (`lessons.toml.damaged-2026-12-06T22-30-00`), the lessons that can still be read from it
//! are kept, and the window tells the teacher where the old file is
//! ([`ProgressWarning`]). A save never replaces a damaged file that could not be kept aside.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use toml::{Table, Value};

use crate::rules::GameKind;
use crate::settings::{recover_lines, BesideFile, Damaged, SettingsStore};

use super::lessons::lessons;

/// The file name, in the settings' folder.
pub const PROGRESS_FILE: &str = "lessons.toml";

/// The format this build writes.
pub const PROGRESS_VERSION: u32 = 1;

/// The lessons' file among the files beside the settings.
struct LessonsFile;

impl BesideFile for LessonsFile {
    type Value = LessonProgress;
    const FILE_NAME: &'static str = PROGRESS_FILE;
    const HEADER: &'static str = "\
# The lessons finished on this computer, by game. Delete this file to start the lessons afresh.
";
    const CALLED: &'static str = "lesson progress file";
    const AFRESH: &'static str = "the lessons start afresh";
    const IF_NOT_KEPT: &'static str = ", so no lesson done will be saved";

    fn read(text: &str) -> Result<LessonProgress, Damaged<LessonProgress>> {
        let read = read_leniently(text);
        match read.problem {
            None => Ok(read.progress),
            Some(problem) => Err(Damaged {
                salvaged: read.progress,
                problem,
            }),
        }
    }

    /// The lessons that could still be read count as done: nothing starts afresh.
    fn damaged_warning(file: &str, problem: &str, kept: &str) -> String {
        format!(
            "{} {file}: {problem}; the lessons that could be read are kept; {kept}.",
            Self::CALLED
        )
    }
}

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
    /// The lessons done: those the file gave (all of them, or those that could still be read
    /// from a damaged file), empty on a first run.
    pub progress: LessonProgress,
    /// One line for stderr when the file was there but could not be read in full.
    pub warning: Option<String>,
    /// What the window should tell the teacher: a damaged file, and where it is kept.
    pub shown: Option<ProgressWarning>,
}

/// Something a teacher should know about the lessons' file, in words the window says in the
/// child's language ([`ProgressWarning::message_id`] and [`ProgressWarning::args`], in
/// `locales/*/common.ftl`), as [`crate::settings::SettingsWarning`] does for the settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgressWarning {
    /// The file could not be read in full: the lessons that could be read count as done,
    /// and the file as it was is kept at `kept_as` (`None` when the copy could not be made;
    /// the file is then left as it is, and no save replaces it).
    Damaged {
        /// The lessons' file.
        file: PathBuf,
        /// Where its damaged copy is kept.
        kept_as: Option<PathBuf>,
    },
}

impl ProgressWarning {
    /// The Fluent message that says it.
    pub fn message_id(&self) -> &'static str {
        match self {
            ProgressWarning::Damaged {
                kept_as: Some(_), ..
            } => "progress-damaged",
            ProgressWarning::Damaged { kept_as: None, .. } => "progress-damaged-not-kept",
        }
    }

    /// The message's arguments: `file`, and `copy` where the old file is kept.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            ProgressWarning::Damaged { file, kept_as } => {
                let mut args = vec![("file", file.display().to_string())];
                if let Some(copy) = kept_as {
                    args.push(("copy", copy.display().to_string()));
                }
                args
            }
        }
    }
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
        ProgressStore::at(LessonsFile::beside(settings))
    }

    /// Beside the settings in the user's configuration folder; `None` without a home folder.
    pub fn default_location() -> Option<ProgressStore> {
        SettingsStore::default_location().map(|settings| ProgressStore::beside(&settings))
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the file. A missing file is a quiet first run. A file that cannot be read in
    /// full is kept aside at once (its exact bytes, beside it, under its name and the time),
    /// and the lessons that can still be read from it are kept; the load says so for stderr
    /// and for the window. The file itself is never changed here.
    pub fn load(&self) -> ProgressLoad {
        let load = LessonsFile::load_from(&self.path);
        ProgressLoad {
            progress: load.value,
            warning: load.warning,
            shown: load.damaged.map(|kept_as| ProgressWarning::Damaged {
                file: self.path.clone(),
                kept_as,
            }),
        }
    }

    /// Writes the record, creating the folder if needed, atomically. A file on the disk that
    /// cannot be read in full is kept aside first; when it cannot be, nothing is written.
    pub fn save(&self, progress: &LessonProgress) -> Result<(), ProgressError> {
        let file = ProgressFile {
            version: PROGRESS_VERSION,
            done: progress.done.clone(),
        };
        let body = toml::to_string(&file).map_err(ProgressError::Encode)?;
        LessonsFile::save_to(&self.path, &body).map_err(ProgressError::Io)
    }
}

/// The lessons read from a file's text, and what could not be read (`None`: all of it).
struct LenientRead {
    progress: LessonProgress,
    problem: Option<String>,
}

/// Reads what can be read: the whole file when it is sound; from a file that is not TOML,
/// the lines that still read on their own; from a file of the wrong shape, each game's
/// list of lesson keys that is one. Anything left out is named in `problem`.
fn read_leniently(text: &str) -> LenientRead {
    if let Ok(file) = toml::from_str::<ProgressFile>(text) {
        return LenientRead {
            progress: LessonProgress { done: file.done },
            problem: None,
        };
    }
    let (table, mut problem) = match text.parse::<Table>() {
        Ok(table) => (table, None),
        Err(error) => {
            let (table, broken) = recover_lines(text);
            let lines = broken
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let said = format!(
                "it is not valid TOML ({}); line {lines} could not be read",
                first_line(&error.to_string())
            );
            (table, Some(said))
        }
    };
    let mut done = BTreeMap::new();
    let mut wrong = Vec::new();
    match table.get("done") {
        None => {}
        Some(Value::Table(games)) => {
            for (game, keys) in games {
                match lesson_keys(keys) {
                    Some(keys) => {
                        done.insert(game.clone(), keys);
                    }
                    None => wrong.push(format!("done.{game}")),
                }
            }
        }
        Some(_) => wrong.push("done".to_owned()),
    }
    if !matches!(table.get("version"), None | Some(Value::Integer(_))) {
        wrong.push("version".to_owned());
    }
    if !wrong.is_empty() {
        let said = format!("{} should be a list of lesson names", wrong.join(", "));
        problem = Some(match problem {
            Some(first) => format!("{first}; {said}"),
            None => said,
        });
    }
    LenientRead {
        progress: LessonProgress { done },
        // A table that reads, of the right shape, yet refused by the strict reader (a value
        // out of range): still not read in full.
        problem: problem.or_else(|| Some("it is not a file of lessons done".to_owned())),
    }
}

/// A game's lesson keys: a list of texts; `None` for anything else.
fn lesson_keys(value: &Value) -> Option<BTreeSet<String>> {
    value
        .as_array()?
        .iter()
        .map(|key| key.as_str().map(str::to_owned))
        .collect()
}

/// The first line of TOML's message, which spans several (a quote of the file and a caret).
fn first_line(message: &str) -> String {
    message
        .lines()
        .next()
        .unwrap_or("syntax error")
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_files::parent_dir;
    use std::fs;

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

    /// The copies of the file kept aside in its folder.
    fn kept_copies(store: &ProgressStore) -> Vec<PathBuf> {
        let mut copies: Vec<PathBuf> = fs::read_dir(parent_dir(store.path()))
            .expect("the folder")
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| {
                path.file_name()
                    .is_some_and(|name| name.to_string_lossy().contains(".damaged-"))
            })
            .collect();
        copies.sort();
        copies
    }

    fn write_file(store: &ProgressStore, bytes: &[u8]) {
        fs::create_dir_all(parent_dir(store.path())).expect("folder");
        fs::write(store.path(), bytes).expect("written");
    }

    /// Kalah's line lost its closing bracket; the lines around it still read.
    const NOT_TOML: &str = "version = 1\n[done]\noware = [\"sow\", \"capture\"]\nkalah = [\"sow\",\ntogyz = [\"tuzdyk\"]\n";

    #[test]
    fn a_file_that_is_not_toml_is_kept_aside_its_readable_lessons_kept_then_replaced() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        write_file(&store, NOT_TOML.as_bytes());

        let loaded = store.load();
        assert!(loaded.progress.is_done(GameKind::Oware, "sow"));
        assert!(loaded.progress.is_done(GameKind::Oware, "capture"));
        assert!(loaded.progress.is_done(GameKind::TogyzKumalak, "tuzdyk"));
        assert!(
            !loaded.progress.is_done(GameKind::Kalah, "sow"),
            "its line is broken"
        );
        let warning = loaded.warning.expect("a warning for stderr");
        assert_eq!(warning.lines().count(), 1, "{warning}");
        assert!(warning.contains("line 4"), "{warning}");
        let copies = kept_copies(&store);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(fs::read(&copies[0]).expect("kept"), NOT_TOML.as_bytes());
        assert_eq!(
            loaded.shown,
            Some(ProgressWarning::Damaged {
                file: store.path().to_path_buf(),
                kept_as: Some(copies[0].clone()),
            })
        );
        let shown = loaded.shown.as_ref().expect("shown");
        assert_eq!(shown.message_id(), "progress-damaged");
        assert_eq!(shown.args()[1], ("copy", copies[0].display().to_string()));
        // Loading leaves the file as it was.
        assert_eq!(fs::read(store.path()).expect("there"), NOT_TOML.as_bytes());

        // A lesson done: the save keeps what was read, and the copy stays the only one.
        let mut progress = loaded.progress;
        assert!(progress.mark_done(GameKind::Kalah, "sow"));
        store.save(&progress).expect("saved");
        let again = store.load();
        assert_eq!(again.warning, None);
        assert_eq!(again.shown, None);
        assert_eq!(again.progress, progress);
        assert_eq!(kept_copies(&store), copies);
        assert_eq!(fs::read(&copies[0]).expect("kept"), NOT_TOML.as_bytes());
    }

    #[test]
    fn a_save_over_a_damaged_file_nobody_loaded_keeps_it_aside_first() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        write_file(&store, NOT_TOML.as_bytes());
        let mut progress = LessonProgress::default();
        progress.mark_done(GameKind::Kalah, "again");
        store.save(&progress).expect("saved");
        let copies = kept_copies(&store);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(fs::read(&copies[0]).expect("kept"), NOT_TOML.as_bytes());
        assert_eq!(store.load().progress, progress);
    }

    #[test]
    fn a_sound_file_is_never_kept_aside() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let sound = "version = 1\n[done]\noware = [\"sow\"]\n";
        write_file(&store, sound.as_bytes());
        let loaded = store.load();
        assert_eq!(loaded.warning, None);
        assert_eq!(loaded.shown, None);
        assert!(loaded.progress.is_done(GameKind::Oware, "sow"));
        let mut progress = loaded.progress;
        progress.mark_done(GameKind::Oware, "capture");
        store.save(&progress).expect("saved");
        assert_eq!(kept_copies(&store), Vec::<PathBuf>::new());
        assert_eq!(store.load().progress, progress);
    }

    /// A lesson done: its game and its key.
    type Done = (GameKind, &'static str);

    #[test]
    fn every_kind_of_damage_is_kept_aside_with_what_could_be_read() {
        let cases: [(&[u8], &[Done]); 4] = [
            // A game's list is a number: the other game's list is kept.
            (
                b"[done]\noware = 3\nkalah = [\"sow\"]\n",
                &[(GameKind::Kalah, "sow")],
            ),
            // Not text at all.
            (&[0xff, 0xfe, 0x00], &[]),
            // Brackets everywhere.
            (b"done = [[[ not toml", &[]),
            // A version that is no number; the lessons still read.
            (
                b"version = \"one\"\n[done]\ncongkak = [\"sow\"]\n",
                &[(GameKind::Congkak, "sow")],
            ),
        ];
        for (bytes, kept) in cases {
            let dir = tempfile::tempdir().expect("a temporary folder");
            let store = store(&dir);
            write_file(&store, bytes);
            let loaded = store.load();
            let mut expected = LessonProgress::default();
            for (game, key) in kept {
                expected.mark_done(*game, key);
            }
            assert_eq!(
                loaded.progress,
                expected,
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
            let copies = kept_copies(&store);
            assert_eq!(copies.len(), 1, "{copies:?}");
            assert_eq!(fs::read(&copies[0]).expect("kept"), bytes);
            assert!(
                matches!(&loaded.shown, Some(ProgressWarning::Damaged { kept_as: Some(copy), .. }) if *copy == copies[0]),
                "{:?}",
                loaded.shown
            );
            assert!(loaded
                .warning
                .is_some_and(|warning| warning.lines().count() == 1));
        }
    }

    #[test]
    fn a_damaged_file_that_could_not_be_kept_says_so() {
        let warning = ProgressWarning::Damaged {
            file: PathBuf::from("/home/a/lessons.toml"),
            kept_as: None,
        };
        assert_eq!(warning.message_id(), "progress-damaged-not-kept");
        assert_eq!(
            warning.args(),
            vec![("file", "/home/a/lessons.toml".to_owned())]
        );
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

    #[test]
    fn the_file_and_its_warnings_keep_their_words() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = store(&dir);
        let mut progress = LessonProgress::default();
        progress.mark_done(GameKind::Oware, "sow");
        store.save(&progress).expect("saved");
        assert_eq!(
            fs::read_to_string(store.path()).expect("written"),
            "# The lessons finished on this computer, by game. Delete this file to start the lessons afresh.\n\
             version = 1\n\n[done]\noware = [\"sow\"]\n"
        );
        write_file(&store, b"version = 1\n[done]\noware = 3\n");
        let warning = store.load().warning.expect("a warning");
        let copies = kept_copies(&store);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(
            warning,
            format!(
                "lesson progress file {}: done.oware should be a list of lesson names; \
                 the lessons that could be read are kept; the file as it was is kept as {}.",
                store.path().display(),
                copies[0].display()
            )
        );
        // A folder in the file's place cannot be read at all.
        let folder = ProgressStore::at(dir.path().join("a folder"));
        fs::create_dir_all(folder.path()).expect("a folder");
        let warning = folder.load().warning.expect("a warning");
        let start = format!(
            "lesson progress file {}: it cannot be read (",
            folder.path().display()
        );
        assert!(warning.starts_with(&start), "{warning}");
        assert!(
            warning.ends_with("); the lessons start afresh."),
            "{warning}"
        );
    }
}
