//! How many hints the game on the board still allows: the teacher's [`Hints`] setting, less
//! the hints found in this game. A new game brings the full count back; Undo keeps the game,
//! and so its count. A hint shown again for the same position (the button pressed twice)
//! costs nothing more.

use slint::ComponentHandle;

use super::super::context::Context;
use crate::activity::ui::{ActivityWindow, OwareAdapter};
use crate::i18n::Arg;
use crate::settings::Hints;

/// The hints used in the game on the board.
#[derive(Debug, Default)]
pub struct HintCount {
    used: u32,
    /// The position (the sitting's generation) whose hint was counted last.
    counted: Option<u64>,
    /// Undo replaced the game by itself a move earlier: the next "new game" is not one.
    undoing: bool,
}

impl HintCount {
    /// The hints left in this game under `allowed`; `None` when there is no limit.
    pub fn left(&self, allowed: Hints) -> Option<u32> {
        allowed
            .per_game()
            .map(|limit| limit.saturating_sub(self.used))
    }

    /// Whether a hint may be asked for at the position of `generation`: some are left, or
    /// this position's was already counted.
    pub fn may_ask(&self, allowed: Hints, generation: u64) -> bool {
        allowed != Hints::None
            && (self.left(allowed) != Some(0) || self.counted == Some(generation))
    }

    /// A hint was found and shown for the position of `generation`.
    pub fn found(&mut self, generation: u64) {
        if self.counted != Some(generation) {
            self.counted = Some(generation);
            self.used = self.used.saturating_add(1);
        }
    }

    /// Undo took a move back: the same game goes on, with its count.
    pub fn undone(&mut self) {
        self.undoing = true;
    }

    /// The game on the board was replaced: by a new one (the full count again), or by
    /// itself a move earlier (see [`HintCount::undone`]).
    pub fn game_changed(&mut self) {
        if std::mem::take(&mut self.undoing) {
            return;
        }
        *self = HintCount::default();
    }

    /// The Hint button: shown or not, its label with the count, the count in words.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let adapter = window.global::<OwareAdapter>();
        let allowed = ctx.settings().hints;
        adapter.set_hint_allowed(allowed != Hints::None);
        let left = self.left(allowed);
        adapter.set_hints_left(left.map_or(-1, |left| i32::try_from(left).unwrap_or(i32::MAX)));
        let (label, described) = match left {
            None => (ctx.text("bar-hint"), String::new()),
            Some(0) => (ctx.text("bar-hint-none-left"), ctx.text("bar-hint-used-up")),
            Some(left) => {
                let count = [("count", Arg::Num(i64::from(left)))];
                (
                    ctx.localizer
                        .text_with(ctx.language, "bar-hint-count", &count),
                    ctx.localizer
                        .text_with(ctx.language, "bar-hint-left", &count),
                )
            }
        };
        adapter.set_hint_label(label.into());
        adapter.set_hint_described(described.into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_a_game_run_out_and_come_back_with_a_new_game() {
        let mut count = HintCount::default();
        assert_eq!(count.left(Hints::ThreeAGame), Some(3));
        for generation in 1..=3 {
            assert!(count.may_ask(Hints::ThreeAGame, generation));
            count.found(generation);
        }
        assert_eq!(count.left(Hints::ThreeAGame), Some(0));
        assert!(!count.may_ask(Hints::ThreeAGame, 4), "a fourth is refused");
        // The third position's hint again costs nothing.
        assert!(count.may_ask(Hints::ThreeAGame, 3));
        count.found(3);
        assert_eq!(count.left(Hints::ThreeAGame), Some(0));
        // Unlimited has no count; none allows nothing.
        assert_eq!(count.left(Hints::Unlimited), None);
        assert!(count.may_ask(Hints::Unlimited, 4));
        assert!(!HintCount::default().may_ask(Hints::None, 1));
        // Undo keeps the game's count; a new game brings three again.
        count.undone();
        count.game_changed();
        assert_eq!(count.left(Hints::ThreeAGame), Some(0));
        count.game_changed();
        assert_eq!(count.left(Hints::ThreeAGame), Some(3));
    }

    #[test]
    fn the_same_position_s_hint_counts_once() {
        let mut count = HintCount::default();
        count.found(7);
        count.found(7);
        assert_eq!(count.left(Hints::ThreeAGame), Some(2));
    }
}
