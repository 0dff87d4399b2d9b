//! The stop flag: Tux must give up thinking at any level, in every game, with no node budget
//! to hide behind, and still answer with a legal move. How quickly it stops is measured by
//! `cargo bench -p oware-tux --bench stop`; these tests check that it does.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use oware_rules::{GameKind, Ruleset};
use oware_tux::{analyse, Tux, LEVELS};
use support::{random_any_game, random_game};

/// The search reads the flag once per this many nodes.
const POLL_INTERVAL: u64 = 1024;

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
    let house = Tux::new(LEVELS, 0)
        .hint(&game, Duration::from_secs(600), &stop)
        .expect("game not over");
    assert!(game.legal_moves().contains(house));
}

#[test]
fn an_unlimited_search_with_a_raised_flag_stops_at_its_first_poll() {
    let stop = AtomicBool::new(true);
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 3, 6);
        let analysis = game
            .visit(Unlimited { stop: &stop })
            .expect("one game throughout");
        assert!(
            analysis.nodes <= POLL_INTERVAL,
            "{kind}: {} nodes after the flag",
            analysis.nodes
        );
        let house = analysis.best_move.expect("game not over");
        assert!(game.legal_moves().contains(house), "{kind}");
    }
}

/// A search with no node limit and an hour of time: only the flag can end it.
struct Unlimited<'a> {
    stop: &'a AtomicBool,
}

impl oware_rules::GameVisitor for Unlimited<'_> {
    type Output = oware_tux::Analysis;
    fn visit<P: oware_rules::Rules>(self, game: &oware_rules::Game<P>) -> Self::Output {
        analyse(game, u64::MAX, Duration::from_secs(3600), self.stop)
    }
}

#[test]
fn a_flag_raised_from_another_thread_ends_an_unlimited_search_in_every_game() {
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 2, 4);
        let stop = AtomicBool::new(false);
        let (analysis, after_flag) = std::thread::scope(|scope| {
            let thinker = scope.spawn(|| game.visit(Unlimited { stop: &stop }));
            std::thread::sleep(Duration::from_millis(100));
            stop.store(true, Ordering::Relaxed);
            let raised = Instant::now();
            let analysis = thinker.join().expect("the search does not panic");
            (analysis, raised.elapsed())
        });
        let analysis = analysis.expect("one game throughout");
        // A liveness bound, far above the real figure, so a busy machine cannot fail it.
        assert!(
            after_flag < Duration::from_secs(2),
            "{kind}: {after_flag:?}"
        );
        assert!(analysis.nodes > POLL_INTERVAL, "{kind}: it did search");
        let house = analysis.best_move.expect("game not over");
        assert!(game.legal_moves().contains(house), "{kind}");
    }
}

#[test]
fn tux_at_every_level_and_the_hint_obey_a_flag_raised_while_thinking() {
    let game = random_game(4, 6);
    for level in [1, LEVELS / 2, LEVELS] {
        let stop = AtomicBool::new(false);
        // No node cap and an hour of time for the top level's hint.
        let mut tux = Tux::new(level, 3).with_time_budget(Duration::from_secs(3600));
        let choice = std::thread::scope(|scope| {
            let thinker = scope.spawn(|| tux.hint(&game, Duration::from_secs(3600), &stop));
            std::thread::sleep(Duration::from_millis(50));
            stop.store(true, Ordering::Relaxed);
            thinker.join().expect("the search does not panic")
        });
        let house = choice.expect("game not over");
        assert!(game.legal_moves().contains(house));
    }
}
