//! The game screen written into the window: the rows, the stores, the players' lines and the
//! message line, as [`game_view`](crate::activity::view::game_view) worked them out.

use oware_rules::{Preview, Side};
use slint::{ComponentHandle, SharedString};

use super::GameFeature;
use crate::activity::features::context::pacing::Trigger;
use crate::activity::features::context::Context;
use crate::activity::features::to_window::{count, store_layout, sync_rows};
use crate::activity::feedback::Feedback;
use crate::activity::sitting::Sitting;
use crate::activity::ui::{self, ActivityWindow, HouseView, MessageKind, OwareAdapter, StoreView};
use crate::activity::view::{
    GameView, HouseState, LessonWords, LookBackWords, Marks, Scene, StoreState, Tone,
};

/// Every mode of the board, as the features that own them give it: the view is worked out
/// from all of them at once, never patched afterwards.
#[derive(Default)]
pub struct Modes {
    /// A guided lesson's words (see the lessons feature).
    pub lesson: Option<LessonWords>,
    /// Looking back: the position shown and the look back's words.
    pub look_back: Option<(Sitting, LookBackWords)>,
    /// What the house looked at would do (see the board aids).
    pub preview: Option<Preview>,
    /// The move preview is on: every playable house says what it would do.
    pub describe_moves: bool,
}

impl Modes {
    /// The scene for `game_view`: looking back, the past position with a quiet message line;
    /// otherwise the game with its replay, and the lesson or the preview marked.
    pub fn scene<'a>(&'a self, ctx: &'a Context, quiet: &'a Feedback) -> Scene<'a> {
        let held = ctx.room.connection_lost();
        if let Some((sitting, words)) = &self.look_back {
            return Scene {
                sitting,
                frame: None,
                feedback: quiet,
                marks: Marks::LookBack(words),
                describe_moves: false,
                held,
            };
        }
        let marks = match (&self.lesson, &self.preview) {
            (Some(words), _) => Marks::Lesson(words),
            (None, Some(preview)) => Marks::Preview(preview),
            (None, None) => Marks::Nothing,
        };
        Scene {
            sitting: &ctx.sitting,
            frame: ctx.board.replay().map(|playback| playback.frame()),
            feedback: &ctx.feedback,
            marks,
            describe_moves: self.describe_moves,
            held,
        }
    }
}

impl GameFeature {
    /// Writes the game screen; `trigger` says when the announcement may be said.
    pub fn show(
        &self,
        window: &ActivityWindow,
        ctx: &mut Context,
        view: &GameView,
        trigger: Trigger,
    ) {
        let adapter = window.global::<OwareAdapter>();
        adapter.set_screen(ui::Screen::Game);
        self.hints.show(window, ctx);
        let game = ctx.sitting.game();
        adapter.set_game_under_way(game.move_count() > 0 && !game.is_over());
        sync_rows(&self.north, view.north.iter().map(house_view).collect());
        sync_rows(&self.south, view.south.iter().map(house_view).collect());
        let (north, column) = first_playable(view);
        adapter.set_first_playable_north(north);
        adapter.set_first_playable_column(column);
        adapter.set_title(view.title.as_str().into());
        adapter.set_store_layout(store_layout(view.store_layout));
        let [south_store, north_store] = &view.stores;
        adapter.set_south_store(store_view(south_store));
        adapter.set_north_store(store_view(north_store));
        let [south_name, north_name] = &view.names;
        adapter.set_south_name(south_name.as_str().into());
        adapter.set_north_name(north_name.as_str().into());
        adapter.set_north_to_move(view.to_move == Side::North);
        adapter.set_against_tux(view.against_tux);
        adapter.set_tux_thinking(view.tux_thinking);
        adapter.set_level_line(view.level_line.as_str().into());
        adapter.set_turn_line(view.turn_line.as_str().into());
        adapter.set_animating(view.replaying);
        adapter.set_in_hand(i32::from(view.in_hand));
        adapter.set_can_undo(view.can_undo);
        adapter.set_can_level_down(view.can_level_down);
        adapter.set_can_level_up(view.can_level_up);
        adapter.set_message(view.message.as_str().into());
        adapter.set_preview_line(view.preview_line.as_str().into());
        let announcement = ctx.announcements.take(view.announcement.clone(), trigger);
        adapter.set_announcement(announcement.into());
        adapter.set_message_kind(match view.tone {
            Tone::Information => MessageKind::Information,
            Tone::Refusal => MessageKind::Refusal,
            Tone::Feeding => MessageKind::Feeding,
        });
    }
}

/// The first house that can be played, as drawn: its row (true for North's) and column, or
/// -1 when none can be played now.
fn first_playable(view: &GameView) -> (bool, i32) {
    let first = |row: &[HouseState]| row.iter().position(|house| house.playable);
    match (first(&view.south), first(&view.north)) {
        (Some(column), _) => (false, count(column)),
        (None, Some(column)) => (true, count(column)),
        (None, None) => (false, -1),
    }
}

fn store_view(store: &StoreState) -> StoreView {
    StoreView {
        seeds: i32::from(store.seeds),
        sown: store.sown,
        label: store.label.as_str().into(),
        preview_last: store.preview_last,
        owner: store.owner.as_str().into(),
        hinted: store.hinted,
    }
}

fn house_view(state: &HouseState) -> HouseView {
    HouseView {
        index: state.index as i32,
        letter: SharedString::from(state.letter.as_str()),
        seeds: i32::from(state.seeds),
        playable: state.playable,
        feeding: state.feeding,
        last_origin: state.last_origin,
        sown: state.sown,
        lifted: state.lifted,
        captured: state.captured,
        hinted: state.hinted,
        refused: state.refused,
        tuzdyk_of: match state.tuzdyk_of {
            None => ui::Owner::Nobody,
            Some(Side::South) => ui::Owner::South,
            Some(Side::North) => ui::Owner::North,
        },
        label: state.label.as_str().into(),
        preview_last: state.preview_last,
        preview_taken: i32::from(state.preview_taken),
        preview: state.preview.as_str().into(),
    }
}
