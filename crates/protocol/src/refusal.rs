//! Every reason a room server can refuse a request with: the text after `? `, written by the
//! server and read back by its clients, so that a user interface can tell "not your turn"
//! from "no such room" without reading sentences.

use std::fmt;

use oware_rules::IllegalMove;

use crate::arguments::{GameChoiceError, LESSON, LEVEL, SCREEN, SEEDS, STAGE};
use crate::words::{self, between};
use crate::{RoomCode, Verb, CODE_ALPHABET, CODE_LEN, MAX_LINE_BYTES, MAX_NAME_CHARS};

/// Why a request was refused. A refusal never changes anything on the server.
///
/// A text that came from the client (a command, a game, a code) is written as
/// [`oware_rules::shown`] makes it: at most 32 characters, no control character. Such a
/// refusal reads back as what was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A line longer than [`MAX_LINE_BYTES`]; the rest of it was skipped.
    LineTooLong,
    /// A line that is not UTF-8 text.
    NotUtf8,
    /// A line holding a control character (a tab included), so that nothing invisible can
    /// hide in a name or reach another player's screen.
    ControlCharacter,
    /// A first word that is no request, as it was sent.
    UnknownCommand(String),
    /// Too few or too many arguments for this request.
    Usage(Verb),
    /// A name that is not 1 to [`MAX_NAME_CHARS`] letters, digits, `-` or `_`.
    BadName,
    /// A game id that names no game of the family, as it was sent.
    UnknownGame(String),
    /// A seed count the game does not take: its range, and the count as sent.
    Seeds {
        /// The fewest seeds a house of that game starts with.
        min: u64,
        /// The most seeds a house of that game starts with.
        max: u64,
        /// The count as it was sent.
        text: String,
    },
    /// A word that cannot be a room code.
    BadCode(String),
    /// A word that cannot be a token.
    BadToken,
    /// A request before `hello`, which names the child first.
    HelloFirst,
    /// A second `hello` on the same connection.
    AlreadyGreeted,
    /// A `create`, `join` or `resume` from a connection already seated, in the room it names.
    AlreadySeated(RoomCode),
    /// A request about a game from a connection that holds no seat.
    NotSeated,
    /// No room has this code (any more).
    NoSuchRoom(RoomCode),
    /// The token holds no seat in that room (or held one its player gave up).
    WrongToken(RoomCode),
    /// Both seats of this room are taken.
    RoomFull(RoomCode),
    /// A move before the other player has joined.
    OpponentNotJoined,
    /// A move or a hint while the other player (or Tux) is to move.
    NotYourTurn,
    /// A move in a game the other player has left.
    OpponentLeft,
    /// Another connection resumed this seat.
    TakenOver,
    /// The rules refused the move, in the engine's words.
    Illegal(IllegalMove),
    /// The database refused the change, so nothing was changed or told to anyone.
    NotSaved,
    /// Every room code is taken; with 31^6 codes this means something else is wrong.
    NoFreeCode,
    /// The server holds as many connections as it may; this one is closed.
    ServerFull,
    /// A level of Tux the game does not have: its range, and the level as sent.
    Level {
        /// The lowest level.
        min: u64,
        /// The highest level.
        max: u64,
        /// The level as it was sent.
        text: String,
    },
    /// Hints, undo and new games are for rooms with Tux or two children at one machine.
    NotAlone,
    /// An `undo` with no move to take back.
    NothingToTakeBack,
    /// Tux's pool has a full queue.
    TuxBusy,
    /// A level for a room without Tux.
    NoTux,
    /// A lesson the game does not have: its range, and the number as sent.
    Lesson {
        /// The first lesson's number.
        min: u64,
        /// The last lesson's number.
        max: u64,
        /// The number as it was sent.
        text: String,
    },
    /// A reported game whose scores cannot end it: more seeds than the game has, or a
    /// winner the rules would not give those scores.
    ImpossibleScores,
    /// A puzzle move, retry or hint with no puzzle open.
    NoPuzzle,
    /// A puzzle move after a wrong one: `puzzle-retry` first.
    RetryFirst,
    /// A `puzzle-retry` with no wrong move to take back.
    NothingToRetry,
    /// A move or hint in a puzzle already solved.
    PuzzleSolved,
    /// The game has no puzzle of the kind asked for (that theme, or none of the child's own
    /// is due).
    NoPuzzleFound,
    /// A `drill-answer` with no drill open.
    NoDrill,
    /// An answer of another shape than the drill asks for (a number for a house…), or a
    /// house not on its board.
    AnswerMisfits,
    /// A lesson move, retry or hint with no lesson open.
    NoLesson,
    /// A lesson move after one that missed: `lesson-retry` first.
    LessonRetryFirst,
    /// A lesson move or hint in a lesson already done.
    LessonSolved,
    /// A lesson hint before the second miss, or while a missed move is on the board.
    NoHintYet,
    /// A `look-back` outside a finished game against Tux, or of a move the child did not make.
    NothingToLookBack,
    /// Not that child's pictures; this many tries are left before the pause.
    WrongPictures(u32),
    /// Too many wrong pictures for this child or from this address: try again in this many
    /// seconds.
    SignInPaused(u64),
    /// The token holds no session (signed out, the teacher signed everyone out, or the child
    /// was deleted).
    SessionEnded,
    /// No child of the class has this number.
    NoSuchPupil,
    /// No group of the class has this number.
    NoSuchGroup,
    /// A child's own request (assignments, progress) from a connection nobody signed in on.
    SignInFirst,
    /// The teacher lets nobody play without signing in: `hello` is refused.
    NoGuests,
    /// A `hello` with the name of a child of the roster: that child signs in instead.
    NameOfTheClass,
    /// A chapter's screen, stage, move or retry with no chapter open.
    NoChapter,
    /// A chapter's move or retry with no stage set up.
    NoStage,
    /// No chapter has this key, as sent.
    NoSuchChapter(String),
    /// A chapter whose one before is not done, and the teacher has not opened every chapter.
    ChapterLocked,
    /// A screen the chapter does not have: its range, and the number as sent.
    Screen {
        /// The first screen's number.
        min: u64,
        /// The last screen's number.
        max: u64,
        /// The number as it was sent.
        text: String,
    },
    /// A stage the chapter does not have: its range, and the number as sent.
    Stage {
        /// The first stage's number.
        min: u64,
        /// The last stage's number.
        max: u64,
        /// The number as it was sent.
        text: String,
    },
    /// A move in a stage whose goal is met or missed.
    StageDecided,
    /// A `chapter-retry last` before the child's first move.
    NoMoveToTakeBack,
    /// A move while Tux is still to answer.
    WaitForTux,
}

