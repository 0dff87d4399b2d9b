//! The end-of-game screen: who won, the score, why the game ended, and what comes next.

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::rules::abapa::{Position, Variant};
use oware::rules::Side;
use slint::ComponentHandle;
use ui_support::*;

/// South to move, two seeds short of 25, with a capture of exactly two waiting in house a.
fn one_capture_from_winning() -> Position {
    // A holds 6: sows B..F and a; a goes from 1 to 2 and is captured: 23 + 2 = 25.
    let houses = [6, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 1];
    Position::from_parts(Variant::ABAPA, &houses, [23, 15], Side::South).expect("48 seeds")
}

#[test]
fn winning_move_shows_the_win_screen_with_score_reason_and_next_level() {
    let activity = start(settings_against_tux(2), Duration::from_millis(20));
    activity.load_position(one_capture_from_winning());
    click(&activity, 'A');
    finish_animation(&activity);

    let end_ui = activity
        .window()
        .global::<oware::activity::ui::EndAdapter>();
    assert!(end_ui.get_game_over());
    assert_eq!(
        shown_text(&activity, "EndDialog::end-title"),
        "You win! Well played!"
    );
    assert_eq!(
        shown_text(&activity, "EndDialog::end-score"),
        "Score: 25 – 15"
    );
    assert_eq!(
        shown_text(&activity, "EndDialog::end-reason"),
        "One player captured more than half of the seeds."
    );
    assert_eq!(
        end_ui.get_end_cheer().as_str(),
        "",
        "a win needs no comfort"
    );
    // The dialog is really on screen, with its buttons.
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), "You win! Well played!")
            .next()
            .is_some()
    );
    press(&activity, "Next level");
    let sitting = activity.sitting();
    assert_eq!(sitting.level(), 3);
    assert!(!sitting.game().is_over());
    assert!(!end_ui.get_game_over());
}

#[test]
fn a_lost_game_offers_play_again_but_not_the_next_level() {
    let activity = start(settings_against_tux(2), Duration::from_millis(20));
    let houses = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    load_south_to_move(&activity, houses, [20, 26]);
    let end_ui = activity
        .window()
        .global::<oware::activity::ui::EndAdapter>();
    assert!(end_ui.get_game_over());
    assert_eq!(
        shown_text(&activity, "EndDialog::end-title"),
        "Tux wins this time. Try again!"
    );
    // A kind word, with the seeds the child did win.
    let oware::rules::GameStatus::Over(outcome) = activity.sitting().game().status() else {
        panic!("the game is over");
    };
    let cheer = format!(
        "You won {} seeds all the same. Each game makes you a little stronger!",
        outcome.score(Side::South)
    );
    assert_eq!(end_ui.get_end_cheer().as_str(), cheer);
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), &cheer)
            .next()
            .is_some(),
        "on screen"
    );
    assert!(!end_ui.get_can_next_level());
    assert!(
        ElementHandle::find_by_accessible_label(activity.window(), "Next level")
            .next()
            .is_none()
    );
    press(&activity, "Play again");
    assert!(!activity.sitting().game().is_over());
    assert_eq!(activity.sitting().level(), 2, "the level stays");
}

#[test]
fn no_feed_end_explains_why_and_counts_the_seeds_kept() {
    let activity = start(settings_against_tux(2), Duration::from_millis(20));
    // Tux's row is empty and no South house reaches it: South keeps its 3 seeds.
    let houses = [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    load_south_to_move(&activity, houses, [20, 24]);
    let end_ui = activity
        .window()
        .global::<oware::activity::ui::EndAdapter>();
    assert!(end_ui.get_game_over());
    assert_eq!(
        shown_text(&activity, "EndDialog::end-score"),
        "Score: 24 – 24"
    );
    assert_eq!(
        shown_text(&activity, "EndDialog::end-title"),
        "It's a draw!"
    );
    assert_eq!(
        shown_text(&activity, "EndDialog::end-reason"),
        "No move could give seeds to the empty row. So each player keeps the seeds on their side."
    );
}

#[test]
fn the_host_hears_about_the_finished_game_and_the_home_button() {
    use oware::activity::ActivityEvent;
    use std::cell::RefCell;
    use std::rc::Rc;

    let activity = start(settings_against_tux(2), Duration::from_millis(20));
    let events = Rc::new(RefCell::new(Vec::new()));
    let sink = Rc::clone(&events);
    activity.on_event(move |event| sink.borrow_mut().push(event));

    activity.load_position(one_capture_from_winning());
    click(&activity, 'A');
    finish_animation(&activity);
    advance(Duration::from_millis(100));
    press(&activity, "Home");

    let events = events.borrow();
    assert_eq!(events.len(), 2, "{events:?}");
    match &events[0] {
        ActivityEvent::GameFinished(result) => {
            assert_eq!(result.outcome.winner, Some(Side::South));
            assert_eq!(result.outcome.scores, [25, 15]);
            assert_eq!(result.level, 2);
        }
        other => panic!("expected the finished game first, got {other:?}"),
    }
    assert_eq!(events[1], ActivityEvent::Home);
}

#[test]
fn a_listener_may_call_back_into_the_activity() {
    use oware::activity::ActivityEvent;
    use std::cell::RefCell;
    use std::rc::Rc;

    let activity = Rc::new(start(settings_against_tux(2), Duration::from_millis(20)));
    let heard = Rc::new(RefCell::new(Vec::new()));
    {
        let activity_in_listener = Rc::downgrade(&activity);
        let heard = Rc::clone(&heard);
        activity.on_event(move |event| {
            let Some(activity) = activity_in_listener.upgrade() else {
                return;
            };
            // A host reads the game and sets up the next lesson from inside its listener.
            let over = activity.sitting().game().is_over();
            heard.borrow_mut().push((event.clone(), over));
            if matches!(event, ActivityEvent::GameFinished(_)) {
                activity.load_position(Position::start(Variant::ABAPA));
            }
        });
    }

    activity.load_position(one_capture_from_winning());
    click(&activity, 'A');
    finish_animation(&activity);
    advance(Duration::from_millis(100));
    // The listener's new position is what the window shows, and the game goes on.
    assert_eq!(board(&activity), vec![4; 12]);
    assert!(!activity
        .window()
        .global::<oware::activity::ui::EndAdapter>()
        .get_game_over());
    button(&activity, "Home").mock_single_click(slint::platform::PointerEventButton::Left);

    let heard = heard.borrow();
    assert_eq!(heard.len(), 2, "{heard:?}");
    assert!(
        matches!(heard[0], (ActivityEvent::GameFinished(_), true)),
        "{heard:?}"
    );
    assert_eq!(heard[1], (ActivityEvent::Home, false));
}
