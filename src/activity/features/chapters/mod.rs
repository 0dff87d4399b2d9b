//! Chapters of strategy on the board: per game, chapters of ideas, each a short explanation
//! and then a few positions (stages) to play out against Tux with a goal.
//!
//! The chapters crate gives the chapters, judges every move of a stage ([`StageRun::play`])
//! and finds Tux's defence against the goal ([`StageRun::tux_move`], on a thread of its own:
//! see [`defender`]). An explanation's screen puts its position on the board and replays its
//! moves with the rules' steps, one after the other, as a game's moves are replayed; a
//! stage's moves, the child's and Tux's, are replayed the same way and said to a screen reader
//! as a game's are. A goal met earns one to three stars, kept beside the settings
//! ([`store`]); a goal missed is tried again from the start or from before the child's last
//! move. The chapters open one after another; the stars show on the game's card.
//!
//! As with the puzzles, the chapter's state lives here, not on the board: the board plays on
//! as [`Board::Playing`] while Tux's own thinking is held back (see [`Chapters::holds_tux`])
//! and the chapter's words take the lesson's place in the view.

mod defender;
mod facing;
mod session;
pub mod store;
mod words;

use std::rc::Rc;

use oware_chapters::{chapters, Chapter, ChapterProgress, StageRun};
use oware_rules::{AnyPosition, GameKind, Rules, Ruleset};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::context::{Board, Context, Screen};
use super::to_window::sync_rows;
use super::wire::Wire;
use crate::activity::aids::Sound;
use crate::activity::sitting::{Opponent, Refusal, Sitting};
use crate::activity::texts::Texts;
use crate::activity::ui::{ActivityWindow, ChapterChoice, ChaptersAdapter};
use crate::activity::view::LessonWords;
use crate::activity::worker::Thinking;
use crate::i18n::Arg;
use crate::settings::SettingsStore;
use defender::Defender;
use facing::Facing;
use session::{Explaining, Last, Playing};
use store::ChapterStore;

/// What the chapters' buttons and list ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// The chapter list of a game (of the game on the board with `None`).
    List(Option<GameKind>),
    /// One chapter of the list, by its index.
    Open(usize),
    /// The explanation's screen before.
    Back,
    /// The next screen, the first stage after the last screen, or the next stage or chapter
    /// once a stage is met.
    Next,
    /// The stage from its start again.
    RetryStart,
    /// The stage from before the child's last move.
    RetryLast,
    /// Out of the chapters into a real game.
    Play,
}

/// What is on the board.
enum OnBoard {
    Nothing,
    Explaining(Explaining),
    Playing(Box<Playing>),
}

/// The child's stars and where they are kept, the chapter on the board, and the lists the
/// window shows.
pub struct Chapters {
    progress: ChapterProgress,
    /// None when nothing is saved (a test without a settings file).
    store: Option<ChapterStore>,
    on_board: OnBoard,
    defender: Defender,
    /// The game whose chapters the list shows.
    list_game: Option<GameKind>,
    /// The board replaced by the chapters themselves: not a reason to leave them.
    own_change: bool,
    list: Rc<VecModel<ChapterChoice>>,
    card_labels: Rc<VecModel<SharedString>>,
    card_stars: Rc<VecModel<SharedString>>,
}

impl Chapters {
    /// The stars as saved beside the settings, if they are saved.
    pub fn new(
        window: &ActivityWindow,
        settings: Option<&SettingsStore>,
        thinking: Thinking,
    ) -> Chapters {
        let store = settings.map(ChapterStore::beside);
        let progress = match &store {
            Some(store) => {
                let load = store.load();
                if let Some(warning) = load.warning {
                    log::warn!("{warning}");
                }
                load.progress
            }
            None => ChapterProgress::new(),
        };
        let list = Rc::new(VecModel::default());
        let card_labels = Rc::new(VecModel::default());
        let card_stars = Rc::new(VecModel::default());
        let adapter = window.global::<ChaptersAdapter>();
        adapter.set_chapter_list(ModelRc::from(list.clone()));
        adapter.set_card_labels(ModelRc::from(card_labels.clone()));
        adapter.set_card_stars(ModelRc::from(card_stars.clone()));
        Chapters {
            progress,
            store,
            on_board: OnBoard::Nothing,
            defender: Defender::new(thinking),
            list_game: None,
            own_change: false,
            list,
            card_labels,
            card_stars,
        }
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let adapter = window.global::<ChaptersAdapter>();
        adapter.on_list_chapters(
            wire.with(|id: SharedString| Some(Act::List(GameKind::from_id(&id)))),
        );
        adapter.on_open_chapter(wire.with(|index: i32| usize::try_from(index).ok().map(Act::Open)));
        adapter.on_back(wire.to(Act::Back));
        adapter.on_next(wire.to(Act::Next));
        adapter.on_retry_start(wire.to(Act::RetryStart));
        adapter.on_retry_last(wire.to(Act::RetryLast));
        adapter.on_play(wire.to(Act::Play));
    }

