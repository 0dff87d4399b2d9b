//! Every screen a school has, in every language: no text is squeezed, broken inside a word,
//! cut off or pushed out of its panel, and the board grows with the window.

mod ui_support;

use std::time::Duration;

use oware::activity::fonts::OPEN_DYSLEXIC_LANGUAGES;
use oware::activity::ui::{RoomStage, SettingsAdapter};
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::{Localizer, LANGUAGES};
use oware::rules::abapa::{Position, Variant};
use oware::rules::{togyz, GameKind, Side};
use oware::settings::{Mode, ReadingFont, Settings};
use slint::ComponentHandle;
use ui_support::fit::fit;
use ui_support::*;

/// A netbook, a small laptop, a classroom screen and a full-HD monitor.
const SIZES: [(f32, f32); 4] = [(800., 600.), (1024., 600.), (1280., 800.), (1920., 1080.)];

/// Fewer texts than this on a screen means the measuring no longer finds Slint's text items:
/// the home menu, the fewest of the screens checked here, shows 17, a board about 40.
const MIN_TEXTS: usize = 10;

/// Lays the window out at every size and collects what does not fit, and screens with too
/// few texts to believe the measure.
fn check_sizes(activity: &Activity, what: &str, problems: &mut Vec<String>) {
    for (width, height) in SIZES {
        activity
            .window()
            .window()
            .set_size(slint::LogicalSize::new(width, height));
        // Runs the window's change handlers, which set the scale.
        advance(Duration::ZERO);
        let fit = fit(activity.window().window());
        let place = format!("{}, {width}×{height}, {what}", activity.language());
        if fit.measured < MIN_TEXTS {
            problems.push(format!("{place}: only {} texts measured", fit.measured));
        }
        for misfit in fit.misfits {
            problems.push(format!("{place}: {:?} {}", misfit.text, misfit.problem));
        }
    }
}

#[test]
fn a_text_too_big_for_its_place_is_found_at_every_size() {
    let activity = start_in("fr", Settings::default());
    let adapter = activity.window().global::<OwareAdapter>();
    let mut problems = Vec::new();
    check_sizes(&activity, "start", &mut problems);
    assert!(
        problems.is_empty(),
        "the board fits as it is: {problems:#?}"
    );
    // One word cannot wrap: wider than any window here.
    let word = "W".repeat(200);
    // Words enough to fill many lines: taller than any window here.
    let sentence = ["Tux"; 3000].join(" ");
    for text in [word, sentence] {
        adapter.set_message(text.clone().into());
        let mut problems = Vec::new();
        check_sizes(&activity, "control", &mut problems);
        let quoted = format!("{text:?}");
        let found = problems
            .iter()
            .filter(|problem| problem.contains(&quoted))
            .count();
        assert_eq!(found, SIZES.len(), "{text:.40}…: {problems:#?}");
    }
}

fn position(houses: [u8; 12], stores: [u8; 2], side: Side) -> Position {
    Position::from_parts(Variant::ABAPA, &houses, stores, side).expect("48 seeds")
}

/// The texts that only some moments show, set straight into the message line and the end
/// screen so that each one is measured in the boldest style it can have.
fn every_message(localizer: &Localizer, language: &str) -> Vec<String> {
    let args = [
        ("count", oware::i18n::Arg::Num(12)),
        ("house", oware::i18n::Arg::Str("W")),
        (
            "player",
            oware::i18n::Arg::Str(&localizer.text(language, "player-north")),
        ),
    ];
    let texts = [
        "feed-explain",
        "illegal-empty-house",
        "illegal-not-your-house",
        "illegal-must-feed",
        "illegal-wait",
        "illegal-game-over",
        "move-tux-played",
        "move-you-played",
        "move-player-played",
        "captured-you",
        "captured-tux",
        "captured-player",
        "grand-slam",
        "hint-try",
        "hint-thinking",
        "undo-nothing",
        "extra-turn-you",
        "extra-turn-tux",
        "extra-turn-player",
        "illegal-tuzdyk",
        "tuzdyk-made-you",
        "tuzdyk-made-tux",
        "tuzdyk-made-player",
    ]
    .iter()
    .map(|id| localizer.text_with(language, id, &args));
    // Tux's moves show the house Tux played, then what the move did.
    let tux_played = localizer.text_with(language, "move-tux-played", &args);
    let tux_moves = [
        "captured-tux",
        "grand-slam",
        "extra-turn-tux",
        "tuzdyk-made-tux",
    ]
    .iter()
    .map(|id| format!("{tux_played} {}", localizer.text_with(language, id, &args)));
    texts.chain(tux_moves).collect()
}

/// Every game's board (Togyz Kumalak crowded with tuzdyks too) and its help, at every size.
fn check_every_game(language: &str, settings: &Settings, problems: &mut Vec<String>) {
    for kind in GameKind::ALL {
        let activity = start_with(ActivityOptions {
            language: Some(language.into()),
            game: Some(kind),
            settings: settings.clone(),
            ..ActivityOptions::default()
        });
        check_sizes(&activity, kind.id(), problems);
        if kind == GameKind::TogyzKumalak {
            activity.load_position(crowded_togyz());
            check_sizes(&activity, "tuzdyks", problems);
        }
        activity.window().set_help_open(true);
        check_sizes(&activity, &format!("{kind} help"), problems);
    }
}

