//! Kalah: six houses a side, 3 to 6 seeds each, and a store at each player's right-hand end.
//!
//! Sowing passes through the mover's own store and skips the opponent's; the house a move
//! started from is not skipped. The last seed in one's own store earns another move; the last
//! seed in one's own empty house takes itself and the opposite seeds, when there are any.
//! The game ends after any move that leaves a row empty; each player then adds his own
//! houses to his store.

use crate::rules::hash_position;
use crate::step::{Recorder, Silent};
use crate::store_board::StoreBoard;
use crate::{
    EndReason, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Pit, PositionError, Rules, Side,
    Step, Stores,
};

/// Houses in one player's row.
pub const HOUSES_PER_SIDE: usize = 6;
const N: usize = HOUSES_PER_SIDE;

/// Kalah's board: its rows and a store on the sowing path at each player's right.
pub const LAYOUT: Layout = Layout {
    houses_per_side: N,
    stores: Stores::OnThePath,
    tuzdyks: false,
};

/// A Kalah board, both stores and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position(StoreBoard);

impl Position {
    /// Every house holds `seeds`, the stores are empty, South moves.
    pub fn start(seeds: u8) -> Position {
        Position(StoreBoard::start(N, seeds))
    }

    /// Any board whose seeds add up to `total` (12 × the seeds per house).
    pub fn from_parts(
        total: u32,
        houses: &[u8],
        stores: [u8; 2],
        to_move: Side,
    ) -> Result<Position, PositionError> {
        StoreBoard::from_parts(N, total, houses, stores, to_move).map(Position)
    }

    fn is_over(&self) -> bool {
        self.0.row_is_empty(N, Side::South) || self.0.row_is_empty(N, Side::North)
    }

    #[inline]
    fn make_move<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> u8 {
        let board = &mut self.0;
        let mover = board.to_move;
        let seeds = board.lift(house, recorder);
        let last = board.sow(N, Pit::House(house), seeds, recorder);
        let mut captured = 0;
        match last {
            Pit::Store(_) => {
                // The mover keeps the turn, unless the game has just ended.
                if R::RECORDS && !self.is_over() {
                    recorder.record(Step::ExtraTurn);
                }
                return 0;
            }
            Pit::House(last) => {
                let opposite = LAYOUT.opposite(last);
                if LAYOUT.owner(last) == mover
                    && board.houses[last] == 1
                    && board.houses[opposite] > 0
                {
                    captured = board.capture(opposite, mover, recorder);
                    captured += board.capture(last, mover, recorder);
                }
            }
        }
        board.to_move = mover.opponent();
        captured
    }
}

impl Rules for Position {
    fn kind(&self) -> crate::GameKind {
        crate::GameKind::Kalah
    }

    fn to_any(&self) -> crate::AnyPosition {
        crate::AnyPosition::Kalah(*self)
    }

    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn to_move(&self) -> Side {
        self.0.to_move
    }

    fn houses(&self) -> &[u8] {
        &self.0.houses[..2 * N]
    }

    fn stores(&self) -> [u8; 2] {
        self.0.stores
    }

    #[inline]
    fn legal_moves(&self) -> MoveSet {
        if self.is_over() {
            return MoveSet::EMPTY;
        }
        self.0.filled_houses(N)
    }

    fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.0.check_house(N, house)
    }

    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        self.check_move(house)?;
        let mover = self.0.to_move;
        let seeds = self.0.houses[house];
        Ok(MoveReport::record(mover, house, seeds, |steps| {
            self.make_move(house, steps)
        }))
    }

    #[inline]
    fn apply(&mut self, house: usize) -> u8 {
        self.make_move(house, &mut Silent)
    }

    fn end(&self) -> Option<Outcome> {
        self.is_over()
            .then(|| Outcome::from_scores(self.swept_scores(), EndReason::EmptyRow))
    }

    #[inline]
    fn key(&self) -> u64 {
        let [south, north] = self.0.stores;
        hash_position(
            self.houses(),
            [south, north, self.0.to_move.index() as u8, 0, 0, 0],
        )
    }
}
