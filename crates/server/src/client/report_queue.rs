//! The reports a child's machine has not yet got to the classroom server, kept in a small
//! file so that a school network that is down, a server not started yet, or the program
//! closed meanwhile loses none of them: each goes out once the server can be reached, and
//! leaves the file only once the server answered it.
//!
//! One line a report, after a first line naming the format:
//!
//! ```text
//! oware-reports 1
//! hello Ama lesson oware 2
//! session 3f9c… finished kalah seeds=4 tux=3 41 south 30 18 empty-row
//! ```
//!
//! how the connection that sends it introduces itself (`hello` and the name it is reported
//! under, or `session` and the token of the child signed in), then the request as the
//! protocol writes it. The file is replaced whole at every change (through
//! `oware-files`, never half-written); one that cannot be read is kept aside under a
//! `.damaged-…` name and the queue starts empty, rather than a bad line stopping every report.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use oware_protocol::{check_name, Request, Token};
use oware_rules::shown;

use super::reports::Report;

/// The queue file's usual name, beside a desktop's settings.
pub const REPORT_QUEUE_FILE: &str = "report-queue";

/// The file a desktop keeps the signed-in child's session token in, beside its settings.
pub const CHILD_TOKEN_FILE: &str = "child-token";

/// The file's first line: the format and its version.
const HEADER: &str = "oware-reports 1";

/// The most reports the file keeps; the oldest go first past it (a week of a child's work
/// is far fewer).
pub const MAX_QUEUED: usize = 500;

/// Who a report counts for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reporting {
    /// The name said with `hello`.
    Named(String),
    /// The session token `signed-in` gave the child signed in: the server counts the report
    /// for that child.
    SignedIn(String),
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
    let request = queued.report.request();
    match &queued.by {
        Reporting::Named(name) => format!("{HELLO} {name} {request}"),
        Reporting::SignedIn(token) => format!("{SESSION} {token} {request}"),
    }
}

const HELLO: &str = "hello";
const SESSION: &str = "session";

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
    let how = parts.next()?;
    let who = parts.next()?;
    let request = parts.next()?;
    let by = match how {
        HELLO if check_name(who).is_ok() => Reporting::Named(who.to_string()),
        SESSION if is_token(who) => Reporting::SignedIn(who.to_string()),
        _ => return None,
    };
    let report = match Request::parse(request).ok()?? {
        Request::Lesson(lesson) => Report::Lesson(lesson),
        Request::Finished(game) => Report::Finished(game),
        Request::Chapter(done) => Report::Chapter(done),
        _ => return None,
    };
    Some(Queued { by, report })
}

/// A session token as the protocol writes one: 32 hexadecimal digits.
pub(super) fn is_token(word: &str) -> bool {
    Token::parse(word).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_protocol::LessonDone;
    use oware_rules::GameKind;

    const TOKEN: &str = "0123456789abcdef0123456789abcdef";

    fn lesson(by: Reporting, number: u32) -> Queued {
        Queued {
            by,
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
            lesson(Reporting::Named("Ama".into()), 2),
            lesson(Reporting::SignedIn(TOKEN.into()), 3),
            Queued {
                by: Reporting::Named("Ama".into()),
                report: Report::Chapter(oware_protocol::ChapterDone {
                    key: "kalah-chains".into(),
                    stage: 2,
                    stars: 3,
                }),
            },
        ];
        opened.queue.save(&waiting).expect("saved");
        let text = fs::read_to_string(&path).expect("the file");
        assert_eq!(
            text,
            format!(
                "oware-reports 1\nhello Ama lesson oware 2\nsession {TOKEN} lesson oware 3\n\
                 hello Ama chapter kalah-chains 2 3\n"
            )
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
            "oware-reports 1\nhello Ama lesson oware 2\nhello Ama lesson oware\n".as_bytes(),
            b"oware-reports 1\nhello Ama Mensah lesson oware 2\n",
            b"oware-reports 1\nsession 0123 lesson oware 2\n",
            b"oware-reports 1\nsay Ama lesson oware 2\n",
            b"oware-reports 1\nhello Ama hello Ama\n",
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
        fs::write(&path, "oware-reports 1\nhello Ama lesson oware 2\n\n").expect("written");
        let opened = ReportQueue::open(&path).expect("opened");
        assert_eq!(
            opened.waiting,
            vec![lesson(Reporting::Named("Ama".into()), 2)]
        );
        assert!(opened.kept_aside.is_none());
    }

    #[test]
    fn past_its_bound_the_file_keeps_the_newest_reports() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("report-queue");
        let opened = ReportQueue::open(&path).expect("opened");
        let many: Vec<Queued> = (1..=(MAX_QUEUED as u32 + 3))
            .map(|n| lesson(Reporting::Named("Ama".into()), n % 5 + 1))
            .collect();
        opened.queue.save(&many).expect("saved");
        let again = ReportQueue::open(&path).expect("read back");
        assert_eq!(again.waiting.len(), MAX_QUEUED);
        assert_eq!(again.waiting, many[3..].to_vec());
    }
}
