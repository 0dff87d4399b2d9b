//! The binding between the Slint window and the games: clicks in, board and words out.
//!
//! The controller only routes: the sitting keeps the game, [`TuxDriver`] Tux's side,
//! [`Feedback`] the message line, [`Playback`] the replay, and
//! [`game_view`](crate::activity::view::game_view) works out what the window shows.
//! Everything runs on the UI thread except Tux's thinking. A repeating timer drives the
//! replay, collects Tux's answers and starts Tux when it is its turn, so the same code runs
//! under a real event loop and under the headless tests' mocked clock.

mod board;
mod board_aids;
mod classmate;
mod lessons;
mod look_back;
mod pacing;
mod render;
mod reports;
mod tux_driver;

pub use render::{font_from_ui, preview_from_ui, speed_from_ui};

use std::rc::Rc;
use std::time::Duration;

use slint::{ComponentHandle, ModelRc, VecModel};

use crate::i18n::Localizer;
use crate::settings::{self, Mode, MovePreview, ReadingFont, ReplaySpeed};
use oware_rules::{AnyPosition, GameKind, GameStatus, IllegalMove, MoveReport, Rules, Ruleset};

use super::aids::Sounds;
use super::animation::Playback;
use super::events::Outbox;
use super::feedback::Feedback;
use super::sitting::{Opponent, Refusal, Sitting, TUX_SIDE};
use super::texts::Message;
use super::ui::{ActivityWindow, ClassroomAdapter, Dialogs, L10n, LanguageChoice, OwareAdapter};
use super::worker::{Thinking, ThinkingBudget};
use super::{ActivityEvent, GameResult};

use board::Board;
use render::Lists;
use tux_driver::{TuxDriver, TuxNews};

/// How often the controller's timer runs.
pub const TICK: Duration = Duration::from_millis(30);

/// Which screen the window shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The launcher's home menu: a card per game.
    Menu,
    Game,
}

pub struct Controller {
    window: slint::Weak<ActivityWindow>,
    localizer: Rc<Localizer>,
    language: &'static str,
    sitting: Sitting,
    screen: Screen,
    /// Standalone: the home button leads to the menu. Embedded: to the host.
    has_menu: bool,
    /// A game, a lesson or a look back, each with its own state.
    board: Board,
    tux: TuxDriver,
    feedback: Feedback,
    settings: settings::SettingsInForce,
    lists: Lists,
    /// A classmate at another computer: the dialog, and this child's seat in a room.
    room: classmate::RoomLink,
    /// Events wait here until the controller's borrow ends (see [`Outbox`]).
    outbox: Rc<Outbox>,
    finished_reported: bool,
    aids: board_aids::Aids,
    /// Where Tux thinks, and so where it looks back at a game.
    thinking: Thinking,
    lessons: lessons::LessonBook,
    /// The lessons and games reported to the classroom server, if there is one.
    reports: reports::ClassReports,
    /// The message line's announcements, spaced out so that a screen reader hears each.
    announcements: pacing::Pacer,
}

pub struct ControllerSetup {
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

impl Controller {
    pub fn new(
        window: &ActivityWindow,
        localizer: Rc<Localizer>,
        setup: ControllerSetup,
    ) -> Controller {
        let adapter = window.global::<OwareAdapter>();
        let lists = Lists::new(window);
        adapter.set_has_menu(setup.has_menu);
        if let Some(name) = &setup.settings.settings().player_name {
            window
                .global::<ClassroomAdapter>()
                .set_player_name(name.as_str().into());
        }
        // Each language is offered in its own name, so this list never changes.
        let languages: Vec<LanguageChoice> = localizer
            .language_names()
            .into_iter()
            .map(|(tag, name)| LanguageChoice {
                tag: tag.into(),
                name: name.into(),
            })
            .collect();
        adapter.set_languages(ModelRc::new(VecModel::from(languages)));
        let sitting = new_sitting(setup.settings.settings(), setup.game);
        let lessons = lessons::LessonBook::beside(setup.settings.store());
        let reports = reports::ClassReports::to(setup.settings.settings().server.as_deref());
        Controller {
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
            lists,
            room: classmate::RoomLink::default(),
            outbox: setup.outbox,
            finished_reported: false,
            aids: board_aids::Aids::new(setup.sounds),
            thinking: setup.thinking,
            lessons,
            reports,
            announcements: pacing::Pacer::default(),
        }
    }

    pub fn language(&self) -> &'static str {
        self.language
    }

    pub fn sitting(&self) -> &Sitting {
        &self.sitting
    }

