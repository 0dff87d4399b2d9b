//! A child's own puzzles from their games against Tux on this server: when such a game ends,
//! Tux's look back (`oware_tux::review`) finds the positions where the child had a clearly
//! better move, and `oware-puzzles` makes them puzzles that come back days later (`puzzle
//! <game> own`). The look back runs on Tux's look-back threads, after the end was told and
//! after any look back a child waits for, so that nobody waits for it.

use std::sync::Arc;

use oware_protocol::Opponent;
use oware_puzzles::{annotate, own_puzzles};
use oware_rules::Side;
use oware_tux::{review, REVIEW_NODES};

use super::{keep_record, today};
use crate::hub::Hub;
use crate::room::Room;
use crate::tux_pool::Lane;

/// The child plays South in a room of Tux.
const CHILD: Side = Side::South;

impl Hub {
    /// `room`'s game has just ended: if it was against Tux, its child's own puzzles join
    /// their record, in the background.
    pub(crate) fn learn_from_game(self: &Arc<Self>, room: &Room) {
        if room.outcome().is_none() || !matches!(room.opponent(), Opponent::Tux { .. }) {
            return;
        }
        let Some(name) = room.seat(CHILD).map(|seat| seat.name.clone()) else {
            return;
        };
        let game = room.game().clone();
        let kind = room.ruleset().kind();
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            let found = hub.tux().look(Lane::Background, move || {
                // Tux's answers to the wrong moves are worked out now, in the background,
                // so that judging the puzzle days later needs no search.
                review(&game, CHILD, REVIEW_NODES)
                    .map(|looked| own_puzzles(&game, CHILD, &looked))
                    .unwrap_or_default()
                    .iter()
                    .map(annotate)
                    .collect::<Vec<_>>()
            });
            let found = match found.await {
                Ok(found) => found,
                Err(error) => {
                    log::warn!("the own puzzles of a game were not looked for: {error:?}");
                    return;
                }
            };
            if found.is_empty() {
                return;
            }
            let mut record = hub.puzzle_desk().record(&name, kind);
            for puzzle in found {
                record.own.add(puzzle, today());
            }
            if let Err(refusal) = keep_record(&hub, &name, record).await {
                log::warn!("the own puzzles of a game were not kept: {refusal}");
            }
        });
    }
}