/// Every message in the bold style of a refusal, then the end screen with every reason.
fn check_messages_and_end(
    activity: &Activity,
    localizer: &Localizer,
    language: &str,
    problems: &mut Vec<String>,
) {
    let adapter = activity.window().global::<OwareAdapter>();
    let end_ui = activity
        .window()
        .global::<oware::activity::ui::EndAdapter>();
    adapter.set_message_kind(oware::activity::ui::MessageKind::Refusal);
    for message in every_message(localizer, language) {
        adapter.set_message(message.into());
        check_sizes(activity, "message", problems);
    }
    activity.load_position(position(
        [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0],
        [25, 15],
        Side::North,
    ));
    let numbers = [
        ("half", oware::i18n::Arg::Num(81)),
        ("win", oware::i18n::Arg::Num(82)),
        ("limit", oware::i18n::Arg::Num(160)),
    ];
    for reason in [
        "oware-end-score",
        "oware-end-draw",
        "oware-end-no-feed",
        "oware-end-repetition",
        "oware-end-no-capture-limit",
        "kalah-end-empty-row",
        "congkak-end-empty-row",
        "congkak-end-endless",
        "togyz-end-score",
        "togyz-end-draw",
        "togyz-end-no-move",
    ] {
        end_ui.set_end_reason(localizer.text_with(language, reason, &numbers).into());
        check_sizes(activity, reason, problems);
    }
}

#[test]
fn every_text_fits_at_every_size_in_every_language() {
    let localizer = Localizer::new();
    let mut problems = Vec::new();
    for language in LANGUAGES {
        for mode in [Mode::AgainstTux, Mode::TwoPlayers] {
            let mut settings = Settings {
                mode,
                ..Settings::default()
            };
            settings.set_level(oware::rules::GameKind::Oware, 8);
            let activity = start_in(language, settings);
            check_sizes(&activity, "start", &mut problems);

            // North to move: Tux thinking, or the second player's turn; big piles and stores.
            activity.load_position(position(
                [0, 14, 0, 3, 0, 1, 2, 0, 12, 0, 0, 1],
                [7, 8],
                Side::North,
            ));
            check_sizes(&activity, "north to move", &mut problems);
            if mode == Mode::TwoPlayers {
                // Only the player lines differ between the modes.
                continue;
            }
            // In a game with a classmate, the bar names the mode with its own label.
            let classroom_ui = activity
                .window()
                .global::<oware::activity::ui::ClassroomAdapter>();
            classroom_ui.set_classmate_game(true);
            check_sizes(&activity, "classmate game", &mut problems);
            classroom_ui.set_classmate_game(false);

            check_messages_and_end(&activity, &localizer, language, &mut problems);
            activity.window().set_help_open(true);
            check_sizes(&activity, "help", &mut problems);
            activity.window().set_help_open(false);
            activity.window().set_languages_open(true);
            check_sizes(&activity, "languages", &mut problems);
        }
    }
    assert!(
        problems.is_empty(),
        "{} texts do not fit:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Togyz Kumalak's widest board, with a tuzdyk on each side and piles of stones.
fn crowded_togyz() -> togyz::Position {
    let houses = [
        40, 0, 7, 3, 15, 0, 9, 2, 11, //
        6, 1, 8, 0, 10, 4, 0, 13, 5,
    ];
    togyz::Position::from_parts(&houses, [20, 8], Side::South, [Some(12), Some(5)])
        .expect("162 stones")
}

#[test]
fn every_game_and_the_menu_fit_at_every_size_in_every_language() {
    let localizer = Localizer::new();
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let menu = start_menu(language);
        check_sizes(&menu, "menu", &mut problems);
        menu.window().set_settings_open(true);
        check_sizes(&menu, "settings", &mut problems);
        menu.window().set_settings_open(false);
        menu.window().set_languages_open(true);
        check_sizes(&menu, "menu languages", &mut problems);
        check_every_game(language, &Settings::default(), &mut problems);
        // Who plays, and each step of a game with a classmate that needs no network.
        let activity = start_with(ActivityOptions {
            language: Some(language.into()),
            settings: Settings {
                server: Some("127.0.0.1:9".into()),
                ..Settings::default()
            },
            ..ActivityOptions::default()
        });
        let classroom_ui = activity
            .window()
            .global::<oware::activity::ui::ClassroomAdapter>();
        press(&activity, &localizer.text(language, "bar-mode-tux"));
        assert_eq!(classroom_ui.get_room_stage(), RoomStage::Players);
        check_sizes(&activity, "who plays", &mut problems);
        press(&activity, &localizer.text(language, "players-classmate"));
        assert_eq!(classroom_ui.get_room_stage(), RoomStage::Classmate);
        classroom_ui.set_player_name("Wolfeschlegelsteinh".into());
        check_sizes(&activity, "classmate", &mut problems);
        press(&activity, &localizer.text(language, "classroom-join"));
        assert_eq!(classroom_ui.get_room_stage(), RoomStage::Joining);
        check_sizes(&activity, "joining", &mut problems);
        classroom_ui.set_room_stage(RoomStage::Connecting);
        check_sizes(&activity, "connecting", &mut problems);
        classroom_ui.set_room_stage(RoomStage::Joining);
        classroom_ui.set_room_problem(localizer.text(language, "classroom-unreachable").into());
        check_sizes(&activity, "room problem", &mut problems);
        classroom_ui.set_connection_banner(localizer.text(language, "classroom-lost").into());
        check_sizes(&activity, "banner", &mut problems);
    }
    assert!(
        problems.is_empty(),
        "{} texts do not fit:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_reading_font_fits_at_every_size() {
    // OpenDyslexic is much wider than Andika and its lines are taller. The languages it does
    // not write keep Andika, and the settings say so under the choice.
    let settings = Settings {
        reading_font: ReadingFont::OpenDyslexic,
        ..Settings::default()
    };
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let menu = start_with(ActivityOptions {
            language: Some(language.into()),
            home_menu: true,
            settings: settings.clone(),
            ..ActivityOptions::default()
        });
        let adapter = menu.window().global::<SettingsAdapter>();
        let written = OPEN_DYSLEXIC_LANGUAGES.contains(&language);
        assert_eq!(adapter.get_open_dyslexic(), written, "{language}");
        menu.window().set_settings_open(true);
        check_sizes(&menu, "settings", &mut problems);
        menu.window().set_settings_open(false);
        if !written {
            continue;
        }
        check_sizes(&menu, "menu", &mut problems);
        menu.window().set_languages_open(true);
        check_sizes(&menu, "menu languages", &mut problems);
        check_every_game(language, &settings, &mut problems);
        let activity = start_in(language, settings.clone());
        check_messages_and_end(&activity, &Localizer::new(), language, &mut problems);
    }
    assert!(
        problems.is_empty(),
        "{} texts do not fit in OpenDyslexic:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_widest_board_keeps_its_houses_tappable_on_a_netbook() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::TogyzKumalak),
        ..ActivityOptions::default()
    });
    activity.load_position(crowded_togyz());
    activity
        .window()
        .window()
        .set_size(slint::LogicalSize::new(800., 600.));
    advance(Duration::ZERO);
    let width = house(&activity, 'A').size().width;
    // Nine houses a side and the kazans between the rows: the height of a 600-pixel screen
    // is what limits them, and 50 px is still a comfortable target for a finger.
    assert!(width >= 50., "house A is {width} px wide");
}

