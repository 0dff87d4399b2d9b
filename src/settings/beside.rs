//! A child's record kept as a text file beside the settings: the lessons done, the puzzle
//! record, the chapters' stars. Each is a [`BesideFile`], which says only what differs (the
//! file's name and header, how its text reads, the words of its warning); how the file is
//! read, kept aside and replaced is written here once.
//!
//! The file is the child's, not the teacher's: a file that cannot be read gives a warning and
//! what could still be read (a fresh record at worst), never a refusal to run. A damaged
//! file's bytes are kept aside (`<name>.damaged-<time>`) as soon as a load finds it, and
//! again before a save replaces it if nobody loaded it, so that a record earned over weeks is
//! never lost to one bad write.

use std::fmt::Display;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use oware_files::{keep_aside, parent_dir, replace_file_keeping_damaged};

use super::SettingsStore;

/// A text that did not read in full: what can still be used from it, and why not all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Damaged<T> {
    pub salvaged: T,
    /// Said in the warning after the file's path: "it is not valid (line 2: …)".
    pub problem: String,
}

/// What [`BesideFile::load_from`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BesideLoad<T> {
    /// The record: the file's, what could be read from a damaged one, or a fresh one.
    pub value: T,
    /// One line for the log when the file was there but could not be used in full.
    pub warning: Option<String>,
    /// The file was damaged: where its bytes are kept (`None` when no copy could be made).
    pub damaged: Option<Option<PathBuf>>,
}

/// One kind of file beside the settings.
pub(crate) trait BesideFile {
    /// The record the file holds; its default is the record of a first run.
    type Value: Default;
    /// The file name, in the settings' folder.
    const FILE_NAME: &'static str;
    /// Comment lines written above the record, that tell whoever opens the file what it is.
    const HEADER: &'static str;
    /// What the warning calls the file: "puzzle file".
    const CALLED: &'static str;
    /// What the warning says comes of a file that cannot be used: "the puzzles start afresh".
    const AFRESH: &'static str;
    /// Said after "it could not be kept aside (…)", where that has a consequence.
    const IF_NOT_KEPT: &'static str = "";

    /// The record a text holds, or what can still be used from it (see [`read_strictly`]).
    fn read(text: &str) -> Result<Self::Value, Damaged<Self::Value>>;

    /// The warning for a damaged file at `file`: `problem` says what is wrong, `kept` where
    /// its bytes went. By default the record starts afresh.
    fn damaged_warning(file: &str, problem: &str, kept: &str) -> String {
        format!(
            "{} {file}: {problem}; {kept}; {}.",
            Self::CALLED,
            Self::AFRESH
        )
    }

    /// The file in the same folder as the settings file.
    fn beside(settings: &SettingsStore) -> PathBuf {
        parent_dir(settings.path()).join(Self::FILE_NAME)
    }

    /// Reads the file at `path`. A missing file is a quiet first run; a damaged one is kept
    /// aside, with a warning that says where. The file itself is never changed here.
    fn load_from(path: &Path) -> BesideLoad<Self::Value> {
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return BesideLoad {
                    value: Self::Value::default(),
                    warning: None,
                    damaged: None,
                }
            }
            // Nothing was read, so nothing can be kept aside; a save says what is wrong.
            Err(error) => {
                return BesideLoad {
                    value: Self::Value::default(),
                    warning: Some(format!(
                        "{} {}: it cannot be read ({error}); {}.",
                        Self::CALLED,
                        path.display(),
                        Self::AFRESH
                    )),
                    damaged: None,
                }
            }
        };
        let damage = match read_bytes::<Self>(&bytes) {
            Ok(value) => {
                return BesideLoad {
                    value,
                    warning: None,
                    damaged: None,
                }
            }
            Err(damage) => damage,
        };
        let (kept_as, kept) = match keep_aside(path, &bytes, SystemTime::now()) {
            Ok(copy) => {
                let said = format!("the file as it was is kept as {}", copy.display());
                (Some(copy), said)
            }
            Err(error) => (
                None,
                format!("it could not be kept aside ({error}){}", Self::IF_NOT_KEPT),
            ),
        };
        BesideLoad {
            warning: Some(Self::damaged_warning(
                &path.display().to_string(),
                &damage.problem,
                &kept,
            )),
            value: damage.salvaged,
            damaged: Some(kept_as),
        }
    }

    /// Writes the header and `body` to `path` atomically, creating the folder if needed; a
    /// damaged file in its place is kept aside first, and when it cannot be, nothing is
    /// written.
    fn save_to(path: &Path, body: &str) -> io::Result<()> {
        let text = format!("{}{body}", Self::HEADER);
        replace_file_keeping_damaged(path, text.as_bytes(), |old| {
            read_bytes::<Self>(old).is_err()
        })
        .map(|_kept| ())
    }
}

