//! Retrograde analysis, one layer (seed count) at a time.
//!
//! A capture only lowers the seed count, so when layer `k` is solved every layer below is
//! known. Inside a layer, quiet moves can go round in circles, so a layer is solved as a
//! sequence of reachability games: for each threshold `t` from `k` down to 1,
//!
//! * `W(t)`: the mover can force a gain of at least `t`: some move captures and gains at
//!   least `t` overall (or the board is stalled with a value of at least `t`), or some quiet
//!   move leads to a board in `L(t)`;
//! * `L(t)`: every move gains at most `-t`: every capture does, and every quiet move leads to
//!   a board in `W(t)`.
//!
//! Both sets only grow as `t` falls, so one pass with a counter of "quiet moves not yet known
//! to lose at this threshold" per board serves every threshold. A board first met in `W(t)` is
//! worth exactly `t`, one first met in `L(t)` exactly `-t`, and a board in neither set at
//! `t = 1` is worth 0: either its best line gains nothing or both players can keep sowing
//! forever without a capture, which counts as an even split of the board.

use std::sync::atomic::{AtomicBool, Ordering};

use super::index::{first_board, layer_len, next_board, tables_len, Ranker};
use oware_rules::abapa::board::{
    apply, flip, for_each_quiet_predecessor, legal_moves, stalled_value,
};

/// No capture from this board (a value below every real one, so it never wins a threshold).
const NO_EXIT: i8 = i8::MIN;
/// Not decided yet during the solve of a layer.
const UNKNOWN: i8 = i8::MIN;

/// Solves every layer `0..=bound` and returns them concatenated, layer 0 first; `None` when
/// `cancel` was raised. The caller keeps `bound` at most `index::MAX_SEEDS`.
pub fn solve_all(bound: u8, ranker: &Ranker, cancel: &AtomicBool) -> Option<Vec<i8>> {
    // One allocation for every layer, so that the finished tables are never copied.
    let mut all = Vec::with_capacity(tables_len(bound));
    let mut starts = Vec::with_capacity(usize::from(bound) + 1);
    for seeds in 0..=bound {
        let layer = solve_layer(seeds, &all, &starts, ranker, cancel)?;
        starts.push(all.len());
        all.extend_from_slice(&layer);
    }
    Some(all)
}

/// Solves layer `seeds`, given every layer below it (`below`, layer `k` at `starts[k]`).
fn solve_layer(
    seeds: u8,
    below: &[i8],
    starts: &[usize],
    ranker: &Ranker,
    cancel: &AtomicBool,
) -> Option<Vec<i8>> {
    let len = layer_len(seeds);
    // Best gain through a capture (or the stalled value), and the quiet moves still open.
    let mut best_exit = vec![NO_EXIT; len];
    let mut open = vec![0u8; len];
    let mut board = first_board(seeds);
    for index in 0..len {
        let moves = legal_moves(&board);
        if moves == 0 {
            // A stalled board behaves like a single capture worth its final split.
            best_exit[index] = stalled_value(&board) as i8;
        }
        for house in (0..6).filter(|h| moves & (1 << h) != 0) {
            let (after, taken) = apply(&board, house);
            if taken == 0 {
                open[index] += 1;
                continue;
            }
            let child = flip(&after);
            let rest = usize::from(seeds - taken);
            let child_value = below[starts[rest] + ranker.rank(&child)];
            let gain = (taken as i8) - child_value;
            best_exit[index] = best_exit[index].max(gain);
        }
        next_board(&mut board);
        if index % (1 << 20) == 0 && cancel.load(Ordering::Relaxed) {
            return None;
        }
    }

    let mut value = vec![UNKNOWN; len];
    let mut stack: Vec<u32> = Vec::new();
    for threshold in (1..=seeds as i8).rev() {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        // New members of W(t) through a capture, and boards whose quiet moves all lost at a
        // higher threshold but whose best capture only now falls below -t.
        for index in 0..len {
            if value[index] != UNKNOWN {
                continue;
            }
            let exit = best_exit[index];
            if exit >= threshold {
                value[index] = threshold;
                stack.push(index as u32);
            } else if open[index] == 0 && exit <= -threshold {
                value[index] = -threshold;
                stack.push(index as u32);
            }
        }
        while let Some(index) = stack.pop() {
            let won = value[index as usize] > 0;
            let child = ranker.unrank(seeds, index as usize);
            for_each_quiet_predecessor(&child, |parent| {
                let parent = ranker.rank(parent);
                if value[parent] != UNKNOWN {
                    return;
                }
                if !won {
                    // A quiet move into a lost board wins for the player who makes it.
                    value[parent] = threshold;
                    stack.push(parent as u32);
                    return;
                }
                open[parent] -= 1;
                if open[parent] == 0 && best_exit[parent] <= -threshold {
                    value[parent] = -threshold;
                    stack.push(parent as u32);
                }
            });
        }
    }
    for v in &mut value {
        if *v == UNKNOWN {
            *v = 0;
        }
    }
    Some(value)
}
