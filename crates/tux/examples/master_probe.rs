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

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Parser;
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

/// The master's depths and speed in the positions of recorded games.
#[derive(Parser, Debug)]
#[command(name = "master_probe", args_override_self = true)]
struct Args {
    /// A ladder log (`--log`) or any file of JSON lines with the games' `"moves"`
    #[arg(value_name = "GAMES.jsonl")]
    games: PathBuf,
    /// Milliseconds a search
    #[arg(long, value_name = "N", default_value_t = 100)]
    ms: u64,
    /// Keep the table from one position to the next
    #[arg(long)]
    keep: bool,
    /// Another evaluation: ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK
    #[arg(long, value_name = "WEIGHTS", allow_hyphen_values = true, value_parser = weights)]
    w: Option<Weights>,
    /// Search every N-th ply
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = every)]
    every: usize,
    /// Without the endgame tables
    #[arg(long)]
    no_tables: bool,
    /// Search every position to this depth whatever the time, and list each one
    #[arg(long, value_name = "N")]
    depth: Option<u32>,
    /// A table of 2^N entries (10 to 26)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(10..=26))]
    bits: Option<u32>,
    /// Late-move reductions
    #[arg(long)]
    lmr: bool,
    /// Play out up to N captures at the horizon
    #[arg(long, value_name = "N")]
    qs: Option<u32>,
    /// Only the positions with at most N seeds on the board
    #[arg(long, value_name = "N")]
    seeds: Option<u32>,
    /// List each position's line
    #[arg(long)]
    list: bool,
}

/// `ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK`: the master's weights with these six changed.
fn weights(text: &str) -> Result<Weights, String> {
    let n: Option<Vec<i32>> = text.split(',').map(|n| n.parse().ok()).collect();
    let Some([row_seed, vulnerable, empty, kroo, tempo, tuzdyk]) = n.as_deref() else {
        return Err(format!(
            "'{text}' is not six whole numbers ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK"
        ));
    };
    Ok(Weights {
        row_seed: *row_seed,
        vulnerable: *vulnerable,
        empty: *empty,
        kroo: *kroo,
        tempo: *tempo,
        tuzdyk: *tuzdyk,
        ready: 0,
        target: 0,
        ..Weights::TUNED
    })
}

fn every(text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("'{text}' is not a number of plies (1 or more)")),
    }
}

impl Args {
    /// The master's settings: each position searched afresh unless `--keep`, since a probe
    /// jumps between games and positions, and its tree must not depend on the ones searched
    /// before it.
    fn tuning(&self) -> MasterTuning {
        let default = MasterTuning::default();
        MasterTuning {
            keep_table: self.keep,
            eval: self.w.map_or(default.eval, Evaluation::Rich),
            table_bits: self.bits.unwrap_or(default.table_bits),
            reduce_late: self.lmr.then_some(oware_tux::Reductions::USUAL),
            capture_plies: self.qs.unwrap_or(default.capture_plies),
            max_depth: self.depth.unwrap_or(default.max_depth),
            ..default
        }
    }
}

fn main() {
    let args = Args::parse();
    let path = args.games.display().to_string();
    let tuning = args.tuning();
    let use_tables = !args.no_tables;
    let fixed_depth = args.depth;
    // A fixed depth is searched whatever the time.
    let millis = if fixed_depth.is_some() {
        3_600_000
    } else {
        args.ms
    };
    let (every, most_seeds, list) = (args.every, args.seeds.unwrap_or(u32::MAX), args.list);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Result<Args, String> {
        let words = std::iter::once("master_probe").chain(line.iter().copied());
        Args::try_parse_from(words).map_err(|error| error.to_string())
    }

    #[test]
    fn a_fixed_depth_probe_reads_with_every_setting() {
        let line = [
            "g.jsonl",
            "--depth",
            "14",
            "--every",
            "7",
            "--no-tables",
            "--lmr",
        ];
        let probe = args(&line).expect("a good line");
        let more = ["--qs", "4", "--bits", "22", "--keep", "--w=-4,0,60,80,20,0"];
        let tuned = args(&[&line[..], &more[..]].concat()).expect("a good line");
        assert_eq!(
            (probe.every, probe.depth, probe.no_tables),
            (7, Some(14), true)
        );
        let tuning = probe.tuning();
        assert!(!tuning.keep_table, "a probe searches each position afresh");
        assert_eq!(tuning.max_depth, 14);
        assert_eq!(tuning.reduce_late, Some(oware_tux::Reductions::USUAL));
        assert_eq!(tuning.eval, MasterTuning::default().eval);
        let tuning = tuned.tuning();
        assert!(tuning.keep_table);
        assert_eq!((tuning.capture_plies, tuning.table_bits), (4, 22));
        let Evaluation::Rich(weights) = tuning.eval else {
            panic!("not the rich evaluation: {:?}", tuning.eval);
        };
        assert_eq!(
            (weights.row_seed, weights.empty, weights.ready),
            (-4, 60, 0)
        );
    }

    #[test]
    fn bad_values_are_refused_with_what_was_wrong() {
        let refusal = |line: &[&str]| args(line).err().unwrap_or_default();
        assert!(refusal(&["g.jsonl", "--w=1,2,3"]).contains("six whole numbers"));
        assert!(refusal(&["g.jsonl", "--every", "0"]).contains("1 or more"));
        assert!(refusal(&["g.jsonl", "--bits", "30"]).contains("30"));
        assert!(refusal(&["g.jsonl", "--ms", "soon"]).contains("--ms"));
        assert!(refusal(&["--depth", "12"]).contains("GAMES.jsonl"));
        // The control: the same lines with good values read.
        assert!(args(&["g.jsonl", "--w=1,2,3,4,5,6", "--every", "2", "--bits", "20"]).is_ok());
    }
}
