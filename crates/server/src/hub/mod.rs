//! The rooms a server holds and everything players do to them.
//!
//! Each room has its own lock, held from the check of a request to the last line it sends:
//! a change is stored and only then applied and told, and the other player's requests wait
//! meanwhile, so nobody ever sees a state the database does not have, and the lines of one
//! room go out in the order its changes happened. Different rooms never wait for each other
//! except in the database's shared commits.
//!
//! The hub's core is here: the table of rooms, each room's entry, the stored rooms rebuilt
//! at start. What players and the teacher do is in a file for each concern:
//! - `rooms`: create, join, resume, leave, a connection lost, rooms deleted (idle, closed by
//!   the teacher, a class forgotten);
//! - `play`: moves, takebacks, new games, questions about the game, hints and Tux's moves;
//! - `watch`: the board's lines for the connections that watch, and the teacher's view;
//! - `reports`: the results kept for the teacher's page (games ended here or elsewhere,
//!   lessons done);
//! - `tournament`: the class tournament's rounds and news;
//! - `lobby`: the connections that said `hello`, by name;
//! - `peer`: a connection as the rooms see it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use oware_protocol::{Refusal, RoomCode};
use oware_rules::{Ruleset, Side};
use tokio::sync::Mutex as RoomLock;

mod lobby;
mod peer;
pub(crate) mod phrases;
mod play;
mod reports;
mod rooms;
mod tournament;
mod watch;

pub use lobby::GUEST;
pub use peer::{Outbound, Peer};
pub use play::Question;
pub use tournament::StartError;
pub use watch::RoomView;

use crate::room::Room;
use crate::secret::Random;
use crate::store::{Change, Store, StoredRoom};
use crate::tournament::Tournament;
use crate::tux_pool::TuxPool;

/// One room in the hub: its game and seats, who is connected and watching, Tux's thinking.
struct Entry {
    room: Room,
    /// The connection in each seat, if its player is connected.
    present: [Option<Peer>; 2],
    /// The connection in each seat said `watch`: it is told every move's steps and board.
    watching: [bool; 2],
    /// Tux is thinking about this room's next move.
    thinking: bool,
    /// Counts the takebacks and new games, so that Tux's answer to a game that changed
    /// meanwhile is dropped.
    generation: u64,
    /// The room was deleted while someone waited for its lock.
    gone: bool,
    /// This game's result is stored: an end reached again after an undo is not a second game.
    result_kept: bool,
}

impl Entry {
    fn new(room: Room, present: [Option<Peer>; 2]) -> Entry {
        Entry {
            room,
            present,
            watching: [false, false],
            thinking: false,
            generation: 0,
            gone: false,
            result_kept: false,
        }
    }

    /// Puts `peer` in a seat; a new connection watches only once it asks.
    fn seat(&mut self, side: Side, peer: Option<Peer>) -> Option<Peer> {
        self.watching[side.index()] = false;
        std::mem::replace(&mut self.present[side.index()], peer)
    }
}

type Shared = Arc<RoomLock<Entry>>;

/// Where a connection sits.
#[derive(Clone)]
pub struct Seated {
    /// The room's code.
    pub code: RoomCode,
    /// The connection's seat in it.
    pub side: Side,
    entry: Shared,
}

/// The rooms, the connections that said `hello`, the store, Tux's pool and the tournament.
pub struct Hub {
    rooms: Mutex<HashMap<RoomCode, Shared>>,
    store: Store,
    next_peer: AtomicU64,
    pool: TuxPool,
    /// The class tournament, if one was started and not cancelled.
    tournament: RoomLock<Option<Tournament>>,
    /// Every open connection that said `hello`, by its id, with the name it gave.
    lobby: Mutex<HashMap<u64, (String, Peer)>>,
    /// Puzzles and drills: the children's records, the puzzles' ratings, the sessions.
    puzzles: crate::puzzles::Desk,
    /// Lessons and look backs: each connection's lesson and Tux's review.
    lessons: crate::lessons::Desk,
    /// Strategy chapters: each connection's chapter and stage against Tux.
    chapters: crate::chapters::Desk,
    /// The class's roster: groups, children, sessions, settings, assignments.
    roster: crate::roster::Roster,
}

/// Milliseconds since the Unix epoch: rooms' idle time must survive a restart, so it is
/// wall-clock time.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| {
            u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX)
        })
}

