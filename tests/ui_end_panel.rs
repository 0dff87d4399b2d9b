//! The end of a game never hides the final board: its panel stands beside the board, which
//! makes room for it, on a netbook's 1024×600 screen as on a full-HD one, in a long language
//! as in a short one.

mod ui_support;

use i_slint_backend_testing::ElementHandle;
use oware::activity::Activity;
use oware::rules::abapa::{Position, Variant};
use oware::rules::Side;
use slint::ComponentHandle;
use ui_support::*;

/// Left, top, right, bottom.
type Rect = [f32; 4];

fn rect(element: &ElementHandle) -> Rect {
    let (at, size) = (element.absolute_position(), element.size());
    [at.x, at.y, at.x + size.width, at.y + size.height]
}

fn overlap(a: Rect, b: Rect) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

fn inside(inner: Rect, outer: Rect) -> bool {
    inner[0] >= outer[0] - 0.5
        && inner[1] >= outer[1] - 0.5
        && inner[2] <= outer[2] + 0.5
        && inner[3] <= outer[3] + 0.5
}

/// Every house and store on the board, where it is drawn.
fn board_parts(activity: &Activity) -> Vec<Rect> {
    let mut parts: Vec<Rect> = ["House", "BoardStore", "Kazan"]
        .iter()
        .flat_map(|name| ElementHandle::find_by_element_type_name(activity.window(), name))
        .map(|element| rect(&element))
        .collect();
    parts.retain(|part| part[2] > part[0] && part[3] > part[1]);
    parts
}

/// The end's panel, where it is drawn, if it is on screen.
fn end_panel(activity: &Activity) -> Option<Rect> {
    settle(activity);
    ElementHandle::find_by_element_id(activity.window(), "EndDialog::end-title")
        .next()
        .map(|element| rect(&element))
}

/// The board of a finished game: South captured 25 (a win), or North did (a loss, whose
/// panel says more: a kind word too).
fn finished(south_won: bool) -> Position {
    let houses = [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0];
    let stores = if south_won { [25, 15] } else { [15, 25] };
    Position::from_parts(Variant::ABAPA, &houses, stores, Side::North).expect("48 seeds")
}

#[test]
fn the_end_panel_leaves_every_house_in_sight_at_every_size() {
    for language in ["en", "fr", "fi"] {
        let activity = start_in(language, settings_against_tux(2));
        // The control: during the game there is no panel.
        assert_eq!(end_panel(&activity), None, "no panel before the end");
        for south_won in [true, false] {
            activity.load_position(finished(south_won));
            for (width, height) in [(1024., 600.), (800., 600.), (1280., 800.), (1920., 1080.)] {
                activity
                    .window()
                    .window()
                    .set_size(slint::LogicalSize::new(width, height));
                let what = format!("{language}, won {south_won}, {width}×{height}");
                let panel = end_panel(&activity).unwrap_or_else(|| panic!("{what}: no panel"));
                let window = [0., 0., width, height];
                assert!(
                    inside(panel, window),
                    "{what}: the panel {panel:?} leaves the window"
                );
                assert!(panel[2] - panel[0] > 200., "{what}: a real panel {panel:?}");
                let parts = board_parts(&activity);
                // Twelve houses and the two stores beside the players' names.
                assert!(
                    parts.len() >= 12,
                    "{what}: {} parts of the board",
                    parts.len()
                );
                for part in parts {
                    assert!(inside(part, window), "{what}: {part:?} leaves the window");
                    assert!(
                        !overlap(part, panel),
                        "{what}: the panel {panel:?} covers {part:?}"
                    );
                    // The houses are still big enough to be seen and counted.
                    assert!(part[2] - part[0] >= 40., "{what}: {part:?} is too small");
                }
            }
        }
    }
}

#[test]
fn the_overlap_check_finds_an_overlap() {
    // The positive control of the check above: a panel over the bottom row is caught.
    let house = [100., 400., 200., 500.];
    assert!(overlap(house, [150., 450., 900., 590.]));
    assert!(
        !overlap(house, [200., 0., 900., 590.]),
        "touching is not covering"
    );
}

#[test]
fn the_seeds_of_a_win_fall_and_then_leave_nothing_behind() {
    let activity = start_in("en", settings_against_tux(2));
    let seeds = |activity: &Activity| {
        settle(activity);
        ElementHandle::find_by_element_id(activity.window(), "Celebration::seeds").count()
    };
    // A loss: no seeds rain (the control).
    activity.load_position(finished(false));
    advance(std::time::Duration::from_millis(500));
    assert_eq!(seeds(&activity), 0, "no seeds for a loss");
    // A win: they fall for three seconds, then nothing of them is left, while the end's
    // panel stays.
    activity.load_position(finished(true));
    advance(std::time::Duration::from_millis(500));
    assert_eq!(seeds(&activity), 1, "the seeds fall");
    advance(std::time::Duration::from_millis(3000));
    assert_eq!(seeds(&activity), 0, "gone once fallen");
    assert!(end_panel(&activity).is_some(), "the panel stays");
}
