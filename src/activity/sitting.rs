//! One sitting at the board: the game, who plays which row, Tux's level, undo and restarts.
//!
//! Pure game logic with no UI: every rule question goes to [`oware_rules`], and the
//! generation number lets the controller drop a Tux answer computed for a game that has
//! since changed (restart, undo, new level or mode).

use crate::settings::Mode;
use oware_rules::{AnyPosition, Game, IllegalMove, MoveReport, Ruleset, Side};

/// Why a click on a house did not become a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules forbid the move.
    Illegal(IllegalMove),
    /// It is Tux's turn.
    WaitForTux,
    /// The home menu is showing: there is no board to play on.
    NoGame,
    /// It is the classmate's turn, on the other machine.
    WaitForClassmate,
    /// The connection to the classmate's room is down: the move could not reach it.
    ConnectionLost,
}

/// Tux always plays North, the top row; the child plays South at the bottom.
pub const TUX_SIDE: Side = Side::North;

/// Who sits behind a row; it decides how the texts name them and how an ending feels. It is
/// the phrases' own type, so that the sitting and the words name the seats alike.
pub use oware_phrases::Seat;

/// Who plays the row across from the child at this machine: the one account of who sits
/// where, which the texts, the view, Tux and the end of the game all ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Tux plays [`TUX_SIDE`].
    Tux,
    /// A second child shares this screen; each row is named by its side.
    Friend,
    /// A classmate at another machine, in a room: this machine's child plays `local`, and the
    /// classmate's name is known once the room says it.
    Classmate {
        /// The side this machine's child plays.
        local: Side,
        /// The classmate's name, once the room has said it.
        name: Option<String>,
    },
}

impl Opponent {
    /// The opponent a teacher's mode setting stands for.
    pub fn for_mode(mode: Mode) -> Opponent {
        match mode {
            Mode::AgainstTux => Opponent::Tux,
            Mode::TwoPlayers => Opponent::Friend,
        }
    }

    /// The mode a finished game is counted under: against Tux, or between two children.
    pub fn mode(&self) -> Mode {
        match self {
            Opponent::Tux => Mode::AgainstTux,
            Opponent::Friend | Opponent::Classmate { .. } => Mode::TwoPlayers,
        }
    }

    /// Who sits behind `side`.
    pub fn seat(&self, side: Side) -> Seat {
        match self {
            Opponent::Tux if side == TUX_SIDE => Seat::Tux,
            Opponent::Tux => Seat::Child,
            Opponent::Friend => Seat::Player(side),
            Opponent::Classmate { local, .. } if side == *local => Seat::Child,
            Opponent::Classmate { .. } => Seat::Classmate,
        }
    }

    /// The side this machine's child plays against a classmate elsewhere, if so.
    pub fn classmate_game(&self) -> Option<Side> {
        match self {
            Opponent::Classmate { local, .. } => Some(*local),
            _ => None,
        }
    }

    /// The classmate's name, or "?" while the room has not said it.
    pub fn classmate_name(&self) -> &str {
        match self {
            Opponent::Classmate {
                name: Some(name), ..
            } => name,
            _ => "?",
        }
    }

    /// The row drawn at the bottom of the screen: this machine's child's own.
    pub fn bottom_side(&self) -> Side {
        self.classmate_game().unwrap_or(Side::South)
    }
}

/// The game at the board and who plays it: the opponent, Tux's level and the rules, kept
/// across the games of one sitting so that who begins alternates.
#[derive(Clone, Debug)]
pub struct Sitting {
    game: Game<AnyPosition>,
    opponent: Opponent,
    level: u8,
    max_level: u8,
    ruleset: Ruleset,
    /// Games begun so far; who starts alternates with it.
    games_started: u32,
    generation: u64,
}

impl Sitting {
    /// A sitting at `ruleset`'s board; Tux's levels run from 1 to `max_level`.
    pub fn new(opponent: Opponent, level: u8, max_level: u8, ruleset: Ruleset) -> Sitting {
        let mut sitting = Sitting {
            game: Game::from_position(ruleset.start()),
            opponent,
            level: level.clamp(1, max_level),
            max_level,
            ruleset,
            games_started: 0,
            generation: 0,
        };
        sitting.restart();
        sitting
    }

    /// The game being played, with its moves so far.
    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    /// Who plays the row across from the child.
    pub fn opponent(&self) -> &Opponent {
        &self.opponent
    }

    /// Tux's level, from 1.
    pub fn level(&self) -> u8 {
        self.level
    }

    /// Tux's highest level.
    pub fn max_level(&self) -> u8 {
        self.max_level
    }

    /// The game and its seeds per house.
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

    /// A game with a classmate at another machine, this child playing `local`: the room
    /// starts it, South to move, and the classmate's moves come through [`Sitting::play_remote`].
    pub fn with_classmate(ruleset: Ruleset, local: Side, name: Option<String>) -> Sitting {
        // A new sitting's first game is South's to begin, as the room's is.
        Sitting::new(Opponent::Classmate { local, name }, 1, 1, ruleset)
    }

