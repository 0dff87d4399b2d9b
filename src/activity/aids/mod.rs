//! Learning aids, free of any window so that each is tested on its own and the controller
//! only wires them in: guided lessons and their saved progress, the synthesized sounds and
//! their player.

mod lesson_data;
#[cfg(test)]
mod lesson_tests;
mod lessons;
mod phrase;
mod progress;
mod sound;
mod synth;

pub use lessons::{
    find_lesson, lessons, Goal, Lesson, LessonError, LessonTexts, LessonWords, Verdict,
    LESSON_WORDS,
};
pub use phrase::{say_all, Phrase, PhraseArg};
pub use progress::{
    LessonProgress, ProgressError, ProgressLoad, ProgressStore, PROGRESS_FILE, PROGRESS_VERSION,
};
pub use sound::Sounds;
pub use synth::{synthesize, Sound, PEAK, SAMPLE_RATE};
