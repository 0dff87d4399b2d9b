//! Perft from the opening position must match the published Oware (Abapa) counts.

use std::time::Instant;

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
    // Timed so that `-- --ignored --nocapture` doubles as a quick speed check.
    for (depth, expected) in (1..=12).zip(PUBLISHED) {
        let begun = Instant::now();
        assert_eq!(perft(&start(), depth), expected, "perft {depth}");
        let seconds = begun.elapsed().as_secs_f64();
        let rate = expected as f64 / seconds.max(1e-9) / 1e6;
        println!("perft {depth:2}: {expected:10} in {seconds:7.3} s ({rate:.0} M/s)");
    }
}

#[test]
fn perft_zero_counts_the_position_itself() {
    assert_eq!(perft(&start(), 0), 1);
}
