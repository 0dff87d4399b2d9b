//! What every feature shares: the sitting at the board, what the board is doing, the message
//! line, the teacher's settings, Tux's side, the seat in a classroom room, the sounds and the
//! words. A feature's actions and its `show` receive the [`Context`]; no feature reaches into
//! another's state, and the verbs several features use (a new game, a level, leaving a room)
//! live here once.

mod board;
mod dialog;
pub mod pacing;
mod reports;
mod room;
mod tux_driver;

pub use board::Board;
pub use dialog::Dialog;
pub use room::{Attempt, RoomLink, RoomSeat};
pub use tux_driver::{TuxDriver, TuxNews};

use std::rc::Rc;
use std::time::Duration;

use slint::ComponentHandle;

use crate::activity::aids::{Ending, Sound, Sounds};
use crate::activity::animation::Playback;
use crate::activity::events::{ActivityEvent, Outbox};
use crate::activity::feedback::Feedback;
use crate::activity::sitting::{Opponent, Sitting};
use crate::activity::texts::Texts;
use crate::activity::ui::ActivityWindow;
use crate::activity::view::ending;
use crate::activity::worker::{Thinking, ThinkingBudget};
use crate::i18n::Localizer;
use crate::settings::{self, Mode};
use oware_rules::{AnyPosition, GameKind, GameStatus, MoveReport, Rules, Side};
use pacing::Pacer;
use reports::ClassReports;

/// Which screen the window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The launcher's home menu: a card per game.
    Menu,
    Game,
}

/// The shared table every feature acts on (see the module's documentation).
pub struct Context {
    pub window: slint::Weak<ActivityWindow>,
    pub localizer: Rc<Localizer>,
    pub language: &'static str,
    pub sitting: Sitting,
    pub screen: Screen,
    /// Standalone: the home button leads to the menu. Embedded: to the host.
    pub has_menu: bool,
    /// A game, a lesson or a look back, each with its own state.
    pub board: Board,
    pub tux: TuxDriver,
    pub feedback: Feedback,
    pub settings: settings::SettingsInForce,
    /// This child's seat in a classroom room, or one on its way.
    pub room: RoomLink,
    /// Where Tux thinks, and so where it looks back at a game.
    pub thinking: Thinking,
    /// The lessons and games reported to the classroom server, if there is one.
    pub reports: ClassReports,
    /// The message line's announcements, spaced out so that a screen reader hears each.
    pub announcements: Pacer,
    pub sounds: Sounds,
    /// The dialog that covers the board, as the window said.
    pub dialog: Dialog,
    /// Games left by Home in the middle, one a game kind at most: each comes back when the
    /// child opens the same game again in this run (see [`Context::park_game`]).
    parked: Vec<Sitting>,
    /// The side that began the last game left by Home, so that the next new game begins
    /// with the other one, as Play again does.
    last_starter: Option<Side>,
    /// Events wait here until the controller's borrow ends (see [`Outbox`]).
    outbox: Rc<Outbox>,
    /// Something changed that the window must show once the action is over.
    show_due: bool,
    /// A new game (or lesson) replaced the last one: features forget what belonged to it.
    game_changed: bool,
}

/// What the activity starts with.
pub struct ContextSetup {
    pub language: &'static str,
    pub outbox: Rc<Outbox>,
    pub game: GameKind,
    pub screen: Screen,
    pub has_menu: bool,
    pub budget: ThinkingBudget,
    pub thinking: Thinking,
    pub seed: u64,
    pub settings: settings::SettingsInForce,
    pub sounds: Sounds,
}

impl Context {
    pub fn new(window: &ActivityWindow, localizer: Rc<Localizer>, setup: ContextSetup) -> Context {
        let sitting = new_sitting(setup.settings.settings(), setup.game);
        let reports = ClassReports::to(
            setup.settings.settings().server.as_deref(),
            setup.settings.store().map(|store| store.path()),
        );
        Context {
            window: window.as_weak(),
            localizer,
            language: setup.language,
            sitting,
            screen: setup.screen,
            has_menu: setup.has_menu,
            board: Board::default(),
            tux: TuxDriver::new(setup.budget, setup.thinking, setup.seed),
            feedback: Feedback::default(),
            settings: setup.settings,
            room: RoomLink::default(),
            thinking: setup.thinking,
            reports,
            announcements: Pacer::default(),
            sounds: setup.sounds,
            dialog: Dialog::None,
            parked: Vec::new(),
            last_starter: None,
            outbox: setup.outbox,
            show_due: false,
            game_changed: false,
        }
    }

