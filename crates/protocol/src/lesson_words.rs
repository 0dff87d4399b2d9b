//! The words of the guided lessons and the look back for a thin client
//! (docs/develop/web-protocol.md, "Lessons and the look back"): the list of a game's lessons
//! with what the child has done, a lesson opened, a house tried and judged, the board back for
//! another try, the hint after a second miss, and one of the child's moves of a finished game
//! against Tux with Tux's word on it. The server judges every house with the rules and the
//! lessons; the page only shows what it is told.
//!
//! The sentences come as `! coach` lines (task, verdict, hint, why) and the moves to replay
//! as `! puzzle-steps` and `! puzzle-board` lines, just before the answer they go with, as
//! for puzzles. The desktop's report of a lesson done at its own machine stays `lesson`.
//! A reader takes a line only in the form the writer gives it.

use std::fmt;

use oware_rules::{GameKind, Ruleset, Side};

use crate::answers::side_named;
use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};
use crate::field_words::{canonical, message_id, position_words, value, yes_no, yes_no_word};
use crate::thin_client::{digits, letter, LayoutWord};
use crate::Refusal;

/// The name a thin client says `hello` with when the child gave none: what such a
/// connection does counts for nobody on the teacher's page.
pub const GUEST_NAME: &str = "guest";

pub(crate) const LESSONS: &str = "lessons";
pub(crate) const LESSON_OPEN: &str = "lesson-open";
pub(crate) const LESSON_VERDICT: &str = "lesson-verdict";
pub(crate) const LESSON_RETRY: &str = "lesson-retry";
pub(crate) const LESSON_HINT: &str = "lesson-hint";
pub(crate) const LOOK_BACK: &str = "look-back";
const DONE: &str = "done";
const TODO: &str = "todo";
const NONE: &str = "none";

/// `<game> <number>`: a game id and a lesson's number in it, from 1 (`lesson-open`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonChoice {
    /// The game.
    pub game: GameKind,
    /// As sent: whether the game has it is the lessons' to say.
    pub number: u32,
}

impl LessonChoice {
    /// `<game> <number>`; `None` when the words have another shape (the caller's usage).
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<LessonChoice, Refusal>> {
        let [id, number] = args else {
            return None;
        };
        let number = digits(number)?;
        Some(
            GameKind::from_id(&id.to_ascii_lowercase())
                .map(|game| LessonChoice { game, number })
                .ok_or_else(|| Refusal::UnknownGame(id.to_string())),
        )
    }
}

impl fmt::Display for LessonChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game.id(), self.number)
    }
}

/// One lesson of the list: its title's message id, and whether the child has done it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonItem {
    /// The title's message id (`locales/<lang>/lessons.ftl`).
    pub title: String,
    /// The child did it (here or at a desktop reporting to this server).
    pub done: bool,
}

/// The answer to `lessons <game>`: `lessons <game> <title-id>:done|todo …`, the game's
/// lessons in teaching order (lesson 1 first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonList {
    /// The game.
    pub game: GameKind,
    /// Its lessons, in order.
    pub items: Vec<LessonItem>,
}

