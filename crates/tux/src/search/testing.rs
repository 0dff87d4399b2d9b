//! What the search's tests share: searchers and limits with nothing but what a test sets,
//! and small positions to solve.

use std::sync::atomic::AtomicBool;

use oware_rules::{congkak, Repetition, Rules, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::scores::PROVEN;
use super::{Analysis, Deepening, Limits, Reductions, Searcher, Style, MAX_PLY};
use crate::eval::Evaluation;
use crate::tt::Tt;

/// A searcher with the tuned evaluation, no earlier positions and the usual repetition rule.
pub fn fresh_searcher<'a, P: Rules>(
    tt: &'a mut Tt,
    stop: &'a AtomicBool,
    limits: Limits,
) -> Searcher<'a, P> {
    Searcher::new(
        tt,
        Evaluation::Tuned,
        stop,
        limits,
        &[],
        Repetition::default(),
    )
}

/// A plain search to `depth` with no other limit: no reductions, no captures played out
/// at the horizon, a table that is not kept.
pub fn plain_limits(depth: u32) -> Limits {
    Limits::plain(depth, u64::MAX, Style::PLAIN)
}

/// Searches `position` to `depth` in `style`, with late-move reductions or without.
pub fn search_to<P: Rules>(
    position: &P,
    depth: u32,
    style: Style,
    reduce_late: Option<Reductions>,
) -> Analysis {
    deepened(
        position,
        depth,
        u64::MAX,
        Deepening::EveryPly,
        (style, reduce_late),
    )
}

/// Searches `position` to `depth` or `nodes`, whichever comes first, deepening by
/// `deepening`.
pub fn deepened<P: Rules>(
    position: &P,
    depth: u32,
    nodes: u64,
    deepening: Deepening,
    (style, reduce_late): (Style, Option<Reductions>),
) -> Analysis {
    let mut tt = Tt::new(16);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        nodes,
        style,
        reduce_late,
        deepening,
        ..plain_limits(depth)
    };
    let mut searcher = fresh_searcher(&mut tt, &stop, limits);
    let moves: Vec<usize> = position.legal_moves().iter().collect();
    searcher.iterate(position, &moves, 0)
}

/// Searches `position` to the end of the game.
pub fn solve(position: &congkak::Position, style: Style, reduce_late: Option<Reductions>) -> i32 {
    search_to(position, MAX_PLY as u32, style, reduce_late).score
}

/// Random small Congkak positions with a move to make, from `seed`.
pub fn small_positions(seed: u64, count: usize) -> Vec<congkak::Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut houses = [0u8; 2 * congkak::HOUSES_PER_SIDE];
        for _ in 0..rng.random_range(4..14) {
            houses[rng.random_range(0..houses.len())] += 1;
        }
        let stores = [rng.random_range(0..20), rng.random_range(0..20)];
        let total = houses.iter().chain(&stores).map(|&n| u32::from(n)).sum();
        let to_move = if rng.random_bool(0.5) {
            Side::South
        } else {
            Side::North
        };
        let Ok(position) = congkak::Position::from_parts(total, &houses, stores, to_move) else {
            continue;
        };
        if !position.legal_moves().is_empty() {
            positions.push(position);
        }
    }
    positions
}

/// Who wins by a score: wins and losses may be found at other distances by other
/// searches, but who wins may not change.
pub fn result(score: i32) -> i32 {
    if score.abs() > PROVEN {
        score.signum()
    } else {
        0
    }
}
