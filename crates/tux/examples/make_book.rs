//! Makes Tux's Oware opening book (`crates/tux/data/oware-book.txt`) with Tux's own search.
//!
//! ```text
//! cargo run --release -p oware-tux --example make_book                # the shipped book
//! cargo run --release -p oware-tux --example make_book -- --nodes 500000 --out /tmp/book.txt
//! ```
//!
//! The book covers both players' first moves: for South, the positions where South moves at
//! plies 0, 2, … up to `--south-plies`, following the book's own move and every North reply;
//! for North the same up to `--north-plies`. Each position is searched by
//! `oware_tux::analyse` on a fixed node budget (the clock is only a safety net), so the same
//! arguments give the same book on any machine.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Parser;
use oware_rules::abapa::{Game, Variant};
use oware_rules::{house_letter, Side};
use oware_tux::analyse;

/// Makes Tux's Oware opening book with Tux's own search.
#[derive(Parser, Debug)]
#[command(name = "make_book", args_override_self = true)]
struct Options {
    /// The last ply (from the start) at which South's moves go into the book
    #[arg(long, value_name = "N", default_value_t = 4)]
    south_plies: usize,
    /// The last ply at which North's moves go into the book
    #[arg(long, value_name = "N", default_value_t = 3)]
    north_plies: usize,
    /// The nodes of each position's search (0 counts as 1)
    #[arg(long, value_name = "N", default_value_t = 8_000_000, value_parser = nodes)]
    nodes: u64,
    /// Threads searching at once (0 counts as 1)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = threads)]
    threads: usize,
    /// Where the book is written
    #[arg(long, value_name = "FILE", default_value_os_t = shipped_book())]
    out: PathBuf,
}

/// The book Tux ships with.
fn shipped_book() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/oware-book.txt")
}

fn nodes(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .map(|n| n.max(1))
        .map_err(|_| format!("'{text}' is not a number"))
}

fn threads(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .map(|n| n.max(1))
        .map_err(|_| format!("'{text}' is not a number"))
}

/// A position to search, with the moves that reach it (for the search's history and the
/// order of the book).
#[derive(Clone)]
struct Task {
    moves: Vec<usize>,
}

impl Task {
    fn game(&self) -> Game {
        let mut game = Game::new(Variant::ABAPA);
        for &house in &self.moves {
            // The moves come from the game's own legal moves, so they replay.
            if game.play(house).is_err() {
                break;
            }
        }
        game
    }
}

struct Entry {
    line: String,
    ply: usize,
}

fn main() -> ExitCode {
    let options = Options::parse();
    let started = Instant::now();
    // Keyed by the position's words, so a position reached twice is searched once and the
    // file comes out sorted the same way every time.
    let mut book: BTreeMap<String, Entry> = BTreeMap::new();
    for (side, last_ply) in [
        (Side::South, options.south_plies),
        (Side::North, options.north_plies),
    ] {
        let mut frontier = vec![Task { moves: Vec::new() }];
        for ply in 0..=last_ply {
            let ours: Vec<Task> = frontier
                .iter()
                .filter(|task| task.game().to_move() == side && !task.game().is_over())
                .cloned()
                .collect();
            let searched = search_all(&ours, &options, &mut book, ply);
            let mut next = Vec::new();
            for task in &frontier {
                let game = task.game();
                if game.is_over() {
                    continue;
                }
                let replies: Vec<usize> = if game.to_move() == side {
                    searched.get(&words(&game)).copied().into_iter().collect()
                } else {
                    game.legal_moves().iter().collect()
                };
                for house in replies {
                    let mut moves = task.moves.clone();
                    moves.push(house);
                    next.push(Task { moves });
                }
            }
            frontier = next;
        }
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Oware opening book (Abapa, 4 seeds a house), made by Tux's own search with\n\
         #   cargo run --release -p oware-tux --example make_book -- --south-plies {} --north-plies {} --nodes {}\n\
         # A position a line: side to move, houses A-F a-f, South's and North's stores, the house to play;\n\
         # then the search's score (hundredths of a seed, for the side to move), depth and nodes.",
        options.south_plies, options.north_plies, options.nodes
    );
    let mut entries: Vec<&Entry> = book.values().collect();
    entries.sort_by_key(|entry| entry.ply);
    for entry in entries {
        let _ = writeln!(text, "{}", entry.line);
    }
    if let Err(error) = std::fs::write(&options.out, text) {
        eprintln!("make_book: cannot write {}: {error}", options.out.display());
        return ExitCode::FAILURE;
    }
    eprintln!(
        "make_book: {} positions in {:.0?}, written to {}",
        book.len(),
        started.elapsed(),
        options.out.display()
    );
    ExitCode::SUCCESS
}

/// A position as the book writes it: side to move, houses, stores.
fn words(game: &Game) -> String {
    let position = game.position();
    let side = match position.to_move() {
        Side::South => "S",
        Side::North => "N",
    };
    let houses: Vec<String> = position.houses().iter().map(u8::to_string).collect();
    let [south, north] = position.stores();
    format!("{side} {} {south} {north}", houses.join(" "))
}

/// Searches every task not yet in the book, on `options.threads` threads; returns the best
/// move of every task's position, old and new.
fn search_all(
    tasks: &[Task],
    options: &Options,
    book: &mut BTreeMap<String, Entry>,
    ply: usize,
) -> BTreeMap<String, usize> {
    let mut todo: Vec<(String, Task)> = Vec::new();
    for task in tasks {
        let key = words(&task.game());
        if !book.contains_key(&key) && !todo.iter().any(|(k, _)| *k == key) {
            todo.push((key, task.clone()));
        }
    }
    let results = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((key, task)) = todo.get(i) else {
                    break;
                };
                let game = task.game();
                // The clock only guards against a runaway search; the node budget decides.
                let analysis = analyse(&game, options.nodes, Duration::from_secs(600), &stop);
                let Some(house) = analysis.best_move else {
                    continue;
                };
                let line = format!(
                    "{key} {}  score={:+} depth={} nodes={}",
                    house_letter(Variant::ABAPA, house),
                    analysis.score,
                    analysis.depth,
                    analysis.nodes
                );
                eprintln!("ply {ply}: {line}");
                if let Ok(mut results) = results.lock() {
                    results.push((key.clone(), house, line));
                }
            });
        }
    });
    for (key, _house, line) in results.into_inner().unwrap_or_default() {
        book.insert(key, Entry { line, ply });
    }
    book.iter()
        .filter_map(|(key, entry)| {
            let letter = entry.line.split_whitespace().nth(15)?;
            let house = oware_rules::house_from_letter(Variant::ABAPA, letter).ok()?;
            Some((key.clone(), house))
        })
        .collect()
}
