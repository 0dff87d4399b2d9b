//! A child's puzzle results: the rating, the counts, the best streak, the results by theme,
//! the drills' ladders and the own puzzles, one record a game. `record_text.rs` writes
//! and reads them as text.

use std::collections::BTreeMap;

use oware_rules::{GameKind, Ruleset};

use crate::{rate, Attempt, DrillKind, DrillLadder, Glicko, OwnPuzzles, Puzzle, Theme};

/// One child's puzzle results in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRecord {
    /// The game.
    pub game: GameKind,
    /// The child's puzzle rating.
    pub rating: Glicko,
    /// Puzzles tried.
    pub tried: u32,
    /// Puzzles solved (with or without help).
    pub solved: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// Puzzles tried and solved, by theme (a puzzle counts for each of its themes).
    pub by_theme: BTreeMap<Theme, (u32, u32)>,
    /// The counting drills' ladders.
    pub drills: BTreeMap<DrillKind, DrillLadder>,
    /// The child's own puzzles, with when each comes back.
    pub own: OwnPuzzles,
}

impl PuzzleRecord {
    /// A child who has not tried a puzzle of `game` yet.
    pub fn new(game: GameKind) -> PuzzleRecord {
        PuzzleRecord {
            game,
            rating: Glicko::default(),
            tried: 0,
            solved: 0,
            best_streak: 0,
            by_theme: BTreeMap::new(),
            drills: BTreeMap::new(),
            own: OwnPuzzles::new(),
        }
    }

    /// Counts an attempt at `puzzle` on day `today`: the counts, the themes, the child's
    /// rating and, for an own puzzle, when it comes back. Returns the puzzle's new rating,
    /// for whoever keeps puzzle ratings (the classroom server).
    pub fn record(&mut self, puzzle: &Puzzle, attempt: Attempt, today: u32) -> Glicko {
        self.tried += 1;
        let solved = attempt.is_solved();
        self.solved += u32::from(solved);
        for &theme in &puzzle.themes {
            let counts = self.by_theme.entry(theme).or_default();
            counts.0 += 1;
            counts.1 += u32::from(solved);
        }
        let (child, puzzle_rating) = rate(self.rating, puzzle.rating, attempt.score());
        self.rating = child;
        self.own.record(&puzzle.id, solved, today);
        puzzle_rating
    }

    /// Keeps a streak's length if it is the best.
    pub fn record_streak(&mut self, streak: u32) {
        self.best_streak = self.best_streak.max(streak);
    }

    /// The ladder of one drill, at its first size if the child never tried it.
    pub fn drill(&mut self, kind: DrillKind) -> &mut DrillLadder {
        let ruleset = Ruleset::standard(self.game);
        self.drills
            .entry(kind)
            .or_insert_with(|| DrillLadder::new(ruleset, kind))
    }
}

/// A child's puzzle results in every game played, as one text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PuzzleRecords {
    pub(crate) records: Vec<PuzzleRecord>,
}

impl PuzzleRecords {
    /// No results yet.
    pub fn new() -> PuzzleRecords {
        PuzzleRecords::default()
    }

    /// The results in `game`, if the child tried it.
    pub fn get(&self, game: GameKind) -> Option<&PuzzleRecord> {
        self.records.iter().find(|record| record.game == game)
    }

    /// The results in `game`, new ones if the child never tried it.
    pub fn game(&mut self, game: GameKind) -> &mut PuzzleRecord {
        let index = match self.records.iter().position(|record| record.game == game) {
            Some(index) => index,
            None => {
                self.records.push(PuzzleRecord::new(game));
                self.records.len() - 1
            }
        };
        &mut self.records[index]
    }

    /// Every game's results, in the order the games were first tried.
    pub fn records(&self) -> &[PuzzleRecord] {
        &self.records
    }
}
