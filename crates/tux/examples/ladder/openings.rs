//! The openings a ladder plays: a few random plies from the start (balanced by a search),
//! or those of a file.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;
use std::time::Duration;

use oware_rules::{house_from_letter, house_letter, Game, Repetition, Rules};
use oware_tux::analyse;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

use crate::pairing::{seed, Setup};
use crate::share_out;

/// Opening `opening` of a pairing (draw `attempt`): a few random plies from the start.
pub fn opening_game<P: Rules>(
    start: P,
    opening: usize,
    (fewest, most): (usize, usize),
    attempt: u64,
    repetition: Repetition,
) -> Game<P> {
    let mut game = Game::with_repetition(start, repetition);
    let mut rng = StdRng::seed_from_u64(seed(opening, 100 * attempt));
    let random_plies = fewest + opening % (most - fewest + 1);
    for _ in 0..random_plies {
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let Some(&house) = moves.choose(&mut rng) else {
            break;
        };
        if game.play(house).is_err() {
            break;
        }
    }
    game
}

/// Opening `opening`: with `balanced`, drawn again until a deep search finds neither side
/// clearly ahead.
fn chosen_opening<P: Rules>(start: P, opening: usize, setup: Setup) -> Game<P> {
    let mut game = opening_game(start, opening, setup.opening_plies, 0, setup.repetition);
    if let Some(margin) = setup.balanced {
        for attempt in 1..100 {
            let stop = AtomicBool::new(false);
            let judged = analyse(&game, setup.balance_nodes, Duration::from_secs(3600), &stop);
            if judged.score.abs() <= margin {
                break;
            }
            game = opening_game(
                start,
                opening,
                setup.opening_plies,
                attempt,
                setup.repetition,
            );
        }
    }
    game
}

/// Every opening of a ladder, chosen once (on every thread) and shared by all its pairings.
pub fn openings<P: Rules>(start: P, setup: Setup) -> Vec<Game<P>> {
    let count = setup.games.div_ceil(2);
    let chosen = Mutex::new(vec![None; count]);
    share_out(setup.threads, count, |opening| {
        let game = chosen_opening(start, setup.first_opening + opening, setup);
        chosen.lock().unwrap_or_else(|e| e.into_inner())[opening] = Some(game);
        true
    });
    chosen
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

/// Congkak's openings, made by `--make-openings`.
pub fn congkak_openings_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/congkak-openings.txt")
}

/// Reads a file of openings: one a line, its plies as house letters (South's `A`, `B`, …,
/// North's `a`, `b`, …) separated by spaces; `#` starts a comment. Every ply must be legal,
/// and no two openings may reach the same position.
pub fn read_openings<P: Rules>(start: P, path: &Path) -> Result<Vec<Game<P>>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read the openings {}: {error}", path.display()))?;
    parse_openings(start, &text)
        .map_err(|error| format!("the openings {} do not read: {error}", path.display()))
}

fn parse_openings<P: Rules>(start: P, text: &str) -> Result<Vec<Game<P>>, String> {
    let mut openings = Vec::new();
    let mut seen = HashSet::new();
    for (number, line) in text.lines().enumerate() {
        let line_number = number + 1;
        let plies = line.split('#').next().unwrap_or_default();
        if plies.trim().is_empty() {
            continue;
        }
        let mut game = Game::from_position(start);
        for letter in plies.split_whitespace() {
            let house = house_from_letter(start.layout(), letter)
                .map_err(|error| format!("line {line_number}: {error}"))?;
            game.play(house).map_err(|error| {
                format!("line {line_number}: {letter} cannot be played here ({error})")
            })?;
        }
        if game.is_over() {
            return Err(format!("line {line_number}: the game is already over"));
        }
        if !seen.insert(*game.position()) {
            return Err(format!(
                "line {line_number}: the same position as an earlier opening"
            ));
        }
        openings.push(game);
    }
    if openings.is_empty() {
        return Err("no opening in the file".to_string());
    }
    Ok(openings)
}

/// The plies of a game as house letters.
pub fn plies_text<P: Rules>(game: &Game<P>) -> String {
    let layout = game.layout();
    let letters: Vec<String> = game
        .moves()
        .map(|report| house_letter(layout, report.origin).to_string())
        .collect();
    letters.join(" ")
}
