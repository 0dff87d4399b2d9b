//! Choosing the next puzzle: near the child's rating, or in rising difficulty for a streak.

use rand::Rng;

use crate::{Attempt, Puzzle, Theme};

/// The first window around the rating, in rating points either side; it doubles until a
/// puzzle falls in it.
const FIRST_WINDOW: f64 = 100.0;

/// A random puzzle of `set` not yet `seen`, of `theme` if one is given, as near `rating` as
/// the set allows: among those within 100 points, or else 200, 400, … `None` when no puzzle
/// is left to pick.
pub fn pick<'a, R: Rng + ?Sized>(
    set: &'a [Puzzle],
    rating: f64,
    theme: Option<Theme>,
    seen: &dyn Fn(&str) -> bool,
    rng: &mut R,
) -> Option<&'a Puzzle> {
    let open: Vec<&Puzzle> = set
        .iter()
        .filter(|puzzle| theme.is_none_or(|theme| puzzle.themes.contains(&theme)))
        .filter(|puzzle| !seen(&puzzle.id))
        .collect();
    let farthest = open
        .iter()
        .map(|puzzle| (puzzle.rating.rating - rating).abs())
        .fold(0.0, f64::max);
    let mut window = FIRST_WINDOW;
    loop {
        let near: Vec<&Puzzle> = open
            .iter()
            .copied()
            .filter(|puzzle| (puzzle.rating.rating - rating).abs() <= window)
            .collect();
        if !near.is_empty() {
            return Some(near[rng.random_range(0..near.len())]);
        }
        if window >= farthest || !farthest.is_finite() {
            return None;
        }
        window *= 2.0;
    }
}

/// The puzzles of a streak climb from the set's easiest to its hardest over this many.
const STREAK_CLIMB: u32 = 24;

/// A streak: puzzles in rising difficulty until the first miss, the best streak kept.
///
/// Only a solve on the first try keeps a streak going (a user interface offers no hints
/// in a streak); a second try or a miss ends it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    current: u32,
    best: u32,
    over: bool,
    seen: Vec<String>,
}

impl Streak {
    /// A new streak, for a child whose best streak so far is `best`.
    pub fn new(best: u32) -> Streak {
        Streak {
            best,
            ..Streak::default()
        }
    }

    /// The next puzzle: the next step of difficulty through the set's ratings (the
    /// easiest first, the hardest after 24 puzzles), none seen in this
    /// streak. `None` once the streak is over or the set is exhausted.
    pub fn next<'a, R: Rng + ?Sized>(
        &mut self,
        set: &'a [Puzzle],
        rng: &mut R,
    ) -> Option<&'a Puzzle> {
        if self.over || set.is_empty() {
            return None;
        }
        let mut ratings: Vec<f64> = set.iter().map(|puzzle| puzzle.rating.rating).collect();
        ratings.sort_by(f64::total_cmp);
        let step = self.current.min(STREAK_CLIMB) as usize;
        let target = ratings[(ratings.len() - 1) * step / STREAK_CLIMB as usize];
        let seen = &self.seen;
        let puzzle = pick(set, target, None, &|id| seen.iter().any(|s| s == id), rng)?;
        self.seen.push(puzzle.id.clone());
        Some(puzzle)
    }

    /// Counts how the last puzzle went; returns true while the streak goes on.
    pub fn record(&mut self, attempt: Attempt) -> bool {
        if self.over {
            return false;
        }
        match attempt {
            Attempt::Solved(solved) if solved.first_try => {
                self.current += 1;
                self.best = self.best.max(self.current);
            }
            _ => self.over = true,
        }
        !self.over
    }

    /// Puzzles solved in a row in this streak.
    pub fn current(&self) -> u32 {
        self.current
    }

    /// The best streak, this one included.
    pub fn best(&self) -> u32 {
        self.best
    }

    /// True once a puzzle was missed.
    pub fn is_over(&self) -> bool {
        self.over
    }
}
