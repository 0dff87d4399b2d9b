//! The keyboard's focus ring is for the keyboard: the focus moves for a screen reader as
//! always, but its ring is drawn only once a key was pressed, and goes at a click or a touch
//! until the next key.

mod ui_support;

use i_slint_backend_testing::ElementHandle;
use oware::activity::Activity;
use ui_support::*;

/// South's row holds seeds, North's a few: every house of the child's row may be played.
const HOUSES: [u8; 12] = [4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4];

/// How many focus rings the window draws.
fn rings(activity: &Activity) -> usize {
    settle(activity);
    ElementHandle::find_by_element_type_name(activity.window(), "FocusRing").count()
}

#[test]
fn the_ring_shows_after_a_key_and_goes_at_a_click() {
    let activity = start_in("en", settings_against_tux(2));
    load_south_to_move(&activity, HOUSES, [4, 3]);
    // The activity put the focus on house A, for a screen reader; nobody pressed a key.
    assert!(focused(&activity).starts_with("Your house A,"));
    assert_eq!(rings(&activity), 0, "no ring before any key");

    // Tab: the keyboard is in use, and the ring shows where the focus is.
    assert!(tab(&activity, true).starts_with("Your house B,"));
    assert_eq!(rings(&activity), 1, "the ring after Tab");

    // A click (on one of Tux's houses, which plays nothing): the ring goes, the focus stays.
    click(&activity, 'c');
    assert_eq!(activity.sitting().game().move_count(), 0, "nothing played");
    assert_eq!(rings(&activity), 0, "no ring after a click");
    assert!(focused(&activity).starts_with("Your house B,"));

    // Any key brings it back: an arrow key here.
    key_and_settle(&activity, slint::platform::Key::RightArrow);
    assert!(focused(&activity).starts_with("Your house C,"));
    assert_eq!(rings(&activity), 1, "the ring after an arrow key");
}

#[test]
fn a_dialog_opened_with_the_mouse_shows_no_ring_until_tab() {
    let activity = start_in("en", settings_against_tux(2));
    press(&activity, "Help");
    let focus = focused(&activity);
    assert!(focus != "(nothing)", "the focus is in the help: {focus}");
    assert_eq!(rings(&activity), 0, "opened with a click: no ring");
    tab(&activity, true);
    assert_eq!(rings(&activity), 1, "Tab inside the dialog: the ring");
    press(&activity, "Close");
    assert_eq!(rings(&activity), 0, "closed with a click: no ring again");
}
