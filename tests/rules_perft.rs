//! Perft from the opening position must match the published Oware (Abapa) counts.

use oware::rules::{perft, Position, Variant};

const PUBLISHED: [u64; 12] = [
    6, 36, 190, 1014, 5219, 27332, 139157, 711414, 3592872, 18137964, 91558687, 460005710,
];

fn start() -> Position {
    Position::start(Variant::ABAPA)
}

#[test]
fn perft_matches_published_counts_to_depth_8() {
    for (depth, expected) in (1..=8).zip(PUBLISHED) {
        assert_eq!(perft(&start(), depth), expected, "perft {depth}");
    }
}

#[test]
#[ignore = "deep: run with --release -- --ignored"]
fn perft_matches_published_counts_to_depth_12() {
    for (depth, expected) in (1..=12).zip(PUBLISHED) {
        assert_eq!(perft(&start(), depth), expected, "perft {depth}");
    }
}

#[test]
fn perft_zero_counts_the_position_itself() {
    assert_eq!(perft(&start(), 0), 1);
}
