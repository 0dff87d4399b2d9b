//! Togyz Kumalak: nine houses a side, nine stones each (162), and a kazan for each player.
//!
//! A move lifts a whole house: a single stone moves to the next house; more stones start by
//! dropping one back into the house they came from. A stone sown into a tuzdyk goes to the
//! kazan of the tuzdyk's owner. A last stone on the opponent's row captures an even count, or
//! makes a count of exactly three the mover's tuzdyk when the rules allow one. A kazan of 82
//! wins; a player left without stones ends the game, and the other takes the stones of his row.

use crate::layout::{owner, row};
use crate::rules::hash_position;
use crate::step::{Recorder, Silent};
use crate::store_board::check_counts;
use crate::{
    EndReason, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Pit, PositionError, Rules, Side,
    Step, Stores, TuzdykError, MAX_PITS,
};

/// Houses in one player's row.
pub const HOUSES_PER_SIDE: usize = 9;
const N: usize = HOUSES_PER_SIDE;
const PITS: usize = 2 * N;
/// The stones each house holds at the start; Togyz Kumalak has no other count.
pub const STONES_PER_HOUSE: u8 = 9;
/// Every stone of the game, 162, on the board and in the kazans.
pub const TOTAL_STONES: u32 = (PITS as u32) * STONES_PER_HOUSE as u32;
/// A kazan holding this many stones has more than half of them and wins at once.
pub const WINNING_KAZAN: u8 = 82;
/// Marks "no tuzdyk" in the compact form kept in a position.
const NONE: u8 = u8::MAX;

/// Togyz Kumalak's board: its rows, a kazan beside the board for each player, and tuzdyks.
pub const LAYOUT: Layout = Layout {
    houses_per_side: N,
    stores: Stores::Kazans,
    tuzdyks: true,
};

/// A Togyz Kumalak board, both kazans, each player's tuzdyk and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    houses: [u8; MAX_PITS],
    kazans: [u8; 2],
    /// The house each player owns as a tuzdyk (on the opponent's row), or `NONE`.
    tuzdyks: [u8; 2],
    to_move: Side,
}

impl Position {
    /// Every house holds nine stones, the kazans are empty, nobody has a tuzdyk, South moves.
    pub fn start() -> Position {
        Position {
            houses: [STONES_PER_HOUSE; MAX_PITS],
            kazans: [0, 0],
            tuzdyks: [NONE, NONE],
            to_move: Side::South,
        }
    }

    /// Any board of 162 stones with tuzdyks the game could have made.
    pub fn from_parts(
        houses: &[u8],
        kazans: [u8; 2],
        to_move: Side,
        tuzdyks: [Option<usize>; 2],
    ) -> Result<Position, PositionError> {
        check_counts(PITS, TOTAL_STONES, houses, kazans)?;
        for side in Side::BOTH {
            let Some(house) = tuzdyks[side.index()] else {
                continue;
            };
            if house >= PITS || owner(N, house) == side {
                return Err(TuzdykError::OnOwnersRow.into());
            }
            if LAYOUT.offset_in_row(house) == N - 1 {
                return Err(TuzdykError::NinthHouse.into());
            }
            if houses[house] != 0 {
                return Err(TuzdykError::NotEmpty.into());
            }
        }
        if let [Some(south), Some(north)] = tuzdyks {
            if LAYOUT.offset_in_row(south) == LAYOUT.offset_in_row(north) {
                return Err(TuzdykError::SameNumber.into());
            }
        }
        let mut board = [0; MAX_PITS];
        board[..PITS].copy_from_slice(houses);
        Ok(Position {
            houses: board,
            kazans,
            tuzdyks: tuzdyks.map(|house| house.map_or(NONE, |h| h as u8)),
            to_move,
        })
    }

    /// Whose tuzdyk `house` is, if it is one.
    #[inline]
    fn tuzdyk_owner(&self, house: usize) -> Option<Side> {
        let house = house as u8;
        if self.tuzdyks[0] == house {
            Some(Side::South)
        } else if self.tuzdyks[1] == house {
            Some(Side::North)
        } else {
            None
        }
    }

    /// True when the mover may make `house` (on the opponent's row) his tuzdyk.
    fn may_make_tuzdyk(&self, mover: Side, house: usize) -> bool {
        let offset = LAYOUT.offset_in_row(house);
        let opponents = self.tuzdyks[mover.opponent().index()];
        self.tuzdyks[mover.index()] == NONE
            && offset != N - 1
            && (opponents == NONE || LAYOUT.offset_in_row(usize::from(opponents)) != offset)
    }

