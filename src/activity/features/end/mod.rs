//! The end of a game: the host hears of it, the teacher's server is told, losses in a row
//! against Tux lead to the offer of an easier level, and the end's dialog offers the next
//! level.

use oware_rules::{GameStatus, Outcome};
use slint::ComponentHandle;

use super::context::Context;
use super::wire::Wire;
use crate::activity::aids::{Ending, GentleLevels, Offer};
use crate::activity::events::{ActivityEvent, GameResult};
use crate::activity::sitting::Opponent;
use crate::activity::ui::{ActivityWindow, EndAdapter, EndMood};
use crate::activity::view::{ending, GameView};

/// What the end's dialog asks for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// The next level, or a new game at the top one.
    NextLevel,
    /// The easier level the end offered.
    TakeEasierLevel,
}

/// Losses in a row, what the end offers, and whether this game's end was told.
pub struct End {
    /// Losses in a row per game and level, for offering an easier level.
    gentle: GentleLevels,
    /// What the end of the game offers besides the next level.
    offer: Offer,
    finished_reported: bool,
}

impl End {
    pub fn new() -> End {
        End {
            gentle: GentleLevels::new(),
            offer: Offer::Nothing,
            finished_reported: false,
        }
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let end_ui = window.global::<EndAdapter>();
        end_ui.on_next_level(wire.to(Act::NextLevel));
        end_ui.on_take_easier_level(wire.to(Act::TakeEasierLevel));
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::NextLevel => {
                if ctx.sitting.can_go_up_a_level() {
                    ctx.change_level(1);
                } else {
                    ctx.restart();
                }
            }
            Act::TakeEasierLevel => {
                if let Offer::EasierLevel(level) = self.offer {
                    let delta = i32::from(level) - i32::from(ctx.sitting.level());
                    ctx.change_level(delta);
                }
            }
        }
    }

    /// A new game: the last one's end and offer are gone.
    pub fn new_game(&mut self) {
        self.finished_reported = false;
        self.offer = Offer::Nothing;
    }

    /// Once the game on the board is over and its last move rests: counted, reported and
    /// told to the host, once.
    pub fn tick(&mut self, ctx: &mut Context) {
        if self.finished_reported || ctx.board.is_replaying() {
            return;
        }
        if let GameStatus::Over(outcome) = ctx.sitting.game().status() {
            self.finished_reported = true;
            // Tux has nothing more to think about in this game: its memory goes.
            ctx.tux.rest();
            if ctx.board.in_lesson() {
                // A lesson's winning move is not a game played.
                return;
            }
            self.count_for_gentle_levels(ctx, &outcome);
            let name = ctx.settings().player_name.clone();
            ctx.reports
                .report_game(name.as_deref(), &ctx.sitting, outcome);
            let result = GameResult {
                game: ctx.sitting.ruleset(),
                outcome,
                mode: ctx.sitting.opponent().mode(),
                level: ctx.sitting.level(),
            };
            ctx.emit(ActivityEvent::GameFinished(result));
        }
    }

    /// Counts a finished game against Tux for the offer of an easier level.
    fn count_for_gentle_levels(&mut self, ctx: &mut Context, outcome: &Outcome) {
        if *ctx.sitting.opponent() != Opponent::Tux {
            return;
        }
        let ending = ending(&ctx.sitting, outcome);
        let kind = ctx.sitting.ruleset().kind();
        self.offer = self.gentle.record(kind, ctx.sitting.level(), ending);
        ctx.refresh();
    }

    pub fn show(&self, window: &ActivityWindow, ctx: &Context, view: &GameView) {
        let end_ui = window.global::<EndAdapter>();
        end_ui.set_game_over(view.end.is_some());
        if let Some(end) = &view.end {
            end_ui.set_end_title(end.title.as_str().into());
            end_ui.set_end_score(end.score.as_str().into());
            end_ui.set_end_reason(end.reason.as_str().into());
            end_ui.set_end_cheer(end.cheer.as_str().into());
            end_ui.set_end_mood(match end.mood {
                Ending::Won => EndMood::Won,
                Ending::Lost => EndMood::Lost,
                Ending::Drawn => EndMood::Draw,
            });
            end_ui.set_can_next_level(end.can_next_level);
        }
        // The question the end of the game asks besides the next level, in words.
        let offer = self.offer.question().map_or(String::new(), |question| {
            question.say(&ctx.localizer, ctx.language)
        });
        end_ui.set_easier_offer(offer.into());
    }
}
