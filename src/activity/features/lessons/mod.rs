//! Guided lessons on the board: a prepared position and one thing to do. The rules judge the
//! child's house ([`Teach::try_move`]); the move is replayed either way, then a right one is
//! celebrated and leads on, a wrong one is explained and tried again. Done lessons are saved.

pub mod run;

use std::rc::Rc;

use oware_rules::GameKind;
use slint::{ComponentHandle, ModelRc, VecModel};

use super::context::{Board, Context, Screen};
use super::to_window::sync_rows;
use super::wire::Wire;
use crate::activity::aids::{
    lessons, LessonProgress, Phrase, ProgressStore, ProgressWarning, Teach, Verdict, LESSON_WORDS,
};
use crate::activity::sitting::{Opponent, Sitting};
use crate::activity::texts::{sentences, Message, Texts};
use crate::activity::ui::{ActivityWindow, LessonChoice, LessonsAdapter};
use crate::activity::view::{LessonWords, Tone};
use crate::i18n::Arg;
use crate::settings::SettingsStore;
use run::{LessonRun, LessonState};

/// What the lessons' buttons and list ask for.
#[derive(Clone, Debug)]
pub enum Act {
    /// The lessons of a game (of the game on the board with `None`).
    OpenLessons(Option<GameKind>),
    /// One lesson of the game on the board, from the list.
    OpenLesson(usize),
    Retry,
    Next,
    /// Out of the lessons into a real game.
    Play,
}

/// The lessons this child has done, where they are kept, and the list the window shows.
pub struct Lessons {
    progress: LessonProgress,
    /// None when nothing is saved (a test, or no settings file).
    store: Option<ProgressStore>,
    /// What the window tells the teacher about the file (a damaged one, kept aside).
    warning: Option<ProgressWarning>,
    list: Rc<VecModel<LessonChoice>>,
}

impl Lessons {
    /// The lessons done as saved beside the settings, if they are saved.
    pub fn new(window: &ActivityWindow, settings: Option<&SettingsStore>) -> Lessons {
        let store = settings.map(ProgressStore::beside);
        let (progress, warning) = match &store {
            Some(store) => {
                let load = store.load();
                if let Some(warning) = load.warning {
                    log::warn!("{warning}");
                }
                (load.progress, load.shown)
            }
            None => (LessonProgress::default(), None),
        };
        let list = Rc::new(VecModel::default());
        window
            .global::<LessonsAdapter>()
            .set_lesson_list(ModelRc::from(list.clone()));
        Lessons {
            progress,
            store,
            warning,
            list,
        }
    }

    /// What the window should tell the teacher about the lessons' file; `None` when all is
    /// well.
    pub fn warning(&self) -> Option<&ProgressWarning> {
        self.warning.as_ref()
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let lessons_ui = window.global::<LessonsAdapter>();
        lessons_ui.on_lesson_retry(wire.to(Act::Retry));
        lessons_ui.on_lesson_next(wire.to(Act::Next));
        lessons_ui.on_lesson_play(wire.to(Act::Play));
        lessons_ui.on_open_lessons(
            wire.with(|id: slint::SharedString| Some(Act::OpenLessons(GameKind::from_id(&id)))),
        );
        lessons_ui.on_open_lesson(
            wire.with(|index: i32| usize::try_from(index).ok().map(Act::OpenLesson)),
        );
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::OpenLessons(kind) => {
                let kind = kind.unwrap_or_else(|| ctx.sitting.ruleset().kind());
                ctx.leave_room();
                let index = self.progress.next_lesson(kind).unwrap_or(0);
                start_lesson(ctx, kind, index, 0);
            }
            Act::OpenLesson(index) => {
                let kind = ctx.sitting.ruleset().kind();
                ctx.leave_room();
                start_lesson(ctx, kind, index, 0);
            }
            Act::Retry => {
                if let Some(run) = ctx.board.current_lesson() {
                    let (game, index, misses) = (run.game, run.index, run.misses);
                    start_lesson(ctx, game, index, misses);
                }
            }
            Act::Next => {
                if let Some(run) = ctx.board.current_lesson() {
                    if run.has_next() {
                        let (game, index) = (run.game, run.index + 1);
                        start_lesson(ctx, game, index, 0);
                    }
                }
            }
            Act::Play => ctx.open_game(ctx.sitting.ruleset().kind()),
        }
    }

    pub fn progress(&self) -> &LessonProgress {
        &self.progress
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

    /// The child's house in a lesson: judged by the rules, then replayed.
    pub fn try_house(&mut self, house: usize, ctx: &mut Context) {
        let Some(run) = ctx.board.current_lesson() else {
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
                self.mark_done(game, key);
                let name = ctx.settings().player_name.clone();
                ctx.reports.report_lesson(name.as_deref(), game, key);
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
        if let Some(run) = ctx.board.current_lesson_mut() {
            if !matches!(state, LessonState::Solved(_)) {
                run.misses += 1;
            }
            run.state = state;
        }
        if played {
            // The rules judged the move on a copy; now it is played for real and replayed.
            let before = *ctx.sitting.game().position();
            if let Ok(report) = ctx.sitting.play_human(house) {
                ctx.feedback.move_played(&report);
                ctx.start_playback(&before, &report);
            }
        }
        ctx.refresh();
    }

    /// Fills the lesson bar and the list of the game's lessons.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context, words: Option<&LessonWords>) {
        let lessons_ui = window.global::<LessonsAdapter>();
        let run = ctx.board.current_lesson();
        lessons_ui.set_in_lesson(run.is_some());
        sync_rows(&self.list, self.list_rows(ctx));
        lessons_ui.set_hide_legal_glow(words.is_some_and(|words| words.hides_legal_glow));
        lessons_ui.set_lesson_task(
            words
                .map(|words| words.task.as_str())
                .unwrap_or_default()
                .into(),
        );
        lessons_ui.set_lesson_solved(run.is_some_and(LessonRun::is_solved));
        lessons_ui.set_lesson_missed(run.is_some_and(LessonRun::is_missed));
        lessons_ui.set_has_next_lesson(run.is_some_and(LessonRun::has_next));
    }

    /// The lessons of the game on the board, for the list: numbered, titled, done or not.
    fn list_rows(&self, ctx: &Context) -> Vec<LessonChoice> {
        let texts = ctx.texts();
        let kind = ctx.sitting.ruleset().kind();
        lessons(kind)
            .iter()
            .enumerate()
            .map(|(index, lesson)| {
                let number = i64::try_from(index + 1).unwrap_or(i64::MAX);
                let title = lesson.title().say(texts.localizer, texts.language);
                let args = [("number", Arg::Num(number)), ("title", Arg::Str(&title))];
                let done = self.progress.is_done(kind, lesson.key);
                LessonChoice {
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
}

fn start_lesson(ctx: &mut Context, kind: GameKind, index: usize, misses: u32) {
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
    let mut sitting = Sitting::new(
        Opponent::Tux,
        ctx.settings().level_for(kind),
        oware_tux::levels_of(kind),
        ruleset,
    );
    sitting.load_position(position);
    ctx.sitting = sitting;
    ctx.screen = Screen::Game;
    ctx.after_game_change();
    ctx.board = Board::lesson(LessonRun {
        game: kind,
        index,
        state: LessonState::Asking(None),
        misses,
    });
    ctx.refresh();
}

/// The lesson's words, which the view shows in place of the game's: which lesson, what to
/// do, how the try went; `None` outside a lesson.
pub fn lesson_words(board: &Board, texts: &Texts) -> Option<LessonWords> {
    let run = board.current_lesson()?;
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
        preview: None,
    })
}
