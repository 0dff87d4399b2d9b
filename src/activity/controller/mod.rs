//! The binding between the Slint window and the game: clicks in, board and words out.
//!
//! Everything runs on the UI thread except Tux's thinking. A repeating timer drives the
//! replay of moves, collects Tux's answers and starts Tux when it is its turn, so the same
//! code runs under a real event loop and under the headless tests' mocked clock.

mod render;

use std::rc::Rc;
use std::time::Duration;

use slint::{ComponentHandle, ModelRc, VecModel};

use crate::i18n::Localizer;
use crate::rules::abapa::Position;
use crate::rules::{GameStatus, MoveReport};
use crate::settings::{self, Mode};

use super::animation::Playback;
use super::events::Outbox;
use super::session::Session;
use super::texts::Message;
use super::ui::{ActivityWindow, HouseView, L10n, LanguageChoice, OwareAdapter};
use super::worker::{Answer, Job, Thinking, ThinkingBudget, Worker};
use super::{ActivityEvent, GameResult};

/// How often the controller's timer runs.
pub const TICK: Duration = Duration::from_millis(30);
/// Tux shows its thinking face at least this long, so a child sees whose turn it is.
const MIN_THINKING: Duration = Duration::from_millis(600);
/// How long a refused house shakes.
const SHAKE_TIME: Duration = Duration::from_millis(500);

pub struct Controller {
    window: slint::Weak<ActivityWindow>,
    localizer: Rc<Localizer>,
    language: &'static str,
    session: Session,
    worker: Worker,
    playback: Option<Playback>,
    message: Message,
    refused: Option<(usize, Duration)>,
    hinted: Option<usize>,
    /// Tux's chosen move, waiting for the replay of the previous move to end.
    pending_tux: Option<(u64, usize)>,
    tux_waited: Duration,
    seed: u64,
    settings: settings::Session,
    north_model: Rc<VecModel<HouseView>>,
    south_model: Rc<VecModel<HouseView>>,
    /// Events wait here until the controller's borrow ends (see [`Outbox`]).
    outbox: Rc<Outbox>,
    finished_reported: bool,
}

pub struct ControllerSetup {
    pub language: &'static str,
    pub outbox: Rc<Outbox>,
    pub session: Session,
    pub budget: ThinkingBudget,
    pub thinking: Thinking,
    pub seed: u64,
    pub settings: settings::Session,
}

impl Controller {
    pub fn new(
        window: &ActivityWindow,
        localizer: Rc<Localizer>,
        setup: ControllerSetup,
    ) -> Controller {
        let north_model = Rc::new(VecModel::default());
        let south_model = Rc::new(VecModel::default());
        let adapter = window.global::<OwareAdapter>();
        adapter.set_north_row(ModelRc::from(north_model.clone()));
        adapter.set_south_row(ModelRc::from(south_model.clone()));
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
        Controller {
            window: window.as_weak(),
            localizer,
            language: setup.language,
            session: setup.session,
            worker: Worker::new(setup.budget, setup.thinking),
            playback: None,
            message: Message::None,
            refused: None,
            hinted: None,
            pending_tux: None,
            tux_waited: Duration::ZERO,
            seed: setup.seed,
            settings: setup.settings,
            north_model,
            south_model,
            outbox: setup.outbox,
            finished_reported: false,
        }
    }

    pub fn language(&self) -> &'static str {
        self.language
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    fn emit(&mut self, event: ActivityEvent) {
        self.outbox.post(event);
    }

    // --- Input -------------------------------------------------------------------------

    pub fn house_clicked(&mut self, house: usize) {
        if self.playback.is_some() {
            // The first click only hurries the replay along.
            self.skip_animation();
            return;
        }
        let before = *self.session.game().position();
        match self.session.play_human(house) {
            Ok(report) => {
                self.hinted = None;
                self.refused = None;
                self.worker.cancel();
                self.message = capture_message(&report);
                self.start_playback(&before, &report);
            }
            Err(refusal) => {
                self.refused = Some((house, SHAKE_TIME));
                self.message = Message::Refused(refusal);
            }
        }
        self.refresh();
    }

    /// The replay only shows frames; without it the window shows the game as it stands,
    /// which is the move's final position.
    pub fn skip_animation(&mut self) {
        self.playback = None;
        self.refresh();
    }

    pub fn hint(&mut self) {
        if !self.session.is_human_turn() || self.playback.is_some() {
            return;
        }
        self.message = Message::HintThinking;
        self.worker
            .start(self.session.generation(), self.session.game(), Job::Hint);
        self.refresh();
    }

    pub fn undo(&mut self) {
        if self.session.undo() {
            self.after_game_change();
        } else {
            self.message = Message::UndoNothing;
        }
        self.refresh();
    }

    pub fn load_position(&mut self, position: Position) {
        self.session.load_position(position);
        self.after_game_change();
        self.refresh();
    }

    pub fn restart(&mut self) {
        self.session.restart();
        self.after_game_change();
        self.refresh();
    }

