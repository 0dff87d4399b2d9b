//! Every game of the family in the window: a click plays, a relay's replay ends on the
//! rules' position, an extra turn keeps the turn, a tuzdyk appears, and the home menu opens
//! each game with the teacher's seeds.

mod ui_support;

use std::cell::RefCell;
use std::rc::Rc;

use oware::activity::ui::{Owner, StoreLayout};
use oware::activity::{ActivityEvent, ActivityOptions, OwareAdapter};
use oware::i18n::{Arg, Localizer};
use oware::rules::{togyz, GameKind, Rules, Side, Step};
use oware::settings::{Mode, Settings};
use slint::{ComponentHandle, Model};
use ui_support::*;

fn game(kind: GameKind, mode: Mode) -> oware::activity::Activity {
    start_with(ActivityOptions {
        game: Some(kind),
        settings: Settings {
            mode,
            ..Settings::default()
        },
        ..ActivityOptions::default()
    })
}

fn english(id: &str, args: &[(&str, Arg)]) -> String {
    Localizer::new().text_with("en", id, args)
}

#[test]
fn a_click_plays_in_every_game_and_the_board_shows_the_rules_position() {
    for kind in GameKind::ALL {
        let activity = game(kind, Mode::TwoPlayers);
        let adapter = activity.window().global::<OwareAdapter>();
        let houses = kind.layout().houses_per_side;
        assert_eq!(adapter.get_south_row().iter().count(), houses, "{kind}");
        assert_eq!(adapter.get_north_row().iter().count(), houses, "{kind}");
        let expected_layout = match kind {
            GameKind::Oware => StoreLayout::Aside,
            GameKind::Kalah | GameKind::Congkak => StoreLayout::Ends,
            GameKind::TogyzKumalak => StoreLayout::Kazans,
        };
        assert_eq!(adapter.get_store_layout(), expected_layout, "{kind}");

        click(&activity, 'A');
        assert!(animating(&activity), "{kind}: the move is replayed");
        finish_animation(&activity);
        let sitting = activity.sitting();
        assert_eq!(sitting.game().move_count(), 1, "{kind}");
        let position = *sitting.game().position();
        assert_eq!(seeds_shown(&activity), position.houses(), "{kind}");
        let stores = position.stores();
        assert_eq!(
            adapter.get_south_store().seeds,
            i32::from(stores[0]),
            "{kind}"
        );
        assert_eq!(
            adapter.get_north_store().seeds,
            i32::from(stores[1]),
            "{kind}"
        );
    }
}

#[test]
fn a_relay_is_shown_picking_the_seeds_up_and_ends_on_the_rules_position() {
    let activity = game(GameKind::Congkak, Mode::TwoPlayers);
    // Find an opening move that relays, by asking the rules.
    let start = *activity.sitting().game().position();
    let (house, relay_house) = start
        .legal_moves()
        .iter()
        .find_map(|house| {
            let mut after = start;
            let report = after.play(house).ok()?;
            report.steps.iter().find_map(|step| match step {
                Step::Relay { house: relay, .. } => Some((house, *relay)),
                _ => None,
            })
        })
        .expect("an opening move of Congkak relays");
    activity.play(house).expect("a legal move");
    let mut saw_relay_lift = false;
    let mut hand_shown = 0;
    assert!(wait_until(&activity, |a| {
        let shown = houses_shown(a);
        if shown
            .iter()
            .any(|h| h.lifted && h.index as usize == relay_house)
        {
            saw_relay_lift = true;
            hand_shown = a.window().global::<OwareAdapter>().get_in_hand();
        }
        !animating(a)
    }));
    assert!(
        saw_relay_lift,
        "the relay's house was shown lifting its seeds"
    );
    assert!(hand_shown > 0, "the seeds in hand were shown");
    let mut expected = start;
    expected.play(house).expect("legal");
    assert_eq!(seeds_shown(&activity), expected.houses());
    assert_eq!(*activity.sitting().game().position(), expected);
}

#[test]
fn a_last_seed_in_the_store_keeps_the_turn_in_kalah() {
    let activity = game(GameKind::Kalah, Mode::AgainstTux);
    // C holds 4 seeds: D, E, F, and the last into South's store.
    click(&activity, 'C');
    let adapter = activity.window().global::<OwareAdapter>();
    let mut store_lit = false;
    assert!(wait_until(&activity, |a| {
        store_lit |= a.window().global::<OwareAdapter>().get_south_store().sown;
        !animating(a)
    }));
    assert!(store_lit, "the store lights up as the seed falls in");
    assert_eq!(adapter.get_south_store().seeds, 1);
    assert_eq!(message(&activity), english("extra-turn-you", &[]));
    assert!(!adapter.get_north_to_move(), "still the child's turn");
    advance(std::time::Duration::from_secs(2));
    assert_eq!(activity.sitting().game().move_count(), 1, "Tux waits");
    let playable: Vec<i32> = houses_shown(&activity)
        .iter()
        .filter(|house| house.playable)
        .map(|house| house.index)
        .collect();
    assert_eq!(
        playable,
        vec![0, 1, 3, 4, 5],
        "every full house of South glows"
    );
}

