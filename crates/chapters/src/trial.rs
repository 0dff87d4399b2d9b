//! How often a weak player misses a stage's goal against Tux's defence: a stage a random
//! player or Tux's first level meets most of the time teaches nothing.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use oware_rules::{AnyPosition, Rules};
use oware_tux::Tux;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

use crate::defend::defend;
use crate::goal::Tally;
use crate::run::{Progress, StageRun};
use crate::{ChapterError, Stage};

/// Who plays the solver's side in a trial.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Trier {
    /// Any legal move, each as likely.
    Random,
    /// Tux's first level.
    Level1,
}

/// The share of `tries` attempts at `stage` in which `trier` misses the goal, Tux defending
/// as in [`StageRun::tux_move`]. The same seed gives the same rate.
pub fn failure_rate(
    stage: &'static Stage,
    trier: Trier,
    tries: u32,
    seed: u64,
) -> Result<f64, ChapterError> {
    let mut run = StageRun::new(stage)?;
    // Tux's defence depends on the position and the tally alone, so a position met again in a
    // later try gets the answer already found.
    let mut defences: HashMap<(AnyPosition, Tally), Option<usize>> = HashMap::new();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tux = Tux::new(1, seed);
    let stop = AtomicBool::new(false);
    let mut missed = 0u32;
    for _ in 0..tries {
        run.restart();
        let progress = loop {
            let progress = run.status();
            if !matches!(progress, Progress::Going { .. }) {
                break progress;
            }
            let house = if run.to_move() == run.solver() {
                match trier {
                    Trier::Random => {
                        let moves: Vec<usize> = run.position().legal_moves().iter().collect();
                        moves.choose(&mut rng).copied()
                    }
                    Trier::Level1 => tux.choose_move_any(run.game(), &stop),
                }
            } else {
                let key = (*run.position(), run.tally());
                *defences
                    .entry(key)
                    .or_insert_with(|| defend(&stage.goal, run.position(), &run.tally(), None))
            };
            let Some(house) = house else {
                break Progress::Missed;
            };
            if run.play(house).is_err() {
                break Progress::Missed;
            }
        };
        if progress == Progress::Missed {
            missed += 1;
        }
    }
    Ok(f64::from(missed) / f64::from(tries.max(1)))
}
