//! The stop flag: Tux must give up thinking at any level, in every game, with no node budget
//! to hide behind, and still answer with a legal move. How quickly it stops is measured by
//! `cargo bench -p oware-tux --bench stop`; these tests check that it does.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use oware_rules::{AnyPosition, Game, GameKind, Ruleset};
use oware_tux::book::OpeningBook;
use oware_tux::{analyse, level, Level, Player, Tux, LEVELS, MASTER_LEVEL};
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

/// How long a search that only the flag can end is left to think before the flag is raised.
const THINKING: Duration = Duration::from_millis(100);

/// A liveness bound, far above the real figure (the flag is read every 1024 nodes), so that
/// a busy machine cannot fail it; a search that ignores the flag thinks for an hour.
const STOPPING: Duration = Duration::from_secs(10);

/// Runs `think` on a thread of its own, checks that it is still thinking after a while (so
/// that nothing but the flag can end it), raises the flag and returns the answer, which
/// must come soon after.
fn stopped_by_the_flag<T: Send + 'static>(
    what: &str,
    think: impl FnOnce(&AtomicBool) -> T + Send + 'static,
) -> T {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let (answer, answered) = mpsc::channel();
    thread::spawn(move || {
        // The receiver is gone only when the test has already failed.
        let _ = answer.send(think(&flag));
    });
    match answered.recv_timeout(THINKING) {
        Err(RecvTimeoutError::Timeout) => {}
        Ok(_) => panic!("{what}: the search ended by itself, so the flag proves nothing"),
        Err(RecvTimeoutError::Disconnected) => panic!("{what}: the search panicked"),
    }
    stop.store(true, Ordering::Relaxed);
    match answered.recv_timeout(STOPPING) {
        Ok(answer) => answer,
        Err(RecvTimeoutError::Timeout) => {
            panic!("{what}: still thinking {STOPPING:?} after the flag")
        }
        Err(RecvTimeoutError::Disconnected) => panic!("{what}: the search panicked"),
    }
}

/// An Oware game its opening book does not know, so that the master searches.
fn out_of_the_book() -> Game<AnyPosition> {
    let book = OpeningBook::embedded();
    (0..)
        .map(|seed| random_any_game(Ruleset::OWARE, seed, 8))
        .find(|game| {
            let oware = game.as_oware().expect("an Oware game");
            !game.is_over() && book.lookup(oware.position()).is_none()
        })
        .expect("a game out of the book")
}

#[test]
fn a_flag_raised_from_another_thread_ends_an_unlimited_search_in_every_game() {
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 2, 4);
        let thought = game.clone();
        let analysis =
            stopped_by_the_flag(kind.id(), move |stop| thought.visit(Unlimited { stop }))
                .expect("one game throughout");
        let house = analysis.best_move.expect("game not over");
        assert!(game.legal_moves().contains(house), "{kind}");
    }
}

#[test]
fn tux_at_every_level_the_master_and_its_hint_obey_a_flag_raised_while_thinking() {
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 4, 6);
        for number in [1, LEVELS / 2, LEVELS] {
            // The level's own way of choosing, without its node and depth limits and its
            // random moves, and with an hour to think: only the flag can end it.
            let unlimited = Level {
                depth: u32::MAX,
                nodes: u64::MAX,
                random: 0.0,
                ..level(kind, number)
            };
            let mut tux = Tux::custom(unlimited, 3).with_time_budget(Duration::from_secs(3600));
            let thought = game.clone();
            let house = stopped_by_the_flag(&format!("{kind} level {number}"), move |stop| {
                tux.choose_move_any(&thought, stop)
            })
            .expect("game not over");
            assert!(game.legal_moves().contains(house), "{kind} level {number}");
        }
    }
    // The master has no node limit; here it has an hour a move, and no endgame tables.
    let game = out_of_the_book();
    let mut player = Player::new(3)
        .with_time_budget(Duration::from_secs(3600))
        .without_tables();
    let thought = game.clone();
    let (house, mut player) = stopped_by_the_flag("the master", move |stop| {
        (player.choose_move(&thought, MASTER_LEVEL, stop), player)
    });
    assert!(house.is_some_and(|house| game.legal_moves().contains(house)));
    let thought = game.clone();
    let hint = stopped_by_the_flag("the master's hint", move |stop| {
        player.hint(&thought, Duration::from_secs(3600), stop)
    });
    assert!(hint.is_some_and(|house| game.legal_moves().contains(house)));
}
