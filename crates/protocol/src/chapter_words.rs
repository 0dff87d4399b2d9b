//! The words of the strategy chapters for a thin client (docs/web-protocol.md, "Chapters"):
//! a game's chapters with the stars the child has earned, a chapter opened, a screen of its
//! explanation with the moves it replays, a stage set up against Tux, the child's move
//! judged by the rules and the chapter's goal, and the stage back from its start or before
//! the child's last move. The server plays Tux's defence and judges the goal; the page only
//! shows what it is told. A child's machine reports a stage met at its own screen with
//! `chapter <key> <stage> <stars>`.
//!
//! The sentences come as `! coach` lines (why, task, verdict) and the moves to replay as
//! `! puzzle-steps` and `! puzzle-board` lines, just before the answer they go with, as for
//! puzzles and lessons. A reader takes a line only in the form the writer gives it.

use std::fmt;

use oware_rules::{GameKind, Layout, Ruleset, Side};

use crate::answers::side_named;
use crate::arguments::{parse_ruleset, SEEDS_OPTION};
use crate::field_words::{canonical, message_id, position_words, value, yes_no, yes_no_word};
use crate::thin_client::{digits, LayoutWord};
use crate::Refusal;

pub(crate) const CHAPTERS: &str = "chapters";
pub(crate) const CHAPTER_OPEN: &str = "chapter-open";
pub(crate) const CHAPTER_SCREEN: &str = "chapter-screen";
pub(crate) const CHAPTER_STAGE: &str = "chapter-stage";
pub(crate) const CHAPTER_VERDICT: &str = "chapter-verdict";
/// The answer to the desktop's report of a stage met.
pub(crate) const CHAPTER: &str = "chapter";
const OPEN: &str = "open";
const LOCKED: &str = "locked";
const START: &str = "start";
const LAST: &str = "last";
/// The most stars a stage gives.
pub const MOST_STARS: u8 = 3;

/// A chapter's key or a message id as the wire carries it: 1 to 60 lower-case ASCII letters,
/// digits and `-`, starting with a letter.
pub fn chapter_word(word: &str) -> Option<&str> {
    message_id(word)
}

/// The game whose board `layout=<l>` describes, with `seeds=<s>` per house: each game of the
/// family has a board of its own, so the two words name the game.
fn ruleset_of(seeds: &str, layout: &str) -> Option<Ruleset> {
    let seeds = value(seeds, "seeds")?;
    let layout = value(layout, "layout")?;
    let game = GameKind::ALL
        .into_iter()
        .find(|game| LayoutWord(game.layout()).to_string() == layout)?;
    parse_ruleset(game.id(), Some(seeds)).ok()
}

/// `seeds=<s> layout=<l>`
struct BoardWords(Ruleset);

impl fmt::Display for BoardWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout: Layout = self.0.layout();
        write!(
            f,
            "{SEEDS_OPTION}{} layout={}",
            self.0.seeds_per_house(),
            LayoutWord(layout)
        )
    }
}

/// Stars of each stage, one digit 0 to 3 each, in order.
fn read_stars(word: &str) -> Option<Vec<u8>> {
    if word.is_empty() {
        return None;
    }
    word.chars()
        .map(|c| {
            c.to_digit(10)
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| *n <= MOST_STARS)
        })
        .collect()
}

/// One chapter of the list: its key, its title's message id, whether the child may open it,
/// and the stars of each stage (0 for a stage not met).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterItem {
    /// The chapter's key, as `chapter-open` takes it.
    pub key: String,
    /// The title's message id (`locales/<lang>/chapters.ftl`).
    pub title: String,
    /// Open (the one before is done, it is the first, or the teacher opened every chapter).
    pub open: bool,
    /// Stars per stage, 0 to 3 each, at least one stage.
    pub stars: Vec<u8>,
}

/// The answer to `chapters <game>`: `chapters <game> <key>:<title-id>:open|locked:<stars>…`,
/// the game's chapters in teaching order, `<stars>` one digit a stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterList {
    /// The game.
    pub game: GameKind,
    /// Its chapters, in order.
    pub items: Vec<ChapterItem>,
}

