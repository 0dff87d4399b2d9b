//! Puzzles and counting drills for the browser's page (docs/develop/web-protocol.md, "Puzzles
//! and drills"): each connection's puzzle in progress and drill, judged by `oware-puzzles`
//! with the rules; each child's record per game (rating, counts, themes, drills, own
//! puzzles) and each puzzle's rating, kept in SQLite through the store's writer before the
//! child is told; the sentences chosen by `oware-phrases`. The page decides nothing.
//!
//! - `solve`: `puzzle`, `puzzle-move`, `puzzle-retry`, `puzzle-hint`, `puzzle-rating`;
//! - `drills`: `drill`, `drill-answer`;
//! - `replay`: a move's lines for the page to replay (`puzzle-steps`, `puzzle-board`);
//! - `own`: a child's own puzzles from their games against Tux here;
//! - `stored`: the tables and their rows.
//!
//! A puzzle counts for the child's rating once: solved (a second try or a hint counts less,
//! as the puzzles crate scores it), or missed when the child leaves it unsolved after a wrong
//! move (for another puzzle, a drill, or by closing the page).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use oware_protocol::Request;
use oware_puzzles::{Attempt, Drill, Glicko, Puzzle, PuzzleRecord, PuzzleRun, Streak};
use oware_rules::GameKind;

use crate::hub::{now_ms, Hub, Peer};
use crate::store::Change;
use oware_protocol::Refusal;

mod drills;
mod own;
pub(crate) mod replay;
mod solve;
pub mod stored;

/// A puzzle a connection is solving.
#[derive(Clone)]
struct Open {
    run: PuzzleRun,
    /// The puzzle with its rating as the server keeps it.
    puzzle: Puzzle,
    /// A move was played: leaving the puzzle unsolved now counts as a miss.
    tried: bool,
    /// The attempt counted for the ratings already.
    counted: bool,
    /// The puzzle is part of a streak.
    in_streak: bool,
}

/// One connection's puzzles and drills.
struct Session {
    name: String,
    open: Option<Open>,
    drill: Option<Drill>,
    /// The streak going on, and its game.
    streak: Option<(GameKind, Streak)>,
    /// The puzzles this connection was given, so that it is not given one twice soon.
    seen: HashSet<String>,
}

/// Everything puzzles: the records and ratings as stored, and the connections' sessions.
pub struct Desk {
    records: Mutex<stored::Records>,
    ratings: Mutex<HashMap<String, Glicko>>,
    sessions: Mutex<HashMap<u64, Session>>,
}

/// A lock whose holder cannot leave its map half-changed (each use is one get, insert or
/// remove), so a poisoned one is taken over.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Days since the Unix epoch: own puzzles come back after days. For tests only, the
/// environment variable [`TEST_CLOCK`] names a file holding a number of days that moves this
/// calendar on, read at each call, so that a test can make it "days later" while the server
/// runs.
fn today() -> u32 {
    let days = u32::try_from(now_ms() / 86_400_000).unwrap_or(u32::MAX);
    let ahead = std::env::var_os(TEST_CLOCK)
        .and_then(|path| std::fs::read_to_string(path).ok())
        .map_or(0, |text| days_ahead(&text));
    days.saturating_add(ahead)
}

/// The environment variable naming a test's clock file: the days the own puzzles' calendar
/// is moved on. Never set in a classroom (the handbook's server page says so).
pub const TEST_CLOCK: &str = "OWARE_SERVER_TEST_CLOCK";

/// The days a test's clock file holding `text` moves the calendar on: none unless it is a
/// whole number.
fn days_ahead(text: &str) -> u32 {
    text.trim().parse::<u32>().unwrap_or(0)
}

impl Desk {
    /// The records and ratings stored in the database at `path`; nothing when they cannot be
    /// read (said in the log): the children start again rather than the server not starting.
    pub fn load(path: &Path) -> Desk {
        let (records, ratings) = match stored::load(path) {
            Ok((records, ratings, problems)) => {
                for problem in problems {
                    log::warn!("{problem}");
                }
                (records, ratings)
            }
            Err(error) => {
                log::error!("the puzzles' rows cannot be read: {error}");
                (HashMap::new(), HashMap::new())
            }
        };
        // The shipped sets are read (every line checked by the rules) once, ahead, on a
        // thread of their own, so that the first children to ask for a puzzle do not wait.
        std::thread::spawn(|| {
            for kind in GameKind::ALL {
                oware_puzzles::shipped(kind);
                SET_READ[set_index(kind)].store(true, Ordering::Release);
            }
        });
        Desk {
            records: Mutex::new(records),
            ratings: Mutex::new(ratings),
            sessions: Mutex::new(HashMap::new()),
        }
    }

