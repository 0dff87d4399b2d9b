//! The generator: candidate positions from recorded games and from Tux's games against
//! itself, kept where the only-move test ([`crate::verify`]) finds a line, rated by the ladder.
//!
//! Everything is drawn from one seed and bounded by nodes, so the same seed makes the same
//! puzzles byte for byte. A game gives at most [`PER_GAME`] puzzles before its ending and
//! [`PER_ENDING`] in it, none inside another's line, and a position seen before is not tried
//! again.

mod rating;
mod recorded;
mod selfplay;

use std::collections::HashSet;

use oware_rules::{format_position, AnyPosition, Rules};

use crate::verify::Judge;
use crate::{Glicko, Puzzle};

pub use rating::{first_rating, level_rating, lowest_level, BEYOND_THE_LADDER, MOST_NODES};
pub use recorded::recorded_games;
pub use selfplay::SelfPlay;

/// The most puzzles one game gives, so that the set holds many games.
pub const PER_GAME: usize = 3;
/// The most puzzles one game gives from its ending (at most a quarter of the seeds on the
/// board), counted apart: the positions before it would otherwise use a game's share up,
/// and endings are a theme of their own.
pub const PER_ENDING: usize = 2;
/// The plies between the end of one puzzle's line and the next puzzle of the same game, so
/// that one game's puzzles are not the same idea twice.
pub const GAP: usize = 6;
/// Oware's recorded games in the repository: the master against Aalina, one second a move
/// (`data/recorded/`).
pub const RECORDED_OWARE: &str = include_str!("../../data/recorded/oware-master-vs-aalina.jsonl");
/// The plies of a recorded game that are not tried: the openings are much alike.
const RECORDED_OPENING: usize = 4;
/// The deviation of a puzzle's first rating: that of a puzzle never tried.
pub const FIRST_DEVIATION: f64 = 350.0;

/// A position to try, and where it came from.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The position, the solver to move.
    pub position: AnyPosition,
    /// Where it came from, for the puzzle's `source`.
    pub source: String,
    /// Its place in its game, counted from 0.
    pub ply: usize,
}

/// What a generation did.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Positions tried.
    pub candidates: usize,
    /// Games whose positions were tried.
    pub games: usize,
}

/// Makes `count` puzzles of `judge`'s game from `seed`: first from the recorded games of
/// `recorded` (JSON lines, see [`recorded_games`]; Oware's shipped set uses [`RECORDED_OWARE`]),
/// then from Tux's games against itself. `progress` hears of each puzzle as it is made.
pub fn make_set(
    judge: &Judge,
    count: usize,
    seed: u64,
    recorded: Option<(&str, &str)>,
    progress: &mut dyn FnMut(&Puzzle),
) -> (Vec<Puzzle>, Tally) {
    let mut generator = Generator::new(judge, seed);
    if let Some((name, text)) = recorded {
        for game in recorded_games(judge.ruleset(), text, name, RECORDED_OPENING) {
            generator.try_game(&game, count, progress);
        }
    }
    generator.self_play(count, progress);
    (generator.puzzles, generator.tally)
}

/// Makes puzzles with a judge, one game's positions at a time, numbering them in order.
pub struct Generator<'j, 't> {
    judge: &'j Judge<'t>,
    seed: u64,
    seen: HashSet<String>,
    puzzles: Vec<Puzzle>,
    tally: Tally,
}

impl<'j, 't> Generator<'j, 't> {
    /// A generator with `judge`, drawing from `seed`.
    pub fn new(judge: &'j Judge<'t>, seed: u64) -> Generator<'j, 't> {
        Generator {
            judge,
            seed,
            seen: HashSet::new(),
            puzzles: Vec::new(),
            tally: Tally::default(),
        }
    }

    /// The puzzles made so far.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// What was tried so far.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// Tries one game's positions, in order, until `count` puzzles are made;
    /// `progress` hears of each new puzzle.
    pub fn try_game(
        &mut self,
        candidates: &[Candidate],
        count: usize,
        progress: &mut dyn FnMut(&Puzzle),
    ) {
        if self.puzzles.len() >= count {
            return;
        }
        self.tally.games += 1;
        // Puzzles found before the ending and in it.
        let mut found = [0, 0];
        let mut free_from = 0;
        for candidate in candidates {
            if self.puzzles.len() >= count {
                break;
            }
            let on_board: u32 = candidate
                .position
                .houses()
                .iter()
                .map(|&n| u32::from(n))
                .sum();
            let stage = usize::from(4 * on_board <= self.judge.ruleset().total_seeds());
            if found[stage] >= [PER_GAME, PER_ENDING][stage] {
                continue;
            }
            if candidate.ply < free_from || !self.seen.insert(format_position(&candidate.position))
            {
                continue;
            }
            self.tally.candidates += 1;
            let Some(puzzle) = self.make(candidate) else {
                continue;
            };
            found[stage] += 1;
            free_from = candidate.ply + puzzle.line.len() + GAP;
            progress(&puzzle);
            self.puzzles.push(puzzle);
        }
    }

    /// Plays Tux's games against itself until `count` puzzles are made.
    pub fn self_play(&mut self, count: usize, progress: &mut dyn FnMut(&Puzzle)) {
        let mut games = SelfPlay::new(self.judge.ruleset(), self.seed);
        while self.puzzles.len() < count {
            let candidates = games.next_game();
            self.try_game(&candidates, count, progress);
        }
    }

    /// The puzzle of `candidate`, if it is one.
    fn make(&self, candidate: &Candidate) -> Option<Puzzle> {
        let (line, verified) = self.judge.find_line(&candidate.position)?;
        let ruleset = self.judge.ruleset();
        let number = self.puzzles.len() + 1;
        // Each puzzle's ladder draws from its own seed, so that a puzzle rates alike
        // whatever came before it.
        let ladder_seed = self.seed ^ (number as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let level = lowest_level(
            ruleset,
            &candidate.position,
            &verified.accepted[0],
            ladder_seed,
        );
        let puzzle = Puzzle {
            id: format!("{}-{number:06}", ruleset.kind().id()),
            ruleset,
            position: candidate.position,
            solver: candidate.position.to_move(),
            line,
            accepted: verified.accepted,
            refutations: Vec::new(),
            themes: verified.themes,
            rating: Glicko::new(first_rating(level), FIRST_DEVIATION),
            gain: verified.gain,
            source: candidate.source.clone(),
        };
        // What judging needs goes into the file with the puzzle, so that no child's move
        // waits for a search.
        Some(crate::annotate(&puzzle))
    }
}
