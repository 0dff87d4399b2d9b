//! The sitting behind the window: turns, undo, restarts and stale answers.

use oware::activity::{Opponent, Refusal, Sitting, TUX_SIDE};
use oware::rules::{GameKind, IllegalMove, Rules, Ruleset, Side};
use oware::settings::Mode;

fn against_tux() -> Sitting {
    Sitting::new(Opponent::Tux, 3, 8, Ruleset::OWARE)
}

#[test]
fn the_child_starts_the_first_game_and_tux_the_second() {
    let mut sitting = against_tux();
    assert_eq!(sitting.game().to_move(), Side::South);
    assert!(sitting.is_human_turn());
    sitting.restart();
    assert_eq!(sitting.game().to_move(), TUX_SIDE);
    assert!(sitting.is_tux_turn());
    sitting.restart();
    assert_eq!(sitting.game().to_move(), Side::South);
}

#[test]
fn a_click_during_tux_turn_is_refused_with_wait() {
    let mut sitting = against_tux();
    sitting.play_human(2).expect("C is legal");
    assert_eq!(sitting.play_human(3), Err(Refusal::WaitForTux));
}

#[test]
fn illegal_clicks_carry_the_rules_reason() {
    let mut sitting = against_tux();
    assert_eq!(
        sitting.play_human(7),
        Err(Refusal::Illegal(IllegalMove::NotYourHouse))
    );
    assert_eq!(sitting.game().move_count(), 0);
}

#[test]
fn every_change_of_the_game_gets_a_new_generation() {
    let mut sitting = against_tux();
    let mut seen = vec![sitting.generation()];
    sitting.play_human(0).expect("A is legal");
    seen.push(sitting.generation());
    sitting.undo();
    seen.push(sitting.generation());
    sitting.play_human(1).expect("B is legal");
    seen.push(sitting.generation());
    sitting.play_tux(6).expect("a is legal for Tux");
    seen.push(sitting.generation());
    sitting.restart();
    seen.push(sitting.generation());
    // Games alternate who begins: the third one is the child's again.
    sitting.restart();
    seen.push(sitting.generation());
    let mut distinct = seen.clone();
    distinct.dedup();
    assert_eq!(distinct, seen, "a generation never repeats: {seen:?}");
    assert!(
        sitting.play_tux(6).is_none(),
        "Tux cannot move in the child's turn"
    );
}

#[test]
fn a_last_seed_in_the_store_keeps_the_turn_in_kalah() {
    let mut sitting = Sitting::new(Opponent::Tux, 3, 10, Ruleset::standard(GameKind::Kalah));
    // C holds 4 seeds: D, E, F and South's store.
    let report = sitting.play_human(2).expect("C is legal");
    assert!(report.extra_turn());
    assert!(sitting.is_human_turn(), "the child plays again");
    assert_eq!(sitting.game().position().stores(), [1, 0]);
    sitting.play_human(0).expect("A is legal");
    assert!(sitting.is_tux_turn());
}

#[test]
fn every_game_opens_with_the_other_side_on_restart() {
    for kind in GameKind::ALL {
        let mut sitting = Sitting::new(Opponent::Tux, 1, 10, Ruleset::standard(kind));
        assert_eq!(sitting.game().to_move(), Side::South, "{kind}");
        sitting.restart();
        assert_eq!(sitting.game().to_move(), Side::North, "{kind}");
        assert!(sitting.is_tux_turn());
        assert_eq!(sitting.game().position().kind(), kind);
    }
}

#[test]
fn undo_against_tux_takes_back_tux_reply_and_the_child_move() {
    let mut sitting = against_tux();
    let start = *sitting.game().position();
    sitting.play_human(3).expect("D");
    sitting.play_tux(8).expect("c");
    assert!(sitting.can_undo());
    assert!(sitting.undo());
    assert_eq!(*sitting.game().position(), start);
    assert!(!sitting.can_undo());
    assert!(!sitting.undo(), "nothing of the child's left to undo");
}

#[test]
fn undo_is_unavailable_when_only_tux_has_moved() {
    let mut sitting = against_tux();
    sitting.restart();
    sitting.play_tux(9).expect("Tux opens");
    assert!(!sitting.can_undo());
}

#[test]
fn undo_in_two_player_mode_takes_back_one_move() {
    let mut sitting = Sitting::new(Opponent::Friend, 1, 8, Ruleset::OWARE);
    sitting.play_human(0).expect("A");
    sitting.play_human(6).expect("a");
    assert!(sitting.undo());
    assert_eq!(sitting.game().move_count(), 1);
    assert_eq!(sitting.game().to_move(), Side::North);
}

#[test]
fn changing_level_or_mode_starts_a_new_game_and_invalidates_answers() {
    let mut sitting = against_tux();
    sitting.play_human(0).expect("A");
    let asked_at = sitting.generation();
    assert!(sitting.set_level(5));
    assert_eq!(sitting.level(), 5);
    assert_eq!(sitting.game().move_count(), 0);
    assert!(sitting.generation() > asked_at);
    assert!(!sitting.set_level(5), "same level changes nothing");
    assert!(sitting.set_level(99));
    assert_eq!(sitting.level(), 8, "clamped to the top level");
    assert!(sitting.set_mode(Mode::TwoPlayers));
    assert!(!sitting.is_tux_turn());
}
