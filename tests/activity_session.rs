//! The game session behind the window: turns, undo, restarts and stale answers.

use oware::activity::{Refusal, Session, TUX_SIDE};
use oware::rules::{GameKind, IllegalMove, Rules, Ruleset, Side};
use oware::settings::Mode;

fn against_tux() -> Session {
    Session::new(Mode::AgainstTux, 3, 8, Ruleset::OWARE)
}

#[test]
fn the_child_starts_the_first_game_and_tux_the_second() {
    let mut session = against_tux();
    assert_eq!(session.game().to_move(), Side::South);
    assert!(session.is_human_turn());
    session.restart();
    assert_eq!(session.game().to_move(), TUX_SIDE);
    assert!(session.is_tux_turn());
    session.restart();
    assert_eq!(session.game().to_move(), Side::South);
}

#[test]
fn a_click_during_tux_turn_is_refused_with_wait() {
    let mut session = against_tux();
    session.play_human(2).expect("C is legal");
    assert_eq!(session.play_human(3), Err(Refusal::WaitForTux));
}

#[test]
fn illegal_clicks_carry_the_rules_reason() {
    let mut session = against_tux();
    assert_eq!(
        session.play_human(7),
        Err(Refusal::Illegal(IllegalMove::NotYourHouse))
    );
    assert_eq!(session.game().move_count(), 0);
}

#[test]
fn every_change_of_the_game_gets_a_new_generation() {
    let mut session = against_tux();
    let mut seen = vec![session.generation()];
    session.play_human(0).expect("A is legal");
    seen.push(session.generation());
    session.undo();
    seen.push(session.generation());
    session.play_human(1).expect("B is legal");
    seen.push(session.generation());
    session.play_tux(6).expect("a is legal for Tux");
    seen.push(session.generation());
    session.restart();
    seen.push(session.generation());
    // Games alternate who begins: the third one is the child's again.
    session.restart();
    seen.push(session.generation());
    let mut distinct = seen.clone();
    distinct.dedup();
    assert_eq!(distinct, seen, "a generation never repeats: {seen:?}");
    assert!(
        session.play_tux(6).is_none(),
        "Tux cannot move in the child's turn"
    );
}

#[test]
fn a_last_seed_in_the_store_keeps_the_turn_in_kalah() {
    let mut session = Session::new(Mode::AgainstTux, 3, 10, Ruleset::standard(GameKind::Kalah));
    // C holds 4 seeds: D, E, F and South's store.
    let report = session.play_human(2).expect("C is legal");
    assert!(report.extra_turn());
    assert!(session.is_human_turn(), "the child plays again");
    assert_eq!(session.game().position().stores(), [1, 0]);
    session.play_human(0).expect("A is legal");
    assert!(session.is_tux_turn());
}

#[test]
fn every_game_opens_with_the_other_side_on_restart() {
    for kind in GameKind::ALL {
        let mut session = Session::new(Mode::AgainstTux, 1, 10, Ruleset::standard(kind));
        assert_eq!(session.game().to_move(), Side::South, "{kind}");
        session.restart();
        assert_eq!(session.game().to_move(), Side::North, "{kind}");
        assert!(session.is_tux_turn());
        assert_eq!(session.game().position().kind(), kind);
    }
}

#[test]
fn undo_against_tux_takes_back_tux_reply_and_the_child_move() {
    let mut session = against_tux();
    let start = *session.game().position();
    session.play_human(3).expect("D");
    session.play_tux(8).expect("c");
    assert!(session.can_undo());
    assert!(session.undo());
    assert_eq!(*session.game().position(), start);
    assert!(!session.can_undo());
    assert!(!session.undo(), "nothing of the child's left to undo");
}

#[test]
fn undo_is_unavailable_when_only_tux_has_moved() {
    let mut session = against_tux();
    session.restart();
    session.play_tux(9).expect("Tux opens");
    assert!(!session.can_undo());
}

#[test]
fn undo_in_two_player_mode_takes_back_one_move() {
    let mut session = Session::new(Mode::TwoPlayers, 1, 8, Ruleset::OWARE);
    session.play_human(0).expect("A");
    session.play_human(6).expect("a");
    assert!(session.undo());
    assert_eq!(session.game().move_count(), 1);
    assert_eq!(session.game().to_move(), Side::North);
}

#[test]
fn changing_level_or_mode_starts_a_new_game_and_invalidates_answers() {
    let mut session = against_tux();
    session.play_human(0).expect("A");
    let asked_at = session.generation();
    assert!(session.set_level(5));
    assert_eq!(session.level(), 5);
    assert_eq!(session.game().move_count(), 0);
    assert!(session.generation() > asked_at);
    assert!(!session.set_level(5), "same level changes nothing");
    assert!(session.set_level(99));
    assert_eq!(session.level(), 8, "clamped to the top level");
    assert!(session.set_mode(Mode::TwoPlayers));
    assert!(!session.is_tux_turn());
}
