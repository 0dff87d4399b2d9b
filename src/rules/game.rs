use super::{IllegalMove, MoveReport, MoveSet, Position, ScoreState, Side, Variant};

/// A position seen this many times (same board, same player to move) ends the game.
pub const REPETITION_LIMIT: usize = 3;
/// This many moves in a row without a capture end the game.
pub const NO_CAPTURE_LIMIT: u32 = 160;

/// Why a game ended; each reason has a sentence in the help text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A player captured more than half of the seeds, or both captured exactly half.
    Score,
    /// The player to move could not give seeds to an empty opponent row.
    NoFeed,
    /// The same position came back for the third time.
    Repetition,
    /// Too many moves passed without a capture.
    NoCaptureLimit,
}

impl EndReason {
    /// The protocol's word for the reason.
    pub fn code(self) -> &'static str {
        match self {
            EndReason::Score => "score",
            EndReason::NoFeed => "no-feed",
            EndReason::Repetition => "repetition",
            EndReason::NoCaptureLimit => "no-capture-limit",
        }
    }
}

/// The result of a finished game. Scores include the seeds each player took from their own
/// row when the game ended by no-feed, repetition or the no-capture limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub scores: [u32; 2],
    pub reason: EndReason,
}

impl Outcome {
    pub fn score(&self, side: Side) -> u32 {
        self.scores[side.index()]
    }

    fn by_score(position: &Position, reason: EndReason, sweep: bool) -> Outcome {
        let scores = Side::BOTH.map(|side| {
            let swept = if sweep { position.row_seeds(side) } else { 0 };
            u32::from(position.captured(side)) + swept
        });
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        Outcome {
            winner,
            scores,
            reason,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Ongoing,
    Over(Outcome),
}

#[derive(Clone, Debug)]
struct Ply {
    before: Position,
    plies_without_capture: u32,
    report: MoveReport,
}

/// A game in progress: the current position, the moves that led to it and the ends that
/// depend on that history. Undo restores every counter exactly.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    plies_without_capture: u32,
    /// Positions since the last capture, for repetition; a capture makes earlier ones unreachable.
    seen: Vec<Position>,
    plies: Vec<Ply>,
    status: GameStatus,
}

impl Game {
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// Starts a game from any position, with no history.
    pub fn from_position(position: Position) -> Game {
        let mut game = Game {
            position,
            plies_without_capture: 0,
            seen: vec![position],
            plies: Vec::new(),
            status: GameStatus::Ongoing,
        };
        game.status = game.compute_status();
        game
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    pub fn to_move(&self) -> Side {
        self.position.to_move()
    }

    pub fn status(&self) -> GameStatus {
        self.status
    }

    pub fn is_over(&self) -> bool {
        matches!(self.status, GameStatus::Over(_))
    }

    pub fn plies_without_capture(&self) -> u32 {
        self.plies_without_capture
    }

    /// Moves played since the game (or the set-up position) began.
    pub fn move_count(&self) -> usize {
        self.plies.len()
    }

    /// The positions since the last capture (or the set-up), oldest first, without the
    /// current one: the only earlier positions the game can still repeat.
    pub fn earlier_positions(&self) -> &[Position] {
        &self.seen[..self.seen.len() - 1]
    }

    pub fn last_move(&self) -> Option<&MoveReport> {
        self.plies.last().map(|ply| &ply.report)
    }

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

    pub fn check_move(&self, house: usize) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check_move(house)
    }

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

    fn rebuild_seen(&mut self) {
        let since_capture = self.plies_without_capture as usize;
        let first = self.plies.len() - since_capture.min(self.plies.len());
        self.seen = self.plies[first..].iter().map(|ply| ply.before).collect();
        self.seen.push(self.position);
    }

    fn compute_status(&self) -> GameStatus {
        let position = &self.position;
        let outcome = match position.score_state() {
            ScoreState::Won(_) | ScoreState::Drawn => {
                Some(Outcome::by_score(position, EndReason::Score, false))
            }
            ScoreState::CannotMove => Some(Outcome::by_score(position, EndReason::NoFeed, true)),
            ScoreState::Ongoing => {
                let repeats = self.seen.iter().filter(|p| *p == position).count();
                if repeats >= REPETITION_LIMIT {
                    Some(Outcome::by_score(position, EndReason::Repetition, true))
                } else if self.plies_without_capture >= NO_CAPTURE_LIMIT {
                    Some(Outcome::by_score(position, EndReason::NoCaptureLimit, true))
                } else {
                    None
                }
            }
        };
        outcome.map_or(GameStatus::Ongoing, GameStatus::Over)
    }
}