    /// `name`'s record in `game`, a new one if they never tried it.
    fn record(&self, name: &str, game: GameKind) -> PuzzleRecord {
        lock(&self.records)
            .get(&(name.to_string(), game))
            .cloned()
            .unwrap_or_else(|| PuzzleRecord::new(game))
    }

    /// A puzzle's rating as the attempts the server saw moved it.
    fn rated(&self, puzzle: &Puzzle) -> Puzzle {
        let mut puzzle = puzzle.clone();
        if let Some(rating) = lock(&self.ratings).get(&puzzle.id) {
            puzzle.rating = *rating;
        }
        puzzle
    }

    /// Runs `f` on the session of `peer`, made for `name` if it has none.
    fn session<T>(&self, peer: &Peer, name: &str, f: impl FnOnce(&mut Session) -> T) -> T {
        let mut sessions = lock(&self.sessions);
        let session = sessions.entry(peer.id).or_insert_with(|| Session {
            name: name.to_string(),
            open: None,
            drill: None,
            streak: None,
            seen: HashSet::new(),
        });
        f(session)
    }

    /// Forgets every child's record: "Forget the class".
    pub fn forget(&self) {
        lock(&self.records).clear();
    }

    /// A child of the roster was renamed: their records follow the one-word name.
    pub fn rename(&self, old: &str, new: &str) {
        let mut records = lock(&self.records);
        let moved: Vec<_> = records
            .keys()
            .filter(|(name, _)| name == old)
            .cloned()
            .collect();
        for key in moved {
            if let Some(record) = records.remove(&key) {
                records.insert((new.to_string(), key.1), record);
            }
        }
    }

    /// A child of the roster was deleted: their records go.
    pub fn remove(&self, name: &str) {
        lock(&self.records).retain(|(held, _), _| held != name);
    }
}

/// Which shipped sets are read: asking for one that is not blocks while it is read.
static SET_READ: [AtomicBool; 4] = [
    AtomicBool::new(false),
    AtomicBool::new(false),
    AtomicBool::new(false),
    AtomicBool::new(false),
];

fn set_index(game: GameKind) -> usize {
    GameKind::ALL
        .iter()
        .position(|&kind| kind == game)
        .unwrap_or(0)
}

/// The shipped puzzles of `game`. While the set is still being read (just after the start),
/// the wait for it is made on a blocking thread: a connection's thread held there would
/// hold up every other connection it serves, and the puzzles' sessions with it.
async fn shipped_set(game: GameKind) -> &'static [Puzzle] {
    let read = &SET_READ[set_index(game)];
    if !read.load(Ordering::Acquire) {
        if let Ok(set) = tokio::task::spawn_blocking(move || oware_puzzles::shipped(game)).await {
            read.store(true, Ordering::Release);
            return set;
        }
    }
    oware_puzzles::shipped(game)
}

/// What counting an attempt changes: the child's record, the puzzle's rating, and for a
/// puzzle solved, its themes' words (kept with the time, for the work the teacher gives).
struct Counted {
    name: String,
    game: GameKind,
    record: PuzzleRecord,
    puzzle_id: String,
    puzzle_rating: Glicko,
    solved: Option<Vec<String>>,
}

impl Hub {
    /// Answers a puzzle or drill request from a child called `name`.
    pub async fn puzzles(&self, peer: &Peer, name: &str, request: Request) -> Result<(), Refusal> {
        match request {
            Request::Puzzle(ask) => solve::ask(self, peer, name, ask).await,
            Request::PuzzleMove(letter) => solve::play(self, peer, name, &letter).await,
            Request::PuzzleRetry => solve::retry(self, peer, name),
            Request::PuzzleHint => solve::hint(self, peer, name),
            Request::PuzzleRating(game) => {
                solve::standing(self, peer, name, game);
                Ok(())
            }
            Request::Drill(ask) => drills::ask(self, peer, name, ask).await,
            Request::DrillAnswer(reply) => drills::answer(self, peer, name, reply).await,
            _ => Err(Refusal::NotSeated),
        }
    }

