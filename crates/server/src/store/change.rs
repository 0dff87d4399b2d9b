//! What the rooms ask the database to keep.

use oware_protocol::{Opponent, RoomCode};
use oware_rules::{Ruleset, Side};

use crate::results::{self, GameResult};
use crate::room::Seat;
use crate::tournament;

/// One change to the stored rooms. Times are milliseconds since the Unix epoch.
#[derive(Clone, Debug)]
pub enum Change {
    /// A new room, its creator in South's seat.
    Create {
        code: RoomCode,
        ruleset: Ruleset,
        south: Seat,
        /// Tux's seat, or the creator's second one at one machine.
        north: Option<Seat>,
        opponent: Opponent,
        at: u64,
    },
    /// The moves from number `keep` (from 0) on are taken back by a player.
    TakeBack {
        code: RoomCode,
        keep: usize,
        at: u64,
    },
    /// A new game in the room: no move yet, `first` begins, Tux at `level` if it plays.
    Restart {
        code: RoomCode,
        first: Side,
        opponent: Opponent,
        at: u64,
    },
    /// A classmate takes the room's North seat.
    Join {
        code: RoomCode,
        north: Seat,
        at: u64,
    },
    /// Move number `ply` (from 0) of the room; refused unless it is the next one.
    Move {
        code: RoomCode,
        ply: usize,
        letter: char,
        at: u64,
    },
    /// A player gives the seat up; the room stays for the other.
    Leave { code: RoomCode, side: Side, at: u64 },
    /// The moves from number `keep` (from 0) on are dropped: a room restored from a
    /// damaged move continues from the move before it.
    Cut { code: RoomCode, keep: usize },
    /// The last player went away: the room's idle time counts from now.
    Touch { code: RoomCode, at: u64 },
    /// The room and its moves go.
    Delete { code: RoomCode },
    /// A game ended: its result, for the teacher's page.
    Result(GameResult),
    /// A child finished a lesson, for the teacher's page.
    Lesson(results::LessonRow),
    /// "Forget the class": every result goes.
    Forget,
    /// Results older than this time go.
    Prune { before: u64 },
    /// A class tournament begins, in place of any before it; its first round follows.
    TournamentStart(Box<tournament::Tournament>),
    /// A tournament's round begins: its rooms, both children seated, and its games.
    TournamentRound(Vec<RoundRoom>),
    /// A tournament game ends without a result of its room (the teacher closed it).
    TournamentScore {
        code: RoomCode,
        score: tournament::Score,
    },
    /// The tournament is cancelled: it goes, its rooms stay.
    TournamentCancel,
    /// Puzzles and drills: a child's record, a puzzle's rating; written together.
    Puzzles(Vec<crate::puzzles::stored::Write>),
    /// The class's roster, sessions, settings and assignments.
    Roster(crate::roster::Write),
}

/// One room of a tournament's round.
#[derive(Clone, Debug)]
pub struct RoundRoom {
    pub game: tournament::Game,
    pub ruleset: Ruleset,
    pub south: Seat,
    pub north: Seat,
    pub at: u64,
}
