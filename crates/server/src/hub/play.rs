//! Playing in a room: moves (a child's and Tux's), takebacks, new games, questions about the
//! game and hints. Every change is stored before it is applied and told.

use std::sync::Arc;
use std::time::Duration;

use oware_protocol::{Answer, Opponent, Part, Refusal, RoomCode, ServerEvent, Shown};
use oware_rules::{house_letter, IllegalMove, Side};

use super::watch::board_lines;
use super::{check_present, now_ms, tux_level, Entry, Hub, Peer, Seated};
use crate::store::Change;
use crate::tux_pool::{PoolError, Thought};

/// A question about the game that any seated player may ask.
#[derive(Clone, Copy, Debug)]
pub enum Question {
    /// `legal`: the houses the player to move may sow.
    Legal,
    /// `position`: the board in the engine's words.
    Position,
    /// `status`: whose turn, or how the game ended.
    Status,
}

impl Hub {
    /// `play <house>`: the seated player's move (at one machine, the side to move's).
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
        self.save(change).await?;
        let (letter, captured) = (pending.letter, pending.captured);
        if !locked.room.commit(pending) {
            // Unreachable while the lock is held from check to commit; refusing beats
            // applying a move twice.
            return Err(Refusal::NotSaved);
        }
        locked.room.last_active = now;
        let ends_now = !locked.result_kept && locked.room.outcome().is_some();
        self.keep_result(locked, seated.code, now).await;
        if ends_now {
            self.learn_from_game(&locked.room);
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
    pub(super) fn tux_thinks(self: &Arc<Self>, locked: &mut Entry, seated: &Seated) {
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

    /// `hint`: the best house for the player to move, from Tux's pool.
    pub async fn hint(&self, peer: &Peer, seated: &Seated) -> Result<(), Refusal> {
        let (game, layout, watching) = {
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
            let watching = locked.watching[seated.side.index()];
            (room.game().clone(), room.game().layout(), watching)
        };
        match self.pool.ask(game, Thought::Hint).await {
            Ok(Some(house)) => {
                if watching {
                    let phrase = oware_phrases::hint_try(layout, house);
                    peer.send(ServerEvent::Phrase(Shown::of(Part::Hint, layout, &phrase)));
                }
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
        self.save(Change::TakeBack {
            code: seated.code,
            keep,
            at: now,
        })
        .await?;
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
        self.save(Change::Restart {
            code: seated.code,
            first,
            opponent,
            at: now,
        })
        .await?;
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

    /// `legal`, `position`, `status`: answered in the engine's words.
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
