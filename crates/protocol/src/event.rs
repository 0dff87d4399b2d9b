//! What a room server pushes between answers: the words after `!`.

use std::fmt;

use oware_rules::{GameStatus, Outcome};

use crate::answers::{read_letters, read_status, single_char, Letters, StatusWords};
use crate::puzzle::{Coach, PuzzleBoard, PuzzleSteps, COACH, PUZZLE_BOARD, PUZZLE_STEPS};
use crate::say::{Said, SAY};
use crate::shown::{Shown, PHRASE};
use crate::signin::{
    AssignmentShown, Named, ProgressShown, SessionEnd, ASSIGNMENT, GROUP, PROGRESS, PUPIL,
    SESSION_ENDED,
};
use crate::thin_client::{digits, letter, PreviewWords, StepWord};
use crate::tournament::TOURNAMENT;
use crate::MAX_LINE_BYTES;

const OPPONENT: &str = "opponent";
const MOVED: &str = "moved";
const OPPONENT_LEFT: &str = "opponent-left";
const OPPONENT_AWAY: &str = "opponent-away";
const TAKEN_OVER: &str = "taken-over";
const CLOSED: &str = "closed";
/// `closed`'s reason: the teacher closed the room from the teacher's page.
const BY_TEACHER: &str = "teacher";
const STEPS: &str = "steps";
const BOARD: &str = "board";
const LEGAL: &str = "legal";
const PREVIEW: &str = "preview";
const READY: &str = "ready";
/// `board`'s word for "no move yet".
const NO_MOVE: &str = "-";

/// An event of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerEvent {
    /// Who sits opposite: on joining, and after a `resume`.
    Opponent(String),
    /// The other player's move, by its house letter.
    Moved(char),
    /// The game ended, as `status` says it.
    Over(Outcome),
    /// The other player gave up the seat; the game cannot go on.
    OpponentLeft,
    /// To a watching connection: the classmate's connection went (a tab closed, a network
    /// lost); their seat waits for a `resume`, and `! opponent <name>` says they are back.
    OpponentAway,
    /// Another connection resumed this seat; this one is being closed.
    TakenOver,
    /// The teacher closed the room (`! closed teacher`): it is gone, and this connection is
    /// being closed; nothing can resume its seats.
    ClosedByTeacher,
    /// To a watching connection (docs/web-protocol.md), after every change to the game:
    /// the rules' account of move `ply` (the first move is 1), on one or more lines.
    Steps {
        /// Which move this is, counted from 1.
        ply: u32,
        /// Its steps, in the order the rules tell them.
        steps: Vec<StepWord>,
    },
    /// The position after move `ply` in `position`'s words, and the house just played.
    Board {
        /// Moves played so far; 0 before the first.
        ply: u32,
        /// The letter of the house just played; `None` before the first move.
        last: Option<char>,
        /// The position in the words `position` answers with.
        position: String,
    },
    /// The legal houses, as `legal` answers.
    Legal(Vec<char>),
    /// What one legal house would do.
    Preview(PreviewWords),
    /// The game's status; closes the group of lines about the board.
    Ready(GameStatus),
    /// The class tournament changed for this child (a round began, it ended or was
    /// cancelled): `tournament` says how.
    Tournament,
    /// To a watching connection: a sentence about the game for the person in this seat, as
    /// the message id and arguments `oware-phrases` chose (`say`).
    Say(Said),
    /// To a watching connection: a part of the screen in words (a house's name, a player's,
    /// the help, the hint…), as `oware-phrases` chose it for this seat (`phrase`).
    Phrase(Shown),
    /// A sentence about the puzzle or drill open, before the answer it goes with (`coach`).
    Coach(Coach),
    /// A move of a puzzle's or a drill's replay, by its steps (`puzzle-steps`).
    PuzzleSteps(PuzzleSteps),
    /// The board after a move of a puzzle's or a drill's replay (`puzzle-board`).
    PuzzleBoard(PuzzleBoard),
    /// One group of the class, before `= class` (`group`).
    Group(Named),
    /// One child of a group, before `= class-group` (`pupil`).
    Pupil(Named),
    /// One assignment of the child signed in, before `= assignments` (`assignment`).
    Assignment(AssignmentShown),
    /// The child's progress in one game, before `= progress` (`progress`).
    Progress(ProgressShown),
    /// The teacher ended the session this connection was signed in with
    /// (`session-ended <why>`): it speaks for nobody until a child signs in again.
    SessionEnded(SessionEnd),
}