#[test]
fn a_tuzdyk_appears_with_its_owner_and_its_own_name() {
    let activity = game(GameKind::TogyzKumalak, Mode::AgainstTux);
    // South's I holds 2: one stone back into I, one into a, which then holds 3.
    let mut houses = [9u8; 18];
    houses[8] = 2;
    houses[9] = 2;
    houses[17] = 23;
    let position = togyz::Position::from_parts(&houses, [0, 0], Side::South, [None, None])
        .expect("162 stones");
    activity.load_position(position);
    activity.play(8).expect("I is legal");
    finish_animation(&activity);
    let a = houses_shown(&activity)
        .into_iter()
        .find(|house| house.index == 9)
        .expect("house a");
    assert_eq!(a.tuzdyk_of, Owner::South);
    assert_eq!(a.seeds, 0);
    assert_eq!(
        a.label.as_str(),
        english("house-tuzdyk-you", &[("house", Arg::Str("a"))])
    );
    assert_eq!(
        message(&activity),
        english("tuzdyk-made-you", &[("house", Arg::Str("a"))])
    );
    let adapter = activity.window().global::<OwareAdapter>();
    assert_eq!(
        adapter.get_south_store().seeds,
        3,
        "its stones went to the kazan"
    );
}

#[test]
fn the_menu_opens_each_game_with_the_seeds_the_teacher_chose() {
    let activity = start_menu("en");
    assert!(activity.shows_menu());
    let menu_ui = activity
        .window()
        .global::<oware::activity::ui::MenuAdapter>();
    let cards: Vec<String> = menu_ui
        .get_cards()
        .iter()
        .map(|c| c.id.to_string())
        .collect();
    assert_eq!(cards, ["oware", "kalah", "congkak", "togyz"]);

    // Five seeds for Kalah, chosen in the teacher's settings.
    press(&activity, &english("menu-settings", &[]));
    let five = english("menu-seeds-choice", &[("count", Arg::Num(5))]);
    let kalah_card = menu_ui
        .get_cards()
        .iter()
        .position(|card| card.id == "kalah")
        .expect("a Kalah card");
    let choices =
        i_slint_backend_testing::ElementHandle::find_by_accessible_label(activity.window(), &five)
            .collect::<Vec<_>>();
    // Oware, Kalah and Congkak each offer five; the cards come in order.
    assert_eq!(choices.len(), 3, "five seeds offered by three games");
    choices[kalah_card].mock_single_click(slint::platform::PointerEventButton::Left);
    press(&activity, &english("dialog-close", &[]));
    assert_eq!(activity.settings().seeds_for(GameKind::Kalah), 5);
    assert_eq!(activity.settings().seeds_for(GameKind::Oware), 4);

    // Open Kalah through its card's accessible action.
    let title = english("kalah-title", &[]);
    let card = i_slint_backend_testing::ElementHandle::find_by_accessible_label(
        activity.window(),
        &english(
            "menu-card",
            &[
                ("game", Arg::Str(&title)),
                ("goal", Arg::Str(&english("kalah-goal", &[]))),
                (
                    "age",
                    Arg::Str(&english("menu-age", &[("age", Arg::Num(6))])),
                ),
                (
                    "difficulty",
                    Arg::Str(&english(
                        "menu-difficulty",
                        &[("difficulty", Arg::Str("easy"))],
                    )),
                ),
            ],
        ),
    )
    .next()
    .expect("Kalah's card");
    card.invoke_accessible_default_action();
    assert!(!activity.shows_menu());
    let sitting = activity.sitting();
    assert_eq!(sitting.ruleset().kind(), GameKind::Kalah);
    assert_eq!(sitting.game().position().houses(), [5; 12]);
    let adapter = activity.window().global::<OwareAdapter>();
    assert_eq!(adapter.get_title().as_str(), title);

    // Home goes back to the menu and tells the host nothing.
    let events = Rc::new(RefCell::new(Vec::new()));
    let seen = Rc::clone(&events);
    activity.on_event(move |event| seen.borrow_mut().push(event));
    press(&activity, &english("bar-home", &[]));
    assert!(activity.shows_menu());
    assert!(events.borrow().is_empty());
    // Quit, on the menu, is the launcher's way out, once the child says yes.
    press(&activity, &english("menu-quit", &[]));
    assert!(events.borrow().is_empty());
    press(&activity, &english("confirm-quit-yes", &[]));
    assert_eq!(*events.borrow(), vec![ActivityEvent::Home]);
}

#[test]
fn embedded_a_game_sends_home_to_the_host_and_keeps_its_level_apart() {
    let activity = game(GameKind::Congkak, Mode::AgainstTux);
    assert!(!activity.shows_menu());
    let events = Rc::new(RefCell::new(Vec::new()));
    let seen = Rc::clone(&events);
    activity.on_event(move |event| seen.borrow_mut().push(event));
    let before = activity.settings();
    press(&activity, &english("bar-level-up", &[]));
    let after = activity.settings();
    assert_eq!(
        after.level_for(GameKind::Congkak),
        before.level_for(GameKind::Congkak) + 1
    );
    assert_eq!(
        after.level_for(GameKind::Oware),
        before.level_for(GameKind::Oware),
        "Oware's level is its own"
    );
    press(&activity, &english("bar-home", &[]));
    assert_eq!(*events.borrow(), vec![ActivityEvent::Home]);
}

