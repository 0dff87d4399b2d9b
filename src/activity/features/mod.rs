//! The activity by feature. Each feature owns its state, wires its own Slint global's
//! callbacks in `connect` (each callback becomes one of its own actions) and fills its own
//! global in `show`; what they all share is the [`Context`]. This file is the one registry:
//! a new feature adds a folder and its lines here, and the controller only routes.
//!
//! | feature | its global | what it owns |
//! |---|---|---|
//! | [`game`] | `OwareAdapter` (the board) | the rows of houses |
//! | [`lessons`] | `LessonsAdapter` | the lessons done, the lesson list |
//! | [`look_back`] | `LookBackAdapter` | (its state rides on the board) |
//! | [`classroom`] | `ClassroomAdapter` | the "who plays" dialog, the rooms nearby |
//! | [`end`] | `EndAdapter` | losses in a row, the offer of an easier level |
//! | [`board_aids`] | `OwareAdapter` (preview) | the house looked at |
//! | [`settings`] | `SettingsAdapter`, `NoticeAdapter` | the notices for the teacher |
//! | [`help`] | `OwareAdapter` (help) | – |
//! | [`menu`] | `MenuAdapter` | the game cards |
//! | [`puzzles`] | `PuzzlesAdapter` | the puzzle record, the puzzle or drill on the board |
//! | [`signin`] | `SigninAdapter` | the child signed in (`child-token` beside the settings), "Who are you?" |
//! | [`chapters`] | `ChaptersAdapter` | the stars earned, the chapter's screen or stage on the board |

pub mod board_aids;
pub mod chapters;
pub mod classroom;
pub mod context;
pub mod end;
pub mod game;
pub mod help;
pub mod lessons;
pub mod look_back;
pub mod menu;
pub mod puzzles;
pub mod settings;
pub mod signin;
mod to_window;
pub mod wire;

use std::time::Duration;

use slint::ComponentHandle;

use crate::activity::sitting::Refusal;
use crate::activity::ui::ActivityWindow;
use crate::i18n::Localizer;
use context::pacing::Trigger;
use context::{Context, Screen};
use wire::Wire;

/// An action of one feature, as its global's callback asked for it.
#[derive(Clone, Debug)]
pub enum Action {
    Game(game::Act),
    Lessons(lessons::Act),
    LookBack(look_back::Act),
    Classroom(classroom::Act),
    End(end::Act),
    BoardAids(board_aids::Act),
    Settings(settings::Act),
    Menu(menu::Act),
    Puzzles(puzzles::Act),
    Chapters(chapters::Act),
    Signin(signin::Act),
    /// The window's dialog on top changed.
    Dialog(context::Dialog),
}

/// Every feature of the activity.
pub struct Features {
    game: game::GameFeature,
    lessons: lessons::Lessons,
    look_back: look_back::LookBackFeature,
    classroom: classroom::ClassroomFeature,
    end: end::End,
    board_aids: board_aids::BoardAids,
    settings: settings::SettingsFeature,
    help: help::Help,
    menu: menu::Menu,
    puzzles: puzzles::Puzzles,
    chapters: chapters::Chapters,
    signin: signin::SigninFeature,
}

impl Features {
    /// Every feature, its lists handed to the window once.
    pub fn new(window: &ActivityWindow, localizer: &Localizer, ctx: &Context) -> Features {
        let lessons = lessons::Lessons::new(window, ctx.settings.store());
        let settings = settings::SettingsFeature::new(window, localizer, ctx, lessons.warning());
        Features {
            game: game::GameFeature::new(window, ctx.has_menu),
            lessons,
            look_back: look_back::LookBackFeature,
            classroom: classroom::ClassroomFeature::new(
                window,
                ctx.settings().player_name.as_deref(),
            ),
            end: end::End::new(),
            board_aids: board_aids::BoardAids::default(),
            settings,
            help: help::Help,
            menu: menu::Menu::new(window),
            puzzles: puzzles::Puzzles::new(window, ctx.settings.store(), ctx.tux.seed()),
            chapters: chapters::Chapters::new(window, ctx.settings.store(), ctx.thinking),
            signin: signin::SigninFeature::new(window, ctx),
        }
    }

    /// Wires every feature's callbacks to `wire`.
    pub fn connect(window: &ActivityWindow, wire: &Wire<Action>) {
        game::GameFeature::connect(window, &wire.map(Action::Game));
        lessons::Lessons::connect(window, &wire.map(Action::Lessons));
        look_back::LookBackFeature::connect(window, &wire.map(Action::LookBack));
        classroom::ClassroomFeature::connect(window, &wire.map(Action::Classroom));
        end::End::connect(window, &wire.map(Action::End));
        board_aids::BoardAids::connect(window, &wire.map(Action::BoardAids));
        settings::SettingsFeature::connect(window, &wire.map(Action::Settings));
        menu::Menu::connect(window, &wire.map(Action::Menu));
        puzzles::Puzzles::connect(window, &wire.map(Action::Puzzles));
        chapters::Chapters::connect(window, &wire.map(Action::Chapters));
        signin::SigninFeature::connect(window, &wire.map(Action::Signin));
        let dialogs = wire.clone();
        window
            .global::<crate::activity::ui::Dialogs>()
            .on_shown(move |open| dialogs.send(Action::Dialog(context::Dialog::from_ui(open))));
    }

