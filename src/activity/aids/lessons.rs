//! Guided lessons as the activity teaches them: the lessons themselves (positions, goals,
//! the rules' judgement) are `oware-lessons`'; here they are said in the child's language,
//! as phrases built from the Fluent ids each lesson names.

use oware_rules::{preview, IllegalMove, Preview, Rules, Ruleset};

pub use oware_lessons::{lesson_number, lessons, Goal, Lesson, LessonError, LessonTexts};

use super::phrase::Phrase;
use crate::activity::texts::illegal_move_id;

/// How the rules judged a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the lesson asks: celebrate, then go on to the next lesson.
    Right {
        /// The move as the rules played it, for the replay.
        done: Preview,
        /// The words that celebrate it.
        praise: Phrase,
    },
    /// The move misses (or the rules refuse it): explain kindly and let the child retry.
    /// `done` is the move as the rules played it, `None` when they refused it.
    Wrong {
        /// The move as the rules played it, for the replay.
        done: Option<Preview>,
        /// What the move did instead, or why the rules refused it.
        explanation: Phrase,
    },
}

impl Verdict {
    /// The move does what the lesson asks.
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right { .. })
    }
}

/// What the activity says about a lesson: its task, its title and its verdict on a try, as
/// phrases in the child's language. The lessons themselves are `oware-lessons`'.
pub trait Teach {
    /// Judges the child's house.
    fn try_move(&self, house: usize) -> Result<Verdict, LessonError>;
    /// What to do, with the numbers and the letter the task names.
    fn task(&self) -> Phrase;
    /// The lesson's title, shown with its number above the board.
    fn title(&self) -> Phrase;
}

impl Teach for Lesson {
    fn try_move(&self, house: usize) -> Result<Verdict, LessonError> {
        let position = self.position()?;
        // A house number from outside the board has no letter.
        let layout = position.layout();
        let named = move |phrase: Phrase| {
            if house < layout.pits() {
                phrase.house("house", layout, house)
            } else {
                phrase.text("house", String::new())
            }
        };
        let done = match preview(&position, house) {
            Ok(done) => done,
            Err(refusal) => {
                return Ok(Verdict::Wrong {
                    done: None,
                    explanation: named(refusal_phrase(self, refusal)),
                })
            }
        };
        let said = |id| named(Phrase::new(id)).num("count", i64::from(done.captured_seeds));
        if self.goal.holds(&position, &done) {
            let praise = said(self.texts.right);
            Ok(Verdict::Right { done, praise })
        } else {
            let wrong = match self.goal {
                // "captures 0 seeds" is no sentence: a house that captures nothing has its own.
                Goal::CaptureMost if done.captured_seeds == 0 => "lesson-most-wrong-none",
                _ => self.texts.wrong,
            };
            let explanation = said(wrong);
            Ok(Verdict::Wrong {
                done: Some(done),
                explanation,
            })
        }
    }

    fn task(&self) -> Phrase {
        let layout = self.game.layout();
        let task = Phrase::new(self.texts.task);
        let task = match self.goal {
            Goal::SowHouse(house) => task.house("house", layout, house),
            _ => task.text("house", String::new()),
        };
        // Lesson data the rules refuse fails the lesson tests; its task still reads.
        let ruleset = self.ruleset().unwrap_or(Ruleset::standard(self.game));
        task.num("lap", ruleset.lap())
            .num("win", ruleset.winning_score())
    }

    fn title(&self) -> Phrase {
        Phrase::new(self.texts.title)
    }
}

/// Why the rules refused the house. Not feeding is the lesson's own point when the goal
/// is to feed; the other refusals are the game's usual words.
fn refusal_phrase(lesson: &Lesson, refusal: IllegalMove) -> Phrase {
    let id = match refusal {
        IllegalMove::MustFeed => lesson.texts.wrong,
        other => illegal_move_id(other),
    };
    Phrase::new(id).num("count", 0)
}

/// The words around the lessons: the entry in the menu and the bar, the counter, the buttons
/// after a try, the end of a game's series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonWords {
    /// "Lessons": the button in the menu and the bar.
    pub open: &'static str,
    /// "Lesson $level of $max".
    pub counter: &'static str,
    pub next: &'static str,
    pub retry: &'static str,
    /// Every lesson of the game is done.
    pub all_done: &'static str,
}

pub const LESSON_WORDS: LessonWords = LessonWords {
    open: "lessons-open",
    counter: "lessons-counter",
    next: "lessons-next",
    retry: "lessons-retry",
    all_done: "lessons-all-done",
};

impl LessonWords {
    /// "Lesson 3 of 8", counting from 1.
    pub fn counter(&self, index: usize, total: usize) -> Phrase {
        let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        Phrase::new(self.counter)
            .num("level", number(index + 1))
            .num("max", number(total))
    }
}
