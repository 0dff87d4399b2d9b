//! Makes a game's puzzle set, the same byte for byte for the same seed.
//!
//! ```text
//! cargo run --release -p oware-puzzles --example make_puzzles -- \
//!     --game oware --count 1500 --seed 1 --out crates/puzzles/data/oware.jsonl
//! cargo run -p oware-puzzles --example make_puzzles -- --game kalah --count 5
//! ```
//!
//! Oware's puzzles come first from the recorded games in `data/recorded/` (the master
//! against Aalina), then from Tux's games against itself at mixed levels; the other games'
//! from Tux's games only. `--games FILE` reads other recorded games (JSON lines with the
//! games' `"moves"` as house letters, South's in capitals) instead, `--no-recorded` none.
//! Every puzzle passes the only-move test of `oware_puzzles::verify`, is rated by the
//! ladder and carries Tux's answer to each wrong move (`refute`, from
//! `oware_puzzles::annotate`), so that judging a child's move needs no search. The file goes to `--out` (else the standard output); the time per 100 puzzles
//! goes to the standard error, with the counts by theme and by the solver's moves.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use oware_puzzles::generate::{make_set, RECORDED_OWARE};
use oware_puzzles::verify::{Judge, EXACT_BOUND};
use oware_puzzles::{puzzle_line, Puzzle};
use oware_rules::{GameKind, Ruleset};
use oware_tux::endgame::EndgameTables;

/// Makes a game's puzzle set.
#[derive(Parser, Debug)]
#[command(name = "make_puzzles", args_override_self = true)]
struct Args {
    /// The game: oware, kalah, congkak or togyz (its usual seeds; Oware's usual third-repetition rule)
    #[arg(long, value_parser = parse_game)]
    game: GameKind,
    /// How many puzzles
    #[arg(long, default_value_t = 100)]
    count: usize,
    /// The seed of Tux's games and of the ladder's choices
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The file to write (else the standard output)
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Recorded games to mine first (JSON lines with "moves"), instead of the repository's
    #[arg(long, value_name = "FILE")]
    games: Option<PathBuf>,
    /// Mine no recorded games, only Tux's games against itself
    #[arg(long, conflicts_with = "games")]
    no_recorded: bool,
}

fn parse_game(text: &str) -> Result<GameKind, String> {
    GameKind::from_id(text)
        .ok_or_else(|| format!("unknown game '{text}': oware, kalah, congkak or togyz"))
}

fn main() -> ExitCode {
    match run(&Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("make_puzzles: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    let ruleset = Ruleset::standard(args.game);
    let recorded_text = match (&args.games, args.no_recorded, args.game) {
        (Some(path), _, _) => Some((
            path.display().to_string(),
            std::fs::read_to_string(path)
                .map_err(|error| format!("{}: {error}", path.display()))?,
        )),
        (None, false, GameKind::Oware) => Some((
            "recorded master-vs-aalina".to_string(),
            RECORDED_OWARE.to_string(),
        )),
        _ => None,
    };
    let tables = (args.game == GameKind::Oware).then(|| EndgameTables::build(EXACT_BOUND));
    let judge = Judge::new(ruleset, tables.as_ref());
    let started = Instant::now();
    let mut last = started;
    let mut made = 0;
    let mut progress = |_: &Puzzle| {
        made += 1;
        if made % 100 == 0 {
            eprintln!(
                "{made} puzzles, {:.1} s for the last 100",
                last.elapsed().as_secs_f64()
            );
            last = Instant::now();
        }
    };
    let recorded = recorded_text
        .as_ref()
        .map(|(name, text)| (name.as_str(), text.as_str()));
    let (puzzles, tally) = make_set(&judge, args.count, args.seed, recorded, &mut progress);
    let seconds = started.elapsed().as_secs_f64();
    let text: String = puzzles
        .iter()
        .map(|puzzle| puzzle_line(puzzle) + "\n")
        .collect();
    match &args.out {
        Some(path) => {
            std::fs::write(path, &text).map_err(|error| format!("{}: {error}", path.display()))?
        }
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|error| error.to_string())?,
    }
    eprintln!(
        "{} {} puzzles from {} positions of {} games in {seconds:.1} s: {:.1} s per 100 puzzles",
        puzzles.len(),
        args.game,
        tally.candidates,
        tally.games,
        100.0 * seconds / puzzles.len().max(1) as f64
    );
    eprintln!("{}", summary(&puzzles));
    Ok(())
}

/// The counts by theme and by the solver's moves in the line.
fn summary(puzzles: &[Puzzle]) -> String {
    let mut themes: BTreeMap<&str, usize> = BTreeMap::new();
    let mut lengths: BTreeMap<usize, usize> = BTreeMap::new();
    for puzzle in puzzles {
        for theme in &puzzle.themes {
            *themes.entry(theme.id()).or_default() += 1;
        }
        *lengths.entry(puzzle.solver_moves()).or_default() += 1;
    }
    let themes: Vec<String> = themes.iter().map(|(id, n)| format!("{id} {n}")).collect();
    let lengths: Vec<String> = lengths
        .iter()
        .map(|(moves, n)| format!("{moves} move(s) {n}"))
        .collect();
    format!(
        "themes: {}\nsolver's moves: {}",
        themes.join(", "),
        lengths.join(", ")
    )
}