    /// Hands `action` to its feature.
    pub fn act(&mut self, action: Action, ctx: &mut Context) {
        match action {
            Action::Game(game::Act::HouseClicked(house)) => {
                if game::takes_click(ctx) {
                    // A refusal is shown on the board and in the message line.
                    let _ = self.play_house(house, ctx);
                }
            }
            Action::Game(act) => self.game.act(act, ctx),
            Action::Lessons(act) => self.lessons.act(act, ctx),
            Action::LookBack(act) => self.look_back.act(act, ctx),
            Action::Classroom(act) => self.classroom.act(act, ctx),
            Action::End(act) => self.end.act(act, ctx),
            Action::BoardAids(act) => self.board_aids.act(act, ctx),
            Action::Settings(act) => self.settings.act(act, ctx),
            Action::Menu(act) => self.menu.act(act, ctx),
            Action::Puzzles(act) => self.puzzles.act(act, ctx),
            Action::Chapters(act) => self.chapters.act(act, ctx),
            Action::Signin(act) => self.signin.act(act, ctx),
            Action::Dialog(dialog) => ctx.dialog = dialog,
        }
        self.after_game_change(ctx);
        self.puzzles.after_action(ctx);
        self.chapters.after_action(ctx);
    }

    /// Plays `house` for the person at the machine, or says why not; a lesson judges the
    /// house itself and explains what it did.
    pub fn play_house(&mut self, house: usize, ctx: &mut Context) -> Result<(), Refusal> {
        if ctx.screen != Screen::Game {
            return Err(Refusal::NoGame);
        }
        if ctx.board.in_lesson() {
            self.lessons.try_house(house, ctx);
            return Ok(());
        }
        if self.puzzles.active() {
            self.puzzles.try_house(house, ctx);
            return Ok(());
        }
        if self.chapters.active() {
            self.chapters.try_house(house, ctx);
            return Ok(());
        }
        self.game.play_house(house, ctx)
    }

    pub fn game(&mut self) -> &mut game::GameFeature {
        &mut self.game
    }

    /// A new game replaced the last one: each feature forgets what belonged to it.
    pub fn after_game_change(&mut self, ctx: &mut Context) {
        if ctx.take_game_changed() {
            self.end.new_game();
            self.game.game_changed();
            self.puzzles.game_changed(ctx);
            self.chapters.game_changed();
        }
    }

    /// One beat of the clock on every screen (the menu's too): the class's answers to
    /// "Who are you?"; true when the window must show it.
    pub fn tick_anywhere(&mut self, step: Duration) -> bool {
        self.signin.tick(step)
    }

    /// The child signed in on this computer, if any.
    pub fn child_signed_in(&self) -> Option<&str> {
        self.signin.child()
    }

    /// One beat of the clock on the game screen; true when the window must show it.
    pub fn tick(&mut self, ctx: &mut Context, step: Duration) -> bool {
        let mut changed = self.board_aids.tick();
        changed |= ctx.advance_replay(step);
        changed |= ctx.feedback.advance(step);
        changed |= ctx.announcements.advance(step);
        changed |= self.classroom.tick(ctx);
        self.after_game_change(ctx);
        changed |= self.look_back.tick(ctx);
        self.puzzles.after_action(ctx);
        self.chapters.after_action(ctx);
        // During a puzzle Tux plays the line's replies, not moves of its own; during a
        // chapter, the explanation's moves and its defence against the stage's goal.
        if self.puzzles.holds_tux() {
            changed |= self.puzzles.tick(ctx);
        } else if self.chapters.holds_tux() {
            changed |= self.chapters.tick(ctx);
        } else {
            changed |= self.game.tick(ctx, step);
        }
        changed
    }

    /// After the beat has been shown: the end of a game, once its last move rests.
    pub fn after_tick(&mut self, ctx: &mut Context) {
        // A puzzle's line or a chapter's stage may end the game; that is not a game played.
        if !self.puzzles.active() && !self.chapters.active() {
            self.end.tick(ctx);
        }
    }

    /// Fills every feature's global; `trigger` says when the announcement may be said.
    pub fn show(&self, window: &ActivityWindow, ctx: &mut Context, trigger: Trigger) {
        self.settings.show(window, ctx);
        self.classroom.show(window, ctx);
        self.signin.show(window, ctx);
        match ctx.screen {
            Screen::Menu => {
                self.menu.show(window, ctx, self.lessons.progress());
                self.puzzles.show_menu(ctx);
                self.puzzles.show(window, ctx);
                self.chapters.show_menu(ctx);
                self.chapters.show(window, ctx);
            }
            Screen::Game => {
                let modes = {
                    let texts = ctx.texts();
                    // A puzzle's or a drill's words stand where a lesson's do; the preview
                    // would give its answer away.
                    let puzzle = self
                        .puzzles
                        .words(ctx, &texts)
                        .or_else(|| self.chapters.words(&texts));
                    let held = puzzle.is_some();
                    game::Modes {
                        lesson: lessons::lesson_words(&ctx.board, &texts).or(puzzle),
                        look_back: look_back::scene(&ctx.board, &ctx.sitting, &texts),
                        preview: self.board_aids.preview(ctx).filter(|_| !held),
                        describe_moves: board_aids::previews_shown(ctx) && !held,
                    }
                };
                let view = game::view(ctx, &modes);
                self.game.show(window, ctx, &view, trigger);
                self.lessons.show(window, ctx, modes.lesson.as_ref());
                self.puzzles.show(window, ctx);
                self.chapters.show(window, ctx);
                self.look_back.show(window, ctx);
                self.help.show(window, &view);
                self.end.show(window, ctx, &view);
            }
        }
    }
}
