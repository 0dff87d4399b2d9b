//! Adds to puzzle files what judging a move needs: for each of the solver's positions, Tux's
//! answer by search to every wrong move (the `refute` field), so that the activity and the
//! classroom server judge a wrong move by looking it up. `make_puzzles` writes them itself;
//! this brings an older file, or one edited by hand, up to date. Each file is rewritten in
//! place, its puzzles otherwise untouched, and gets the same bytes each time.
//!
//! ```text
//! cargo run --release -p oware-puzzles --example annotate_puzzles -- crates/puzzles/data/*.jsonl
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::Parser;
use oware_puzzles::{annotate, load_file, puzzle_line, Puzzle};

/// Adds Tux's answers to wrong moves to puzzle files.
#[derive(Parser, Debug)]
#[command(name = "annotate_puzzles", args_override_self = true)]
struct Args {
    /// The puzzle files (JSON lines), rewritten in place
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Threads to search on (the answers are the same whatever it is)
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

fn main() -> ExitCode {
    let args = Args::parse();
    for path in &args.files {
        let started = Instant::now();
        let puzzles = match load_file(path) {
            Ok(puzzles) => puzzles,
            Err(error) => {
                eprintln!("{}: {error}", path.display());
                return ExitCode::FAILURE;
            }
        };
        let annotated = annotate_all(&puzzles, args.threads.max(1));
        let text: String = annotated
            .iter()
            .map(|puzzle| puzzle_line(puzzle) + "\n")
            .collect();
        if let Err(error) = std::fs::write(path, text) {
            eprintln!("{}: {error}", path.display());
            return ExitCode::FAILURE;
        }
        eprintln!(
            "{}: {} puzzles annotated in {:.1} s",
            path.display(),
            annotated.len(),
            started.elapsed().as_secs_f64()
        );
    }
    ExitCode::SUCCESS
}

/// Every puzzle annotated, in the file's order, on `threads` threads taking puzzles in turn.
fn annotate_all(puzzles: &[Puzzle], threads: usize) -> Vec<Puzzle> {
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, Puzzle)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(puzzle) = puzzles.get(index) else {
                            break;
                        };
                        mine.push((index, annotate(puzzle)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap_or_default())
            .collect()
    });
    done.sort_by_key(|(index, _)| *index);
    done.into_iter().map(|(_, puzzle)| puzzle).collect()
}
