//! The game on the board: the houses a child clicks, the hint, undo, a new game, the level,
//! home, and Tux's moves at the beats of the clock. What the board looks like is worked out by
//! [`game_view`] from every mode the other features give ([`Modes`]) and written by
//! [`show`](GameFeature::show).

mod hints;
mod show;

pub use show::Modes;

use std::rc::Rc;
use std::time::Duration;

use oware_rules::{AnyPosition, IllegalMove, Rules};
use slint::{ComponentHandle, ModelRc, VecModel};

use super::context::{new_sitting, Board, Context, Screen, TuxNews};
use super::wire::Wire;
use crate::activity::events::ActivityEvent;
use crate::activity::sitting::{Refusal, TUX_SIDE};
use crate::activity::texts::Message;
use crate::activity::ui::{ActivityWindow, HouseView, OwareAdapter};
use crate::activity::view::game_view;

/// What the board and the bar ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// A house was clicked (or pressed with the keyboard); lessons take it in a lesson.
    HouseClicked(usize),
    SkipAnimation,
    Hint,
    Undo,
    Restart,
    /// One level down (`-1`) or up (`1`).
    Level(i32),
    Home,
}

/// The rows of houses the window draws, kept for the life of the window.
pub struct GameFeature {
    north: Rc<VecModel<HouseView>>,
    south: Rc<VecModel<HouseView>>,
    /// The hints used in this game, against the teacher's limit.
    hints: hints::HintCount,
}

impl GameFeature {
    pub fn new(window: &ActivityWindow, has_menu: bool) -> GameFeature {
        let adapter = window.global::<OwareAdapter>();
        let feature = GameFeature {
            north: Rc::new(VecModel::default()),
            south: Rc::new(VecModel::default()),
            hints: hints::HintCount::default(),
        };
        adapter.set_north_row(ModelRc::from(feature.north.clone()));
        adapter.set_south_row(ModelRc::from(feature.south.clone()));
        adapter.set_has_menu(has_menu);
        feature
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let adapter = window.global::<OwareAdapter>();
        adapter.on_skip_animation(wire.to(Act::SkipAnimation));
        adapter.on_hint(wire.to(Act::Hint));
        adapter.on_undo(wire.to(Act::Undo));
        adapter.on_restart(wire.to(Act::Restart));
        adapter.on_level_down(wire.to(Act::Level(-1)));
        adapter.on_level_up(wire.to(Act::Level(1)));
        adapter.on_home(wire.to(Act::Home));
        adapter.on_house_clicked(
            wire.with(|house: i32| usize::try_from(house).ok().map(Act::HouseClicked)),
        );
    }

