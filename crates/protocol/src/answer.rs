//! A room server's answers to requests that succeeded: the words after `=`. An answer does
//! not say what it answers, so it is read knowing the [`Verb`] of the request it answers.

use std::fmt;

use oware_rules::{GameStatus, Ruleset, Side};

use crate::answers::{read_letters, read_status, side_named, Letters, StatusWords};
use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};
use crate::chapter_words::{
    ChapterList, ChapterOpened, ChapterScreenShown, ChapterStageShown, ChapterVerdict, CHAPTER,
    CHAPTERS, CHAPTER_OPEN, CHAPTER_SCREEN, CHAPTER_STAGE, CHAPTER_VERDICT,
};
use crate::lesson_words::{
    LessonHint, LessonList, LessonRetry, LessonShown, LessonVerdict, LookBackShown, LESSONS,
    LESSON_HINT, LESSON_OPEN, LESSON_RETRY, LESSON_VERDICT, LOOK_BACK,
};
use crate::puzzle::{
    Clue, DrillShown, DrillVerdict, PuzzleRetry, PuzzleShown, PuzzleVerdict, Standing, CLUE, DRILL,
    DRILLED, PUZZLE, RETRY, STANDING, VERDICT,
};
use crate::signin::{
    count_after, ClassShown, SignedIn, ASSIGNMENTS, CLASS, CLASS_GROUP, PROGRESS, SIGNED_IN,
    SIGNED_OUT,
};
use crate::thin_client::{letter, GameFacts, Watching};
use crate::tournament::{TournamentNews, TOURNAMENT};
use crate::{RoomCode, Token, Verb};

const HELLO: &str = "hello";
const ROOM: &str = "room";
const JOINED: &str = "joined";
const RESUMED: &str = "resumed";
const HINT: &str = "hint";
const UNDONE: &str = "undone";
const NEWGAME: &str = "newgame";
const LESSON: &str = "lesson";
const FINISHED: &str = "finished";

/// A request's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `hello`: the name is welcome.
    Hello,
    /// A new room: its code to tell the other player, and the token that holds the seat.
    Room {
        /// The code the other player joins with.
        code: RoomCode,
        /// The secret that takes the seat back after a lost connection.
        token: Token,
        /// The side the creator plays.
        side: Side,
    },
    /// Seated in the room the request named.
    Joined {
        /// The secret that takes the seat back after a lost connection.
        token: Token,
        /// The side the joiner plays.
        side: Side,
        /// The game the room plays, which the joiner did not choose.
        ruleset: Ruleset,
    },
    /// Back in the seat the request's token holds.
    Resumed {
        /// The side that seat plays.
        side: Side,
    },
    /// The move was played.
    Played {
        /// The seeds it captured.
        captured: u32,
    },
    /// The legal houses' letters; none once the game is over.
    Legal(Vec<char>),
    /// The board in the protocol's words, one space between them (`Ruleset::parse_position`
    /// reads it).
    Position(String),
    /// Whether the game goes on, and if not, how it ended.
    Status(GameStatus),
    /// The seat is given up; a bare `=`.
    Left,
    /// A game's numbers, for a thin client.
    About(GameFacts),
    /// This connection is told every change to the game from now; the board follows.
    Watching(Watching),
    /// The house the strongest level would play.
    Hint(char),
    /// How many moves were taken back; the board follows.
    Undone(u32),
    /// A new game began, this side to move first; the board follows.
    NewGame(Side),
    /// The asking name's place in the class tournament.
    Tournament(TournamentNews),
    /// The lesson is counted for the name.
    Lesson,
    /// The game is counted for the name.
    Finished,
    /// A puzzle to solve.
    Puzzle(PuzzleShown),
    /// A puzzle move judged.
    PuzzleVerdict(PuzzleVerdict),
    /// The board back before the wrong move.
    PuzzleRetry(PuzzleRetry),
    /// The hint ladder's next step.
    Clue(Clue),
    /// The child's puzzles in a game.
    Standing(Standing),
    /// A counting drill.
    Drill(DrillShown),
    /// A drill's answer judged.
    DrillVerdict(DrillVerdict),
    /// A game's lessons, with the ones the child has done.
    LessonList(LessonList),
    /// A lesson on the board.
    LessonShown(LessonShown),
    /// A house tried in a lesson, judged.
    LessonVerdict(LessonVerdict),
    /// The lesson's board back for another try.
    LessonRetry(LessonRetry),
    /// A house that does what the lesson asks.
    LessonHint(LessonHint),
    /// One of the child's moves of a finished game, looked back at.
    LookBack(LookBackShown),
    /// The stage met at the child's machine is counted for the name.
    Chapter,
    /// A game's chapters, with the stars the child has earned.
    ChapterList(ChapterList),
    /// A chapter opened.
    ChapterOpened(ChapterOpened),
    /// A screen of the chapter's explanation.
    ChapterScreen(ChapterScreenShown),
    /// A stage set up (`chapter-stage`), or set back (`chapter-retry`, read with that verb).
    ChapterStage(ChapterStageShown),
    /// The child's move and Tux's answers, judged.
    ChapterVerdict(ChapterVerdict),
    /// The class's groups were listed (`! group` lines): how many, and whether guests play.
    Class(ClassShown),
    /// A group's children were listed (`! pupil` lines): the group, and how many.
    ClassGroup {
        /// The group's number.
        group: u32,
        /// The children listed.
        count: u32,
    },
    /// A child is signed in on this connection (`sign-in`, and `session` alike).
    SignedIn(SignedIn),
    /// The session ended.
    SignedOut,
    /// The child's assignments were listed (`! assignment` lines): how many.
    Assignments(u32),
    /// The child's progress was listed (`! progress` lines): how many games.
    Progress(u32),
}

