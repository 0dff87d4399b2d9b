//! How deep and how fast the master searches in the positions of recorded games, to compare
//! with another program's depths in the same games.
//!
//! ```text
//! cargo run --release -p oware-tux --example master_probe -- GAMES.jsonl [--ms 100]
//!     [--keep] [--w=ROW,VULNERABLE,EMPTY,KROO,TEMPO,TUZDYK] [--every N] [--no-tables]
//!     [--depth N] [--bits N] [--lmr] [--qs N] [--seeds N] [--list]
//!     [--level N] [--uci PROGRAM --depth N [--warm-up]]
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
//!
//! `--level N` searches the same positions as ladder level `N` chooses its move in a game
//! (`Tux::choose_move`: its depth or node budget, its table, its random choices drawn from
//! a seed of the game's and the ply's numbers, so that every run makes the same choices),
//! and gives its nodes a second; the master's settings and the endgame tables are not used.
//!
//! `--uci PROGRAM --depth N` asks an outside program instead (Aalina through a wrapper that
//! reports its nodes, see `docs/measurements/tux-strength.md`): its book off (`OwnBook`),
//! `ucinewgame` before each position so that its table starts empty as the master's does,
//! then `go depth N`, and the nodes and time (or nodes a second) of its last `info` line.
//! `--warm-up` searches every position once before the measured pass, so that a
//! just-in-time compiler has done its work.
//!
//! `--cpu-time` times each search by the processor time of the probe's thread rather than by
//! the clock, so that other work on a busy machine does not count.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Parser;
use oware_rules::{abapa, house_from_letter, house_letter, Game, GameKind, Repetition, Side};
use oware_tux::endgame::load_or_build_default;
use oware_tux::{Evaluation, MasterTuning, Tux, Weights, LEVELS};

// The ladder's way of speaking to an outside program; the ladder's pool of programs is not
// used here.
#[allow(dead_code)]
#[path = "ladder/uci.rs"]
mod uci;

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
    /// Search as ladder level N chooses its move, instead of the master
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=i64::from(LEVELS)), conflicts_with = "uci")]
    level: Option<u8>,
    /// Ask this UCI program (with `--depth`) instead of the master
    #[arg(long, value_name = "PROGRAM", requires = "depth")]
    uci: Option<String>,
    /// With `--uci`: search every position once before the measured pass
    #[arg(long, requires = "uci")]
    warm_up: bool,
    /// Time each search by the processor time of its thread, not by the clock
    #[arg(long)]
    cpu_time: bool,
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

/// One position the probe searches: where it comes from and the game up to it.
struct Probed {
    /// The game's line in the file.
    number: usize,
    ply: usize,
    seeds: u32,
    /// The move played there in the recorded game.
    played: char,
    /// The letters of every ply before it, as a UCI program is told them.
    plies: String,
    game: Game<abapa::Position>,
    /// The other program's mean depth in that game.
    other_mean: f64,
}

/// The positions of the games in `text` that the probe searches: the player's (`a_side`) at
/// every `every`-th ply, with at most `most_seeds` seeds and more than one legal move.
fn positions(text: &str, every: usize, most_seeds: u32) -> Vec<Probed> {
    let mut probed = Vec::new();
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
        let letters: Vec<char> = moves.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        for (ply, letter) in letters.iter().enumerate() {
            let seeds: u32 = game.position().houses().iter().map(|&n| u32::from(n)).sum();
            if game.to_move() == side
                && ply % every == 0
                && seeds <= most_seeds
                && game.legal_moves().len() > 1
            {
                probed.push(Probed {
                    number,
                    ply,
                    seeds,
                    played: *letter,
                    plies: letters[..ply].iter().collect(),
                    game: game.clone(),
                    other_mean,
                });
            }
            let Ok(house) = house_from_letter(game.layout(), &letter.to_string()) else {
                break;
            };
            if game.play(house).is_err() {
                break;
            }
        }
    }
    probed
}

/// When a search began: by the clock, or by the processor time of the probe's thread, which
/// does not count the time other programs on a busy machine take from it.
enum Clock {
    Wall(Instant),
    Processor(Duration),
}

