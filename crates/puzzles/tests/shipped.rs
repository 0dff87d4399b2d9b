//! The shipped puzzles re-checked by the only-move test: the line legal, each of the solver's
//! moves an only move by the margin, Tux's moves its best defence, the gain and the themes
//! those of the rules' steps. A debug build checks a puzzle in about a tenth of a second of
//! CPU, so the whole files (2 950 puzzles) would take over six minutes: each game's file is
//! checked on a sample, every n-th puzzle from the first, [`SAMPLE`] of them. The whole files
//! take `check_puzzles` well under a minute in a release build (the handbook's
//! measurements/puzzles.md). A corrupted puzzle is the control that the check can fail.

use std::sync::OnceLock;

use oware_puzzles::verify::{check_text, check_text_sampled, Failure, Judge, EXACT_BOUND};
use oware_puzzles::{parse_puzzles, Puzzle};
use oware_rules::{format_position, GameKind, Rules};
use oware_tux::endgame::EndgameTables;

/// The puzzles each game's sample checks.
const SAMPLE: usize = 100;
/// Of those, every n-th has its stored answers to wrong moves searched again (a search of
/// each wrong move: ten times the cost of the only-move test in a debug build).
const REFUTE_EVERY: usize = 10;

fn tables() -> &'static EndgameTables {
    static TABLES: OnceLock<EndgameTables> = OnceLock::new();
    TABLES.get_or_init(|| EndgameTables::build(EXACT_BOUND))
}

fn file(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Oware => include_str!("../data/oware.jsonl"),
        GameKind::Kalah => include_str!("../data/kalah.jsonl"),
        GameKind::Congkak => include_str!("../data/congkak.jsonl"),
        GameKind::TogyzKumalak => include_str!("../data/togyz.jsonl"),
    }
}

/// The least each shipped file holds.
fn least(kind: GameKind) -> usize {
    match kind {
        GameKind::Oware => 1_500,
        _ => 400,
    }
}

fn check_sample(kind: GameKind) {
    let text = file(kind);
    let puzzles = parse_puzzles(text).expect("the shipped file reads");
    assert!(
        puzzles.len() >= least(kind),
        "{kind}: only {} puzzles",
        puzzles.len()
    );
    assert!(puzzles.iter().all(|puzzle| puzzle.ruleset.kind() == kind));
    let every = (puzzles.len() / SAMPLE).max(1);
    let tables = (kind == GameKind::Oware).then(tables);
    // Every puzzle stores what judging a wrong move needs, so no child waits for a search.
    let without: Vec<&str> = puzzles
        .iter()
        .filter(|puzzle| puzzle.refutations.len() != puzzle.solver_moves())
        .map(|puzzle| puzzle.id.as_str())
        .collect();
    assert!(
        without.is_empty(),
        "{kind}: no answers stored in {without:?}"
    );
    let report = check_text_sampled(text, tables, every, REFUTE_EVERY);
    assert!(report.checked >= SAMPLE.min(puzzles.len()), "{report:?}");
    assert!(report.failures.is_empty(), "{kind}: {:#?}", report.failures);
    // Every theme of the game has enough puzzles for a child to choose it.
    for theme in oware_puzzles::Theme::for_game(kind) {
        let with = puzzles
            .iter()
            .filter(|puzzle| puzzle.themes.contains(theme))
            .count();
        assert!(with >= 10, "{kind}: {with} puzzles of {theme:?}");
    }
}

#[test]
fn a_sample_of_the_shipped_oware_puzzles_passes() {
    check_sample(GameKind::Oware);
}

#[test]
fn a_sample_of_the_shipped_kalah_puzzles_passes() {
    check_sample(GameKind::Kalah);
}

#[test]
fn a_sample_of_the_shipped_congkak_puzzles_passes() {
    check_sample(GameKind::Congkak);
}

#[test]
fn a_sample_of_the_shipped_togyz_puzzles_passes() {
    check_sample(GameKind::TogyzKumalak);
}

/// The first shipped Kalah puzzle (Kalah needs no tables, so the controls are quick).
fn a_kalah_puzzle() -> Puzzle {
    parse_puzzles(file(GameKind::Kalah))
        .expect("the shipped file reads")
        .remove(0)
}

#[test]
fn a_corrupted_puzzle_fails_the_check() {
    let puzzle = a_kalah_puzzle();
    let judge = Judge::new(puzzle.ruleset, None);
    // The control: the puzzle as shipped passes.
    assert!(judge.check(&puzzle).is_ok(), "{}", puzzle.id);

    // Another first move for the solver: a legal house that is not accepted.
    let other = puzzle
        .position
        .legal_moves()
        .iter()
        .find(|house| !puzzle.accepted[0].contains(house))
        .expect("an only move has a worse alternative");
    let mut changed_line = puzzle.clone();
    changed_line.line[0].house = other;
    assert!(matches!(
        judge.check(&changed_line),
        Err(Failure::NotTheBest { ply: 1, .. })
    ));

    // The position changed: the answer's seeds moved to the solver's other houses.
    let answer = puzzle.line[0].house;
    let mut words: Vec<String> = format_position(&puzzle.position)
        .split(' ')
        .map(str::to_string)
        .collect();
    let seeds: u8 = words[answer].parse().expect("a count");
    let row = puzzle.ruleset.layout().row(puzzle.solver);
    let receiver = row
        .clone()
        .find(|&house| house != answer)
        .expect("a row of several houses");
    words[answer] = "0".to_string();
    words[receiver] = (words[receiver].parse::<u8>().expect("a count") + seeds).to_string();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let mut changed_position = puzzle.clone();
    changed_position.position = puzzle
        .ruleset
        .parse_position(&words)
        .expect("the same seeds, moved");
    assert!(matches!(
        judge.check(&changed_position),
        Err(Failure::IllegalMove { ply: 1, .. })
    ));

    // The gain and the themes must be the steps'.
    let mut changed_gain = puzzle.clone();
    changed_gain.gain += 1;
    assert!(matches!(
        judge.check(&changed_gain),
        Err(Failure::Gain { .. })
    ));
    let mut changed_themes = puzzle.clone();
    changed_themes.themes.reverse();
    changed_themes.themes.push(oware_puzzles::Theme::Tuzdyk);
    assert!(matches!(
        judge.check(&changed_themes),
        Err(Failure::Themes { .. })
    ));
}

#[test]
fn a_file_with_a_corrupted_line_names_it() {
    let good = file(GameKind::Kalah)
        .lines()
        .next()
        .expect("a first puzzle");
    // An illegal position (a house of 99 seeds, more than the game has) on the second line,
    // the first line's id again on the third.
    let mut value: serde_json::Value = serde_json::from_str(good).expect("a JSON line");
    let position = value["position"].as_str().expect("a position").to_string();
    let (_, rest) = position.split_once(' ').expect("several words");
    value["position"] = serde_json::Value::String(format!("99 {rest}"));
    let bad_position = value.to_string();
    let renamed = good.replacen("kalah-", "kalah-9", 1);
    let text = format!("{good}\n{bad_position}\n{good}\n{renamed}\n");
    let report = check_text(&text, None, 1);
    let lines: Vec<usize> = report.failures.iter().map(|failure| failure.line).collect();
    assert_eq!(lines, vec![2, 3], "{:#?}", report.failures);
    assert_eq!(report.checked, 2);
}
