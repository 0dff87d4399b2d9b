//! The reports a child's machine has not yet got to the classroom server, kept in a small
//! file so that a school network that is down, a server not started yet, or the program
//! closed meanwhile loses none of them: each goes out once the server can be reached, and
//! leaves the file only once the server answered it.
//!
//! One line a report, after a first line naming the format:
//!
//! ```text
//! oware-reports 1
//! Ama - lesson oware 2
//! Ama 3f9c… finished kalah seeds=4 tux=3 41 south 30 18 empty-row
//! ```
//!
//! the name it is reported under, the child's session token (`-` for none), and the request
//! as the protocol writes it. The file is replaced whole at every change (through
//! `oware-files`, never half-written); one that cannot be read is kept aside under a
//! `.damaged-…` name and the queue starts empty, rather than a bad line stopping every report.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use oware_protocol::{check_name, Request};
use oware_rules::shown;

use super::reports::Report;

/// The file's first line: the format and its version.
const HEADER: &str = "oware-reports 1";

/// The most reports the file keeps; the oldest go first past it (a week of a child's work
/// is far fewer).
pub const MAX_QUEUED: usize = 500;

/// Who a report counts for: a name, and the child's session when the child signed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reporting {
    /// The name said with `hello`.
    pub name: String,
    /// The session token `signed-in` gave, when the child signed in: the server counts the
    /// report for that child rather than for the name.
    pub token: Option<String>,
}

/// One report waiting, with who it counts for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queued {
    /// Who the report counts for.
    pub by: Reporting,
    /// What the child did.
    pub report: Report,
}

/// The reports waiting, and the file that keeps them.
#[derive(Debug)]
pub struct ReportQueue {
    path: PathBuf,
}

/// What opening a queue file found.
#[derive(Debug)]
pub struct Opened {
    /// The queue, for writing back.
    pub queue: ReportQueue,
    /// The reports waiting in it, oldest first.
    pub waiting: Vec<Queued>,
    /// Where a damaged file was kept aside, if it was.
    pub kept_aside: Option<PathBuf>,
}

impl ReportQueue {
    /// Opens the queue kept at `path` (a file that is not there is an empty queue). A file
    /// that cannot be read as a queue is kept aside and the queue starts empty.
    pub fn open(path: &Path) -> io::Result<Opened> {
        let queue = ReportQueue {
            path: path.to_path_buf(),
        };
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return Ok(Opened {
                    queue,
                    waiting: Vec::new(),
                    kept_aside: None,
                })
            }
            Err(error) => return Err(error),
        };
        match parse(&bytes) {
            Ok(waiting) => Ok(Opened {
                queue,
                waiting,
                kept_aside: None,
            }),
            Err(reason) => {
                let aside = oware_files::keep_aside(path, &bytes, SystemTime::now())?;
                fs::remove_file(path).or_else(|error| match error.kind() {
                    io::ErrorKind::NotFound => Ok(()),
                    _ => Err(error),
                })?;
                log::warn!(
                    "the classroom reports' queue {} could not be read ({reason}); kept aside as {}",
                    path.display(),
                    aside.display()
                );
                Ok(Opened {
                    queue,
                    waiting: Vec::new(),
                    kept_aside: Some(aside),
                })
            }
        }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `waiting` as the whole queue (the file goes when nothing waits).
    pub fn save<'a>(&self, waiting: impl IntoIterator<Item = &'a Queued>) -> io::Result<()> {
        let lines: Vec<String> = waiting.into_iter().map(line_of).collect();
        if lines.is_empty() {
            return match fs::remove_file(&self.path) {
                Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
                _ => Ok(()),
            };
        }
        let skip = lines.len().saturating_sub(MAX_QUEUED);
        let mut text = format!("{HEADER}\n");
        for line in &lines[skip..] {
            text.push_str(line);
            text.push('\n');
        }
        oware_files::replace_file(&self.path, text.as_bytes())
    }
}

fn line_of(queued: &Queued) -> String {
    let token = queued.by.token.as_deref().unwrap_or("-");
    format!("{} {token} {}", queued.by.name, queued.report.request())
}

