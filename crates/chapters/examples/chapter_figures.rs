//! Prints the figures of every stage of every chapter as a markdown table: the proof's moves
//! and nodes, and how often a random player and Tux's first level miss the goal.
//!
//! ```text
//! cargo run --release -p oware-chapters --example chapter_figures -- [tries] [seed]
//! ```
//! (200 tries and seed 1 unless told otherwise; a debug build is far slower.)

use oware_chapters::{chapters, failure_rate, prove, Goal, Trier};
use oware_rules::GameKind;

fn goal_words(goal: &Goal) -> String {
    match *goal {
        Goal::CaptureAtLeast { seeds, moves } => format!("capture {seeds} in {moves}"),
        Goal::KeepSafe { moves } => format!("keep safe for {moves}"),
        Goal::Win { moves } => format!("win in {moves}"),
        Goal::MakeTuzdyk { moves } => format!("tuzdyk in {moves}, ahead"),
        Goal::ChainTurns { sowings } => format!("chain {sowings} sowings"),
        Goal::LeadBy { lead, moves } => format!("lead by {lead} in {moves}"),
    }
}

fn rate(result: Result<f64, oware_chapters::ChapterError>) -> String {
    match result {
        Ok(rate) => format!("{:.0}%", rate * 100.0),
        Err(error) => format!("error: {error}"),
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let tries: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    println!("| chapter | stage | goal | par | proof moves | proof nodes | random fails | level 1 fails |");
    println!("|---|---|---|---|---|---|---|---|");
    for game in GameKind::ALL {
        for chapter in chapters(game) {
            for (index, stage) in chapter.stages.iter().enumerate() {
                let (moves, nodes) = match prove(stage) {
                    Ok(proof) => (proof.moves.to_string(), proof.nodes.to_string()),
                    Err(error) => (format!("error: {error}"), "-".to_string()),
                };
                println!(
                    "| {} | {} | {} | {} | {} | {} | {} | {} |",
                    chapter.key,
                    index + 1,
                    goal_words(&stage.goal),
                    stage.par,
                    moves,
                    nodes,
                    rate(failure_rate(stage, Trier::Random, tries, seed)),
                    rate(failure_rate(stage, Trier::Level1, tries, seed)),
                );
            }
        }
    }
}
