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

pub use gentle::{Ending, GentleLevels, Offer, LOSSES_BEFORE_OFFER};
pub use lessons::{
    find_lesson, lesson_number, lessons, Goal, Lesson, LessonError, LessonTexts, LessonWords,
    Teach, Verdict, LESSON_WORDS,
};
pub use phrase::{say_all, Phrase, PhraseArg};
pub use preview::{preview_phrases, preview_sentence};
pub use progress::{
    LessonProgress, ProgressError, ProgressLoad, ProgressStore, PROGRESS_FILE, PROGRESS_VERSION,
};
pub use review::review_phrases;
pub use sound::Sounds;
pub use synth::{synthesize, Sound, PEAK, SAMPLE_RATE};
