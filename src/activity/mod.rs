//! The activity a host suite embeds: one sowing game's window (or, for the standalone
//! launcher, a home menu of every game), its controller and its metadata.
//!
//! ```no_run
//! use oware::activity::{Activity, ActivityEvent, ActivityOptions};
//!
//! let activity = Activity::new(ActivityOptions::default())?;
//! activity.on_event(|event| {
//!     if let ActivityEvent::GameFinished(result) = event {
//!         println!("winner: {:?}", result.outcome.winner);
//!     }
//! });
//! activity.run()?;
//! # Ok::<(), oware::activity::ActivityError>(())
//! ```

pub mod aids;
mod animation;
mod classroom;
mod controller;
mod events;
mod facing;
mod features;
mod feedback;
pub mod fonts;
mod game_words;
pub mod help;
mod metadata;
#[cfg(target_os = "linux")]
mod screen_reader_keys;
mod sitting;
mod texts;
pub mod ui;
mod view;
mod window_fit;
mod worker;

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use slint::ComponentHandle;

use crate::i18n::{self, Localizer, UnknownLanguage};
use crate::settings::{self, Settings, SettingsStore};
use oware_rules::{AnyPosition, GameKind};

use aids::{Sound, Sounds};
use controller::{Controller, TICK};
use events::Outbox;
pub use events::{ActivityEvent, GameResult};
use features::context::{ContextSetup, Screen};
/// The child's session kept beside the settings, for a program that signs a child in.
pub use features::signin::token as child_session;
pub use metadata::{metadata, ActivityMetadata};
pub use sitting::{Opponent, Refusal, Sitting, TUX_SIDE};
pub use ui::{ActivityWindow, L10n, OwareAdapter};
pub use worker::{Thinking, ThinkingBudget};

/// How to start the activity.
#[derive(Clone, Debug, Default)]
pub struct ActivityOptions {
    /// The game to play, with the seeds per house the settings give for it. `None` opens
    /// the home menu when there is one, and Oware otherwise.
    pub game: Option<GameKind>,
    /// The standalone launcher's home menu: a card per game. Home in a game comes back to
    /// it. Without it (a host suite embedding one game), Home goes to the host.
    pub home_menu: bool,
    /// A language tag such as `fr` or `hr-HR`; `None` uses the settings, then the system.
    pub language: Option<String>,
    /// The teacher's choices; the activity starts from these.
    pub settings: Settings,
    /// Where changes are saved; `None` keeps them for this run only.
    pub store: Option<SettingsStore>,
    /// How long Tux and the hint may think; the default suits a child.
    pub budget: Option<ThinkingBudget>,
    /// Where Tux and the hint think; tests choose [`Thinking::InPlace`].
    pub thinking: Thinking,
    /// Seeds Tux's choices; `None` picks a fresh one so games differ.
    pub seed: Option<u64>,
    /// The window fills the screen, whatever size it had (`--fullscreen`).
    pub fullscreen: bool,
    /// Plays the sounds on the system's audio device, as the launcher does. Without it the
    /// activity only keeps track of what it would have played ([`Activity::sounds_heard`]):
    /// for tests, and for hosts with audio of their own.
    pub audio: bool,
    /// For the tests of a machine without sound: with [`audio`](Self::audio), the output
    /// fails to open with this reason, as it does where there is no sound card, instead of
    /// the system's being asked for. No host needs it.
    #[doc(hidden)]
    pub audio_fails: Option<String>,
}

/// Why the activity could not start or show its window.
#[derive(Debug)]
pub enum ActivityError {
    /// The language asked for is not one the activity speaks.
    UnknownLanguage(UnknownLanguage),
    /// The window system refused the window.
    Platform(slint::PlatformError),
    /// The settings could not be saved or read; the message says which file and why.
    Settings(String),
}

