//! What a chapter puts on the board: a screen of its explanation with its moves still to
//! replay, or one of its stages played against Tux. Plain state and its words; the feature
//! drives it.

use std::collections::VecDeque;

use oware_chapters::{Chapter, Goal, Progress, StageRun};

use super::facing::Facing;
use super::words;
use crate::activity::sitting::Refusal;
use crate::activity::texts::{sentences, Message, Texts};
use crate::activity::view::{LessonWords, Tone};
use crate::i18n::Arg;

/// A screen of a chapter's explanation on the board.
pub(super) struct Explaining {
    pub chapter: &'static Chapter,
    pub screen: usize,
    /// The screen's houses still to replay, each once the one before has rested.
    pub pending: VecDeque<usize>,
}

impl Explaining {
    pub fn is_last(&self) -> bool {
        self.screen + 1 >= self.chapter.screens.len()
    }

    /// The screen's words: the chapter, which page of how many, and its sentences.
    pub fn words(&self, texts: &Texts) -> LessonWords {
        let title = words::say(texts, self.chapter.title, &[]);
        let heading = texts.with(
            "chapters-screen-heading",
            &[
                ("title", Arg::Str(&title)),
                ("number", Arg::from(self.screen + 1)),
                ("total", Arg::from(self.chapter.screens.len())),
            ],
        );
        let line = self
            .chapter
            .screens
            .get(self.screen)
            .map_or(String::new(), |screen| words::say(texts, screen.text, &[]));
        LessonWords {
            heading,
            line,
            tone: Tone::Information,
            task: String::new(),
            pointer: None,
            goal_store: None,
            // Nothing is played during the explanation: no house beckons.
            hides_legal_glow: true,
            preview: None,
        }
    }
}

/// How the child's last try at a house went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Last {
    Nothing,
    /// The rules refused the house; the board did not change.
    Refused(Refusal),
}

/// One attempt at one stage of a chapter.
pub(super) struct Playing {
    pub chapter: &'static Chapter,
    pub stage: usize,
    pub run: StageRun,
    /// How the board faces the stage (turned round when North solves it).
    pub facing: Facing,
    pub last: Last,
    /// Tux's house, found, waiting for the replay before it to rest (in the board's houses).
    pub tux_ready: Option<usize>,
    /// The stars are recorded and the tune played, once.
    pub counted: bool,
    pub cheered: bool,
}

impl Playing {
    /// The child may play a house now: the goal open, the child to move, Tux not pending.
    pub fn takes_moves(&self) -> bool {
        matches!(self.run.status(), Progress::Going { .. })
            && self.run.to_move() == self.run.solver()
            && self.tux_ready.is_none()
    }

    /// Tux is to answer (its move asked for, or found and waiting).
    pub fn tux_to_move(&self) -> bool {
        matches!(self.run.status(), Progress::Going { .. })
            && self.run.to_move() != self.run.solver()
    }

    pub fn met(&self) -> Option<u8> {
        match self.run.status() {
            Progress::Met { stars } => Some(stars),
            _ => None,
        }
    }

    pub fn missed(&self) -> bool {
        self.run.status() == Progress::Missed
    }

    pub fn is_last_stage(&self) -> bool {
        self.stage + 1 >= self.chapter.stages.len()
    }

    /// The goal said to the child.
    pub fn task(&self, texts: &Texts) -> String {
        let stage = self.run.stage();
        let args = stage.goal.args();
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|&(name, value)| (name, Arg::Num(value)))
            .collect();
        words::say(texts, stage.task, &args)
    }

    /// What is still to go, as the goal counts it.
    fn left(&self, texts: &Texts, left: u32) -> String {
        let id = match self.run.stage().goal {
            Goal::KeepSafe { .. } => "chapters-safe-left",
            Goal::ChainTurns { .. } => "chapters-sowings-left",
            _ => "chapters-moves-left",
        };
        texts.with(id, &[("count", Arg::from(left))])
    }

    /// The words the board shows: the chapter and the stage, the goal and what is left, or
    /// the verdict.
    pub fn words(&self, texts: &Texts, chapter_done: bool) -> LessonWords {
        let title = words::say(texts, self.chapter.title, &[]);
        let heading = texts.with(
            "chapters-stage-heading",
            &[
                ("title", Arg::Str(&title)),
                ("number", Arg::from(self.stage + 1)),
                ("total", Arg::from(self.chapter.stages.len())),
            ],
        );
        let task = self.task(texts);
        let (line, tone, beside) = match self.run.status() {
            Progress::Going { moves_left } => {
                let left = Some(self.left(texts, moves_left));
                match self.last {
                    Last::Refused(refusal) => (
                        sentences([Some(texts.message(Message::Refused(refusal))), left]),
                        Tone::Refusal,
                        task,
                    ),
                    Last::Nothing => (
                        sentences([Some(task), left]),
                        Tone::Information,
                        String::new(),
                    ),
                }
            }
            Progress::Met { stars } => {
                let met = if stars >= 3 {
                    texts.plain("chapters-met-best")
                } else {
                    texts.with("chapters-met", &[("count", Arg::from(u32::from(stars)))])
                };
                let done = chapter_done.then(|| texts.plain("chapters-chapter-done"));
                (
                    sentences([Some(met), done]),
                    Tone::Information,
                    String::new(),
                )
            }
            Progress::Missed => (texts.plain("chapters-missed"), Tone::Refusal, task),
        };
        LessonWords {
            heading,
            line,
            tone,
            task: beside,
            pointer: None,
            goal_store: None,
            hides_legal_glow: false,
            // A stage is played as a game is: no move is shown before it is played.
            preview: None,
        }
    }
}
