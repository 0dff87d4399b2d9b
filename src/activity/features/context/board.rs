//! What the board is doing: a game, a guided lesson, or a look back at a finished game. One
//! value, each variant owning its own state, so that a lesson and a look back can never be
//! under way at once and leaving one is leaving its state.

use crate::activity::animation::Playback;
// The lesson's and the look back's own state, from their leaf files (which import nothing
// of the features), so that the board and the features that drive it draw no circle.
use crate::activity::features::lessons::run::LessonRun;
use crate::activity::features::look_back::review::LookBack;

pub enum Board {
    /// A game against Tux, a friend or a classmate, with the replay of the move just made
    /// while it runs.
    Playing { replay: Option<Playback> },
    /// A lesson's prepared position, with the replay of the child's try while it runs.
    InLesson {
        lesson: LessonRun,
        replay: Option<Playback>,
    },
    /// Stepping through the child's moves of the finished game; nothing is played.
    LookingBack(LookBack),
}

impl Default for Board {
    fn default() -> Board {
        Board::Playing { replay: None }
    }
}

impl Board {
    /// A lesson on the board, nothing moving yet.
    pub fn lesson(lesson: LessonRun) -> Board {
        Board::InLesson {
            lesson,
            replay: None,
        }
    }

    pub fn replay(&self) -> Option<&Playback> {
        match self {
            Board::Playing { replay } | Board::InLesson { replay, .. } => replay.as_ref(),
            Board::LookingBack(_) => None,
        }
    }

    pub fn replay_mut(&mut self) -> Option<&mut Playback> {
        match self {
            Board::Playing { replay } | Board::InLesson { replay, .. } => replay.as_mut(),
            Board::LookingBack(_) => None,
        }
    }

    pub fn is_replaying(&self) -> bool {
        self.replay().is_some()
    }

    /// The replay of a move just made, in place of any before it. A move ends a look back:
    /// the board shows the game again.
    pub fn start_replay(&mut self, playback: Playback) {
        match self {
            Board::Playing { replay } | Board::InLesson { replay, .. } => *replay = Some(playback),
            Board::LookingBack(_) => {
                *self = Board::Playing {
                    replay: Some(playback),
                }
            }
        }
    }

    /// Ends the replay, if one runs; `None` when nothing was moving.
    pub fn take_replay(&mut self) -> Option<Playback> {
        match self {
            Board::Playing { replay } | Board::InLesson { replay, .. } => replay.take(),
            Board::LookingBack(_) => None,
        }
    }

    pub fn current_lesson(&self) -> Option<&LessonRun> {
        match self {
            Board::InLesson { lesson, .. } => Some(lesson),
            _ => None,
        }
    }

    pub fn current_lesson_mut(&mut self) -> Option<&mut LessonRun> {
        match self {
            Board::InLesson { lesson, .. } => Some(lesson),
            _ => None,
        }
    }

    /// A lesson on the board whose move did what it asked.
    pub fn lesson_solved(&self) -> bool {
        self.current_lesson().is_some_and(LessonRun::is_solved)
    }

    pub fn in_lesson(&self) -> bool {
        matches!(self, Board::InLesson { .. })
    }

    pub fn look_back(&self) -> Option<&LookBack> {
        match self {
            Board::LookingBack(look) => Some(look),
            _ => None,
        }
    }

    pub fn look_back_mut(&mut self) -> Option<&mut LookBack> {
        match self {
            Board::LookingBack(look) => Some(look),
            _ => None,
        }
    }

    pub fn looking_back(&self) -> bool {
        matches!(self, Board::LookingBack(_))
    }

    /// Back from a look back to the end of the game it looked at.
    pub fn end_look_back(&mut self) {
        if self.looking_back() {
            *self = Board::default();
        }
    }
}
