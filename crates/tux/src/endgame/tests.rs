//! Checks of the solver against a slower, independent solve that only plays moves forwards.

use std::sync::atomic::AtomicBool;

use super::index::{first_board, layer_len, next_board, Ranker};
use super::solve::solve_all;
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

/// Solves each layer by sweeping the thresholds' reachability games to a fixed point with
/// forward moves only: no predecessors, no counters.
fn solve_by_sweeps(bound: u8, ranker: &Ranker) -> Vec<Vec<i8>> {
    let mut layers: Vec<Vec<i8>> = Vec::new();
    for seeds in 0..=bound {
        let boards = layer_boards(seeds);
        // Each move: Ok(gain) for a capture or a stalled board, Err(rank) for a quiet move.
        let moves: Vec<Vec<Result<i32, usize>>> = boards
            .iter()
            .map(|board| {
                let legal = legal_moves(board);
                if legal == 0 {
                    return vec![Ok(stalled_value(board))];
                }
                (0..ROW)
                    .filter(|h| legal & (1 << h) != 0)
                    .map(|h| {
                        let (after, taken) = apply(board, h);
                        let child = flip(&after);
                        if taken == 0 {
                            Err(ranker.rank(&child))
                        } else {
                            let below = &layers[usize::from(seeds - taken)];
                            Ok(i32::from(taken) - i32::from(below[ranker.rank(&child)]))
                        }
                    })
                    .collect()
            })
            .collect();
        let mut value = vec![0i8; boards.len()];
        for t in (1..=i32::from(seeds)).rev() {
            let mut win: Vec<bool> = value.iter().map(|&v| i32::from(v) >= t).collect();
            let mut lose: Vec<bool> = value.iter().map(|&v| i32::from(v) <= -t).collect();
            loop {
                let mut changed = false;
                for i in 0..boards.len() {
                    if win[i] || lose[i] {
                        continue;
                    }
                    let wins = moves[i].iter().any(|m| match *m {
                        Ok(gain) => gain >= t,
                        Err(child) => lose[child],
                    });
                    let loses = moves[i].iter().all(|m| match *m {
                        Ok(gain) => gain <= -t,
                        Err(child) => win[child],
                    });
                    if wins {
                        win[i] = true;
                        value[i] = t as i8;
                        changed = true;
                    } else if loses {
                        lose[i] = true;
                        value[i] = -t as i8;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        layers.push(value);
    }
    layers
}

#[test]
fn retrograde_agrees_with_forward_sweeps() {
    let bound = 7;
    let ranker = Ranker::new();
    let fast = solve_all(bound, &ranker, &AtomicBool::new(false)).expect("not cancelled");
    let slow: Vec<i8> = solve_by_sweeps(bound, &ranker).concat();
    assert_eq!(fast.len(), slow.len());
    let differences = fast.iter().zip(&slow).filter(|(a, b)| a != b).count();
    assert_eq!(differences, 0);
    // Not a trivial table: both signs and endless lines (value 0 with seeds on the board).
    assert!(fast.iter().any(|&v| v > 0) && fast.iter().any(|&v| v < 0));
}

#[test]
fn every_value_is_the_best_move() {
    let bound = 8;
    let ranker = Ranker::new();
    let values = solve_all(bound, &ranker, &AtomicBool::new(false)).expect("not cancelled");
    let mut starts = vec![0];
    for seeds in 0..=bound {
        starts.push(starts[usize::from(seeds)] + layer_len(seeds));
    }
    let value = |board: &Board| {
        let seeds: usize = board.iter().map(|&n| usize::from(n)).sum();
        i32::from(values[starts[seeds] + ranker.rank(board)])
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
fn a_raised_flag_cancels_the_build() {
    let ranker = Ranker::new();
    assert!(solve_all(6, &ranker, &AtomicBool::new(true)).is_none());
}
