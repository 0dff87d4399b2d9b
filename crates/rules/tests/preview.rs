//! The move preview, game by game, on hand-built positions: where the last seed lands, what
//! it captures, a second turn, feeding, a tuzdyk, a relay, a lap. Every expected value was
//! worked out by hand from the rules; the preview must also be exactly the move itself.

use oware_rules::abapa::{self, Variant};
use oware_rules::{
    congkak, house_from_letter, kalah, preview, togyz, AnyPosition, Game, GameKind, IllegalMove,
    Pit, Rules, Ruleset, Side, Taken,
};

const S: Side = Side::South;

fn oware(houses: [u8; 12], stores: [u8; 2]) -> abapa::Position {
    abapa::Position::from_parts(Variant::ABAPA, &houses, stores, S).expect("test position")
}

fn kalah(houses: [u8; 12], stores: [u8; 2]) -> kalah::Position {
    kalah::Position::from_parts(48, &houses, stores, S).expect("test position")
}

fn congkak(houses: [u8; 14], stores: [u8; 2]) -> congkak::Position {
    congkak::Position::from_parts(98, &houses, stores, S).expect("test position")
}

fn togyz(houses: [u8; 18], kazans: [u8; 2], tuzdyks: [Option<usize>; 2]) -> togyz::Position {
    togyz::Position::from_parts(&houses, kazans, S, tuzdyks).expect("test position")
}

/// The index of a house letter on a game's board.
fn at(kind: GameKind, letter: &str) -> usize {
    house_from_letter(kind.layout(), letter).expect("a house letter")
}

#[test]
fn oware_captures_two_houses_and_leaves_the_position_alone() {
    let position = oware([4, 4, 4, 4, 3, 4, 1, 2, 4, 4, 4, 4], [3, 3]);
    let e = at(GameKind::Oware, "E");
    let seen = preview(&position, e).expect("a legal move");
    assert_eq!(seen.house(), e);
    assert_eq!(seen.last, Pit::House(at(GameKind::Oware, "b")));
    assert_eq!(
        seen.taken,
        [Taken { house: 7, seeds: 3 }, Taken { house: 6, seeds: 2 }]
    );
    assert_eq!(seen.captured_seeds, 5);
    assert!(!seen.plays_again && !seen.feeds && !seen.grand_slam && !seen.skips_start);
    assert_eq!(seen.tuzdyk, None);
    assert_eq!(seen.outcome, None);
    // The preview played a copy: the position is unchanged, and the real move agrees.
    assert_eq!(
        position,
        oware([4, 4, 4, 4, 3, 4, 1, 2, 4, 4, 4, 4], [3, 3])
    );
    let mut played = position;
    assert_eq!(played.play(e), Ok(seen.report));
}

#[test]
fn oware_twelve_seeds_go_round_and_skip_the_start_house() {
    let position = oware([12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], [15, 15]);
    let seen = preview(&position, 0).expect("a legal move");
    assert!(seen.skips_start);
    assert!(!seen.returns_to_start);
    assert_eq!(seen.last, Pit::House(1));
    assert_eq!(seen.captured_seeds, 0);
    // Eleven seeds are not enough to pass the start house.
    let short = oware([11, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2], [15, 15]);
    assert!(!preview(&short, 0).expect("legal").skips_start);
}

#[test]
fn oware_feeding_and_the_houses_that_cannot_feed() {
    let position = oware([0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0], [22, 23]);
    let f = at(GameKind::Oware, "F");
    let seen = preview(&position, f).expect("F reaches the empty row");
    assert!(seen.feeds);
    assert_eq!(seen.last, Pit::House(at(GameKind::Oware, "b")));
    let e = at(GameKind::Oware, "E");
    assert_eq!(preview(&position, e), Err(IllegalMove::MustFeed));
    assert_eq!(preview(&position, 0), Err(IllegalMove::EmptyHouse));
    assert_eq!(preview(&position, 6), Err(IllegalMove::NotYourHouse));
}

#[test]
fn oware_grand_slam_takes_nothing() {
    let position = oware([0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 0], [21, 21]);
    let seen = preview(&position, at(GameKind::Oware, "E")).expect("legal");
    assert!(seen.grand_slam);
    assert_eq!(seen.captured_seeds, 0);
    assert!(seen.taken.is_empty());
}