impl Answer {
    /// The verb of the requests this answers.
    pub fn verb(&self) -> Verb {
        match self {
            Answer::Hello => Verb::Hello,
            Answer::Room { .. } => Verb::Create,
            Answer::Joined { .. } => Verb::Join,
            Answer::Resumed { .. } => Verb::Resume,
            Answer::Played { .. } => Verb::Play,
            Answer::Legal(_) => Verb::Legal,
            Answer::Position(_) => Verb::Position,
            Answer::Status(_) => Verb::Status,
            Answer::Left => Verb::Leave,
            Answer::About(_) => Verb::About,
            Answer::Watching(_) => Verb::Watch,
            Answer::Hint(_) => Verb::Hint,
            Answer::Undone(_) => Verb::Undo,
            Answer::NewGame(_) => Verb::NewGame,
            Answer::Tournament(_) => Verb::Tournament,
            Answer::Lesson => Verb::Lesson,
            Answer::Finished => Verb::Finished,
            Answer::Puzzle(_) => Verb::Puzzle,
            Answer::PuzzleVerdict(_) => Verb::PuzzleMove,
            Answer::PuzzleRetry(_) => Verb::PuzzleRetry,
            Answer::Clue(_) => Verb::PuzzleHint,
            Answer::Standing(_) => Verb::PuzzleRating,
            Answer::Drill(_) => Verb::Drill,
            Answer::DrillVerdict(_) => Verb::DrillAnswer,
            Answer::LessonList(_) => Verb::Lessons,
            Answer::LessonShown(_) => Verb::LessonOpen,
            Answer::LessonVerdict(_) => Verb::LessonMove,
            Answer::LessonRetry(_) => Verb::LessonRetry,
            Answer::LessonHint(_) => Verb::LessonHint,
            Answer::LookBack(_) => Verb::LookBack,
            Answer::Chapter => Verb::Chapter,
            Answer::ChapterList(_) => Verb::Chapters,
            Answer::ChapterOpened(_) => Verb::ChapterOpen,
            Answer::ChapterScreen(_) => Verb::ChapterScreen,
            Answer::ChapterStage(_) => Verb::ChapterStage,
            Answer::ChapterVerdict(_) => Verb::ChapterMove,
            Answer::Class(_) => Verb::Class,
            Answer::ClassGroup { .. } => Verb::ClassGroup,
            Answer::SignedIn(_) => Verb::SignIn,
            Answer::SignedOut => Verb::SignOut,
            Answer::Assignments(_) => Verb::Assignments,
            Answer::Progress(_) => Verb::Progress,
        }
    }

