//! Tux's defence against a stage's goal: the move that leaves the solver no way to force it,
//! or else the one that makes it take longest. Among equally good defences Tux's own
//! evaluation chooses, so that it still plays like itself. Bounded by nodes, never by the
//! clock: the same position always gets the same answer.

use oware_rules::{AnyPosition, Game};
use oware_tux::endgame::EndgameTables;
use oware_tux::score_moves;

use crate::goal::{Goal, Tally};
use crate::search::{answers_any, Search};

/// The nodes one defence may search, shared among Tux's moves.
pub const DEFENCE_NODES: u64 = 200_000;

/// The nodes Tux's evaluation gets to choose among equally good defences.
const CHOICE_NODES: u64 = 2_000;

/// How well a move defends, best last: the solver forces the goal in this many moves (more is
/// better); the search could not tell; the goal cannot be forced any more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Defence {
    Forced(u32),
    Unknown,
    Refutes,
}

/// Tux's move against `goal` in `position` (Tux to move) after the line `tally` counts,
/// asking Oware's endgame `tables` too when there are some.
pub(crate) fn defend(
    goal: &Goal,
    position: &AnyPosition,
    tally: &Tally,
    tables: Option<&EndgameTables>,
) -> Option<usize> {
    let mut search = Search::new(*goal, DEFENCE_NODES).with_tables(tables);
    let rated: Vec<(usize, Defence)> = answers_any(&mut search, position, tally)
        .into_iter()
        .map(|(house, answer)| {
            let defence = match answer {
                Some(Some(moves)) => Defence::Forced(moves),
                Some(None) => Defence::Refutes,
                None => Defence::Unknown,
            };
            (house, defence)
        })
        .collect();
    let best = rated.iter().map(|&(_, defence)| defence).max()?;
    let candidates: Vec<usize> = rated
        .iter()
        .filter(|&&(_, defence)| defence == best)
        .map(|&(house, _)| house)
        .collect();
    if candidates.len() == 1 {
        return candidates.first().copied();
    }
    let scores = score_any(position);
    candidates.into_iter().max_by_key(|house| {
        let score = scores
            .iter()
            .find(|(h, _)| h == house)
            .map_or(i32::MIN, |&(_, s)| s);
        (score, std::cmp::Reverse(*house))
    })
}

/// Tux's scores of every legal move of `position`, on a small budget.
fn score_any(position: &AnyPosition) -> Vec<(usize, i32)> {
    match position {
        AnyPosition::Oware(p) => score_moves(&Game::from_position(*p), CHOICE_NODES).scores,
        AnyPosition::Kalah(p) => score_moves(&Game::from_position(*p), CHOICE_NODES).scores,
        AnyPosition::Congkak(p) => score_moves(&Game::from_position(*p), CHOICE_NODES).scores,
        AnyPosition::Togyz(p) => score_moves(&Game::from_position(*p), CHOICE_NODES).scores,
    }
}
