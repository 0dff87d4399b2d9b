//! The puzzle files: JSON lines, one puzzle a line (the handbook's develop/puzzles.md
//! describes every field). Reading checks everything the rules can check, so that a bad
//! line is refused with its number instead of misleading a child.

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::path::Path;

use oware_rules::{house_from_letter, house_letter, GameKind, Rules, Ruleset};
use serde::{Deserialize, Serialize};

use crate::{Glicko, PlyMove, Puzzle, Theme};

/// Why a puzzle file cannot be read: the line (counted from 1; 0 when the file itself
/// could not be read) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFileError {
    /// The line of the file, counted from 1; 0 for the file as a whole.
    pub line: usize,
    /// What is wrong, in words for whoever edits the file.
    pub reason: String,
}

impl fmt::Display for PuzzleFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.reason)
        } else {
            write!(f, "line {}: {}", self.line, self.reason)
        }
    }
}

impl std::error::Error for PuzzleFileError {}

/// A line as it is read: the optional fields may be left out.
#[derive(Deserialize)]
struct ReadLine {
    id: String,
    game: String,
    seeds: u64,
    position: String,
    line: Vec<String>,
    accepted: Option<Vec<Vec<String>>>,
    refute: Option<Vec<BTreeMap<String, Vec<String>>>>,
    themes: Vec<String>,
    rating: f64,
    deviation: Option<f64>,
    gain: i32,
    #[serde(default)]
    source: String,
}

/// A line as it is written, every field, in this order.
#[derive(Serialize)]
struct WriteLine<'a> {
    id: &'a str,
    game: &'a str,
    seeds: u8,
    position: String,
    line: Vec<String>,
    accepted: Vec<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    refute: Option<Vec<Refute>>,
    themes: Vec<&'static str>,
    rating: i64,
    deviation: i64,
    gain: i32,
    source: &'a str,
}

/// One position's refutations as written: the wrong houses in sowing order, each with Tux's
/// answer.
struct Refute(Vec<(String, Vec<String>)>);

impl Serialize for Refute {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (house, replies) in &self.0 {
            map.serialize_entry(house, replies)?;
        }
        map.end()
    }
}

/// The deviation of a puzzle whose line gives none: that of a puzzle never rated.
const UNRATED_DEVIATION: f64 = 350.0;

/// Reads a puzzle file's text. Blank lines are skipped; any other line must be a whole,
/// legal puzzle, and ids must not repeat. The first bad line stops the reading.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut puzzles = Vec::new();
    let mut ids = HashSet::new();
    for (index, text) in text.lines().enumerate() {
        let line = index + 1;
        if text.trim().is_empty() {
            continue;
        }
        let puzzle = parse_line(text).map_err(|reason| PuzzleFileError { line, reason })?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(PuzzleFileError {
                line,
                reason: format!("the id '{}' was already used", puzzle.id),
            });
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// Reads a puzzle file from disk: [`parse_puzzles`] on its text.
pub fn load_file(path: &Path) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let text = std::fs::read_to_string(path).map_err(|error| PuzzleFileError {
        line: 0,
        reason: format!("cannot read {}: {error}", path.display()),
    })?;
    parse_puzzles(&text)
}

/// One puzzle as one JSON line, without its end of line; the same puzzle always gives the
/// same bytes. Ratings and deviations are written rounded to whole points.
pub fn puzzle_line(puzzle: &Puzzle) -> String {
    let layout = puzzle.ruleset.layout();
    let letter = |house: usize| house_letter(layout, house).to_string();
    let line = WriteLine {
        id: &puzzle.id,
        game: puzzle.ruleset.kind().id(),
        seeds: puzzle.ruleset.seeds_per_house(),
        position: oware_rules::format_position(&puzzle.position),
        line: puzzle.line.iter().map(|ply| letter(ply.house)).collect(),
        accepted: puzzle
            .accepted
            .iter()
            .map(|houses| houses.iter().map(|&house| letter(house)).collect())
            .collect(),
        refute: (!puzzle.refutations.is_empty()).then(|| {
            puzzle
                .refutations
                .iter()
                .map(|answers| {
                    Refute(
                        answers
                            .iter()
                            .map(|(&house, replies)| {
                                (letter(house), replies.iter().map(|&r| letter(r)).collect())
                            })
                            .collect(),
                    )
                })
                .collect()
        }),
        themes: puzzle.themes.iter().map(|theme| theme.id()).collect(),
        rating: puzzle.rating.rating.round() as i64,
        deviation: puzzle.rating.deviation.round() as i64,
        gain: puzzle.gain,
        source: &puzzle.source,
    };
    // A struct of strings and numbers always serialises.
    serde_json::to_string(&line).unwrap_or_default()
}

