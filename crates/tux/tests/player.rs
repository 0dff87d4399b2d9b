//! The one way in for programs that let a child play Tux: every level of every game, the
//! master in Oware only, and the master's hint.

mod support;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{AnyPosition, Game, GameKind, Ruleset};
use oware_tux::book::OpeningBook;
use oware_tux::endgame::{EndgameHandle, EndgameStatus};
use oware_tux::{levels_of, Player, Tux, LEVELS, MASTER_LEVEL};
use support::random_any_game;

/// Long enough that the levels' node budgets, not the clock, end every search here.
const PLENTY: Duration = Duration::from_secs(600);

#[test]
fn every_ladder_level_plays_as_that_tux_does() {
    let stop = AtomicBool::new(false);
    for kind in GameKind::ALL {
        let game = random_any_game(Ruleset::standard(kind), 7, 5);
        // Kalah's and Congkak's top levels search a million nodes: too slow for a debug run.
        for level in [1, 2, 5, LEVELS - 2] {
            for seed in [0, 9] {
                let mut player = Player::new(seed).with_time_budget(PLENTY).without_tables();
                let mut tux = Tux::new(level, seed).with_time_budget(PLENTY);
                let played = player.choose_move(&game, level, &stop);
                assert!(played.is_some(), "{kind} level {level}");
                assert_eq!(
                    played,
                    tux.choose_move_any(&game, &stop),
                    "{kind} level {level} seed {seed}"
                );
            }
        }
    }
}

#[test]
fn reseeding_replays_the_same_moves() {
    let stop = AtomicBool::new(false);
    let game = random_any_game(Ruleset::standard(GameKind::TogyzKumalak), 3, 4);
    let mut player = Player::new(0).with_time_budget(PLENTY).without_tables();
    let first: Vec<Option<usize>> = (0..6)
        .map(|_| player.choose_move(&game, 1, &stop))
        .collect();
    player.reseed(0);
    let again: Vec<Option<usize>> = (0..6)
        .map(|_| player.choose_move(&game, 1, &stop))
        .collect();
    assert_eq!(first, again);
    assert!(first.iter().all(Option::is_some));
}

#[test]
fn the_master_plays_oware_from_its_book() {
    let stop = AtomicBool::new(false);
    let game = Game::from_position(Ruleset::OWARE.start());
    let oware = game.as_oware().expect("an Oware game");
    let book_move = OpeningBook::embedded()
        .lookup(oware.position())
        .expect("the start is in the book");
    assert_eq!(levels_of(GameKind::Oware), MASTER_LEVEL);
    let mut player = Player::new(1).without_tables();
    assert_eq!(
        player.choose_move(&game, MASTER_LEVEL, &stop),
        Some(book_move)
    );
    assert_eq!(player.hint(&game, PLENTY, &stop), Some(book_move));
    // A book move needs no tables, and this master has none anyway.
    assert_eq!(player.tables_status(), None);
}

#[test]
fn the_master_plays_with_the_tables_it_is_given_even_if_they_never_come() {
    let stop = AtomicBool::new(false);
    let mut player = Player::new(1)
        .with_time_budget(Duration::from_millis(50))
        .with_tables(EndgameHandle::none());
    let start = Game::from_position(Ruleset::OWARE.start());
    assert!(player.choose_move(&start, MASTER_LEVEL, &stop).is_some());
    assert_eq!(
        player.tables_status(),
        Some(EndgameStatus::Unavailable),
        "given tables answer as they are"
    );
    let game = (0..)
        .map(|seed| random_any_game(Ruleset::OWARE, seed, 9))
        .find(|game| {
            let oware = game.as_oware().expect("an Oware game");
            !game.is_over() && OpeningBook::embedded().lookup(oware.position()).is_none()
        })
        .expect("a game out of the book");
    let house = player
        .choose_move(&game, MASTER_LEVEL, &stop)
        .expect("game not over");
    assert!(game.legal_moves().contains(house));
}

/// In the other games the master's level is the top of the ladder. A search cut at its
/// first look at the clock is the same search whatever the level's budget, so the two can
/// be compared in a debug build.
#[test]
fn above_the_ladder_the_other_games_play_their_top_level() {
    let stop = AtomicBool::new(false);
    for kind in [GameKind::Kalah, GameKind::Congkak, GameKind::TogyzKumalak] {
        assert_eq!(levels_of(kind), LEVELS);
        let game: Game<AnyPosition> = random_any_game(Ruleset::standard(kind), 2, 6);
        let mut player = Player::new(4).with_time_budget(Duration::ZERO);
        let mut top = Tux::new(LEVELS, 4).with_time_budget(Duration::ZERO);
        let played = player.choose_move(&game, MASTER_LEVEL, &stop);
        assert!(
            played.is_some_and(|house| game.legal_moves().contains(house)),
            "{kind}"
        );
        assert_eq!(played, top.choose_move_any(&game, &stop), "{kind}");
        // No master, so no tables, even for a player that may use them.
        assert_eq!(player.tables_status(), None, "{kind}");
    }
}
