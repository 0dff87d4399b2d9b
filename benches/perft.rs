//! Speed of the rules core: move generation over a spread of real positions, and perft from
//! the opening at depths 6 to 9. Run with `cargo bench --bench perft`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use oware::rules::{perft, Position, Variant};

/// Positions from a few hundred deterministic pseudo-random games, so that the benchmark sees
/// openings, middle games with big houses and sparse endings alike.
fn sample_positions() -> Vec<Position> {
    let mut state: u64 = 0x0123_4567_89AB_CDEF;
    let mut next = move |n: usize| {
        // xorshift64: fixed sequence, no dependency on a random crate.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut positions = Vec::new();
    for _ in 0..64 {
        let mut position = Position::start(Variant::ABAPA);
        for _ in 0..120 {
            let moves: Vec<usize> = position.legal_moves().iter().collect();
            if moves.is_empty() {
                break;
            }
            positions.push(position);
            position.apply(moves[next(moves.len())]);
        }
    }
    positions
}

fn move_generation(c: &mut Criterion) {
    let positions = sample_positions();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_moves+apply", |b| {
        b.iter(|| {
            let mut captured = 0u64;
            for position in &positions {
                for house in black_box(position).legal_moves().iter() {
                    let mut child = *position;
                    captured += u64::from(child.apply(house));
                }
            }
            captured
        })
    });
    group.finish();
}

fn perft_from_start(c: &mut Criterion) {
    let start = Position::start(Variant::ABAPA);
    let mut group = c.benchmark_group("perft");
    for depth in 6..=9 {
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_with_input(BenchmarkId::from_parameter(depth), &depth, |b, &depth| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, move_generation, perft_from_start);
criterion_main!(benches);
