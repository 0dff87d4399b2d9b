//! How quickly Tux stops when told to: a search with no node limit and an hour of time runs
//! on another thread, the flag is raised, and the clock runs until the search has returned
//! its move. Run with `cargo bench -p oware-tux --bench stop`; the target is 20 ms.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use criterion::{criterion_main, Criterion};
use oware_rules::{Game, GameKind, GameVisitor, Rules, Ruleset};
use oware_tux::{analyse, Analysis};

struct Unlimited<'a> {
    stop: &'a AtomicBool,
}

impl GameVisitor for Unlimited<'_> {
    type Output = Analysis;
    fn visit<P: Rules>(self, game: &Game<P>) -> Analysis {
        analyse(game, u64::MAX, Duration::from_secs(3600), self.stop)
    }
}

/// Time from raising the flag to having the answer, after `thinking` of search.
fn stop_latency(kind: GameKind, thinking: Duration) -> Duration {
    let game = Game::from_position(Ruleset::standard(kind).start());
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let thinker = scope.spawn(|| game.visit(Unlimited { stop: &stop }));
        std::thread::sleep(thinking);
        stop.store(true, Ordering::Relaxed);
        let raised = Instant::now();
        let answer = thinker.join();
        let latency = raised.elapsed();
        assert!(
            matches!(
                answer,
                Ok(Some(Analysis {
                    best_move: Some(_),
                    ..
                }))
            ),
            "a stopped search still answers"
        );
        latency
    })
}

fn stopping(c: &mut Criterion) {
    let mut group = c.benchmark_group("stop-latency");
    group.sample_size(20);
    for kind in GameKind::ALL {
        group.bench_function(kind.id(), |b| {
            b.iter_custom(|iterations| {
                (0..iterations)
                    .map(|_| stop_latency(kind, Duration::from_millis(30)))
                    .sum()
            })
        });
    }
    group.finish();
}

/// The group `criterion_main!` runs. Criterion's macro makes it a public function it cannot
/// document, so it lives in a private module, out of the benchmark's public items.
mod group {
    use super::stopping;

    criterion::criterion_group!(benches, stopping);
}

criterion_main!(group::benches);
