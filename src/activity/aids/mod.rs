//! Learning aids, free of any window so that each is tested on its own and the controller
//! only wires them in: guided lessons and their saved progress, the move preview and the look
//! back at a game in words, the synthesized sounds and their player, and the gentle offer of
//! an easier level.

mod gentle;
#[cfg(test)]
mod lesson_tests;
mod lessons;
mod phrase;
mod preview;
mod progress;
mod review;
mod sound;
mod synth;

// What the rest of the activity uses; none of it is an interface for a host.
pub(crate) use gentle::{Ending, GentleLevels, Offer};
pub(crate) use lessons::{lesson_number, lessons, Lesson, Teach, Verdict, LESSON_WORDS};
pub(crate) use phrase::{say_all, Phrase};
#[cfg(test)]
pub(crate) use preview::preview_phrases;
pub(crate) use preview::preview_sentence;
pub(crate) use progress::{LessonProgress, ProgressStore, ProgressWarning};
pub(crate) use review::review_phrases;
pub(crate) use sound::Sounds;
pub use synth::Sound;

/// The lessons and their saved progress, for the tests in `tests/` that play a lesson
/// through the window and read back what was saved. Public only because those tests are
/// another crate; hidden from the documentation, as no host should build on it.
#[doc(hidden)]
pub mod testing {
    pub use super::lessons::{lessons, Goal, Lesson, LessonError, LessonTexts, Teach, Verdict};
    pub use super::phrase::{Phrase, PhraseArg};
    pub use super::progress::{
        LessonProgress, ProgressError, ProgressLoad, ProgressStore, ProgressWarning, PROGRESS_FILE,
    };
}