#[test]
fn the_houses_grow_with_the_window() {
    let activity = start_in("en", Settings::default());
    let mut sizes = Vec::new();
    for (width, height) in SIZES {
        activity
            .window()
            .window()
            .set_size(slint::LogicalSize::new(width, height));
        advance(Duration::ZERO);
        sizes.push(house(&activity, 'A').size().width);
    }
    println!("house widths at {SIZES:?}: {sizes:?}");
    // Never smaller on a wider screen (800×600 and 1024×600 share their height, which is
    // what limits the houses there), bigger on a taller one, and roomy on the largest.
    assert!(sizes[0] <= sizes[1], "{sizes:?}");
    assert!(sizes[1] < sizes[2] && sizes[2] < sizes[3], "{sizes:?}");
    assert!(sizes[0] >= 72., "big enough to tap on a netbook: {sizes:?}");
    assert!(sizes[3] >= 150., "uses a full-HD screen: {sizes:?}");
}

#[test]
fn every_card_keeps_its_chapters_button_on_a_netbook() {
    // At 800 px a card is about 180 px wide: the lessons' button says its count beside its
    // book, so that the puzzles' and the chapters' icons have their room, each as big as a
    // fingertip and named for a screen reader.
    for language in LANGUAGES {
        let menu = start_menu(language);
        let mut problems = Vec::new();
        check_sizes(&menu, "menu", &mut problems);
        assert!(problems.is_empty(), "{problems:#?}");
        menu.window()
            .window()
            .set_size(slint::LogicalSize::new(800., 600.));
        advance(Duration::ZERO);
        let chapters = menu
            .window()
            .global::<oware::activity::ui::ChaptersAdapter>()
            .get_card_labels();
        let lessons = menu
            .window()
            .global::<oware::activity::ui::MenuAdapter>()
            .get_cards();
        use slint::Model;
        assert_eq!(chapters.row_count(), 4);
        for (label, card) in chapters.iter().zip(lessons.iter()) {
            let button = button(&menu, &label);
            let size = button.size();
            assert!(
                size.width >= 44.0 && size.height >= 44.0,
                "{language}: {label} is {size:?}"
            );
            // Positive control: the lessons' button is there too, by its full name.
            assert!(button_exists(&menu, &card.lessons_label), "{language}");
        }
    }
}

fn button_exists(activity: &Activity, label: &str) -> bool {
    i_slint_backend_testing::ElementHandle::find_by_accessible_label(activity.window(), label)
        .next()
        .is_some()
}
