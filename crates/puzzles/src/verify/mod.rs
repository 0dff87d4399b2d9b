//! The only-move test: is a position, with its line, a puzzle?
//!
//! A line is kept only where each move of the solver is an only move: its value beats every
//! move of another value by at least the game's [`margin`] (2 seeds of final outcome in
//! Oware). Values come from Oware's endgame tables where they reach (exact final margins),
//! otherwise from Tux's search on a fixed node budget ([`nodes`]): nodes, never the clock, so
//! the same line always gets the same verdict on any machine. Moves of the very value of the
//! line's are right too ([`Verified::accepted`]). Tux's moves in the line must be its best
//! defence by the same values. The line ends on the solver's move and must gain: the value
//! of its last position, searched again, must still stand above what the second best first
//! move would have given, by the margin when the tables judge it, by half the margin when a
//! search does (a search from another root sees a little differently), and the solver must
//! not have lost seeds on the way ([`Verified::gain`]). The themes come from the rules' account of the line's moves.
//!
//! [`Judge::check`] re-checks a puzzle, [`Judge::find_line`] builds the line of a candidate
//! position for the generator.

mod check;
mod failure;
mod line;
mod margin;
mod values;

use oware_rules::{AnyPosition, Game, GameKind, GameVisitor, Rules, Ruleset};
use oware_tux::endgame::EndgameTables;

pub use check::{check_refutations, check_text, check_text_sampled, FileCheck, FileFailure};
pub use failure::Failure;
pub use margin::{margin, nodes};
pub use values::Regime;

use crate::{PlyMove, Puzzle, Theme};

/// The most seeds on the board for which Oware's lines are judged by the endgame tables. A
/// debug build makes tables this big in about 20 seconds, so the tests can check the shipped
/// puzzles with them; a bigger table (the activity's cached one) gives the same values here.
pub const EXACT_BOUND: u8 = 10;

/// What a line's moves show, as the only-move test found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// For each of the solver's moves: every house of the line's move's value.
    pub accepted: Vec<Vec<usize>>,
    /// The seeds the line wins: the solver's store minus Tux's, at the end less at the start.
    pub gain: i32,
    /// The line's themes, the most particular first.
    pub themes: Vec<Theme>,
    /// How the line was judged.
    pub regime: Regime,
}

/// The only-move test for one game, with its margin, budget and (Oware) endgame tables.
pub struct Judge<'t> {
    ruleset: Ruleset,
    margin: i32,
    nodes: u64,
    tables: Option<&'t EndgameTables>,
}

impl<'t> Judge<'t> {
    /// The test for `ruleset` with the game's [`margin`] and [`nodes`]; `tables` (Oware's,
    /// holding at least [`EXACT_BOUND`] seeds) judge the positions with at most
    /// [`EXACT_BOUND`] seeds on the board.
    pub fn new(ruleset: Ruleset, tables: Option<&'t EndgameTables>) -> Judge<'t> {
        Judge {
            ruleset,
            margin: margin(ruleset),
            nodes: nodes(ruleset.kind()),
            tables: tables.filter(|tables| {
                ruleset.kind() == GameKind::Oware && tables.bound() >= EXACT_BOUND
            }),
        }
    }

    /// The same test with another node budget (for tests and measurements).
    pub fn with_nodes(self, nodes: u64) -> Judge<'t> {
        Judge { nodes, ..self }
    }

    /// The game judged.
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The margin, in seeds.
    pub fn margin(&self) -> i32 {
        self.margin
    }

    /// The nodes of each search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Re-checks `puzzle`: its line passes the test, and its accepted houses, gain and themes
    /// are those the test finds.
    pub fn check(&self, puzzle: &Puzzle) -> Result<Verified, Failure> {
        if puzzle.position.to_move() != puzzle.solver {
            return Err(Failure::SolverNotToMove);
        }
        let verified = self.verify_line(&puzzle.position, &puzzle.line)?;
        for (index, (given, found)) in puzzle.accepted.iter().zip(&verified.accepted).enumerate() {
            let mut given = given.clone();
            given.sort_unstable();
            if &given != found {
                return Err(Failure::Accepted {
                    solver_move: index + 1,
                    given,
                    found: found.clone(),
                });
            }
        }
        if puzzle.accepted.len() != verified.accepted.len() {
            return Err(Failure::Accepted {
                solver_move: puzzle.accepted.len().min(verified.accepted.len()) + 1,
                given: Vec::new(),
                found: Vec::new(),
            });
        }
        if puzzle.gain != verified.gain {
            return Err(Failure::Gain {
                given: puzzle.gain,
                found: verified.gain,
            });
        }
        if puzzle.themes != verified.themes {
            return Err(Failure::Themes {
                given: puzzle.themes.clone(),
                found: verified.themes.clone(),
            });
        }
        Ok(verified)
    }

    /// Runs the test on `line` from `position` (the solver to move).
    pub fn verify_line(
        &self,
        position: &AnyPosition,
        line: &[PlyMove],
    ) -> Result<Verified, Failure> {
        struct Verify<'a, 'j, 't> {
            judge: &'j Judge<'t>,
            line: &'a [PlyMove],
        }
        impl GameVisitor for Verify<'_, '_, '_> {
            type Output = Result<Verified, Failure>;
            fn visit<P: Rules>(self, game: &Game<P>) -> Self::Output {
                line::verify(self.judge, game, self.line)
            }
        }
        let game = self.ruleset.game_from(*position);
        game.visit(Verify { judge: self, line })
            .unwrap_or(Err(Failure::EmptyLine))
    }

    /// The line of a candidate position, if it makes a puzzle: the solver's only moves and
    /// Tux's best defence, as long as the solver has only moves (at most three turns), cut
    /// where it has won the most seeds, and passing [`Judge::verify_line`].
    pub fn find_line(&self, position: &AnyPosition) -> Option<(Vec<PlyMove>, Verified)> {
        struct Find<'j, 't> {
            judge: &'j Judge<'t>,
        }
        impl GameVisitor for Find<'_, '_> {
            type Output = Option<Vec<Vec<PlyMove>>>;
            fn visit<P: Rules>(self, game: &Game<P>) -> Self::Output {
                line::find(self.judge, game)
            }
        }
        let game = self.ruleset.game_from(*position);
        let candidates = game.visit(Find { judge: self })??;
        candidates.into_iter().find_map(|line| {
            let verified = self.verify_line(position, &line).ok()?;
            Some((line, verified))
        })
    }
}
