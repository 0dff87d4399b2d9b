use crate::{EndReason, IllegalMove, MoveReport, MoveSet, Outcome, Repetition, Rules, Side};

/// In Oware under the usual rule ([`Repetition::Third`]), a position seen this many times
/// (same board, same player to move) ends the game.
pub const REPETITION_LIMIT: usize = 3;
/// In Oware under the usual rule, this many moves in a row without a capture end the game.
pub const NO_CAPTURE_LIMIT: u32 = 160;

/// Whether a game goes on, and if not, how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// The player to move has a move to make.
    Ongoing,
    /// The game has ended, with this result.
    Over(Outcome),
}

#[derive(Clone, Debug)]
struct Ply<P> {
    before: P,
    plies_without_capture: u32,
    report: MoveReport,
}

/// A game in progress, of any game of the family: the current position, the moves that led
/// to it and the ends that depend on that history (Oware's repetition and no-capture limit,
/// under the game's [`Repetition`] rule). Undo restores every counter exactly.
#[derive(Clone, Debug)]
pub struct Game<P: Rules> {
    position: P,
    repetition: Repetition,
    plies_without_capture: u32,
    /// Positions since the last capture, for repetition; a capture makes earlier ones unreachable.
    seen: Vec<P>,
    plies: Vec<Ply<P>>,
    status: GameStatus,
}

impl<P: Rules> Game<P> {
    /// Starts a game from any position, with no history, under the usual repetition rule.
    pub fn from_position(position: P) -> Game<P> {
        Game::with_repetition(position, Repetition::default())
    }

    /// Starts a game from any position, with no history, under `repetition`.
    pub fn with_repetition(position: P, repetition: Repetition) -> Game<P> {
        let mut game = Game {
            position,
            repetition,
            plies_without_capture: 0,
            seen: vec![position],
            plies: Vec::new(),
            status: GameStatus::Ongoing,
        };
        game.status = game.compute_status();
        game
    }

    /// The position now, after the last move.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The board the game is played on.
    pub fn layout(&self) -> crate::Layout {
        self.position.layout()
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Side {
        self.position.to_move()
    }

    /// How a repeated position ends this game.
    pub fn repetition(&self) -> Repetition {
        self.repetition
    }

    /// Whether the game goes on, judged by the position and the history together.
    pub fn status(&self) -> GameStatus {
        self.status
    }

    /// True once the game has ended, for whatever reason.
    pub fn is_over(&self) -> bool {
        matches!(self.status, GameStatus::Over(_))
    }

    /// Moves in a row without a capture, counted towards the no-capture limit.
    pub fn plies_without_capture(&self) -> u32 {
        self.plies_without_capture
    }

    /// Moves played since the game (or the set-up position) began.
    pub fn move_count(&self) -> usize {
        self.plies.len()
    }

    /// The positions since the last capture (or the set-up), oldest first, without the
    /// current one: the only earlier positions the game can still repeat.
    pub fn earlier_positions(&self) -> &[P] {
        &self.seen[..self.seen.len() - 1]
    }

    /// The rules' account of the last move; `None` before the first.
    pub fn last_move(&self) -> Option<&MoveReport> {
        self.plies.last().map(|ply| &ply.report)
    }

    /// The rules' account of every move so far, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = &MoveReport> {
        self.plies.iter().map(|ply| &ply.report)
    }

    /// Legal houses for the player to move; empty once the game is over.
    pub fn legal_moves(&self) -> MoveSet {
        if self.is_over() {
            MoveSet::EMPTY
        } else {
            self.position.legal_moves()
        }
    }

    /// True when the player to move is limited to moves that feed the opponent.
    pub fn must_feed(&self) -> bool {
        !self.is_over() && self.position.must_feed()
    }

    /// Says whether `house` may be played now and, if not, why; an ended game refuses
    /// every move.
    pub fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check_move(house)
    }

    /// Plays `house` and judges the end again, history included; returns the rules'
    /// account of the move, or why it is illegal (the game is then left as it was).
    pub fn play(&mut self, house: usize) -> Result<MoveReport, IllegalMove> {
        self.check_move(house)?;
        let before = self.position;
        let report = self.position.play(house)?;
        self.plies.push(Ply {
            before,
            plies_without_capture: self.plies_without_capture,
            report: report.clone(),
        });
        if report.captured_seeds > 0 {
            self.plies_without_capture = 0;
            self.seen.clear();
        } else {
            self.plies_without_capture += 1;
        }
        self.seen.push(self.position);
        self.status = self.compute_status();
        Ok(report)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<MoveReport> {
        let ply = self.plies.pop()?;
        self.position = ply.before;
        self.plies_without_capture = ply.plies_without_capture;
        self.rebuild_seen();
        self.status = self.compute_status();
        Some(ply.report)
    }

    /// The same game seen through another position type, such as one game's own type for
    /// a game held as [`crate::AnyPosition`]; `None` when a position does not convert.
    pub fn convert<Q: Rules>(&self, convert: impl Fn(&P) -> Option<Q>) -> Option<Game<Q>> {
        let plies = self
            .plies
            .iter()
            .map(|ply| {
                Some(Ply {
                    before: convert(&ply.before)?,
                    plies_without_capture: ply.plies_without_capture,
                    report: ply.report.clone(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Game {
            position: convert(&self.position)?,
            repetition: self.repetition,
            plies_without_capture: self.plies_without_capture,
            seen: self.seen.iter().map(&convert).collect::<Option<Vec<_>>>()?,
            plies,
            status: self.status,
        })
    }

    fn rebuild_seen(&mut self) {
        let since_capture = self.plies_without_capture as usize;
        let first = self.plies.len() - since_capture.min(self.plies.len());
        self.seen = self.plies[first..].iter().map(|ply| ply.before).collect();
        self.seen.push(self.position);
    }

    fn compute_status(&self) -> GameStatus {
        let position = &self.position;
        if let Some(outcome) = position.end() {
            return GameStatus::Over(outcome);
        }
        if !position.history_ends() {
            return GameStatus::Ongoing;
        }
        let repeats = self.seen.iter().filter(|p| *p == position).count();
        let quiet_limit = self.repetition.no_capture_limit();
        let reason = if repeats >= self.repetition.occurrences() {
            EndReason::Repetition
        } else if quiet_limit.is_some_and(|limit| self.plies_without_capture >= limit) {
            EndReason::NoCaptureLimit
        } else {
            return GameStatus::Ongoing;
        };
        GameStatus::Over(Outcome::from_scores(position.swept_scores(), reason))
    }
}
