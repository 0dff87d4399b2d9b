//! A child's puzzle results as text: the rating, the counts, the best streak, the results
//! by theme, the drills' ladders and the own puzzles, one `[game]` section a game.
//!
//! ```text
//! [oware]
//! rating = 1512.3
//! deviation = 290.1
//! volatility = 0.06
//! tried = 4
//! solved = 3
//! best-streak = 2
//! theme captures = 3 2
//! drill last-seed = 2 1 2 9 8
//! own 20431 1 {"id":"own-oware-…",…}
//! ```
//!
//! `theme <id> = <tried> <solved>`; `drill <id> = <step> <right in a row> <best step>
//! <tried> <right>`; `own <due day> <step> <puzzle line>`. Numbers are written so that they
//! read back exactly. A text that does not read is refused with its line, and the caller
//! keeps it aside rather than losing it.

use std::fmt;

use oware_rules::{GameKind, Ruleset};

use crate::{
    parse_puzzles, puzzle_line, DrillKind, DrillLadder, OwnEntry, PuzzleRecord, PuzzleRecords,
    Theme,
};

/// Why a record's text cannot be read: its line (from 1) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, counted from 1.
    pub line: usize,
    /// What is wrong there.
    pub reason: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for RecordError {}

impl PuzzleRecord {
    /// The record as text, one section; [`PuzzleRecord::from_text`] reads it back.
    pub fn to_text(&self) -> String {
        let mut text = format!("[{}]\n", self.game.id());
        let mut line = |line: String| {
            text.push_str(&line);
            text.push('\n');
        };
        line(format!("rating = {}", self.rating.rating));
        line(format!("deviation = {}", self.rating.deviation));
        line(format!("volatility = {}", self.rating.volatility));
        line(format!("tried = {}", self.tried));
        line(format!("solved = {}", self.solved));
        line(format!("best-streak = {}", self.best_streak));
        for (theme, (tried, solved)) in &self.by_theme {
            line(format!("theme {} = {tried} {solved}", theme.id()));
        }
        for (kind, ladder) in &self.drills {
            line(format!(
                "drill {} = {} {} {} {} {}",
                kind.id(),
                ladder.step(),
                ladder.in_a_row(),
                ladder.best(),
                ladder.tried(),
                ladder.right()
            ));
        }
        for entry in self.own.entries() {
            line(format!(
                "own {} {} {}",
                entry.due,
                entry.step,
                puzzle_line(&entry.puzzle)
            ));
        }
        text
    }

    /// Reads a record written by [`PuzzleRecord::to_text`]: exactly one game's section.
    pub fn from_text(text: &str) -> Result<PuzzleRecord, RecordError> {
        let records = PuzzleRecords::from_text(text)?;
        let mut games = records.records.into_iter();
        match (games.next(), games.next()) {
            (Some(record), None) => Ok(record),
            _ => Err(RecordError {
                line: 1,
                reason: "the text should hold exactly one game's section".into(),
            }),
        }
    }
}

impl PuzzleRecords {
    /// All the results as text, one section a game.
    pub fn to_text(&self) -> String {
        let sections: Vec<String> = self.records.iter().map(PuzzleRecord::to_text).collect();
        sections.join("\n")
    }

    /// Reads the text [`PuzzleRecords::to_text`] writes. Blank lines and lines starting
    /// with `#` are skipped; anything else that does not read is refused with its line.
    pub fn from_text(text: &str) -> Result<PuzzleRecords, RecordError> {
        let mut records: Vec<PuzzleRecord> = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let number = index + 1;
            let error = |reason: String| RecordError {
                line: number,
                reason,
            };
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(id) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                let game = GameKind::from_id(id)
                    .ok_or_else(|| error(format!("'{}' is no game", oware_rules::shown(id))))?;
                if records.iter().any(|record| record.game == game) {
                    return Err(error(format!("a second [{id}] section")));
                }
                records.push(PuzzleRecord::new(game));
                continue;
            }
            let Some(record) = records.last_mut() else {
                return Err(error("a line before the first [game] section".into()));
            };
            read_line(record, line).map_err(error)?;
        }
        Ok(PuzzleRecords { records })
    }
}