impl ServerEvent {
    /// Reads the words after `! `; `None` for an event this side does not know.
    pub fn parse(text: &str) -> Option<ServerEvent> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            [OPPONENT, name] if !name.is_empty() => Some(ServerEvent::Opponent(name.to_string())),
            [MOVED, letter] => single_char(letter).map(ServerEvent::Moved),
            [OPPONENT_LEFT] => Some(ServerEvent::OpponentLeft),
            [OPPONENT_AWAY] => Some(ServerEvent::OpponentAway),
            [TAKEN_OVER] => Some(ServerEvent::TakenOver),
            [CLOSED, BY_TEACHER] => Some(ServerEvent::ClosedByTeacher),
            [TOURNAMENT] => Some(ServerEvent::Tournament),
            [SAY, said @ ..] => Said::parse(said).map(ServerEvent::Say),
            [PHRASE, shown @ ..] => Shown::parse(shown).map(ServerEvent::Phrase),
            [COACH, coach @ ..] => Coach::parse(coach).map(ServerEvent::Coach),
            [PUZZLE_STEPS, steps @ ..] => PuzzleSteps::parse(steps).map(ServerEvent::PuzzleSteps),
            [PUZZLE_BOARD, board @ ..] => PuzzleBoard::parse(board).map(ServerEvent::PuzzleBoard),
            [GROUP, named @ ..] => Named::parse(named).map(ServerEvent::Group),
            [PUPIL, named @ ..] => Named::parse(named).map(ServerEvent::Pupil),
            [ASSIGNMENT, shown @ ..] => AssignmentShown::parse(shown).map(ServerEvent::Assignment),
            [PROGRESS, shown @ ..] => ProgressShown::parse(shown).map(ServerEvent::Progress),
            [SESSION_ENDED, why @ ..] => SessionEnd::parse(why).map(ServerEvent::SessionEnded),
            [STEPS, ply, steps @ ..] => Some(ServerEvent::Steps {
                ply: digits(ply)?,
                steps: steps
                    .iter()
                    .map(|word| StepWord::parse(word))
                    .collect::<Option<_>>()?,
            }),
            [BOARD, ply, last, position @ ..]
                if !position.is_empty() && position.iter().all(|word| !word.is_empty()) =>
            {
                Some(ServerEvent::Board {
                    ply: digits(ply)?,
                    last: match *last {
                        NO_MOVE => None,
                        house => Some(letter(house)?),
                    },
                    position: position.join(" "),
                })
            }
            [LEGAL, letters @ ..] => read_letters(letters).map(ServerEvent::Legal),
            [PREVIEW, facts @ ..] => PreviewWords::parse(facts).map(ServerEvent::Preview),
            [READY, status @ ..] => read_status(status).map(ServerEvent::Ready),
            // The end, as `status` words it once the game is over.
            status => match read_status(status)? {
                GameStatus::Over(outcome) => Some(ServerEvent::Over(outcome)),
                GameStatus::Ongoing => None,
            },
        }
    }
}

/// The words after `! `.
impl fmt::Display for ServerEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerEvent::Opponent(name) => write!(f, "{OPPONENT} {name}"),
            ServerEvent::Moved(letter) => write!(f, "{MOVED} {letter}"),
            ServerEvent::Over(outcome) => write!(f, "{}", StatusWords(GameStatus::Over(*outcome))),
            ServerEvent::OpponentLeft => f.write_str(OPPONENT_LEFT),
            ServerEvent::OpponentAway => f.write_str(OPPONENT_AWAY),
            ServerEvent::TakenOver => f.write_str(TAKEN_OVER),
            ServerEvent::ClosedByTeacher => write!(f, "{CLOSED} {BY_TEACHER}"),
            ServerEvent::Tournament => f.write_str(TOURNAMENT),
            ServerEvent::Steps { ply, steps } => {
                write!(f, "{STEPS} {ply}")?;
                steps.iter().try_for_each(|step| write!(f, " {step}"))
            }
            ServerEvent::Board {
                ply,
                last,
                position,
            } => match last {
                Some(house) => write!(f, "{BOARD} {ply} {house} {position}"),
                None => write!(f, "{BOARD} {ply} {NO_MOVE} {position}"),
            },
            ServerEvent::Legal(letters) if letters.is_empty() => f.write_str(LEGAL),
            ServerEvent::Legal(letters) => write!(f, "{LEGAL} {}", Letters(letters)),
            ServerEvent::Preview(preview) => write!(f, "{PREVIEW} {preview}"),
            ServerEvent::Ready(status) => write!(f, "{READY} {}", StatusWords(*status)),
            ServerEvent::Say(said) => write!(f, "{said}"),
            ServerEvent::Phrase(shown) => write!(f, "{shown}"),
            ServerEvent::Coach(coach) => write!(f, "{coach}"),
            ServerEvent::PuzzleSteps(steps) => write!(f, "{steps}"),
            ServerEvent::PuzzleBoard(board) => write!(f, "{board}"),
            ServerEvent::Group(named) => write!(f, "{GROUP} {named}"),
            ServerEvent::Pupil(named) => write!(f, "{PUPIL} {named}"),
            ServerEvent::Assignment(shown) => write!(f, "{ASSIGNMENT} {shown}"),
            ServerEvent::Progress(shown) => write!(f, "{PROGRESS} {shown}"),
            ServerEvent::SessionEnded(why) => write!(f, "{SESSION_ENDED} {why}"),
        }
    }
}

impl ServerEvent {
    /// The `steps` events of move `ply`: as many lines as its account needs, each within
    /// [`MAX_LINE_BYTES`] with its `! ` and line break.
    pub fn steps_of(ply: u32, steps: Vec<StepWord>) -> Vec<ServerEvent> {
        // "! " before, "\n" after.
        let room = MAX_LINE_BYTES - 3;
        let head = ServerEvent::Steps {
            ply,
            steps: Vec::new(),
        }
        .to_string()
        .len();
        let mut events = Vec::new();
        let mut line: Vec<StepWord> = Vec::new();
        let mut length = head;
        for step in steps {
            let more = 1 + step.to_string().len();
            if length + more > room && !line.is_empty() {
                events.push(ServerEvent::Steps {
                    ply,
                    steps: std::mem::take(&mut line),
                });
                length = head;
            }
            length += more;
            line.push(step);
        }
        events.push(ServerEvent::Steps { ply, steps: line });
        events
    }
}
