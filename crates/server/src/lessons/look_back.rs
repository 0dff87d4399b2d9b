//! The look back at a finished game against Tux, as the desktop's (`look_back` feature): Tux,
//! thinking longer than it plays, goes over the child's moves (`oware_tux::review`, within
//! [`REVIEW_NODES`] a position and [`REVIEW_BUDGET`] a game) on its look-back threads, never
//! the connections' (a class's reviews wait there in turn); the page steps through them one
//! by one, each from the board it was played on, replayed from the rules' steps, with the
//! house played, the better one and Tux's word.

use oware_phrases::Phrase;
use oware_protocol::{
    Answer, Coach, CoachPart, LookBackShown, LookedMove, Opponent, Refusal, ServerEvent,
};
use oware_rules::{format_position, house_letter, AnyPosition, Game, Side};
use oware_tux::{review, Review, REVIEW_NODES};

use super::{lock, Looked};
use crate::hub::{Hub, Peer, Seated};
use crate::puzzles::replay;
use crate::tux_pool::Lane;

/// `look-back <n>`: the child's move `n` of the room's finished game against Tux.
pub async fn show(hub: &Hub, peer: &Peer, seated: &Seated, number: u32) -> Result<(), Refusal> {
    let (game, opponent) = hub.seated_game(peer, seated).await?;
    if !game.is_over() || !matches!(opponent, Opponent::Tux { .. }) {
        return Err(Refusal::NothingToLookBack);
    }
    let key = (
        seated.code.as_str().to_string(),
        game.moves().map(|report| report.origin).collect(),
    );
    let desk = hub.lesson_desk();
    let kept = lock(&desk.sessions)
        .get(&peer.id)
        .and_then(|session| session.looked.as_ref())
        .filter(|looked| looked.game_key == key)
        .map(|looked| looked.review.clone());
    let review = match kept {
        Some(review) => review,
        None => {
            let review = reviewed(hub, game.clone(), seated.side).await?;
            desk.session(peer, |session| {
                session.looked = Some(Looked {
                    game_key: key,
                    review: review.clone(),
                });
            });
            review
        }
    };
    if review.moves.is_empty() {
        peer.send(Answer::LookBack(LookBackShown::Nothing));
        return Ok(());
    }
    let reviewed = usize::try_from(number)
        .ok()
        .and_then(|number| number.checked_sub(1))
        .and_then(|index| review.moves.get(index))
        .ok_or(Refusal::NothingToLookBack)?;
    let before = before_ply(&game, reviewed.ply).ok_or(Refusal::NothingToLookBack)?;
    let layout = game.layout();
    let report = game
        .moves()
        .nth(reviewed.ply)
        .ok_or(Refusal::NothingToLookBack)?;
    let coach = |phrase: &Phrase| {
        peer.send(ServerEvent::Coach(Coach::of(
            CoachPart::Why,
            layout,
            phrase,
        )));
    };
    coach(&Phrase::new("move-you-played").house("house", layout, reviewed.played));
    for phrase in oware_phrases::review(layout, reviewed) {
        coach(&phrase);
    }
    let position = format_position(before.position());
    replay::in_turn(peer, before, &[(reviewed.played, report)]);
    peer.send(Answer::LookBack(LookBackShown::Move(LookedMove {
        number,
        count: u32::try_from(review.moves.len()).unwrap_or(u32::MAX),
        played: house_letter(layout, reviewed.played),
        better: reviewed.better.map(|better| house_letter(layout, better)),
        position,
    })));
    Ok(())
}

/// The game as it stood before move `ply` (from 0).
fn before_ply(game: &Game<AnyPosition>, ply: usize) -> Option<Game<AnyPosition>> {
    let mut before = game.clone();
    while before.move_count() > ply {
        before.undo()?;
    }
    Some(before)
}

/// Tux's thinking for a whole look back, in nodes: the desktop's [`REVIEW_NODES`] a move for a
/// game of up to 24 of the child's moves, shared among the moves of a longer one, so that a
/// long Oware game costs a server full of children no more than a short one.
pub const REVIEW_BUDGET: u64 = 24 * REVIEW_NODES;

/// The least thinking a move gets, however long the game: enough to see the captures of the
/// next two moves, which are what Tux's words are about.
const LEAST_NODES: u64 = 10_000;

/// Nodes for each of `moves` moves of the child's within [`REVIEW_BUDGET`].
pub fn nodes_per_move(moves: usize) -> u64 {
    let moves = u64::try_from(moves.max(1)).unwrap_or(u64::MAX);
    (REVIEW_BUDGET / moves).clamp(LEAST_NODES, REVIEW_NODES)
}

/// Tux's review of `player`'s moves, made on Tux's look-back threads; the child waits.
async fn reviewed(hub: &Hub, game: Game<AnyPosition>, player: Side) -> Result<Review, Refusal> {
    let moves = game.moves().filter(|report| report.mover == player).count();
    let nodes = nodes_per_move(moves);
    hub.tux()
        .look(Lane::Waited, move || review(&game, player, nodes))
        .await
        .map_err(|_| Refusal::TuxBusy)?
        .ok_or(Refusal::NothingToLookBack)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_game_gets_the_desktops_thinking_a_long_one_shares_the_budget() {
        assert_eq!(nodes_per_move(0), REVIEW_NODES);
        assert_eq!(nodes_per_move(10), REVIEW_NODES);
        assert_eq!(nodes_per_move(24), REVIEW_NODES);
        assert_eq!(nodes_per_move(48), REVIEW_NODES / 2);
        assert!(nodes_per_move(60) * 60 <= REVIEW_BUDGET);
        assert_eq!(nodes_per_move(10_000), LEAST_NODES);
    }
}