/// The refusals that are one fixed sentence each, read back by comparing with each.
const FIXED: [Refusal; 44] = [
    Refusal::LineTooLong,
    Refusal::NotUtf8,
    Refusal::ControlCharacter,
    Refusal::BadName,
    Refusal::BadToken,
    Refusal::HelloFirst,
    Refusal::AlreadyGreeted,
    Refusal::NotSeated,
    Refusal::OpponentNotJoined,
    Refusal::NotYourTurn,
    Refusal::OpponentLeft,
    Refusal::TakenOver,
    Refusal::NotSaved,
    Refusal::NoFreeCode,
    Refusal::ServerFull,
    Refusal::NotAlone,
    Refusal::NothingToTakeBack,
    Refusal::TuxBusy,
    Refusal::NoTux,
    Refusal::ImpossibleScores,
    Refusal::NoPuzzle,
    Refusal::RetryFirst,
    Refusal::NothingToRetry,
    Refusal::PuzzleSolved,
    Refusal::NoPuzzleFound,
    Refusal::NoDrill,
    Refusal::AnswerMisfits,
    Refusal::NoLesson,
    Refusal::LessonRetryFirst,
    Refusal::LessonSolved,
    Refusal::NoHintYet,
    Refusal::NothingToLookBack,
    Refusal::SessionEnded,
    Refusal::NoSuchPupil,
    Refusal::NoSuchGroup,
    Refusal::SignInFirst,
    Refusal::NoGuests,
    Refusal::NameOfTheClass,
    Refusal::NoChapter,
    Refusal::NoStage,
    Refusal::ChapterLocked,
    Refusal::StageDecided,
    Refusal::NoMoveToTakeBack,
    Refusal::WaitForTux,
];

const NO_ROOM: &str = "no room ";
const WRONG_TOKEN: &str = "that token holds no seat in room ";
const ROOM: &str = "room ";
const IS_FULL: &str = " is full";
const ALREADY_IN: &str = "already in room ";
const LEAVE_FIRST: &str = ": leave it first";
const WRONG_PICTURES: &str = "wrong pictures: ";
const TRIES_LEFT: &str = " tries left";
const PAUSED: &str = "sign-in paused: try again in ";
const SECONDS: &str = " seconds";
const NO_SUCH_CHAPTER: &str = "no such chapter: ";

