//! Candidates for chapter stages, with their figures: positions of the shipped puzzles (real
//! games and Tux's self-play) turned round so that South solves them, each with a goal read
//! from the puzzle's line, proved by search and tried by a random player and by level 1.
//!
//! ```text
//! cargo run -p oware-chapters --example chapter_candidates -- <game> <kind> [count] [tries]
//! cargo run -p oware-chapters --example chapter_candidates -- show <game> "<position>" <letters…>
//! ```
//! `<game>` is oware, kalah, congkak or togyz and `<kind>` one of capture, safe, big-house,
//! feeding, ending, chain, tuzdyk, lead, quiet. For each puzzle of the kind's theme (or of
//! `THEME=<id>`; `ONLY=<id,…>` keeps to some puzzles) the strongest goal of the kind that
//! search proves is printed: puzzle id, position, goal, proof moves and nodes, random and
//! level-1 failure rates (seed 7), the puzzle's line and source. `show` replays a line and says
//! what each ply captured, to check what a screen shows.

use std::path::Path;

use oware_chapters::{failure_rate, prove, Goal, Stage, Trier};
use oware_rules::{house_from_letter, GameKind, Rules, Ruleset};

/// One line of a puzzle file, the fields this example needs.
struct Candidate {
    id: String,
    position: String,
    line: Vec<String>,
    themes: Vec<String>,
    source: String,
}

/// The text of a JSON string field (`"name":"…"`); the puzzle files hold no escapes.
fn field<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("\"{name}\":");
    let start = line.find(&key)? + key.len();
    let rest = &line[start..];
    if let Some(rest) = rest.strip_prefix('"') {
        rest.split('"').next()
    } else if let Some(rest) = rest.strip_prefix('[') {
        rest.split(']').next()
    } else {
        rest.split([',', '}']).next()
    }
}

fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(|word| word.trim().trim_matches('"').to_string())
        .filter(|word| !word.is_empty())
        .collect()
}

fn read(game: &str) -> Vec<Candidate> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../puzzles/data")
        .join(format!("{game}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            Some(Candidate {
                id: field(line, "id")?.to_string(),
                position: field(line, "position")?.to_string(),
                line: list(field(line, "line")?),
                themes: list(field(line, "themes")?),
                source: field(line, "source")?.to_string(),
            })
        })
        .collect()
}

/// The position turned round when North is to move, so that South solves it: the rows, the
/// stores and the tuzdyks swap, and the line's letters change case.
fn as_south(candidate: &Candidate, houses: usize) -> (String, Vec<String>) {
    let words: Vec<&str> = candidate.position.split_whitespace().collect();
    if words[2 * houses + 2] == "south" {
        return (candidate.position.clone(), candidate.line.clone());
    }
    let swap = |word: &str| -> String {
        word.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let mut turned: Vec<String> = words[houses..2 * houses]
        .iter()
        .chain(&words[..houses])
        .map(|w| w.to_string())
        .collect();
    turned.push(words[2 * houses + 1].to_string());
    turned.push(words[2 * houses].to_string());
    turned.push("south".to_string());
    if words.len() > 2 * houses + 3 {
        turned.push(swap(words[2 * houses + 4]));
        turned.push(swap(words[2 * houses + 3]));
    }
    let line = candidate.line.iter().map(|l| swap(l)).collect();
    (turned.join(" "), line)
}

/// The solver's moves in the line and the sowings of its first turn.
fn count_line(ruleset: Ruleset, position: &str, line: &[String]) -> Option<(u32, u32)> {
    let words: Vec<&str> = position.split_whitespace().collect();
    let mut board = ruleset.parse_position(&words).ok()?;
    let solver = board.to_move();
    let (mut moves, mut first_turn, mut still_first) = (0, 0, true);
    for letter in line {
        let mover = board.to_move();
        if mover == solver {
            moves += 1;
            if still_first {
                first_turn += 1;
            }
        } else {
            still_first = false;
        }
        let house = house_from_letter(ruleset.layout(), letter).ok()?;
        board.play(house).ok()?;
    }
    Some((moves, first_turn))
}

fn leak(game: GameKind, seeds: u8, position: &str, goal: Goal) -> &'static Stage {
    Box::leak(Box::new(Stage {
        game,
        position: Box::leak(position.to_string().into_boxed_str()),
        seeds,
        goal,
        par: 0,
        task: "",
        source: "",
    }))
}

fn proved(game: GameKind, seeds: u8, position: &str, goal: Goal) -> bool {
    prove(leak(game, seeds, position, goal)).is_ok()
}