    /// The side this machine's child plays against a classmate elsewhere, if so.
    pub fn classmate_game(&self) -> Option<Side> {
        self.opponent.classmate_game()
    }

    /// The classmate's name, as the room said it once the game had begun.
    pub fn name_classmate(&mut self, name: String) {
        if let Opponent::Classmate { name: known, .. } = &mut self.opponent {
            *known = Some(name);
        }
    }

    /// Who sits behind `side`.
    pub fn seat(&self, side: Side) -> Seat {
        self.opponent.seat(side)
    }

    /// True when Tux is to move.
    pub fn is_tux_turn(&self) -> bool {
        !self.game.is_over() && self.seat(self.game.to_move()) == Seat::Tux
    }

    /// True when the classmate at the other machine is to move.
    pub fn is_classmate_turn(&self) -> bool {
        !self.game.is_over() && self.seat(self.game.to_move()) == Seat::Classmate
    }

    /// True when the side to move is played by someone at this machine.
    pub fn is_human_turn(&self) -> bool {
        !self.game.is_over() && !self.is_tux_turn() && !self.is_classmate_turn()
    }

    /// A new game with the other side starting.
    pub fn restart(&mut self) {
        self.games_started += 1;
        self.game = Game::from_position(self.ruleset.opening(self.starting_side()));
        self.generation += 1;
    }

    /// Tux's level, kept between 1 and the highest; a new level starts a new game. False
    /// when the level was already that one.
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

    /// Tux or a friend at this screen, as the teacher's mode says; a new opponent starts a
    /// new game.
    pub fn set_mode(&mut self, mode: Mode) -> bool {
        let opponent = Opponent::for_mode(mode);
        if opponent == self.opponent {
            return false;
        }
        self.opponent = opponent;
        self.restart();
        true
    }

    /// Continues from a given position, as for a lesson or a screenshot; the history is new.
    /// The position must belong to this sitting's game (the activity checks).
    pub fn load_position(&mut self, position: AnyPosition) {
        self.game = Game::from_position(position);
        self.generation += 1;
    }

    /// A move chosen at this machine.
    pub fn play_human(&mut self, house: usize) -> Result<MoveReport, Refusal> {
        if self.is_tux_turn() {
            return Err(Refusal::WaitForTux);
        }
        if self.is_classmate_turn() {
            return Err(Refusal::WaitForClassmate);
        }
        let report = self.game.play(house).map_err(Refusal::Illegal)?;
        self.generation += 1;
        Ok(report)
    }

    /// Tux's answer. The caller has checked that it belongs to the current generation.
    pub fn play_tux(&mut self, house: usize) -> Option<MoveReport> {
        self.play_elsewhere(self.is_tux_turn(), house)
    }

    /// The classmate's move, as the room passed it on; `None` if the rules refuse it here,
    /// which means the two boards differ (the caller asks the room for its board).
    pub fn play_remote(&mut self, house: usize) -> Option<MoveReport> {
        self.play_elsewhere(self.is_classmate_turn(), house)
    }

    /// A move chosen away from this machine's players (by Tux or the classmate), when it is
    /// their turn and the rules allow it.
    fn play_elsewhere(&mut self, their_turn: bool, house: usize) -> Option<MoveReport> {
        if !their_turn {
            return None;
        }
        let report = self.game.play(house).ok()?;
        self.generation += 1;
        Some(report)
    }

    /// True when undo would take back a move made at this machine.
    pub fn can_undo(&self) -> bool {
        match self.opponent {
            // The room keeps every move; nobody takes one back.
            Opponent::Classmate { .. } => false,
            Opponent::Friend => self.game.move_count() > 0,
            Opponent::Tux => self.game.moves().any(|report| report.mover != TUX_SIDE),
        }
    }

    /// Takes back the last move made at this machine, and Tux's reply to it.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        match self.opponent {
            Opponent::Friend | Opponent::Classmate { .. } => {
                self.game.undo();
            }
            Opponent::Tux => {
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

    /// The side whose moves the look back at the game judges: the child's, against Tux or a
    /// classmate. Two children at one screen have no single side to judge.
    pub fn reviewed_side(&self) -> Option<Side> {
        match self.opponent {
            Opponent::Classmate { local, .. } => Some(local),
            Opponent::Tux => Some(TUX_SIDE.opponent()),
            Opponent::Friend => None,
        }
    }

    /// This sitting as it stood before the move at `ply` (counted over both players' moves
    /// from the start of the game): for looking back at a game.
    pub fn before_ply(&self, ply: usize) -> Sitting {
        let mut earlier = self.clone();
        while earlier.game.move_count() > ply {
            if earlier.game.undo().is_none() {
                break;
            }
        }
        earlier
    }

    /// After a finished game against Tux that the child won, the next level is offered.
    pub fn can_go_up_a_level(&self) -> bool {
        use oware_rules::GameStatus;
        match self.game.status() {
            GameStatus::Over(outcome) => {
                self.opponent == Opponent::Tux
                    && outcome.winner.map(|side| self.seat(side)) == Some(Seat::Child)
                    && self.level < self.max_level
            }
            GameStatus::Ongoing => false,
        }
    }
}
