//! Every screen a school has, in every language: no text is squeezed, broken inside a word,
//! cut off or pushed out of its panel, and the board grows with the window.

mod ui_support;

use std::time::Duration;

use oware::activity::{Activity, OwareAdapter};
use oware::i18n::{Localizer, LANGUAGES};
use oware::rules::abapa::{Position, Variant};
use oware::rules::Side;
use oware::settings::{Mode, Settings};
use slint::ComponentHandle;
use ui_support::fit::misfits;
use ui_support::*;

/// A netbook, a small laptop, a classroom screen and a full-HD monitor.
const SIZES: [(f32, f32); 4] = [(800., 600.), (1024., 600.), (1280., 800.), (1920., 1080.)];

/// Lays the window out at every size and collects what does not fit.
fn check_sizes(activity: &Activity, what: &str, problems: &mut Vec<String>) {
    for (width, height) in SIZES {
        activity
            .window()
            .window()
            .set_size(slint::LogicalSize::new(width, height));
        // Runs the window's change handlers, which set the scale.
        advance(Duration::ZERO);
        for misfit in misfits(activity.window().window()) {
            problems.push(format!(
                "{}, {width}×{height}, {what}: {:?} {}",
                activity.language(),
                misfit.text,
                misfit.problem
            ));
        }
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
    [
        "feed-explain",
        "illegal-empty-house",
        "illegal-not-your-house",
        "illegal-must-feed",
        "illegal-wait",
        "illegal-game-over",
        "move-tux-played",
        "captured-you",
        "captured-tux",
        "captured-player",
        "grand-slam",
        "hint-try",
        "hint-thinking",
        "undo-nothing",
    ]
    .iter()
    .map(|id| localizer.text_with(language, id, &args))
    .collect()
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
            let adapter = activity.window().global::<OwareAdapter>();
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

            // Every message, in the bold style of a refusal.
            adapter.set_message_kind(1);
            for message in every_message(&localizer, language) {
                adapter.set_message(message.into());
                check_sizes(&activity, "message", &mut problems);
            }

            // The end screen with every reason.
            activity.load_position(position(
                [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0],
                [25, 15],
                Side::North,
            ));
            for reason in [
                "end-reason-score",
                "end-reason-draw",
                "end-reason-no-feed",
                "end-reason-repetition",
                "end-reason-no-capture-limit",
                "end-reason-empty-row",
            ] {
                adapter.set_end_reason(localizer.text(language, reason).into());
                check_sizes(&activity, reason, &mut problems);
            }
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