/// The hardest goal of its kind the position forces: the most seeds, the longest chain, the
/// fewest moves to a win or a tuzdyk.
fn strongest_goal(game: GameKind, seeds: u8, position: &str, kind: &str) -> Option<Goal> {
    let ok = |goal: Goal| proved(game, seeds, position, goal);
    match kind {
        "capture" | "big-house" | "quiet" => {
            let mut best: Option<Goal> = None;
            for moves in [2u32, 3] {
                let mut most = None;
                for want in 2..=40u32 {
                    if ok(Goal::CaptureAtLeast { seeds: want, moves }) {
                        most = Some(want);
                    } else {
                        break;
                    }
                }
                if let Some(most) = most {
                    let better = match best {
                        Some(Goal::CaptureAtLeast { seeds, .. }) => most > seeds,
                        _ => true,
                    };
                    if better {
                        best = Some(Goal::CaptureAtLeast { seeds: most, moves });
                    }
                }
            }
            best
        }
        "safe" => [5u32, 4, 3]
            .into_iter()
            .map(|moves| Goal::KeepSafe { moves })
            .find(|goal| ok(*goal)),
        "feeding" | "ending" => (1..=8u32)
            .map(|moves| Goal::Win { moves })
            .find(|goal| ok(*goal)),
        "tuzdyk" => (1..=4u32)
            .map(|moves| Goal::MakeTuzdyk { moves })
            .find(|goal| ok(*goal)),
        "chain" => {
            let mut most = None;
            for sowings in 2..=12u32 {
                if ok(Goal::ChainTurns { sowings }) {
                    most = Some(Goal::ChainTurns { sowings });
                } else {
                    break;
                }
            }
            most
        }
        "lead" => {
            let mut most = None;
            for lead in 1..=40i32 {
                if ok(Goal::LeadBy { lead, moves: 3 }) {
                    most = Some(Goal::LeadBy { lead, moves: 3 });
                } else {
                    break;
                }
            }
            most
        }
        _ => None,
    }
}

/// `show <game> "<position>" <letters…>`: each ply of a line, what it captured and the board after.
fn show(args: &[String]) {
    let (game, seeds) = match args.first().map(String::as_str) {
        Some("kalah") => (GameKind::Kalah, 4u8),
        Some("congkak") => (GameKind::Congkak, 7),
        Some("togyz") => (GameKind::TogyzKumalak, 9),
        _ => (GameKind::Oware, 4),
    };
    let Ok(ruleset) = Ruleset::new(game, u64::from(seeds)) else {
        return;
    };
    let text = args.get(1).cloned().unwrap_or_default();
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut board = match ruleset.parse_position(&words) {
        Ok(board) => board,
        Err(error) => {
            println!("position: {error}");
            return;
        }
    };
    for letter in &args[2..] {
        let Ok(house) = house_from_letter(ruleset.layout(), letter) else {
            println!("{letter}: no house");
            return;
        };
        match board.play(house) {
            Ok(report) => println!(
                "{:?} {letter}: captured {} -> {}{}",
                report.mover,
                report.captured_seeds,
                oware_rules::format_position(&board),
                if board.end().is_some() { " (over)" } else { "" }
            ),
            Err(error) => {
                println!("{letter}: {error}");
                return;
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("show") {
        show(&args[2..]);
        return;
    }
    let game_name = args.get(1).map(String::as_str).unwrap_or("oware");
    let kind = args.get(2).map(String::as_str).unwrap_or("capture");
    let count: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(20);
    let tries: u32 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(100);
    let (game, seeds) = match game_name {
        "kalah" => (GameKind::Kalah, 4u8),
        "congkak" => (GameKind::Congkak, 7),
        "togyz" => (GameKind::TogyzKumalak, 9),
        _ => (GameKind::Oware, 4),
    };
    let ruleset = match Ruleset::new(game, u64::from(seeds)) {
        Ok(ruleset) => ruleset,
        Err(error) => {
            eprintln!("{game_name}: {error}");
            return;
        }
    };
    let houses = ruleset.layout().houses_per_side;
    let theme = match kind {
        "safe" => "defence",
        "chain" => "extra-turn",
        "quiet" | "lead" | "capture" => "captures",
        other => other,
    };
    // THEME=<id> takes the puzzles of another theme than the kind's own.
    let theme_override = std::env::var("THEME").ok();
    let theme = theme_override.as_deref().unwrap_or(theme);
    let mut shown = 0;
    let candidates = read(game_name);
    eprintln!("{} puzzles of {game_name}", candidates.len());
    for candidate in candidates {
        if shown >= count {
            break;
        }
        // ONLY=<id,id,…> keeps to those puzzles (the ones a first look chose).
        if let Ok(only) = std::env::var("ONLY") {
            if !only.split(',').any(|id| id == candidate.id) {
                continue;
            }
        }
        if !candidate.themes.iter().any(|t| t == theme) {
            continue;
        }
        let (position, line) = as_south(&candidate, houses);
        if count_line(ruleset, &position, &line).is_none() {
            eprintln!("{}: the line does not replay on {position}", candidate.id);
            continue;
        }
        let Some(goal) = strongest_goal(game, seeds, &position, kind) else {
            continue;
        };
        {
            let stage = leak(game, seeds, &position, goal);
            let Ok(proof) = prove(stage) else {
                continue;
            };
            let random = failure_rate(stage, Trier::Random, tries, 7).unwrap_or(-1.0);
            let level1 = failure_rate(stage, Trier::Level1, tries, 7).unwrap_or(-1.0);
            println!(
                "{}\t{}\t{:?}\tpar {}\tnodes {}\trandom {:.2}\tlevel1 {:.2}\tline {}\t{}",
                candidate.id,
                position,
                goal,
                proof.moves,
                proof.nodes,
                random,
                level1,
                line.join(" "),
                candidate.source,
            );
            shown += 1;
        }
    }
}
