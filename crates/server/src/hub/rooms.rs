//! The rooms' lives: created, joined, resumed, left, a connection lost, and deleted (idle,
//! closed by the teacher, or with a class the teacher forgets).

use std::sync::Arc;
use std::time::Duration;

use oware_protocol::{Answer, Opponent, Part, Refusal, RoomCode, ServerEvent, Shown, Token};
use oware_rules::{Rules, Ruleset, Side};
use tokio::sync::Mutex as RoomLock;

use super::watch::board_lines;
use super::{check_present, free_code, now_ms, phrases, tux_level, Entry, Hub, Peer, Seated};
use crate::room::{Room, Seat, TUX_NAME};
use crate::secret::Random;
use crate::store::Change;

impl Hub {
    /// `create`: a new room with this child in South's seat, against a classmate who will
    /// join, Tux, or the same child at one machine.
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
            let code = free_code(&rooms, &[])?;
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
        if self.save(change).await.is_err() {
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

    /// `join`: this child takes the North seat of a classmate's room.
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
        self.save(change).await?;
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
            // The board again, its houses and rows now named after the classmate.
            if locked.watching[Side::South.index()] {
                let lines = board_lines(&locked.room, false);
                for line in phrases::with_sentences(&locked.room, Side::South, &lines) {
                    south.send(line);
                }
            }
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
            // The classmate who was told `! opponent-away` hears that this child is back.
            let other = side.opponent();
            if let (Some(present), true, Some(seat)) = (
                &locked.present[other.index()],
                locked.watching[other.index()],
                locked.room.seat(side),
            ) {
                present.send(ServerEvent::Opponent(seat.name.clone()));
            }
        }
        drop(locked);
        Ok(Seated { code, side, entry })
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
            self.save(change).await?;
            locked.room.mark_left(seated.side);
            locked.room.last_active = now;
            let name = locked.room.seat(seated.side).map(|seat| seat.name.clone());
            locked.seat(seated.side, None);
            let stays = seated.side.opponent();
            if let Some(other) = &locked.present[stays.index()] {
                if let (true, Some(name)) = (locked.watching[stays.index()], name) {
                    let phrase = oware_phrases::classmate_left(&name);
                    let layout = locked.room.game().layout();
                    other.send(ServerEvent::Phrase(Shown::of(Part::Left, layout, &phrase)));
                }
                other.send(ServerEvent::OpponentLeft);
            }
        } else {
            self.save(Change::Delete { code }).await?;
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
            // A classmate still watching is told that this seat waits for its child, rather
            // than wait on a turn that nobody is there to play.
            let other = seated.side.opponent();
            if locked.room.opponent() == Opponent::Classmate && !locked.gone {
                if let (Some(present), true) = (
                    &locked.present[other.index()],
                    locked.watching[other.index()],
                ) {
                    present.send(ServerEvent::OpponentAway);
                }
            }
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

    /// The teacher closes a room: it is deleted, and each child in it is told why
    /// (`! closed teacher`) before its connection is closed. Refused when there is no such
    /// room.
    pub async fn close_by_teacher(&self, code: RoomCode) -> Result<(), Refusal> {
        let entry = self.find(code)?;
        let mut locked = entry.lock().await;
        if locked.gone {
            return Err(Refusal::NoSuchRoom(code));
        }
        self.save(Change::Delete { code }).await?;
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
            self.save(Change::Delete { code }).await?;
            locked.gone = true;
            self.table().remove(&code);
            deleted += 1;
        }
        self.save(Change::Forget).await?;
        self.puzzle_desk().forget();
        self.forget_tournament().await;
        Ok(deleted)
    }
}
