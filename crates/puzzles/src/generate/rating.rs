//! A puzzle's first rating, from how hard it is for Tux's ladder: the lowest level whose
//! move in the puzzle's position is the answer.
//!
//! Levels 1 to 7 or 8 (by game) choose among their moves like learners, by chance, so each
//! plays the position three times (three seeds drawn from the puzzle's) and finds the answer
//! when at least two of its moves are accepted; the searching levels play once. A level that
//! searches more than [`MOST_NODES`] nodes a move (Kalah's and Congkak's level 10, a million)
//! is not asked: a puzzle its level 9 misses rates as beyond the ladder.
//!
//! Level `L` maps to the rating `900 + 100 L` (1000 for level 1, 1900 for level 10), beyond the
//! ladder 2000: a child rated 1500, where Glicko-2 starts, meets puzzles that levels 5 and 6
//! find, the levels that beat a beginner who knows the rules.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{AnyPosition, Ruleset};
use oware_tux::{level, Tux, LEVELS};

/// Levels that search more than this many nodes a move are not asked.
pub const MOST_NODES: u64 = 100_000;
/// How often a learner level plays the position.
const LEARNER_TRIES: u64 = 3;
/// The rating of a puzzle no level of the ladder finds.
pub const BEYOND_THE_LADDER: f64 = 2000.0;

/// The rating of level `level` of the ladder.
pub fn level_rating(level: u8) -> f64 {
    900.0 + 100.0 * f64::from(level)
}

/// The lowest level of the ladder whose move in `position` is one of `answers`, with its
/// choices drawn from `seed`; `None` when no level asked finds it.
pub fn lowest_level(
    ruleset: Ruleset,
    position: &AnyPosition,
    answers: &[usize],
    seed: u64,
) -> Option<u8> {
    let game = ruleset.game_from(*position);
    let stop = AtomicBool::new(false);
    (1..=LEVELS).find(|&number| {
        let style = level(ruleset.kind(), number);
        if style.nodes > MOST_NODES && !style.scores_every_move() {
            return false;
        }
        let tries = if style.scores_every_move() {
            LEARNER_TRIES
        } else {
            1
        };
        let found = (0..tries)
            .filter(|&attempt| {
                let mut tux = Tux::new(number, seed.wrapping_add(attempt))
                    // The node budget ends every level's search: the clock must never.
                    .with_time_budget(Duration::from_secs(3_600));
                tux.choose_move_any(&game, &stop)
                    .is_some_and(|house| answers.contains(&house))
            })
            .count() as u64;
        2 * found > tries
    })
}

/// The first rating of a puzzle found first by `level` (`None`: by no level asked).
pub fn first_rating(level: Option<u8>) -> f64 {
    level.map_or(BEYOND_THE_LADDER, level_rating)
}
