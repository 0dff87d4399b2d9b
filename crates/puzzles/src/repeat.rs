//! Spaced repetition of a child's own puzzles.

use crate::Puzzle;

/// The days between reviews of an own puzzle, one step after each solve: it comes back 3
/// days after it was made, then 7, 21 and 60 days after each solve, and is learnt after
/// the last. A miss brings it back the next day and starts the steps again.
pub const INTERVALS: [u32; 4] = [3, 7, 21, 60];

/// One own puzzle and when it comes back.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnEntry {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The day it is due, counted as the caller counts days (days since 1970, say).
    pub due: u32,
    /// The step of [`INTERVALS`] it waits on.
    pub step: usize,
}

/// A child's own puzzles, with spaced repetition.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OwnPuzzles {
    entries: Vec<OwnEntry>,
}

impl OwnPuzzles {
    /// No own puzzles yet.
    pub fn new() -> OwnPuzzles {
        OwnPuzzles::default()
    }

    /// Adds a puzzle made `today`, due after the first interval; a puzzle whose id is
    /// already there is not added twice.
    pub fn add(&mut self, puzzle: Puzzle, today: u32) {
        if self
            .entries
            .iter()
            .any(|entry| entry.puzzle.id == puzzle.id)
        {
            return;
        }
        self.entries.push(OwnEntry {
            puzzle,
            due: today.saturating_add(INTERVALS[0]),
            step: 0,
        });
    }

    /// Puts back an entry as it was kept (the record's reader).
    pub(crate) fn restore(&mut self, entry: OwnEntry) {
        self.entries.push(entry);
    }

    /// The puzzles due `today` or earlier, the longest waiting first.
    pub fn due(&self, today: u32) -> Vec<&Puzzle> {
        let mut due: Vec<&OwnEntry> = self.entries.iter().filter(|e| e.due <= today).collect();
        due.sort_by(|a, b| {
            a.due
                .cmp(&b.due)
                .then_with(|| a.puzzle.id.cmp(&b.puzzle.id))
        });
        due.into_iter().map(|entry| &entry.puzzle).collect()
    }

    /// Counts a review of the puzzle `id` on `today`: solved, it moves on a step (and is
    /// learnt and dropped after the last); missed, it comes back tomorrow from the first
    /// step. Returns false for an id that is not there.
    pub fn record(&mut self, id: &str, solved: bool, today: u32) -> bool {
        let Some(index) = self.entries.iter().position(|e| e.puzzle.id == id) else {
            return false;
        };
        let entry = &mut self.entries[index];
        if !solved {
            entry.step = 0;
            entry.due = today.saturating_add(1);
            return true;
        }
        entry.step += 1;
        match INTERVALS.get(entry.step) {
            Some(&days) => entry.due = today.saturating_add(days),
            None => {
                self.entries.remove(index);
            }
        }
        true
    }

    /// Every own puzzle still to learn, in the order they were added.
    pub fn entries(&self) -> &[OwnEntry] {
        &self.entries
    }

    /// How many own puzzles are still to learn.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when there is no own puzzle to learn.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
