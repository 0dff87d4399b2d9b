//! One sitting at the board: the game, who plays which row, Tux's level, undo and restarts.
//!
//! Pure game logic with no UI: every rule question goes to [`crate::rules`], and the
//! generation number lets the controller drop a Tux answer computed for a game that has
//! since changed (restart, undo, new level or mode).

use crate::rules::{AnyPosition, Game, IllegalMove, MoveReport, Ruleset, Side};
use crate::settings::Mode;

/// Why a click on a house did not become a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules forbid the move.
    Illegal(IllegalMove),
    /// It is Tux's turn.
    WaitForTux,
    /// The home menu is showing: there is no board to play on.
    NoGame,
}

/// Tux always plays North, the top row; the child plays South at the bottom.
pub const TUX_SIDE: Side = Side::North;

/// Who sits behind a row; it decides how the texts name them and how an ending feels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The child playing Tux.
    Child,
    Tux,
    /// One of two children sharing the screen, named by their row.
    Player(Side),
}

pub fn seat(mode: Mode, side: Side) -> Seat {
    match mode {
        Mode::AgainstTux if side == TUX_SIDE => Seat::Tux,
        Mode::AgainstTux => Seat::Child,
        Mode::TwoPlayers => Seat::Player(side),
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    game: Game<AnyPosition>,
    mode: Mode,
    level: u8,
    max_level: u8,
    ruleset: Ruleset,
    /// Games begun so far; who starts alternates with it.
    games_started: u32,
    generation: u64,
}

impl Session {
    /// A sitting at `ruleset`'s board; Tux's levels run from 1 to `max_level`.
    pub fn new(mode: Mode, level: u8, max_level: u8, ruleset: Ruleset) -> Session {
        let mut session = Session {
            game: Game::from_position(ruleset.start()),
            mode,
            level: level.clamp(1, max_level),
            max_level,
            ruleset,
            games_started: 0,
            generation: 0,
        };
        session.restart();
        session
    }

    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    pub fn max_level(&self) -> u8 {
        self.max_level
    }

    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// Changes whenever the game changes; answers tagged with an older one are stale.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The side that began the current game.
    pub fn starting_side(&self) -> Side {
        if self.games_started % 2 == 1 {
            Side::South
        } else {
            Side::North
        }
    }

    pub fn is_tux_turn(&self) -> bool {
        self.mode == Mode::AgainstTux && !self.game.is_over() && self.game.to_move() == TUX_SIDE
    }

    /// True when the side to move is played by someone at this machine.
    pub fn is_human_turn(&self) -> bool {
        !self.game.is_over() && !self.is_tux_turn()
    }

    /// A new game with the other side starting.
    pub fn restart(&mut self) {
        self.games_started += 1;
        self.game = Game::from_position(self.ruleset.opening(self.starting_side()));
        self.generation += 1;
    }

    pub fn set_level(&mut self, level: u8) -> bool {
        let level = level.clamp(1, self.max_level);
        if level == self.level {
            return false;
        }
        self.level = level;
        // A new level is a new challenge: start afresh so the result means something.
        self.restart();
        true
    }

    pub fn set_mode(&mut self, mode: Mode) -> bool {
        if mode == self.mode {
            return false;
        }
        self.mode = mode;
        self.restart();
        true
    }

    /// Continues from a given position, as for a lesson or a screenshot; the history is new.
    /// The position must belong to this session's game (the activity checks).
    pub fn load_position(&mut self, position: AnyPosition) {
        self.game = Game::from_position(position);
        self.generation += 1;
    }

    /// A move chosen at this machine.
    pub fn play_human(&mut self, house: usize) -> Result<MoveReport, Refusal> {
        if self.is_tux_turn() {
            return Err(Refusal::WaitForTux);
        }
        let report = self.game.play(house).map_err(Refusal::Illegal)?;
        self.generation += 1;
        Ok(report)
    }

    /// Tux's answer. The caller has checked that it belongs to the current generation.
    pub fn play_tux(&mut self, house: usize) -> Option<MoveReport> {
        if !self.is_tux_turn() {
            return None;
        }
        let report = self.game.play(house).ok()?;
        self.generation += 1;
        Some(report)
    }

    /// True when undo would take back a move made at this machine.
    pub fn can_undo(&self) -> bool {
        match self.mode {
            Mode::TwoPlayers => self.game.move_count() > 0,
            Mode::AgainstTux => self.game.moves().any(|report| report.mover != TUX_SIDE),
        }
    }

    /// Takes back the last move made at this machine, and Tux's reply to it.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        match self.mode {
            Mode::TwoPlayers => {
                self.game.undo();
            }
            Mode::AgainstTux => {
                // Pop Tux's reply (if any) and then the child's move before it.
                while let Some(report) = self.game.undo() {
                    if report.mover != TUX_SIDE {
                        break;
                    }
                }
            }
        }
        self.generation += 1;
        true
    }

    /// After a finished game against Tux that the child won, the next level is offered.
    pub fn can_go_up_a_level(&self) -> bool {
        use crate::rules::GameStatus;
        match self.game.status() {
            GameStatus::Over(outcome) => {
                outcome.winner.map(|side| seat(self.mode, side)) == Some(Seat::Child)
                    && self.level < self.max_level
            }
            GameStatus::Ongoing => false,
        }
    }
}
