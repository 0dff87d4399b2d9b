//! The requests a player's program sends to a room server, one line each: read by the
//! server, written by its clients, through the same [`Request`]. Nothing here touches a
//! room: what depends on a room's state is the server's to decide.

use std::fmt;

use oware_rules::{GameKind, Ruleset};

use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords, SEEDS_OPTION};
use crate::chapter_words::{chapter_word, ChapterDone, RetryFrom};
use crate::lesson_words::LessonChoice;
use crate::puzzle::{DrillAsk, DrillReply, PuzzleAsk};
use crate::report::{FinishedGame, LessonDone};
use crate::signin::PictureCode;
use crate::thin_client::digits;
use crate::thin_client::Opponent;
use crate::{Refusal, RoomCode, Token};

/// The longest line either side sends, its line break included. Every request fits in a
/// tenth of it; the limit keeps one client from making the server hold much of anything.
pub const MAX_LINE_BYTES: usize = 1024;

/// The port a room server listens on unless told otherwise: fixed, so that a child's
/// program needs only the server's address.
pub const DEFAULT_PORT: u16 = 7464;

/// The word before Tux's level in `newgame`.
const LEVEL_OPTION: &str = "level=";

/// The longest name a child can give, in characters.
pub const MAX_NAME_CHARS: usize = 20;

/// What a request asks for: its first word. An answer does not say what it answers (answers
/// come in the order of the requests), so a client reads it knowing the verb it awaits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// `hello`: the child gives a name.
    Hello,
    /// `create`: a new room.
    Create,
    /// `join`: the second seat of a room.
    Join,
    /// `resume`: a seat back after a lost connection.
    Resume,
    /// `legal`: the houses the player to move may play.
    Legal,
    /// `position`: the board.
    Position,
    /// `status`: whether the game goes on.
    Status,
    /// `play`: a move.
    Play,
    /// `leave`: the seat given up.
    Leave,
    /// `about`: a game's numbers, for a thin client.
    About,
    /// `watch`: every change to the game from now.
    Watch,
    /// `hint`: the house the strongest level would play.
    Hint,
    /// `undo`: the last move taken back.
    Undo,
    /// `newgame`: a new game in a room held alone.
    NewGame,
    /// `tournament`: the child's next game in the class tournament.
    Tournament,
    /// `lesson`: a lesson finished at the child's own machine.
    Lesson,
    /// `finished`: a game finished at the child's own machine.
    Finished,
    /// `puzzle`: a puzzle to solve.
    Puzzle,
    /// `puzzle-move`: a move in the puzzle, judged.
    PuzzleMove,
    /// `puzzle-retry`: the board back before a wrong move.
    PuzzleRetry,
    /// `puzzle-hint`: the next step of the puzzle's hint ladder.
    PuzzleHint,
    /// `puzzle-rating`: the child's puzzles in a game.
    PuzzleRating,
    /// `drill`: a counting drill.
    Drill,
    /// `drill-answer`: the child's answer to the drill, judged.
    DrillAnswer,
    /// `lessons`: a game's lessons, with the ones the child has done.
    Lessons,
    /// `lesson-open`: a lesson on the board.
    LessonOpen,
    /// `lesson-move`: a house tried in the lesson, judged.
    LessonMove,
    /// `lesson-retry`: the lesson's board back after a move that missed.
    LessonRetry,
    /// `lesson-hint`: a house that does it, after the second miss.
    LessonHint,
    /// `look-back`: one of the child's moves of the finished game, with Tux's word.
    LookBack,
    /// `chapter`: a chapter's stage met at the child's own machine.
    Chapter,
    /// `chapters`: a game's chapters, with the stars the child has earned.
    Chapters,
    /// `chapter-open`: a chapter chosen, for its screens and stages.
    ChapterOpen,
    /// `chapter-screen`: a screen of the chapter's explanation, with its moves.
    ChapterScreen,
    /// `chapter-stage`: a stage of the chapter set up against Tux.
    ChapterStage,
    /// `chapter-move`: the child's move in the stage, then Tux's answers, judged.
    ChapterMove,
    /// `chapter-retry`: the stage back from its start or before the child's last move.
    ChapterRetry,
    /// `class`: the class's groups, to tap one (`signin`).
    Class,
    /// `class-group`: the children of a group, to tap one.
    ClassGroup,
    /// `sign-in`: a child of the roster, by their picture code.
    SignIn,
    /// `session`: a device signed in before signs in again with its session.
    Session,
    /// `sign-out`: this device's session ends.
    SignOut,
    /// `assignments`: the work the teacher gave the child signed in.
    Assignments,
    /// `progress`: the child's own progress, game by game.
    Progress,
}

