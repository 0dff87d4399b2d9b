//! How long judging a child's move takes, alone on one thread (a figure, not a test): every
//! shipped puzzle tried once with a wrong first move (when it has one), taken back, then its
//! line, each move judged by `PuzzleRun::play`. Prints the p50, p99 and largest time of a move
//! judged, with the answers stored in the files and, for comparison, without them (searched,
//! on every tenth puzzle: the searches take minutes).
//!
//! ```text
//! cargo run --release -p oware-puzzles --example judge_time
//! ```

use std::time::{Duration, Instant};

use oware_puzzles::{shipped, Puzzle, PuzzleRun};
use oware_rules::GameKind;

fn main() {
    for stored in [true, false] {
        let mut times = Vec::new();
        for kind in GameKind::ALL {
            let every = if stored { 1 } else { 10 };
            for puzzle in shipped(kind).iter().step_by(every) {
                let puzzle = if stored {
                    puzzle.clone()
                } else {
                    Puzzle {
                        refutations: Vec::new(),
                        ..puzzle.clone()
                    }
                };
                judge_all(&puzzle, &mut times);
            }
        }
        times.sort_unstable();
        let at = |share: f64| {
            let index = ((times.len() as f64 * share).ceil() as usize).saturating_sub(1);
            times.get(index).copied().unwrap_or_default()
        };
        let ms = |time: Duration| time.as_secs_f64() * 1000.0;
        println!(
            "{}: {} moves judged, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            if stored {
                "answers stored"
            } else {
                "answers searched"
            },
            times.len(),
            ms(at(0.5)),
            ms(at(0.99)),
            ms(times.last().copied().unwrap_or_default())
        );
    }
}

/// A wrong first move (the first legal house outside `accepted`), taken back, then the line.
fn judge_all(puzzle: &Puzzle, times: &mut Vec<Duration>) {
    let mut run = PuzzleRun::new(puzzle);
    let wrong = run
        .game()
        .legal_moves()
        .iter()
        .find(|house| !puzzle.accepted[0].contains(house));
    if let Some(house) = wrong {
        let started = Instant::now();
        let judged = run.play(house);
        times.push(started.elapsed());
        if judged.is_ok() {
            run.retry();
        }
    }
    for ply in puzzle.line.iter().filter(|ply| ply.side == puzzle.solver) {
        let started = Instant::now();
        let judged = run.play(ply.house);
        times.push(started.elapsed());
        if judged.is_err() {
            break;
        }
    }
}
