//! A whole puzzle file re-checked: every puzzle read and put to the only-move test, with the
//! line and the reason of each that fails.

use std::collections::{HashMap, HashSet};

use oware_rules::Ruleset;
use oware_tux::endgame::EndgameTables;

use super::{Failure, Judge};
use crate::{parse_puzzles, Puzzle};

/// The answers `puzzle` stores to wrong moves are Tux's answers by search, for every wrong
/// move of each of the solver's positions. A puzzle that stores none passes: it is judged by
/// search.
pub fn check_refutations(puzzle: &Puzzle) -> Result<(), Failure> {
    if puzzle.refutations.is_empty() {
        return Ok(());
    }
    let found = crate::refutations(puzzle);
    for (index, (given, found)) in puzzle.refutations.iter().zip(&found).enumerate() {
        let houses = given.keys().chain(found.keys());
        for &house in houses {
            if given.get(&house) != found.get(&house) {
                return Err(Failure::Refutation {
                    solver_move: index + 1,
                    house,
                    given: given.get(&house).cloned(),
                    found: found.get(&house).cloned(),
                });
            }
        }
    }
    Ok(())
}

/// One puzzle of a file that fails: its line in the file (counted from 1), its id if it
/// could be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileFailure {
    /// The line of the file, counted from 1.
    pub line: usize,
    /// The puzzle's id, empty if the line could not be read.
    pub id: String,
    /// Why it fails.
    pub reason: String,
}

impl std::fmt::Display for FileFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.id.is_empty() {
            write!(f, "line {}: {}", self.line, self.reason)
        } else {
            write!(f, "line {}: {}: {}", self.line, self.id, self.reason)
        }
    }
}

/// What checking a file found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileCheck {
    /// The puzzles put to the test.
    pub checked: usize,
    /// Those that fail, in the file's order (unreadable lines included).
    pub failures: Vec<FileFailure>,
}

/// Reads every line of a puzzle file's `text` and puts every `every`-th puzzle (1: all of
/// them; counted from the first, so that a sample is the same each time) to the test of its
/// game; `tables` are Oware's endgame tables (see [`Judge::new`]). A line that cannot be read,
/// or whose id repeats an earlier one, fails whatever `every` says.
///
/// The answers a puzzle stores to wrong moves ([`crate::Puzzle::refutations`]) are searched
/// again for each puzzle checked: see [`check_text_sampled`] to search them on fewer.
pub fn check_text(text: &str, tables: Option<&EndgameTables>, every: usize) -> FileCheck {
    check_text_sampled(text, tables, every, 1)
}

/// [`check_text`], with the stored answers to wrong moves searched again only on every
/// `refute_every`-th puzzle checked (1: all of them), the first included; they are read and
/// replayed by the rules on every line whatever it says.
pub fn check_text_sampled(
    text: &str,
    tables: Option<&EndgameTables>,
    every: usize,
    refute_every: usize,
) -> FileCheck {
    let every = every.max(1);
    let refute_every = refute_every.max(1);
    let mut judges: HashMap<Ruleset, Judge> = HashMap::new();
    let mut ids = HashSet::new();
    let mut report = FileCheck::default();
    let mut read = 0;
    for (index, text) in text.lines().enumerate() {
        let line = index + 1;
        if text.trim().is_empty() {
            continue;
        }
        let puzzle = match parse_puzzles(text) {
            Ok(mut puzzles) if puzzles.len() == 1 => puzzles.remove(0),
            Ok(_) => continue,
            Err(error) => {
                report.failures.push(FileFailure {
                    line,
                    id: String::new(),
                    reason: error.reason,
                });
                continue;
            }
        };
        if !ids.insert(puzzle.id.clone()) {
            report.failures.push(FileFailure {
                line,
                id: puzzle.id.clone(),
                reason: "the id repeats an earlier puzzle's".to_string(),
            });
            continue;
        }
        read += 1;
        if (read - 1) % every != 0 {
            continue;
        }
        let judge = judges
            .entry(puzzle.ruleset)
            .or_insert_with(|| Judge::new(puzzle.ruleset, tables));
        report.checked += 1;
        let refute = (report.checked - 1) % refute_every == 0;
        let checked = judge
            .check(&puzzle)
            .map(|_| ())
            .and_then(|()| match refute {
                true => check_refutations(&puzzle),
                false => Ok(()),
            });
        if let Err(failure) = checked {
            report.failures.push(FileFailure {
                line,
                id: puzzle.id.clone(),
                reason: failure.describe(puzzle.ruleset.layout()),
            });
        }
    }
    report
}