impl Verb {
    /// Every request, so that a reader can find a verb by its word and a test can try them all.
    pub const ALL: [Verb; 44] = [
        Verb::Hello,
        Verb::Create,
        Verb::Join,
        Verb::Resume,
        Verb::Legal,
        Verb::Position,
        Verb::Status,
        Verb::Play,
        Verb::Leave,
        Verb::About,
        Verb::Watch,
        Verb::Hint,
        Verb::Undo,
        Verb::NewGame,
        Verb::Tournament,
        Verb::Lesson,
        Verb::Finished,
        Verb::Puzzle,
        Verb::PuzzleMove,
        Verb::PuzzleRetry,
        Verb::PuzzleHint,
        Verb::PuzzleRating,
        Verb::Drill,
        Verb::DrillAnswer,
        Verb::Lessons,
        Verb::LessonOpen,
        Verb::LessonMove,
        Verb::LessonRetry,
        Verb::LessonHint,
        Verb::LookBack,
        Verb::Chapter,
        Verb::Chapters,
        Verb::ChapterOpen,
        Verb::ChapterScreen,
        Verb::ChapterStage,
        Verb::ChapterMove,
        Verb::ChapterRetry,
        Verb::Class,
        Verb::ClassGroup,
        Verb::SignIn,
        Verb::Session,
        Verb::SignOut,
        Verb::Assignments,
        Verb::Progress,
    ];

