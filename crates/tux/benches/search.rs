//! Search speed: nodes per second, and the depth Tux's top-level search completes in one
//! second from the opening and from a few middle-game positions.
//!
//! `cargo bench --bench search`; the depths are printed before Criterion's timings.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{criterion_main, Criterion};
use oware_rules::abapa::{Game, Variant};
use oware_tux::analyse;

/// The opening and three middle games reached by fixed moves, so every run searches the same.
fn positions() -> Vec<(&'static str, Game)> {
    let lines: [(&str, &[usize]); 4] = [
        ("opening", &[]),
        ("after 8 plies", &[2, 8, 4, 10, 1, 7, 5, 11]),
        (
            "after 16 plies",
            &[2, 8, 4, 10, 1, 7, 5, 11, 0, 9, 3, 6, 2, 8, 4, 10],
        ),
        (
            "after 24 plies",
            &[
                3, 9, 5, 11, 0, 6, 2, 8, 4, 10, 1, 7, 3, 9, 5, 11, 0, 6, 2, 8, 4, 10, 1, 7,
            ],
        ),
    ];
    lines
        .iter()
        .map(|&(name, line)| {
            let mut game = Game::new(Variant::ABAPA);
            for &house in line {
                // A line that runs into an illegal move just stops early: still a fixed position.
                if game.play(house).is_err() {
                    break;
                }
            }
            (name, game)
        })
        .collect()
}

fn depth_in_one_second() {
    let stop = AtomicBool::new(false);
    println!("depth completed in 1 s (top-level search, no node limit):");
    for (name, game) in positions() {
        let mut depths = Vec::new();
        let mut rates = Vec::new();
        for _ in 0..5 {
            let started = std::time::Instant::now();
            let analysis = analyse(&game, u64::MAX, Duration::from_secs(1), &stop);
            depths.push(analysis.depth);
            rates.push(analysis.nodes as f64 / started.elapsed().as_secs_f64());
        }
        depths.sort_unstable();
        rates.sort_by(f64::total_cmp);
        println!(
            "  {name:<15} ({:>2} moves played) median depth {:>2} plies, median {:.2} M nodes/s",
            game.move_count(),
            depths[depths.len() / 2],
            rates[rates.len() / 2] / 1e6
        );
    }
}

fn fixed_nodes(c: &mut Criterion) {
    depth_in_one_second();
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("search 200k nodes");
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(200_000));
    for (name, game) in positions() {
        group.bench_function(name, |b| {
            b.iter(|| analyse(black_box(&game), 200_000, Duration::from_secs(60), &stop))
        });
    }
    group.finish();
}

/// The group `criterion_main!` runs. Criterion's macro makes it a public function it cannot
/// document, so it lives in a private module, out of the benchmark's public items.
mod group {
    use super::fixed_nodes;

    criterion::criterion_group!(benches, fixed_nodes);
}

criterion_main!(group::benches);