impl ChapterList {
    pub(crate) fn parse(words: &[&str]) -> Option<ChapterList> {
        let [CHAPTERS, game, items @ ..] = words else {
            return None;
        };
        let items = items
            .iter()
            .map(|item| {
                let [key, title, open, stars] = item.split(':').collect::<Vec<_>>()[..] else {
                    return None;
                };
                Some(ChapterItem {
                    key: chapter_word(key)?.to_string(),
                    title: chapter_word(title)?.to_string(),
                    open: match open {
                        OPEN => true,
                        LOCKED => false,
                        _ => return None,
                    },
                    stars: read_stars(stars)?,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let list = ChapterList {
            game: GameKind::from_id(game)?,
            items,
        };
        canonical(list, &words.join(" "))
    }
}

impl fmt::Display for ChapterList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{CHAPTERS} {}", self.game.id())?;
        for item in &self.items {
            let open = if item.open { OPEN } else { LOCKED };
            write!(f, " {}:{}:{open}:", item.key, item.title)?;
            item.stars.iter().try_for_each(|n| write!(f, "{n}"))?;
        }
        Ok(())
    }
}

/// The answer to `chapter-open <key>`: `chapter-open <key> <game> screens=<n> stages=<n>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterOpened {
    /// The chapter's key.
    pub key: String,
    /// Its game.
    pub game: GameKind,
    /// Screens of its explanation.
    pub screens: u32,
    /// Stages to play.
    pub stages: u32,
}

impl ChapterOpened {
    pub(crate) fn parse(words: &[&str]) -> Option<ChapterOpened> {
        let [CHAPTER_OPEN, key, game, screens, stages] = words else {
            return None;
        };
        let opened = ChapterOpened {
            key: chapter_word(key)?.to_string(),
            game: GameKind::from_id(game)?,
            screens: digits(value(screens, "screens")?)?,
            stages: digits(value(stages, "stages")?)?,
        };
        canonical(opened, &words.join(" "))
    }
}

impl fmt::Display for ChapterOpened {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{CHAPTER_OPEN} {} {} screens={} stages={}",
            self.key,
            self.game.id(),
            self.screens,
            self.stages
        )
    }
}

/// The answer to `chapter-screen <n>`: `chapter-screen <n> of=<count> seeds=<s> layout=<l>
/// moves=<k> <position…>`, the board before the screen's moves. Its sentences (`! coach why`)
/// and the `k` moves' replay (`! puzzle-steps i`, `! puzzle-board i`) came just before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterScreenShown {
    /// The screen's number, from 1.
    pub number: u32,
    /// The chapter's screens.
    pub count: u32,
    /// The game and the seeds its board counts with.
    pub ruleset: Ruleset,
    /// The moves replayed.
    pub moves: u32,
    /// The board before them, in `position`'s words.
    pub position: String,
}

impl ChapterScreenShown {
    pub(crate) fn parse(words: &[&str]) -> Option<ChapterScreenShown> {
        let [CHAPTER_SCREEN, number, count, seeds, layout, moves, position @ ..] = words else {
            return None;
        };
        let shown = ChapterScreenShown {
            number: digits(number)?,
            count: digits(value(count, "of")?)?,
            ruleset: ruleset_of(seeds, layout)?,
            moves: digits(value(moves, "moves")?)?,
            position: position_words(position)?,
        };
        canonical(shown, &words.join(" "))
    }
}

impl fmt::Display for ChapterScreenShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{CHAPTER_SCREEN} {} of={} {} moves={} {}",
            self.number,
            self.count,
            BoardWords(self.ruleset),
            self.moves,
            self.position
        )
    }
}

/// The answer to `chapter-stage <n>` and to `chapter-retry`: `chapter-stage <n> of=<count>
/// seeds=<s> layout=<l> solver=south|north par=<p> left=<m> <position…>`. The goal's words
/// (`! coach task`) came just before. The solver is the child's side and moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterStageShown {
    /// The stage's number, from 1.
    pub number: u32,
    /// The chapter's stages.
    pub count: u32,
    /// The game and the seeds its board counts with.
    pub ruleset: Ruleset,
    /// The side the child plays.
    pub solver: Side,
    /// The fewest of the child's moves that meet the goal (three stars).
    pub par: u32,
    /// What is still to go, as the goal counts it.
    pub left: u32,
    /// The board, in `position`'s words.
    pub position: String,
}

impl ChapterStageShown {
    pub(crate) fn parse(words: &[&str]) -> Option<ChapterStageShown> {
        let [CHAPTER_STAGE, number, count, seeds, layout, solver, par, left, position @ ..] = words
        else {
            return None;
        };
        let shown = ChapterStageShown {
            number: digits(number)?,
            count: digits(value(count, "of")?)?,
            ruleset: ruleset_of(seeds, layout)?,
            solver: side_named(value(solver, "solver")?)?,
            par: digits(value(par, "par")?)?,
            left: digits(value(left, "left")?)?,
            position: position_words(position)?,
        };
        canonical(shown, &words.join(" "))
    }
}

