//! Retrograde analysis, one layer (seed count) at a time, twice over.
//!
//! A capture only lowers the seed count, so when layer `k` is solved every layer below is
//! known. Inside a layer quiet moves can go round in circles. How a circle ends is not the
//! board's to say: a repetition (the first or the third, by the rule in force) or the 160-move
//! limit ends it with each player keeping his own row, at a point the players choose. So each
//! layer is solved twice.
//!
//! **The value** counts a circle as an even split of the board (gain 0). For each threshold
//! `t` from `k` down to 1,
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
//! forever without a capture.
//!
//! **Whether a repetition can change it**: the same reachability games from `k` down to `-k`,
//! but for bounds that hold whatever ends a circle: a capture counts with the board below at
//! its worst for the mover in `W` and at its best in `L` (an exact board below at its value, a
//! loose one anywhere in `-k..=k`), and a circle counts for neither side. A board first met in
//! `W(t)` can be held to no less than `t`, one first met in `L(t)` to no more than `-t`; along a
//! forced line every board was met earlier than the one before it, so no forced line repeats a
//! position. Where the two bounds meet, the value is exact under every rule; elsewhere the board
//! is loose.

use std::sync::atomic::{AtomicBool, Ordering};

use super::entry::{self, encode};
use super::index::{first_board, layer_len, next_board, tables_len, Ranker};
use oware_rules::abapa::board::{
    apply, flip, for_each_quiet_predecessor, legal_moves, stalled_value,
};

/// No capture from this board (a value below every real one, so it never wins a threshold).
const NO_EXIT: i8 = i8::MIN;
/// Not decided yet during the solve of a layer.
const UNKNOWN: i8 = i8::MIN;
/// In a board's `open` byte: the quiet moves not yet known to lead into `W`, and whether the
/// board is in `W` (its `low` settled) and in `L` (its `high` settled).
const QUIET: u8 = 0x0f;
const IN_W: u8 = 0x40;
const IN_L: u8 = 0x80;

/// Solves every layer `0..=bound` and returns the entries concatenated, layer 0 first;
/// `None` when `cancel` was raised. The caller keeps `bound` at most `index::MAX_SEEDS`.
pub fn solve_all(bound: u8, ranker: &Ranker, cancel: &AtomicBool) -> Option<Vec<u8>> {
    // One allocation for every layer, so that the finished tables are never copied.
    let mut all = Vec::with_capacity(tables_len(bound));
    let mut starts = Vec::with_capacity(usize::from(bound) + 1);
    for seeds in 0..=bound {
        let values = solve_values(seeds, &all, &starts, ranker, cancel)?;
        let (low, high) = solve_bounds(seeds, &all, &starts, ranker, cancel)?;
        starts.push(all.len());
        all.extend(
            values
                .iter()
                .zip(low.iter().zip(&high))
                .map(|(&value, (&low, &high))| encode(value, low != high, seeds)),
        );
    }
    Some(all)
}

/// The value of every board of layer `seeds`, given the entries of every layer below it
/// (`below`, layer `k` at `starts[k]`).
pub fn solve_values(
    seeds: u8,
    below: &[u8],
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
            let rest = seeds - taken;
            let child = below[starts[usize::from(rest)] + ranker.rank(&flip(&after))];
            let child_value = entry::decode(child, rest).map_or(0, |(value, _)| value);
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

/// The bounds of every board of layer `seeds` that hold whatever a repetition decides, given
/// the entries of every layer below it: each board's `low` and `high`.
pub fn solve_bounds(
    seeds: u8,
    below: &[u8],
    starts: &[usize],
    ranker: &Ranker,
    cancel: &AtomicBool,
) -> Option<(Vec<i8>, Vec<i8>)> {
    let len = layer_len(seeds);
    let k = seeds as i8;
    // Best gain through a capture, counting the board below at its worst (`low`) and at its
    // best (`high`) for the mover, or the stalled value; later the settled bounds themselves.
    let mut low = vec![NO_EXIT; len];
    let mut high = vec![NO_EXIT; len];
    let mut open = vec![0u8; len];
    let mut board = first_board(seeds);
    for index in 0..len {
        let moves = legal_moves(&board);
        if moves == 0 {
            // A stalled board behaves like a single capture worth its final split.
            let value = stalled_value(&board) as i8;
            (low[index], high[index]) = (value, value);
        }
        for house in (0..6).filter(|h| moves & (1 << h) != 0) {
            let (after, taken) = apply(&board, house);
            if taken == 0 {
                open[index] += 1;
                continue;
            }
            let rest = seeds - taken;
            let child = below[starts[usize::from(rest)] + ranker.rank(&flip(&after))];
            let (child_low, child_high) = entry::bounds(child, rest);
            low[index] = low[index].max(taken as i8 - child_high);
            high[index] = high[index].max(taken as i8 - child_low);
        }
        next_board(&mut board);
        if index % (1 << 20) == 0 && cancel.load(Ordering::Relaxed) {
            return None;
        }
    }

    // Boards that just entered a set, with the set: true for `W`.
    let mut stack: Vec<(u32, bool)> = Vec::new();
    for threshold in (-k..=k).rev() {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        // New members through a capture, and boards whose quiet moves all entered `W` at a
        // higher threshold but whose best capture only now falls to `-t`.
        for index in 0..len {
            let flags = open[index];
            if flags & IN_W == 0 && low[index] >= threshold {
                open[index] |= IN_W;
                low[index] = threshold;
                stack.push((index as u32, true));
            }
            if flags & (IN_L | QUIET) == 0 && high[index] <= -threshold {
                open[index] |= IN_L;
                high[index] = -threshold;
                stack.push((index as u32, false));
            }
        }
        while let Some((index, in_w)) = stack.pop() {
            let child = ranker.unrank(seeds, index as usize);
            for_each_quiet_predecessor(&child, |parent| {
                let parent = ranker.rank(parent);
                if !in_w {
                    // A quiet move into a board in `L(t)` forces at least `t`.
                    if open[parent] & IN_W == 0 {
                        open[parent] |= IN_W;
                        low[parent] = threshold;
                        stack.push((parent as u32, true));
                    }
                    return;
                }
                if open[parent] & IN_L != 0 {
                    return;
                }
                open[parent] -= 1;
                if open[parent] & QUIET == 0 && high[parent] <= -threshold {
                    open[parent] |= IN_L;
                    high[parent] = -threshold;
                    stack.push((parent as u32, false));
                }
            });
        }
    }
    for index in 0..len {
        if open[index] & IN_W == 0 {
            low[index] = -k;
        }
        if open[index] & IN_L == 0 {
            high[index] = k;
        }
    }
    Some((low, high))
}
