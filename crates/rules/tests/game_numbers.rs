//! The numbers each game's texts and Tux take from the rules: the score that wins, the score
//! of a draw, the seeds of a lap, and the split of the seeds left on the board when a game
//! stops. Every expected value was worked out by hand from the rules.

use oware_rules::abapa::{self, Variant};
use oware_rules::{
    congkak, kalah, preview, togyz, AnyPosition, EndReason, Game, GameKind, GameStatus, Outcome,
    Rules, Ruleset, Side,
};

const S: Side = Side::South;
const N: Side = Side::North;

fn ruleset(kind: GameKind, seeds: u64) -> Ruleset {
    Ruleset::new(kind, seeds).expect("a seed count of the game")
}

#[test]
fn more_than_half_of_the_seeds_wins_and_half_each_is_a_draw() {
    let cases = [
        (ruleset(GameKind::Oware, 4), 25, 24),
        (ruleset(GameKind::Oware, 5), 31, 30),
        (ruleset(GameKind::Oware, 6), 37, 36),
        (ruleset(GameKind::Kalah, 3), 19, 18),
        (ruleset(GameKind::Kalah, 6), 37, 36),
        (ruleset(GameKind::Congkak, 5), 36, 35),
        (ruleset(GameKind::Congkak, 7), 50, 49),
        (ruleset(GameKind::TogyzKumalak, 9), 82, 81),
    ];
    for (rules, win, draw) in cases {
        assert_eq!(rules.winning_score(), win, "{rules:?}");
        assert_eq!(rules.drawn_score(), draw, "{rules:?}");
    }
    // The same facts as the games' own modules hold them.
    for seeds in 4..=6 {
        let variant = Variant::new(6, seeds).expect("a variant");
        let rules = ruleset(GameKind::Oware, seeds as u64);
        assert_eq!(rules.winning_score(), variant.winning_score());
    }
    assert_eq!(
        Ruleset::standard(GameKind::TogyzKumalak).winning_score(),
        u32::from(togyz::WINNING_KAZAN)
    );
}

#[test]
fn an_oware_capture_up_to_the_winning_score_ends_the_game() {
    // South's F sows into a and b, turning 2s into 3s: six seeds, 19 + 6 = 25.
    let houses = [0, 0, 0, 0, 0, 2, 2, 2, 0, 0, 0, 1];
    let position =
        abapa::Position::from_parts(Variant::ABAPA, &houses, [19, 22], S).expect("48 seeds");
    let mut game = Game::from_position(position);
    game.play(5).expect("a legal move");
    let GameStatus::Over(outcome) = game.status() else {
        panic!("the game goes on at {:?}", game.position());
    };
    assert_eq!(outcome.score(S), Ruleset::OWARE.winning_score());
    assert_eq!(outcome.winner, Some(S));
}

/// A sowing of `seeds` from South's first house, on a board that holds nothing else but one
/// seed in North's first house (so that no row is empty); the other seeds are in the stores.
fn from_the_first_house(kind: GameKind, seeds: u8) -> AnyPosition {
    let rules = Ruleset::standard(kind);
    let n = rules.layout().houses_per_side;
    let mut houses = vec![0; 2 * n];
    houses[0] = seeds;
    houses[n] = 1;
    let stored = rules.total_seeds() - u32::from(seeds) - 1;
    let north = u8::try_from(stored / 2).expect("a store's count");
    let south = u8::try_from(stored - stored / 2).expect("a store's count");
    let stores = [south, north];
    let position = match kind {
        GameKind::Oware => {
            abapa::Position::from_parts(Variant::ABAPA, &houses, stores, S).map(AnyPosition::Oware)
        }
        GameKind::Kalah => kalah::Position::from_parts(rules.total_seeds(), &houses, stores, S)
            .map(AnyPosition::Kalah),
        GameKind::Congkak => congkak::Position::from_parts(rules.total_seeds(), &houses, stores, S)
            .map(AnyPosition::Congkak),
        GameKind::TogyzKumalak => {
            togyz::Position::from_parts(&houses, stores, S, [None, None]).map(AnyPosition::Togyz)
        }
    };
    position.expect("a position of the game")
}

