//! Congkak: seven houses a side, 5 to 7 seeds each, and a store at each player's right-hand end.
//!
//! Sowing runs as in Kalah. A last seed that lands in a house already holding seeds, on either
//! side, lifts them all and sows on (a relay). The last seed in one's own store earns another
//! move; in one's own empty house it takes itself and the opposite seeds (even none); in an
//! empty house of the opponent the move just ends. The game ends when the player to move has
//! no seed; each player adds his own houses to his store.

use crate::rules::hash_position;
use crate::step::{Recorder, Silent};
use crate::store_board::StoreBoard;
use crate::{
    EndReason, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Pit, PositionError, Rules, Side,
    Step, Stores,
};

/// Houses in one player's row.
pub const HOUSES_PER_SIDE: usize = 7;
const N: usize = HOUSES_PER_SIDE;

/// A move that lifts seeds this many times (its first lift and every relay) without ending is
/// stopped before the next lift, and the game ends as endless.
pub const MAX_LIFTS: u32 = 10_000;

/// Congkak's board: its rows and a store on the sowing path at each player's right.
pub const LAYOUT: Layout = Layout {
    houses_per_side: N,
    stores: Stores::OnThePath,
    tuzdyks: false,
};

/// A Congkak board, both stores, the player to move, and whether a move ran without end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: StoreBoard,
    endless: bool,
}

impl Position {
    /// Every house holds `seeds`, the stores are empty, South moves.
    pub fn start(seeds: u8) -> Position {
        Position {
            board: StoreBoard::start(N, seeds),
            endless: false,
        }
    }

    /// Any board whose seeds add up to `total` (14 × the seeds per house).
    pub fn from_parts(
        total: u32,
        houses: &[u8],
        stores: [u8; 2],
        to_move: Side,
    ) -> Result<Position, PositionError> {
        Ok(Position {
            board: StoreBoard::from_parts(N, total, houses, stores, to_move)?,
            endless: false,
        })
    }

    fn is_over(&self) -> bool {
        self.endless || self.board.row_is_empty(N, self.board.to_move)
    }

    #[inline]
    fn make_move<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> u8 {
        let board = &mut self.board;
        let mover = board.to_move;
        let mut seeds = board.lift(house, recorder);
        let mut from = Pit::House(house);
        let mut lifts = 1;
        let mut captured = 0;
        loop {
            let last = board.sow(N, from, seeds, recorder);
            let Pit::House(last) = last else {
                // Last seed in the mover's own store: he keeps the turn, unless he has no seed.
                if R::RECORDS && !board.row_is_empty(N, mover) {
                    recorder.record(Step::ExtraTurn);
                }
                return 0;
            };
            if board.houses[last] > 1 {
                if lifts == MAX_LIFTS {
                    self.endless = true;
                    recorder.record(Step::Endless);
                    break;
                }
                lifts += 1;
                seeds = board.houses[last];
                board.houses[last] = 0;
                recorder.record(Step::Relay { house: last, seeds });
                from = Pit::House(last);
                continue;
            }
            if LAYOUT.owner(last) == mover {
                captured = board.capture(LAYOUT.opposite(last), mover, recorder);
                captured += board.capture(last, mover, recorder);
            }
            break;
        }
        board.to_move = mover.opponent();
        captured
    }
}

impl Rules for Position {
    fn kind(&self) -> crate::GameKind {
        crate::GameKind::Congkak
    }

    fn to_any(&self) -> crate::AnyPosition {
        crate::AnyPosition::Congkak(*self)
    }

    fn layout(&self) -> Layout {
        LAYOUT
    }

    fn to_move(&self) -> Side {
        self.board.to_move
    }

    fn houses(&self) -> &[u8] {
        &self.board.houses[..2 * N]
    }

    fn stores(&self) -> [u8; 2] {
        self.board.stores
    }

    #[inline]
    fn legal_moves(&self) -> MoveSet {
        if self.endless {
            return MoveSet::EMPTY;
        }
        self.board.filled_houses(N)
    }

    fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.board.check_house(N, house)
    }

    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        self.check_move(house)?;
        let mover = self.board.to_move;
        let seeds = self.board.houses[house];
        Ok(MoveReport::record(mover, house, seeds, |steps| {
            self.make_move(house, steps)
        }))
    }

    #[inline]
    fn apply(&mut self, house: usize) -> u8 {
        self.make_move(house, &mut Silent)
    }

    fn end(&self) -> Option<Outcome> {
        let reason = if self.endless {
            EndReason::Endless
        } else if self.board.row_is_empty(N, self.board.to_move) {
            EndReason::EmptyRow
        } else {
            return None;
        };
        Some(Outcome::from_scores(self.swept_scores(), reason))
    }

    #[inline]
    fn key(&self) -> u64 {
        let [south, north] = self.board.stores;
        hash_position(
            self.houses(),
            [
                south,
                north,
                self.board.to_move.index() as u8,
                u8::from(self.endless),
                0,
                0,
            ],
        )
    }
}
