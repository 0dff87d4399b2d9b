//! Shared steps for the headless UI tests: start the activity on the testing backend, move
//! the mocked clock, click houses by their accessible names and read the board back.
#![allow(dead_code)]

pub mod a11y;
pub mod fit;

use std::time::Duration;

use i_slint_backend_testing::{mock_elapsed_time, ElementHandle, ElementRoot};
use oware::activity::{Activity, ActivityOptions, OwareAdapter, Thinking, ThinkingBudget};
use oware::settings::Settings;
use slint::ComponentHandle;

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
    start_with(ActivityOptions {
        language: Some(language.into()),
        settings,
        ..ActivityOptions::default()
    })
}

/// A fresh activity with these options, Tux quick (unless the options give a budget) and
/// thinking in place, in a classroom screen's size (the testing backend's default window
/// is small).
pub fn start_with(options: ActivityOptions) -> Activity {
    init_backend();
    let activity = Activity::new(ActivityOptions {
        language: Some(options.language.clone().unwrap_or_else(|| "en".into())),
        budget: Some(options.budget.unwrap_or(ThinkingBudget {
            tux: Duration::from_millis(20),
            hint: Duration::from_millis(20),
        })),
        // Tux answers on this thread, so the tests run on the mocked clock alone.
        thinking: Thinking::InPlace,
        seed: Some(7),
        ..options
    })
    .expect("the activity starts on the testing backend");
    activity
        .window()
        .window()
        .set_size(slint::LogicalSize::new(1280.0, 800.0));
    activity.show().expect("the window shows");
    activity
}

/// Every house the window draws, in sowing order (South's row, then North's), as the
/// window's own rows hold them.
pub fn houses_shown(activity: &Activity) -> Vec<oware::activity::ui::HouseView> {
    use slint::Model;
    let adapter = activity.window().global::<OwareAdapter>();
    let mut houses: Vec<_> = adapter
        .get_south_row()
        .iter()
        .chain(adapter.get_north_row().iter())
        .collect();
    houses.sort_by_key(|house| house.index);
    houses
}

/// Seeds per house in sowing order, as drawn.
pub fn seeds_shown(activity: &Activity) -> Vec<u8> {
    houses_shown(activity)
        .iter()
        .map(|house| u8::try_from(house.seeds).expect("a seed count"))
        .collect()
}

/// The standalone launcher's home menu, in `language`.
pub fn start_menu(language: &str) -> Activity {
    start_with(ActivityOptions {
        language: Some(language.into()),
        home_menu: true,
        ..ActivityOptions::default()
    })
}

/// The numbers Oware's texts show in the 48-seed game, as the help formats them.
pub fn oware_numbers() -> Vec<(&'static str, oware::i18n::Arg<'static>)> {
    use oware::i18n::Arg;
    vec![
        ("seeds", Arg::Num(4)),
        ("total", Arg::Num(48)),
        ("half", Arg::Num(24)),
        ("win", Arg::Num(25)),
        ("houses", Arg::Num(6)),
        ("lap", Arg::Num(12)),
        ("limit", Arg::Num(160)),
    ]
}

/// A fresh activity on this test thread's own testing backend, in English, with Tux's own
/// budget (the hint keeps 100 ms).
pub fn start(settings: Settings, tux_budget: Duration) -> Activity {
    start_with(ActivityOptions {
        settings,
        budget: Some(ThinkingBudget {
            tux: tux_budget,
            hint: Duration::from_millis(100),
        }),
        ..ActivityOptions::default()
    })
}

