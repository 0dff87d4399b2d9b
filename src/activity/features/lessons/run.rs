//! The lesson on the board and how the child's try went: plain state, which the board holds
//! (a lesson and a look back are never under way at once) and the lessons feature drives.

use oware_rules::GameKind;

use crate::activity::aids::{lessons, Lesson, Phrase};

/// The lesson on the board and how the child's try went.
pub struct LessonRun {
    pub(super) game: GameKind,
    pub(super) index: usize,
    pub(super) state: LessonState,
    /// Tries that missed, counted over "Try again": after the second, the board points at
    /// a house that does it.
    pub(super) misses: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum LessonState {
    /// Waiting for the child's house; a refused house's explanation, if there was one.
    Asking(Option<Phrase>),
    /// The move was played and missed: the explanation, then "Try again".
    Missed(Phrase),
    /// The move did it: the praise, then "Next lesson".
    Solved(Phrase),
}

impl LessonRun {
    pub(super) fn lesson(&self) -> Option<&'static Lesson> {
        lessons(self.game).get(self.index)
    }

    pub(super) fn has_next(&self) -> bool {
        self.index + 1 < lessons(self.game).len()
    }

    /// The child's move did what the lesson asked.
    pub fn is_solved(&self) -> bool {
        matches!(self.state, LessonState::Solved(_))
    }

    /// The child's move was played and missed.
    pub fn is_missed(&self) -> bool {
        matches!(self.state, LessonState::Missed(_))
    }
}
