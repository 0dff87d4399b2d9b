//! Shared steps for the headless UI tests: start the activity on the testing backend, move
//! the mocked clock, click houses by their accessible names and read the board back.
#![allow(dead_code)]

pub mod fit;

use std::time::Duration;

use i_slint_backend_testing::{mock_elapsed_time, ElementHandle, ElementRoot};
use oware::activity::{Activity, ActivityOptions, OwareAdapter, ThinkingBudget};
use oware::settings::Settings;
use slint::{ComponentHandle, Model};

/// The testing backend, once per test thread (each test runs on a thread of its own).
pub fn init_backend() {
    thread_local! {
        static READY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !READY.with(|ready| ready.replace(true)) {
        i_slint_backend_testing::init_no_event_loop();
    }
}

/// A fresh activity in `language`, its Tux quick, on this test thread's testing backend.
pub fn start_in(language: &str, settings: Settings) -> Activity {
    init_backend();
    let activity = Activity::new(ActivityOptions {
        language: Some(language.into()),
        settings,
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(20),
            hint: Duration::from_millis(20),
        }),
        seed: Some(7),
        ..ActivityOptions::default()
    })
    .expect("the activity starts on the testing backend");
    activity.show().expect("the window shows");
    activity
}

/// A fresh activity on this test thread's own testing backend, in English.
pub fn start(settings: Settings, tux_budget: Duration) -> Activity {
    init_backend();
    let activity = Activity::new(ActivityOptions {
        language: Some("en".into()),
        settings,
        budget: Some(ThinkingBudget {
            tux: tux_budget,
            hint: Duration::from_millis(100),
        }),
        seed: Some(7),
        ..ActivityOptions::default()
    })
    .expect("the activity starts on the testing backend");
    // The testing backend's window is small by default; use the size a classroom screen has.
    activity
        .window()
        .window()
        .set_size(slint::LogicalSize::new(1280.0, 800.0));
    activity.show().expect("the window shows");
    activity
}

pub fn settings_against_tux(level: u8) -> Settings {
    Settings {
        level,
        ..Settings::default()
    }
}

/// Moves the mocked clock on; the activity's timer runs on it.
pub fn advance(duration: Duration) {
    let step = Duration::from_millis(30);
    let mut left = duration;
    // Even a zero step runs the change handlers (the window's scale follows its size).
    mock_elapsed_time(Duration::ZERO);
    while left > Duration::ZERO {
        let now = step.min(left);
        mock_elapsed_time(now);
        left -= now;
    }
}

/// Runs the clock until `done` holds, giving Tux's thread real time to think.
pub fn wait_until(activity: &Activity, mut done: impl FnMut(&Activity) -> bool) -> bool {
    for _ in 0..2000 {
        if done(activity) {
            return true;
        }
        advance(Duration::from_millis(60));
        std::thread::sleep(Duration::from_millis(5));
    }
    done(activity)
}

/// Seeds per house in sowing order (A..F then a..f), as the window shows them.
pub fn board(activity: &Activity) -> Vec<i32> {
    let adapter = activity.window().global::<OwareAdapter>();
    let south: Vec<i32> = adapter.get_south_row().iter().map(|h| h.seeds).collect();
    // North's row is drawn f..a, right to left in sowing order.
    let mut north: Vec<i32> = adapter.get_north_row().iter().map(|h| h.seeds).collect();
    north.reverse();
    south.into_iter().chain(north).collect()
}

pub fn message(activity: &Activity) -> String {
    activity
        .window()
        .global::<OwareAdapter>()
        .get_message()
        .to_string()
}

/// The house whose accessible name starts with "House <letter>,".
pub fn house(activity: &Activity, letter: char) -> ElementHandle {
    let prefix = format!("House {letter},");
    let mut found = Vec::new();
    activity
        .window()
        .root_element()
        .query_descendants()
        .match_predicate(move |element| {
            element
                .accessible_label()
                .is_some_and(|label| label.starts_with(&prefix))
        })
        .find_all()
        .into_iter()
        .for_each(|element| found.push(element));
    assert_eq!(found.len(), 1, "exactly one house {letter} on screen");
    found.remove(0)
}

pub fn house_label(activity: &Activity, letter: char) -> String {
    house(activity, letter)
        .accessible_label()
        .map(|label| label.to_string())
        .unwrap_or_default()
}

/// Clicks with the pointer in the middle of the house, as a child would.
pub fn click(activity: &Activity, letter: char) {
    house(activity, letter).mock_single_click(slint::platform::PointerEventButton::Left);
}

pub fn animating(activity: &Activity) -> bool {
    activity.window().global::<OwareAdapter>().get_animating()
}

/// Lets the current replay finish.
pub fn finish_animation(activity: &Activity) {
    assert!(wait_until(activity, |a| !animating(a)), "the replay ends");
}

/// The button with this accessible name.
pub fn button(activity: &Activity, label: &str) -> ElementHandle {
    ElementHandle::find_by_accessible_label(activity.window(), label)
        .next()
        .unwrap_or_else(|| panic!("a button labelled {label}"))
}

/// Sets up a hand-built position with South (the child) to move.
pub fn load_south_to_move(activity: &Activity, houses: [u8; 12], captured: [u8; 2]) {
    let position = oware::rules::abapa::Position::from_parts(
        oware::rules::abapa::Variant::ABAPA,
        &houses,
        captured,
        oware::rules::Side::South,
    )
    .expect("a position with 48 seeds");
    activity.load_position(position);
}
