//! How the master judges an endgame board that the tables know only loosely: one where both
//! players can sow round in circles, so that a repetition, ending the game with each player
//! keeping his own row, may decide it.

use oware_rules::abapa::Position;
use oware_rules::Rules;

use super::endgame::EndgameTables;
use super::search::{Margin, Oracle};

/// What stands for a loose board's value at the search's horizon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LooseValue {
    /// The tables' value, which counts a circle as an even split of the board.
    #[default]
    Table,
    /// The result if the game ended here by a repetition: each player keeps his row.
    Rows,
    /// Halfway between the two.
    Between,
}

/// The endgame tables, with loose boards judged by a [`LooseValue`].
pub struct JudgedTables<'t> {
    pub tables: &'t EndgameTables,
    pub loose: LooseValue,
}

/// The final margin of the player to move if each player kept the seeds on his row now.
fn swept_margin(position: &Position) -> i32 {
    // At most the 48 seeds of the game each.
    let shares = position.swept_scores().map(|share| share as i32);
    let mover = position.to_move();
    shares[mover.index()] - shares[mover.opponent().index()]
}

impl Oracle<Position> for EndgameTables {
    fn final_margin(&self, position: &Position) -> Option<Margin> {
        let result = self.result(position)?;
        Some(if result.exact {
            Margin::Exact(result.value)
        } else {
            Margin::Estimate(result.value)
        })
    }
}

impl Oracle<Position> for JudgedTables<'_> {
    fn final_margin(&self, position: &Position) -> Option<Margin> {
        let result = self.tables.result(position)?;
        if result.exact {
            return Some(Margin::Exact(result.value));
        }
        Some(Margin::Estimate(match self.loose {
            LooseValue::Table => result.value,
            LooseValue::Rows => swept_margin(position),
            LooseValue::Between => (result.value + swept_margin(position)) / 2,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::abapa::Variant;
    use oware_rules::Side;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Random positions of the 4-seed game with at most `bound` seeds on the board.
    fn small_positions(bound: u32, count: usize) -> Vec<Position> {
        let mut rng = StdRng::seed_from_u64(3);
        let mut positions = Vec::new();
        while positions.len() < count {
            let mut houses = [0u8; 12];
            for _ in 0..rng.random_range(2..=bound) {
                houses[rng.random_range(0..12)] += 1;
            }
            let on_board: u32 = houses.iter().map(|&n| u32::from(n)).sum();
            let south = rng.random_range(0..=(48 - on_board).min(24));
            let captured = [south as u8, (48 - on_board - south) as u8];
            let to_move = if rng.random_bool(0.5) {
                Side::South
            } else {
                Side::North
            };
            let Ok(position) = Position::from_parts(Variant::ABAPA, &houses, captured, to_move)
            else {
                continue;
            };
            if captured[1] <= 24 && !position.legal_moves().is_empty() {
                positions.push(position);
            }
        }
        positions
    }

    #[test]
    fn loose_boards_are_judged_as_asked_and_exact_ones_keep_their_value() {
        let tables = EndgameTables::build(8);
        let judge = |loose, position: &Position| {
            JudgedTables {
                tables: &tables,
                loose,
            }
            .final_margin(position)
        };
        let (mut loose_seen, mut exact_seen) = (0, 0);
        for position in small_positions(8, 3000) {
            let Some(result) = tables.result(&position) else {
                continue;
            };
            let table = judge(LooseValue::Table, &position);
            let rows = judge(LooseValue::Rows, &position);
            let between = judge(LooseValue::Between, &position);
            if result.exact {
                exact_seen += 1;
                let exact = Some(Margin::Exact(result.value));
                assert_eq!(
                    (table, rows, between),
                    (exact, exact, exact),
                    "{position:?}"
                );
                continue;
            }
            loose_seen += 1;
            // Each keeps his row: the mover's seeds on the board count for him, the others
            // against him.
            let mover = position.to_move();
            let row = |side: Side| -> i32 {
                position.houses()[position.variant().row(side)]
                    .iter()
                    .map(|&n| i32::from(n))
                    .sum()
            };
            let swept = i32::from(position.captured(mover)) + row(mover)
                - i32::from(position.captured(mover.opponent()))
                - row(mover.opponent());
            assert_eq!(table, Some(Margin::Estimate(result.value)), "{position:?}");
            assert_eq!(rows, Some(Margin::Estimate(swept)), "{position:?}");
            assert_eq!(
                between,
                Some(Margin::Estimate((result.value + swept) / 2)),
                "{position:?}"
            );
        }
        assert!(
            loose_seen > 20 && exact_seen > 20,
            "{loose_seen} loose, {exact_seen} exact"
        );
    }
}
