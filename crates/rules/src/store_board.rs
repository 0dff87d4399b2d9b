//! What Kalah and Congkak share: a board whose stores stand on the sowing path, one at each
//! player's right-hand end. A player's own sowing passes through his store and skips the
//! opponent's.

use crate::layout::row;
use crate::step::Recorder;
use crate::{IllegalMove, MoveSet, Pit, PositionError, Side, Step, MAX_PITS};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct StoreBoard {
    pub houses: [u8; MAX_PITS],
    pub stores: [u8; 2],
    pub to_move: Side,
}

impl StoreBoard {
    pub fn start(houses_per_side: usize, seeds: u8) -> StoreBoard {
        let mut houses = [0; MAX_PITS];
        houses[..2 * houses_per_side].fill(seeds);
        StoreBoard {
            houses,
            stores: [0, 0],
            to_move: Side::South,
        }
    }

    pub fn from_parts(
        houses_per_side: usize,
        total: u32,
        houses: &[u8],
        stores: [u8; 2],
        to_move: Side,
    ) -> Result<StoreBoard, PositionError> {
        check_counts(2 * houses_per_side, total, houses, stores)?;
        let mut board = [0; MAX_PITS];
        board[..houses.len()].copy_from_slice(houses);
        Ok(StoreBoard {
            houses: board,
            stores,
            to_move,
        })
    }

    pub fn row_is_empty(&self, houses_per_side: usize, side: Side) -> bool {
        self.houses[row(houses_per_side, side)]
            .iter()
            .all(|&n| n == 0)
    }

    /// The non-empty houses of the player to move.
    pub fn filled_houses(&self, houses_per_side: usize) -> MoveSet {
        let mut moves = MoveSet::EMPTY;
        for house in row(houses_per_side, self.to_move) {
            if self.houses[house] > 0 {
                moves.insert(house);
            }
        }
        moves
    }

    pub fn check_house(&self, houses_per_side: usize, house: usize) -> Result<(), IllegalMove> {
        crate::moves::check_own_house(
            &self.houses[..2 * houses_per_side],
            houses_per_side,
            self.to_move,
            house,
        )
    }

    /// The pit after `pit` on the mover's path: his store follows his last house, and the
    /// opponent's store is never visited.
    #[inline]
    pub fn next_pit(houses_per_side: usize, mover: Side, pit: Pit) -> Pit {
        let pits = 2 * houses_per_side;
        match pit {
            Pit::House(house) if house == row(houses_per_side, mover).end - 1 => Pit::Store(mover),
            Pit::House(house) => Pit::House((house + 1) % pits),
            Pit::Store(side) => Pit::House(row(houses_per_side, side.opponent()).start),
        }
    }

    /// Lifts every seed of `house`; returns how many.
    #[inline]
    pub fn lift<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> u8 {
        let seeds = self.houses[house];
        self.houses[house] = 0;
        recorder.record(Step::Lift { house, seeds });
        seeds
    }

    /// Sows `seeds` one by one after `from`; returns the pit of the last one.
    #[inline]
    pub fn sow<R: Recorder>(
        &mut self,
        houses_per_side: usize,
        from: Pit,
        seeds: u8,
        recorder: &mut R,
    ) -> Pit {
        let mover = self.to_move;
        let mut pit = from;
        for _ in 0..seeds {
            pit = StoreBoard::next_pit(houses_per_side, mover, pit);
            match pit {
                Pit::House(house) => self.houses[house] += 1,
                Pit::Store(side) => self.stores[side.index()] += 1,
            }
            recorder.record(Step::Sow(pit));
        }
        pit
    }

    /// Moves a house's seeds to `by`'s store; returns how many. An empty house gives
    /// nothing, so the account names no capture from it.
    #[inline]
    pub fn capture<R: Recorder>(&mut self, house: usize, by: Side, recorder: &mut R) -> u8 {
        let seeds = self.houses[house];
        if seeds > 0 {
            self.houses[house] = 0;
            self.stores[by.index()] += seeds;
            recorder.record(Step::Capture { house, seeds, by });
        }
        seeds
    }
}

/// Checks the counts of a set-up board: the right number of houses and the game's total.
pub(crate) fn check_counts(
    pits: usize,
    total: u32,
    houses: &[u8],
    stores: [u8; 2],
) -> Result<(), PositionError> {
    if houses.len() != pits {
        return Err(PositionError::WrongHouseCount {
            expected: pits,
            found: houses.len(),
        });
    }
    let found = houses
        .iter()
        .chain(stores.iter())
        .map(|&n| u32::from(n))
        .sum::<u32>();
    if found != total {
        return Err(PositionError::WrongSeedTotal {
            expected: total,
            found,
        });
    }
    Ok(())
}
