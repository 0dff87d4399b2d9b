//! The drills' ladder: the size grows as the child succeeds, from a few seeds in a house
//! to laps of the whole board, with a small reward at each new size.

use oware_rules::Ruleset;
use rand::Rng;

use super::board::max_size;
use super::{Drill, DrillKind};

/// Right answers in a row that take a child to the next size.
pub const TO_CLIMB: u32 = 3;

/// The sizes of a game's ladder, smallest first: one seed to a house's worth of seeds one
/// by one, then up to a lap of the board and beyond, in bigger steps (a lap is 12 seeds in
/// Oware, 13 in Kalah with its store, 15 in Congkak, 19 in Togyz Kumalak).
pub fn sizes(ruleset: Ruleset) -> Vec<u32> {
    let lap = ruleset.lap();
    let row = ruleset.layout().houses_per_side as u32;
    let mut sizes: Vec<u32> = (1..=row).collect();
    sizes.extend([
        row + 2,
        lap - 2,
        lap - 1,
        lap,
        lap + 1,
        lap + 4,
        lap + lap / 2,
        2 * lap - 1,
        2 * lap,
        2 * lap + 3,
    ]);
    let most = max_size(ruleset);
    sizes.retain(|&size| size <= most);
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// One child's ladder for one drill in one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillLadder {
    ruleset: Ruleset,
    kind: DrillKind,
    /// The index into [`sizes`] of the current size.
    step: usize,
    /// Right answers in a row at this size.
    in_a_row: u32,
    /// The highest step ever reached, so that only a size never reached before earns a
    /// reward.
    best: usize,
    tried: u32,
    right: u32,
    new_size: bool,
}

impl DrillLadder {
    /// A ladder at its first size.
    pub fn new(ruleset: Ruleset, kind: DrillKind) -> DrillLadder {
        DrillLadder {
            ruleset,
            kind,
            step: 0,
            in_a_row: 0,
            best: 0,
            tried: 0,
            right: 0,
            new_size: false,
        }
    }

    /// A ladder as it was kept: its step, right answers in a row, best step, drills tried
    /// and answered right. Out-of-range numbers are brought within the ladder.
    pub fn restore(
        ruleset: Ruleset,
        kind: DrillKind,
        step: usize,
        in_a_row: u32,
        best: usize,
        tried: u32,
        right: u32,
    ) -> DrillLadder {
        let top = sizes(ruleset).len().saturating_sub(1);
        DrillLadder {
            step: step.min(top),
            in_a_row: in_a_row.min(TO_CLIMB - 1),
            best: best.min(top).max(step.min(top)),
            tried,
            right: right.min(tried),
            ..DrillLadder::new(ruleset, kind)
        }
    }

    /// The game.
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The drill.
    pub fn kind(&self) -> DrillKind {
        self.kind
    }

    /// The size now: the seeds in the house that sows.
    pub fn size(&self) -> u32 {
        sizes(self.ruleset).get(self.step).copied().unwrap_or(1)
    }

    /// The step of the ladder now, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The highest step ever reached.
    pub fn best(&self) -> usize {
        self.best
    }

    /// Right answers in a row at this size.
    pub fn in_a_row(&self) -> u32 {
        self.in_a_row
    }

    /// Drills tried.
    pub fn tried(&self) -> u32 {
        self.tried
    }

    /// Drills answered right.
    pub fn right(&self) -> u32 {
        self.right
    }

    /// A new drill at the current size.
    pub fn next<R: Rng + ?Sized>(&self, rng: &mut R) -> Drill {
        Drill::generate(self.ruleset, self.kind, self.size(), rng)
    }

    /// Counts an answer: [`TO_CLIMB`] right in a row climb a size; a wrong one starts the
    /// count again at the same size (never lower: a size once reached stays the child's).
    /// Returns [`DrillLadder::new_size`].
    pub fn record(&mut self, right: bool) -> bool {
        self.tried += 1;
        self.new_size = false;
        if right {
            self.right += 1;
            self.in_a_row += 1;
            let top = sizes(self.ruleset).len().saturating_sub(1);
            if self.in_a_row >= TO_CLIMB && self.step < top {
                self.step += 1;
                self.in_a_row = 0;
                if self.step > self.best {
                    self.best = self.step;
                    self.new_size = true;
                }
            }
        } else {
            self.in_a_row = 0;
        }
        self.new_size
    }

    /// True when the last answer reached a size never reached before: the moment for a
    /// small reward.
    pub fn new_size(&self) -> bool {
        self.new_size
    }
}