    /// The words for the game on the board, in the current language.
    pub fn texts(&self) -> Texts<'_> {
        Texts {
            localizer: &self.localizer,
            language: self.language,
            ruleset: self.sitting.ruleset(),
            opponent: self.sitting.opponent(),
        }
    }

    /// One text in the current language.
    pub fn text(&self, id: &str) -> String {
        self.localizer.text(self.language, id)
    }

    /// The window shows the new state once the action is over.
    pub fn refresh(&mut self) {
        self.show_due = true;
    }

    /// True once after [`refresh`](Context::refresh) was asked for.
    pub fn take_show_due(&mut self) -> bool {
        std::mem::take(&mut self.show_due)
    }

    /// True once after a new game replaced the last one.
    pub fn take_game_changed(&mut self) -> bool {
        std::mem::take(&mut self.game_changed)
    }

    pub fn emit(&self, event: ActivityEvent) {
        self.outbox.post(event);
    }

    pub fn settings(&self) -> &settings::Settings {
        self.settings.settings()
    }

    /// Changes the teacher's settings and saves them.
    pub fn remember(&mut self, edit: impl FnOnce(&mut settings::Settings)) {
        if let Err(error) = self.settings.change(edit) {
            log::error!("could not save the settings: {error}");
        }
    }

    /// A dialog covers the board. Behind a dialog the board offers no action, but a screen
    /// reader acts on the tree it last received, which may be older than the dialog.
    pub fn dialog_open(&self) -> bool {
        self.dialog != Dialog::None
    }

    /// Whatever was in flight belongs to the old game.
    pub fn after_game_change(&mut self) {
        self.tux.reset();
        self.board = Board::default();
        self.feedback.clear();
        self.reports.new_game();
        self.game_changed = true;
    }

    /// Opens `kind`'s game with the teacher's seeds and level for it: the game left there by
    /// Home if it is still the same game (seeds, opponent and level), or else a new one,
    /// begun by the other side than the last game left.
    pub fn open_game(&mut self, kind: GameKind) {
        self.leave_room();
        let mut fresh = new_sitting(self.settings(), kind);
        let same = self.parked.iter().position(|parked| {
            parked.ruleset() == fresh.ruleset()
                && parked.opponent() == fresh.opponent()
                && parked.level() == fresh.level()
        });
        let parked = same.map(|index| self.parked.remove(index));
        // A game of this kind left under other settings is not the game chosen now.
        self.parked.retain(|parked| parked.ruleset().kind() != kind);
        self.sitting = match parked {
            Some(parked) => parked,
            None => {
                if self.last_starter == Some(fresh.starting_side()) {
                    fresh.restart();
                }
                fresh
            }
        };
        self.screen = Screen::Game;
        self.after_game_change();
        self.refresh();
    }

    /// Home leaves the game on the board: a game under way waits for the child (see
    /// [`Context::open_game`]), and whoever began it, the next new game is the other side's.
    /// A lesson, a look back and a game with a classmate are not kept.
    pub fn park_game(&mut self) {
        if !matches!(self.board, Board::Playing { .. }) || self.sitting.classmate_game().is_some() {
            return;
        }
        self.last_starter = Some(self.sitting.starting_side());
        let game = self.sitting.game();
        if game.move_count() > 0 && !game.is_over() {
            let kind = self.sitting.ruleset().kind();
            self.parked.retain(|parked| parked.ruleset().kind() != kind);
            self.parked.push(self.sitting.clone());
        }
    }

    /// A new game of the same kind, on this machine: a room is left first (and that is all).
    pub fn restart(&mut self) {
        if self.leave_room() {
            self.refresh();
            return;
        }
        self.sitting.restart();
        self.after_game_change();
        self.refresh();
    }

    pub fn change_level(&mut self, delta: i32) {
        self.leave_room();
        let level = (i32::from(self.sitting.level()) + delta).clamp(1, 255) as u8;
        if self.sitting.set_level(level) {
            self.after_game_change();
            let kind = self.sitting.ruleset().kind();
            self.remember(|settings| settings.set_level(kind, level));
        }
        self.refresh();
    }

    /// Against Tux or two children here; a new mode starts a new game.
    pub fn set_mode(&mut self, mode: Mode) {
        if self.sitting.set_mode(mode) {
            self.after_game_change();
            self.remember(|settings| settings.mode = mode);
        }
        self.refresh();
    }

    /// Gives up the seat in a room, if there is one, and plays on this machine again.
    /// True when there was a room.
    pub fn leave_room(&mut self) -> bool {
        // A seat still on its way is left as soon as it comes.
        self.room.connecting = None;
        let Some(seat) = self.room.seat.take() else {
            return false;
        };
        seat.classroom.leave();
        if self.sitting.classmate_game().is_some() {
            self.sitting = new_sitting(self.settings(), self.sitting.ruleset().kind());
            self.after_game_change();
        }
        true
    }

    /// Sends this child's move to the room, in the protocol's Latin letter whatever the
    /// letters on screen.
    pub fn tell_room(&self, house: usize) {
        if let Some(seat) = &self.room.seat {
            let layout = self.sitting.game().position().layout();
            seat.classroom
                .play(oware_rules::house_letter(layout, house));
        }
    }

    /// The replay of the move just made, from `before`.
    pub fn start_playback(&mut self, before: &AnyPosition, report: &MoveReport) {
        let after = self.sitting.game().position();
        let speed = self.settings().replay_speed;
        self.board
            .start_replay(Playback::new(before, report, after, speed));
    }

    /// A move's end: the sentences held back for the replay (see `Feedback::told`), and its
    /// sound: the end of the game, a lesson solved, or another turn when the replay (ended
    /// here, `replay`) was skipped before the seed that earns it.
    pub fn move_at_rest(&mut self, replay: Option<&Playback>) {
        self.feedback.replay_over();
        if self.board.lesson_solved() {
            self.sounds.play(Sound::Win);
            return;
        }
        let game = self.sitting.game();
        let cue = match game.status() {
            GameStatus::Over(outcome) => Some(match ending(&self.sitting, &outcome) {
                Ending::Won => Sound::Win,
                Ending::Lost => Sound::Loss,
                Ending::Drawn => Sound::Draw,
            }),
            GameStatus::Ongoing => replay
                .filter(|replay| replay.another_turn_unheard())
                .map(|_| Sound::ExtraTurn),
        };
        if let Some(cue) = cue {
            self.sounds.play(cue);
        }
    }

    /// The replay only shows frames; without it the window shows the game as it stands,
    /// which is the move's final position.
    pub fn skip_animation(&mut self) {
        if let Some(replay) = self.board.take_replay() {
            self.move_at_rest(Some(&replay));
        }
        self.refresh();
    }

    /// One beat of the replay; true when the window must show a new frame.
    pub fn advance_replay(&mut self, step: Duration) -> bool {
        let mut changed = false;
        if let Some(playback) = self.board.replay_mut() {
            let before = playback.frame().shown;
            if playback.advance(step) {
                changed = true;
                self.feedback.follow(playback.frame());
                if let Some(cue) = playback.cue_after(before) {
                    self.sounds.play(cue);
                }
            }
            if playback.is_finished() {
                let rest = self.board.take_replay();
                changed = true;
                self.move_at_rest(rest.as_ref());
            }
        }
        changed
    }
}

/// A sitting at `kind`'s board with the teacher's seeds, mode and level for that game.
pub fn new_sitting(settings: &settings::Settings, kind: GameKind) -> Sitting {
    let ruleset = settings.ruleset_for(kind);
    let max_level = oware_tux::levels_of(kind);
    Sitting::new(
        Opponent::for_mode(settings.mode),
        settings.level_for(kind),
        max_level,
        ruleset,
    )
}

/// A count for a translated text's number.
pub fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
