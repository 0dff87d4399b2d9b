//! The look back at a finished game: Tux, thinking longer than it plays, goes over the
//! child's moves, and the board steps through them one by one, each shown from the position
//! it was played in, with the house played, the better one when there was one, and Tux's word.

pub mod review;

use oware_rules::{GameStatus, Rules, Side};
use slint::ComponentHandle;

use super::context::{count_u32, Board, Context};
use super::wire::Wire;
use crate::activity::aids::{review_phrases, say_all};
use crate::activity::sitting::Sitting;
use crate::activity::texts::{sentences, Texts};
use crate::activity::ui::{ActivityWindow, LookBackAdapter};
use crate::activity::view::LookBackWords;
use crate::i18n::Arg;
use review::LookBack;

/// What the look back's buttons ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// From the end of the game: step through the child's moves.
    Start,
    /// The previous (`-1`) or the next (`1`) of the child's moves.
    Step(i32),
    /// Back to the end of the game.
    Done,
}

/// The look back keeps its state on the board (see [`Board::LookingBack`]).
pub struct LookBackFeature;

impl LookBackFeature {
    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let look_back_ui = window.global::<LookBackAdapter>();
        look_back_ui.on_look_back(wire.to(Act::Start));
        look_back_ui.on_look_previous(wire.to(Act::Step(-1)));
        look_back_ui.on_look_next(wire.to(Act::Step(1)));
        look_back_ui.on_look_done(wire.to(Act::Done));
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::Start => {
                if !can_look_back(ctx) || ctx.board.looking_back() {
                    return;
                }
                let Some(player) = ctx.sitting.reviewed_side() else {
                    return;
                };
                ctx.tux.reset();
                ctx.board = Board::LookingBack(LookBack::start(
                    ctx.sitting.game().clone(),
                    player,
                    ctx.thinking,
                ));
            }
            Act::Step(delta) => {
                if let Some(look) = ctx.board.look_back_mut() {
                    let last = look.len().saturating_sub(1);
                    let index = i64::try_from(look.index).unwrap_or(0) + i64::from(delta);
                    look.index = usize::try_from(index.max(0)).unwrap_or(0).min(last);
                }
            }
            Act::Done => ctx.board.end_look_back(),
        }
        ctx.refresh();
    }

    /// Collects the review once its thread is done; true when it arrived.
    pub fn tick(&mut self, ctx: &mut Context) -> bool {
        let player = ctx.sitting.reviewed_side().unwrap_or(Side::South);
        ctx.board
            .look_back_mut()
            .is_some_and(|look| look.collect(player))
    }

    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let look_back_ui = window.global::<LookBackAdapter>();
        look_back_ui.set_looking_back(ctx.board.looking_back());
        look_back_ui.set_can_look_back(can_look_back(ctx));
        let (previous, next) = match ctx.board.look_back() {
            Some(look) if look.review.is_some() => (look.index > 0, look.index + 1 < look.len()),
            _ => (false, false),
        };
        look_back_ui.set_can_look_previous(previous);
        look_back_ui.set_can_look_next(next);
    }
}

/// A finished game with a child's moves to look back at.
fn can_look_back(ctx: &Context) -> bool {
    let game = ctx.sitting.game();
    matches!(game.status(), GameStatus::Over(_))
        && !ctx.board.is_replaying()
        && !ctx.board.in_lesson()
        && ctx
            .sitting
            .reviewed_side()
            .is_some_and(|side| game.moves().any(|report| report.mover == side))
}

/// What the board shows while looking back: the position before the child's move being
/// looked at (the end position while Tux still thinks), and the look back's words, which
/// take the place of the game's; `None` when not looking back.
pub fn scene(board: &Board, sitting: &Sitting, texts: &Texts) -> Option<(Sitting, LookBackWords)> {
    let look = board.look_back()?;
    let Some(reviewed) = look.current() else {
        // Tux is still thinking (or found nothing to say): the end position, no marks.
        let line = match look.review {
            None => texts.plain("look-back-thinking"),
            Some(_) => texts.plain("look-back-nothing"),
        };
        let words = LookBackWords {
            moved: None,
            counter: String::new(),
            line,
        };
        return Some((sitting.clone(), words));
    };
    let before = sitting.before_ply(reviewed.ply);
    let layout = before.game().position().layout();
    let said = say_all(
        &review_phrases(layout, reviewed),
        texts.localizer,
        texts.language,
    );
    let played = texts.move_played(look.player(), reviewed.played);
    let counter = texts.with(
        "look-back-counter",
        &[
            ("number", Arg::from(count_u32(look.index + 1))),
            ("count", Arg::from(count_u32(look.len()))),
        ],
    );
    let words = LookBackWords {
        moved: Some((reviewed.played, reviewed.better)),
        counter,
        line: sentences([Some(played), Some(said)]),
    };
    Some((before, words))
}