    /// Reads the words after `=` (empty for a bare `=`) as the answer to a request of
    /// `verb`; `None` if they do not fit it.
    pub fn parse(verb: Verb, words: &str) -> Option<Answer> {
        let list: Vec<&str> = words.split(' ').filter(|w| !w.is_empty()).collect();
        match (verb, list.as_slice()) {
            (Verb::Hello, [HELLO]) => Some(Answer::Hello),
            (Verb::Create, [ROOM, code, token, side]) => Some(Answer::Room {
                code: RoomCode::parse(code).ok()?,
                token: Token::parse(token).ok()?,
                side: side_named(side)?,
            }),
            (Verb::Join, [JOINED, token, side, game @ ..]) => {
                let (id, seeds) = ruleset_words(game)?;
                Some(Answer::Joined {
                    token: Token::parse(token).ok()?,
                    side: side_named(side)?,
                    ruleset: parse_ruleset(id, Some(seeds?)).ok()?,
                })
            }
            (Verb::Resume, [RESUMED, side]) => Some(Answer::Resumed {
                side: side_named(side)?,
            }),
            (Verb::Play, [captured]) => Some(Answer::Played {
                captured: captured.parse().ok()?,
            }),
            (Verb::Legal, letters) => read_letters(letters).map(Answer::Legal),
            (Verb::Position, [_, ..]) => Some(Answer::Position(list.join(" "))),
            (Verb::Status, status) => read_status(status).map(Answer::Status),
            (Verb::Leave, []) => Some(Answer::Left),
            (Verb::About, facts) => GameFacts::parse(facts).map(Answer::About),
            (Verb::Watch, watching) => Watching::parse(watching).map(Answer::Watching),
            (Verb::Hint, [HINT, house]) => letter(house).map(Answer::Hint),
            (Verb::Undo, [UNDONE, plies]) => crate::thin_client::digits(plies).map(Answer::Undone),
            (Verb::NewGame, [NEWGAME, side]) => side_named(side).map(Answer::NewGame),
            (Verb::Tournament, [TOURNAMENT, news @ ..]) => {
                TournamentNews::parse(news).map(Answer::Tournament)
            }
            (Verb::Lesson, [LESSON]) => Some(Answer::Lesson),
            (Verb::Finished, [FINISHED]) => Some(Answer::Finished),
            (Verb::Puzzle, words @ [PUZZLE, ..]) => PuzzleShown::parse(words).map(Answer::Puzzle),
            (Verb::PuzzleMove, words @ [VERDICT, ..]) => {
                PuzzleVerdict::parse(words).map(Answer::PuzzleVerdict)
            }
            (Verb::PuzzleRetry, words @ [RETRY, ..]) => {
                PuzzleRetry::parse(words).map(Answer::PuzzleRetry)
            }
            (Verb::PuzzleHint, words @ [CLUE, ..]) => Clue::parse(words).map(Answer::Clue),
            (Verb::PuzzleRating, words @ [STANDING, ..]) => {
                Standing::parse(words).map(Answer::Standing)
            }
            (Verb::Drill, words @ [DRILL, ..]) => DrillShown::parse(words).map(Answer::Drill),
            (Verb::DrillAnswer, words @ [DRILLED, ..]) => {
                DrillVerdict::parse(words).map(Answer::DrillVerdict)
            }
            (Verb::Lessons, words @ [LESSONS, ..]) => {
                LessonList::parse(words).map(Answer::LessonList)
            }
            (Verb::LessonOpen, words @ [LESSON_OPEN, ..]) => {
                LessonShown::parse(words).map(Answer::LessonShown)
            }
            (Verb::LessonMove, words @ [LESSON_VERDICT, ..]) => {
                LessonVerdict::parse(words).map(Answer::LessonVerdict)
            }
            (Verb::LessonRetry, words @ [LESSON_RETRY, ..]) => {
                LessonRetry::parse(words).map(Answer::LessonRetry)
            }
            (Verb::LessonHint, words @ [LESSON_HINT, ..]) => {
                LessonHint::parse(words).map(Answer::LessonHint)
            }
            (Verb::LookBack, words @ [LOOK_BACK, ..]) => {
                LookBackShown::parse(words).map(Answer::LookBack)
            }
            (Verb::Chapter, [CHAPTER]) => Some(Answer::Chapter),
            (Verb::Chapters, words @ [CHAPTERS, ..]) => {
                ChapterList::parse(words).map(Answer::ChapterList)
            }
            (Verb::ChapterOpen, words @ [CHAPTER_OPEN, ..]) => {
                ChapterOpened::parse(words).map(Answer::ChapterOpened)
            }
            (Verb::ChapterScreen, words @ [CHAPTER_SCREEN, ..]) => {
                ChapterScreenShown::parse(words).map(Answer::ChapterScreen)
            }
            (Verb::ChapterStage | Verb::ChapterRetry, words @ [CHAPTER_STAGE, ..]) => {
                ChapterStageShown::parse(words).map(Answer::ChapterStage)
            }
            (Verb::ChapterMove, words @ [CHAPTER_VERDICT, ..]) => {
                ChapterVerdict::parse(words).map(Answer::ChapterVerdict)
            }
            (Verb::Class, words @ [CLASS, ..]) => ClassShown::parse(words).map(Answer::Class),
            (Verb::ClassGroup, [CLASS_GROUP, group, count]) => Some(Answer::ClassGroup {
                group: crate::thin_client::digits(group)?,
                count: crate::thin_client::digits(count)?,
            }),
            (Verb::SignIn | Verb::Session, words @ [SIGNED_IN, ..]) => {
                SignedIn::parse(words).map(Answer::SignedIn)
            }
            (Verb::SignOut, [SIGNED_OUT]) => Some(Answer::SignedOut),
            (Verb::Assignments, words) => count_after(words, ASSIGNMENTS).map(Answer::Assignments),
            (Verb::Progress, words) => count_after(words, PROGRESS).map(Answer::Progress),
            _ => None,
        }
    }
}