impl Clock {
    fn start(processor: bool) -> Clock {
        if processor {
            Clock::Processor(thread_processor_time())
        } else {
            Clock::Wall(Instant::now())
        }
    }

    fn seconds(&self) -> f64 {
        match self {
            Clock::Wall(start) => start.elapsed().as_secs_f64(),
            Clock::Processor(start) => {
                (thread_processor_time().saturating_sub(*start)).as_secs_f64()
            }
        }
    }
}

/// The processor time this thread has used (Linux's `CLOCK_THREAD_CPUTIME_ID`).
fn thread_processor_time() -> Duration {
    let now = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Duration::new(
        u64::try_from(now.tv_sec).unwrap_or(0),
        u32::try_from(now.tv_nsec).unwrap_or(0),
    )
}

/// What one search of one position found and cost.
struct Searched {
    /// The move's letter, or `-` for none.
    best: char,
    /// The score, when the searcher tells it.
    score: Option<i32>,
    depth: u32,
    nodes: u64,
    seconds: f64,
}

/// Who searches the positions.
enum Searcher {
    /// The master, a new one for each game.
    Master {
        tuning: MasterTuning,
        millis: u64,
        tables: Option<&'static oware_tux::endgame::EndgameTables>,
        tux: Option<(usize, Tux)>,
    },
    /// A ladder level, a new one for each game.
    Level {
        level: u8,
        tux: Option<(usize, Tux)>,
    },
    /// An outside program, kept for all the positions.
    Uci { engine: uci::Engine, depth: u32 },
}

impl Searcher {
    /// Searches `at`, timed by the processor time of the probe's thread if `processor` (an
    /// outside program times its own search).
    fn search(
        &mut self,
        at: &Probed,
        stop: &AtomicBool,
        processor: bool,
    ) -> Result<Searched, String> {
        let letter =
            |house: Option<usize>| house.map_or('-', |house| house_letter(at.game.layout(), house));
        match self {
            Searcher::Master {
                tuning,
                millis,
                tables,
                tux,
            } => {
                let tuning = *tuning;
                let tux = player(tux, at.number, || {
                    Tux::new(LEVELS, 1).with_master_tuning(tuning)
                });
                let clock = Clock::start(processor);
                let analysis =
                    tux.master_analysis(&at.game, Duration::from_millis(*millis), *tables, stop);
                let seconds = clock.seconds();
                Ok(Searched {
                    best: letter(analysis.best_move),
                    score: Some(analysis.score),
                    depth: analysis.depth,
                    nodes: analysis.nodes,
                    seconds,
                })
            }
            Searcher::Level { level, tux } => {
                let level = *level;
                let tux = player(tux, at.number, || Tux::new(level, 1));
                // The same random choices in every run and every version.
                tux.reseed((at.number * 1000 + at.ply) as u64);
                let clock = Clock::start(processor);
                let choice = tux.choose_move(&at.game, stop);
                let seconds = clock.seconds();
                // A learner's depth is its own; a searcher's node budget ends its deepening
                // at a depth it does not tell, shown as 0 like a move played at random.
                let rule = oware_tux::level(GameKind::Oware, level);
                let searched = tux.last_nodes() > 0 && rule.scores_every_move();
                let depth = if searched { rule.depth } else { 0 };
                Ok(Searched {
                    best: letter(choice),
                    score: None,
                    depth,
                    nodes: tux.last_nodes(),
                    seconds,
                })
            }
            Searcher::Uci { engine, depth } => {
                engine.new_game()?;
                let arguments = format!("depth {depth} movetime 3600000");
                let found = engine.search(&at.plies, &arguments, Duration::from_secs(3600))?;
                let (best, depth) = match found.answer {
                    uci::Answer::Move { letter, depth } => (letter, depth),
                    uci::Answer::GameOver => ('-', 0),
                };
                let Some(nodes) = found.nodes else {
                    return Err("the program's info lines give no nodes".to_string());
                };
                // Its nodes a second give the time to the nanosecond, `time` to the millisecond.
                let seconds = match (found.nps, found.millis) {
                    (Some(nps), _) if nps > 0 => nodes as f64 / nps as f64,
                    (_, Some(millis)) => millis as f64 / 1000.0,
                    _ => return Err("the program's info lines give no time".to_string()),
                };
                Ok(Searched {
                    best,
                    score: None,
                    depth,
                    nodes,
                    seconds,
                })
            }
        }
    }
}

