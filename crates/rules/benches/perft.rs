//! Speed of the rules core, for every game: move generation over a spread of real positions,
//! and perft from the opening. Run with `cargo bench -p oware-rules --bench perft`.

use std::hint::black_box;

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use oware_rules::{abapa, congkak, kalah, perft, togyz, Rules};

/// Positions from a few dozen deterministic pseudo-random games, so that the benchmark sees
/// openings, middle games with big houses and sparse endings alike.
fn sample_positions<P: Rules>(start: P) -> Vec<P> {
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
        let mut position = start;
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

fn move_generation_of<P: Rules>(c: &mut Criterion, name: &str, start: P) {
    let positions = sample_positions(start);
    let mut group = c.benchmark_group(format!("movegen/{name}"));
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

fn perft_of<P: Rules>(
    c: &mut Criterion,
    name: &str,
    start: P,
    depths: std::ops::RangeInclusive<u32>,
) {
    let mut group = c.benchmark_group(format!("perft/{name}"));
    for depth in depths {
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_with_input(BenchmarkId::from_parameter(depth), &depth, |b, &depth| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

fn oware(c: &mut Criterion) {
    let start = abapa::Position::start(abapa::Variant::ABAPA);
    move_generation_of(c, "oware", start);
    perft_of(c, "oware", start, 6..=9);
}

fn kalah(c: &mut Criterion) {
    let start = kalah::Position::start(4);
    move_generation_of(c, "kalah", start);
    perft_of(c, "kalah", start, 6..=8);
}

fn congkak(c: &mut Criterion) {
    let start = congkak::Position::start(7);
    move_generation_of(c, "congkak", start);
    perft_of(c, "congkak", start, 5..=7);
}

fn togyz(c: &mut Criterion) {
    let start = togyz::Position::start();
    move_generation_of(c, "togyz", start);
    perft_of(c, "togyz", start, 3..=5);
}

/// The group `criterion_main!` runs. Criterion's macro makes it a public function it cannot
/// document, so it lives in a private module, out of the benchmark's public items.
mod group {
    use super::{congkak, kalah, oware, togyz};

    criterion::criterion_group!(benches, oware, kalah, congkak, togyz);
}

criterion_main!(group::benches);