/// Reads and checks one line.
fn parse_line(text: &str) -> Result<Puzzle, String> {
    let read: ReadLine = serde_json::from_str(text).map_err(|error| error.to_string())?;
    if read.id.trim().is_empty() {
        return Err("the id is empty".into());
    }
    let kind = GameKind::from_id(&read.game)
        .ok_or_else(|| oware_rules::RulesetError::UnknownGame(read.game.clone()).to_string())?;
    let ruleset = Ruleset::new(kind, read.seeds).map_err(|error| error.to_string())?;
    let words: Vec<&str> = read.position.split_whitespace().collect();
    let position = ruleset
        .parse_position(&words)
        .map_err(|error| format!("position: {error}"))?;
    if position.end().is_some() || position.legal_moves().is_empty() {
        return Err("position: the game is already over".into());
    }
    let solver = position.to_move();
    let layout = ruleset.layout();
    let house = |letter: &str, what: &str| {
        house_from_letter(layout, letter).map_err(|error| format!("{what}: {error}"))
    };
    if read.line.is_empty() {
        return Err("line: no moves".into());
    }
    let mut game = ruleset.game_from(position);
    let mut line = Vec::with_capacity(read.line.len());
    let mut legal_before_solver_moves = Vec::new();
    let mut before_solver_moves = Vec::new();
    for (number, letter) in read.line.iter().enumerate() {
        let what = format!(
            "line move {} ('{}')",
            number + 1,
            oware_rules::shown(letter)
        );
        let house = house(letter, &what)?;
        let side = game.to_move();
        if side == solver {
            legal_before_solver_moves.push(game.legal_moves());
            before_solver_moves.push(game.clone());
        }
        game.play(house)
            .map_err(|illegal| format!("{what}: {illegal} for {side}"))?;
        line.push(PlyMove { side, house });
    }
    let solver_houses: Vec<usize> = line
        .iter()
        .filter(|ply| ply.side == solver)
        .map(|ply| ply.house)
        .collect();
    let accepted = match read.accepted {
        None => solver_houses.iter().map(|&house| vec![house]).collect(),
        Some(lists) => {
            if lists.len() != solver_houses.len() {
                return Err(format!(
                    "accepted: {} lists for the solver's {} moves",
                    lists.len(),
                    solver_houses.len()
                ));
            }
            let mut accepted = Vec::with_capacity(lists.len());
            for (number, letters) in lists.iter().enumerate() {
                let what = format!("accepted list {}", number + 1);
                let mut houses = Vec::with_capacity(letters.len());
                for letter in letters {
                    let h = house(letter, &what)?;
                    if !legal_before_solver_moves[number].contains(h) {
                        return Err(format!("{what}: '{letter}' cannot be played there"));
                    }
                    if houses.contains(&h) {
                        return Err(format!("{what}: '{letter}' is there twice"));
                    }
                    houses.push(h);
                }
                if !houses.contains(&solver_houses[number]) {
                    return Err(format!("{what}: the line's own move is missing"));
                }
                accepted.push(houses);
            }
            accepted
        }
    };
    let refutations = match read.refute {
        None => Vec::new(),
        Some(lists) => {
            if lists.len() != solver_houses.len() {
                return Err(format!(
                    "refute: {} maps for the solver's {} moves",
                    lists.len(),
                    solver_houses.len()
                ));
            }
            let mut refutations = Vec::with_capacity(lists.len());
            for (number, answers) in lists.iter().enumerate() {
                let what = format!("refute map {}", number + 1);
                let before = &before_solver_moves[number];
                let mut map = BTreeMap::new();
                for (letter, replies) in answers {
                    let h = house(letter, &what)?;
                    if !legal_before_solver_moves[number].contains(h) {
                        return Err(format!("{what}: '{letter}' cannot be played there"));
                    }
                    if accepted[number].contains(&h) {
                        return Err(format!("{what}: '{letter}' is an accepted move"));
                    }
                    let mut after = before.clone();
                    // Legal, as just checked.
                    let _ = after.play(h);
                    let mut houses = Vec::with_capacity(replies.len());
                    for reply in replies {
                        let what = format!("{what}, Tux's answer to '{letter}'");
                        let r = house(reply, &what)?;
                        if after.is_over() || after.to_move() == solver {
                            return Err(format!("{what}: '{reply}' comes after Tux's turn"));
                        }
                        after
                            .play(r)
                            .map_err(|illegal| format!("{what}: '{reply}': {illegal}"))?;
                        houses.push(r);
                    }
                    if !after.is_over() && after.to_move() != solver {
                        return Err(format!("{what}: Tux's answer to '{letter}' stops too soon"));
                    }
                    map.insert(h, houses);
                }
                let missing = legal_before_solver_moves[number]
                    .iter()
                    .find(|h| !accepted[number].contains(h) && !map.contains_key(h));
                if let Some(h) = missing {
                    return Err(format!(
                        "{what}: '{}' is neither accepted nor refuted",
                        house_letter(layout, h)
                    ));
                }
                refutations.push(map);
            }
            refutations
        }
    };
    let mut themes = Vec::with_capacity(read.themes.len());
    for id in &read.themes {
        let theme = Theme::from_id(id)
            .ok_or_else(|| format!("themes: '{}' is no theme", oware_rules::shown(id)))?;
        if !Theme::for_game(kind).contains(&theme) {
            return Err(format!("themes: {kind} has no theme '{id}'"));
        }
        themes.push(theme);
    }
    let deviation = read.deviation.unwrap_or(UNRATED_DEVIATION);
    if !(read.rating.is_finite() && deviation.is_finite() && deviation > 0.0) {
        return Err(
            "rating: the rating and the deviation must be numbers, the deviation above 0".into(),
        );
    }
    Ok(Puzzle {
        id: read.id,
        ruleset,
        position,
        solver,
        line,
        accepted,
        refutations,
        themes,
        rating: Glicko::new(read.rating, deviation),
        gain: read.gain,
        source: read.source,
    })
}