#[test]
fn a_lap_is_the_fewest_seeds_that_come_back_round_to_their_house() {
    // Oware skips the start house from the twelfth seed on; Kalah's thirteenth and Congkak's
    // fifteenth seed fall into it, the store on the way included; Togyz Kumalak's first stone
    // goes back into its own house, so the nineteenth is the one that comes round to it.
    let laps = [
        (GameKind::Oware, 12),
        (GameKind::Kalah, 13),
        (GameKind::Congkak, 15),
        (GameKind::TogyzKumalak, 19),
    ];
    for (kind, lap) in laps {
        let rules = Ruleset::standard(kind);
        assert_eq!(rules.lap(), lap, "{kind}");
        let comes_round = |seeds: u32| {
            let seeds = u8::try_from(seeds).expect("a house's count");
            let done = preview(&from_the_first_house(kind, seeds), 0).expect("a legal move");
            assert!(done.relays.is_empty(), "{kind}: a plain sowing");
            done.skips_start || done.returns_to_start
        };
        assert!(!comes_round(lap - 1), "{kind}: {} seeds", lap - 1);
        assert!(comes_round(lap), "{kind}: {lap} seeds");
    }
    // The lap is the board's, not the seeds per house.
    assert_eq!(ruleset(GameKind::Oware, 6).lap(), 12);
    assert_eq!(ruleset(GameKind::Kalah, 3).lap(), 13);
}

#[test]
fn each_player_keeps_the_seeds_on_his_own_row() {
    let oware = abapa::Position::from_parts(
        Variant::ABAPA,
        &[1, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 4],
        [20, 18],
        N,
    )
    .expect("48 seeds");
    assert_eq!(oware.swept_scores(), [23, 25]);
    let kalah = kalah::Position::from_parts(48, &[0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 3], [20, 22], S)
        .expect("48 seeds");
    assert_eq!(kalah.swept_scores(), [20, 28]);
    let congkak =
        congkak::Position::from_parts(98, &[5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [40, 53], N)
            .expect("98 seeds");
    assert_eq!(congkak.swept_scores(), [45, 53]);
    let houses = [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 5];
    let togyz = togyz::Position::from_parts(&houses, [80, 75], S, [None, None]).expect("162");
    assert_eq!(togyz.swept_scores(), [80, 82]);
    assert_eq!(AnyPosition::Togyz(togyz).swept_scores(), [80, 82]);
}

#[test]
fn every_end_with_seeds_left_splits_them_by_row() {
    // Kalah: South's row is empty, North keeps his 6.
    let kalah = kalah::Position::from_parts(48, &[0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 3], [20, 22], N)
        .expect("48 seeds");
    assert_eq!(
        kalah.end(),
        Some(Outcome::from_scores([20, 28], EndReason::EmptyRow))
    );
    // Togyz Kumalak: South has no stone to move, North takes the 7 on his row.
    let houses = [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 5];
    let togyz = togyz::Position::from_parts(&houses, [80, 75], S, [None, None]).expect("162");
    assert_eq!(
        togyz.end(),
        Some(Outcome::from_scores([80, 82], EndReason::NoMove))
    );
    // Oware: North cannot feed South's empty row; each keeps his own.
    let oware = abapa::Position::from_parts(
        Variant::ABAPA,
        &[0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
        [23, 23],
        N,
    )
    .expect("48 seeds");
    assert_eq!(
        oware.end(),
        Some(Outcome::from_scores([23, 25], EndReason::NoFeed))
    );
}

#[test]
fn as_oware_keeps_the_history_and_refuses_the_other_games() {
    let mut game = Game::from_position(Ruleset::OWARE.start());
    for house in [2, 8, 3] {
        game.play(house).expect("a legal move");
    }
    let oware = game.as_oware().expect("an Oware game");
    assert_eq!(oware.move_count(), 3);
    assert_eq!(AnyPosition::Oware(*oware.position()), *game.position());
    assert_eq!(
        oware.earlier_positions().len(),
        game.earlier_positions().len()
    );
    assert_eq!(oware.plies_without_capture(), game.plies_without_capture());
    for kind in [GameKind::Kalah, GameKind::Congkak, GameKind::TogyzKumalak] {
        let game = Game::from_position(Ruleset::standard(kind).start());
        assert!(game.as_oware().is_none(), "{kind}");
    }
}