/// What follows a word that is not a room code.
fn not_a_code() -> String {
    format!(
        "' is not a room code: {CODE_LEN} characters from {}",
        String::from_utf8_lossy(CODE_ALPHABET)
    )
}

impl Refusal {
    /// True for a wrong or malformed room code or token: a connection that sends too many is
    /// guessing, and is closed.
    pub fn is_a_guess(&self) -> bool {
        matches!(
            self,
            Refusal::BadCode(_)
                | Refusal::BadToken
                | Refusal::NoSuchRoom(_)
                | Refusal::WrongToken(_)
                | Refusal::SessionEnded
        )
    }

    /// Reads the text after `? `; `None` for words no server of this protocol writes.
    pub fn parse(text: &str) -> Option<Refusal> {
        if let Some(fixed) = FIXED.into_iter().find(|fixed| fixed.to_string() == text) {
            return Some(fixed);
        }
        if let Some(verb) = Verb::ALL
            .into_iter()
            .find(|verb| Refusal::Usage(*verb).to_string() == text)
        {
            return Some(Refusal::Usage(verb));
        }
        let code = |word: &str| RoomCode::parse(word).ok().filter(|c| c.as_str() == word);
        let owned = |word: &str| word.to_string();
        words::read_unknown_command(text)
            .map(|name| Refusal::UnknownCommand(owned(name)))
            .or_else(|| words::read_unknown_game(text).map(|id| Refusal::UnknownGame(owned(id))))
            .or_else(|| {
                let (what, min, max, sent) = words::read_number(text)?;
                let text = owned(sent);
                match what {
                    SEEDS => Some(Refusal::Seeds { min, max, text }),
                    LEVEL => Some(Refusal::Level { min, max, text }),
                    LESSON => Some(Refusal::Lesson { min, max, text }),
                    SCREEN => Some(Refusal::Screen { min, max, text }),
                    STAGE => Some(Refusal::Stage { min, max, text }),
                    _ => None,
                }
            })
            .or_else(|| {
                let word = words::as_shown(between(text, "'", &not_a_code())?)?;
                Some(Refusal::BadCode(owned(word)))
            })
            .or_else(|| words::read_illegal(text).map(Refusal::Illegal))
            .or_else(|| {
                let key = words::as_shown(text.strip_prefix(NO_SUCH_CHAPTER)?)?;
                Some(Refusal::NoSuchChapter(owned(key)))
            })
            .or_else(|| code(text.strip_prefix(NO_ROOM)?).map(Refusal::NoSuchRoom))
            .or_else(|| code(text.strip_prefix(WRONG_TOKEN)?).map(Refusal::WrongToken))
            .or_else(|| code(between(text, ROOM, IS_FULL)?).map(Refusal::RoomFull))
            .or_else(|| code(between(text, ALREADY_IN, LEAVE_FIRST)?).map(Refusal::AlreadySeated))
            .or_else(|| {
                let tries = between(text, WRONG_PICTURES, TRIES_LEFT)?;
                crate::thin_client::digits(tries).map(Refusal::WrongPictures)
            })
            .or_else(|| {
                let seconds = between(text, PAUSED, SECONDS)?;
                crate::thin_client::digits(seconds).map(Refusal::SignInPaused)
            })
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::LineTooLong => write!(f, "line too long: at most {MAX_LINE_BYTES} bytes"),
            Refusal::NotUtf8 => f.write_str("not UTF-8 text"),
            Refusal::ControlCharacter => f.write_str("control characters are not allowed"),
            Refusal::UnknownCommand(name) => words::write_unknown_command(f, name),
            Refusal::Usage(verb) => words::write_usage(f, verb.word(), verb.usage()),
            Refusal::BadName => write!(
                f,
                "a name is 1 to {MAX_NAME_CHARS} letters, digits, '-' or '_'"
            ),
            Refusal::UnknownGame(id) => words::write_unknown_game(f, id),
            Refusal::Seeds { min, max, text } => words::write_number(f, SEEDS, *min, *max, text),
            Refusal::BadCode(text) => write!(f, "'{}{}", oware_rules::shown(text), not_a_code()),
            Refusal::BadToken => f.write_str("a token is 32 hexadecimal digits"),
            Refusal::HelloFirst => f.write_str("say hello <name> first"),
            Refusal::AlreadyGreeted => f.write_str("hello was already said"),
            Refusal::AlreadySeated(code) => write!(f, "{ALREADY_IN}{code}{LEAVE_FIRST}"),
            Refusal::NotSeated => f.write_str("not in a room: create, join or resume one"),
            Refusal::NoSuchRoom(code) => write!(f, "{NO_ROOM}{code}"),
            Refusal::WrongToken(code) => write!(f, "{WRONG_TOKEN}{code}"),
            Refusal::RoomFull(code) => write!(f, "{ROOM}{code}{IS_FULL}"),
            Refusal::OpponentNotJoined => f.write_str("wait for the other player to join"),
            Refusal::NotYourTurn => f.write_str("not your turn"),
            Refusal::OpponentLeft => f.write_str("the other player has left"),
            Refusal::TakenOver => f.write_str("this seat was taken over by another connection"),
            Refusal::Illegal(reason) => words::write_illegal(f, *reason),
            Refusal::NotSaved => f.write_str("could not save; nothing changed, try again"),
            Refusal::NoFreeCode => f.write_str("no free room code; try again"),
            Refusal::ServerFull => f.write_str("server full"),
            Refusal::Level { min, max, text } => words::write_number(f, LEVEL, *min, *max, text),
            Refusal::NotAlone => f.write_str("only in a room with Tux or at one machine"),
            Refusal::NothingToTakeBack => f.write_str("nothing to take back"),
            Refusal::TuxBusy => f.write_str("Tux is busy, try again"),
            Refusal::NoTux => f.write_str("Tux is not in this room"),
            Refusal::Lesson { min, max, text } => words::write_number(f, LESSON, *min, *max, text),
            Refusal::ImpossibleScores => f.write_str("those scores cannot end that game"),
            Refusal::NoPuzzle => f.write_str("no puzzle open: ask for one with puzzle"),
            Refusal::RetryFirst => f.write_str("that move was wrong: puzzle-retry first"),
            Refusal::NothingToRetry => f.write_str("no wrong move to take back"),
            Refusal::PuzzleSolved => f.write_str("this puzzle is solved: ask for another"),
            Refusal::NoPuzzleFound => f.write_str("no puzzle of that kind in this game"),
            Refusal::NoDrill => f.write_str("no drill open: ask for one with drill"),
            Refusal::AnswerMisfits => f.write_str("that answer does not fit this drill"),
            Refusal::NoLesson => f.write_str("no lesson open: open one with lesson-open"),
            Refusal::LessonRetryFirst => f.write_str("that house missed: lesson-retry first"),
            Refusal::LessonSolved => f.write_str("this lesson is done: open another"),
            Refusal::NoHintYet => f.write_str("the hint comes after the second miss"),
            Refusal::NothingToLookBack => {
                f.write_str("no such move to look back at in a finished game against Tux")
            }
            Refusal::WrongPictures(left) => write!(f, "{WRONG_PICTURES}{left}{TRIES_LEFT}"),
            Refusal::SignInPaused(seconds) => write!(f, "{PAUSED}{seconds}{SECONDS}"),
            Refusal::SessionEnded => f.write_str("that session has ended: sign in again"),
            Refusal::NoSuchPupil => f.write_str("no such child in the class"),
            Refusal::NoSuchGroup => f.write_str("no such group in the class"),
            Refusal::SignInFirst => f.write_str("sign in first"),
            Refusal::NoGuests => f.write_str("this class plays signed in: no guests"),
            Refusal::NameOfTheClass => {
                f.write_str("that name belongs to a child of the class: sign in")
            }
            Refusal::NoChapter => f.write_str("no chapter open: open one with chapter-open"),
            Refusal::NoStage => f.write_str("no stage open: ask for one with chapter-stage"),
            Refusal::NoSuchChapter(key) => {
                write!(f, "{NO_SUCH_CHAPTER}{}", oware_rules::shown(key))
            }
            Refusal::ChapterLocked => {
                f.write_str("that chapter is locked: finish the one before it")
            }
            Refusal::Screen { min, max, text } => words::write_number(f, SCREEN, *min, *max, text),
            Refusal::Stage { min, max, text } => words::write_number(f, STAGE, *min, *max, text),
            Refusal::StageDecided => {
                f.write_str("this stage is decided: chapter-retry or another stage")
            }
            Refusal::NoMoveToTakeBack => f.write_str("no move to take back"),
            Refusal::WaitForTux => f.write_str("wait for Tux"),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<GameChoiceError> for Refusal {
    fn from(error: GameChoiceError) -> Self {
        match error {
            GameChoiceError::UnknownGame(id) => Refusal::UnknownGame(id),
            GameChoiceError::Seeds { min, max, text } => Refusal::Seeds { min, max, text },
        }
    }
}

impl From<IllegalMove> for Refusal {
    fn from(reason: IllegalMove) -> Self {
        Refusal::Illegal(reason)
    }
}