/// The words after `=`; nothing for the answers that are a bare `=`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Hello => f.write_str(HELLO),
            Answer::Room { code, token, side } => {
                write!(f, "{ROOM} {code} {} {side}", token.hex())
            }
            Answer::Joined {
                token,
                side,
                ruleset,
            } => write!(
                f,
                "{JOINED} {} {side} {}",
                token.hex(),
                RulesetWords(*ruleset)
            ),
            Answer::Resumed { side } => write!(f, "{RESUMED} {side}"),
            Answer::Played { captured } => write!(f, "{captured}"),
            Answer::Legal(letters) => write!(f, "{}", Letters(letters)),
            Answer::Position(words) => f.write_str(words),
            Answer::Status(status) => write!(f, "{}", StatusWords(*status)),
            Answer::Left => Ok(()),
            Answer::About(facts) => write!(f, "{facts}"),
            Answer::Watching(watching) => write!(f, "{watching}"),
            Answer::Hint(house) => write!(f, "{HINT} {house}"),
            Answer::Undone(plies) => write!(f, "{UNDONE} {plies}"),
            Answer::NewGame(first) => write!(f, "{NEWGAME} {first}"),
            Answer::Tournament(news) => write!(f, "{TOURNAMENT} {news}"),
            Answer::Lesson => f.write_str(LESSON),
            Answer::Finished => f.write_str(FINISHED),
            Answer::Puzzle(puzzle) => write!(f, "{puzzle}"),
            Answer::PuzzleVerdict(verdict) => write!(f, "{verdict}"),
            Answer::PuzzleRetry(retry) => write!(f, "{retry}"),
            Answer::Clue(clue) => write!(f, "{clue}"),
            Answer::Standing(standing) => write!(f, "{standing}"),
            Answer::Drill(drill) => write!(f, "{drill}"),
            Answer::DrillVerdict(verdict) => write!(f, "{verdict}"),
            Answer::LessonList(list) => write!(f, "{list}"),
            Answer::LessonShown(shown) => write!(f, "{shown}"),
            Answer::LessonVerdict(verdict) => write!(f, "{verdict}"),
            Answer::LessonRetry(retry) => write!(f, "{retry}"),
            Answer::LessonHint(hint) => write!(f, "{hint}"),
            Answer::LookBack(looked) => write!(f, "{looked}"),
            Answer::Chapter => f.write_str(CHAPTER),
            Answer::ChapterList(list) => write!(f, "{list}"),
            Answer::ChapterOpened(opened) => write!(f, "{opened}"),
            Answer::ChapterScreen(shown) => write!(f, "{shown}"),
            Answer::ChapterStage(shown) => write!(f, "{shown}"),
            Answer::ChapterVerdict(verdict) => write!(f, "{verdict}"),
            Answer::Class(class) => write!(f, "{class}"),
            Answer::ClassGroup { group, count } => write!(f, "{CLASS_GROUP} {group} {count}"),
            Answer::SignedIn(signed_in) => write!(f, "{signed_in}"),
            Answer::SignedOut => f.write_str(SIGNED_OUT),
            Answer::Assignments(count) => write!(f, "{ASSIGNMENTS} {count}"),
            Answer::Progress(count) => write!(f, "{PROGRESS} {count}"),
        }
    }
}