    /// The teacher ended the child's session: the puzzle open on this connection is dropped
    /// uncounted, since it was nobody's from then on (and a deleted child's must not come back).
    pub fn puzzles_dropped(&self, peer: &Peer) {
        lock(&self.puzzle_desk().sessions).remove(&peer.id);
    }

    /// The connection closed: a puzzle it left unsolved after a wrong move counts as missed.
    pub async fn puzzles_gone(&self, peer: &Peer) {
        let session = lock(&self.puzzle_desk().sessions).remove(&peer.id);
        if let Some(mut session) = session {
            if let Some(counted) = leave_puzzle(self.puzzle_desk(), &mut session) {
                // Nobody waits for it: the connection is gone.
                let _ = keep(self, counted).await;
            }
        }
    }
}

/// The open puzzle of `session` is left: if it was tried and not counted, it counts as a
/// miss (and a streak ends).
fn leave_puzzle(desk: &Desk, session: &mut Session) -> Option<Counted> {
    let open = session.open.take()?;
    if !open.tried || open.counted {
        return None;
    }
    count(desk, session, &open.puzzle, open.in_streak, Attempt::Missed)
}

/// Counts an attempt at `open` for `session`'s child: the record and the puzzle's rating,
/// worked out on copies, kept in memory only once stored (see [`keep`]).
fn count(
    desk: &Desk,
    session: &mut Session,
    puzzle: &Puzzle,
    in_streak: bool,
    attempt: Attempt,
) -> Option<Counted> {
    let game = puzzle.ruleset.kind();
    let mut record = desk.record(&session.name, game);
    let puzzle_rating = record.record(puzzle, attempt, today());
    if in_streak {
        if let Some((_, streak)) = session.streak.as_mut().filter(|(kind, _)| *kind == game) {
            streak.record(attempt);
            record.record_streak(streak.best());
        }
    }
    let solved = attempt.is_solved().then(|| {
        puzzle
            .themes
            .iter()
            .map(|theme| theme.id().to_string())
            .collect()
    });
    Some(Counted {
        name: session.name.clone(),
        game,
        record,
        puzzle_id: puzzle.id.clone(),
        puzzle_rating,
        solved,
    })
}

/// Stores a counted attempt, then keeps it in memory; a change the database refused is
/// neither kept nor told.
async fn keep(hub: &Hub, counted: Counted) -> Result<PuzzleRecord, Refusal> {
    // One change, so that the record, the puzzle's rating and the solve share one commit.
    let at = now_ms();
    let mut writes = vec![
        stored::Write::Record {
            name: counted.name.clone(),
            game: counted.game,
            text: counted.record.to_text(),
            at,
        },
        stored::Write::Rating {
            id: counted.puzzle_id.clone(),
            rating: counted.puzzle_rating,
        },
    ];
    if let Some(themes) = &counted.solved {
        writes.push(stored::Write::Solved {
            name: counted.name.clone(),
            game: counted.game,
            themes: themes.clone(),
            at,
        });
    }
    hub.keep(Change::Puzzles(writes)).await?;
    let desk = hub.puzzle_desk();
    lock(&desk.records).insert((counted.name, counted.game), counted.record.clone());
    lock(&desk.ratings).insert(counted.puzzle_id, counted.puzzle_rating);
    Ok(counted.record)
}

/// Stores a record changed by a drill, then keeps it in memory.
async fn keep_record(hub: &Hub, name: &str, record: PuzzleRecord) -> Result<(), Refusal> {
    hub.keep(Change::Puzzles(vec![stored::Write::Record {
        name: name.to_string(),
        game: record.game,
        text: record.to_text(),
        at: now_ms(),
    }]))
    .await?;
    lock(&hub.puzzle_desk().records).insert((name.to_string(), record.game), record);
    Ok(())
}

/// The rating as the wire carries it: rounded, and never below 0.
fn rounded(value: f64) -> u32 {
    if value.is_finite() && value > 0.0 {
        // A rating is a few thousand at most; the cast saturates anyway.
        value.round() as u32
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::days_ahead;

    #[test]
    fn the_test_clock_moves_on_only_by_whole_days_it_is_given() {
        assert_eq!(days_ahead("3"), 3);
        assert_eq!(days_ahead(" 21\n"), 21);
        assert_eq!(days_ahead(""), 0);
        assert_eq!(days_ahead("soon"), 0);
        assert_eq!(days_ahead("-2"), 0);
    }
}
