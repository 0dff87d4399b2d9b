//! The binding between the Slint window and the features: it holds every feature and the
//! context they share, routes each callback's action to its feature, runs the clock and has
//! the features show what changed.
//!
//! The controller only routes: the sitting keeps the game, each feature under
//! [`features`](super::features) its own state, and
//! [`game_view`](crate::activity::view::game_view) works out what the board shows.
//! Everything runs on the UI thread except Tux's thinking. A repeating timer drives the
//! replay, collects Tux's answers and starts Tux when it is its turn, so the same code runs
//! under a real event loop and under the headless tests' mocked clock.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use crate::i18n::Localizer;
use crate::settings;
use oware_rules::AnyPosition;

use super::aids::Sounds;
use super::events::Outbox;
use super::features::context::pacing::Trigger;
use super::features::context::{Context, ContextSetup, Screen};
use super::features::wire::Wire;
use super::features::{Action, Features};
use super::sitting::{Refusal, Sitting};
use super::ui::ActivityWindow;

/// How often the controller's timer runs.
pub const TICK: Duration = Duration::from_millis(30);

pub struct Controller {
    window: slint::Weak<ActivityWindow>,
    ctx: Context,
    features: Features,
}

impl Controller {
    pub fn new(
        window: &ActivityWindow,
        localizer: Rc<Localizer>,
        setup: ContextSetup,
    ) -> Controller {
        let ctx = Context::new(window, Rc::clone(&localizer), setup);
        let features = Features::new(window, &localizer, &ctx);
        Controller {
            window: slint::ComponentHandle::as_weak(window),
            ctx,
            features,
        }
    }

    /// Wires every feature's callbacks to `controller`. Each callback holds a weak
    /// reference: the window must not keep the controller alive. Events go out only after
    /// the controller's borrow has ended.
    pub fn connect(
        window: &ActivityWindow,
        controller: &Rc<RefCell<Controller>>,
        outbox: &Rc<Outbox>,
    ) {
        let weak = Rc::downgrade(controller);
        let outbox = Rc::clone(outbox);
        let wire = Wire::new(move |action: Action| {
            if let Some(controller) = weak.upgrade() {
                controller.borrow_mut().act(action);
                outbox.deliver();
            }
        });
        Features::connect(window, &wire);
    }

    fn act(&mut self, action: Action) {
        self.features.act(action, &mut self.ctx);
        self.show_if_due();
    }

    /// Shows the state if an action asked for it.
    fn show_if_due(&mut self) {
        if self.ctx.take_show_due() {
            self.render(Trigger::Action);
        }
    }

    /// Writes the whole state into the window's properties, after an action.
    pub fn refresh(&mut self) {
        self.ctx.take_show_due();
        self.render(Trigger::Action);
    }

    /// Writes the whole state into the window's properties; `trigger` says when the
    /// announcement may be said.
    fn render(&mut self, trigger: Trigger) {
        let Some(window) = self.window.upgrade() else {
            return;
        };
        self.features.show(&window, &mut self.ctx, trigger);
    }

    /// One beat of the controller's clock.
    pub fn tick(&mut self, step: Duration) {
        if self.features.tick_anywhere(step) {
            self.render(Trigger::Clock);
        }
        if self.ctx.screen != Screen::Game {
            return;
        }
        if self.features.tick(&mut self.ctx, step) {
            self.render(Trigger::Clock);
        }
        self.features.after_tick(&mut self.ctx);
        self.show_if_due();
    }

    pub fn language(&self) -> &'static str {
        self.ctx.language
    }

    pub fn sitting(&self) -> &Sitting {
        &self.ctx.sitting
    }

    pub fn settings(&self) -> &settings::Settings {
        self.ctx.settings()
    }

    pub fn screen(&self) -> Screen {
        self.ctx.screen
    }

    /// The child of the class signed in on this computer, if any.
    pub fn child_signed_in(&self) -> Option<&str> {
        self.features.child_signed_in()
    }

    pub fn sounds(&self) -> &Sounds {
        &self.ctx.sounds
    }

    /// Waits up to `within` for the reports to the classroom server to be sent or given up.
    pub fn settle_reports(&self, within: Duration) -> bool {
        self.ctx.reports.settle(within)
    }

    /// What became of the reports to the classroom server; `None` without one.
    pub fn report_tally(&self) -> Option<oware_server::ReportTally> {
        self.ctx.reports.tally()
    }

    /// Plays `house` for the person at the machine, exactly as a click would, but at once
    /// during a replay.
    pub fn play_now(&mut self, house: usize) -> Result<(), Refusal> {
        self.ctx.skip_animation();
        self.show_if_due();
        let played = self.features.play_house(house, &mut self.ctx);
        self.features.after_game_change(&mut self.ctx);
        self.show_if_due();
        played
    }

    /// Continues from `position` with a fresh history.
    pub fn load_position(&mut self, position: AnyPosition) {
        self.features.game().load_position(position, &mut self.ctx);
        self.features.after_game_change(&mut self.ctx);
        self.show_if_due();
    }

    /// The window's size as it closed, for the next start.
    pub fn remember_window_size(&mut self, size: settings::WindowSize) {
        if self.ctx.settings().window_size != Some(size) {
            self.ctx
                .remember(|settings| settings.window_size = Some(size));
        }
    }
}