impl LessonList {
    pub(crate) fn parse(words: &[&str]) -> Option<LessonList> {
        let [LESSONS, game, items @ ..] = words else {
            return None;
        };
        let items = items
            .iter()
            .map(|item| {
                let (title, done) = item.split_once(':')?;
                let done = match done {
                    DONE => true,
                    TODO => false,
                    _ => return None,
                };
                Some(LessonItem {
                    title: message_id(title)?.to_string(),
                    done,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let list = LessonList {
            game: GameKind::from_id(game)?,
            items,
        };
        canonical(list, &words.join(" "))
    }
}

impl fmt::Display for LessonList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{LESSONS} {}", self.game.id())?;
        for item in &self.items {
            let done = if item.done { DONE } else { TODO };
            write!(f, " {}:{done}", item.title)?;
        }
        Ok(())
    }
}

/// The answer to `lesson-open`: `lesson-open <number> of=<count> <game> seeds=<n>
/// layout=<l> glow=yes|no <position…>`. `glow=no` when the lesson is about which houses
/// the rules allow, so that lighting the playable houses would give the answer away. The
/// task came just before as a `! coach task` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonShown {
    /// The lesson's number, from 1.
    pub number: u32,
    /// The game's lessons.
    pub count: u32,
    /// The game and its seeds.
    pub ruleset: Ruleset,
    /// Whether the playable houses may be lit.
    pub glow: bool,
    /// The board in `position`'s words; the child moves first, as South.
    pub position: String,
}

impl LessonShown {
    pub(crate) fn parse(words: &[&str]) -> Option<LessonShown> {
        let [LESSON_OPEN, number, count, game, seeds, _layout, glow, position @ ..] = words else {
            return None;
        };
        let (game, seeds) = ruleset_words(&[game, seeds])?;
        let shown = LessonShown {
            number: digits(number)?,
            count: digits(value(count, "of")?)?,
            ruleset: parse_ruleset(game, seeds).ok()?,
            glow: yes_no(value(glow, "glow")?)?,
            position: position_words(position)?,
        };
        canonical(shown, &words.join(" "))
    }
}

impl fmt::Display for LessonShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{LESSON_OPEN} {} of={} {} layout={} glow={} {}",
            self.number,
            self.count,
            RulesetWords(self.ruleset),
            LayoutWord(self.ruleset.layout()),
            yes_no_word(self.glow),
            self.position
        )
    }
}

/// How the rules judged a house tried in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonJudgement {
    /// `right`: the move did what the lesson asks; it is counted for the child.
    Right,
    /// `wrong`: the move was played and missed; `lesson-retry` brings the board back.
    Wrong,
    /// `refused`: the rules refused the house; the board is as it was, try another.
    Refused,
}

impl LessonJudgement {
    const ALL: [LessonJudgement; 3] = [
        LessonJudgement::Right,
        LessonJudgement::Wrong,
        LessonJudgement::Refused,
    ];

    fn word(self) -> &'static str {
        match self {
            LessonJudgement::Right => "right",
            LessonJudgement::Wrong => "wrong",
            LessonJudgement::Refused => "refused",
        }
    }
}

/// The answer to `lesson-move`: `lesson-verdict right|wrong|refused misses=<n> hint=yes|no
/// next=yes|no`. `misses` counts the tries that missed in this lesson so far; `hint=yes`
/// once `lesson-hint` will answer (after the second miss, while the lesson's board is
/// shown); `next=yes` when the game has a lesson after this one. A played move's replay
/// (`! puzzle-steps 1`, `! puzzle-board 1`) and the sentences (`! coach verdict`) came just
/// before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonVerdict {
    /// How the rules judged it.
    pub judgement: LessonJudgement,
    /// Tries that missed so far.
    pub misses: u32,
    /// `lesson-hint` answers now.
    pub hint: bool,
    /// The game has a next lesson.
    pub next: bool,
}

impl LessonVerdict {
    pub(crate) fn parse(words: &[&str]) -> Option<LessonVerdict> {
        let [LESSON_VERDICT, judgement, misses, hint, next] = words else {
            return None;
        };
        let verdict = LessonVerdict {
            judgement: LessonJudgement::ALL
                .into_iter()
                .find(|candidate| candidate.word() == *judgement)?,
            misses: digits(value(misses, "misses")?)?,
            hint: yes_no(value(hint, "hint")?)?,
            next: yes_no(value(next, "next")?)?,
        };
        canonical(verdict, &words.join(" "))
    }
}

impl fmt::Display for LessonVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{LESSON_VERDICT} {} misses={} hint={} next={}",
            self.judgement.word(),
            self.misses,
            yes_no_word(self.hint),
            yes_no_word(self.next)
        )
    }
}

