//! What a stage says, as the desktop says it (`src/activity/features/chapters/session.rs`):
//! the goal with its numbers, what is still to go while it is open, the stars when it is
//! met, and the word for a goal missed. Message ids and arguments only
//! (`locales/<lang>/chapters.ftl`, `chapter-screen.ftl`): the page says them in the child's
//! language.

use oware_chapters::{Goal, Progress, Stage};
use oware_phrases::Phrase;

/// The stars that are the most a stage gives.
const BEST: u8 = 3;

/// The goal, with the numbers it names.
pub fn task(stage: &Stage) -> Phrase {
    stage
        .goal
        .args()
        .into_iter()
        .fold(Phrase::new(stage.task), |phrase, (name, value)| {
            phrase.num(name, value)
        })
}

/// How the stage stands after a move: what is left, the stars, or the miss; and the chapter
/// finished when every stage is met.
pub fn verdict(goal: &Goal, status: Progress, chapter_done: bool) -> Vec<Phrase> {
    match status {
        Progress::Going { moves_left } => {
            let id = match goal {
                Goal::KeepSafe { .. } => "chapters-safe-left",
                Goal::ChainTurns { .. } => "chapters-sowings-left",
                _ => "chapters-moves-left",
            };
            vec![Phrase::new(id).num("count", moves_left)]
        }
        Progress::Met { stars } => {
            let met = if stars >= BEST {
                Phrase::new("chapters-met-best")
            } else {
                Phrase::new("chapters-met").num("count", stars)
            };
            let mut phrases = vec![met];
            if chapter_done {
                phrases.push(Phrase::new("chapters-chapter-done"));
            }
            phrases
        }
        Progress::Missed => vec![Phrase::new("chapters-missed")],
    }
}