    /// The request's name on the wire.
    pub fn word(self) -> &'static str {
        match self {
            Verb::Hello => "hello",
            Verb::Create => "create",
            Verb::Join => "join",
            Verb::Resume => "resume",
            Verb::Legal => "legal",
            Verb::Position => "position",
            Verb::Status => "status",
            Verb::Play => "play",
            Verb::Leave => "leave",
            Verb::About => "about",
            Verb::Watch => "watch",
            Verb::Hint => "hint",
            Verb::Undo => "undo",
            Verb::NewGame => "newgame",
            Verb::Tournament => "tournament",
            Verb::Lesson => "lesson",
            Verb::Finished => "finished",
            Verb::Puzzle => "puzzle",
            Verb::PuzzleMove => "puzzle-move",
            Verb::PuzzleRetry => "puzzle-retry",
            Verb::PuzzleHint => "puzzle-hint",
            Verb::PuzzleRating => "puzzle-rating",
            Verb::Drill => "drill",
            Verb::DrillAnswer => "drill-answer",
            Verb::Lessons => "lessons",
            Verb::LessonOpen => "lesson-open",
            Verb::LessonMove => "lesson-move",
            Verb::LessonRetry => "lesson-retry",
            Verb::LessonHint => "lesson-hint",
            Verb::LookBack => "look-back",
            Verb::Chapter => "chapter",
            Verb::Chapters => "chapters",
            Verb::ChapterOpen => "chapter-open",
            Verb::ChapterScreen => "chapter-screen",
            Verb::ChapterStage => "chapter-stage",
            Verb::ChapterMove => "chapter-move",
            Verb::ChapterRetry => "chapter-retry",
            Verb::Class => "class",
            Verb::ClassGroup => "class-group",
            Verb::SignIn => "sign-in",
            Verb::Session => "session",
            Verb::SignOut => "sign-out",
            Verb::Assignments => "assignments",
            Verb::Progress => "progress",
        }
    }

    /// The verb named by a lower-case word.
    pub fn from_word(word: &str) -> Option<Verb> {
        Verb::ALL.into_iter().find(|verb| verb.word() == word)
    }

    /// What the request takes after its name, as a refusal of wrong arguments says it; empty
    /// for none.
    pub fn usage(self) -> &'static str {
        match self {
            Verb::Hello => "<name>",
            Verb::Create => "<game> [seeds=<n>] [tux=<level>|here]",
            Verb::About => "<game> [seeds=<n>]",
            Verb::NewGame => "[level=<n>]",
            Verb::Lesson => "<game> <number>",
            Verb::Finished => {
                "<game> [seeds=<n>] tux=<level>|here <moves> <winner|draw> <south> <north> <reason>"
            }
            Verb::Puzzle => "<game> [seeds=<n>] [theme=<theme>|streak|own]",
            Verb::PuzzleRating | Verb::Lessons => "<game>",
            Verb::LessonOpen => "<game> <number>",
            Verb::LookBack => "<number>",
            Verb::Chapter => "<key> <stage> <stars>",
            Verb::Chapters => "<game>",
            Verb::ChapterOpen => "<key>",
            Verb::ChapterScreen | Verb::ChapterStage => "<number>",
            Verb::ChapterRetry => "start|last",
            Verb::Drill => "<game> [seeds=<n>] [last-seed|captures|at-risk]",
            Verb::DrillAnswer => "pit <letter>|store:<side> | count <n> | houses <letter>,…|none",
            Verb::Join => "<code>",
            Verb::ClassGroup => "<group>",
            Verb::SignIn => "<child> <picture> <picture> <picture>",
            Verb::Session => "[<token>]",
            Verb::Resume => "<code> <token>",
            Verb::Play | Verb::PuzzleMove | Verb::LessonMove | Verb::ChapterMove => "<letter>",
            Verb::Legal
            | Verb::Position
            | Verb::Status
            | Verb::Leave
            | Verb::Watch
            | Verb::Hint
            | Verb::Undo
            | Verb::Tournament
            | Verb::PuzzleRetry
            | Verb::PuzzleHint
            | Verb::LessonRetry
            | Verb::LessonHint
            | Verb::Class
            | Verb::SignOut
            | Verb::Assignments
            | Verb::Progress => "",
        }
    }
}

