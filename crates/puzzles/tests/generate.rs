//! The generator makes the same puzzles for the same seed, byte for byte, and every puzzle it
//! makes passes the checker.

use oware_puzzles::generate::make_set;
use oware_puzzles::verify::{check_text, Judge};
use oware_puzzles::{puzzle_line, Theme};
use oware_rules::{GameKind, Ruleset};

/// A small Kalah set (no tables needed) as its file's text.
fn kalah_set(seed: u64, count: usize) -> String {
    let judge = Judge::new(Ruleset::standard(GameKind::Kalah), None);
    let (puzzles, tally) = make_set(&judge, count, seed, None, &mut |_| {});
    assert_eq!(puzzles.len(), count);
    assert!(tally.candidates >= count);
    puzzles
        .iter()
        .map(|puzzle| puzzle_line(puzzle) + "\n")
        .collect()
}

#[test]
fn the_same_seed_makes_the_same_file_and_every_puzzle_passes_the_check() {
    let first = kalah_set(7, 3);
    assert_eq!(kalah_set(7, 3), first);
    // The control: another seed plays other games.
    assert_ne!(kalah_set(8, 3), first);
    let report = check_text(&first, None, 1);
    assert_eq!(report.checked, 3);
    assert!(report.failures.is_empty(), "{:#?}", report.failures);
}

#[test]
fn the_themes_are_those_of_the_game() {
    let text = kalah_set(11, 3);
    let puzzles = oware_puzzles::parse_puzzles(&text).expect("the made file reads");
    for puzzle in &puzzles {
        assert!(!puzzle.themes.is_empty(), "{}", puzzle.id);
        for theme in &puzzle.themes {
            assert!(
                Theme::for_game(GameKind::Kalah).contains(theme),
                "{}: {theme:?}",
                puzzle.id
            );
        }
    }
}
