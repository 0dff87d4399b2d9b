//! The rooms a server holds and everything players do to them.
//!
//! Each room has its own lock, held from the check of a request to the last line it sends:
//! a change is stored and only then applied and told, and the other player's requests wait
//! meanwhile, so nobody ever sees a state the database does not have, and the lines of one
//! room go out in the order its changes happened. Different rooms never wait for each other
//! except in the database's shared commits.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use oware_protocol::{Answer, Refusal, RoomCode, ServerEvent, ServerLine, Token};
use oware_rules::{Ruleset, Side};
use tokio::sync::{mpsc, Mutex as RoomLock, Notify};

use crate::room::{Room, Seat};
use crate::secret::Random;
use crate::store::{Change, Store, StoredRoom};

/// What a connection's writer sends.
#[derive(Debug)]
pub enum Outbound {
    Line(ServerLine),
    /// Flush what came before, then close the connection.
    Close,
}

/// A connection as the rooms see it: where its lines go and how to close it.
#[derive(Clone, Debug)]
pub struct Peer {
    pub id: u64,
    pub out: mpsc::Sender<Outbound>,
    pub close: Arc<Notify>,
}

impl Peer {
    /// Queues a line without waiting. A client that lets hundreds of lines pile up is not
    /// reading; it is closed rather than let hold a room's lock. It can resume and ask for
    /// the position.
    pub fn send(&self, line: impl Into<ServerLine>) {
        let line = Outbound::Line(line.into());
        if let Err(mpsc::error::TrySendError::Full(_)) = self.out.try_send(line) {
            self.shut();
        }
    }

    pub fn shut(&self) {
        let _ = self.out.try_send(Outbound::Close);
        self.close.notify_one();
    }
}

struct Entry {
    room: Room,
    /// The connection in each seat, if its player is connected.
    present: [Option<Peer>; 2],
    /// The room was deleted while someone waited for its lock.
    gone: bool,
}

type Shared = Arc<RoomLock<Entry>>;

/// Where a connection sits.
#[derive(Clone)]
pub struct Seated {
    pub code: RoomCode,
    pub side: Side,
    entry: Shared,
}

/// A question about the game that any seated player may ask.
#[derive(Clone, Copy, Debug)]
pub enum Question {
    Legal,
    Position,
    Status,
}

pub struct Hub {
    rooms: Mutex<HashMap<RoomCode, Shared>>,
    store: Store,
    next_peer: AtomicU64,
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
    pub fn new(store: Store, stored: Vec<StoredRoom>) -> Hub {
        let mut rooms = HashMap::new();
        for stored in stored {
            let (room, replay) = Room::restore(
                stored.ruleset,
                stored.seats,
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
            let entry = Entry {
                room,
                present: [None, None],
                gone: false,
            };
            rooms.insert(stored.code, Arc::new(RoomLock::new(entry)));
        }
        Hub {
            rooms: Mutex::new(rooms),
            store,
            next_peer: AtomicU64::new(1),
        }
    }

    pub fn peer_id(&self) -> u64 {
        self.next_peer.fetch_add(1, Ordering::Relaxed)
    }

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

    fn find(&self, code: RoomCode) -> Result<Shared, Refusal> {
        self.table()
            .get(&code)
            .cloned()
            .ok_or(Refusal::NoSuchRoom(code))
    }

    pub async fn create(
        &self,
        peer: &Peer,
        name: &str,
        ruleset: Ruleset,
    ) -> Result<Seated, Refusal> {
        let token = Token::random().map_err(|_| Refusal::NotSaved)?;
        let south = Seat {
            token,
            name: name.to_string(),
            left: false,
        };
        let now = now_ms();
        // The room is reserved under its code, locked, before it is stored: a code cannot be
        // given twice, and a `join` that guesses it early waits for the outcome.
        let (code, entry, mut locked) = {
            let mut rooms = self.table();
            let mut tries = 0;
            let code = loop {
                let code = RoomCode::random().map_err(|_| Refusal::NoFreeCode)?;
                if !rooms.contains_key(&code) {
                    break code;
                }
                tries += 1;
                if tries > 100 {
                    return Err(Refusal::NoFreeCode);
                }
            };
            let entry = Arc::new(RoomLock::new(Entry {
                room: Room::new(ruleset, south.clone(), now),
                present: [Some(peer.clone()), None],
                gone: false,
            }));
            let Ok(locked) = entry.clone().try_lock_owned() else {
                return Err(Refusal::NotSaved);
            };
            rooms.insert(code, entry.clone());
            (code, entry, locked)
        };
        let change = Change::Create {
            code,
            ruleset,
            south,
            at: now,
        };
        if self.store.save(change).await.is_err() {
            locked.gone = true;
            self.table().remove(&code);
            return Err(Refusal::NotSaved);
        }
        peer.send(Answer::Room {
            code,
            token,
            side: Side::South,
        });
        drop(locked);
        Ok(Seated {
            code,
            side: Side::South,
            entry,
        })
    }

    pub async fn join(&self, peer: &Peer, name: &str, code: RoomCode) -> Result<Seated, Refusal> {
        let entry = self.find(code)?;
        let mut locked = entry.lock().await;
        if locked.gone {
            return Err(Refusal::NoSuchRoom(code));
        }
        if locked.room.is_full() {
            return Err(Refusal::RoomFull(code));
        }
        let north = Seat {
            token: Token::random().map_err(|_| Refusal::NotSaved)?,
            name: name.to_string(),
            left: false,
        };
        let now = now_ms();
        let change = Change::Join {
            code,
            north: north.clone(),
            at: now,
        };
        self.store
            .save(change)
            .await
            .map_err(|_| Refusal::NotSaved)?;
        let token = north.token;
        locked.room.seat_north(north);
        locked.room.last_active = now;
        locked.present[Side::North.index()] = Some(peer.clone());
        peer.send(Answer::Joined {
            token,
            side: Side::North,
            ruleset: locked.room.ruleset(),
        });
        if let Some(south) = locked.room.seat(Side::South) {
            peer.send(ServerEvent::Opponent(south.name.clone()));
        }
        if let Some(south) = &locked.present[Side::South.index()] {
            south.send(ServerEvent::Opponent(name.to_string()));
        }
        drop(locked);
        Ok(Seated {
            code,
            side: Side::North,
            entry,
        })
    }

    /// Takes a seat back by its token; a connection still in it is closed.
    pub async fn resume(
        &self,
        peer: &Peer,
        code: RoomCode,
        token: Token,
    ) -> Result<Seated, Refusal> {
        let entry = self.find(code)?;
        let mut locked = entry.lock().await;
        if locked.gone {
            return Err(Refusal::NoSuchRoom(code));
        }
        let side = locked
            .room
            .side_of(&token)
            .ok_or(Refusal::WrongToken(code))?;
        if let Some(old) = locked.present[side.index()].replace(peer.clone()) {
            // Told why, so that its program does not come straight back for the seat.
            old.send(ServerEvent::TakenOver);
            old.shut();
        }
        locked.room.last_active = now_ms();
        peer.send(Answer::Resumed { side });
        if let Some(name) = locked.room.opponent_name(side) {
            peer.send(ServerEvent::Opponent(name.to_string()));
        }
        drop(locked);
        Ok(Seated { code, side, entry })
    }

    pub async fn play(&self, peer: &Peer, seated: &Seated, letter: &str) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        let pending = locked.room.prepare_move(seated.side, letter)?;
        let now = now_ms();
        let change = Change::Move {
            code: seated.code,
            ply: pending.ply,
            letter: pending.letter,
            at: now,
        };
        self.store
            .save(change)
            .await
            .map_err(|_| Refusal::NotSaved)?;
        let (letter, captured) = (pending.letter, pending.captured);
        if !locked.room.commit(pending) {
            // Unreachable while the lock is held from check to commit; refusing beats
            // applying a move twice.
            return Err(Refusal::NotSaved);
        }
        locked.room.last_active = now;
        peer.send(Answer::Played {
            captured: u32::from(captured),
        });
        let other = locked.present[seated.side.opponent().index()].clone();
        if let Some(other) = &other {
            other.send(ServerEvent::Moved(letter));
        }
        if let Some(outcome) = locked.room.outcome() {
            peer.send(ServerEvent::Over(outcome));
            if let Some(other) = &other {
                other.send(ServerEvent::Over(outcome));
            }
        }
        Ok(())
    }

