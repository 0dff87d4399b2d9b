//! What the watchers see: the connections that said `watch` get every move's steps and
//! the board after it; the teacher's page gets every room as it stands.

use std::sync::Arc;
use std::time::Duration;

use oware_protocol::{
    Answer, Opponent, PreviewWords, Refusal, RoomCode, Seats, ServerEvent, StepWord, Watching,
};
use oware_rules::{house_letter, Outcome, Rules, Ruleset, Side};

use super::{check_present, now_ms, phrases, Entry, Hub, Peer, Seated};
use crate::room::Room;

impl Hub {
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

    /// Every room as it is now, by code.
    pub async fn rooms(&self) -> Vec<RoomView> {
        let mut entries = self.snapshot();
        entries.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
        let mut views = Vec::with_capacity(entries.len());
        let now = now_ms();
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
                quiet: is_quiet(
                    locked.present.iter().any(Option::is_some),
                    room.last_active,
                    now,
                ),
            });
        }
        views
    }
}

impl Entry {
    /// Sends the board's lines to every watching connection.
    pub(super) fn tell_watchers(&self, lines: &[ServerEvent]) {
        for side in Side::BOTH {
            if let (true, Some(peer)) = (self.watching[side.index()], &self.present[side.index()]) {
                for line in phrases::with_sentences(&self.room, side, lines) {
                    peer.send(line);
                }
            }
        }
    }
}

/// One room as the teacher's page shows it.
#[derive(Clone, Debug)]
pub struct RoomView {
    /// The room's code.
    pub code: RoomCode,
    /// The game and its seeds.
    pub ruleset: Ruleset,
    /// Who plays North: a classmate, Tux, or the same child at one machine.
    pub opponent: Opponent,
    /// The names in the seats, South's first; Tux's seat holds [`TUX_NAME`].
    pub names: [Option<String>; 2],
    /// The player said `leave`.
    pub left: [bool; 2],
    /// A connection is in the seat now.
    pub connected: [bool; 2],
    /// The moves played in the game so far.
    pub moves: usize,
    /// Whose turn, while the game goes on.
    pub to_move: Option<Side>,
    /// The seeds each side captured (stores, kazans), South's first.
    pub captured: [u8; 2],
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// Nobody has been in it for [`QUIET_AFTER`]: the teacher's list leaves it out. Its
    /// seats can still be taken back until the room expires.
    pub quiet: bool,
}

/// How long a room may stand empty and still be on the teacher's list. A child whose tab
/// closed by mistake is back within a minute or two, and a short break lasts ten; a room
/// nobody has come back to for a quarter of an hour is not a game of this lesson, and on the
/// list it only hides the ones being played.
pub const QUIET_AFTER: Duration = Duration::from_secs(15 * 60);

/// Whether a room is quiet: nobody connected, and nothing happened since `last_active`
/// (milliseconds) for [`QUIET_AFTER`] until `now`.
pub fn is_quiet(anyone_here: bool, last_active: u64, now: u64) -> bool {
    let quiet = u64::try_from(QUIET_AFTER.as_millis()).unwrap_or(u64::MAX);
    !anyone_here && now.saturating_sub(last_active) >= quiet
}

/// The events a watching connection gets about the board: the last move's steps (when
/// `after_move`), the position, the legal houses with what each would do, and the status.
pub(super) fn board_lines(room: &Room, after_move: bool) -> Vec<ServerEvent> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_is_quiet_only_when_empty_for_a_quarter_of_an_hour() {
        let quarter = 15 * 60 * 1000;
        let start = 1_000_000;
        assert!(!is_quiet(false, start, start + quarter - 1));
        assert!(is_quiet(false, start, start + quarter));
        // Someone in it: never quiet, however long since the last move.
        assert!(!is_quiet(true, start, start + 10 * quarter));
    }
}
