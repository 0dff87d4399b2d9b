use std::fmt;

use super::Variant;
use crate::rules::hash_board;
use crate::step::{Recorder, Silent};
use crate::store_board::check_counts;
use crate::{
    EndReason, IllegalMove, Layout, MoveReport, MoveSet, Outcome, Pit, PositionError, Rules, Side,
    Step, MAX_PITS,
};

/// An Oware board, the seeds each player has captured and the player to move.
///
/// A position knows the rules that depend on the board alone: legal moves, feeding, sowing,
/// captures and the ends by score or by an impossible feed. Ends that need the history
/// (repetition, too long without a capture) belong to [`super::Game`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    houses: [u8; MAX_PITS],
    captured: [u8; 2],
    to_move: Side,
}

/// How the position stands by the board alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreState {
    /// Nothing on the board ends the game yet.
    Ongoing,
    /// One player has captured more than half of the seeds.
    Won(Side),
    /// Both players hold exactly half of the seeds.
    Drawn,
    /// The player to move has no legal move (the opponent's row is empty and cannot be fed);
    /// the seeds left on each side go to that side's owner.
    CannotMove,
}

impl Position {
    /// The opening position: every house full, nothing captured, South to move.
    pub fn start(variant: Variant) -> Position {
        let mut houses = [0; MAX_PITS];
        houses[..variant.pits()].fill(variant.seeds_per_house());
        Position {
            variant,
            houses,
            captured: [0, 0],
            to_move: Side::South,
        }
    }

    /// Builds any position whose seeds add up to the variant's total.
    pub fn from_parts(
        variant: Variant,
        houses: &[u8],
        captured: [u8; 2],
        to_move: Side,
    ) -> Result<Position, PositionError> {
        check_counts(variant.pits(), variant.total_seeds(), houses, captured)?;
        let mut board = [0; MAX_PITS];
        board[..houses.len()].copy_from_slice(houses);
        Ok(Position {
            variant,
            houses: board,
            captured,
            to_move,
        })
    }

    /// The board this position stands on.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds in one house; zero for a house that does not exist.
    pub fn seeds(&self, house: usize) -> u8 {
        if house < self.variant.pits() {
            self.houses[house]
        } else {
            0
        }
    }

    /// All houses in sowing order, A.. then a..
    pub fn houses(&self) -> &[u8] {
        &self.houses[..self.variant.pits()]
    }

    /// The seeds one player has captured so far.
    pub fn captured(&self, side: Side) -> u8 {
        self.captured[side.index()]
    }

    /// Both stores, South's first (indexed by [`Side::index`]).
    pub fn stores(&self) -> [u8; 2] {
        self.captured
    }

    /// Seeds still on one player's row.
    pub fn row_seeds(&self, side: Side) -> u32 {
        self.houses[self.variant.row(side)]
            .iter()
            .map(|&n| u32::from(n))
            .sum()
    }

    /// True when the opponent of the player to move has no seeds, so only feeding moves count.
    pub fn must_feed(&self) -> bool {
        let row = &self.houses[self.variant.row(self.to_move.opponent())];
        // Oware's row of six at once, without a branch a house.
        if let Ok(houses) = <&[u8; ABAPA_ROW]>::try_from(row) {
            return houses.iter().fold(0, |seeds, &n| seeds | n) == 0;
        }
        row.iter().all(|&n| n == 0)
    }

    /// The houses the player to move may play. Empty when the game is over by score.
    pub fn legal_moves(&self) -> MoveSet {
        if self.score_decided() {
            return MoveSet::EMPTY;
        }
        self.candidate_moves()
    }