    /// A chapter's explanation or stage is on the board.
    pub fn active(&self) -> bool {
        !matches!(self.on_board, OnBoard::Nothing)
    }

    /// Tux does not think for itself during a chapter: the explanation plays its own moves,
    /// and in a stage Tux defends against the goal (see [`defender`]).
    pub fn holds_tux(&self) -> bool {
        self.active()
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::List(kind) => {
                self.list_game = Some(kind.unwrap_or_else(|| ctx.sitting.ruleset().kind()));
            }
            Act::Open(index) => {
                let kind = self
                    .list_game
                    .unwrap_or_else(|| ctx.sitting.ruleset().kind());
                // A locked chapter's row cannot be clicked; a screen reader's stale tree
                // could still ask.
                if index < self.progress.open(kind) {
                    if let Some(chapter) = chapters(kind).get(index) {
                        self.leave();
                        ctx.leave_room();
                        self.explain(chapter, 0, ctx);
                    }
                }
            }
            Act::Back => {
                if let OnBoard::Explaining(explaining) = &self.on_board {
                    if explaining.screen > 0 {
                        let (chapter, screen) = (explaining.chapter, explaining.screen - 1);
                        self.explain(chapter, screen, ctx);
                    }
                }
            }
            Act::Next => self.next(ctx),
            Act::RetryStart => self.retry(ctx, StageRun::restart),
            Act::RetryLast => self.retry(ctx, StageRun::back_to_last_move),
            Act::Play => {
                let kind = ctx.sitting.ruleset().kind();
                self.leave();
                ctx.open_game(kind);
            }
        }
        ctx.refresh();
    }

    /// Next: the explanation's next screen or its first stage; after a stage met, the next
    /// stage, or the next chapter's explanation.
    fn next(&mut self, ctx: &mut Context) {
        /// Where Next leads.
        enum To {
            Screen(&'static Chapter, usize),
            Stage(&'static Chapter, usize),
        }
        let to = match &self.on_board {
            OnBoard::Nothing => None,
            OnBoard::Explaining(explaining) if explaining.is_last() => {
                Some(To::Stage(explaining.chapter, 0))
            }
            OnBoard::Explaining(explaining) => {
                Some(To::Screen(explaining.chapter, explaining.screen + 1))
            }
            OnBoard::Playing(playing) if playing.met().is_none() => None,
            OnBoard::Playing(playing) if !playing.is_last_stage() => {
                Some(To::Stage(playing.chapter, playing.stage + 1))
            }
            OnBoard::Playing(playing) => self
                .next_chapter(playing.chapter)
                .map(|next| To::Screen(next, 0)),
        };
        match to {
            Some(To::Screen(chapter, screen)) => self.explain(chapter, screen, ctx),
            Some(To::Stage(chapter, stage)) => self.stage(chapter, stage, ctx),
            None => {}
        }
    }

    /// The chapter after `chapter` in its game, once it is open.
    fn next_chapter(&self, chapter: &Chapter) -> Option<&'static Chapter> {
        let list = chapters(chapter.game);
        let index = list.iter().position(|one| one.key == chapter.key)? + 1;
        (index < self.progress.open(chapter.game))
            .then(|| list.get(index))
            .flatten()
    }

    /// A new game, lesson or puzzle replaced the chapter's board: the chapter is left (a
    /// change the chapters made themselves is not).
    pub fn game_changed(&mut self) {
        if std::mem::take(&mut self.own_change) {
            return;
        }
        self.leave();
    }

    /// After every action: back on the menu, the chapter is left.
    pub fn after_action(&mut self, ctx: &Context) {
        if ctx.screen == Screen::Menu && self.active() {
            self.leave();
        }
    }

    fn leave(&mut self) {
        self.on_board = OnBoard::Nothing;
        self.defender.forget();
    }

    /// A position of the chapter's on the board, against Tux, as this feature's own change
    /// of game.
    fn put_on_board(&mut self, ruleset: Ruleset, position: AnyPosition, ctx: &mut Context) {
        let kind = ruleset.kind();
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
        self.own_change = true;
        self.defender.forget();
    }

    /// Screen `screen` of `chapter`'s explanation on the board, its moves to replay.
    fn explain(&mut self, chapter: &'static Chapter, screen: usize, ctx: &mut Context) {
        let Some(shown) = chapter.screens.get(screen) else {
            // A chapter without an explanation goes straight to its first stage.
            self.stage(chapter, 0, ctx);
            return;
        };
        let board = shown.board(chapter.game).and_then(|position| {
            let houses = shown.houses(chapter.game)?;
            Ok((position, houses))
        });
        let ruleset = Ruleset::new(chapter.game, u64::from(shown.seeds));
        let ((position, houses), ruleset) = match (board, ruleset) {
            (Ok(board), Ok(ruleset)) => (board, ruleset),
            (Err(error), _) => {
                // The chapters' tests rule this out; a broken screen is skipped, not shown.
                log::error!("chapter {} screen {screen}: {error}", chapter.key);
                return;
            }
            (_, Err(error)) => {
                log::error!("chapter {} screen {screen}: {error}", chapter.key);
                return;
            }
        };
        self.put_on_board(ruleset, position, ctx);
        self.on_board = OnBoard::Explaining(Explaining {
            chapter,
            screen,
            pending: houses.into(),
        });
        ctx.refresh();
    }

    /// Stage `stage` of `chapter` on the board, from its start, the child to move.
    fn stage(&mut self, chapter: &'static Chapter, stage: usize, ctx: &mut Context) {
        let Some(data) = chapter.stages.get(stage) else {
            return;
        };
        let (run, ruleset) = match (StageRun::new(data), data.ruleset()) {
            (Ok(run), Ok(ruleset)) => (run, ruleset),
            (Err(error), _) | (_, Err(error)) => {
                log::error!("chapter {} stage {stage}: {error}", chapter.key);
                return;
            }
        };
        let facing = Facing::for_solver(ruleset.layout(), run.solver());
        let Some(position) = facing.position(ruleset, run.position()) else {
            log::error!(
                "chapter {} stage {stage}: the board cannot be turned",
                chapter.key
            );
            return;
        };
        self.put_on_board(ruleset, position, ctx);
        self.on_board = OnBoard::Playing(Box::new(Playing {
            chapter,
            stage,
            run,
            facing,
            last: Last::Nothing,
            tux_ready: None,
            counted: false,
            cheered: false,
        }));
        ctx.refresh();
    }

    /// The stage again, from its start or from before the child's last move.
    fn retry(&mut self, ctx: &mut Context, back: fn(&mut StageRun)) {
        let OnBoard::Playing(playing) = &mut self.on_board else {
            return;
        };
        back(&mut playing.run);
        playing.last = Last::Nothing;
        playing.tux_ready = None;
        playing.counted = false;
        playing.cheered = false;
        self.defender.forget();
        let ruleset = ctx.sitting.ruleset();
        match playing.facing.position(ruleset, playing.run.position()) {
            Some(position) => ctx.sitting.load_position(position),
            None => log::error!(
                "chapter {}: the board cannot be turned",
                playing.chapter.key
            ),
        }
        ctx.board = Board::default();
        ctx.feedback.clear();
        ctx.refresh();
    }

    /// The child's house in a stage: judged by the chapters crate, played and replayed, and
    /// Tux asked for its defence. Nothing is played during the explanation.
    pub fn try_house(&mut self, house: usize, ctx: &mut Context) {
        let OnBoard::Playing(playing) = &mut self.on_board else {
            return;
        };
        if !playing.takes_moves() {
            if playing.tux_to_move() {
                ctx.feedback.refuse(house, Refusal::WaitForTux);
                ctx.refresh();
            }
            return;
        }
        if let Err(illegal) = playing.run.play(playing.facing.house(house)) {
            let refusal = Refusal::Illegal(illegal);
            playing.last = Last::Refused(refusal);
            ctx.feedback.refuse(house, refusal);
            ctx.refresh();
            return;
        }
        playing.last = Last::Nothing;
        let before = *ctx.sitting.game().position();
        match ctx.sitting.play_human(house) {
            Ok(report) => {
                ctx.feedback.move_played(&report);
                ctx.start_playback(&before, &report);
            }
            Err(refusal) => log::error!("the stage's move {house} is refused: {refusal:?}"),
        }
        self.after_move(ctx);
        ctx.refresh();
    }

    /// After a move of the stage: Tux asked for its answer, or the stars recorded here and
    /// reported to the classroom server, if one is named.
    fn after_move(&mut self, ctx: &mut Context) {
        let OnBoard::Playing(playing) = &mut self.on_board else {
            return;
        };
        if playing.tux_to_move() {
            self.defender.ask(&playing.run);
        }
        if let Some(stars) = playing.met() {
            if !playing.counted {
                playing.counted = true;
                let key = playing.chapter.key;
                self.progress.record(key, playing.stage, stars);
                let name = ctx.settings().player_name.clone();
                ctx.reports
                    .report_chapter(name.as_deref(), key, playing.stage, stars);
                self.save();
            }
        }
    }

    fn save(&self) {
        if let Some(store) = &self.store {
            if let Err(error) = store.save(&self.progress) {
                log::error!("could not save the chapters' stars: {error}");
            }
        }
    }

    /// One beat of the clock: the explanation's next move once the one before rests, Tux's
    /// answer once it is found and the child's move rests, the tune of a goal met; true when
    /// the window must show it.
    pub fn tick(&mut self, ctx: &mut Context) -> bool {
        let mut changed = false;
        if let OnBoard::Playing(playing) = &mut self.on_board {
            if let Some(found) = self.defender.poll() {
                let house = found.or_else(|| {
                    // Tux always has a defence while the goal is open; should the search
                    // find none, any legal move keeps the stage going.
                    log::error!("chapter {}: Tux found no defence", playing.chapter.key);
                    playing.run.position().legal_moves().iter().next()
                });
                playing.tux_ready = house;
            }
        }
        if ctx.board.is_replaying() {
            return changed;
        }
        match &mut self.on_board {
            OnBoard::Nothing => {}
            OnBoard::Explaining(explaining) => {
                if let Some(house) = explaining.pending.pop_front() {
                    let before = *ctx.sitting.game().position();
                    let played = if ctx.sitting.is_tux_turn() {
                        ctx.sitting.play_tux(house).ok_or(Refusal::NoGame)
                    } else {
                        ctx.sitting.play_human(house)
                    };
                    match played {
                        Ok(report) => {
                            ctx.feedback.move_played(&report);
                            ctx.start_playback(&before, &report);
                        }
                        Err(refusal) => {
                            log::error!(
                                "chapter {}: the screen's move {house} is refused: {refusal:?}",
                                explaining.chapter.key
                            );
                            explaining.pending.clear();
                        }
                    }
                    changed = true;
                }
            }
            OnBoard::Playing(playing) => {
                if let Some(house) = playing.tux_ready.take() {
                    if playing.run.play(house).is_ok() {
                        let shown = playing.facing.house(house);
                        let before = *ctx.sitting.game().position();
                        match ctx.sitting.play_tux(shown) {
                            Some(report) => {
                                ctx.feedback.move_played(&report);
                                ctx.start_playback(&before, &report);
                            }
                            None => log::error!("chapter's Tux cannot play {shown} on the board"),
                        }
                    } else {
                        log::error!(
                            "chapter {}: Tux's house {house} is refused",
                            playing.chapter.key
                        );
                    }
                    self.after_move(ctx);
                    return true;
                }
                if playing.met().is_some() && !playing.cheered {
                    playing.cheered = true;
                    ctx.sounds.play(Sound::Win);
                    changed = true;
                }
            }
        }
        changed
    }

    /// The chapter's words in place of the game's; `None` without one.
    pub fn words(&self, texts: &Texts) -> Option<LessonWords> {
        match &self.on_board {
            OnBoard::Nothing => None,
            OnBoard::Explaining(explaining) => Some(explaining.words(texts)),
            OnBoard::Playing(playing) => {
                let done = playing.is_last_stage() && self.progress.is_done(playing.chapter.key);
                Some(playing.words(texts, done))
            }
        }
    }

    /// Fills the chapters' global: the bars' state and the list of the chosen game.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let adapter = window.global::<ChaptersAdapter>();
        let texts = ctx.texts();
        let in_game = ctx.screen == Screen::Game;
        let explaining = match &self.on_board {
            OnBoard::Explaining(explaining) if in_game => Some(explaining),
            _ => None,
        };
        let playing = match &self.on_board {
            OnBoard::Playing(playing) if in_game => Some(&**playing),
            _ => None,
        };
        adapter.set_explaining(explaining.is_some());
        adapter.set_can_back(explaining.is_some_and(|explaining| explaining.screen > 0));
        adapter.set_next_label(
            texts
                .plain(if explaining.is_some_and(Explaining::is_last) {
                    "chapters-to-play"
                } else {
                    "chapters-next"
                })
                .into(),
        );
        adapter.set_in_stage(playing.is_some());
        let met = playing.and_then(Playing::met);
        adapter.set_met(met.is_some());
        adapter.set_stars(met.map_or(0, i32::from));
        adapter.set_missed(playing.is_some_and(Playing::missed));
        adapter.set_can_undo_last(playing.is_some_and(|playing| playing.run.moves_played() > 0));
        adapter.set_has_next(playing.is_some_and(|playing| {
            !playing.is_last_stage() || self.next_chapter(playing.chapter).is_some()
        }));
        let kind = self
            .list_game
            .unwrap_or_else(|| ctx.sitting.ruleset().kind());
        let game = game_texts(ctx, kind).game_title();
        adapter.set_list_title(
            texts
                .with("chapters-list-title", &[("game", Arg::Str(&game))])
                .into(),
        );
        sync_rows(&self.list, self.list_rows(&texts, kind));
    }

    /// The chapters of `kind`, for the list: numbered, titled, their stars, open or locked.
    fn list_rows(&self, texts: &Texts, kind: GameKind) -> Vec<ChapterChoice> {
        let open = self.progress.open(kind);
        chapters(kind)
            .iter()
            .enumerate()
            .map(|(index, chapter)| {
                let title = words::say(texts, chapter.title, &[]);
                let mut stars = self.progress.stars(chapter.key);
                stars.resize(chapter.stages.len(), 0);
                let earned: u32 = stars.iter().map(|&n| u32::from(n)).sum();
                let number = index + 1;
                let args = [
                    ("number", Arg::from(number)),
                    ("title", Arg::Str(&title)),
                    ("count", Arg::from(earned)),
                    ("total", Arg::from(3 * chapter.stages.len())),
                ];
                let is_open = index < open;
                ChapterChoice {
                    index: i32::try_from(index).unwrap_or(i32::MAX),
                    title: texts.with("chapters-item", &args).into(),
                    label: texts
                        .with(
                            if is_open {
                                "chapters-item-stars"
                            } else {
                                "chapters-item-locked"
                            },
                            &args,
                        )
                        .into(),
                    stars: ModelRc::from(Rc::new(VecModel::from(
                        stars.iter().map(|&n| i32::from(n)).collect::<Vec<_>>(),
                    ))),
                    open: is_open,
                }
            })
            .collect()
    }

    /// The chapters button's words under each game's card, and the stars earned there.
    pub fn show_menu(&self, ctx: &Context) {
        let (labels, stars): (Vec<SharedString>, Vec<SharedString>) = GameKind::ALL
            .into_iter()
            .map(|kind| {
                let texts = game_texts(ctx, kind);
                let total = self.progress.total_stars(kind);
                let title = texts.game_title();
                let label = texts.with(
                    "chapters-card",
                    &[("game", Arg::Str(&title)), ("count", Arg::from(total))],
                );
                let shown = if total > 0 {
                    total.to_string()
                } else {
                    String::new()
                };
                (label.into(), shown.into())
            })
            .unzip();
        sync_rows(&self.card_labels, labels);
        sync_rows(&self.card_stars, stars);
    }
}

/// The words of `kind`'s game, with the teacher's seeds, whatever is on the board.
fn game_texts(ctx: &Context, kind: GameKind) -> Texts<'_> {
    static TUX: Opponent = Opponent::Tux;
    Texts {
        localizer: &ctx.localizer,
        language: ctx.language,
        ruleset: ctx.settings().ruleset_for(kind),
        opponent: &TUX,
    }
}
