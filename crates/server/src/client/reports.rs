//! What a child's program tells the classroom server about what the child did on its own
//! machine: a lesson done, a game finished against Tux or a friend at the same screen. The
//! teacher's page counts them under the child's name.
//!
//! A [`Reporter`] never makes its caller wait: [`Reporter::report`] puts the report in a
//! short queue and returns, and a thread of its own connects, says `hello` with the name,
//! sends the report and reads the answer, each with a short time limit. A server that cannot
//! be reached is tried again a few times, then the report is given up (and logged); one the
//! server refuses is given up at once, as sending it again would be refused again.
//!
//! With a queue file ([`ReportOptions::queue_file`], the desktop's), a report is on the disk
//! before [`Reporter::report`] returns and leaves it only once the server answered it: a
//! server that cannot be reached keeps it waiting there, tried again every
//! [`ReportOptions::retry_later`] and at the next start of the program, each report sent
//! once. A child who signed in has their reports counted for them by their session.

use std::collections::VecDeque;
use std::io::Write;
use std::net::{Shutdown, SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use oware_protocol::{
    check_name, ChapterDone, FinishedGame, LessonDone, LineError, Request, ServerLine,
};
use oware_rules::shown;

use super::report_queue::{is_token, Queued, ReportQueue, Reporting};
use super::worker::read_line;
use super::{greet, greet_signed_in, ClientError, ClientOptions};

/// Timings and bounds of a [`Reporter`]; the defaults suit a school network.
#[derive(Clone, Debug)]
pub struct ReportOptions {
    /// The longest wait for a connection to the server to open.
    pub connect_timeout: Duration,
    /// The longest wait for the welcome and for the report's answer.
    pub answer_timeout: Duration,
    /// Tries for one report while the server cannot be reached, the first included.
    pub attempts: u32,
    /// The pause after the first failed try; it doubles after each further one.
    pub retry_pause: Duration,
    /// Reports waiting to be sent; one more is given up.
    pub queue: usize,
    /// The file that keeps the reports waiting, if any: then a report the server could not
    /// be reached for waits there instead of being given up.
    pub queue_file: Option<PathBuf>,
    /// With a queue file, the pause before the reports waiting are tried again after a
    /// report's tries all failed.
    pub retry_later: Duration,
}

impl Default for ReportOptions {
    fn default() -> Self {
        ReportOptions {
            connect_timeout: Duration::from_secs(2),
            answer_timeout: Duration::from_secs(5),
            attempts: 3,
            retry_pause: Duration::from_millis(500),
            queue: 32,
            queue_file: None,
            retry_later: Duration::from_secs(30),
        }
    }
}

/// One thing the child did at its own machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A lesson done to its end.
    Lesson(LessonDone),
    /// A game played to its end, against Tux or a friend at the same machine.
    Finished(FinishedGame),
    /// A strategy chapter's stage met, with its stars.
    Chapter(ChapterDone),
}

impl Report {
    pub(super) fn request(&self) -> Request {
        match self {
            Report::Lesson(lesson) => Request::Lesson(*lesson),
            Report::Finished(game) => Request::Finished(*game),
            Report::Chapter(done) => Request::Chapter(done.clone()),
        }
    }
}

/// What became of the reports so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReportTally {
    /// Counted by the server.
    pub sent: u32,
    /// Refused by the server (a name or a report it does not take).
    pub refused: u32,
    /// Given up: the server could not be reached, or did not answer in time.
    pub failed: u32,
    /// Given up before any try: the queue was full, or the name cannot be sent.
    pub dropped: u32,
}

#[derive(Default)]
struct State {
    /// The reports waiting, the one being sent (if any) first.
    queue: VecDeque<Queued>,
    /// The file that keeps `queue`, if any.
    store: Option<ReportQueue>,
    /// A report is being sent.
    busy: bool,
    stopping: bool,
    tally: ReportTally,
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere while holding the lock leaves counts that are still counts.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl State {
    /// Writes the queue to its file, if it has one; a failure is logged, the reports stay
    /// queued in memory.
    fn save(&self) {
        if let Some(store) = &self.store {
            if let Err(error) = store.save(&self.queue) {
                log::warn!(
                    "the classroom reports waiting could not be kept in {}: {error}",
                    store.path().display()
                );
            }
        }
    }
}

/// Sends reports to one classroom server, on a thread of its own.
pub struct Reporter {
    shared: Arc<Shared>,
    queue_limit: usize,
    kept_aside: Option<PathBuf>,
}

impl Reporter {
    /// Starts the reporting thread for the server at `server` (`host:port`, looked up on
    /// that thread at every report, so that a server started later is found). With a queue
    /// file, the reports it keeps are sent first; a damaged one is kept aside
    /// ([`Reporter::kept_aside`]). An error only when the thread cannot start or the queue
    /// file cannot be read at all.
    pub fn start(server: &str, options: ReportOptions) -> std::io::Result<Reporter> {
        let mut state = State::default();
        let mut kept_aside = None;
        if let Some(path) = &options.queue_file {
            let opened = ReportQueue::open(path)?;
            state.queue = opened.waiting.into();
            state.store = Some(opened.queue);
            kept_aside = opened.kept_aside;
        }
        let shared = Arc::new(Shared {
            state: Mutex::new(state),
            changed: Condvar::new(),
        });
        let queue_limit = if options.queue_file.is_some() {
            options.queue.max(super::report_queue::MAX_QUEUED)
        } else {
            options.queue
        };
        let sending = Sending {
            server: server.to_string(),
            options,
            shared: Arc::clone(&shared),
        };
        thread::Builder::new()
            .name("oware-reports".into())
            .spawn(move || sending.run())?;
        Ok(Reporter {
            shared,
            queue_limit,
            kept_aside,
        })
    }

