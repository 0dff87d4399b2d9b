//! Guided lessons on the board: a prepared position and one thing to do. The rules judge the
//! child's house ([`Teach::try_move`]); the move is replayed either way, then a right one is
//! celebrated and leads on, a wrong one is explained and tried again. Done lessons are saved.

use oware_rules::GameKind;

use super::board::Board;
use super::{Controller, Screen};
use crate::activity::aids::{
    lessons, Lesson, LessonProgress, Phrase, ProgressStore, Teach, Verdict, LESSON_WORDS,
};
use crate::activity::sitting::{Opponent, Sitting};
use crate::activity::texts::{sentences, Message, Texts};
use crate::activity::view::{LessonWords, Tone};
use crate::settings::SettingsStore;

/// The lessons this child has done, and where they are kept.
pub(super) struct LessonBook {
    progress: LessonProgress,
    /// None when nothing is saved (a test, or no settings file).
    store: Option<ProgressStore>,
}

impl LessonBook {
    /// The lessons done as saved beside the settings, if they are saved.
    pub fn beside(settings: Option<&SettingsStore>) -> LessonBook {
        let store = settings.map(ProgressStore::beside);
        let progress = match &store {
            Some(store) => {
                let load = store.load();
                if let Some(warning) = load.warning {
                    log::warn!("{warning}");
                }
                load.progress
            }
            None => LessonProgress::default(),
        };
        LessonBook { progress, store }
    }

    /// Marks a lesson done and saves the list when it is new.
    fn mark_done(&mut self, game: GameKind, key: &'static str) {
        if !self.progress.mark_done(game, key) {
            return;
        }
        if let Some(store) = &self.store {
            if let Err(error) = store.save(&self.progress) {
                log::error!("could not save the lessons done: {error}");
            }
        }
    }
}

/// The lesson on the board and how the child's try went.
pub(super) struct LessonRun {
    game: GameKind,
    index: usize,
    state: LessonState,
    /// Tries that missed, counted over "Try again": after the second, the board points at
    /// a house that does it.
    misses: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum LessonState {
    /// Waiting for the child's house; a refused house's explanation, if there was one.
    Asking(Option<Phrase>),
    /// The move was played and missed: the explanation, then "Try again".
    Missed(Phrase),
    /// The move did it: the praise, then "Next lesson".
    Solved(Phrase),
}

impl LessonRun {
    fn lesson(&self) -> Option<&'static Lesson> {
        lessons(self.game).get(self.index)
    }

    fn has_next(&self) -> bool {
        self.index + 1 < lessons(self.game).len()
    }
}

impl Controller {
    /// The lessons of `kind` (of the game on the board with `None`), from the first one this
    /// child has not done yet, or from the start when all are done.
    pub fn open_lessons(&mut self, kind: Option<GameKind>) {
        let kind = kind.unwrap_or_else(|| self.sitting.ruleset().kind());
        self.leave_room();
        let index = self.lessons.progress.next_lesson(kind).unwrap_or(0);
        self.start_lesson(kind, index, 0);
    }

    /// One lesson of the game on the board, chosen from the list: done or not, any lesson.
    pub fn open_lesson(&mut self, index: usize) {
        let kind = self.sitting.ruleset().kind();
        self.leave_room();
        self.start_lesson(kind, index, 0);
    }

    /// The lessons of the game on the board, for the list: numbered, titled, done or not.
    pub(super) fn lesson_list(&self, texts: &Texts) -> Vec<crate::activity::ui::LessonChoice> {
        use crate::i18n::Arg;
        let kind = self.sitting.ruleset().kind();
        lessons(kind)
            .iter()
            .enumerate()
            .map(|(index, lesson)| {
                let number = i64::try_from(index + 1).unwrap_or(i64::MAX);
                let title = lesson.title().say(texts.localizer, texts.language);
                let args = [("number", Arg::Num(number)), ("title", Arg::Str(&title))];
                let done = self.lessons.progress.is_done(kind, lesson.key);
                crate::activity::ui::LessonChoice {
                    index: i32::try_from(index).unwrap_or(i32::MAX),
                    title: texts.with("lessons-item", &args).into(),
                    label: texts
                        .with(
                            if done {
                                "lessons-item-done"
                            } else {
                                "lessons-item"
                            },
                            &args,
                        )
                        .into(),
                    done,
                }
            })
            .collect()
    }

    fn start_lesson(&mut self, kind: GameKind, index: usize, misses: u32) {
        let Some(lesson) = lessons(kind).get(index) else {
            return;
        };
        let (ruleset, position) = match (lesson.ruleset(), lesson.position()) {
            (Ok(ruleset), Ok(position)) => (ruleset, position),
            (Err(error), _) | (_, Err(error)) => {
                // The lesson tests rule this out; a broken lesson is skipped, not shown.
                log::error!("lesson {} cannot be shown: {error}", lesson.key);
                return;
            }
        };
        let settings = self.settings.settings();
        let mut sitting = Sitting::new(
            Opponent::Tux,
            settings.level_for(kind),
            oware_tux::levels_of(kind),
            ruleset,
        );
        sitting.load_position(position);
        self.sitting = sitting;
        self.screen = Screen::Game;
        self.after_game_change();
        self.board = Board::lesson(LessonRun {
            game: kind,
            index,
            state: LessonState::Asking(None),
            misses,
        });
        self.refresh();
    }

