//! Chapters of strategy for every sowing game: a short explanation shown on the board, then
//! a few positions to play out against Tux, each with a goal the rules judge.
//!
//! A [`Goal`] is a typed value judged on the rules' own account of each move (captures,
//! extra turns, a tuzdyk, the game's end), never by a sentence. Every [`Stage`] is checked by
//! search: [`prove`] shows that the goal can be forced against every defence within the
//! moves it allows, and [`failure_rate`] measures how often a random player and Tux's first
//! level miss it. A [`StageRun`] is one attempt, with Tux defending against the goal itself
//! ([`StageRun::tux_move`]), and [`ChapterProgress`] keeps the stars a child has earned.
//!
//! Texts are Fluent ids (`locales/<lang>/chapters.ftl`); this crate has no user interface,
//! no translations and no I/O.

mod data;
mod defend;
mod goal;
mod progress;
mod prove;
mod run;
mod search;
mod stars;
mod trial;

use std::fmt;

use oware_rules::{house_from_letter, AnyPosition, GameKind, PositionError, Ruleset, RulesetError};

pub use defend::DEFENCE_NODES;
pub use goal::{Goal, Tally, Verdict};
pub use progress::{ChapterProgress, ProgressError};
pub use prove::{prove, prove_with, prove_with_tables, Proof, PROOF_NODES};
pub use run::{Progress, StageRun};
pub use stars::stars;
pub use trial::{failure_rate, Trier};

/// One position to play out against Tux, with its goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The game the stage is played in.
    pub game: GameKind,
    /// The position in the engine's `position` words (`format_position`), the side to move
    /// included: that side is the solver and moves first.
    pub position: &'static str,
    /// Seeds per house of the game the position belongs to (`Ruleset::new(game, seeds)`).
    pub seeds: u8,
    /// What the solver must do.
    pub goal: Goal,
    /// The fewest solver moves that force the goal against every defence, as [`prove`] finds
    /// them ([`Proof::moves`]; for a goal without a move limit, what the goal asks); meeting
    /// the goal in that many earns three stars. Checked by the tests.
    pub par: u32,
    /// Fluent id of the goal as said to the child; its arguments are [`Goal::args`].
    pub task: &'static str,
    /// Where the position comes from: "data/master-vs-aalina-07.txt ply 31",
    /// "puzzle oware-000123", "hand-made: …".
    pub source: &'static str,
}

/// One screen of a chapter's explanation: a few sentences and a board that shows the idea.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// Fluent id of the screen's sentences (several in one message).
    pub text: &'static str,
    /// Seeds per house of the game the position belongs to.
    pub seeds: u8,
    /// A real position, in the engine's words.
    pub position: &'static str,
    /// House letters (the rules' letters, `A`… and `a`…) played from `position` in order;
    /// the user interfaces replay them with the rules' steps.
    pub moves: &'static [&'static str],
}

/// A chapter: one idea of one game, explained and then practised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// Stable id in progress files and the protocol, such as "oware-safe-houses"; never
    /// changed once released.
    pub key: &'static str,
    /// The game the chapter teaches.
    pub game: GameKind,
    /// Fluent id of the chapter's name, a name a child understands.
    pub title: &'static str,
    /// The explanation, screen by screen.
    pub screens: &'static [Screen],
    /// The positions to play out, in order (3 to 5).
    pub stages: &'static [Stage],
}

/// The chapters of a game, in teaching order: each one opens when the one before is done.
pub fn chapters(game: GameKind) -> &'static [Chapter] {
    data::chapters(game)
}

/// The chapter with this key, of any game.
pub fn find_chapter(key: &str) -> Option<&'static Chapter> {
    GameKind::ALL
        .into_iter()
        .flat_map(chapters)
        .find(|chapter| chapter.key == key)
}

/// Why a stage cannot be played or proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChapterError {
    /// The game does not start with the stage's seeds per house.
    Ruleset(RulesetError),
    /// The game cannot hold the stage's position.
    Position(PositionError),
    /// A screen's move is no house letter of the game.
    NotAHouse(String),
    /// The position is already over, so there is nothing to play.
    GameOver,
    /// The goal does not fit the game (a tuzdyk outside Togyz Kumalak, a chain of sowings in
    /// a game without extra turns).
    WrongGame,
    /// The search found a defence against which the goal cannot be met within its moves.
    NotForced {
        /// The nodes it searched to be sure.
        nodes: u64,
    },
    /// The search ran out of its node budget before it could tell.
    OutOfNodes {
        /// The nodes it searched.
        nodes: u64,
    },
}

impl fmt::Display for ChapterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChapterError::Ruleset(error) => write!(f, "stage game: {error}"),
            ChapterError::Position(error) => write!(f, "stage position: {error}"),
            ChapterError::NotAHouse(text) => write!(f, "'{text}' is not a house letter"),
            ChapterError::GameOver => write!(f, "the stage's position is already over"),
            ChapterError::WrongGame => write!(f, "the goal does not fit the stage's game"),
            ChapterError::NotForced { nodes } => write!(
                f,
                "the goal cannot be forced against every defence ({nodes} nodes searched)"
            ),
            ChapterError::OutOfNodes { nodes } => {
                write!(f, "the search gave up after {nodes} nodes")
            }
        }
    }
}

impl std::error::Error for ChapterError {}

/// Reads a position in the engine's words for `game` with `seeds` per house.
fn read_board(game: GameKind, seeds: u8, text: &str) -> Result<AnyPosition, ChapterError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    Ruleset::new(game, u64::from(seeds))
        .map_err(ChapterError::Ruleset)?
        .parse_position(&words)
        .map_err(ChapterError::Position)
}

impl Stage {
    /// The game and seeds the stage is played under.
    pub fn ruleset(&self) -> Result<Ruleset, ChapterError> {
        Ruleset::new(self.game, u64::from(self.seeds)).map_err(ChapterError::Ruleset)
    }

    /// The stage's board, read by the rules.
    pub fn board(&self) -> Result<AnyPosition, ChapterError> {
        read_board(self.game, self.seeds, self.position)
    }
}

impl Screen {
    /// The screen's board in `game`, read by the rules.
    pub fn board(&self, game: GameKind) -> Result<AnyPosition, ChapterError> {
        read_board(game, self.seeds, self.position)
    }

    /// The screen's moves as house indices, in order; an error names a letter that is no
    /// house of the game's board.
    pub fn houses(&self, game: GameKind) -> Result<Vec<usize>, ChapterError> {
        self.moves
            .iter()
            .map(|letter| {
                house_from_letter(game.layout(), letter)
                    .map_err(|_| ChapterError::NotAHouse(letter.to_string()))
            })
            .collect()
    }
}