/// For a record that reads in full or not at all: a text refused by `parsed` starts afresh.
pub(crate) fn read_strictly<T: Default, E: Display>(parsed: Result<T, E>) -> Result<T, Damaged<T>> {
    parsed.map_err(|error| Damaged {
        salvaged: T::default(),
        problem: format!("it is not valid ({error})"),
    })
}

/// The record a file's bytes hold; bytes that are not text hold nothing.
fn read_bytes<F: BesideFile + ?Sized>(bytes: &[u8]) -> Result<F::Value, Damaged<F::Value>> {
    match std::str::from_utf8(bytes) {
        Ok(text) => F::read(text),
        Err(_) => Err(Damaged {
            salvaged: F::Value::default(),
            problem: "it is not UTF-8 text".to_owned(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Numbers, one a line: a line that is no number damages the file.
    struct Numbers;

    impl BesideFile for Numbers {
        type Value = Vec<u32>;
        const FILE_NAME: &'static str = "numbers.txt";
        const HEADER: &'static str = "# Some numbers.\n";
        const CALLED: &'static str = "numbers file";
        const AFRESH: &'static str = "the numbers start afresh";

        fn read(text: &str) -> Result<Vec<u32>, Damaged<Vec<u32>>> {
            read_strictly(
                text.lines()
                    .filter(|line| !line.starts_with('#'))
                    .map(str::parse)
                    .collect(),
            )
        }
    }

    /// The same numbers, but a damaged file keeps those that still read.
    struct Salvaged;

    impl BesideFile for Salvaged {
        type Value = Vec<u32>;
        const FILE_NAME: &'static str = "salvaged.txt";
        const HEADER: &'static str = Numbers::HEADER;
        const CALLED: &'static str = "salvaged file";
        // Never said: this file's own warning says what was kept instead.
        const AFRESH: &'static str = Numbers::AFRESH;

        fn read(text: &str) -> Result<Vec<u32>, Damaged<Vec<u32>>> {
            let numbers: Vec<u32> = text.lines().filter_map(|line| line.parse().ok()).collect();
            if numbers.len() == text.lines().count() {
                return Ok(numbers);
            }
            Err(Damaged {
                salvaged: numbers,
                problem: "a line is no number".to_owned(),
            })
        }

        fn damaged_warning(file: &str, problem: &str, kept: &str) -> String {
            format!("salvaged file {file}: {problem}; the rest is kept; {kept}.")
        }
    }

    fn path_in(dir: &tempfile::TempDir) -> PathBuf {
        dir.path().join("nested").join(Numbers::FILE_NAME)
    }

    fn write(path: &Path, bytes: &[u8]) {
        fs::create_dir_all(parent_dir(path)).expect("the folder");
        fs::write(path, bytes).expect("written");
    }

    /// The copies kept aside in the file's folder.
    fn kept_copies(path: &Path) -> Vec<PathBuf> {
        let mut copies: Vec<PathBuf> = fs::read_dir(parent_dir(path))
            .expect("the folder")
            .flatten()
            .map(|entry| entry.path())
            .filter(|copy| copy.to_string_lossy().contains(".damaged-"))
            .collect();
        copies.sort();
        copies
    }

    #[test]
    fn the_file_sits_beside_the_settings() {
        let settings = SettingsStore::at("/somewhere/oware/settings.toml");
        assert_eq!(
            Numbers::beside(&settings),
            Path::new("/somewhere/oware/numbers.txt")
        );
    }

    #[test]
    fn a_missing_file_is_a_quiet_first_run() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        let loaded = Numbers::load_from(&path);
        assert_eq!(
            loaded,
            BesideLoad {
                value: Vec::new(),
                warning: None,
                damaged: None,
            }
        );
        // Control: once the file is there, the same load reads it.
        write(&path, b"4\n");
        assert_eq!(Numbers::load_from(&path).value, vec![4]);
    }

    #[test]
    fn a_sound_file_is_read_and_never_kept_aside() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        write(&path, b"# a comment\n3\n1\n4\n");
        let loaded = Numbers::load_from(&path);
        assert_eq!(
            loaded,
            BesideLoad {
                value: vec![3, 1, 4],
                warning: None,
                damaged: None,
            }
        );
        assert_eq!(kept_copies(&path), Vec::<PathBuf>::new());
        // Control: one bad line and the same load keeps a copy.
        write(&path, b"3\none\n4\n");
        assert!(Numbers::load_from(&path).damaged.is_some());
        assert_eq!(kept_copies(&path).len(), 1);
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_the_warning_says_where() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        let junk = b"3\nthree\n";
        write(&path, junk);
        let loaded = Numbers::load_from(&path);
        let copies = kept_copies(&path);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(fs::read(&copies[0]).expect("the copy"), junk);
        assert_eq!(loaded.value, Vec::<u32>::new());
        assert_eq!(loaded.damaged, Some(Some(copies[0].clone())));
        assert_eq!(
            loaded.warning.as_deref(),
            Some(
                format!(
                    "numbers file {}: it is not valid (invalid digit found in string); \
                     the file as it was is kept as {}; the numbers start afresh.",
                    path.display(),
                    copies[0].display()
                )
                .as_str()
            )
        );
        // Loading leaves the file as it was, and a second load makes no second copy.
        assert_eq!(fs::read(&path).expect("there"), junk);
        assert!(Numbers::load_from(&path).warning.is_some());
        assert_eq!(kept_copies(&path), copies);
    }

    #[test]
    fn bytes_that_are_not_text_are_damage_too() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        write(&path, &[0xff, 0xfe, b'\n']);
        let warning = Numbers::load_from(&path).warning.expect("a warning");
        assert!(warning.contains(": it is not UTF-8 text; "), "{warning}");
        // Control: the same bytes in a text are a number that is wrong, not a non-text.
        write(&path, b"-1\n");
        let warning = Numbers::load_from(&path).warning.expect("a warning");
        assert!(!warning.contains("UTF-8"), "{warning}");
    }

    #[test]
    fn a_file_that_cannot_be_read_starts_afresh_and_keeps_nothing() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        // A folder in the file's place: there, yet no bytes to read.
        fs::create_dir_all(&path).expect("a folder");
        let loaded = Numbers::load_from(&path);
        assert_eq!(loaded.value, Vec::<u32>::new());
        assert_eq!(loaded.damaged, None);
        let warning = loaded.warning.expect("a warning");
        let start = format!("numbers file {}: it cannot be read (", path.display());
        assert!(warning.starts_with(&start), "{warning}");
        assert!(
            warning.ends_with("); the numbers start afresh."),
            "{warning}"
        );
        assert_eq!(kept_copies(&path), Vec::<PathBuf>::new());
    }

    #[test]
    fn what_a_damaged_file_still_holds_is_kept_in_its_own_words() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join(Salvaged::FILE_NAME);
        write(&path, b"5\nfive\n6\n");
        let loaded = Salvaged::load_from(&path);
        assert_eq!(loaded.value, vec![5, 6]);
        let copies = kept_copies(&path);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(
            loaded.warning,
            Some(format!(
                "salvaged file {}: a line is no number; the rest is kept; \
                 the file as it was is kept as {}.",
                path.display(),
                copies[0].display()
            ))
        );
        // Control: a sound file of the same kind has nothing to salvage or say.
        write(&path, b"5\n6\n");
        let sound = Salvaged::load_from(&path);
        assert_eq!((sound.value, sound.warning), (vec![5, 6], None));
    }

    #[test]
    fn a_save_then_a_load_gives_the_record_back_under_its_header() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        Numbers::save_to(&path, "2\n7\n").expect("saved");
        assert_eq!(
            fs::read_to_string(&path).expect("written"),
            "# Some numbers.\n2\n7\n"
        );
        assert_eq!(
            Numbers::load_from(&path),
            BesideLoad {
                value: vec![2, 7],
                warning: None,
                damaged: None,
            }
        );
        // Control: another save replaces the record, and the load follows it.
        Numbers::save_to(&path, "1\n").expect("saved again");
        assert_eq!(Numbers::load_from(&path).value, vec![1]);
        assert_eq!(kept_copies(&path), Vec::<PathBuf>::new());
    }

    #[test]
    fn a_damaged_file_is_kept_aside_before_a_save_replaces_it() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = path_in(&dir);
        let junk = b"8\neight\n";
        write(&path, junk);
        // Nobody loaded it: the save itself keeps it.
        Numbers::save_to(&path, "8\n").expect("saved");
        let copies = kept_copies(&path);
        assert_eq!(copies.len(), 1, "{copies:?}");
        assert_eq!(fs::read(&copies[0]).expect("the copy"), junk);
        assert_eq!(Numbers::load_from(&path).value, vec![8]);
        // Control: the sound file the save wrote is replaced without a copy.
        Numbers::save_to(&path, "9\n").expect("saved again");
        assert_eq!(kept_copies(&path), copies);
        assert_eq!(Numbers::load_from(&path).value, vec![9]);
    }
}