/// One request, its arguments checked as far as the line alone allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A child's name (see [`check_name`]).
    Hello(String),
    /// `hello` without a name: a guest, who plays but is counted for nobody on the teacher's
    /// page and is never seated in a tournament.
    Guest,
    /// A new room: a classmate to come with its code, Tux, or two children at this machine.
    /// Tux's level is as sent: whether the game has it is the server's to say.
    Create(Ruleset, Opponent),
    /// The second seat of the room with this code.
    Join(RoomCode),
    /// The seat this token holds in the room with this code, after a lost connection.
    Resume(RoomCode, Token),
    /// The houses the player to move may play.
    Legal,
    /// The board in the protocol's words.
    Position,
    /// Whether the game goes on, and if not, how it ended.
    Status,
    /// A house letter as sent (one word); whether it names a house of the room's board is
    /// the rules' to say.
    Play(String),
    /// Gives up the seat; the other player is told.
    Leave,
    /// A game and the numbers its texts show, for a thin client.
    About(Ruleset),
    /// This connection wants every move's steps and the board after it.
    Watch,
    /// The house the strongest level of Tux would play, for a child who asks.
    Hint,
    /// Takes back the last move; against Tux, the child's last move and Tux's answers to it.
    Undo,
    /// A new game in a room held alone; Tux at this level from now, if given (as sent).
    NewGame(Option<u8>),
    /// This name's next game in the class tournament, at any time after `hello`.
    Tournament,
    /// A lesson this name finished at its own machine, for the teacher's page.
    Lesson(LessonDone),
    /// A game this name finished at its own machine, for the teacher's page.
    Finished(FinishedGame),
    /// A puzzle of a game, for this name.
    Puzzle(PuzzleAsk),
    /// A move in the puzzle open, by its house letter as sent.
    PuzzleMove(String),
    /// The board back before the wrong move, for another try.
    PuzzleRetry,
    /// The next step of the hint ladder.
    PuzzleHint,
    /// This name's puzzles in a game.
    PuzzleRating(GameKind),
    /// A counting drill of a game.
    Drill(DrillAsk),
    /// The child's answer to the drill open.
    DrillAnswer(DrillReply),
    /// A game's lessons, with the ones this name has done.
    Lessons(GameKind),
    /// A lesson of a game on the board, for this connection.
    LessonOpen(LessonChoice),
    /// A house tried in the lesson open, by its letter as sent.
    LessonMove(String),
    /// The lesson's board back after a move that missed.
    LessonRetry,
    /// A house that does what the lesson asks, after the second miss.
    LessonHint,
    /// The child's move of this number (from 1) in the room's finished game against Tux.
    LookBack(u32),
    /// A chapter's stage this name met at its own machine, for the teacher's page.
    Chapter(ChapterDone),
    /// A game's chapters, with the stars this name has earned.
    Chapters(GameKind),
    /// The chapter with this key, for this connection.
    ChapterOpen(String),
    /// The open chapter's screen of this number (from 1).
    ChapterScreen(u32),
    /// The open chapter's stage of this number (from 1), set up against Tux.
    ChapterStage(u32),
    /// The child's house in the stage, by its letter as sent.
    ChapterMove(String),
    /// The stage back from its start or before the child's last move.
    ChapterRetry(RetryFrom),
    /// The class's groups.
    Class,
    /// The children of the group with this number.
    ClassGroup(u32),
    /// The child with this number, by their picture code.
    SignIn(u32, PictureCode),
    /// The session this token holds; without one, the session the page's cookie holds
    /// (read when its WebSocket opened).
    Session(Option<Token>),
    /// This device's session ends.
    SignOut,
    /// The signed-in child's assignments.
    Assignments,
    /// The signed-in child's progress.
    Progress,
}

impl Request {
    /// The request's name, which its answer and its usage go by.
    pub fn verb(&self) -> Verb {
        match self {
            Request::Hello(_) | Request::Guest => Verb::Hello,
            Request::Create(..) => Verb::Create,
            Request::Join(_) => Verb::Join,
            Request::Resume(..) => Verb::Resume,
            Request::Legal => Verb::Legal,
            Request::Position => Verb::Position,
            Request::Status => Verb::Status,
            Request::Play(_) => Verb::Play,
            Request::Leave => Verb::Leave,
            Request::About(_) => Verb::About,
            Request::Watch => Verb::Watch,
            Request::Hint => Verb::Hint,
            Request::Undo => Verb::Undo,
            Request::NewGame(_) => Verb::NewGame,
            Request::Tournament => Verb::Tournament,
            Request::Lesson(_) => Verb::Lesson,
            Request::Finished(_) => Verb::Finished,
            Request::Puzzle(_) => Verb::Puzzle,
            Request::PuzzleMove(_) => Verb::PuzzleMove,
            Request::PuzzleRetry => Verb::PuzzleRetry,
            Request::PuzzleHint => Verb::PuzzleHint,
            Request::PuzzleRating(_) => Verb::PuzzleRating,
            Request::Drill(_) => Verb::Drill,
            Request::DrillAnswer(_) => Verb::DrillAnswer,
            Request::Lessons(_) => Verb::Lessons,
            Request::LessonOpen(_) => Verb::LessonOpen,
            Request::LessonMove(_) => Verb::LessonMove,
            Request::LessonRetry => Verb::LessonRetry,
            Request::LessonHint => Verb::LessonHint,
            Request::LookBack(_) => Verb::LookBack,
            Request::Chapter(_) => Verb::Chapter,
            Request::Chapters(_) => Verb::Chapters,
            Request::ChapterOpen(_) => Verb::ChapterOpen,
            Request::ChapterScreen(_) => Verb::ChapterScreen,
            Request::ChapterStage(_) => Verb::ChapterStage,
            Request::ChapterMove(_) => Verb::ChapterMove,
            Request::ChapterRetry(_) => Verb::ChapterRetry,
            Request::Class => Verb::Class,
            Request::ClassGroup(_) => Verb::ClassGroup,
            Request::SignIn(..) => Verb::SignIn,
            Request::Session(_) => Verb::Session,
            Request::SignOut => Verb::SignOut,
            Request::Assignments => Verb::Assignments,
            Request::Progress => Verb::Progress,
        }
    }

