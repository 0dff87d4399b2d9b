//! `--make-openings`: Congkak's ladder openings, random ones that searches of growing
//! budgets all find near even.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use oware_rules::{Game, Repetition, Rules, Side};
use oware_tux::{analyse, SEED};

use crate::openings::{opening_game, plies_text};
use crate::share_out;

/// How `--make-openings` chooses openings.
pub struct Making {
    pub out: PathBuf,
    /// Openings to keep.
    pub count: usize,
    /// Random openings to draw at most, and their fewest and most plies.
    pub draws: usize,
    pub plies: (usize, usize),
    /// The searches that judge an opening, shallowest first: an opening is kept when each
    /// scores it within its margin of even; a search runs only on the openings the ones before
    /// it kept, so a quick first search spares the deep ones most of the work.
    pub judges: Vec<Judge>,
    /// Judgements of an earlier run, read from its output (`--known`): a search of a given
    /// opening and node budget always finds the same, so they are taken instead of searched
    /// again, and the file comes out as a run from scratch would make it.
    pub known: KnownJudgements,
}

/// Earlier judgements by the opening's plies and the judge's nodes.
pub type KnownJudgements = std::collections::HashMap<(String, u64), Judgement>;

/// Reads the `position` lines that `--make-openings` prints, as
/// `position    12 (D f c      ): +19.05 at 1000000 nodes (depth 14), ...`.
pub fn read_known(path: &Path) -> Result<KnownJudgements, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read the judgements {}: {error}", path.display()))?;
    let mut known = KnownJudgements::new();
    for (number, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("position") else {
            continue;
        };
        let bad = || {
            format!(
                "{} line {}: not a judged position",
                path.display(),
                number + 1
            )
        };
        let (_, rest) = rest.split_once('(').ok_or_else(bad)?;
        let (plies, rest) = rest.split_once("):").ok_or_else(bad)?;
        let plies = plies.split_whitespace().collect::<Vec<_>>().join(" ");
        let rest = rest.trim_end_matches("  kept");
        for part in rest.split(", ") {
            let judgement = parse_judgement(part.trim()).ok_or_else(bad)?;
            known.insert((plies.clone(), judgement.0), judgement.1);
        }
    }
    Ok(known)
}

/// `+0.55 at 10000000 nodes (depth 17)` as the nodes and the judgement.
fn parse_judgement(text: &str) -> Option<(u64, Judgement)> {
    let (score, rest) = text.split_once(" at ")?;
    let (nodes, rest) = rest.split_once(" nodes (depth ")?;
    let depth = rest.strip_suffix(')')?;
    let score: f64 = score.parse().ok()?;
    Some((
        nodes.parse().ok()?,
        Judgement {
            score: (score * f64::from(SEED)).round() as i32,
            depth: depth.parse().ok()?,
        },
    ))
}

#[derive(Clone, Copy, Debug)]
pub struct Judge {
    pub nodes: u64,
    /// In hundredths of a seed.
    pub margin: i32,
}

impl Judge {
    /// `NODES:SEEDS`.
    pub fn parse(text: &str) -> Option<Judge> {
        let (nodes, seeds) = text.split_once(':')?;
        let seeds: f64 = seeds.parse().ok()?;
        (seeds >= 0.0).then_some(Judge {
            nodes: nodes.parse().ok()?,
            margin: (seeds * f64::from(SEED)).round() as i32,
        })
    }

    fn text(self) -> String {
        format!(
            "{}:{}",
            self.nodes,
            f64::from(self.margin) / f64::from(SEED)
        )
    }
}

/// A search's score (hundredths of a seed, for the side to move) and depth.
#[derive(Clone, Copy)]
pub struct Judgement {
    pub score: i32,
    pub depth: u32,
}

fn judged<P: Rules>(game: &Game<P>, nodes: u64) -> Judgement {
    let stop = AtomicBool::new(false);
    let analysis = analyse(game, nodes, Duration::from_secs(3600), &stop);
    Judgement {
        score: analysis.score,
        depth: analysis.depth,
    }
}

/// What each judge found, as `+0.55 at 10000000 nodes (depth 17)`.
fn judgements_text(judges: &[Judge], judgements: &[Judgement]) -> String {
    let parts: Vec<String> = judges
        .iter()
        .zip(judgements)
        .map(|(judge, judgement)| {
            format!(
                "{:+.2} at {} nodes (depth {})",
                f64::from(judgement.score) / f64::from(SEED),
                judge.nodes,
                judgement.depth
            )
        })
        .collect();
    parts.join(", ")
}