pub fn settings_against_tux(level: u8) -> Settings {
    let mut settings = Settings::default();
    settings.set_level(oware::rules::GameKind::Oware, level);
    settings
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

/// Runs the mocked clock until `done` holds, for at most a minute of it. Tux thinks in
/// place, so nothing here waits on the wall clock.
pub fn wait_until(activity: &Activity, mut done: impl FnMut(&Activity) -> bool) -> bool {
    for _ in 0..2000 {
        if done(activity) {
            return true;
        }
        advance(Duration::from_millis(30));
    }
    done(activity)
}

/// Seeds per house in sowing order (A..F then a..f), read from the houses on screen (their
/// accessible names say "House C, 4 seeds…"; English only).
pub fn board(activity: &Activity) -> Vec<i32> {
    "ABCDEFabcdef"
        .chars()
        .map(|letter| {
            let label = house_label(activity, letter);
            label
                .split(", ")
                .nth(1)
                .and_then(|seeds| seeds.split(' ').next())
                .and_then(|count| count.parse().ok())
                .unwrap_or_else(|| panic!("no seed count in {label:?}"))
        })
        .collect()
}

/// The turn line on screen ("Your turn!"): only the active player's line shows one.
pub fn turn_line(activity: &Activity) -> String {
    let lines: Vec<String> =
        ElementHandle::find_by_element_id(activity.window(), "PlayerLine::turn-text")
            .filter_map(|element| element.accessible_label())
            .map(|label| label.to_string())
            .filter(|label| !label.is_empty())
            .collect();
    assert!(lines.len() <= 1, "one turn line at a time: {lines:?}");
    lines.into_iter().next().unwrap_or_default()
}

/// The sentence on screen under the board (its accessible name says more: see
/// [`announcement`]).
pub fn message(activity: &Activity) -> String {
    activity
        .window()
        .global::<OwareAdapter>()
        .get_message()
        .to_string()
}

/// What a screen reader hears from the message line, a live region: its accessible name,
/// without the space that makes a repeated sentence heard again.
pub fn announcement(activity: &Activity) -> String {
    shown_text(activity, "ActivityWindow::message-text")
        .trim_end()
        .to_string()
}

/// What the text element with this id says, as a screen reader reads it.
pub fn shown_text(activity: &Activity, id: &str) -> String {
    ElementHandle::find_by_element_id(activity.window(), id)
        .next()
        .and_then(|element| element.accessible_label())
        .map(|label| label.to_string())
        .unwrap_or_default()
}

/// The house whose accessible name says "house <letter>," ("Your house A, …", "Tux's
/// house a, …", "Player 2's house a, …").
pub fn house(activity: &Activity, letter: char) -> ElementHandle {
    let prefix = format!("house {letter},");
    let mut found = Vec::new();
    activity
        .window()
        .root_element()
        .query_descendants()
        .match_predicate(move |element| {
            element
                .accessible_label()
                .is_some_and(|label| label.contains(&prefix))
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

/// Moves the pointer onto the middle of `element`, or off the window with `None`.
pub fn hover(activity: &Activity, element: Option<&ElementHandle>) {
    let position = match element {
        Some(element) => {
            let at = element.absolute_position();
            let size = element.size();
            slint::LogicalPosition::new(at.x + size.width / 2.0, at.y + size.height / 2.0)
        }
        None => slint::LogicalPosition::new(-50.0, -50.0),
    };
    let window = activity.window().window();
    if element.is_some() {
        window.dispatch_event(slint::platform::WindowEvent::PointerMoved { position });
    } else {
        window.dispatch_event(slint::platform::WindowEvent::PointerExited);
    }
    settle(activity);
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

/// Clicks the button with this accessible name with the pointer, as a child would. When a
/// dialog repeats a button of the bar, the dialog's is the one on top: the last one found.
pub fn press(activity: &Activity, label: &str) {
    ElementHandle::find_by_accessible_label(activity.window(), label)
        .last()
        .unwrap_or_else(|| panic!("a button labelled {label}"))
        .mock_single_click(slint::platform::PointerEventButton::Left);
}

/// Presses and releases a key on the window.
pub fn key(activity: &Activity, text: impl Into<slint::SharedString>) {
    let text = text.into();
    let window = activity.window().window();
    window.dispatch_event(slint::platform::WindowEvent::KeyPressed { text: text.clone() });
    window.dispatch_event(slint::platform::WindowEvent::KeyReleased { text });
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

/// Presses a key, then lets Slint run its change handlers, as an event loop does between
/// two events: the keyboard focus moves between components there.
pub fn key_and_settle(activity: &Activity, text: impl Into<slint::SharedString>) {
    key(activity, text);
    advance(Duration::ZERO);
}

/// The label of the node that has the keyboard focus, as a screen reader is told ("" for
/// the window itself).
pub fn focused(activity: &Activity) -> String {
    settle(activity);
    a11y::focused(activity.window().window()).unwrap_or_else(|| "(nothing)".into())
}

/// Lets the window catch up as a frame would: a dialog just opened is built (its `init`
/// moves the focus into it) and the change handlers run, which move the focus between
/// components.
pub fn settle(activity: &Activity) {
    for _ in 0..3 {
        // Walking the tree builds what was not built yet, as drawing a frame does.
        a11y::nodes(activity.window().window());
        advance(Duration::ZERO);
    }
}

/// Tab, or Shift+Tab, then the label of the node that has the focus.
pub fn tab(activity: &Activity, forward: bool) -> String {
    let key = if forward {
        slint::platform::Key::Tab
    } else {
        slint::platform::Key::Backtab
    };
    key_and_settle(activity, key);
    focused(activity)
}

/// The window's lessons: the list, the lesson open and its buttons.
pub fn lessons_ui(activity: &Activity) -> oware::activity::ui::LessonsAdapter<'_> {
    activity
        .window()
        .global::<oware::activity::ui::LessonsAdapter>()
}

/// A house that solves `lesson`: the first of its right moves, as the rules list them.
pub fn a_right_house(lesson: &oware::activity::aids::testing::Lesson) -> usize {
    lesson
        .right_moves()
        .expect("the lesson's right moves")
        .iter()
        .next()
        .expect("a right house")
}