    /// Legal moves ignoring the score: non-empty houses, restricted to feeding moves when needed.
    fn candidate_moves(&self) -> MoveSet {
        let row = self.variant.row(self.to_move);
        let n = self.variant.houses_per_side();
        let feeding = self.must_feed();
        // Oware's rows of six, as arrays: the houses weighed without a branch each, in a
        // loop the compiler lays out in full, since a searched board's counts follow no
        // pattern the processor could guess.
        if let Ok(houses) = <&[u8; ABAPA_ROW]>::try_from(&self.houses[row.clone()]) {
            let mut bits = 0u32;
            for (offset, &seeds) in houses.iter().enumerate() {
                let reaches = usize::from(seeds) + offset >= ABAPA_ROW;
                bits |= u32::from((seeds > 0) & (!feeding | reaches)) << offset;
            }
            return MoveSet::from_bits(bits << row.start);
        }
        let mut moves = MoveSet::EMPTY;
        for (offset, house) in row.enumerate() {
            let seeds = usize::from(self.houses[house]);
            // A house reaches the opponent's row when it holds more seeds than the houses
            // left between it and the end of its own row.
            if seeds > 0 && (!feeding || seeds >= n - offset) {
                moves.insert(house);
            }
        }
        moves
    }

    fn score_decided(&self) -> bool {
        let half = self.variant.total_seeds() / 2;
        let [south, north] = self.captured.map(u32::from);
        south > half || north > half || (south == half && north == half)
    }

    /// The end of the game as far as this position alone can tell.
    pub fn score_state(&self) -> ScoreState {
        let half = self.variant.total_seeds() / 2;
        let [south, north] = self.captured.map(u32::from);
        if south > half {
            ScoreState::Won(Side::South)
        } else if north > half {
            ScoreState::Won(Side::North)
        } else if south == half && north == half {
            ScoreState::Drawn
        } else if self.candidate_moves().is_empty() {
            ScoreState::CannotMove
        } else {
            ScoreState::Ongoing
        }
    }

    /// Says whether `house` may be played now and, if not, why.
    pub fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.score_state() != ScoreState::Ongoing {
            return Err(IllegalMove::GameOver);
        }
        crate::moves::check_own_house(
            self.houses(),
            self.variant.houses_per_side(),
            self.to_move,
            house,
        )?;
        if !self.candidate_moves().contains(house) {
            return Err(IllegalMove::MustFeed);
        }
        Ok(())
    }

    /// Plays a legal move and reports what happened, or explains why the move is illegal.
    pub fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        self.check_move(house)?;
        let mover = self.to_move;
        let seeds = self.houses[house];
        Ok(MoveReport::record(mover, house, seeds, |steps| {
            self.make_move(house, steps)
        }))
    }

    /// Plays `house` without checking it, returning the seeds captured.
    ///
    /// This is the fast path for search and perft; the caller must pass a legal move.
    #[inline]
    pub fn apply(&mut self, house: usize) -> u8 {
        self.make_move(house, &mut Silent)
    }

    #[inline]
    fn make_move<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> u8 {
        let mover = self.to_move;
        let last = self.sow(house, recorder);
        let chain = self.capture_chain(mover, last);
        self.finish_move(mover, last, chain, recorder)
    }

    /// Empties `house` and sows its seeds onwards, skipping it; returns the last house sown.
    #[inline]
    fn sow<R: Recorder>(&mut self, house: usize, recorder: &mut R) -> usize {
        let pits = self.variant.pits();
        let seeds = self.houses[house];
        self.houses[house] = 0;
        if R::RECORDS {
            // One seed at a time, so that the account names every house in order.
            recorder.record(Step::Lift { house, seeds });
            let mut last = house;
            for _ in 0..seeds {
                last = self.variant.next(last);
                if last == house {
                    last = self.variant.next(last);
                }
                self.houses[last] += 1;
                recorder.record(Step::Sow(Pit::House(last)));
            }
            return last;
        }
        // Every full lap drops one seed in each house but the origin. Most houses hold less
        // than a lap, and a division is slow: it is left for those that do not.
        let lap = pits as u8 - 1;
        let (laps, rest) = if seeds < lap {
            (0, usize::from(seeds))
        } else {
            (seeds / lap, usize::from(seeds % lap))
        };
        if laps > 0 {
            for count in &mut self.houses[..pits] {
                *count += laps;
            }
            self.houses[house] = 0;
        }
        if rest == 0 {
            return self.variant.previous(house);
        }
        let mut last = house;
        for _ in 0..rest {
            last = if last + 1 == pits { 0 } else { last + 1 };
            self.houses[last] += 1;
        }
        last
    }

    /// The run of opponent houses holding 2 or 3 seeds, ending at `last` and going backwards.
    #[inline]
    fn capture_chain(&self, mover: Side, last: usize) -> CaptureChain {
        let row = self.variant.row(mover.opponent());
        let mut chain = CaptureChain::default();
        if !row.contains(&last) {
            return chain;
        }
        let mut house = last;
        loop {
            let seeds = self.houses[house];
            if seeds != 2 && seeds != 3 {
                break;
            }
            chain.houses += 1;
            chain.seeds += seeds;
            if house == row.start {
                break;
            }
            house -= 1;
        }
        if chain.seeds > 0 {
            let opponent_total: u32 = self.houses[row].iter().map(|&n| u32::from(n)).sum();
            // Grand slam: taking everything would leave the opponent unable to play.
            chain.grand_slam = u32::from(chain.seeds) == opponent_total;
        }
        chain
    }

    /// Moves the captured seeds to the store and passes the turn; returns the seeds taken.
    #[inline]
    fn finish_move<R: Recorder>(
        &mut self,
        mover: Side,
        last: usize,
        chain: CaptureChain,
        recorder: &mut R,
    ) -> u8 {
        self.to_move = mover.opponent();
        if chain.grand_slam {
            recorder.record(Step::GrandSlamForfeited);
            return 0;
        }
        if chain.houses == 0 {
            return 0;
        }
        for house in (last + 1 - chain.houses..=last).rev() {
            recorder.record(Step::Capture {
                house,
                seeds: self.houses[house],
                by: mover,
            });
            self.houses[house] = 0;
        }
        self.captured[mover.index()] += chain.seeds;
        chain.seeds
    }
}

