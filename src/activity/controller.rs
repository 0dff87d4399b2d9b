//! The binding between the Slint window and the game: clicks in, board and words out.
//!
//! Everything runs on the UI thread except Tux's thinking. A repeating timer drives the
//! replay of moves, collects Tux's answers and starts Tux when it is its turn, so the same
//! code runs under a real event loop and under the headless tests' mocked clock.

use std::rc::Rc;
use std::time::Duration;

use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};

use crate::i18n::Localizer;
use crate::rules::{GameStatus, MoveReport, Position, Side};
use crate::settings::{self, Mode};

use super::animation::Playback;
use super::session::Session;
use super::texts::{Message, MessageKind, Texts};
use super::ui::{ActivityWindow, HouseView, L10n, LanguageChoice, OwareAdapter};
use super::view::{rows, BoardInputs, HouseState};
use super::worker::{Answer, Job, ThinkingBudget, Worker};
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
    teacher_lock: bool,
    settings: settings::Session,
    north_model: Rc<VecModel<HouseView>>,
    south_model: Rc<VecModel<HouseView>>,
    listener: Option<Box<dyn FnMut(ActivityEvent)>>,
    finished_reported: bool,
}

pub struct ControllerSetup {
    pub language: &'static str,
    pub session: Session,
    pub budget: ThinkingBudget,
    pub seed: u64,
    pub teacher_lock: bool,
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
        Controller {
            window: window.as_weak(),
            localizer,
            language: setup.language,
            session: setup.session,
            worker: Worker::new(setup.budget),
            playback: None,
            message: Message::None,
            refused: None,
            hinted: None,
            pending_tux: None,
            tux_waited: Duration::ZERO,
            seed: setup.seed,
            teacher_lock: setup.teacher_lock,
            settings: setup.settings,
            north_model,
            south_model,
            listener: None,
            finished_reported: false,
        }
    }

    pub fn set_listener(&mut self, listener: Box<dyn FnMut(ActivityEvent)>) {
        self.listener = Some(listener);
    }

    pub fn language(&self) -> &'static str {
        self.language
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    fn emit(&mut self, event: ActivityEvent) {
        if let Some(listener) = self.listener.as_mut() {
            listener(event);
        }
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

    pub fn skip_animation(&mut self) {
        if let Some(playback) = self.playback.as_mut() {
            playback.skip();
        }
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
            self.remember(|settings| settings.level = level);
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

    // --- Output ------------------------------------------------------------------------

    /// Writes the whole state into the window's properties.
    pub fn refresh(&mut self) {
        let Some(window) = self.window.upgrade() else {
            return;
        };
        let texts = Texts {
            localizer: &self.localizer,
            language: self.language,
            mode: self.session.mode(),
            variant: self.session.variant(),
        };
        let game = self.session.game();
        let position = game.position();
        let animating = self.playback.is_some();
        let human_turn = self.session.is_human_turn() && !animating;
        let clickable = if human_turn {
            game.legal_moves()
        } else {
            crate::rules::MoveSet::EMPTY
        };
        let must_feed = human_turn && game.must_feed();
        let frame = self.playback.as_ref().map(Playback::frame);
        let houses = frame.map_or(position.houses(), |frame| frame.houses.as_slice());
        let stores = frame.map_or(
            [
                position.captured(Side::South),
                position.captured(Side::North),
            ],
            |frame| frame.stores,
        );
        let (north, south) = rows(&BoardInputs {
            variant: self.session.variant(),
            houses,
            clickable,
            must_feed,
            last_origin: game.last_move().map(|report| report.origin),
            frame,
            hinted: self.hinted,
            refused: self.refused.map(|(house, _)| house),
        });
        sync_model(&self.north_model, &north, &texts);
        sync_model(&self.south_model, &south, &texts);

        let adapter = window.global::<OwareAdapter>();
        adapter.set_north_store(i32::from(stores[1]));
        adapter.set_south_store(i32::from(stores[0]));
        adapter.set_north_name(texts.player_name(Side::North).into());
        adapter.set_south_name(texts.player_name(Side::South).into());
        adapter.set_north_store_label(texts.store_label(Side::North, stores[1]).into());
        adapter.set_south_store_label(texts.store_label(Side::South, stores[0]).into());
        adapter.set_north_to_move(game.to_move() == Side::North);
        adapter.set_against_tux(self.session.mode() == Mode::AgainstTux);
        adapter.set_tux_thinking(self.session.is_tux_turn() && !animating);
        adapter.set_level_line(
            texts
                .level_line(self.session.level(), self.session.max_level())
                .into(),
        );
        adapter.set_turn_line(texts.turn_line(game.to_move()).into());
        adapter.set_animating(animating);
        adapter.set_can_undo(self.session.can_undo());
        adapter.set_can_level_down(self.session.level() > 1);
        adapter.set_can_level_up(self.session.level() < self.session.max_level());
        adapter.set_teacher_lock(self.teacher_lock);

        let (message, kind) = match self.message {
            Message::Refused(_) => (texts.message(self.message), MessageKind::Refusal),
            _ if must_feed => (texts.plain("feed-explain"), MessageKind::Feeding),
            message => (texts.message(message), MessageKind::Information),
        };
        adapter.set_message(message.into());
        adapter.set_message_kind(kind as i32);

        let over = match game.status() {
            GameStatus::Over(outcome) if !animating => Some(outcome),
            _ => None,
        };
        adapter.set_game_over(over.is_some());
        if let Some(outcome) = over {
            let (title, score, reason) = texts.end_of_game(&outcome);
            adapter.set_end_title(title.into());
            adapter.set_end_score(score.into());
            adapter.set_end_reason(reason.into());
            adapter.set_end_mood(match outcome.winner {
                None => 0,
                Some(side)
                    if self.session.mode() == Mode::AgainstTux
                        && side == super::session::TUX_SIDE =>
                {
                    -1
                }
                Some(_) => 1,
            });
            adapter.set_can_next_level(self.session.can_go_up_a_level());
        }

        let languages: Vec<LanguageChoice> = self
            .localizer
            .language_names()
            .into_iter()
            .map(|(tag, name)| LanguageChoice {
                tag: tag.into(),
                name: name.into(),
            })
            .collect();
        adapter.set_languages(ModelRc::new(VecModel::from(languages)));
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
    if report.grand_slam_forfeited {
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

/// Updates only the rows that changed, so the houses keep their running animations.
fn sync_model(model: &VecModel<HouseView>, states: &[HouseState], texts: &Texts) {
    let views: Vec<HouseView> = states
        .iter()
        .map(|state| HouseView {
            index: state.index as i32,
            letter: SharedString::from(
                crate::rules::house_letter(texts.variant, state.index).to_string(),
            ),
            seeds: i32::from(state.seeds),
            playable: state.playable,
            feeding: state.feeding,
            last_origin: state.last_origin,
            sown: state.sown,
            captured: state.captured,
            hinted: state.hinted,
            refused: state.refused,
            label: texts
                .house_label(state.index, state.seeds, state.playable, state.feeding)
                .into(),
        })
        .collect();
    if model.row_count() != views.len() {
        model.set_vec(views);
        return;
    }
    for (row, view) in views.into_iter().enumerate() {
        if model.row_data(row).as_ref() != Some(&view) {
            model.set_row_data(row, view);
        }
    }
}