    fn kazan_wins(&self) -> bool {
        self.kazans.iter().any(|&k| k >= WINNING_KAZAN)
    }

    fn row_is_empty(&self, side: Side) -> bool {
        self.houses[row(N, side)].iter().all(|&n| n == 0)
    }

    /// Drops one stone into `house`, or through it when it is a tuzdyk.
    #[inline]
    fn drop_stone<R: Recorder>(&mut self, house: usize, recorder: &mut R) {
        match self.tuzdyk_owner(house) {
            Some(owner) => {
                self.kazans[owner.index()] += 1;
                recorder.record(Step::SowIntoTuzdyk { house, owner });
            }
            None => {
                self.houses[house] += 1;
                recorder.record(Step::Sow(Pit::House(house)));
            }
        }
    }

    #[inline]
    fn make_move<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> u8 {
        let mover = self.to_move;
        let stones = self.houses[house];
        self.houses[house] = 0;
        recorder.record(Step::Lift {
            house,
            seeds: stones,
        });
        // A lone stone moves on; otherwise the first stone goes back where it came from.
        let mut last = if stones == 1 {
            (house + 1) % PITS
        } else {
            house
        };
        self.drop_stone(last, recorder);
        for _ in 1..stones {
            last = (last + 1) % PITS;
            self.drop_stone(last, recorder);
        }
        self.to_move = mover.opponent();
        if owner(N, last) == mover || self.tuzdyk_owner(last).is_some() {
            return 0;
        }
        let count = self.houses[last];
        if count.is_multiple_of(2) {
            self.houses[last] = 0;
            self.kazans[mover.index()] += count;
            recorder.record(Step::Capture {
                house: last,
                seeds: count,
                by: mover,
            });
            count
        } else if count == 3 && self.may_make_tuzdyk(mover, last) {
            self.houses[last] = 0;
            self.kazans[mover.index()] += count;
            self.tuzdyks[mover.index()] = last as u8;
            recorder.record(Step::Tuzdyk {
                house: last,
                owner: mover,
                seeds: count,
            });
            count
        } else {
            0
        }
    }
}

impl Rules for Position {
    fn kind(&self) -> crate::GameKind {
        crate::GameKind::TogyzKumalak
    }

    fn to_any(&self) -> crate::AnyPosition {
        crate::AnyPosition::Togyz(*self)
    }

    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn houses(&self) -> &[u8] {
        &self.houses[..PITS]
    }

    fn stores(&self) -> [u8; 2] {
        self.kazans
    }

    fn tuzdyks(&self) -> [Option<usize>; 2] {
        self.tuzdyks
            .map(|house| (house != NONE).then_some(usize::from(house)))
    }

    #[inline]
    fn legal_moves(&self) -> MoveSet {
        let mut moves = MoveSet::EMPTY;
        if self.kazan_wins() {
            return moves;
        }
        // A tuzdyk always holds nothing, so the non-empty houses are the playable ones.
        for house in row(N, self.to_move) {
            if self.houses[house] > 0 {
                moves.insert(house);
            }
        }
        moves
    }

    fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.end().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if house < PITS && self.tuzdyk_owner(house).is_some() {
            return Err(IllegalMove::Tuzdyk);
        }
        crate::moves::check_own_house(self.houses(), N, self.to_move, house)
    }

    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        self.check_move(house)?;
        let mover = self.to_move;
        let seeds = self.houses[house];
        Ok(MoveReport::record(mover, house, seeds, |steps| {
            self.make_move(house, steps)
        }))
    }

    #[inline]
    fn apply(&mut self, house: usize) -> u8 {
        self.make_move(house, &mut Silent)
    }

    fn end(&self) -> Option<Outcome> {
        let kazans = self.kazans.map(u32::from);
        if self.kazan_wins() {
            return Some(Outcome::from_scores(kazans, EndReason::Score));
        }
        if !self.row_is_empty(self.to_move) {
            return None;
        }
        // The player who can still move takes the stones of his own row.
        Some(Outcome::from_scores(self.swept_scores(), EndReason::NoMove))
    }

    #[inline]
    fn key(&self) -> u64 {
        let [south, north] = self.kazans;
        let [south_tuzdyk, north_tuzdyk] = self.tuzdyks;
        hash_position(
            self.houses(),
            [
                south,
                north,
                self.to_move.index() as u8,
                south_tuzdyk,
                north_tuzdyk,
                0,
            ],
        )
    }
}
