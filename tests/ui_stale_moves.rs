//! Whatever happens while Tux thinks, a move computed for an old game never lands.

mod ui_support;

use std::time::Duration;

use oware::activity::OwareAdapter;
use oware::rules::Side;
use slint::ComponentHandle;
use ui_support::*;

/// Tux at the top level: its answer is in, but it is still "thinking" (Tux shows its
/// thinking face for a while before it plays) when the test interrupts it.
fn activity_with_slow_tux() -> oware::activity::Activity {
    let activity = start(
        settings_against_tux(oware::tux::LEVELS),
        Duration::from_millis(1500),
    );
    click(&activity, 'D');
    finish_animation(&activity);
    advance(Duration::from_millis(100));
    assert!(
        activity
            .window()
            .global::<OwareAdapter>()
            .get_tux_thinking(),
        "Tux is thinking"
    );
    activity
}

#[test]
fn switching_to_two_players_while_tux_thinks_drops_its_move() {
    let activity = activity_with_slow_tux();
    // The players button asks who plays.
    press(&activity, "Against Tux");
    press(&activity, "Two players here");
    let adapter = activity.window().global::<OwareAdapter>();
    assert!(!adapter.get_against_tux());
    // Ample time for an abandoned answer to land, if anything let it.
    advance(Duration::from_secs(4));
    assert_eq!(
        board(&activity),
        vec![4; 12],
        "no stale move on the new board"
    );
    assert_eq!(activity.sitting().game().move_count(), 0);
}

#[test]
fn undo_while_tux_thinks_gives_the_turn_back_and_no_move_lands() {
    let activity = activity_with_slow_tux();
    press(&activity, "Undo");
    advance(Duration::from_secs(4));
    assert_eq!(board(&activity), vec![4; 12]);
    let sitting = activity.sitting();
    assert_eq!(sitting.game().move_count(), 0);
    assert_eq!(
        sitting.game().to_move(),
        Side::South,
        "the child's turn again"
    );
}

#[test]
fn restart_while_tux_thinks_starts_a_clean_game_that_tux_opens() {
    let activity = activity_with_slow_tux();
    let before_restart = activity.sitting().generation();
    // A game is under way (the child has played): New game asks first.
    press(&activity, "New game");
    press(&activity, "Yes, a new game");
    let sitting = activity.sitting();
    assert!(sitting.generation() > before_restart);
    assert_eq!(sitting.game().move_count(), 0);
    assert_eq!(
        sitting.game().to_move(),
        Side::North,
        "who starts alternates"
    );
    assert_eq!(board(&activity), vec![4; 12]);
    // Tux now opens the new game: exactly one move, from the full start position.
    assert!(wait_until(&activity, |a| a.sitting().game().move_count()
        >= 1
        && !animating(a)));
    let sitting = activity.sitting();
    assert_eq!(sitting.game().move_count(), 1);
    let first = sitting.game().moves().next().expect("one move").clone();
    assert_eq!(first.mover, Side::North);
    assert_eq!(first.seeds(), 4, "played from the untouched start position");
}

#[test]
fn a_level_change_while_tux_thinks_starts_over_at_the_new_level() {
    let activity = activity_with_slow_tux();
    // In the middle of a game the child is asked first (tests/ui_confirm.rs).
    press(&activity, "Easier");
    press(&activity, "Yes, a new game");
    let sitting = activity.sitting();
    assert_eq!(sitting.level(), oware::tux::LEVELS - 1);
    assert_eq!(sitting.game().move_count(), 0);
    assert_eq!(board(&activity), vec![4; 12]);
    assert!(wait_until(&activity, |a| a.sitting().game().move_count()
        >= 1
        && !animating(a)));
    let sitting = activity.sitting();
    assert_eq!(
        sitting.game().move_count(),
        1,
        "only the new game's opening move"
    );
    let first = sitting.game().moves().next().expect("one move").clone();
    assert_eq!((first.mover, first.seeds()), (Side::North, 4));
}
