//! A game's ladder as a table: every pairing's score against its target, or (with
//! `--judge`) what a deep search finds in every opening.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oware_rules::{Game, Rules};
use oware_tux::{analyse, SEED};

use crate::openings::{openings, read_openings};
use crate::pairing::{pairing, Requirement, Setup};
use crate::share_out;

/// Plays and prints one game's table; true when every target is met. The openings are
/// random ones, or those of `file`.
pub fn ladder<P: Rules>(
    name: &str,
    start: P,
    requirements: &[Requirement],
    setup: Setup,
    file: Option<&Path>,
) -> Result<bool, String> {
    let (fewest, most) = setup.opening_plies;
    let clock = Instant::now();
    let needed = setup.games.div_ceil(2);
    let (openings, about) = match file {
        Some(path) => {
            let mut openings = read_openings(start, path)?;
            if openings.len() < needed {
                return Err(format!(
                    "{} holds {} openings; {} games need {needed}",
                    path.display(),
                    openings.len(),
                    setup.games
                ));
            }
            openings.truncate(needed);
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (openings, format!("the first {needed} openings of {name}"))
        }
        None => {
            let balance = match setup.balanced {
                Some(margin) => format!(" within {} seeds of even", margin / SEED),
                None => String::new(),
            };
            (
                openings(start, setup),
                format!("openings of {fewest}-{most} random plies{balance}"),
            )
        }
    };
    if let Some(nodes) = setup.judge {
        judge(&openings, nodes, setup.threads);
        return Ok(true);
    }
    println!();
    println!(
        "{} openings chosen in {:.0} s",
        openings.len(),
        clock.elapsed().as_secs_f64()
    );
    println!(
        "{name} strength ladder: {} games a pairing, {about}, colours alternated",
        setup.games
    );
    println!(
        "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>6} | {:>10} | {:>7} | {:<10} |",
        "player", "opponent", "won", "draw", "lost", "score", "plies/game", "seconds", "target"
    );
    println!(
        "|{:-<16}|{:-<16}|{:->6}|{:->6}|{:->6}|{:->8}|{:->12}|{:->9}|{:-<12}|",
        "", "", "", "", "", "", "", "", ""
    );
    let mut all_pass = true;
    for req in requirements {
        let clock = Instant::now();
        let tally = pairing(&openings, req.a, req.b, setup);
        let percent = tally.percent();
        let (low, high) = (*req.range.start(), *req.range.end());
        let pass = req.range.contains(&percent);
        let target = match (low > 0.0, high < 100.0) {
            (false, false) => "-".to_string(),
            (false, true) => format!("<= {high:.0} %"),
            (true, false) => format!(">= {low:.0} %"),
            (true, true) => format!("{low:.0}-{high:.0} %"),
        };
        all_pass &= pass;
        println!(
            "| {:<14} | {:<14} | {:>4} | {:>4} | {:>4} | {:>5.1}% | {:>10.1} | {:>7.0} | {:<10} |{}",
            req.a.name(),
            req.b.name(),
            tally.wins,
            tally.draws,
            tally.losses,
            percent,
            tally.plies as f64 / f64::from(tally.games().max(1)),
            clock.elapsed().as_secs_f64(),
            target,
            if pass { "" } else { " FAIL" },
        );
    }
    Ok(all_pass)
}

/// Prints what a deep search finds in every opening: the score for the player to move, in
/// seeds, or a forced win or loss.
fn judge<P: Rules>(openings: &[Game<P>], nodes: u64, threads: usize) {
    share_out(threads, openings.len(), |index| {
        let game = &openings[index];
        let stop = AtomicBool::new(false);
        let clock = Instant::now();
        let analysis = analyse(game, nodes, Duration::from_secs(3600), &stop);
        let score = match analysis.score {
            s if s > 29_000 => format!("{:?} to move wins", game.to_move()),
            s if s < -29_000 => format!("{:?} to move loses", game.to_move()),
            s => format!(
                "{:+.2} seeds for {:?}",
                f64::from(s) / 100.0,
                game.to_move()
            ),
        };
        println!(
            "opening {index:3}: {:?} stores {:?} depth {} {score} ({} nodes, {:.0} s)",
            game.position().houses(),
            game.position().stores(),
            analysis.depth,
            analysis.nodes,
            clock.elapsed().as_secs_f64()
        );
        true
    });
}