impl fmt::Display for ActivityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActivityError::UnknownLanguage(error) => write!(f, "{error}"),
            ActivityError::Platform(error) => write!(f, "cannot open the window: {error}"),
            ActivityError::Settings(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ActivityError {}

impl From<slint::PlatformError> for ActivityError {
    fn from(error: slint::PlatformError) -> Self {
        ActivityError::Platform(error)
    }
}

/// A running activity: the window plus everything behind it.
pub struct Activity {
    window: ActivityWindow,
    /// `--fullscreen`: the window fills the screen whatever size it had.
    fullscreen: bool,
    controller: Rc<RefCell<Controller>>,
    outbox: Rc<Outbox>,
    _timer: slint::Timer,
}

impl Activity {
    /// Opens the window (not yet shown) in the language and on the screen `options` ask for,
    /// and starts the clock that replays moves and lets Tux play.
    pub fn new(options: ActivityOptions) -> Result<Activity, ActivityError> {
        let language = resolve_language(&options)?;
        let settings = options.settings.clone();
        let screen = match options.game {
            None if options.home_menu => Screen::Menu,
            _ => Screen::Game,
        };
        let localizer = Rc::new(Localizer::new());
        let window = ActivityWindow::new()?;
        window.global::<L10n>().set_language(language.into());
        {
            let localizer = Rc::clone(&localizer);
            window
                .global::<L10n>()
                .on_translate(move |lang, id| localizer.text(&lang, &id).into());
        }
        let outbox = Rc::new(Outbox::default());
        let setup = ContextSetup {
            language,
            outbox: Rc::clone(&outbox),
            game: options.game.unwrap_or(GameKind::Oware),
            screen,
            has_menu: options.home_menu,
            budget: options.budget.unwrap_or_default(),
            thinking: options.thinking,
            seed: options.seed.unwrap_or_else(rand::random),
            sounds: match (options.audio, options.audio_fails.clone()) {
                (true, None) => Sounds::open(!settings.sound),
                (true, Some(reason)) => Sounds::open_with(!settings.sound, || Err(reason)),
                (false, _) => Sounds::without_device(!settings.sound),
            },
            settings: settings::SettingsInForce::new(options.store.clone(), settings),
        };
        let controller = Rc::new(RefCell::new(Controller::new(&window, localizer, setup)));
        Controller::connect(&window, &controller, &outbox);
        controller.borrow_mut().refresh();
        if options.fullscreen {
            window.window().set_fullscreen(true);
        }
        let timer = slint::Timer::default();
        {
            let controller = Rc::downgrade(&controller);
            let outbox = Rc::clone(&outbox);
            timer.start(slint::TimerMode::Repeated, TICK, move || {
                if let Some(controller) = controller.upgrade() {
                    controller.borrow_mut().tick(TICK);
                    outbox.deliver();
                }
            });
        }
        Ok(Activity {
            window,
            fullscreen: options.fullscreen,
            controller,
            outbox,
            _timer: timer,
        })
    }

    /// The Slint window, for hosts that place it themselves and for tests.
    pub fn window(&self) -> &ActivityWindow {
        &self.window
    }

    /// Receives the activity's events on the UI thread, after the activity has finished
    /// handling the input that caused them: the listener may call back into the activity.
    pub fn on_event(&self, listener: impl FnMut(ActivityEvent) + 'static) {
        self.outbox.set_listener(Box::new(listener));
    }

    /// The language in use, such as `fi`.
    pub fn language(&self) -> &'static str {
        self.controller.borrow().language()
    }

    /// A copy of the sitting at the board, for hosts and tests that want the exact state.
    pub fn sitting(&self) -> Sitting {
        self.controller.borrow().sitting().clone()
    }

    /// Shows the window as it is, without running the event loop: for hosts with a loop of
    /// their own, and for tests.
    pub fn show(&self) -> Result<(), ActivityError> {
        Ok(self.window.show()?)
    }

    /// Shows the window, fitted to the screen, and runs the event loop until it closes; its
    /// size is remembered for the next time.
    pub fn run(&self) -> Result<(), ActivityError> {
        let wanted = self
            .controller
            .borrow()
            .settings()
            .window_size
            .unwrap_or(window_fit::USUAL_SIZE);
        if !self.fullscreen {
            self.window.window().set_size(slint::LogicalSize::new(
                wanted.width as f32,
                wanted.height as f32,
            ));
        }
        self.window.show()?;
        #[cfg(target_os = "linux")]
        screen_reader_keys::pass_keys_on(self.window.window());
        window_fit::fit_to_screen(&self.window, wanted, self.fullscreen);
        slint::run_event_loop()?;
        if let Some(size) = window_fit::size_to_remember(&self.window) {
            self.controller.borrow_mut().remember_window_size(size);
        }
        Ok(self.window.hide()?)
    }

    /// Plays `house` for the person at the machine, exactly as a click on it would (a
    /// refused move is explained on screen too). During a replay the move is made at once.
    pub fn play(&self, house: usize) -> Result<(), Refusal> {
        let result = self.controller.borrow_mut().play_now(house);
        self.outbox.deliver();
        result
    }

    /// The latest sounds the activity played (or would have, without a device), oldest
    /// first; none while muted.
    pub fn sounds_heard(&self) -> Vec<Sound> {
        self.controller.borrow().sounds().heard()
    }

    /// Waits up to `within` until every lesson and game reported to the classroom server
    /// (see `--server`) was sent or given up; true when they all were, or there is no
    /// server. The reports go out on a thread of their own while the activity runs: this is
    /// for a launcher about to exit, and for tests.
    pub fn settle_reports(&self, within: std::time::Duration) -> bool {
        self.controller.borrow().settle_reports(within)
    }

    /// What became of the reports to the classroom server so far; `None` without one.
    pub fn report_tally(&self) -> Option<oware_server::ReportTally> {
        self.controller.borrow().report_tally()
    }

    /// The child of the class signed in on this computer ("Who are you?" with `--server`),
    /// once the server said whose the kept session is; `None` for nobody.
    pub fn child_signed_in(&self) -> Option<String> {
        self.controller
            .borrow()
            .child_signed_in()
            .map(str::to_string)
    }

    /// The teacher's settings as they stand now (levels and seeds per game, the speed…).
    pub fn settings(&self) -> Settings {
        self.controller.borrow().settings().clone()
    }

    /// True while the home menu shows (standalone only).
    pub fn shows_menu(&self) -> bool {
        self.controller.borrow().screen() == Screen::Menu
    }

    /// Continues from `position` with a fresh history: a lesson, a puzzle, a screenshot.
    /// A position of another game than the one shown opens that game.
    pub fn load_position(&self, position: impl Into<AnyPosition>) {
        self.controller.borrow_mut().load_position(position.into());
        self.outbox.deliver();
    }
}

fn resolve_language(options: &ActivityOptions) -> Result<&'static str, ActivityError> {
    if let Some(tag) = &options.language {
        return i18n::parse_language(tag).map_err(ActivityError::UnknownLanguage);
    }
    if let Some(tag) = &options.settings.language {
        if let Ok(language) = i18n::parse_language(tag) {
            return Ok(language);
        }
    }
    Ok(i18n::system_language())
}
