//! Sowing: seeds go one by one counter-clockwise (A..F, a..f, A..), skipping the origin.

use oware_rules::abapa::{Position, Variant, VariantError};
use oware_rules::{MoveReport, Pit};

mod support;

use support::{pos, sown_houses, N, S};

fn play(position: &mut Position, house: usize) -> MoveReport {
    position.play(house).expect("legal test move")
}

#[test]
fn start_position_has_four_seeds_everywhere_and_south_to_move() {
    let start = Position::start(Variant::ABAPA);
    assert_eq!(start.houses(), &[4; 12]);
    assert_eq!((start.captured(S), start.captured(N)), (0, 0));
    assert_eq!(start.to_move(), S);
    assert_eq!(
        start.legal_moves().iter().collect::<Vec<_>>(),
        [0, 1, 2, 3, 4, 5]
    );
    assert_eq!(start, pos([4; 12], [0, 0], S));
}

#[test]
fn four_seeds_from_c_reach_the_first_north_house() {
    let mut position = Position::start(Variant::ABAPA);
    let report = play(&mut position, 2);
    assert_eq!(
        position,
        pos([4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4], [0, 0], N)
    );
    assert_eq!(report.mover, S);
    assert_eq!((report.origin, report.seeds()), (2, 4));
    assert_eq!(sown_houses(&report), [3, 4, 5, 6]);
    assert_eq!(report.last_pit(), Pit::House(6));
    assert!(report.captured_houses().is_empty());
    assert_eq!(report.captured_seeds, 0);
    assert!(!report.grand_slam_forfeited());
}

#[test]
fn sowing_wraps_from_f_to_a() {
    let mut position = pos([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 3], [18, 19], N);
    let report = play(&mut position, 11);
    assert_eq!(
        position,
        pos([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0], [18, 19], S)
    );
    assert_eq!(sown_houses(&report), [0, 1, 2]);
    assert_eq!(report.captured_seeds, 0);
}

#[test]
fn eleven_seeds_end_just_before_the_origin() {
    let mut position = pos([0, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0], [20, 17], S);
    let report = play(&mut position, 2);
    assert_eq!(
        position,
        pos([1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1], [20, 17], N)
    );
    assert_eq!(sown_houses(&report), [3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1]);
    assert_eq!(report.last_pit(), Pit::House(1));
}

#[test]
fn twelve_seeds_skip_the_origin() {
    let mut position = pos([12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [18, 18], S);
    let report = play(&mut position, 0);
    assert_eq!(
        position,
        pos([0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [18, 18], N)
    );
    assert_eq!(sown_houses(&report), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]);
    assert_eq!(report.seeds(), 12);
}

#[test]
fn twenty_three_seeds_make_two_laps_and_skip_the_origin_twice() {
    let mut position = pos([23, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [12, 12], S);
    let report = play(&mut position, 0);
    assert_eq!(
        position,
        pos([0, 3, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2], [12, 12], N)
    );
    let lap: Vec<usize> = (1..12).collect();
    let expected: Vec<usize> = lap.iter().chain(&lap).copied().chain([1]).collect();
    assert_eq!(sown_houses(&report), expected);
    assert_eq!(
        report.captured_seeds, 0,
        "the last seed fell in South's own row"
    );
}

#[test]
fn a_lap_move_can_capture_after_skipping_the_origin() {
    let mut position = pos([0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0], [18, 18], S);
    let report = play(&mut position, 5);
    assert_eq!(
        position,
        pos([1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1], [20, 18], N)
    );
    assert_eq!(report.last_pit(), Pit::House(6));
    assert_eq!(report.captured_houses(), [6]);
    assert_eq!(report.captured_seeds, 2);
}

#[test]
fn north_sows_into_its_own_row_then_souths() {
    let mut position = pos([4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4], [0, 0], N);
    let report = play(&mut position, 9);
    assert_eq!(
        position,
        pos([5, 5, 0, 5, 5, 5, 5, 4, 4, 0, 5, 5], [0, 0], S)
    );
    assert_eq!(sown_houses(&report), [10, 11, 0, 1]);
    assert_eq!(report.mover, N);
}

#[test]
fn variants_start_with_five_or_six_seeds() {
    for seeds in [4, 5, 6] {
        let variant = Variant::new(6, seeds).expect("variant");
        let start = Position::start(variant);
        assert_eq!(start.houses(), &[seeds as u8; 12]);
        assert_eq!(variant.total_seeds(), 12 * seeds as u32);
        assert_eq!(variant.winning_score(), 6 * seeds as u32 + 1);
        assert_eq!(start.legal_moves().len(), 6);
    }
    let variant = Variant::new(6, 5).expect("variant");
    let mut position = Position::start(variant);
    let report = play(&mut position, 0);
    assert_eq!(position.houses(), &[0, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    assert_eq!(sown_houses(&report), [1, 2, 3, 4, 5]);
    let variant = Variant::new(6, 6).expect("variant");
    let mut position = Position::start(variant);
    let report = play(&mut position, 5);
    assert_eq!(position.houses(), &[6, 6, 6, 6, 6, 0, 7, 7, 7, 7, 7, 7]);
    assert_eq!(report.last_pit(), Pit::House(11));
}

#[test]
fn variant_limits_are_checked() {
    assert_eq!(Variant::new(6, 4), Ok(Variant::ABAPA));
    assert_eq!(Variant::default(), Variant::ABAPA);
    assert_eq!(Variant::new(1, 4), Err(VariantError::HousesPerSide(1)));
    assert_eq!(Variant::new(10, 4), Err(VariantError::HousesPerSide(10)));
    assert_eq!(Variant::new(6, 0), Err(VariantError::SeedsPerHouse(0)));
    assert_eq!(Variant::new(6, 10), Err(VariantError::SeedsPerHouse(10)));
    let v = Variant::ABAPA;
    assert_eq!(
        (v.next(11), v.next(5), v.previous(0), v.previous(6)),
        (0, 6, 11, 5)
    );
    assert_eq!((v.row(S), v.row(N)), (0..6, 6..12));
    assert_eq!((v.owner(5), v.owner(6)), (S, N));
}
