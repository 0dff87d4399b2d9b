//! Checks of the solver against a slower, independent solve that only plays moves forwards.

use std::sync::atomic::AtomicBool;

use super::entry::{bounds, decode, encode};
use super::index::{first_board, layer_len, next_board, Ranker};
use super::solve::{solve_all, solve_bounds};
use oware_rules::abapa::board::{apply, flip, legal_moves, stalled_value, Board, ROW};

fn layer_boards(seeds: u8) -> Vec<Board> {
    let mut boards = Vec::with_capacity(layer_len(seeds));
    let mut board = first_board(seeds);
    loop {
        boards.push(board);
        if !next_board(&mut board) {
            return boards;
        }
    }
}

/// What a move does: `Ok((value, low, high))` for a capture (its gain with the board below at
/// its value, at its worst and at its best for the mover) or a stalled board, `Err(rank)` for a
/// quiet move.
type Exit = Result<(i32, i32, i32), usize>;

fn moves_of(board: &Board, seeds: u8, stored: &[Vec<u8>], ranker: &Ranker) -> Vec<Exit> {
    let legal = legal_moves(board);
    if legal == 0 {
        let value = stalled_value(board);
        return vec![Ok((value, value, value))];
    }
    (0..ROW)
        .filter(|h| legal & (1 << h) != 0)
        .map(|h| {
            let (after, taken) = apply(board, h);
            let child = flip(&after);
            if taken == 0 {
                return Err(ranker.rank(&child));
            }
            let rest = seeds - taken;
            let code = stored[usize::from(rest)][ranker.rank(&child)];
            let (value, _) = decode(code, rest).expect("a stored entry");
            let (low, high) = bounds(code, rest);
            let taken = i32::from(taken);
            Ok((
                taken - i32::from(value),
                taken - i32::from(high),
                taken - i32::from(low),
            ))
        })
        .collect()
}