    pub async fn ask(
        &self,
        peer: &Peer,
        seated: &Seated,
        question: Question,
    ) -> Result<(), Refusal> {
        let locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        peer.send(match question {
            Question::Legal => Answer::Legal(locked.room.legal_letters()),
            Question::Position => Answer::Position(locked.room.position_words()),
            Question::Status => Answer::Status(locked.room.status()),
        });
        Ok(())
    }

    /// Gives the seat up. The room goes when nobody is left in it.
    pub async fn leave(&self, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        let code = seated.code;
        let now = now_ms();
        if locked.room.opponent_remains(seated.side) {
            let change = Change::Leave {
                code,
                side: seated.side,
                at: now,
            };
            self.store
                .save(change)
                .await
                .map_err(|_| Refusal::NotSaved)?;
            locked.room.mark_left(seated.side);
            locked.room.last_active = now;
            locked.present[seated.side.index()] = None;
            if let Some(other) = &locked.present[seated.side.opponent().index()] {
                other.send(ServerEvent::OpponentLeft);
            }
        } else {
            self.store
                .save(Change::Delete { code })
                .await
                .map_err(|_| Refusal::NotSaved)?;
            locked.gone = true;
            locked.present = [None, None];
            self.table().remove(&code);
        }
        peer.send(Answer::Left);
        Ok(())
    }

    /// The connection in a seat went away; the seat waits for a `resume`.
    pub async fn disconnected(&self, peer: &Peer, seated: &Seated) {
        let mut locked = seated.entry.lock().await;
        let slot = &mut locked.present[seated.side.index()];
        if slot.as_ref().is_some_and(|present| present.id == peer.id) {
            *slot = None;
            let now = now_ms();
            locked.room.last_active = now;
            if !locked.gone {
                self.store.save_later(Change::Touch {
                    code: seated.code,
                    at: now,
                });
            }
        }
    }

    /// Deletes the rooms where nobody is connected and nothing happened for `idle`. Returns
    /// how many went.
    pub fn expire(&self, idle: Duration) -> usize {
        let idle = u64::try_from(idle.as_millis()).unwrap_or(u64::MAX);
        let now = now_ms();
        let entries: Vec<(RoomCode, Shared)> = self
            .table()
            .iter()
            .map(|(code, entry)| (*code, entry.clone()))
            .collect();
        let mut expired = 0;
        for (code, entry) in entries {
            // A room busy right now is not idle.
            let Ok(mut locked) = entry.try_lock() else {
                continue;
            };
            let nobody = locked.present.iter().all(Option::is_none);
            if nobody && !locked.gone && now.saturating_sub(locked.room.last_active) >= idle {
                locked.gone = true;
                self.table().remove(&code);
                self.store.save_later(Change::Delete { code });
                expired += 1;
            }
        }
        expired
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
