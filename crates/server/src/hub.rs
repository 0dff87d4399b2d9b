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

use oware_protocol::{
    Answer, FinishedGame, LessonDone, Opponent, PreviewWords, Refusal, RoomCode, Seats,
    ServerEvent, ServerLine, StepWord, Token, Verb, Watching,
};
use oware_rules::{house_letter, IllegalMove, Outcome, Rules, Ruleset, Side};
use tokio::sync::{mpsc, Mutex as RoomLock, Notify};

pub(crate) mod phrases;
mod tournament;

pub use tournament::StartError;

use crate::results::{GameResult, LessonRow};
use crate::room::{Room, Seat, TUX_NAME};
use crate::secret::Random;
use crate::store::{Change, Store, StoredRoom};
use crate::tournament::Tournament;
use crate::tux_pool::{PoolError, Thought, TuxPool};

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

    /// Sends the board's lines to every watching connection.
    fn tell_watchers(&self, lines: &[ServerEvent]) {
        for side in Side::BOTH {
            if let (true, Some(peer)) = (self.watching[side.index()], &self.present[side.index()]) {
                for line in phrases::with_sentences(&self.room, side, lines) {
                    peer.send(line);
                }
            }
        }
    }
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
    pool: TuxPool,
    /// The class tournament, if one was started and not cancelled.
    tournament: RoomLock<Option<Tournament>>,
    /// Every open connection that said `hello`, by its id, with the name it gave.
    lobby: Mutex<HashMap<u64, (String, Peer)>>,
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
        Hub {
            rooms: Mutex::new(rooms),
            store,
            next_peer: AtomicU64::new(1),
            pool,
            tournament: RoomLock::new(None),
            lobby: Mutex::new(HashMap::new()),
        }
    }

    /// The named connections; as with the table, each use is one small change.
    fn lobby(&self) -> MutexGuard<'_, HashMap<u64, (String, Peer)>> {
        self.lobby
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
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

    /// Every room as it stands now, taken out of the table so that each room's own lock can
    /// be waited for without holding the table's.
    fn snapshot(&self) -> Vec<(RoomCode, Shared)> {
        self.table()
            .iter()
            .map(|(code, entry)| (*code, entry.clone()))
            .collect()
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
        opponent: Opponent,
    ) -> Result<Seated, Refusal> {
        if let Opponent::Tux { level } = opponent {
            tux_level(ruleset, level)?;
        }
        let token = Token::random().map_err(|_| Refusal::NotSaved)?;
        let south = Seat {
            token,
            name: name.to_string(),
            left: false,
        };
        // Tux's seat holds a token nobody is given; at one machine the child's token holds both.
        let north = match opponent {
            Opponent::Classmate => None,
            Opponent::Here => Some(south.clone()),
            Opponent::Tux { .. } => Some(Seat {
                token: Token::random().map_err(|_| Refusal::NotSaved)?,
                name: TUX_NAME.to_string(),
                left: false,
            }),
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
            let room =
                Room::with_opponent(ruleset, [Some(south.clone()), north.clone()], opponent, now);
            let entry = Arc::new(RoomLock::new(Entry::new(room, [Some(peer.clone()), None])));
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
            north,
            opponent,
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
        locked.seat(Side::North, Some(peer.clone()));
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
        if let Some(old) = locked.seat(side, Some(peer.clone())) {
            // Told why, so that its program does not come straight back for the seat.
            old.send(ServerEvent::TakenOver);
            old.shut();
        }
        locked.room.last_active = now_ms();
        peer.send(Answer::Resumed { side });
        // Tux and the child's own second seat are not announced as an opponent.
        if locked.room.opponent() == Opponent::Classmate {
            if let Some(name) = locked.room.opponent_name(side) {
                peer.send(ServerEvent::Opponent(name.to_string()));
            }
        }
        drop(locked);
        Ok(Seated { code, side, entry })
    }

    pub async fn play(
        self: &Arc<Self>,
        peer: &Peer,
        seated: &Seated,
        letter: &str,
    ) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        let side = match locked.room.opponent() {
            // At one machine the child plays whichever side is to move.
            Opponent::Here => locked.room.game().to_move(),
            _ => seated.side,
        };
        self.make_move(&mut locked, seated, side, letter, Some(peer))
            .await
    }

    /// Checks, stores and applies a move by `side`, then tells everyone: the answer to the
    /// mover's connection (none for Tux), `! moved` to the other player, the end, and the
    /// board to the watchers. Then Tux thinks, if it is its turn.
    async fn make_move(
        self: &Arc<Self>,
        locked: &mut Entry,
        seated: &Seated,
        side: Side,
        letter: &str,
        mover: Option<&Peer>,
    ) -> Result<(), Refusal> {
        let pending = locked.room.prepare_move(side, letter)?;
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
        match locked.room.outcome() {
            Some(outcome) if !locked.result_kept => {
                // The result is stored before anyone hears of the end, so that the teacher's
                // page never misses a game its players saw finish. The move itself is stored
                // already: a result that fails to save is only reported.
                let result = result_of(&locked.room, seated.code, outcome, now);
                match self.store.save(Change::Result(result)).await {
                    Ok(()) => self.tournament_game_ended(seated.code, outcome).await,
                    Err(error) => {
                        log::error!("room {}: the result was not saved: {error}", seated.code);
                    }
                }
                locked.result_kept = true;
            }
            _ => {}
        }
        if let Some(mover) = mover {
            mover.send(Answer::Played {
                captured: u32::from(captured),
            });
        }
        let other = locked.present[side.opponent().index()]
            .clone()
            .filter(|other| mover.is_none_or(|mover| mover.id != other.id));
        if let Some(other) = &other {
            other.send(ServerEvent::Moved(letter));
        }
        if let Some(outcome) = locked.room.outcome() {
            for peer in locked.present.iter().flatten() {
                peer.send(ServerEvent::Over(outcome));
            }
        }
        locked.tell_watchers(&board_lines(&locked.room, true));
        self.tux_thinks(locked, seated);
        Ok(())
    }

    /// Starts Tux thinking when it is to move and nobody else asked it yet; its move is
    /// made through [`Hub::make_move`] like any other, once it still fits the room.
    fn tux_thinks(self: &Arc<Self>, locked: &mut Entry, seated: &Seated) {
        let Opponent::Tux { level } = locked.room.opponent() else {
            return;
        };
        if locked.thinking || !locked.room.tux_to_move() || locked.gone {
            return;
        }
        locked.thinking = true;
        let game = locked.room.game().clone();
        let ply = game.move_count();
        let generation = locked.generation;
        let seed = tux_seed(seated.code, ply);
        let hub = self.clone();
        let seated = seated.clone();
        tokio::spawn(async move {
            let answer = hub.pool.ask(game, Thought::Move { level, seed }).await;
            let mut locked = seated.entry.lock().await;
            locked.thinking = false;
            let current = !locked.gone
                && locked.generation == generation
                && locked.room.game().move_count() == ply;
            match answer {
                Ok(Some(house)) if current => {
                    let letter = house_letter(locked.room.game().layout(), house).to_string();
                    let made = hub
                        .make_move(&mut locked, &seated, Side::North, &letter, None)
                        .await;
                    if let Err(refusal) = made {
                        log::warn!("room {}: Tux's move {letter}: {refusal}", seated.code);
                    }
                }
                // The pool's queue is full: Tux asks again in a moment.
                Err(PoolError::Busy) if current => {
                    drop(locked);
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    let mut locked = seated.entry.lock().await;
                    hub.tux_thinks(&mut locked, &seated);
                }
                // The game changed meanwhile (a takeback, a new game): think again if needed.
                _ => hub.tux_thinks(&mut locked, &seated),
            }
        });
    }

    /// `watch`: this connection is told every move's steps and the board after it, from now.
    pub async fn watch(self: &Arc<Self>, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        locked.watching[seated.side.index()] = true;
        let room = &locked.room;
        let ruleset = room.ruleset();
        let seats = match room.opponent() {
            Opponent::Here => Seats::Both,
            _ => Seats::One(seated.side),
        };
        peer.send(Answer::Watching(Watching {
            ruleset,
            seats,
            with: room.opponent(),
        }));
        for line in phrases::with_sentences(room, seated.side, &board_lines(room, false)) {
            peer.send(line);
        }
        // After a restart Tux may owe a move: it thinks once its child is back.
        self.tux_thinks(&mut locked, seated);
        Ok(())
    }

    /// `hint`: the best house for the player to move, from Tux's pool.
    pub async fn hint(&self, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
        let (game, layout) = {
            let locked = seated.entry.lock().await;
            check_present(&locked, peer, seated)?;
            let room = &locked.room;
            if !room.opponent().is_alone() {
                return Err(Refusal::NotAlone);
            }
            if room.game().is_over() {
                return Err(Refusal::Illegal(IllegalMove::GameOver));
            }
            if room.tux_to_move() {
                return Err(Refusal::NotYourTurn);
            }
            (room.game().clone(), room.game().layout())
        };
        match self.pool.ask(game, Thought::Hint).await {
            Ok(Some(house)) => {
                peer.send(Answer::Hint(house_letter(layout, house)));
                Ok(())
            }
            Ok(None) => Err(Refusal::Illegal(IllegalMove::GameOver)),
            Err(_) => Err(Refusal::TuxBusy),
        }
    }

    /// `undo`: against Tux, the child's last move and Tux's answers; at one machine, the
    /// last move. Stored first, like every change.
    pub async fn undo(&self, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        if !locked.room.opponent().is_alone() {
            return Err(Refusal::NotAlone);
        }
        let plies = locked
            .room
            .plies_to_undo()
            .ok_or(Refusal::NothingToTakeBack)?;
        let now = now_ms();
        let keep = locked.room.game().move_count() - plies;
        self.store
            .save(Change::TakeBack {
                code: seated.code,
                keep,
                at: now,
            })
            .await
            .map_err(|_| Refusal::NotSaved)?;
        locked.room.undo(plies);
        locked.room.last_active = now;
        locked.generation += 1;
        peer.send(Answer::Undone(u32::try_from(plies).unwrap_or(u32::MAX)));
        locked.tell_watchers(&board_lines(&locked.room, false));
        Ok(())
    }

    /// `newgame [level=<n>]`: a new game in a room held alone; the other side begins.
    pub async fn new_game(
        self: &Arc<Self>,
        peer: &Peer,
        seated: &Seated,
        level: Option<u8>,
    ) -> Result<(), Refusal> {
        let mut locked = seated.entry.lock().await;
        check_present(&locked, peer, seated)?;
        let opponent = match (locked.room.opponent(), level) {
            (Opponent::Classmate, _) => return Err(Refusal::NotAlone),
            (Opponent::Here, Some(_)) => return Err(Refusal::NoTux),
            (Opponent::Tux { .. }, Some(level)) => Opponent::Tux {
                level: tux_level(locked.room.ruleset(), level)?,
            },
            (opponent, None) => opponent,
        };
        let first = locked.room.first().opponent();
        let now = now_ms();
        self.store
            .save(Change::Restart {
                code: seated.code,
                first,
                opponent,
                at: now,
            })
            .await
            .map_err(|_| Refusal::NotSaved)?;
        let level = match opponent {
            Opponent::Tux { level } => Some(level),
            _ => None,
        };
        locked.room.restart(first, level);
        locked.room.last_active = now;
        locked.generation += 1;
        locked.result_kept = false;
        peer.send(Answer::NewGame(first));
        locked.tell_watchers(&board_lines(&locked.room, false));
        self.tux_thinks(&mut locked, seated);
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
        // A room held alone (Tux's, two children at one machine) goes with its player.
        if locked.room.opponent() == Opponent::Classmate
            && locked.room.opponent_remains(seated.side)
        {
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
            locked.seat(seated.side, None);
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
        let here = locked.present[seated.side.index()]
            .as_ref()
            .is_some_and(|present| present.id == peer.id);
        if here {
            locked.seat(seated.side, None);
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
        let entries = self.snapshot();
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

/// One room as the teacher's page shows it.
#[derive(Clone, Debug)]
pub struct RoomView {
    pub code: RoomCode,
    pub ruleset: Ruleset,
    pub opponent: Opponent,
    /// The names in the seats, South's first; Tux's seat holds [`TUX_NAME`].
    pub names: [Option<String>; 2],
    /// The player said `leave`.
    pub left: [bool; 2],
    pub connected: [bool; 2],
    pub moves: usize,
    /// Whose turn, while the game goes on.
    pub to_move: Option<Side>,
    /// The seeds each side captured (stores, kazans), South's first.
    pub captured: [u8; 2],
    pub outcome: Option<Outcome>,
}

impl Hub {
    /// Every room as it is now, by code.
    pub async fn rooms(&self) -> Vec<RoomView> {
        let mut entries = self.snapshot();
        entries.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
        let mut views = Vec::with_capacity(entries.len());
        for (code, entry) in entries {
            let locked = entry.lock().await;
            if locked.gone {
                continue;
            }
            let room = &locked.room;
            let game = room.game();
            let seat = |side: Side| room.seat(side);
            views.push(RoomView {
                code,
                ruleset: room.ruleset(),
                opponent: room.opponent(),
                names: Side::BOTH.map(|side| seat(side).map(|seat| seat.name.clone())),
                left: Side::BOTH.map(|side| seat(side).is_some_and(|seat| seat.left)),
                connected: Side::BOTH.map(|side| locked.present[side.index()].is_some()),
                moves: game.move_count(),
                to_move: (!game.is_over()).then(|| game.to_move()),
                captured: game.position().stores(),
                outcome: room.outcome(),
            });
        }
        views
    }

    /// The teacher closes a room: it is deleted, and each child in it is told why
    /// (`! closed teacher`) before its connection is closed. False when there is no such room.
    pub async fn close_by_teacher(&self, code: RoomCode) -> Result<(), Refusal> {
        let entry = self.find(code)?;
        let mut locked = entry.lock().await;
        if locked.gone {
            return Err(Refusal::NoSuchRoom(code));
        }
        self.store
            .save(Change::Delete { code })
            .await
            .map_err(|_| Refusal::NotSaved)?;
        locked.gone = true;
        self.table().remove(&code);
        for peer in locked.present.iter().flatten() {
            peer.send(ServerEvent::ClosedByTeacher);
            peer.shut();
        }
        locked.present = [None, None];
        let captured = locked.room.game().position().stores();
        drop(locked);
        self.tournament_room_closed(code, captured).await;
        Ok(())
    }

    /// "Forget the class": every result goes, and so does every room nobody is in, with the
    /// names it holds. Rooms where children play now are left to them.
    pub async fn forget_class(&self) -> Result<usize, Refusal> {
        let entries = self.snapshot();
        let mut deleted = 0;
        for (code, entry) in entries {
            let mut locked = entry.lock().await;
            if locked.gone || locked.present.iter().any(Option::is_some) {
                continue;
            }
            self.store
                .save(Change::Delete { code })
                .await
                .map_err(|_| Refusal::NotSaved)?;
            locked.gone = true;
            self.table().remove(&code);
            deleted += 1;
        }
        self.store
            .save(Change::Forget)
            .await
            .map_err(|_| Refusal::NotSaved)?;
        self.forget_tournament().await;
        Ok(deleted)
    }

    /// A lesson `name` finished at its own machine: kept for the teacher's page if the
    /// game has it, as the lessons themselves count them.
    pub async fn lesson_done(
        &self,
        peer: &Peer,
        name: &str,
        lesson: LessonDone,
    ) -> Result<(), Refusal> {
        let count = oware_lessons::lessons(lesson.game).len();
        let max = u32::try_from(count).unwrap_or(u32::MAX);
        if !(1..=max).contains(&lesson.number) {
            return Err(Refusal::Lesson {
                min: 1,
                max: u64::from(max),
                text: lesson.number.to_string(),
            });
        }
        let row = LessonRow {
            at: now_ms(),
            name: name.to_string(),
            game: lesson.game.id().to_string(),
            lesson: lesson.number,
        };
        self.store
            .save(Change::Lesson(row))
            .await
            .map_err(|_| Refusal::NotSaved)?;
        peer.send(Answer::Lesson);
        Ok(())
    }

    /// A game `name` played to its end at its own machine, South against Tux or a friend:
    /// kept with the rooms' results if Tux has that level and the rules could end the game
    /// with those scores.
    pub async fn finished_elsewhere(
        &self,
        peer: &Peer,
        name: &str,
        game: FinishedGame,
    ) -> Result<(), Refusal> {
        let (opponent, north, level) = match game.opponent {
            Opponent::Tux { level } => ("tux", TUX_NAME, tux_level(game.ruleset, level)?),
            Opponent::Here => ("here", name, 0),
            Opponent::Classmate => return Err(Refusal::Usage(Verb::Finished)),
        };
        let outcome = game.outcome;
        let seeds = outcome.scores[0].checked_add(outcome.scores[1]);
        let possible = seeds.is_some_and(|seeds| seeds <= game.ruleset.total_seeds())
            && Outcome::from_scores(outcome.scores, outcome.reason) == outcome;
        if !possible {
            return Err(Refusal::ImpossibleScores);
        }
        let result = GameResult {
            at: now_ms(),
            code: String::new(),
            game: game.ruleset.kind().id().to_string(),
            seeds: game.ruleset.seeds_per_house(),
            south: name.to_string(),
            north: north.to_string(),
            opponent: opponent.to_string(),
            level,
            winner: outcome.winner.map_or("draw", Side::name).to_string(),
            scores: outcome.scores,
            reason: outcome.reason.code().to_string(),
            moves: game.moves,
        };
        self.store
            .save(Change::Result(result))
            .await
            .map_err(|_| Refusal::NotSaved)?;
        peer.send(Answer::Finished);
        Ok(())
    }

    /// Results older than `days` days go (at start, then with the idle rooms).
    pub fn prune_results(&self, days: u32) {
        let keep = u64::from(days) * 24 * 60 * 60 * 1000;
        self.store.save_later(Change::Prune {
            before: now_ms().saturating_sub(keep),
        });
    }

    /// The database's file, for reading the results.
    pub fn database(&self) -> &std::path::Path {
        self.store.path()
    }
}

/// A finished game's row for the teacher's page.
fn result_of(room: &Room, code: RoomCode, outcome: Outcome, at: u64) -> GameResult {
    let name = |side: Side| {
        room.seat(side)
            .map_or(String::new(), |seat| seat.name.clone())
    };
    let (opponent, level) = match room.opponent() {
        Opponent::Classmate => ("classmate", 0),
        Opponent::Here => ("here", 0),
        Opponent::Tux { level } => ("tux", level),
    };
    GameResult {
        at,
        code: code.as_str().to_string(),
        game: room.ruleset().kind().id().to_string(),
        seeds: room.ruleset().seeds_per_house(),
        south: name(Side::South),
        north: name(Side::North),
        opponent: opponent.to_string(),
        level,
        winner: outcome.winner.map_or("draw", Side::name).to_string(),
        scores: outcome.scores,
        reason: outcome.reason.code().to_string(),
        moves: u32::try_from(room.move_count()).unwrap_or(u32::MAX),
    }
}

/// The events a watching connection gets about the board: the last move's steps (when
/// `after_move`), the position, the legal houses with what each would do, and the status.
fn board_lines(room: &Room, after_move: bool) -> Vec<ServerEvent> {
    let game = room.game();
    let layout = game.layout();
    let ply = u32::try_from(game.move_count()).unwrap_or(u32::MAX);
    let mut lines = Vec::new();
    let last = game.last_move();
    if let (true, Some(report)) = (after_move, last) {
        lines.extend(ServerEvent::steps_of(
            ply,
            StepWord::of_report(layout, report),
        ));
    }
    lines.push(ServerEvent::Board {
        ply,
        last: last.map(|report| house_letter(layout, report.origin)),
        position: room.position_words(),
    });
    lines.push(ServerEvent::Legal(room.legal_letters()));
    for house in game.legal_moves().iter() {
        if let Ok(preview) = game.preview(house) {
            lines.push(ServerEvent::Preview(PreviewWords::of(layout, &preview)));
        }
    }
    lines.push(ServerEvent::Ready(room.status()));
    lines
}

/// Tux's `level` if the game has it: the ladder's, and in Oware the master's.
pub fn tux_level(ruleset: Ruleset, level: u8) -> Result<u8, Refusal> {
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

/// The seed of Tux's move number `ply` in a room: the same room and move give the same
/// choice, and different rooms differ.
fn tux_seed(code: RoomCode, ply: usize) -> u64 {
    code.as_str()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
        ^ (ply as u64)
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
