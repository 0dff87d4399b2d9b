//! The words of the sowing games' text protocols, typed both ways: what `oware-engine`
//! answers about a game, and the classroom rooms' protocol that `oware-server` speaks and
//! its clients read. README.md's "Classroom server" and "Engine protocol" document the wire.
//!
//! Every line of the room protocol is a value with `parse` and `Display`: a client's
//! [`Request`], and the server's [`ServerLine`], which is an [`Answer`] (`= …`), a
//! [`Refusal`] (`? …`) or a [`ServerEvent`] (`! …`). The server writes and its clients read
//! each line through the same type, so a word renamed on one side is renamed on both, and
//! reading what was written gives back the same value (`tests/round_trip.rs`). A new word is
//! one variant of one of these enums, written and read in its own `match` arm.
//!
//! - `answers`: the words about a game in progress (`position`, `legal`, `status`, a move by
//!   its letter), which the engine and the rooms both answer with;
//! - `arguments`: a game and its seeds (`game`, `create`), a number within a range;
//! - `error`: the engine's refusals, [`ProtocolError`];
//! - `words`: the sentences both protocols say alike, each written and read in one place;
//! - `lines`: lines of bounded length, for blocking and asynchronous readers;
//! - `codes`: room codes and seat tokens;
//! - `request`: the rooms' requests;
//! - `answer`, `refusal`, `event`, `server_line`: what a room's server says;
//! - `thin_client`: the words of a client that holds no rule (the browser's page): Tux's
//!   rooms, a game's numbers, a move's steps and the previews of the legal houses;
//! - `say`: a sentence for a watching client, as the id and arguments `oware-phrases` chose;
//! - `tournament`: a child's next game in the class tournament;
//! - `report`: a lesson and a game a child finished at its own machine, for the teacher;
//! - `puzzle`: puzzles and counting drills for a thin client: asked, shown, judged, replayed;
//! - `lesson_words`: the guided lessons and the look back for a thin client;
//! - `chapter_words`: the strategy chapters for a thin client, and a stage met reported by a
//!   child's machine;
//! - `signin`: the class's roster for a child's program: groups, names, picture codes, the
//!   session, the teacher's assignments and the child's progress.
//!
//! Nothing here touches the network, a thread or a random source: the crate stands on
//! `oware-rules` and `oware-phrases` alone.

mod answer;
mod answers;
mod arguments;
mod chapter_words;
mod codes;
mod error;
mod event;
mod field_words;
mod lesson_words;
mod lines;
mod puzzle;
mod refusal;
mod report;
mod request;
mod say;
mod server_line;
mod shown;
mod signin;
mod thin_client;
mod tournament;
mod words;

pub use answer::Answer;
pub use answers::{
    house_of_letter, legal_answer, legal_letters, play_letter, position_answer, status_answer,
};
pub use arguments::{number, parse_ruleset, ruleset_words, GameChoiceError, RulesetWords};
pub use chapter_words::{
    chapter_word, ChapterDone, ChapterItem, ChapterList, ChapterOpened, ChapterScreenShown,
    ChapterStageShown, ChapterVerdict, RetryFrom, StageState, MOST_STARS,
};
pub use codes::{RoomCode, Token, CODE_ALPHABET, CODE_LEN};
pub use error::ProtocolError;
pub use event::ServerEvent;
pub use lesson_words::{
    LessonChoice, LessonHint, LessonItem, LessonJudgement, LessonList, LessonRetry, LessonShown,
    LessonVerdict, LookBackShown, LookedMove, GUEST_NAME,
};
pub use lines::{gather_line, read_raw_line, RawLine};
pub use puzzle::{
    puzzle_id, theme_word, Clue, Coach, CoachPart, DrillAsk, DrillKind, DrillReply, DrillShown,
    DrillVerdict, PuzzleAsk, PuzzleBoard, PuzzleChoice, PuzzleFrom, PuzzleRetry, PuzzleShown,
    PuzzleSteps, PuzzleVerdict, Rated, Standing, WhyWords,
};
pub use refusal::Refusal;
pub use report::{FinishedGame, LessonDone};
pub use request::{check_name, split, Request, Verb, DEFAULT_PORT, MAX_LINE_BYTES, MAX_NAME_CHARS};
pub use say::{decode, encode, Said, SaidArg, Topic};
pub use server_line::{LineError, ServerLine};
pub use shown::{Part, Shown};
pub use signin::{
    check_roster_name, AssignmentShown, ClassShown, Named, PictureCode, ProgressShown, SessionEnd,
    SignedIn, Task, MAX_ROSTER_NAME_CHARS, PICTURES_IN_A_CODE, PICTURE_COUNT,
};
pub use thin_client::{
    GameFacts, LayoutWord, Opponent, PitWord, PreviewWords, Seats, StepWord, Watching, MAX_STEPS,
};
pub use tournament::TournamentNews;
