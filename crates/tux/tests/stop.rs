//! The stop flag: Tux must give up thinking and still answer with a legal move.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use oware_tux::{hint, Tux, LEVELS};
use support::random_game;

#[test]
fn a_raised_flag_still_gets_a_legal_move() {
    let game = random_game(1, 8);
    let stop = AtomicBool::new(true);
    for level in 1..=LEVELS {
        let house = Tux::new(level, 5)
            .choose_move(&game, &stop)
            .expect("game not over");
        assert!(game.legal_moves().contains(house), "level {level}");
    }
    let house = hint(&game, Duration::from_secs(600), &stop).expect("game not over");
    assert!(game.legal_moves().contains(house));
}

#[test]
fn a_flag_raised_from_another_thread_ends_a_long_search() {
    let game = random_game(2, 12);
    let stop = AtomicBool::new(false);
    // No node cap and an hour of time: only the flag can end this search.
    let mut tux = Tux::new(LEVELS, 3).with_time_budget(Duration::from_secs(3600));
    let choice = std::thread::scope(|scope| {
        let thinker = scope.spawn(|| tux.choose_move(&game, &stop));
        std::thread::sleep(Duration::from_millis(150));
        stop.store(true, Ordering::Relaxed);
        thinker.join().expect("the search does not panic")
    });
    let house = choice.expect("game not over");
    assert!(game.legal_moves().contains(house));
}

#[test]
fn the_hint_obeys_the_flag_too() {
    let game = random_game(4, 6);
    let stop = AtomicBool::new(false);
    let choice = std::thread::scope(|scope| {
        let thinker = scope.spawn(|| hint(&game, Duration::from_secs(3600), &stop));
        std::thread::sleep(Duration::from_millis(100));
        stop.store(true, Ordering::Relaxed);
        thinker.join().expect("the search does not panic")
    });
    let house = choice.expect("game not over");
    assert!(game.legal_moves().contains(house));
}
