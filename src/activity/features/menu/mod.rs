//! The launcher's home menu: a card per game with its seeds per house and its lessons done,
//! and the way out.

use std::rc::Rc;

use oware_rules::{GameKind, Ruleset};
use slint::{ComponentHandle, Model, ModelRc, VecModel};

use super::context::Context;
use super::to_window::{count, store_layout, sync_rows};
use super::wire::Wire;
use crate::activity::aids::LessonProgress;
use crate::activity::events::ActivityEvent;
use crate::activity::sitting::Opponent;
use crate::activity::texts::Texts;
use crate::activity::ui::{self, ActivityWindow, GameCard, MenuAdapter, OwareAdapter, SeedChoice};
use crate::i18n::Arg;

/// What the menu's cards and buttons ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// A game, with the teacher's seeds and level for it.
    OpenGame(GameKind),
    /// The seeds per house of a game (a teacher's choice, saved).
    ChooseSeeds(GameKind, u8),
    /// The menu's way out: the launcher closes.
    Quit,
}

/// The menu's lists, kept for the life of the window.
pub struct Menu {
    cards: Rc<VecModel<GameCard>>,
    seed_games: Rc<VecModel<GameCard>>,
}

impl Menu {
    pub fn new(window: &ActivityWindow) -> Menu {
        let menu_ui = window.global::<MenuAdapter>();
        let menu = Menu {
            cards: Rc::new(VecModel::default()),
            seed_games: Rc::new(VecModel::default()),
        };
        menu_ui.set_cards(ModelRc::from(menu.cards.clone()));
        menu_ui.set_seed_games(ModelRc::from(menu.seed_games.clone()));
        menu
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let menu_ui = window.global::<MenuAdapter>();
        menu_ui.on_quit(wire.to(Act::Quit));
        menu_ui.on_open_game(
            wire.with(|id: slint::SharedString| GameKind::from_id(&id).map(Act::OpenGame)),
        );
        let seeds = wire.clone();
        menu_ui.on_choose_seeds(move |id, count| {
            if let (Some(kind), Ok(count)) = (GameKind::from_id(&id), u8::try_from(count)) {
                seeds.send(Act::ChooseSeeds(kind, count));
            }
        });
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::OpenGame(kind) => ctx.open_game(kind),
            Act::ChooseSeeds(kind, seeds) => {
                if Ruleset::new(kind, u64::from(seeds)).is_ok() {
                    ctx.remember(|settings| settings.set_seeds(kind, seeds));
                }
                ctx.refresh();
            }
            Act::Quit => {
                ctx.tux.reset();
                ctx.emit(ActivityEvent::Home);
            }
        }
    }

    /// The menu's cards, in the current language, with the lessons this child has done.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context, progress: &LessonProgress) {
        let adapter = window.global::<OwareAdapter>();
        adapter.set_screen(ui::Screen::Menu);
        adapter.set_title(ctx.text("suite-title").into());
        let cards = cards(ctx, progress);
        let seed_games: Vec<GameCard> = cards
            .iter()
            .filter(|card| card.seed_choices.row_count() > 1)
            .cloned()
            .collect();
        sync_rows(&self.cards, cards);
        sync_rows(&self.seed_games, seed_games);
    }
}

/// One card per game, in the current language, with the teacher's seeds per house.
fn cards(ctx: &Context, progress: &LessonProgress) -> Vec<GameCard> {
    let settings = ctx.settings();
    let opponent = Opponent::for_mode(settings.mode);
    GameKind::ALL
        .into_iter()
        .map(|kind| {
            let ruleset = settings.ruleset_for(kind);
            let texts = Texts {
                localizer: &ctx.localizer,
                language: ctx.language,
                ruleset,
                opponent: &opponent,
            };
            let title = texts.game_title();
            let goal = texts.game_goal();
            let (age, difficulty) = crate::activity::game_words::card_hint(kind);
            let from_age = texts.with("menu-age", &[("age", Arg::from(u32::from(age)))]);
            let difficulty = texts.with("menu-difficulty", &[("difficulty", Arg::Str(difficulty))]);
            let label = texts.with(
                "menu-card",
                &[
                    ("game", Arg::Str(&title)),
                    ("goal", Arg::Str(&goal)),
                    ("age", Arg::Str(&from_age)),
                    ("difficulty", Arg::Str(&difficulty)),
                ],
            );
            let choices: Vec<SeedChoice> = kind
                .seed_range()
                .map(|seeds| SeedChoice {
                    seeds: i32::from(seeds),
                    label: texts
                        .with(
                            "menu-seeds-choice",
                            &[("count", Arg::from(u32::from(seeds)))],
                        )
                        .into(),
                })
                .collect();
            let layout = kind.layout();
            let lessons_done = progress.done_count(kind);
            let lessons_total = crate::activity::aids::lessons(kind).len();
            let lessons_label = texts.with(
                "lessons-card",
                &[
                    ("game", Arg::Str(&title)),
                    ("count", Arg::from(super::context::count_u32(lessons_done))),
                    ("max", Arg::from(super::context::count_u32(lessons_total))),
                ],
            );
            GameCard {
                id: kind.id().into(),
                title: title.into(),
                goal: goal.into(),
                description: texts.game_description().into(),
                age: i32::from(age),
                difficulty: difficulty.into(),
                label: label.into(),
                houses_per_side: layout.houses_per_side as i32,
                store_layout: store_layout(layout.stores),
                seed_choices: ModelRc::new(VecModel::from(choices)),
                seeds: i32::from(ruleset.seeds_per_house()),
                lessons_done: count(lessons_done),
                lessons_total: count(lessons_total),
                lessons_label: lessons_label.into(),
            }
        })
        .collect()
}
