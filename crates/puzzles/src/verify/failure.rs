//! Why a puzzle's line fails the only-move test, in words for whoever reads the checker's
//! output.

use std::fmt;

use oware_rules::{house_letter, Layout};

use crate::Theme;

/// Why a line is not a puzzle. Plies are counted from 1 along the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The line has no move.
    EmptyLine,
    /// The puzzle's solver is not the side to move in its position.
    SolverNotToMove,
    /// The game is over before this ply of the line.
    GameOver {
        /// The ply.
        ply: usize,
    },
    /// The ply is given to the side not to move.
    WrongSide {
        /// The ply.
        ply: usize,
    },
    /// The rules refuse the ply's house.
    IllegalMove {
        /// The ply.
        ply: usize,
        /// Why, as the rules say it.
        reason: String,
    },
    /// The solver has a single legal move at this ply: nothing to find.
    Forced {
        /// The ply.
        ply: usize,
    },
    /// The tables know this position only loosely, or the budget completed no depth.
    NotJudged {
        /// The ply.
        ply: usize,
    },
    /// The solver's move is not of the best value.
    NotTheBest {
        /// The ply.
        ply: usize,
        /// The line's house.
        house: usize,
        /// The houses of the best value.
        best: Vec<usize>,
    },
    /// Every move of the solver has the same value: there is nothing to find.
    AllEqual {
        /// The ply.
        ply: usize,
    },
    /// The best move beats the next best value by less than the margin.
    NotAnOnlyMove {
        /// The ply.
        ply: usize,
        /// By how much it beats it, in the regime's units.
        by: i32,
        /// The margin, in the same units.
        margin: i32,
    },
    /// Tux's move in the line is not its best defence.
    NotTuxsBest {
        /// The ply.
        ply: usize,
        /// The line's house.
        house: usize,
        /// The houses of Tux's best value.
        best: Vec<usize>,
    },
    /// The line ends on Tux's move.
    EndsOnTux,
    /// At the end of the line the search no longer sees the solver a margin better off than
    /// the second best first move would have left it.
    Unconfirmed {
        /// The value at the end, for the solver.
        value: i32,
        /// The value needed.
        needed: i32,
    },
    /// The line loses seeds.
    Loses {
        /// The seeds it loses.
        gain: i32,
    },
    /// The line shows none of the game's themes.
    NoTheme,
    /// The puzzle's `accepted` houses differ from the values'.
    Accepted {
        /// The solver's move (1 for the first), counted along the solver's moves.
        solver_move: usize,
        /// What the puzzle says.
        given: Vec<usize>,
        /// What the values say.
        found: Vec<usize>,
    },
    /// The puzzle's gain differs from the line's.
    Gain {
        /// What the puzzle says.
        given: i32,
        /// What the line captures.
        found: i32,
    },
    /// The puzzle's themes differ from the line's steps.
    Themes {
        /// What the puzzle says.
        given: Vec<Theme>,
        /// What the steps show.
        found: Vec<Theme>,
    },
    /// The stored answer to a wrong move is not Tux's answer by search (or one is missing,
    /// or stored for a house that is not a wrong move there).
    Refutation {
        /// The solver's move (1 for the first), counted along the solver's moves.
        solver_move: usize,
        /// The wrong house.
        house: usize,
        /// What the puzzle stores, `None` when it stores nothing for the house.
        given: Option<Vec<usize>>,
        /// What the search answers, `None` when the house is no wrong move there.
        found: Option<Vec<usize>>,
    },
}

impl Failure {
    /// The reason in words, with the houses by their letters on `layout`'s board (the
    /// [`Display`](fmt::Display) form gives their indices).
    pub fn describe(&self, layout: Layout) -> String {
        let letter = |house: &usize| house_letter(layout, *house).to_string();
        let letters = |houses: &[usize]| houses.iter().map(letter).collect::<Vec<_>>().join(", ");
        match self {
            Failure::NotTheBest { ply, house, best } => format!(
                "ply {ply}: {} is not the best move (best: {})",
                letter(house),
                letters(best)
            ),
            Failure::NotTuxsBest { ply, house, best } => format!(
                "ply {ply}: Tux's {} is not its best defence (best: {})",
                letter(house),
                letters(best)
            ),
            Failure::Accepted {
                solver_move,
                given,
                found,
            } => format!(
                "solver's move {solver_move}: accepted houses [{}], the values give [{}]",
                letters(given),
                letters(found)
            ),
            Failure::Refutation {
                solver_move,
                house,
                given,
                found,
            } => {
                let answer = |houses: &Option<Vec<usize>>| match houses {
                    Some(houses) => format!("[{}]", letters(houses)),
                    None => "nothing".to_string(),
                };
                format!(
                    "solver's move {solver_move}: the answer to {} is stored as {}, the search \
                     gives {}",
                    letter(house),
                    answer(given),
                    answer(found)
                )
            }
            other => other.to_string(),
        }
    }
}

fn ids(themes: &[Theme]) -> String {
    let ids: Vec<&str> = themes.iter().map(|theme| theme.id()).collect();
    format!("[{}]", ids.join(", "))
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::EmptyLine => write!(f, "the line has no move"),
            Failure::SolverNotToMove => write!(f, "the solver is not the side to move"),
            Failure::GameOver { ply } => write!(f, "ply {ply}: the game is already over"),
            Failure::WrongSide { ply } => write!(f, "ply {ply}: not that side's turn"),
            Failure::IllegalMove { ply, reason } => write!(f, "ply {ply}: illegal move ({reason})"),
            Failure::Forced { ply } => write!(f, "ply {ply}: the solver's move is forced"),
            Failure::NotJudged { ply } => {
                write!(
                    f,
                    "ply {ply}: neither the tables nor the search can judge it"
                )
            }
            Failure::NotTheBest { ply, house, best } => write!(
                f,
                "ply {ply}: house {house} is not the best move (best: {best:?})"
            ),
            Failure::AllEqual { ply } => write!(f, "ply {ply}: every move has the same value"),
            Failure::NotAnOnlyMove { ply, by, margin } => write!(
                f,
                "ply {ply}: not an only move: the best beats the next by {by}, less than {margin}"
            ),
            Failure::NotTuxsBest { ply, house, best } => write!(
                f,
                "ply {ply}: Tux's house {house} is not its best defence (best: {best:?})"
            ),
            Failure::EndsOnTux => write!(f, "the line ends on Tux's move"),
            Failure::Unconfirmed { value, needed } => write!(
                f,
                "the end of the line is worth {value} to the solver, less than the {needed} needed"
            ),
            Failure::Loses { gain } => write!(f, "the line loses {} seeds", -gain),
            Failure::NoTheme => write!(f, "the line shows no theme"),
            Failure::Accepted {
                solver_move,
                given,
                found,
            } => write!(
                f,
                "solver's move {solver_move}: accepted houses {given:?}, the values give {found:?}"
            ),
            Failure::Gain { given, found } => {
                write!(f, "gain {given}, the line wins {found}")
            }
            Failure::Themes { given, found } => {
                write!(f, "themes {}, the steps show {}", ids(given), ids(found))
            }
            Failure::Refutation {
                solver_move,
                house,
                given,
                found,
            } => write!(
                f,
                "solver's move {solver_move}: the answer to house {house} is stored as {given:?}, \
                 the search gives {found:?}"
            ),
        }
    }
}

impl std::error::Error for Failure {}