/// Where an element is drawn: left, top, right, bottom.
fn rectangle(element: &i_slint_backend_testing::ElementHandle) -> [f32; 4] {
    let (position, size) = (element.absolute_position(), element.size());
    [
        position.x,
        position.y,
        position.x + size.width,
        position.y + size.height,
    ]
}

fn inside(inner: [f32; 4], outer: [f32; 4]) -> bool {
    inner[0] >= outer[0] - 8.0
        && inner[1] >= outer[1]
        && inner[2] <= outer[2] + 8.0
        && inner[3] <= outer[3]
}

/// The one element a screen reader names `label`.
fn named(
    activity: &oware::activity::Activity,
    label: &str,
) -> i_slint_backend_testing::ElementHandle {
    let mut found: Vec<_> =
        i_slint_backend_testing::ElementHandle::find_by_accessible_label(activity.window(), label)
            .collect();
    assert_eq!(found.len(), 1, "one element named {label:?}");
    found.remove(0)
}

/// Each store and kazan on the board says whose it is, on screen and to a screen reader: the
/// child's on the right ("Your store"), Tux's or the other player's on the left; each owner's
/// word sits on its own store, and the store's count stands outside the pit, hiding no seed.
#[test]
fn each_store_and_kazan_shows_its_owner_and_its_count_beside_the_seeds() {
    let cases = [
        (
            GameKind::Kalah,
            Mode::AgainstTux,
            ["store-owner-you", "store-owner-tux"],
        ),
        (
            GameKind::Congkak,
            Mode::AgainstTux,
            ["store-owner-you", "store-owner-tux"],
        ),
        (
            GameKind::TogyzKumalak,
            Mode::TwoPlayers,
            ["kazan-owner-player", "kazan-owner-player"],
        ),
    ];
    for (kind, mode, [south_id, north_id]) in cases {
        let activity = game(kind, mode);
        let adapter = activity.window().global::<OwareAdapter>();
        let names = [
            adapter.get_south_name().to_string(),
            adapter.get_north_name().to_string(),
        ];
        let owners = [
            english(south_id, &[("player", Arg::Str(&names[0]))]),
            english(north_id, &[("player", Arg::Str(&names[1]))]),
        ];
        let labels = [
            adapter.get_south_store().label.to_string(),
            adapter.get_north_store().label.to_string(),
        ];
        let store_ids = match mode {
            Mode::AgainstTux => ["store-you", "store-tux"],
            Mode::TwoPlayers => ["store-south", "store-north"],
        };
        for (label, id) in labels.iter().zip(store_ids) {
            assert_eq!(*label, english(id, &[("count", Arg::Num(0))]), "{kind:?}");
        }
        let stores = labels
            .each_ref()
            .map(|label| rectangle(&named(&activity, label)));
        assert!(
            stores[0][0] > stores[1][0],
            "{kind:?}: the child's store on the right"
        );
        // The words each store shows, and a tag holding them on each store.
        let shown = [
            adapter.get_south_store().owner.to_string(),
            adapter.get_north_store().owner.to_string(),
        ];
        assert_eq!(shown, owners, "{kind:?}");
        let tags: Vec<[f32; 4]> = i_slint_backend_testing::ElementHandle::find_by_element_id(
            activity.window(),
            "OwnerTag::owner-text",
        )
        .map(|tag| rectangle(&tag))
        .collect();
        assert_eq!(tags.len(), 2, "{kind:?}: {tags:?}");
        for store in stores {
            let on_it = tags.iter().filter(|tag| inside(**tag, store)).count();
            assert_eq!(
                on_it, 1,
                "{kind:?}: one owner on the store {store:?}: {tags:?}"
            );
        }
        if kind != GameKind::TogyzKumalak {
            let pits: Vec<_> = i_slint_backend_testing::ElementHandle::find_by_element_id(
                activity.window(),
                "BoardStore::pit",
            )
            .map(|pit| rectangle(&pit))
            .collect();
            let pills: Vec<_> = i_slint_backend_testing::ElementHandle::find_by_element_id(
                activity.window(),
                "CountPill::count-text",
            )
            .map(|pill| rectangle(&pill))
            .filter(|pill| stores.iter().any(|store| inside(*pill, *store)))
            .collect();
            assert_eq!((pits.len(), pills.len()), (2, 2), "{kind:?}");
            for pill in pills {
                assert!(
                    pits.iter().all(|pit| pill[3] <= pit[1]
                        || pill[1] >= pit[3]
                        || pill[2] <= pit[0]
                        || pill[0] >= pit[2]),
                    "{kind:?}: the count {pill:?} stays off the pits {pits:?}"
                );
            }
        }
    }
}
