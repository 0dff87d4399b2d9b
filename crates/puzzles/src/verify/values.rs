//! The value of every move of a position, the way the only-move test judges it: exactly by
//! Oware's endgame tables where they reach, otherwise by a search of a fixed node budget.

use oware_rules::{AnyPosition, Game, GameStatus, Rules, Side};
use oware_tux::endgame::EndgameTables;
use oware_tux::WIN;

use super::EXACT_BOUND;

/// How a line is judged: the whole line one way, chosen at its first position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regime {
    /// By the endgame tables: values are final margins in seeds, with perfect play.
    Exact,
    /// By the search: values are scores in hundredths of a seed, beyond ±29 000 a forced
    /// win or loss.
    Search,
}

impl Regime {
    /// `seeds` in this regime's units.
    pub fn units(self, seeds: i32) -> i32 {
        match self {
            Regime::Exact => seeds,
            Regime::Search => seeds * oware_tux::SEED,
        }
    }
}

/// What values the moves: the tables (Oware) and the search's budget.
pub struct Valuer<'t> {
    /// Oware's endgame tables, if any; positions with more seeds on the board than they hold
    /// are searched.
    pub tables: Option<&'t EndgameTables>,
    /// The nodes of each search.
    pub nodes: u64,
}

impl Valuer<'_> {
    /// The regime a line from `game` is judged in: exact when the tables know every move of
    /// its first position exactly.
    pub fn regime<P: Rules>(&self, game: &Game<P>) -> Regime {
        if self.exact_values(game).is_some() {
            Regime::Exact
        } else {
            Regime::Search
        }
    }

    /// Every legal move of `game` and its value for the player to move, in ascending house
    /// order; `None` when the regime cannot judge the position (a board the tables know only
    /// loosely, or a budget too small for one whole depth).
    pub fn values<P: Rules>(&self, game: &Game<P>, regime: Regime) -> Option<Vec<(usize, i32)>> {
        match regime {
            Regime::Exact => self.exact_values(game),
            Regime::Search => {
                let scored = oware_tux::score_moves(game, self.nodes);
                (scored.depth > 0 && !scored.scores.is_empty()).then_some(scored.scores)
            }
        }
    }

    fn exact_values<P: Rules>(&self, game: &Game<P>) -> Option<Vec<(usize, i32)>> {
        let tables = self.tables?;
        let AnyPosition::Oware(position) = game.position().to_any() else {
            return None;
        };
        // Bigger tables than the bound would judge more positions exactly, and the same line
        // must get the same verdict whichever tables a program has.
        let on_board: u32 = position.houses().iter().map(|&n| u32::from(n)).sum();
        if on_board > u32::from(EXACT_BOUND) {
            return None;
        }
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        moves
            .iter()
            .map(|house| {
                let mut child = position;
                child.apply(house);
                let entry = tables.result(&child).filter(|entry| entry.exact)?;
                // Oware has no extra turns: the child's player to move is the opponent.
                Some((house, -entry.value))
            })
            .collect()
    }

    /// The value of `game` for `solver`: the game's result when it is over, else the best
    /// move's value (for the player to move, turned to the solver's side).
    pub fn position_value<P: Rules>(
        &self,
        game: &Game<P>,
        regime: Regime,
        solver: Side,
    ) -> Option<i32> {
        if let GameStatus::Over(outcome) = game.status() {
            let margin = outcome.score(solver) as i32 - outcome.score(solver.opponent()) as i32;
            return Some(match regime {
                Regime::Exact => margin,
                Regime::Search => WIN * margin.signum(),
            });
        }
        let best = match regime {
            Regime::Exact => {
                let AnyPosition::Oware(position) = game.position().to_any() else {
                    return None;
                };
                self.tables?
                    .result(&position)
                    .filter(|entry| entry.exact)?
                    .value
            }
            Regime::Search => {
                let scored = oware_tux::score_moves(game, self.nodes);
                if scored.depth == 0 {
                    return None;
                }
                scored.best()?.1
            }
        };
        Some(if game.to_move() == solver {
            best
        } else {
            -best
        })
    }
}

/// The houses of the best value, the best value, and the best value among the others
/// (`None` when every move has the best value).
pub fn best_and_second(values: &[(usize, i32)]) -> Option<(Vec<usize>, i32, Option<i32>)> {
    let best = values.iter().map(|&(_, value)| value).max()?;
    let accepted = values
        .iter()
        .filter(|&&(_, value)| value == best)
        .map(|&(house, _)| house)
        .collect();
    let second = values
        .iter()
        .map(|&(_, value)| value)
        .filter(|&value| value < best)
        .max();
    Some((accepted, best, second))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_houses_are_all_those_of_the_best_value() {
        let values = [(0, 300), (2, -100), (3, 300), (5, 100)];
        assert_eq!(best_and_second(&values), Some((vec![0, 3], 300, Some(100))));
        assert_eq!(
            best_and_second(&[(1, 5), (2, 5)]),
            Some((vec![1, 2], 5, None))
        );
        assert_eq!(best_and_second(&[]), None);
    }
}
