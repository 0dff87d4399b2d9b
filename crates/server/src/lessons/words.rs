//! What a lesson says, as the desktop says it (`src/activity/aids/lessons.rs`): its task with
//! the house, lap and winning score it names; after a try, the lesson's praise or its kind
//! explanation with the house played and the seeds it captured; the rules' own words for a
//! refused house, except where not feeding is the lesson's point. Message ids and
//! arguments only: the page says them in the child's language.

use oware_lessons::{Goal, Lesson};
use oware_phrases::{illegal_move_id, Phrase};
use oware_rules::{IllegalMove, Layout, Preview, Ruleset};

/// What the lesson asks, with the numbers and the letter the task names.
pub fn task(lesson: &Lesson) -> Phrase {
    let layout = lesson.game.layout();
    let task = Phrase::new(lesson.texts.task);
    let task = match lesson.goal {
        Goal::SowHouse(house) => task.house("house", layout, house),
        _ => task.text("house", String::new()),
    };
    // Lesson data the rules refuse fails the lessons' tests; its task still reads.
    let ruleset = lesson.ruleset().unwrap_or(Ruleset::standard(lesson.game));
    task.num("lap", ruleset.lap())
        .num("win", ruleset.winning_score())
}

/// `phrase` naming the house played; a house number outside the board has no letter.
fn named(phrase: Phrase, layout: Layout, house: usize) -> Phrase {
    if house < layout.pits() {
        phrase.house("house", layout, house)
    } else {
        phrase.text("house", String::new())
    }
}

/// The praise of a move that did it, or the explanation of one that missed.
pub fn judged(lesson: &Lesson, layout: Layout, done: &Preview, right: bool) -> Phrase {
    let id = if right {
        lesson.texts.right
    } else {
        match lesson.goal {
            // "captures 0 seeds" is no sentence: a house that captures nothing has its own.
            Goal::CaptureMost if done.captured_seeds == 0 => "lesson-most-wrong-none",
            _ => lesson.texts.wrong,
        }
    };
    named(Phrase::new(id), layout, done.house()).num("count", i64::from(done.captured_seeds))
}

/// Why the rules refused the house. Not feeding is the lesson's own point when the goal is
/// to feed; the other refusals are the game's usual words.
pub fn refused(lesson: &Lesson, layout: Layout, house: usize, refusal: IllegalMove) -> Phrase {
    let id = match refusal {
        IllegalMove::MustFeed => lesson.texts.wrong,
        other => illegal_move_id(other),
    };
    named(Phrase::new(id), layout, house).num("count", 0)
}

/// Every lesson of the game is done.
pub fn all_done() -> Phrase {
    Phrase::new("lessons-all-done")
}