/// Reads one line of a section into `record`.
fn read_line(record: &mut PuzzleRecord, line: &str) -> Result<(), String> {
    if let Some(rest) = line.strip_prefix("own ") {
        return read_own(record, rest);
    }
    let (key, value) = line.split_once('=').ok_or_else(|| {
        format!(
            "'{}' is neither 'key = value' nor an own puzzle",
            oware_rules::shown(line)
        )
    })?;
    let key = key.trim();
    let value = value.trim();
    let words: Vec<&str> = value.split_whitespace().collect();
    if let Some(id) = key.strip_prefix("theme ") {
        let theme = Theme::from_id(id.trim()).ok_or_else(|| format!("'{id}' is no theme"))?;
        let [tried, solved] = numbers::<2>(&words)?;
        if solved > tried {
            return Err(format!("theme {id}: more solved than tried"));
        }
        record.by_theme.insert(theme, (tried, solved));
        return Ok(());
    }
    if let Some(id) = key.strip_prefix("drill ") {
        let kind = DrillKind::from_id(id.trim()).ok_or_else(|| format!("'{id}' is no drill"))?;
        let [step, in_a_row, best, tried, right] = numbers::<5>(&words)?;
        let ruleset = Ruleset::standard(record.game);
        let ladder = DrillLadder::restore(
            ruleset,
            kind,
            step as usize,
            in_a_row,
            best as usize,
            tried,
            right,
        );
        record.drills.insert(kind, ladder);
        return Ok(());
    }
    let real = || -> Result<f64, String> {
        value
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .ok_or_else(|| format!("{key}: '{}' is not a number", oware_rules::shown(value)))
    };
    match key {
        "rating" => record.rating.rating = real()?,
        "deviation" => record.rating.deviation = real()?.max(f64::MIN_POSITIVE),
        "volatility" => record.rating.volatility = real()?.max(f64::MIN_POSITIVE),
        "tried" => record.tried = numbers::<1>(&words)?[0],
        "solved" => record.solved = numbers::<1>(&words)?[0],
        "best-streak" => record.best_streak = numbers::<1>(&words)?[0],
        _ => return Err(format!("unknown key '{}'", oware_rules::shown(key))),
    }
    Ok(())
}

/// `own <due day> <step> <puzzle line>`.
fn read_own(record: &mut PuzzleRecord, rest: &str) -> Result<(), String> {
    let mut parts = rest.splitn(3, ' ');
    let (Some(due), Some(step), Some(json)) = (parts.next(), parts.next(), parts.next()) else {
        return Err("own: expected the due day, the step and the puzzle".into());
    };
    let [due, step] = numbers::<2>(&[due, step])?;
    let puzzle = parse_puzzles(json)
        .map_err(|error| format!("own puzzle: {}", error.reason))?
        .pop()
        .ok_or("own: no puzzle")?;
    if puzzle.ruleset.kind() != record.game {
        return Err(format!(
            "own: a {} puzzle in the {} section",
            puzzle.ruleset.kind(),
            record.game
        ));
    }
    record.own.restore(OwnEntry {
        puzzle,
        due,
        step: (step as usize).min(crate::INTERVALS.len() - 1),
    });
    Ok(())
}

/// Exactly `N` whole numbers.
fn numbers<const N: usize>(words: &[&str]) -> Result<[u32; N], String> {
    if words.len() != N {
        return Err(format!("expected {N} numbers, found {}", words.len()));
    }
    let mut numbers = [0u32; N];
    for (slot, word) in numbers.iter_mut().zip(words) {
        *slot = word
            .parse()
            .map_err(|_| format!("'{}' is not a whole number", oware_rules::shown(word)))?;
    }
    Ok(numbers)
}