/// Sweeps one threshold's reachability games to a fixed point with forward moves only (no
/// predecessors, no counters). `exit(m)` is a capture's gain for `W` and for `L`; with
/// `exclusive` a board joins at most one of the sets.
fn sweep(
    moves: &[Vec<Exit>],
    win: &mut [Option<i32>],
    lose: &mut [Option<i32>],
    t: i32,
    exclusive: bool,
    exit: impl Fn(&(i32, i32, i32)) -> (i32, i32),
) {
    loop {
        let mut changed = false;
        for i in 0..moves.len() {
            if exclusive && (win[i].is_some() || lose[i].is_some()) {
                continue;
            }
            let wins = moves[i].iter().any(|m| match m {
                Ok(gains) => exit(gains).0 >= t,
                Err(child) => lose[*child].is_some(),
            });
            if win[i].is_none() && wins {
                win[i] = Some(t);
                changed = true;
                if exclusive {
                    continue;
                }
            }
            let loses = moves[i].iter().all(|m| match m {
                Ok(gains) => exit(gains).1 <= -t,
                Err(child) => win[*child].is_some(),
            });
            if lose[i].is_none() && loses {
                lose[i] = Some(-t);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// Solves each layer by sweeps: each board's value (a circle an even split, sets exclusive),
/// its bounds whatever ends a circle, and the stored entries.
#[allow(clippy::type_complexity)]
fn solve_by_sweeps(bound: u8, ranker: &Ranker) -> (Vec<Vec<(i8, i8, i8)>>, Vec<Vec<u8>>) {
    let mut solved = Vec::new();
    let mut stored: Vec<Vec<u8>> = Vec::new();
    for seeds in 0..=bound {
        let boards = layer_boards(seeds);
        let moves: Vec<Vec<Exit>> = boards
            .iter()
            .map(|board| moves_of(board, seeds, &stored, ranker))
            .collect();
        let k = i32::from(seeds);
        // The value: a board takes the first threshold at which it enters either set.
        let mut value: Vec<Option<i32>> = vec![None; boards.len()];
        for t in (1..=k).rev() {
            let mut win: Vec<Option<i32>> = value.iter().map(|v| v.filter(|&v| v >= t)).collect();
            let mut lose: Vec<Option<i32>> = value.iter().map(|v| v.filter(|&v| v <= -t)).collect();
            sweep(&moves, &mut win, &mut lose, t, true, |&(gain, _, _)| {
                (gain, gain)
            });
            for i in 0..boards.len() {
                value[i] = value[i].or(win[i]).or(lose[i]);
            }
        }
        // The bounds: separate sets, every threshold down to -k.
        let mut low = vec![None; boards.len()];
        let mut high = vec![None; boards.len()];
        for t in (-k..=k).rev() {
            sweep(
                &moves,
                &mut low,
                &mut high,
                t,
                false,
                |&(_, worst, best)| (worst, best),
            );
        }
        let layer: Vec<(i8, i8, i8)> = (0..boards.len())
            .map(|i| {
                (
                    value[i].unwrap_or(0) as i8,
                    low[i].unwrap_or(-k) as i8,
                    high[i].unwrap_or(k) as i8,
                )
            })
            .collect();
        stored.push(
            layer
                .iter()
                .map(|&(value, low, high)| encode(value, low != high, seeds))
                .collect(),
        );
        solved.push(layer);
    }
    (solved, stored)
}

#[test]
fn retrograde_agrees_with_forward_sweeps() {
    let bound = 7;
    let ranker = Ranker::new();
    let fast = solve_all(bound, &ranker, &AtomicBool::new(false)).expect("not cancelled");
    let (solved, slow) = solve_by_sweeps(bound, &ranker);
    let slow = slow.concat();
    assert_eq!(fast.len(), slow.len());
    let differences = fast.iter().zip(&slow).filter(|(a, b)| a != b).count();
    assert_eq!(differences, 0);
    let all: Vec<(i8, i8, i8)> = solved.concat();
    // Every value lies between the bounds whatever ends a circle.
    assert!(all
        .iter()
        .all(|&(value, low, high)| low <= value && value <= high));
    // Not a trivial table: both signs, endless lines (value 0 with seeds on the board) and
    // loose boards where a repetition decides.
    assert!(all.iter().any(|&(v, low, high)| v > 0 && low == high));
    assert!(all.iter().any(|&(v, low, high)| v < 0 && low == high));
    assert!(all.iter().any(|&(_, low, high)| low < high));
}

#[test]
fn every_value_is_the_best_move() {
    let bound = 8;
    let ranker = Ranker::new();
    let entries = solve_all(bound, &ranker, &AtomicBool::new(false)).expect("not cancelled");
    let mut starts = vec![0];
    for seeds in 0..=bound {
        starts.push(starts[usize::from(seeds)] + layer_len(seeds));
    }
    let value = |board: &Board| {
        let seeds: usize = board.iter().map(|&n| usize::from(n)).sum();
        let code = entries[starts[seeds] + ranker.rank(board)];
        i32::from(decode(code, seeds as u8).expect("a stored entry").0)
    };
    for seeds in 0..=bound {
        for board in layer_boards(seeds) {
            let legal = legal_moves(&board);
            let best = (0..ROW)
                .filter(|h| legal & (1 << h) != 0)
                .map(|h| {
                    let (after, taken) = apply(&board, h);
                    i32::from(taken) - value(&flip(&after))
                })
                .max()
                .unwrap_or_else(|| stalled_value(&board));
            assert_eq!(value(&board), best, "{board:?}");
        }
    }
}

#[test]
fn every_bound_is_the_best_move_at_worst_and_at_best() {
    let bound = 8;
    let ranker = Ranker::new();
    let (_, stored) = solve_by_sweeps(bound - 1, &ranker);
    let mut all = Vec::new();
    let mut starts = Vec::new();
    for layer in &stored {
        starts.push(all.len());
        all.extend_from_slice(layer);
    }
    // The top layer in full, both bounds, from the fast solver.
    let (low, high) =
        solve_bounds(bound, &all, &starts, &ranker, &AtomicBool::new(false)).expect("solved");
    let mut loose = 0;
    for (index, board) in layer_boards(bound).iter().enumerate() {
        let moves = moves_of(board, bound, &stored, &ranker);
        // The least the mover gets is his best move with every circle ending at his worst,
        // the most his best move with every circle ending at his best.
        let worst = moves
            .iter()
            .map(|m| match *m {
                Ok((_, gain, _)) => gain,
                Err(child) => -i32::from(high[child]),
            })
            .max()
            .expect("a stalled board has its own exit");
        let best = moves
            .iter()
            .map(|m| match *m {
                Ok((_, _, gain)) => gain,
                Err(child) => -i32::from(low[child]),
            })
            .max()
            .expect("a stalled board has its own exit");
        assert!(low[index] <= high[index], "{board:?}");
        assert_eq!(i32::from(low[index]), worst, "{board:?}");
        assert_eq!(i32::from(high[index]), best, "{board:?}");
        loose += usize::from(low[index] != high[index]);
    }
    assert!(loose > 0);
}

#[test]
fn a_raised_flag_cancels_the_build() {
    let ranker = Ranker::new();
    assert!(solve_all(6, &ranker, &AtomicBool::new(true)).is_none());
}