    /// Reads one line (without its line break). `Ok(None)` for a blank line, which gets no
    /// answer.
    pub fn parse(line: &str) -> Result<Option<Request>, Refusal> {
        let Some((name, args)) = split(line)? else {
            return Ok(None);
        };
        let verb = Verb::from_word(&name).ok_or(Refusal::UnknownCommand(name))?;
        Request::from_words(verb, &args).map(Some)
    }

    /// A request from its verb and the words after it.
    pub fn from_words(verb: Verb, args: &[&str]) -> Result<Request, Refusal> {
        let usage = || Refusal::Usage(verb);
        let bare = |request: Request| {
            if args.is_empty() {
                Ok(request)
            } else {
                Err(usage())
            }
        };
        match verb {
            Verb::Hello => match args {
                [name] => check_name(name).map(|()| Request::Hello(name.to_string())),
                [] => Ok(Request::Guest),
                _ => Err(usage()),
            },
            Verb::Create => {
                // The game and its seeds, then at most one opponent, in either order.
                let (id, options) = args.split_first().ok_or_else(usage)?;
                let (seeds, opponents): (Vec<&str>, Vec<&str>) = options
                    .iter()
                    .partition(|option| option.starts_with(SEEDS_OPTION));
                let opponent = match opponents.as_slice() {
                    [] => Opponent::Classmate,
                    [option] => Opponent::from_create_option(option).ok_or_else(usage)?,
                    _ => return Err(usage()),
                };
                let game: Vec<&str> = std::iter::once(*id).chain(seeds).collect();
                let (id, seeds) = ruleset_words(&game).ok_or_else(usage)?;
                Ok(Request::Create(parse_ruleset(id, seeds)?, opponent))
            }
            Verb::About => {
                let (id, seeds) = ruleset_words(args).ok_or_else(usage)?;
                Ok(Request::About(parse_ruleset(id, seeds)?))
            }
            Verb::NewGame => match args {
                [] => Ok(Request::NewGame(None)),
                [option] => {
                    let level = option.strip_prefix(LEVEL_OPTION).ok_or_else(usage)?;
                    Ok(Request::NewGame(Some(level.parse().map_err(|_| usage())?)))
                }
                _ => Err(usage()),
            },
            Verb::Join => match args {
                [code] => RoomCode::parse(code).map(Request::Join),
                _ => Err(usage()),
            },
            Verb::Resume => match args {
                [code, token] => Ok(Request::Resume(
                    RoomCode::parse(code)?,
                    Token::parse(token)?,
                )),
                _ => Err(usage()),
            },
            Verb::Play => match args {
                [letter] => Ok(Request::Play(letter.to_string())),
                _ => Err(usage()),
            },
            Verb::Legal => bare(Request::Legal),
            Verb::Position => bare(Request::Position),
            Verb::Status => bare(Request::Status),
            Verb::Leave => bare(Request::Leave),
            Verb::Watch => bare(Request::Watch),
            Verb::Hint => bare(Request::Hint),
            Verb::Undo => bare(Request::Undo),
            Verb::Tournament => bare(Request::Tournament),
            Verb::Lesson => LessonDone::from_words(args)
                .ok_or_else(usage)?
                .map(Request::Lesson),
            Verb::Finished => FinishedGame::from_words(args)
                .ok_or_else(usage)?
                .map(Request::Finished),
            Verb::Puzzle => PuzzleAsk::from_words(args)
                .ok_or_else(usage)?
                .map(Request::Puzzle),
            Verb::PuzzleMove => match args {
                [letter] => Ok(Request::PuzzleMove(letter.to_string())),
                _ => Err(usage()),
            },
            Verb::PuzzleRetry => bare(Request::PuzzleRetry),
            Verb::PuzzleHint => bare(Request::PuzzleHint),
            Verb::PuzzleRating => match args {
                [id] => GameKind::from_id(&id.to_ascii_lowercase())
                    .map(Request::PuzzleRating)
                    .ok_or_else(|| Refusal::UnknownGame(id.to_string())),
                _ => Err(usage()),
            },
            Verb::Drill => DrillAsk::from_words(args)
                .ok_or_else(usage)?
                .map(Request::Drill),
            Verb::DrillAnswer => DrillReply::from_words(args)
                .map(Request::DrillAnswer)
                .ok_or_else(usage),
            Verb::Lessons => match args {
                [id] => GameKind::from_id(&id.to_ascii_lowercase())
                    .map(Request::Lessons)
                    .ok_or_else(|| Refusal::UnknownGame(id.to_string())),
                _ => Err(usage()),
            },
            Verb::LessonOpen => LessonChoice::from_words(args)
                .ok_or_else(usage)?
                .map(Request::LessonOpen),
            Verb::LessonMove => match args {
                [letter] => Ok(Request::LessonMove(letter.to_string())),
                _ => Err(usage()),
            },
            Verb::LessonRetry => bare(Request::LessonRetry),
            Verb::LessonHint => bare(Request::LessonHint),
            Verb::LookBack => match args {
                [number] => crate::thin_client::digits(number)
                    .map(Request::LookBack)
                    .ok_or_else(usage),
                _ => Err(usage()),
            },
            Verb::Chapter => ChapterDone::from_words(args)
                .ok_or_else(usage)?
                .map(Request::Chapter),
            Verb::Chapters => match args {
                [id] => GameKind::from_id(&id.to_ascii_lowercase())
                    .map(Request::Chapters)
                    .ok_or_else(|| Refusal::UnknownGame(id.to_string())),
                _ => Err(usage()),
            },
            Verb::ChapterOpen => match args {
                [key] => chapter_word(key)
                    .map(|key| Request::ChapterOpen(key.to_string()))
                    .ok_or_else(|| Refusal::NoSuchChapter(oware_rules::shown(key))),
                _ => Err(usage()),
            },
            Verb::ChapterScreen => match args {
                [number] => digits(number).map(Request::ChapterScreen).ok_or_else(usage),
                _ => Err(usage()),
            },
            Verb::ChapterStage => match args {
                [number] => digits(number).map(Request::ChapterStage).ok_or_else(usage),
                _ => Err(usage()),
            },
            Verb::ChapterMove => match args {
                [letter] => Ok(Request::ChapterMove(letter.to_string())),
                _ => Err(usage()),
            },
            Verb::ChapterRetry => match args {
                [from] => RetryFrom::from_word(from)
                    .map(Request::ChapterRetry)
                    .ok_or_else(usage),
                _ => Err(usage()),
            },
            Verb::Class => bare(Request::Class),
            Verb::SignOut => bare(Request::SignOut),
            Verb::Assignments => bare(Request::Assignments),
            Verb::Progress => bare(Request::Progress),
            Verb::ClassGroup => match args {
                [group] => digits(group).map(Request::ClassGroup).ok_or_else(usage),
                _ => Err(usage()),
            },
            Verb::SignIn => match args {
                [child, pictures @ ..] => {
                    let child = digits(child).ok_or_else(usage)?;
                    let code = PictureCode::from_words(pictures).ok_or_else(usage)?;
                    Ok(Request::SignIn(child, code))
                }
                _ => Err(usage()),
            },
            Verb::Session => match args {
                [] => Ok(Request::Session(None)),
                [token] => Ok(Request::Session(Some(Token::parse(token)?))),
                _ => Err(usage()),
            },
        }
    }
}

