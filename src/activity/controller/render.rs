//! Writing the game's state into the window: the two rows, the stores, every sentence.

use slint::{ComponentHandle, Model, SharedString, VecModel};

use crate::rules::{GameStatus, Side};
use crate::settings::Mode;

use super::Controller;
use crate::activity::animation::Playback;
use crate::activity::session::{seat, Seat};
use crate::activity::texts::{Message, MessageKind, Texts};
use crate::activity::ui::{HouseView, OwareAdapter};
use crate::activity::view::{rows, BoardInputs, HouseState};

impl Controller {
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
        let stores = frame.map_or(position.stores(), |frame| frame.stores);
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
        adapter.set_teacher_lock(self.settings.settings().teacher_lock);

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
            adapter.set_end_mood(
                match outcome.winner.map(|side| seat(self.session.mode(), side)) {
                    None => 0,
                    Some(Seat::Tux) => -1,
                    Some(_) => 1,
                },
            );
            adapter.set_can_next_level(self.session.can_go_up_a_level());
        }
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
