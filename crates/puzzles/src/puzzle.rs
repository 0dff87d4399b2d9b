//! One puzzle: a position, the line that solves it and what it is worth.

use std::collections::BTreeMap;

use oware_rules::{AnyPosition, Game, Ruleset, Side};

use crate::{Glicko, Theme};

/// One sowing of the line. An extra turn is simply the next `PlyMove` of the same side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlyMove {
    /// The player who sows.
    pub side: Side,
    /// The house sown, by its index in sowing order.
    pub house: usize,
}

/// A position where the solver has one clearly best line, checked by search.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// A stable id, the game's id and a number: `oware-000123`.
    pub id: String,
    /// The game, its seeds per house and its repetition rule.
    pub ruleset: Ruleset,
    /// The position the puzzle starts from, the solver to move.
    pub position: AnyPosition,
    /// The side to move at the start, whom the child plays.
    pub solver: Side,
    /// The solver's and Tux's moves as played, to the end of the line.
    pub line: Vec<PlyMove>,
    /// For each of the solver's moves of the line, in order: every house whose exact value
    /// equals the line's move (the line's house always among them). A child's move in the
    /// list is right.
    pub accepted: Vec<Vec<usize>>,
    /// For each of the solver's moves of the line, in order: every other legal house (those
    /// not in `accepted`) with Tux's answer to it, the moves Tux plays until the solver is to
    /// move again (several after an extra turn, none when the move ends the game or plays
    /// again), as [`crate::annotate`] finds them by search. The judge looks a wrong move up
    /// here; empty (an own puzzle, an old file) when it must search instead.
    pub refutations: Vec<BTreeMap<usize, Vec<usize>>>,
    /// What the line is about; the first one is the task's and the first hint's.
    pub themes: Vec<Theme>,
    /// How hard the puzzle is, moved by every attempt a server sees.
    pub rating: Glicko,
    /// The seeds the line wins for the solver: the solver's captures over the line minus
    /// Tux's, as the search confirmed.
    pub gain: i32,
    /// Where the position came from: `self-play L3-L7 seed 42 game 17 ply 23`, `own`, …
    pub source: String,
}

impl Puzzle {
    /// A game from the puzzle's position, with no history, under the puzzle's rules.
    pub fn game(&self) -> Game<AnyPosition> {
        self.ruleset.game_from(self.position)
    }

    /// The indices into [`Puzzle::line`] of the solver's moves, in order; the `n`-th of them
    /// is judged by `accepted[n]`.
    pub fn solver_plies(&self) -> impl Iterator<Item = usize> + '_ {
        self.line
            .iter()
            .enumerate()
            .filter(|(_, ply)| ply.side == self.solver)
            .map(|(index, _)| index)
    }

    /// True when the puzzle stores Tux's answer to every wrong move of the line
    /// ([`Puzzle::refutations`]): judging any move of it, and explaining it, is then a
    /// look-up and a replay by the rules, with no search.
    pub fn answers_stored(&self) -> bool {
        self.refutations.len() == self.solver_moves()
    }

    /// How many moves the solver makes in the line.
    pub fn solver_moves(&self) -> usize {
        self.solver_plies().count()
    }
}