/// The line that sends the request, without its line break.
impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb().word())?;
        match self {
            Request::Hello(name) => write!(f, " {name}"),
            Request::Guest => Ok(()),
            Request::Create(ruleset, opponent) => {
                write!(f, " {}", RulesetWords(*ruleset))?;
                match opponent.create_option() {
                    Some(option) => write!(f, " {option}"),
                    None => Ok(()),
                }
            }
            Request::About(ruleset) => write!(f, " {}", RulesetWords(*ruleset)),
            Request::NewGame(Some(level)) => write!(f, " {LEVEL_OPTION}{level}"),
            Request::Join(code) => write!(f, " {code}"),
            Request::Resume(code, token) => write!(f, " {code} {}", token.hex()),
            Request::Play(letter) => write!(f, " {letter}"),
            Request::Lesson(lesson) => write!(f, " {lesson}"),
            Request::Finished(game) => write!(f, " {game}"),
            Request::Puzzle(ask) => write!(f, " {ask}"),
            Request::PuzzleMove(letter) => write!(f, " {letter}"),
            Request::PuzzleRating(game) => write!(f, " {}", game.id()),
            Request::Drill(ask) => write!(f, " {ask}"),
            Request::DrillAnswer(reply) => write!(f, " {reply}"),
            Request::Lessons(game) => write!(f, " {}", game.id()),
            Request::LessonOpen(choice) => write!(f, " {choice}"),
            Request::LessonMove(letter) => write!(f, " {letter}"),
            Request::LookBack(number) => write!(f, " {number}"),
            Request::Chapter(done) => write!(f, " {done}"),
            Request::Chapters(game) => write!(f, " {}", game.id()),
            Request::ChapterOpen(key) => write!(f, " {key}"),
            Request::ChapterScreen(number) | Request::ChapterStage(number) => {
                write!(f, " {number}")
            }
            Request::ChapterMove(letter) => write!(f, " {letter}"),
            Request::ChapterRetry(from) => write!(f, " {from}"),
            Request::ClassGroup(group) => write!(f, " {group}"),
            Request::SignIn(child, code) => write!(f, " {child} {code}"),
            Request::Session(Some(token)) => write!(f, " {}", token.hex()),
            Request::Legal
            | Request::Position
            | Request::Status
            | Request::Leave
            | Request::Watch
            | Request::Hint
            | Request::Undo
            | Request::Tournament
            | Request::NewGame(None)
            | Request::PuzzleRetry
            | Request::PuzzleHint
            | Request::LessonRetry
            | Request::LessonHint
            | Request::Class
            | Request::Session(None)
            | Request::SignOut
            | Request::Assignments
            | Request::Progress => Ok(()),
        }
    }
}

/// Splits a line into its command name, lower-cased (names ignore case, house letters do
/// not: `A` is South's house and `a` North's), and its arguments. Words are separated by
/// spaces; any control character (a tab included) is refused, so that nothing invisible
/// can hide in a name or reach another player's screen.
pub fn split(line: &str) -> Result<Option<(String, Vec<&str>)>, Refusal> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.chars().any(char::is_control) {
        return Err(Refusal::ControlCharacter);
    }
    let mut words = line.split(' ').filter(|word| !word.is_empty());
    let Some(name) = words.next() else {
        return Ok(None);
    };
    Ok(Some((name.to_ascii_lowercase(), words.collect())))
}

/// A child's name: 1 to 20 characters, each a letter of any alphabet, an ASCII digit, `-` or
/// `_`, so it is one word on the wire and shows as itself on the other screen.
pub fn check_name(name: &str) -> Result<(), Refusal> {
    let count = name.chars().count();
    let allowed = |c: char| c.is_alphabetic() || c.is_ascii_digit() || c == '-' || c == '_';
    if (1..=MAX_NAME_CHARS).contains(&count) && name.chars().all(allowed) {
        Ok(())
    } else {
        Err(Refusal::BadName)
    }
}