/// Draws random openings from fixed seeds, keeps the first of each position, judges them in
/// turn and writes the first `count` that every judge finds near even. An opening's
/// judgement depends only on the opening, so the file is the same whatever the threads.
pub fn make_openings<P: Rules>(start: P, threads: usize, making: &Making) -> Result<(), String> {
    let clock = Instant::now();
    let (fewest, most) = making.plies;
    let mut seen = HashSet::new();
    let candidates: Vec<Game<P>> = (0..making.draws)
        .map(|draw| opening_game(start, draw, making.plies, 0, Repetition::default()))
        .filter(|game| !game.is_over() && seen.insert(*game.position()))
        .collect();
    println!(
        "{} different positions among {} random openings of {fewest}-{most} plies",
        candidates.len(),
        making.draws,
    );
    let kept = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<Option<Vec<Judgement>>>> = Mutex::new(vec![None; candidates.len()]);
    share_out(threads, candidates.len(), |index| {
        let game = &candidates[index];
        let mut judgements = Vec::new();
        let plies = plies_text(game);
        for judge in &making.judges {
            let judgement = match making.known.get(&(plies.clone(), judge.nodes)) {
                Some(&judgement) => judgement,
                None => judged(game, judge.nodes),
            };
            judgements.push(judgement);
            if judgement.score.abs() > judge.margin {
                break;
            }
        }
        let pass = is_kept(&making.judges, &judgements);
        if pass {
            kept.fetch_add(1, Ordering::Relaxed);
        }
        println!(
            "position {index:5} ({plies:<11}): {}{}",
            judgements_text(&making.judges, &judgements),
            if pass { "  kept" } else { "" }
        );
        verdicts.lock().unwrap_or_else(|e| e.into_inner())[index] = Some(judgements);
        kept.load(Ordering::Relaxed) < making.count
    });
    // Every position taken was judged to the end, so the judged ones are the first few in
    // the order drawn, and the first `count` kept among them do not depend on the threads.
    let verdicts = verdicts.into_inner().unwrap_or_else(|e| e.into_inner());
    let chosen: Vec<(usize, &Game<P>, Vec<Judgement>)> = candidates
        .iter()
        .zip(verdicts)
        .enumerate()
        .filter_map(|(index, (game, judgements))| {
            let judgements = judgements?;
            is_kept(&making.judges, &judgements).then_some((index, game, judgements))
        })
        .take(making.count)
        .collect();
    // Counted up to the last opening kept, as a single thread would have stopped there.
    let judged_count = match chosen.last() {
        Some((index, _, _)) if chosen.len() == making.count => index + 1,
        _ => candidates.len(),
    };
    let judges: Vec<String> = making.judges.iter().map(|judge| judge.text()).collect();
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Congkak openings for the strength ladder (7 seeds a house), made by Tux's own search with\n\
         #   cargo run --release -p oware-tux --example ladder -- --make-openings --opening {fewest}-{most} --draws {} --count {} --judges {}\n\
         # Random openings of {fewest}-{most} plies from fixed seeds; the first of each position, in the\n\
         # order drawn, judged by searches of growing node budgets (NODES:SEEDS above) and kept when\n\
         # each scores it within that many seeds of even. {} positions judged, {} kept.\n\
         # An opening a line: its plies as house letters (South's A-G, North's a-g). After the #,\n\
         # for people: the side to move, houses A-G a-g, the stores, and what the searches found\n\
         # (seeds for the side to move).",
        making.draws,
        making.count,
        judges.join(","),
        judged_count,
        chosen.len(),
    );
    for (_, game, judgements) in &chosen {
        let houses: Vec<String> = game.position().houses().iter().map(u8::to_string).collect();
        let stores = game.position().stores();
        let _ = writeln!(
            text,
            "{:<12}# {} {}  {} {}  {}",
            plies_text(game),
            match game.to_move() {
                Side::South => 'S',
                Side::North => 'N',
            },
            houses.join(" "),
            stores[0],
            stores[1],
            judgements_text(&making.judges, judgements),
        );
    }
    std::fs::write(&making.out, text)
        .map_err(|error| format!("cannot write {}: {error}", making.out.display()))?;
    println!(
        "{} openings written to {} in {:.0} s ({judged_count} positions judged)",
        chosen.len(),
        making.out.display(),
        clock.elapsed().as_secs_f64()
    );
    if chosen.len() < making.count {
        return Err(format!(
            "only {} of the {} openings asked for were found; draw more (--draws)",
            chosen.len(),
            making.count
        ));
    }
    Ok(())
}

/// True when every judge ran and found the opening within its margin.
fn is_kept(judges: &[Judge], judgements: &[Judgement]) -> bool {
    judgements.len() == judges.len()
        && judges
            .iter()
            .zip(judgements)
            .all(|(judge, judgement)| judgement.score.abs() <= judge.margin)
}