    /// Queues `report` under `name` and returns at once; false when it was given up instead
    /// (the name cannot be sent, or too many reports are waiting already).
    pub fn report(&self, name: &str, report: Report) -> bool {
        if let Err(refusal) = check_name(name) {
            log::warn!("not reported to the classroom server: {refusal}");
            self.shared.lock().tally.dropped += 1;
            return false;
        }
        self.queue(Reporting::Named(name.to_string()), report)
    }

    /// Queues `report` for the child signed in with the session `token`: the server counts
    /// it for that child. False when it was given up (not a token, or too many waiting).
    pub fn report_signed_in(&self, token: &str, report: Report) -> bool {
        if !is_token(token) {
            log::warn!("not reported to the classroom server: not a session token");
            self.shared.lock().tally.dropped += 1;
            return false;
        }
        self.queue(Reporting::SignedIn(token.to_string()), report)
    }

    fn queue(&self, by: Reporting, report: Report) -> bool {
        let mut state = self.shared.lock();
        let limit = self.queue_limit;
        if state.queue.len() >= limit {
            log::warn!("not reported to the classroom server: {limit} reports wait already");
            state.tally.dropped += 1;
            return false;
        }
        state.queue.push_back(Queued { by, report });
        // On the disk before the caller goes on: a program closed now still sends it later.
        state.save();
        self.shared.changed.notify_all();
        true
    }

    /// Reports not yet sent nor given up (waiting in the queue file, with one).
    pub fn waiting(&self) -> usize {
        self.shared.lock().queue.len()
    }

    /// Where a damaged queue file was kept aside at the start, if it was.
    pub fn kept_aside(&self) -> Option<&PathBuf> {
        self.kept_aside.as_ref()
    }

    /// Waits up to `within` until every report queued so far was sent or given up; true if
    /// they all were. For a program about to close (a report just made still goes out), and
    /// for tests.
    pub fn settle(&self, within: Duration) -> bool {
        let state = self.shared.lock();
        let (state, _) = self
            .shared
            .changed
            .wait_timeout_while(state, within, |state| {
                !state.stopping && (state.busy || !state.queue.is_empty())
            })
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        !state.busy && state.queue.is_empty()
    }

    /// What became of the reports so far.
    pub fn tally(&self) -> ReportTally {
        self.shared.lock().tally
    }
}

impl Drop for Reporter {
    /// The thread stops after the report it is sending, if any; the ones still queued are
    /// given up (or wait in the queue file, with one). Nothing here waits for the network.
    fn drop(&mut self) {
        let mut state = self.shared.lock();
        state.stopping = true;
        self.shared.changed.notify_all();
    }
}

/// How one try of a report ended.
enum Try {
    Sent,
    Refused(String),
    /// Worth another try later.
    Failed(String),
}

/// The reporting thread's side.
struct Sending {
    server: String,
    options: ReportOptions,
    shared: Arc<Shared>,
}

impl Sending {
    fn run(self) {
        loop {
            let item = {
                let state = self.shared.lock();
                let mut state = self
                    .shared
                    .changed
                    .wait_while(state, |state| !state.stopping && state.queue.is_empty())
                    .unwrap_or_else(|poisoned| poisoned.into_inner());
                if state.stopping {
                    return;
                }
                // Left first in the queue (and in its file) until the server answered it.
                let Some(item) = state.queue.front().cloned() else {
                    continue;
                };
                state.busy = true;
                item
            };
            let outcome = self.deliver(&item);
            let mut state = self.shared.lock();
            state.busy = false;
            let kept = state.store.is_some();
            match outcome {
                Try::Failed(reason) if kept => {
                    log::info!(
                        "a report waits for the classroom server ({} waiting): {reason}",
                        state.queue.len()
                    );
                    self.shared.changed.notify_all();
                    drop(state);
                    if self.pause(self.options.retry_later) {
                        return;
                    }
                    continue;
                }
                Try::Sent => state.tally.sent += 1,
                Try::Refused(reason) => {
                    log::warn!("the classroom server refused a report: {reason}");
                    state.tally.refused += 1;
                }
                Try::Failed(reason) => {
                    log::warn!(
                        "a report was given up after {} tries: {reason}",
                        self.options.attempts
                    );
                    state.tally.failed += 1;
                }
            }
            state.queue.pop_front();
            state.save();
            self.shared.changed.notify_all();
        }
    }