    /// The child's house in a lesson: judged by the rules, then replayed.
    pub(super) fn lesson_try(&mut self, house: usize) {
        let Some(run) = self.board.current_lesson() else {
            return;
        };
        if !matches!(run.state, LessonState::Asking(_)) {
            return;
        }
        let Some(lesson) = run.lesson() else {
            return;
        };
        let verdict = match lesson.try_move(house) {
            Ok(verdict) => verdict,
            Err(error) => {
                log::error!("lesson {} cannot judge a move: {error}", lesson.key);
                return;
            }
        };
        let (game, key) = (lesson.game, lesson.key);
        let state = match verdict {
            Verdict::Right { praise, .. } => {
                self.lessons.mark_done(game, key);
                self.report_lesson(game, key);
                LessonState::Solved(praise)
            }
            Verdict::Wrong {
                done: Some(_),
                explanation,
            } => LessonState::Missed(explanation),
            Verdict::Wrong {
                done: None,
                explanation,
            } => LessonState::Asking(Some(explanation)),
        };
        let played = matches!(state, LessonState::Solved(_) | LessonState::Missed(_));
        if let Some(run) = self.board.current_lesson_mut() {
            if !matches!(state, LessonState::Solved(_)) {
                run.misses += 1;
            }
            run.state = state;
        }
        if played {
            // The rules judged the move on a copy; now it is played for real and replayed.
            let before = *self.sitting.game().position();
            if let Ok(report) = self.sitting.play_human(house) {
                self.feedback.move_played(&report);
                self.start_playback(&before, &report);
            }
        }
        self.refresh();
    }

    /// The same lesson again, from its prepared position.
    pub fn lesson_retry(&mut self) {
        if let Some(run) = self.board.current_lesson() {
            let (game, index, misses) = (run.game, run.index, run.misses);
            self.start_lesson(game, index, misses);
        }
    }

    pub fn lesson_next(&mut self) {
        if let Some(run) = self.board.current_lesson() {
            if run.has_next() {
                let (game, index) = (run.game, run.index + 1);
                self.start_lesson(game, index, 0);
            }
        }
    }

    /// Out of the lessons into a real game of the same kind.
    pub fn lesson_play(&mut self) {
        self.open_game(self.sitting.ruleset().kind());
    }

    pub fn lesson_progress(&self) -> &LessonProgress {
        &self.lessons.progress
    }

    /// (solved, missed, another lesson follows) for the lesson bar.
    pub(super) fn lesson_buttons(&self) -> (bool, bool, bool) {
        match self.board.current_lesson() {
            Some(run) => (
                matches!(run.state, LessonState::Solved(_)),
                matches!(run.state, LessonState::Missed(_)),
                run.has_next(),
            ),
            None => (false, false, false),
        }
    }

    /// The lesson's words, which the view shows in place of the game's: which lesson, what
    /// to do, how the try went; `None` outside a lesson.
    pub(super) fn lesson_words(&self, texts: &Texts) -> Option<LessonWords> {
        let run = self.board.current_lesson()?;
        let lesson = run.lesson()?;
        let say = |phrase: &Phrase| phrase.say(texts.localizer, texts.language);
        let total = lessons(run.game).len();
        let heading = sentences([
            Some(say(&LESSON_WORDS.counter(run.index, total))),
            Some(say(&lesson.title())),
        ]);
        let (line, tone) = match &run.state {
            LessonState::Asking(None) => (say(&lesson.task()), Tone::Information),
            LessonState::Asking(Some(refusal)) => (say(refusal), Tone::Refusal),
            LessonState::Missed(explanation) => (say(explanation), Tone::Refusal),
            LessonState::Solved(praise) if run.has_next() => (say(praise), Tone::Information),
            LessonState::Solved(praise) => (
                sentences([Some(say(praise)), Some(texts.plain(LESSON_WORDS.all_done))]),
                Tone::Information,
            ),
        };
        // The task stays on screen above the explanation after a try that missed, so that
        // the child reads what was asked beside why the house did not do it; it is not
        // repeated while the task itself is the line, nor once the lesson is solved.
        let mut task = match run.state {
            LessonState::Asking(Some(_)) | LessonState::Missed(_) => say(&lesson.task()),
            LessonState::Asking(None) | LessonState::Solved(_) => String::new(),
        };
        // After two misses the board points at a house that does it, and says which, while
        // the lesson's own position is on the board (not after a missed move was played).
        let pointer = match run.state {
            LessonState::Asking(_) if run.misses >= 2 => lesson
                .right_moves()
                .ok()
                .and_then(|right| right.iter().next()),
            _ => None,
        };
        let goal_store = pointer.and_then(|_| lesson.goal_store());
        // Until the board points at the answer, a lesson about which house may be played
        // leaves the houses unlit; they can still be played, and the rules still refuse.
        let hides_legal_glow = lesson.goal.is_the_legal_move()
            && matches!(run.state, LessonState::Asking(_))
            && pointer.is_none();
        let mut line = line;
        if let Some(house) = pointer {
            let look = texts.message(Message::HintTry { house });
            let beside = if task.is_empty() {
                &mut line
            } else {
                &mut task
            };
            *beside = sentences([Some(beside.clone()), Some(look)]);
        }
        Some(LessonWords {
            heading,
            line,
            tone,
            task,
            pointer,
            goal_store,
            hides_legal_glow,
        })
    }
}