    pub fn settings(&self) -> &settings::Settings {
        self.settings.settings()
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// Waits up to `within` for the reports to the classroom server to be sent or given up.
    pub fn settle_reports(&self, within: Duration) -> bool {
        self.reports.settle(within)
    }

    /// What became of the reports to the classroom server; `None` without one.
    pub fn report_tally(&self) -> Option<oware_server::ReportTally> {
        self.reports.tally()
    }

    fn emit(&mut self, event: ActivityEvent) {
        self.outbox.post(event);
    }

    // --- The home menu -----------------------------------------------------------------

    /// Opens a game from the menu, with the teacher's seeds and level for it.
    pub fn open_game(&mut self, kind: GameKind) {
        self.leave_room();
        self.sitting = new_sitting(self.settings.settings(), kind);
        self.screen = Screen::Game;
        self.after_game_change();
        self.refresh();
    }

    pub fn choose_seeds(&mut self, kind: GameKind, seeds: u8) {
        if Ruleset::new(kind, u64::from(seeds)).is_ok() {
            self.remember(|settings| settings.set_seeds(kind, seeds));
        }
        self.refresh();
    }

    pub fn choose_speed(&mut self, speed: ReplaySpeed) {
        self.remember(|settings| settings.replay_speed = speed);
        self.refresh();
    }

    pub fn choose_preview(&mut self, preview: MovePreview) {
        self.remember(|settings| settings.move_preview = preview);
        self.refresh();
    }

    /// The typeface of every word on screen (a language OpenDyslexic draws wrong keeps
    /// Andika: see `activity::fonts`).
    pub fn choose_font(&mut self, font: ReadingFont) {
        self.remember(|settings| settings.reading_font = font);
        self.refresh();
    }

    /// The window's size as it closed, for the next start.
    pub fn remember_window_size(&mut self, size: settings::WindowSize) {
        if self.settings.settings().window_size != Some(size) {
            self.remember(|settings| settings.window_size = Some(size));
        }
    }

    /// The menu's way out: the launcher closes.
    pub fn quit(&mut self) {
        self.tux.reset();
        self.emit(ActivityEvent::Home);
    }

    // --- Input -------------------------------------------------------------------------

    pub fn house_clicked(&mut self, house: usize) {
        // Behind a dialog the board offers no action, but a screen reader acts on the tree it
        // last received, which may be older than the dialog: the click is dropped here too.
        if self.dialog_open() || self.board.looking_back() {
            return;
        }
        if self.board.is_replaying() {
            // The first click only hurries the replay along.
            self.skip_animation();
            return;
        }
        // A refusal is shown on the board and in the message line.
        let _ = self.play_house(house);
    }

    fn dialog_open(&self) -> bool {
        self.window
            .upgrade()
            .is_some_and(|window| window.global::<Dialogs>().get_open())
    }

    /// Plays `house` for the person at the machine, or says why not.
    pub fn play_house(&mut self, house: usize) -> Result<(), Refusal> {
        if self.screen != Screen::Game {
            return Err(Refusal::NoGame);
        }
        match self.board {
            // A lesson judges the house itself and explains what it did.
            Board::InLesson { .. } => {
                self.lesson_try(house);
                return Ok(());
            }
            // The past of a finished game: nothing to play.
            Board::LookingBack(_) => return Err(Refusal::Illegal(IllegalMove::GameOver)),
            Board::Playing { .. } => {}
        }
        let before = *self.sitting.game().position();
        let played = if self.room.connection_lost() {
            Err(Refusal::ConnectionLost)
        } else {
            self.sitting.play_human(house)
        };
        match &played {
            Ok(report) => {
                self.tux.reset();
                self.feedback.move_played(report);
                self.start_playback(&before, report);
                self.tell_room(report.origin);
            }
            Err(refusal) => self.feedback.refuse(house, *refusal),
        }
        self.refresh();
        played.map(|_| ())
    }

    /// The replay only shows frames; without it the window shows the game as it stands,
    /// which is the move's final position.
    pub fn skip_animation(&mut self) {
        if let Some(replay) = self.board.take_replay() {
            self.move_at_rest(Some(&replay));
        }
        self.refresh();
    }

    pub fn hint(&mut self) {
        if !self.sitting.is_human_turn() || !matches!(self.board, Board::Playing { replay: None }) {
            return;
        }
        self.feedback.say(Message::HintThinking);
        self.tux.ask_hint(&self.sitting);
        self.refresh();
    }

    pub fn undo(&mut self) {
        if self.sitting.undo() {
            // Played to its end again, it is still the game the teacher was told of.
            let reported = self.reports.game_reported();
            self.after_game_change();
            self.reports.keep_game_reported(reported);
        } else {
            self.feedback.say(Message::UndoNothing);
        }
        self.refresh();
    }

    /// Continues from `position` with a fresh history: a lesson, a puzzle, a screenshot.
    /// A position of another game opens that game first.
    pub fn load_position(&mut self, position: AnyPosition) {
        let kind = position.kind();
        if kind != self.sitting.ruleset().kind() || self.screen != Screen::Game {
            self.sitting = new_sitting(self.settings.settings(), kind);
            self.screen = Screen::Game;
        }
        self.sitting.load_position(position);
        self.after_game_change();
        self.refresh();
    }

    pub fn restart(&mut self) {
        // A new game is one on this machine: the room is left.
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
    fn set_mode(&mut self, mode: Mode) {
        if self.sitting.set_mode(mode) {
            self.after_game_change();
            self.remember(|settings| settings.mode = mode);
        }
        self.refresh();
    }

    pub fn choose_language(&mut self, tag: &str) {
        let Ok(language) = crate::i18n::parse_language(tag) else {
            log::warn!("ignoring unknown language '{tag}'");
            return;
        };
        self.language = language;
        if let Some(window) = self.window.upgrade() {
            window.global::<L10n>().set_language(language.into());
        }
        self.remember(|settings| settings.language = Some(language.to_string()));
        self.refresh();
    }

    /// Standalone, back to the menu; embedded, the host takes over.
    pub fn home(&mut self) {
        self.leave_room();
        self.tux.reset();
        self.board = Board::default();
        self.announcements.clear();
        if self.has_menu {
            self.screen = Screen::Menu;
            self.refresh();
        } else {
            self.emit(ActivityEvent::Home);
        }
    }

    fn remember(&mut self, edit: impl FnOnce(&mut settings::Settings)) {
        if let Err(error) = self.settings.change(edit) {
            log::error!("could not save the settings: {error}");
        }
    }

    /// Whatever was in flight belongs to the old game.
    fn after_game_change(&mut self) {
        self.tux.reset();
        self.board = Board::default();
        self.feedback.clear();
        self.finished_reported = false;
        self.reports.new_game();
        self.aids.forget_offer();
    }

    fn start_playback(&mut self, before: &AnyPosition, report: &MoveReport) {
        let after = self.sitting.game().position();
        let speed = self.settings.settings().replay_speed;
        self.board
            .start_replay(Playback::new(before, report, after, speed));
    }

    // --- Time --------------------------------------------------------------------------

    /// One beat of the controller's clock.
    pub fn tick(&mut self, step: Duration) {
        if self.screen != Screen::Game {
            return;
        }
        let mut changed = self.aids.take_preview_due();
        if let Some(playback) = self.board.replay_mut() {
            let before = playback.frame().shown;
            if playback.advance(step) {
                changed = true;
                self.feedback.follow(playback.frame());
                if let Some(cue) = playback.cue_after(before) {
                    self.aids.sounds.play(cue);
                }
            }
            if playback.is_finished() {
                let rest = self.board.take_replay();
                changed = true;
                self.move_at_rest(rest.as_ref());
            }
        }
        changed |= self.feedback.advance(step);
        changed |= self.announcements.advance(step);
        changed |= self.advance_room();
        changed |= self.advance_look_back();
        // In a lesson Tux does not answer: the lesson is one move.
        let tux_news = match &self.board {
            Board::Playing { replay } => self.tux.advance(&self.sitting, step, replay.is_some()),
            Board::InLesson { .. } | Board::LookingBack(_) => TuxNews::Nothing,
        };
        match tux_news {
            TuxNews::Nothing => {}
            TuxNews::Thinking => changed = true,
            TuxNews::Hint(house) => {
                self.feedback.hint_found(house);
                changed = true;
            }
            TuxNews::Play(house) => changed |= self.play_tux(house),
        }
        if changed {
            self.render(pacing::Trigger::Clock);
        }
        self.report_finished_game();
    }

    fn play_tux(&mut self, house: usize) -> bool {
        let before = *self.sitting.game().position();
        let Some(report) = self.sitting.play_tux(house) else {
            return false;
        };
        debug_assert_eq!(report.mover, TUX_SIDE);
        self.feedback.move_played(&report);
        self.start_playback(&before, &report);
        true
    }

    fn report_finished_game(&mut self) {
        if self.finished_reported || self.board.is_replaying() {
            return;
        }
        if let GameStatus::Over(outcome) = self.sitting.game().status() {
            self.finished_reported = true;
            if self.board.in_lesson() {
                // A lesson's winning move is not a game played.
                return;
            }
            self.count_for_gentle_levels(&outcome);
            self.report_game(outcome);
            let result = GameResult {
                game: self.sitting.ruleset(),
                outcome,
                mode: self.sitting.opponent().mode(),
                level: self.sitting.level(),
            };
            self.emit(ActivityEvent::GameFinished(result));
        }
    }

    pub fn next_level(&mut self) {
        if self.sitting.can_go_up_a_level() {
            self.change_level(1);
        } else {
            self.restart();
        }
    }
}

/// A sitting at `kind`'s board with the teacher's seeds, mode and level for that game.
fn new_sitting(settings: &settings::Settings, kind: GameKind) -> Sitting {
    let ruleset = settings.ruleset_for(kind);
    let max_level = oware_tux::levels_of(kind);
    Sitting::new(
        Opponent::for_mode(settings.mode),
        settings.level_for(kind),
        max_level,
        ruleset,
    )
}
