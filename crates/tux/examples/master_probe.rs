//! How deep and how fast the master searches in the positions of recorded games, to compare
//! with another program's depths in the same games.
//!
//! ```text
//! cargo run --release -p oware-tux --example master_probe -- GAMES.jsonl [--ms 100]
//!     [--keep] [--w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK] [--every N] [--no-tables]
//!     [--depth N] [--bits N] [--lmr] [--qs N] [--seeds N] [--list]
//! ```
//!
//! `GAMES.jsonl` is a ladder log (`--log`) or any file with one JSON line a game holding its
//! `"moves"` as house letters (South's upper case). The master searches each position of the
//! games it played (`a_side` or `tux`), every `N`-th one, as in the game, under the
//! first-repetition rule, and the output gives for each stage of the game (seeds left on
//! the board) the mean depth completed, the nodes a second, and the other program's mean
//! depth (`b_depths` or `aalina_depths`) in those games.
//!
//! Each position is searched with a fresh table, unlike the master in a game; `--keep`
//! keeps it from one position to the next.
//!
//! `--seeds N` searches only the positions with at most `N` seeds on the board (an endgame's
//! play), and `--list` prints each position's line as `--depth` does.
//!
//! With `--depth N` every search goes to that depth whatever the time, and the output lists
//! each position's move, score and nodes, then the nodes a second over all of them: two
//! versions of the search that print the same lines search the same tree, and the last
//! line says which is faster.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oware_rules::{abapa, house_from_letter, Game, Repetition, Side};
use oware_tux::endgame::load_or_build_default;
use oware_tux::{Evaluation, MasterTuning, Tux, Weights, LEVELS};

fn field<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let start = line.find(&format!("\"{name}\":"))? + name.len() + 3;
    let rest = line[start..].trim_start();
    if let Some(text) = rest.strip_prefix('"') {
        return text.split('"').next();
    }
    if rest.starts_with('[') {
        return rest.split(']').next().map(|t| &t[1..]);
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut path = None;
    let mut millis = 100u64;
    let mut every = 1usize;
    // Each position searched afresh unless `--keep`: a probe jumps between games and
    // positions, and its tree must not depend on the ones searched before it.
    let mut tuning = MasterTuning {
        keep_table: false,
        ..MasterTuning::default()
    };
    let mut use_tables = true;
    let mut fixed_depth = None;
    let mut most_seeds = u32::MAX;
    let mut list = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--ms" => millis = iter.next().and_then(|n| n.parse().ok()).unwrap_or(millis),
            "--every" => every = iter.next().and_then(|n| n.parse().ok()).unwrap_or(1),
            "--keep" => tuning.keep_table = true,
            "--lmr" => tuning.reduce_late = Some(oware_tux::Reductions::USUAL),
            "--qs" => tuning.capture_plies = iter.next().and_then(|n| n.parse().ok()).unwrap_or(0),
            "--depth" => fixed_depth = iter.next().and_then(|n| n.parse().ok()),
            "--no-tables" => use_tables = false,
            "--list" => list = true,
            "--seeds" => {
                most_seeds = iter
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(most_seeds)
            }
            "--bits" => {
                tuning.table_bits = iter
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|b| (10..=26).contains(b))
                    .unwrap_or(tuning.table_bits)
            }
            w if w.starts_with("--w=") => {
                let n: Vec<i32> = w[4..].split(',').filter_map(|n| n.parse().ok()).collect();
                if let [row_seed, vulnerable, empty, kroo, tempo, tuzdyk] = n[..] {
                    tuning.eval = Evaluation::Rich(Weights {
                        row_seed,
                        vulnerable,
                        empty,
                        kroo,
                        tempo,
                        tuzdyk,
                        ready: 0,
                        target: 0,
                        ..Weights::TUNED
                    });
                }
            }
            file => path = Some(file.to_string()),
        }
    }
    let Some(path) = path else {
        eprintln!("usage: master_probe GAMES.jsonl [--ms N] [--keep] [--w=...] [--every N]");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{path}: {error}");
            std::process::exit(1);
        }
    };
    let handle = load_or_build_default();
    let tables = if use_tables {
        handle.wait(Duration::from_secs(600))
    } else {
        None
    };
    if let Some(depth) = fixed_depth {
        tuning.max_depth = depth;
        millis = 3_600_000;
    }
    let stop = AtomicBool::new(false);
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    // Per stage (seeds on the board in steps of 8): positions, depth sum, nodes, seconds.
    let mut stages = [(0u32, 0u64, 0u64, 0f64, 0u64, 0u32); 7];
    for (number, line) in text.lines().enumerate() {
        let Some(moves) = field(line, "moves") else {
            continue;
        };
        let side = match field(line, "a_side").or_else(|| field(line, "tux")) {
            Some(side) if side.eq_ignore_ascii_case("north") => Side::North,
            _ => Side::South,
        };
        let other: Vec<u32> = field(line, "b_depths")
            .or_else(|| field(line, "aalina_depths"))
            .map(|t| t.split(',').filter_map(|d| d.trim().parse().ok()).collect())
            .unwrap_or_default();
        let other_mean = if other.is_empty() {
            0.0
        } else {
            other.iter().sum::<u32>() as f64 / other.len() as f64
        };
        let mut game = Game::with_repetition(
            abapa::Position::start(abapa::Variant::ABAPA),
            Repetition::First,
        );
        let mut tux = Tux::new(LEVELS, 1).with_master_tuning(tuning);
        let letters: Vec<char> = moves.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        for (ply, letter) in letters.iter().enumerate() {
            let seeds: u32 = game.position().houses().iter().map(|&n| u32::from(n)).sum();
            if game.to_move() == side
                && ply % every == 0
                && seeds <= most_seeds
                && game.legal_moves().len() > 1
            {
                let start = Instant::now();
                let analysis =
                    tux.master_analysis(&game, Duration::from_millis(millis), tables, &stop);
                let seconds = start.elapsed().as_secs_f64();
                total_nodes += analysis.nodes;
                total_seconds += seconds;
                if fixed_depth.is_some() || list {
                    println!(
                        "game {number:3} ply {ply:3} seeds {seeds:2} played {letter}: move {:?} score {:6} depth {:2} nodes {:9}",
                        analysis.best_move, analysis.score, analysis.depth, analysis.nodes
                    );
                }
                let stage = &mut stages[(seeds as usize / 8).min(6)];
                stage.0 += 1;
                stage.1 += u64::from(analysis.depth);
                stage.2 += analysis.nodes;
                stage.3 += seconds;
                stage.4 += (other_mean * 10.0) as u64;
                stage.5 += 1;
            }
            let Ok(house) = house_from_letter(game.layout(), &letter.to_string()) else {
                break;
            };
            if game.play(house).is_err() {
                break;
            }
        }
    }
    println!(
        "{total_nodes} nodes in {total_seconds:.2} s: {:.0} knodes/s",
        total_nodes as f64 / total_seconds / 1000.0
    );
    println!("seeds  positions  depth  knodes/s  other's depth (game mean)");
    for (i, s) in stages.iter().enumerate() {
        if s.0 == 0 {
            continue;
        }
        println!(
            "{:2}-{:2}  {:9}  {:5.1}  {:8.0}  {:5.1}",
            i * 8,
            i * 8 + 7,
            s.0,
            s.1 as f64 / f64::from(s.0),
            s.2 as f64 / s.3 / 1000.0,
            s.4 as f64 / 10.0 / f64::from(s.5),
        );
    }
}