impl fmt::Display for ChapterStageShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{CHAPTER_STAGE} {} of={} {} solver={} par={} left={} {}",
            self.number,
            self.count,
            BoardWords(self.ruleset),
            self.solver,
            self.par,
            self.left,
            self.position
        )
    }
}

/// How a stage stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageState {
    /// `going`: the goal is still open; the child is to move.
    Going,
    /// `met`: the goal is met; the stars are counted for the child.
    Met,
    /// `missed`: the goal can no longer be met; `chapter-retry` tries again.
    Missed,
}

impl StageState {
    const ALL: [StageState; 3] = [StageState::Going, StageState::Met, StageState::Missed];

    fn word(self) -> &'static str {
        match self {
            StageState::Going => "going",
            StageState::Met => "met",
            StageState::Missed => "missed",
        }
    }
}

/// The answer to `chapter-move`: `chapter-verdict going|met|missed left=<m> stars=<0-3>
/// moves=<n> next=yes|no`. `stars` is above 0 only when met; `moves` counts the child's
/// moves played; `next=yes` when the chapter has a stage after this one. The replay of the
/// child's move and of Tux's answers, and the words (`! coach verdict`), came just before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChapterVerdict {
    /// How the stage stands.
    pub state: StageState,
    /// What is still to go, as the goal counts it.
    pub left: u32,
    /// Stars earned: 1 to 3 when met, else 0.
    pub stars: u8,
    /// The child's moves so far.
    pub moves: u32,
    /// The chapter has a stage after this one.
    pub next: bool,
}

impl ChapterVerdict {
    pub(crate) fn parse(words: &[&str]) -> Option<ChapterVerdict> {
        let [CHAPTER_VERDICT, state, left, stars, moves, next] = words else {
            return None;
        };
        let state = StageState::ALL
            .into_iter()
            .find(|candidate| candidate.word() == *state)?;
        let stars: u8 = digits(value(stars, "stars")?)?;
        let fits = if state == StageState::Met {
            (1..=MOST_STARS).contains(&stars)
        } else {
            stars == 0
        };
        if !fits {
            return None;
        }
        let verdict = ChapterVerdict {
            state,
            left: digits(value(left, "left")?)?,
            stars,
            moves: digits(value(moves, "moves")?)?,
            next: yes_no(value(next, "next")?)?,
        };
        canonical(verdict, &words.join(" "))
    }
}

impl fmt::Display for ChapterVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{CHAPTER_VERDICT} {} left={} stars={} moves={} next={}",
            self.state.word(),
            self.left,
            self.stars,
            self.moves,
            yes_no_word(self.next)
        )
    }
}

/// Where `chapter-retry` takes the stage back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetryFrom {
    /// `start`: the stage's own board.
    Start,
    /// `last`: the board before the child's last move.
    Last,
}

impl RetryFrom {
    pub(crate) fn from_word(word: &str) -> Option<RetryFrom> {
        match word {
            START => Some(RetryFrom::Start),
            LAST => Some(RetryFrom::Last),
            _ => None,
        }
    }
}

impl fmt::Display for RetryFrom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RetryFrom::Start => START,
            RetryFrom::Last => LAST,
        })
    }
}

/// A stage met at the child's own machine: `chapter <key> <stage> <stars>`, the stage from
/// 1 and its stars 1 to 3. Whether the chapter and the stage exist is the server's to ask of
/// the chapters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterDone {
    /// The chapter's key, as sent.
    pub key: String,
    /// The stage's number, from 1, as sent.
    pub stage: u32,
    /// The stars earned, 1 to 3.
    pub stars: u8,
}

impl ChapterDone {
    /// `<key> <stage> <stars>`; `None` when the words have another shape (the caller's
    /// usage).
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<ChapterDone, Refusal>> {
        let [key, stage, stars] = args else {
            return None;
        };
        let stage = digits(stage)?;
        let stars = digits::<u8>(stars).filter(|n| (1..=MOST_STARS).contains(n))?;
        Some(match chapter_word(key) {
            Some(key) => Ok(ChapterDone {
                key: key.to_string(),
                stage,
                stars,
            }),
            None => Err(Refusal::NoSuchChapter(oware_rules::shown(key))),
        })
    }
}

impl fmt::Display for ChapterDone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.key, self.stage, self.stars)
    }
}