#[test]
fn oware_a_winning_capture_ends_the_game() {
    let position = oware([0, 0, 0, 0, 3, 0, 1, 2, 1, 1, 1, 1], [21, 17]);
    let seen = preview(&position, at(GameKind::Oware, "E")).expect("legal");
    assert_eq!(seen.captured_seeds, 5);
    assert!(seen.wins());
    let game = Game::from_position(AnyPosition::Oware(position));
    let in_game = game
        .preview(at(GameKind::Oware, "E"))
        .expect("legal in the game");
    assert!(in_game.wins());
    assert_eq!(game.move_count(), 0, "the game itself did not move");
}

#[test]
fn kalah_last_seed_in_the_store_plays_again() {
    let position = kalah::Position::start(4);
    let seen = preview(&position, at(GameKind::Kalah, "C")).expect("legal");
    assert!(seen.plays_again);
    assert_eq!(seen.last, Pit::Store(S));
    assert_eq!(seen.into_store, 1);
    let other = preview(&position, at(GameKind::Kalah, "D")).expect("legal");
    assert!(!other.plays_again);
    assert_eq!(other.last, Pit::House(at(GameKind::Kalah, "a")));
}

#[test]
fn kalah_captures_across_from_an_empty_house() {
    let position = kalah([0, 1, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4], [6, 5]);
    let seen = preview(&position, at(GameKind::Kalah, "B")).expect("legal");
    assert_eq!(seen.last, Pit::House(at(GameKind::Kalah, "C")));
    let mut taken = seen.taken.clone();
    taken.sort_by_key(|t| t.house);
    assert_eq!(
        taken,
        [Taken { house: 2, seeds: 1 }, Taken { house: 9, seeds: 4 }]
    );
    assert_eq!(seen.captured_seeds, 5);
}

#[test]
fn kalah_thirteen_seeds_come_back_to_the_start_house() {
    let position = kalah([13, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], [15, 14]);
    let seen = preview(&position, 0).expect("legal");
    assert!(seen.returns_to_start);
    assert!(!seen.skips_start);
    assert_eq!(seen.last, Pit::House(0));
    assert_eq!(seen.into_store, 1);
    // The start house and the house across from it (f, one seed plus one sown).
    assert_eq!(seen.captured_seeds, 3);
}

#[test]
fn congkak_relays_then_captures() {
    let position = congkak([1, 2, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5], [30, 30]);
    let seen = preview(&position, 0).expect("legal");
    assert_eq!(seen.relays, [1]);
    assert_eq!(seen.last, Pit::House(at(GameKind::Congkak, "E")));
    assert_eq!(seen.captured_seeds, 6);
    assert!(!seen.plays_again);
}

#[test]
fn congkak_store_gives_another_turn() {
    let position = congkak([1, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 5, 5], [30, 31]);
    let seen = preview(&position, at(GameKind::Congkak, "G")).expect("legal");
    assert!(seen.plays_again);
    assert_eq!(seen.last, Pit::Store(S));
    assert!(seen.relays.is_empty());
}

#[test]
fn togyz_three_stones_make_a_tuzdyk_and_even_counts_are_captured() {
    let mut houses = [9; 18];
    houses[8] = 2;
    houses[9] = 2;
    let position = togyz(houses, [7, 7], [None, None]);
    let i = at(GameKind::TogyzKumalak, "I");
    let seen = preview(&position, i).expect("legal");
    assert_eq!(seen.tuzdyk, Some(9));
    assert_eq!(seen.taken, [Taken { house: 9, seeds: 3 }]);
    assert_eq!(seen.captured_seeds, 3);
    // The first stone went back into I: that is not coming round.
    assert!(!seen.returns_to_start);

    houses[9] = 3;
    let position = togyz(houses, [7, 6], [None, None]);
    let seen = preview(&position, i).expect("legal");
    assert_eq!(seen.tuzdyk, None);
    assert_eq!(seen.taken, [Taken { house: 9, seeds: 4 }]);
}

#[test]
fn togyz_stones_fall_through_ones_own_tuzdyk() {
    let mut houses = [9; 18];
    houses[8] = 3;
    houses[10] = 0;
    let position = togyz(houses, [10, 5], [Some(10), None]);
    let seen = preview(&position, at(GameKind::TogyzKumalak, "I")).expect("legal");
    assert_eq!(seen.through_tuzdyk, 1);
    assert_eq!(seen.last, Pit::House(10));
    assert_eq!(seen.captured_seeds, 0);
}

#[test]
fn every_opening_move_of_every_game_previews_as_it_plays() {
    for kind in GameKind::ALL {
        let start = Ruleset::standard(kind).start();
        for house in start.legal_moves().iter() {
            let seen = preview(&start, house).expect("legal");
            let mut played = start;
            assert_eq!(
                played.play(house).as_ref(),
                Ok(&seen.report),
                "{kind} {house}"
            );
        }
    }
}
