//! Perft from the opening position of every game must match the reference counts (an extra
//! turn is a ply of its own; a finished game is not expanded).

use std::time::Instant;

use oware_rules::{abapa, congkak, kalah, perft, togyz, GameKind, Rules, Ruleset};

const OWARE_4: [u64; 12] = [
    6, 36, 190, 1014, 5219, 27332, 139157, 711414, 3592872, 18137964, 91558687, 460005710,
];
const OWARE_5: [u64; 7] = [6, 36, 195, 1090, 5841, 31743, 169796];
const OWARE_6: [u64; 7] = [6, 36, 206, 1166, 6563, 36386, 202627];
const KALAH_4: [u64; 8] = [6, 35, 185, 942, 4690, 23233, 114430, 563055];
const KALAH_6: [u64; 8] = [6, 35, 190, 1056, 5882, 32243, 177827, 962153];
const CONGKAK_7: [u64; 8] = [7, 36, 230, 1406, 8293, 48263, 276132, 1560214];
const TOGYZ: [u64; 6] = [9, 73, 613, 5199, 43184, 360035];

fn oware(seeds: usize) -> abapa::Position {
    let variant = abapa::Variant::new(6, seeds).expect("an Oware board");
    abapa::Position::start(variant)
}

/// Checks depths 1..=`up_to` against `expected`.
fn check<P: Rules>(name: &str, start: &P, expected: &[u64], up_to: usize) {
    for (depth, &count) in (1..=up_to as u32).zip(expected) {
        assert_eq!(perft(start, depth), count, "{name}: perft {depth}");
    }
}

#[test]
fn oware_with_four_seeds_to_depth_8() {
    check("oware 4", &oware(4), &OWARE_4, 8);
}

#[test]
fn oware_with_five_and_six_seeds() {
    check("oware 5", &oware(5), &OWARE_5, 7);
    check("oware 6", &oware(6), &OWARE_6, 7);
}

#[test]
fn kalah_with_four_and_six_seeds() {
    check("kalah 4", &kalah::Position::start(4), &KALAH_4, 7);
    check("kalah 6", &kalah::Position::start(6), &KALAH_6, 7);
}

#[test]
fn congkak_with_seven_seeds() {
    check("congkak 7", &congkak::Position::start(7), &CONGKAK_7, 6);
}

#[test]
fn togyz_kumalak() {
    check("togyz", &togyz::Position::start(), &TOGYZ, 5);
}

/// The run-time dispatch counts exactly what each game's own type counts.
#[test]
fn any_position_counts_like_the_game_itself() {
    let cases = [
        (GameKind::Oware, &OWARE_4[..]),
        (GameKind::Kalah, &KALAH_4[..]),
        (GameKind::Congkak, &CONGKAK_7[..]),
        (GameKind::TogyzKumalak, &TOGYZ[..]),
    ];
    for (kind, expected) in cases {
        check(kind.id(), &Ruleset::standard(kind).start(), expected, 4);
    }
}

#[test]
fn perft_zero_counts_the_position_itself() {
    assert_eq!(perft(&oware(4), 0), 1);
    assert_eq!(perft(&togyz::Position::start(), 0), 1);
}

#[test]
#[ignore = "deep: run with --release -- --ignored --nocapture"]
fn every_table_to_its_last_depth() {
    // Timed so that `--nocapture` doubles as a quick speed check.
    let timed = |name: &str, count: &dyn Fn(u32) -> u64, expected: &[u64]| {
        for (depth, &want) in (1..).zip(expected) {
            let begun = Instant::now();
            assert_eq!(count(depth), want, "{name}: perft {depth}");
            let seconds = begun.elapsed().as_secs_f64();
            println!("{name} perft {depth:2}: {want:10} in {seconds:7.3} s");
        }
    };
    timed("oware 4", &|d| perft(&oware(4), d), &OWARE_4);
    timed("oware 5", &|d| perft(&oware(5), d), &OWARE_5);
    timed("oware 6", &|d| perft(&oware(6), d), &OWARE_6);
    timed(
        "kalah 4",
        &|d| perft(&kalah::Position::start(4), d),
        &KALAH_4,
    );
    timed(
        "kalah 6",
        &|d| perft(&kalah::Position::start(6), d),
        &KALAH_6,
    );
    timed(
        "congkak 7",
        &|d| perft(&congkak::Position::start(7), d),
        &CONGKAK_7,
    );
    timed("togyz", &|d| perft(&togyz::Position::start(), d), &TOGYZ);
}
