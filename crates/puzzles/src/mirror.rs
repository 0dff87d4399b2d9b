//! A puzzle turned round, so that a board that always shows the child at the bottom (South)
//! can show any puzzle. Every game of the family has the same rules for both sides, so the
//! turned puzzle is the same puzzle.

use oware_rules::{house_letter, AnyPosition, Layout, Rules, Ruleset, Side};

use crate::{PlyMove, Puzzle};

impl Puzzle {
    /// The puzzle with South to solve: itself when South solves it, otherwise the board turned
    /// round (each house to the one opposite in sowing order, the stores, the tuzdyks and the
    /// players swapped) with its line and accepted houses turned the same way. The id, the
    /// themes, the rating and the gain stay.
    pub fn as_south(&self) -> Puzzle {
        if self.solver == Side::South {
            return self.clone();
        }
        let layout = self.ruleset.layout();
        let Some(position) = turned_round(self.ruleset, &self.position) else {
            // Every position the rules accept can be turned round; keep the puzzle if not.
            return self.clone();
        };
        let turn = |house: usize| turn_house(layout, house);
        Puzzle {
            position,
            solver: Side::South,
            line: self
                .line
                .iter()
                .map(|ply| PlyMove {
                    side: ply.side.opponent(),
                    house: turn(ply.house),
                })
                .collect(),
            accepted: self
                .accepted
                .iter()
                .map(|houses| houses.iter().map(|&house| turn(house)).collect())
                .collect(),
            refutations: self
                .refutations
                .iter()
                .map(|answers| {
                    answers
                        .iter()
                        .map(|(&house, replies)| {
                            (
                                turn(house),
                                replies.iter().map(|&reply| turn(reply)).collect(),
                            )
                        })
                        .collect()
                })
                .collect(),
            ..self.clone()
        }
    }
}

/// The house opposite in sowing order: South's A is North's a and the other way round.
fn turn_house(layout: Layout, house: usize) -> usize {
    let n = layout.houses_per_side;
    (house + n) % (2 * n)
}

/// The position turned round, read back through the rules so that it is checked.
fn turned_round(ruleset: Ruleset, position: &AnyPosition) -> Option<AnyPosition> {
    let layout = ruleset.layout();
    let houses = position.houses();
    let mut words: Vec<String> = (0..layout.pits())
        .map(|house| houses[turn_house(layout, house)].to_string())
        .collect();
    let [south, north] = position.stores();
    words.push(north.to_string());
    words.push(south.to_string());
    words.push(position.to_move().opponent().name().to_string());
    if layout.tuzdyks {
        let [south_tuzdyk, north_tuzdyk] = position.tuzdyks();
        for tuzdyk in [north_tuzdyk, south_tuzdyk] {
            words.push(tuzdyk.map_or("-".to_string(), |house| {
                house_letter(layout, turn_house(layout, house)).to_string()
            }));
        }
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    ruleset.parse_position(&words).ok()
}