/// The houses of a row under the Abapa rules, which the search's fast paths take as arrays.
const ABAPA_ROW: usize = 6;

/// What the last seed of a move would capture.
#[derive(Clone, Copy, Debug, Default)]
struct CaptureChain {
    houses: usize,
    seeds: u8,
    grand_slam: bool,
}

impl Rules for Position {
    fn kind(&self) -> crate::GameKind {
        crate::GameKind::Oware
    }

    fn to_any(&self) -> crate::AnyPosition {
        crate::AnyPosition::Oware(*self)
    }

    fn layout(&self) -> Layout {
        self.variant.layout()
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn houses(&self) -> &[u8] {
        Position::houses(self)
    }

    fn stores(&self) -> [u8; 2] {
        self.captured
    }

    #[inline]
    fn legal_moves(&self) -> MoveSet {
        Position::legal_moves(self)
    }

    fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        Position::check_move(self, house)
    }

    fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        Position::play(self, house)
    }

    #[inline]
    fn apply(&mut self, house: usize) -> u8 {
        Position::apply(self, house)
    }

    fn end(&self) -> Option<Outcome> {
        match self.score_state() {
            ScoreState::Ongoing => None,
            ScoreState::Won(_) | ScoreState::Drawn => Some(Outcome::from_scores(
                self.captured.map(u32::from),
                EndReason::Score,
            )),
            ScoreState::CannotMove => {
                Some(Outcome::from_scores(self.swept_scores(), EndReason::NoFeed))
            }
        }
    }

    #[inline]
    fn key(&self) -> u64 {
        let [south, north] = self.captured;
        // The houses past the board's are always empty (every constructor zeroes them and a
        // move never reaches them), so the whole array hashes as the board does.
        hash_board(
            &self.houses,
            [south, north, self.to_move.index() as u8, 0, 0, 0],
        )
    }

    fn history_ends(&self) -> bool {
        true
    }

    fn must_feed(&self) -> bool {
        Position::must_feed(self)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Position({:?} captured {:?} {} to move)",
            self.houses(),
            self.captured,
            self.to_move
        )
    }
}