    /// Tries the report until it is sent or refused, at most `attempts` times, pausing
    /// longer after each failure (a pause that [`Reporter`]'s drop cuts short).
    fn deliver(&self, item: &Queued) -> Try {
        let mut pause = self.options.retry_pause;
        let mut last = Try::Failed("no try was made".into());
        for attempt in 1..=self.options.attempts.max(1) {
            last = self.try_once(item);
            if !matches!(last, Try::Failed(_)) || attempt == self.options.attempts {
                break;
            }
            if self.pause(pause) {
                break;
            }
            pause = pause.saturating_mul(2);
        }
        last
    }

    /// Waits `pause`; true when the reporter was dropped meanwhile.
    fn pause(&self, pause: Duration) -> bool {
        let until = Instant::now() + pause;
        let mut state = self.shared.lock();
        while !state.stopping {
            let Some(left) = until.checked_duration_since(Instant::now()) else {
                break;
            };
            state = self
                .shared
                .changed
                .wait_timeout(state, left)
                .map(|(state, _)| state)
                .unwrap_or_else(|poisoned| poisoned.into_inner().0);
        }
        state.stopping
    }

    /// One connection: `hello`, the report, its answer.
    fn try_once(&self, item: &Queued) -> Try {
        let address = match self.address() {
            Ok(address) => address,
            Err(reason) => return Try::Failed(reason),
        };
        let client = ClientOptions {
            connect_timeout: self.options.connect_timeout,
            answer_timeout: self.options.answer_timeout,
            ..ClientOptions::default()
        };
        let greeted = match &item.by {
            Reporting::Named(name) => greet(address, name, &client),
            Reporting::SignedIn(token) => greet_signed_in(address, token, &client),
        };
        let (mut stream, mut reader) = match greeted {
            Ok(connection) => connection,
            Err(ClientError::Name(refusal)) => return Try::Refused(refusal.to_string()),
            Err(ClientError::Refused(reason)) => return Try::Refused(reason),
            Err(error) => return Try::Failed(error.to_string()),
        };
        let request = item.report.request();
        let verb = request.verb();
        let timeouts = stream
            .set_read_timeout(Some(self.options.answer_timeout))
            .and_then(|()| stream.set_write_timeout(Some(self.options.answer_timeout)));
        let written = timeouts.and_then(|()| stream.write_all(format!("{request}\n").as_bytes()));
        if let Err(error) = written {
            return Try::Failed(error.to_string());
        }
        // Events may come before the answer (the server tells a greeted child about the
        // class tournament); they are skipped, a few at most.
        let mut outcome = Try::Failed("the server did not answer the report".into());
        for _ in 0..MAX_LINES_BEFORE_ANSWER {
            let line = match read_line(&mut reader) {
                Ok(Some(line)) => line,
                Ok(None) => {
                    outcome = Try::Failed("the server closed the connection".into());
                    break;
                }
                Err(error) => {
                    outcome = Try::Failed(error.to_string());
                    break;
                }
            };
            outcome = match ServerLine::parse(&line, Some(verb)) {
                Ok(ServerLine::Answer(answer)) if answer.verb() == verb => Try::Sent,
                Ok(ServerLine::Refused(refusal)) => Try::Refused(refusal.to_string()),
                Err(LineError::Refusal(reason)) => Try::Refused(shown(&reason)),
                Ok(ServerLine::Event(_)) | Err(LineError::Event(_)) => continue,
                Ok(ServerLine::Answer(_)) | Err(LineError::Answer(_) | LineError::Unknown(_)) => {
                    Try::Failed(format!("not an answer to the report: {}", shown(&line)))
                }
            };
            break;
        }
        let _ = stream.shutdown(Shutdown::Both);
        outcome
    }

    fn address(&self) -> Result<SocketAddr, String> {
        self.server
            .to_socket_addrs()
            .map_err(|error| format!("{}: {error}", shown(&self.server)))?
            .next()
            .ok_or_else(|| format!("{}: no address", shown(&self.server)))
    }
}

/// Events read before a report's answer at most: more than a server sends a child in the
/// lobby, few enough that a server talking nonsense is soon given up.
const MAX_LINES_BEFORE_ANSWER: usize = 16;
