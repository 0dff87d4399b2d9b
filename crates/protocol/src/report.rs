//! What a child's program reports to the classroom server about what it did on its own: a
//! lesson finished, and a game finished at the child's machine (against Tux, or against a
//! friend at the same screen). The teacher's page counts both under the name the program
//! said `hello` with.
//!
//! The words are read here as far as a line allows; whether the lesson is one of the game's,
//! whether Tux has that level and whether the scores can end that game is the server's to
//! ask of the lessons, Tux and the rules.

use std::fmt;

use oware_rules::{GameKind, Outcome, Ruleset};

use crate::answers::{read_outcome, OutcomeWords};
use crate::arguments::{parse_ruleset, SEEDS_OPTION};
use crate::thin_client::{digits, Opponent};
use crate::Refusal;

/// A lesson done: the game and the lesson's number in it, counting from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonDone {
    /// The game the lesson belongs to.
    pub game: GameKind,
    /// As sent: whether the game has it is the lessons' to say.
    pub number: u32,
}

impl LessonDone {
    /// `<game> <number>`; `None` when the words have another shape (the caller's usage).
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<LessonDone, Refusal>> {
        let [id, number] = args else {
            return None;
        };
        let number = digits(number)?;
        Some(
            GameKind::from_id(&id.to_ascii_lowercase())
                .map(|game| LessonDone { game, number })
                .ok_or_else(|| Refusal::UnknownGame(id.to_string())),
        )
    }
}

/// `<game> <number>`
impl fmt::Display for LessonDone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game.id(), self.number)
    }
}

/// A game played to its end at the child's machine. The child sits South; Tux sits North,
/// as in the rooms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game and its seeds (the repetition rule is not reported).
    pub ruleset: Ruleset,
    /// Tux at a level (as sent), or a friend at the same screen; never a classmate, whose
    /// games the server saw itself.
    pub opponent: Opponent,
    /// Moves played in the game, both sides counted.
    pub moves: u32,
    /// How it ended, with both scores.
    pub outcome: Outcome,
}

impl FinishedGame {
    /// `<game> [seeds=<n>] tux=<level>|here <moves> <winner|draw> <south> <north> <reason>`;
    /// `None` when the words have another shape.
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<FinishedGame, Refusal>> {
        let (id, rest) = args.split_first()?;
        let (seeds, rest) = match rest.split_first() {
            Some((option, rest)) if option.starts_with(SEEDS_OPTION) => {
                (option.strip_prefix(SEEDS_OPTION), rest)
            }
            _ => (None, rest),
        };
        let [opponent, moves, outcome @ ..] = rest else {
            return None;
        };
        let opponent = match Opponent::from_create_option(opponent)? {
            Opponent::Classmate => return None,
            other => other,
        };
        let moves = digits(moves)?;
        let outcome = read_outcome(outcome)?;
        Some(
            parse_ruleset(id, seeds)
                .map(|ruleset| FinishedGame {
                    ruleset,
                    opponent,
                    moves,
                    outcome,
                })
                .map_err(Refusal::from),
        )
    }
}

impl fmt::Display for FinishedGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {SEEDS_OPTION}{}",
            self.ruleset.kind().id(),
            self.ruleset.seeds_per_house()
        )?;
        if let Some(option) = self.opponent.create_option() {
            write!(f, " {option}")?;
        }
        write!(f, " {} {}", self.moves, OutcomeWords(self.outcome))
    }
}