impl Hub {
    /// The hub with the stored rooms, each rebuilt by replaying its moves.
    pub fn new(store: Store, stored: Vec<StoredRoom>, pool: TuxPool) -> Hub {
        let mut rooms = HashMap::new();
        for stored in stored {
            let (room, replay) = Room::restore(
                stored.ruleset,
                stored.seats,
                (stored.opponent, stored.first),
                &stored.moves,
                stored.active_at,
            );
            if let Err((ply, reason)) = replay {
                log::warn!(
                    "room {}: stored move {} refused by the rules ({}); the room continues \
                     from the move before",
                    stored.code,
                    ply + 1,
                    Refusal::Illegal(reason)
                );
            }
            // The moves the room could not take are dropped, so that its next move is stored
            // as the one after those it has.
            let kept = room.move_count();
            if kept < stored.stored_moves {
                store.save_later(Change::Cut {
                    code: stored.code,
                    keep: kept,
                });
            }
            rooms.insert(
                stored.code,
                Arc::new(RoomLock::new(Entry::new(room, [None, None]))),
            );
        }
        let puzzles = crate::puzzles::Desk::load(store.path());
        let roster = crate::roster::Roster::load(store.path());
        Hub {
            roster,
            puzzles,
            lessons: crate::lessons::Desk::default(),
            chapters: crate::chapters::Desk::default(),
            rooms: Mutex::new(rooms),
            store,
            next_peer: AtomicU64::new(1),
            pool,
            tournament: RoomLock::new(None),
            lobby: Mutex::new(HashMap::new()),
        }
    }

    /// Tux's threads: its moves, and its look backs (`TuxPool::look`).
    pub(crate) fn tux(&self) -> &TuxPool {
        &self.pool
    }

    /// A number no other connection of this server has.
    pub fn peer_id(&self) -> u64 {
        self.next_peer.fetch_add(1, Ordering::Relaxed)
    }

    /// How many rooms the hub holds.
    pub fn room_count(&self) -> usize {
        self.table().len()
    }

    /// The map of rooms. A panic elsewhere while it was held cannot leave it half-changed
    /// (each use is one insert, remove or read), so a poisoned lock is simply taken over.
    fn table(&self) -> MutexGuard<'_, HashMap<RoomCode, Shared>> {
        self.rooms
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Every room as it stands now, taken out of the table so that each room's own lock can
    /// be waited for without holding the table's.
    fn snapshot(&self) -> Vec<(RoomCode, Shared)> {
        self.table()
            .iter()
            .map(|(code, entry)| (*code, entry.clone()))
            .collect()
    }

    /// The room of this code, if the table has it.
    fn find(&self, code: RoomCode) -> Result<Shared, Refusal> {
        self.table()
            .get(&code)
            .cloned()
            .ok_or(Refusal::NoSuchRoom(code))
    }

    /// The class's roster.
    pub(crate) fn roster(&self) -> &crate::roster::Roster {
        &self.roster
    }

    /// The puzzles and drills of the connections, and the children's records.
    pub(crate) fn puzzle_desk(&self) -> &crate::puzzles::Desk {
        &self.puzzles
    }

    /// Each connection's lesson and look back.
    pub(crate) fn lesson_desk(&self) -> &crate::lessons::Desk {
        &self.lessons
    }

    /// Each connection's chapter and stage.
    pub(crate) fn chapter_desk(&self) -> &crate::chapters::Desk {
        &self.chapters
    }

    /// The game of the room `seated` is in, and who sits opposite, for the look back.
    pub(crate) async fn seated_game(
        &self,
        peer: &Peer,
        seated: &Seated,
    ) -> Result<
        (
            oware_rules::Game<oware_rules::AnyPosition>,
            oware_protocol::Opponent,
        ),
        Refusal,
    > {
        let locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        Ok((locked.room.game().clone(), locked.room.opponent()))
    }

    /// Stores a change for the puzzles and returns once it is committed (see [`Hub::save`]).
    pub(crate) async fn keep(&self, change: Change) -> Result<(), Refusal> {
        self.save(change).await
    }

    /// Stores a change and returns once it is committed. A change that is not saved is
    /// refused, and the caller neither applies it nor tells anyone.
    async fn save(&self, change: Change) -> Result<(), Refusal> {
        self.store.save(change).await.map_err(|_| Refusal::NotSaved)
    }
}

/// A room code neither in `rooms` nor among `taken`; drawn again on a clash, 100 times at
/// most.
fn free_code(
    rooms: &HashMap<RoomCode, Shared>,
    taken: &[(RoomCode, Shared)],
) -> Result<RoomCode, Refusal> {
    for _ in 0..100 {
        let code = RoomCode::random().map_err(|_| Refusal::NoFreeCode)?;
        if !rooms.contains_key(&code) && taken.iter().all(|(other, _)| *other != code) {
            return Ok(code);
        }
    }
    Err(Refusal::NoFreeCode)
}

/// Tux's `level` if the game has it: the ladder's, and in Oware the master's.
fn tux_level(ruleset: Ruleset, level: u8) -> Result<u8, Refusal> {
    let max = oware_tux::levels_of(ruleset.kind());
    if (1..=max).contains(&level) {
        Ok(level)
    } else {
        Err(Refusal::Level {
            min: 1,
            max: u64::from(max),
            text: level.to_string(),
        })
    }
}

/// A connection whose seat was taken over may still have a request in flight; it is refused.
fn check_present(entry: &Entry, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
    if entry.gone {
        return Err(Refusal::NotSeated);
    }
    match &entry.present[seated.side.index()] {
        Some(present) if present.id == peer.id => Ok(()),
        _ => Err(Refusal::TakenOver),
    }
}