/// Reads a queue file; why not, for the warning.
fn parse(bytes: &[u8]) -> Result<Vec<Queued>, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "not UTF-8".to_string())?;
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Err(format!("its first line is not '{HEADER}'"));
    }
    lines
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| {
            parse_line(line).ok_or_else(|| format!("line {}: {}", index + 2, shown(line)))
        })
        .collect()
}

fn parse_line(line: &str) -> Option<Queued> {
    let mut parts = line.splitn(3, ' ');
    let name = parts.next()?;
    let token = parts.next()?;
    let request = parts.next()?;
    check_name(name).ok()?;
    let token = match token {
        "-" => None,
        token if is_token(token) => Some(token.to_string()),
        _ => return None,
    };
    let report = match Request::parse(request).ok()?? {
        Request::Lesson(lesson) => Report::Lesson(lesson),
        Request::Finished(game) => Report::Finished(game),
        _ => return None,
    };
    Some(Queued {
        by: Reporting {
            name: name.to_string(),
            token,
        },
        report,
    })
}

/// A session token as the file may hold one: a word of letters, digits, `-` and `_`.
pub(super) fn is_token(word: &str) -> bool {
    (1..=128).contains(&word.len())
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_protocol::LessonDone;
    use oware_rules::GameKind;

    fn lesson(name: &str, token: Option<&str>, number: u32) -> Queued {
        Queued {
            by: Reporting {
                name: name.into(),
                token: token.map(str::to_string),
            },
            report: Report::Lesson(LessonDone {
                game: GameKind::Oware,
                number,
            }),
        }
    }

    #[test]
    fn a_queue_written_is_read_back_the_same_and_an_empty_one_leaves_no_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("report-queue");
        let opened = ReportQueue::open(&path).expect("no file is an empty queue");
        assert!(opened.waiting.is_empty() && opened.kept_aside.is_none());
        let waiting = vec![
            lesson("Ama", None, 2),
            lesson("Kofi", Some("a1B2-c3_d4"), 3),
        ];
        opened.queue.save(&waiting).expect("saved");
        let text = fs::read_to_string(&path).expect("the file");
        assert_eq!(
            text,
            "oware-reports 1\nAma - lesson oware 2\nKofi a1B2-c3_d4 lesson oware 3\n"
        );
        let again = ReportQueue::open(&path).expect("read back");
        assert_eq!(again.waiting, waiting);
        again.queue.save(&[]).expect("emptied");
        assert!(!path.exists());
    }

    #[test]
    fn a_damaged_queue_is_kept_aside_and_the_queue_starts_empty() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("report-queue");
        for damaged in [
            "oware-reports 1\nAma - lesson oware 2\nAma - lesson oware\n".as_bytes(),
            b"oware-reports 1\nAma Mensah - lesson oware 2\n",
            b"oware-reports 1\nAma $$$ lesson oware 2\n",
            b"oware-reports 1\nAma - hello Ama\n",
            b"something else\n",
            b"oware-reports 1\n\xff\xfe\n",
        ] {
            fs::write(&path, damaged).expect("written");
            let opened = ReportQueue::open(&path).expect("opened");
            assert!(opened.waiting.is_empty());
            let aside = opened.kept_aside.expect("kept aside");
            assert_eq!(fs::read(&aside).expect("the damaged file"), damaged);
            assert!(!path.exists(), "the damaged file left its place");
            fs::remove_file(aside).expect("tidied");
        }
        // Positive control: the first file without its bad line is read.
        fs::write(&path, "oware-reports 1\nAma - lesson oware 2\n\n").expect("written");
        let opened = ReportQueue::open(&path).expect("opened");
        assert_eq!(opened.waiting, vec![lesson("Ama", None, 2)]);
        assert!(opened.kept_aside.is_none());
    }

    #[test]
    fn past_its_bound_the_file_keeps_the_newest_reports() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("report-queue");
        let opened = ReportQueue::open(&path).expect("opened");
        let many: Vec<Queued> = (1..=(MAX_QUEUED as u32 + 3))
            .map(|n| lesson("Ama", None, n % 5 + 1))
            .collect();
        opened.queue.save(&many).expect("saved");
        let again = ReportQueue::open(&path).expect("read back");
        assert_eq!(again.waiting.len(), MAX_QUEUED);
        assert_eq!(again.waiting, many[3..].to_vec());
    }
}
