//! Re-checks puzzle files: every puzzle read and put to the only-move test again, and the
//! answers it stores to wrong moves (`refute`) searched again; each one that fails is printed
//! with its file, line and reason, and the exit code is 1 if any does.
//!
//! ```text
//! cargo run --release -p oware-puzzles --example check_puzzles -- crates/puzzles/data/*.jsonl
//! cargo run -p oware-puzzles --example check_puzzles -- --every 10 my-puzzles.jsonl
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use oware_puzzles::verify::{check_text, EXACT_BOUND};
use oware_tux::endgame::EndgameTables;

/// Re-checks puzzle files.
#[derive(Parser, Debug)]
#[command(name = "check_puzzles", args_override_self = true)]
struct Args {
    /// The puzzle files (JSON lines)
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Check only every N-th puzzle of each file, from the first (a quick sample)
    #[arg(long, default_value_t = 1, value_name = "N")]
    every: usize,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let started = Instant::now();
    let mut tables = None;
    let mut failed = 0;
    let mut checked = 0;
    for path in &args.files {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("{}: {error}", path.display());
                failed += 1;
                continue;
            }
        };
        // Oware's endgame tables, built once, only when a file may hold Oware puzzles.
        if tables.is_none() && text.contains("\"oware\"") {
            tables = Some(EndgameTables::build(EXACT_BOUND));
        }
        let report = check_text(&text, tables.as_ref(), args.every);
        for failure in &report.failures {
            println!("{}: {failure}", path.display());
        }
        println!(
            "{}: {} puzzles checked, {} failed",
            path.display(),
            report.checked,
            report.failures.len()
        );
        failed += report.failures.len();
        checked += report.checked;
    }
    println!(
        "{checked} puzzles checked in {:.1} s, {failed} failed",
        started.elapsed().as_secs_f64()
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
