//! The move preview on the board: what the house under the pointer or the keyboard focus
//! would do, from the rules, when the child may play it now and the preview is on.

use oware_rules::Preview;
use slint::ComponentHandle;

use super::context::{Board, Context};
use super::wire::Wire;
use crate::activity::ui::{ActivityWindow, OwareAdapter};

/// What the houses tell the preview.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// The pointer or the keyboard focus went onto a house (or off every house).
    LookAt(Option<usize>),
}

/// The house the child looks at.
#[derive(Default)]
pub struct BoardAids {
    /// The house under the pointer or the keyboard focus, for the move preview.
    looked_at: Option<usize>,
    /// The house looked at changed since the window last showed it.
    preview_due: bool,
}

impl BoardAids {
    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        window.global::<OwareAdapter>().on_preview_house(
            wire.with(|house: i32| Some(Act::LookAt(usize::try_from(house).ok()))),
        );
    }

    pub fn act(&mut self, act: Act, _ctx: &mut Context) {
        let Act::LookAt(house) = act;
        if self.looked_at != house {
            self.looked_at = house;
            // Shown at the next beat of the clock, not now: the focus is moving between the
            // houses' elements when this is called, and the rows must not change under it.
            self.preview_due = true;
        }
    }

    /// True once after the house looked at changed.
    pub fn tick(&mut self) -> bool {
        std::mem::take(&mut self.preview_due)
    }

    /// What the house looked at would do, when the preview is shown now.
    pub fn preview(&self, ctx: &Context) -> Option<Preview> {
        let house = self.looked_at?;
        if !previews_shown(ctx) {
            return None;
        }
        ctx.sitting.game().preview(house).ok()
    }
}

/// Whether the move preview is on now: for this game and level, outside lessons, on the
/// child's turn with nothing moving and no dialog open.
pub fn previews_shown(ctx: &Context) -> bool {
    let shown = ctx
        .settings()
        .shows_preview(ctx.sitting.opponent().mode(), ctx.sitting.level());
    // In a lesson the preview would give the answer away; looking back, nothing is played.
    shown
        && matches!(ctx.board, Board::Playing { replay: None })
        && ctx.sitting.is_human_turn()
        && !ctx.dialog_open()
}
