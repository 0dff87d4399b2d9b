//! Candidate positions from Tux's games against itself at mixed levels, all drawn from one
//! seed: the same seed plays the same games.

use std::ops::RangeInclusive;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{Ruleset, Side};
use oware_tux::Tux;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::Candidate;

/// The levels that play: the weaker ones blunder into the positions puzzles are made of,
/// the stronger ones punish them. Level 10 is left out, a million nodes a move in Kalah and
/// Congkak.
const LEVELS: RangeInclusive<u8> = 2..=9;
/// The moves played before positions count: the openings are much alike.
const OPENING_PLIES: usize = 4;
/// A game this long is stopped (Oware's no-capture rule ends one long before).
const MOST_PLIES: usize = 300;

/// Tux's games against itself, one after the other.
pub struct SelfPlay {
    ruleset: Ruleset,
    seed: u64,
    rng: StdRng,
    games: u64,
}

impl SelfPlay {
    /// The games of `ruleset`, drawn from `seed`.
    pub fn new(ruleset: Ruleset, seed: u64) -> SelfPlay {
        SelfPlay {
            ruleset,
            seed,
            rng: StdRng::seed_from_u64(seed),
            games: 0,
        }
    }

    /// The games played so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Plays the next game and returns its positions after the opening, in order.
    pub fn next_game(&mut self) -> Vec<Candidate> {
        let number = self.games;
        self.games += 1;
        let levels = [self.rng.random_range(LEVELS), self.rng.random_range(LEVELS)];
        let mut players = levels.map(|level| {
            // The node budget ends every level's search: the clock must never.
            Tux::new(level, self.rng.random()).with_time_budget(Duration::from_secs(3_600))
        });
        let label = format!(
            "self-play L{}-L{} seed {} game {number}",
            levels[0], levels[1], self.seed
        );
        let stop = AtomicBool::new(false);
        let mut game = self.ruleset.new_game();
        let mut candidates = Vec::new();
        while !game.is_over() && game.move_count() < MOST_PLIES {
            let ply = game.move_count();
            if ply >= OPENING_PLIES {
                candidates.push(Candidate {
                    position: *game.position(),
                    source: format!("{label} ply {ply}"),
                    ply,
                });
            }
            let mover = usize::from(game.to_move() == Side::North);
            let Some(house) = players[mover].choose_move_any(&game, &stop) else {
                break;
            };
            if game.play(house).is_err() {
                break;
            }
        }
        candidates
    }
}