    /// Every action but a house clicked, which the registry routes (a lesson judges it).
    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::HouseClicked(_) => {}
            Act::SkipAnimation => ctx.skip_animation(),
            Act::Hint => {
                if self
                    .hints
                    .may_ask(ctx.settings().hints, ctx.sitting.generation())
                {
                    hint(ctx);
                }
            }
            Act::Undo => {
                if undo(ctx) {
                    self.hints.undone();
                }
            }
            Act::Restart => ctx.restart(),
            Act::Level(delta) => ctx.change_level(delta),
            Act::Home => home(ctx),
        }
    }

    /// A new game (or the same one a move back, after Undo) replaced the last one.
    pub fn game_changed(&mut self) {
        self.hints.game_changed();
    }

    /// Plays `house` for the person at the machine, or says why not.
    pub fn play_house(&mut self, house: usize, ctx: &mut Context) -> Result<(), Refusal> {
        if ctx.screen != Screen::Game {
            return Err(Refusal::NoGame);
        }
        if ctx.board.looking_back() {
            // The past of a finished game: nothing to play.
            return Err(Refusal::Illegal(IllegalMove::GameOver));
        }
        let before = *ctx.sitting.game().position();
        let played = if ctx.room.connection_lost() {
            Err(Refusal::ConnectionLost)
        } else {
            ctx.sitting.play_human(house)
        };
        match &played {
            Ok(report) => {
                ctx.tux.reset();
                ctx.feedback.move_played(report);
                ctx.start_playback(&before, report);
                ctx.tell_room(report.origin);
            }
            Err(refusal) => ctx.feedback.refuse(house, *refusal),
        }
        ctx.refresh();
        played.map(|_| ())
    }

    /// Continues from `position` with a fresh history: a lesson, a puzzle, a screenshot.
    /// A position of another game opens that game first.
    pub fn load_position(&mut self, position: AnyPosition, ctx: &mut Context) {
        let kind = position.kind();
        if kind != ctx.sitting.ruleset().kind() || ctx.screen != Screen::Game {
            ctx.sitting = new_sitting(ctx.settings(), kind);
            ctx.screen = Screen::Game;
        }
        ctx.sitting.load_position(position);
        ctx.after_game_change();
        ctx.refresh();
    }

    /// Tux's side at one beat: its thinking face, its move, the hint; true when the window
    /// must show it. In a lesson or a look back Tux does not answer.
    pub fn tick(&mut self, ctx: &mut Context, step: Duration) -> bool {
        let news = match &ctx.board {
            Board::Playing { replay } => ctx.tux.advance(&ctx.sitting, step, replay.is_some()),
            Board::InLesson { .. } | Board::LookingBack(_) => TuxNews::Nothing,
        };
        match news {
            TuxNews::Nothing => false,
            TuxNews::Thinking => true,
            TuxNews::Hint(house) => {
                self.hints.found(ctx.sitting.generation());
                ctx.feedback.hint_found(house);
                true
            }
            TuxNews::Play(house) => play_tux(ctx, house),
        }
    }
}

/// Whether a click on a house is taken: behind a dialog the board offers no action, but a
/// screen reader acts on the tree it last received, which may be older than the dialog, so
/// the click is dropped here too; looking back nothing is played; during a replay the first
/// click only hurries it along.
pub fn takes_click(ctx: &mut Context) -> bool {
    if ctx.dialog_open() || ctx.board.looking_back() {
        return false;
    }
    if ctx.board.is_replaying() {
        ctx.skip_animation();
        return false;
    }
    true
}

fn hint(ctx: &mut Context) {
    if !ctx.sitting.is_human_turn() || !matches!(ctx.board, Board::Playing { replay: None }) {
        return;
    }
    ctx.feedback.say(Message::HintThinking);
    ctx.tux.ask_hint(&ctx.sitting);
    ctx.refresh();
}

/// Takes a move back; true when there was one.
fn undo(ctx: &mut Context) -> bool {
    let undone = ctx.sitting.undo();
    if undone {
        // Played to its end again, it is still the game the teacher was told of.
        let reported = ctx.reports.game_reported();
        ctx.after_game_change();
        ctx.reports.keep_game_reported(reported);
    } else {
        ctx.feedback.say(Message::UndoNothing);
    }
    ctx.refresh();
    undone
}

/// Standalone, back to the menu; embedded, the host takes over.
fn home(ctx: &mut Context) {
    ctx.leave_room();
    ctx.tux.reset();
    ctx.board = Board::default();
    ctx.announcements.clear();
    if ctx.has_menu {
        ctx.screen = Screen::Menu;
        ctx.refresh();
    } else {
        ctx.emit(ActivityEvent::Home);
    }
}

fn play_tux(ctx: &mut Context, house: usize) -> bool {
    let before = *ctx.sitting.game().position();
    let Some(report) = ctx.sitting.play_tux(house) else {
        return false;
    };
    debug_assert_eq!(report.mover, TUX_SIDE);
    ctx.feedback.move_played(&report);
    ctx.start_playback(&before, &report);
    true
}

/// The game screen for what the board is doing, from every mode the features give.
pub fn view(ctx: &Context, modes: &Modes) -> crate::activity::view::GameView {
    let texts = ctx.texts();
    let quiet = crate::activity::feedback::Feedback::default();
    let scene = modes.scene(ctx, &quiet);
    let view = game_view(scene, &texts);
    crate::activity::facing::seen_from(view, ctx.sitting.opponent().bottom_side())
}
