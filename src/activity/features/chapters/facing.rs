//! The board always shows the child at the bottom (South). A stage whose solver is North is
//! shown turned round: each house to the one opposite in sowing order, the stores, the
//! tuzdyks and the players swapped. Every game of the family has the same rules for both
//! sides, so the turned stage is the same stage; the run keeps the stage's own houses and
//! this file translates at the border.

use oware_rules::{house_letter, AnyPosition, Layout, Rules, Ruleset, Side};

/// How the board faces the stage's own position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Facing {
    layout: Layout,
    turned: bool,
}

impl Facing {
    /// The board for a stage solved by `solver`.
    pub fn for_solver(layout: Layout, solver: Side) -> Facing {
        Facing {
            layout,
            turned: solver == Side::North,
        }
    }

    /// A house of one side's numbering in the other's (the same both ways).
    pub fn house(&self, house: usize) -> usize {
        if !self.turned {
            return house;
        }
        let n = self.layout.houses_per_side;
        (house + n) % (2 * n)
    }

    /// The stage's position as the board shows it; `None` only if the rules refuse the turned
    /// board, which they never do for a position they accepted.
    pub fn position(&self, ruleset: Ruleset, position: &AnyPosition) -> Option<AnyPosition> {
        if !self.turned {
            return Some(*position);
        }
        let layout = self.layout;
        let houses = position.houses();
        let mut words: Vec<String> = (0..layout.pits())
            .map(|house| houses[self.house(house)].to_string())
            .collect();
        let [south, north] = position.stores();
        words.push(north.to_string());
        words.push(south.to_string());
        words.push(position.to_move().opponent().name().to_string());
        if layout.tuzdyks {
            let [south_tuzdyk, north_tuzdyk] = position.tuzdyks();
            for tuzdyk in [north_tuzdyk, south_tuzdyk] {
                words.push(tuzdyk.map_or("-".to_string(), |house| {
                    house_letter(layout, self.house(house)).to_string()
                }));
            }
        }
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        ruleset.parse_position(&words).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    #[test]
    fn a_north_stage_is_turned_and_its_moves_follow() {
        for kind in GameKind::ALL {
            let ruleset = Ruleset::standard(kind);
            let mut start = ruleset.start();
            // A few moves, so that the board is uneven and North is to move.
            let mut game = ruleset.game_from(start);
            while game.to_move() == Side::South || game.move_count() < 3 {
                let house = game.legal_moves().iter().last().expect("a move");
                game.play(house).expect("legal");
            }
            start = *game.position();
            let facing = Facing::for_solver(kind.layout(), Side::North);
            let turned = facing.position(ruleset, &start).expect("turned");
            assert_eq!(turned.to_move(), Side::South, "{kind}");
            assert_eq!(turned.stores(), [start.stores()[1], start.stores()[0]]);
            // The same move on both boards leaves the same board, turned.
            let house = start.legal_moves().iter().next().expect("a move");
            let mut own = ruleset.game_from(start);
            own.play(house).expect("legal");
            let mut shown = ruleset.game_from(turned);
            shown.play(facing.house(house)).expect("legal turned");
            assert_eq!(
                facing.position(ruleset, own.position()),
                Some(*shown.position()),
                "{kind}"
            );
            // South's stages are shown as they are.
            let south = Facing::for_solver(kind.layout(), Side::South);
            assert_eq!(south.house(2), 2);
            assert_eq!(south.position(ruleset, &start), Some(start));
        }
    }
}