/// The answer to `lesson-retry`: `lesson-retry misses=<n> hint=yes|no <position…>`, the
/// lesson's board back after a move that missed. The task came just before (`! coach task`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRetry {
    /// Tries that missed so far.
    pub misses: u32,
    /// `lesson-hint` answers now.
    pub hint: bool,
    /// The board in `position`'s words.
    pub position: String,
}

impl LessonRetry {
    pub(crate) fn parse(words: &[&str]) -> Option<LessonRetry> {
        let [LESSON_RETRY, misses, hint, position @ ..] = words else {
            return None;
        };
        let retry = LessonRetry {
            misses: digits(value(misses, "misses")?)?,
            hint: yes_no(value(hint, "hint")?)?,
            position: position_words(position)?,
        };
        canonical(retry, &words.join(" "))
    }
}

impl fmt::Display for LessonRetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{LESSON_RETRY} misses={} hint={} {}",
            self.misses,
            yes_no_word(self.hint),
            self.position
        )
    }
}

/// The answer to `lesson-hint`: `lesson-hint house=<letter> store=south|north|-`, a house
/// that does what the lesson asks, and the store the goal is reached in when it is there.
/// The words (`! coach hint`) came just before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonHint {
    /// The house to play.
    pub house: char,
    /// The store to point at too, for a goal reached in it.
    pub store: Option<Side>,
}

impl LessonHint {
    pub(crate) fn parse(words: &[&str]) -> Option<LessonHint> {
        let [LESSON_HINT, house, store] = words else {
            return None;
        };
        let hint = LessonHint {
            house: letter(value(house, "house")?)?,
            store: match value(store, "store")? {
                "-" => None,
                side => Some(side_named(side)?),
            },
        };
        canonical(hint, &words.join(" "))
    }
}

impl fmt::Display for LessonHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{LESSON_HINT} house={} store=", self.house)?;
        match self.store {
            Some(side) => write!(f, "{side}"),
            None => f.write_str("-"),
        }
    }
}

/// One of the child's moves of a finished game, as the look back shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookedMove {
    /// Which of the child's moves, from 1.
    pub number: u32,
    /// The child's moves in the game.
    pub count: u32,
    /// The house the child played.
    pub played: char,
    /// A clearly better house, when Tux found one.
    pub better: Option<char>,
    /// The board before the move, in `position`'s words.
    pub position: String,
}

/// The answer to `look-back <n>`: `look-back <n> of=<count> played=<letter>
/// better=<letter>|- <position…>`, the child's move `n` and the board it was played on; or
/// `look-back none` when the child made no move. Tux's word on it (`! coach why`) and its
/// replay (`! puzzle-steps 1`, `! puzzle-board 1`) came just before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookBackShown {
    /// The move asked for.
    Move(LookedMove),
    /// The game has none of the child's moves.
    Nothing,
}

impl LookBackShown {
    pub(crate) fn parse(words: &[&str]) -> Option<LookBackShown> {
        if words == [LOOK_BACK, NONE] {
            return Some(LookBackShown::Nothing);
        }
        let [LOOK_BACK, number, count, played, better, position @ ..] = words else {
            return None;
        };
        let looked = LookedMove {
            number: digits(number)?,
            count: digits(value(count, "of")?)?,
            played: letter(value(played, "played")?)?,
            better: match value(better, "better")? {
                "-" => None,
                house => Some(letter(house)?),
            },
            position: position_words(position)?,
        };
        canonical(LookBackShown::Move(looked), &words.join(" "))
    }
}

impl fmt::Display for LookBackShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let LookBackShown::Move(looked) = self else {
            return write!(f, "{LOOK_BACK} {NONE}");
        };
        write!(
            f,
            "{LOOK_BACK} {} of={} played={} better=",
            looked.number, looked.count, looked.played
        )?;
        match looked.better {
            Some(house) => write!(f, "{house}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {}", looked.position)
    }
}