/// The player of game `number`: a new one for each game, as in a game, and the same one
/// within it (its table kept from move to move with `--keep`).
fn player(slot: &mut Option<(usize, Tux)>, number: usize, make: impl FnOnce() -> Tux) -> &mut Tux {
    if slot.as_ref().is_none_or(|(game, _)| *game != number) {
        *slot = None;
    }
    &mut slot.get_or_insert_with(|| (number, make())).1
}

fn main() {
    let args = Args::parse();
    if let Err(error) = run(&args) {
        eprintln!("master_probe: {error}");
        std::process::exit(1);
    }
}

fn run(args: &Args) -> Result<(), String> {
    let path = args.games.display().to_string();
    let text = std::fs::read_to_string(&path).map_err(|error| format!("{path}: {error}"))?;
    let probed = positions(&text, args.every, args.seeds.unwrap_or(u32::MAX));
    let fixed_depth = args.depth;
    let mut searcher = if let Some(program) = &args.uci {
        // The path lives as long as the probe.
        let program: &'static str = Box::leak(program.clone().into_boxed_str());
        let mut engine = uci::Engine::start(program)?;
        engine.set_option("OwnBook", "false")?;
        Searcher::Uci {
            engine,
            depth: fixed_depth.unwrap_or(1),
        }
    } else if let Some(level) = args.level {
        Searcher::Level { level, tux: None }
    } else {
        let tables = if args.no_tables {
            None
        } else {
            let handle: &'static _ = Box::leak(Box::new(load_or_build_default()));
            handle.wait(Duration::from_secs(600))
        };
        Searcher::Master {
            tuning: args.tuning(),
            // A fixed depth is searched whatever the time.
            millis: if fixed_depth.is_some() {
                3_600_000
            } else {
                args.ms
            },
            tables,
            tux: None,
        }
    };
    let stop = AtomicBool::new(false);
    if args.warm_up {
        for at in &probed {
            searcher.search(at, &stop, args.cpu_time)?;
        }
    }
    let list = fixed_depth.is_some() || args.list || args.level.is_some();
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    // Per stage (seeds on the board in steps of 8): positions, depth sum, nodes, seconds.
    let mut stages = [(0u32, 0u64, 0u64, 0f64, 0u64, 0u32); 7];
    for at in &probed {
        let found = searcher.search(at, &stop, args.cpu_time)?;
        total_nodes += found.nodes;
        total_seconds += found.seconds;
        if list {
            let score = found
                .score
                .map_or("     -".to_string(), |s| format!("{s:6}"));
            println!(
                "game {:3} ply {:3} seeds {:2} played {}: move {} score {score} depth {:2} nodes {:9}",
                at.number, at.ply, at.seeds, at.played, found.best, found.depth, found.nodes
            );
        }
        let stage = &mut stages[(at.seeds as usize / 8).min(6)];
        stage.0 += 1;
        stage.1 += u64::from(found.depth);
        stage.2 += found.nodes;
        stage.3 += found.seconds;
        stage.4 += (at.other_mean * 10.0) as u64;
        stage.5 += 1;
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
    Ok(())
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

    #[test]
    fn a_level_or_an_outside_program_reads_only_with_what_it_needs() {
        assert!(refusal_of(&["g.jsonl", "--level", "0"]).contains("--level"));
        assert!(refusal_of(&["g.jsonl", "--level", "11"]).contains("--level"));
        assert!(refusal_of(&["g.jsonl", "--uci", "/bin/aalina"]).contains("--depth"));
        assert!(refusal_of(&["g.jsonl", "--warm-up"]).contains("--uci"));
        let both = ["g.jsonl", "--level", "3", "--uci", "p", "--depth", "9"];
        assert!(refusal_of(&both).contains("cannot be used with"));
        // The controls: each alone, with what it needs, reads.
        let level = args(&["g.jsonl", "--level", "10"]).expect("a good line");
        assert_eq!(level.level, Some(10));
        let outside = args(&["g.jsonl", "--uci", "p", "--depth", "9", "--warm-up"]);
        let outside = outside.expect("a good line");
        assert_eq!(
            (outside.uci.as_deref(), outside.depth, outside.warm_up),
            (Some("p"), Some(9), true)
        );
    }

    fn refusal_of(line: &[&str]) -> String {
        args(line).err().unwrap_or_default()
    }

    #[test]
    fn the_positions_are_the_players_every_nth_ply_with_the_moves_before_them() {
        let south = r#"{"moves": "DdFfAa", "a_side": "south"}"#;
        let plies: Vec<(usize, String)> = positions(south, 2, u32::MAX)
            .into_iter()
            .map(|at| (at.ply, at.plies))
            .collect();
        let expected = [(0, ""), (2, "Dd"), (4, "DdFf")];
        assert_eq!(plies, expected.map(|(p, s)| (p, s.to_string())));
        // North's positions are the odd plies: none of them is a multiple of 2.
        let north = south.replace("south", "north");
        assert!(positions(&north, 2, u32::MAX).is_empty());
        let every: Vec<usize> = positions(&north, 1, u32::MAX)
            .iter()
            .map(|at| at.ply)
            .collect();
        assert_eq!(every, [1, 3, 5]);
    }

    #[test]
    fn a_level_searches_the_same_tree_every_time() {
        let at = positions(r#"{"moves": "DdFf", "a_side": "south"}"#, 2, u32::MAX);
        let stop = AtomicBool::new(false);
        let mut level = Searcher::Level {
            level: 7,
            tux: None,
        };
        let found: Vec<(char, u32, u64)> = [&at[1], &at[1], &at[0]]
            .iter()
            .map(|at| {
                level
                    .search(at, &stop, true)
                    .expect("a level always answers")
            })
            .map(|found| (found.best, found.depth, found.nodes))
            .collect();
        assert!(found[0].2 > 0, "level 7 searches: {found:?}");
        assert_eq!(found[0], found[1]);
        assert_eq!(found[0].1, 6, "level 7 looks six plies ahead");
    }

    /// A UCI program of a few lines of shell that answers every `go` with `info` lines
    /// (`extra` among them) and `bestmove C`.
    fn fake_program(name: &str, extra: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
        let script = format!(
            "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
             uci) echo uciok;; isready) echo readyok;; quit) exit 0;;\n\
             go*) echo 'info depth 7 score cp 10 pv C'; {extra} echo 'bestmove C';;\n\
             esac; done\n"
        );
        std::fs::write(&path, script).expect("a temporary file");
        let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        std::fs::set_permissions(&path, mode).expect("a temporary file");
        path
    }

    #[test]
    fn an_outside_programs_nodes_and_time_are_read_from_its_info_lines() {
        let counting = fake_program("counting-uci", "echo 'info nodes 5000 time 2 nps 2500000';");
        let silent = fake_program("silent-uci", "");
        let at = positions(r#"{"moves": "DdFf", "a_side": "south"}"#, 2, u32::MAX);
        let stop = AtomicBool::new(false);
        let ask = |path: &std::path::PathBuf| {
            let path: &'static str = Box::leak(path.display().to_string().into_boxed_str());
            let engine = uci::Engine::start(path).expect("the fake program starts");
            let mut program = Searcher::Uci { engine, depth: 7 };
            program.search(&at[1], &stop, false)
        };
        let found = ask(&counting).expect("nodes and time");
        assert_eq!((found.best, found.depth, found.nodes), ('C', 7, 5000));
        assert!((found.seconds - 0.002).abs() < 1e-9, "{}", found.seconds);
        // The control: without nodes in its info lines the probe says so.
        let refused = ask(&silent).err().unwrap_or_default();
        assert!(refused.contains("no nodes"), "{refused}");
        let _ = (std::fs::remove_file(counting), std::fs::remove_file(silent));
    }
}