    pub fn change_level(&mut self, delta: i32) {
        let level = (i32::from(self.session.level()) + delta).clamp(1, 255) as u8;
        if self.session.set_level(level) {
            self.after_game_change();
            self.remember(|settings| settings.set_level(crate::rules::GameKind::Oware, level));
        }
        self.refresh();
    }

    pub fn toggle_mode(&mut self) {
        let mode = match self.session.mode() {
            Mode::AgainstTux => Mode::TwoPlayers,
            Mode::TwoPlayers => Mode::AgainstTux,
        };
        if self.session.set_mode(mode) {
            self.after_game_change();
            self.remember(|settings| settings.mode = mode);
        }
        self.refresh();
    }

    pub fn choose_language(&mut self, tag: &str) {
        let Ok(language) = crate::i18n::parse_language(tag) else {
            eprintln!("oware: ignoring unknown language '{tag}'");
            return;
        };
        self.language = language;
        if let Some(window) = self.window.upgrade() {
            window.global::<L10n>().set_language(language.into());
        }
        self.remember(|settings| settings.language = Some(language.to_string()));
        self.refresh();
    }

    pub fn home(&mut self) {
        self.worker.cancel();
        self.emit(ActivityEvent::Home);
    }

    fn remember(&mut self, edit: impl FnOnce(&mut settings::Settings)) {
        if let Err(error) = self.settings.change(edit) {
            eprintln!("oware: could not save the settings: {error}");
        }
    }

    /// Whatever was in flight belongs to the old game.
    fn after_game_change(&mut self) {
        self.worker.cancel();
        self.playback = None;
        self.pending_tux = None;
        self.tux_waited = Duration::ZERO;
        self.hinted = None;
        self.refused = None;
        self.message = Message::None;
        self.finished_reported = false;
    }

    fn start_playback(&mut self, before: &Position, report: &MoveReport) {
        let after = *self.session.game().position();
        self.playback = Some(Playback::new(before, report, &after));
    }

    // --- Time --------------------------------------------------------------------------

    /// One beat of the controller's clock.
    pub fn tick(&mut self, step: Duration) {
        let mut changed = false;
        if let Some(playback) = self.playback.as_mut() {
            changed |= playback.advance(step);
            if playback.is_finished() {
                self.playback = None;
                changed = true;
            }
        }
        if let Some((house, left)) = self.refused {
            changed |= self.expire_refusal(house, left, step);
        }
        while let Some(answer) = self.worker.poll() {
            changed |= self.take_answer(answer);
        }
        if self.session.is_tux_turn() {
            changed |= self.drive_tux(step);
        }
        if changed {
            self.refresh();
        }
        self.report_finished_game();
    }

    fn expire_refusal(&mut self, house: usize, left: Duration, step: Duration) -> bool {
        if left > step {
            self.refused = Some((house, left - step));
            false
        } else {
            self.refused = None;
            true
        }
    }

    fn take_answer(&mut self, answer: Answer) -> bool {
        if answer.generation != self.session.generation() {
            return false;
        }
        match (answer.job, answer.house) {
            (Job::Move { .. }, Some(house)) => {
                self.pending_tux = Some((answer.generation, house));
                false
            }
            (Job::Hint, Some(house)) => {
                self.hinted = Some(house);
                self.message = Message::HintTry { house };
                true
            }
            (_, None) => false,
        }
    }

    fn drive_tux(&mut self, step: Duration) -> bool {
        if self.playback.is_some() {
            return false;
        }
        self.tux_waited += step;
        if let Some((generation, house)) = self.pending_tux {
            if self.tux_waited < MIN_THINKING {
                return false;
            }
            self.pending_tux = None;
            let before = *self.session.game().position();
            if let Some(report) = self.session.play_tux(generation, house) {
                self.tux_waited = Duration::ZERO;
                self.message = match capture_message(&report) {
                    Message::None => Message::TuxPlayed { house },
                    message => message,
                };
                self.start_playback(&before, &report);
                return true;
            }
            return false;
        }
        let thinking = self
            .worker
            .is_busy_with(|job| matches!(job, Job::Move { .. }));
        if !thinking {
            self.seed = self
                .seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let job = Job::Move {
                level: self.session.level(),
                seed: self.seed,
            };
            self.worker
                .start(self.session.generation(), self.session.game(), job);
            return true;
        }
        false
    }

    fn report_finished_game(&mut self) {
        if self.finished_reported || self.playback.is_some() {
            return;
        }
        if let GameStatus::Over(outcome) = self.session.game().status() {
            self.finished_reported = true;
            let result = GameResult {
                outcome,
                mode: self.session.mode(),
                level: self.session.level(),
            };
            self.emit(ActivityEvent::GameFinished(result));
        }
    }

    pub fn next_level(&mut self) {
        if self.session.can_go_up_a_level() {
            self.change_level(1);
        } else {
            self.restart();
        }
    }
}

fn capture_message(report: &MoveReport) -> Message {
    if report.grand_slam_forfeited() {
        Message::GrandSlam
    } else if report.captured_seeds > 0 {
        Message::Captured {
            side: report.mover,
            seeds: report.captured_seeds,
        }
    } else {
        Message::None
    }
}
