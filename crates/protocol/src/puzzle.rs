//! The words of puzzles and counting drills for a thin client (docs/develop/web-protocol.md,
//! "Puzzles and drills"): what a child asks for, and what the server, which judges every
//! move and answer with the rules and the puzzle, says back. The page holds no rule: the
//! verdict, the moves to replay, the explanation's numbers, the hints and the right answer
//! of a drill all come from here.
//!
//! A theme is the puzzles crate's id of it (`captures`, `big-house`…), carried as a word
//! (lower-case letters and `-`), so that this crate stands on the rules alone.
//! A reader takes a line only in the form the writer gives it.

use std::fmt;

use oware_rules::{GameKind, Ruleset};

use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};
use crate::field_words::{canonical, position_words, value};
use crate::say::{read_phrase, write_phrase, SaidArg};
use crate::thin_client::{digits, letter, LayoutWord, PitWord, PreviewWords, StepWord};
use crate::{Refusal, MAX_LINE_BYTES};

const STREAK: &str = "streak";
const OWN: &str = "own";
const THEME: &str = "theme=";

/// A theme's id as the wire carries it: 1 to 24 lower-case ASCII letters and `-`.
pub fn theme_word(word: &str) -> Option<&str> {
    let fits = (1..=24).contains(&word.len())
        && word.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
        && !word.starts_with('-')
        && !word.ends_with('-');
    fits.then_some(word)
}

/// Which puzzle a child asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleChoice {
    /// Any puzzle near the child's rating.
    Any,
    /// A puzzle of this theme (its id), near the child's rating.
    Theme(String),
    /// The next puzzle of a streak: rising difficulty until the first miss.
    Streak,
    /// One of the child's own puzzles that is due, from their finished games.
    Own,
}

/// `puzzle <game> [seeds=<n>] [theme=<id>|streak|own]`: a puzzle of this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAsk {
    /// The game (puzzles are of a game's usual seeds; the server says if it has none).
    pub ruleset: Ruleset,
    /// Which puzzle.
    pub choice: PuzzleChoice,
}

impl PuzzleAsk {
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<PuzzleAsk, Refusal>> {
        let (choice, game) = match args.last().map(|word| read_choice(word)) {
            Some(Some(choice)) => (choice, &args[..args.len() - 1]),
            _ => (PuzzleChoice::Any, args),
        };
        let (id, seeds) = ruleset_words(game)?;
        Some(
            parse_ruleset(id, seeds)
                .map(|ruleset| PuzzleAsk { ruleset, choice })
                .map_err(Refusal::from),
        )
    }
}

fn read_choice(word: &str) -> Option<PuzzleChoice> {
    match word {
        STREAK => Some(PuzzleChoice::Streak),
        OWN => Some(PuzzleChoice::Own),
        _ => word
            .strip_prefix(THEME)
            .and_then(theme_word)
            .map(|theme| PuzzleChoice::Theme(theme.to_string())),
    }
}

impl fmt::Display for PuzzleAsk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", RulesetWords(self.ruleset))?;
        match &self.choice {
            PuzzleChoice::Any => Ok(()),
            PuzzleChoice::Theme(theme) => write!(f, " {THEME}{theme}"),
            PuzzleChoice::Streak => write!(f, " {STREAK}"),
            PuzzleChoice::Own => write!(f, " {OWN}"),
        }
    }
}

/// A kind of counting drill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrillKind {
    /// `last-seed`: where does the last seed of this house land?
    LastSeed,
    /// `captures`: how many seeds does this move capture?
    Captures,
    /// `at-risk`: which of your houses could the other player capture next?
    AtRisk,
}

impl DrillKind {
    /// Every kind, in the order a child meets them.
    pub const ALL: [DrillKind; 3] = [DrillKind::LastSeed, DrillKind::Captures, DrillKind::AtRisk];

    /// The kind's word on the wire.
    pub fn word(self) -> &'static str {
        match self {
            DrillKind::LastSeed => "last-seed",
            DrillKind::Captures => "captures",
            DrillKind::AtRisk => "at-risk",
        }
    }

    /// The kind this word names.
    pub fn from_word(word: &str) -> Option<DrillKind> {
        DrillKind::ALL.into_iter().find(|kind| kind.word() == word)
    }
}

/// `drill <game> [seeds=<n>] [last-seed|captures|at-risk]`: a counting drill of this game;
/// without a kind, the server picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrillAsk {
    /// The game.
    pub ruleset: Ruleset,
    /// The kind asked for, if any.
    pub kind: Option<DrillKind>,
}

impl DrillAsk {
    pub(crate) fn from_words(args: &[&str]) -> Option<Result<DrillAsk, Refusal>> {
        let (kind, game) = match args.last().and_then(|word| DrillKind::from_word(word)) {
            Some(kind) => (Some(kind), &args[..args.len() - 1]),
            None => (None, args),
        };
        let (id, seeds) = ruleset_words(game)?;
        Some(
            parse_ruleset(id, seeds)
                .map(|ruleset| DrillAsk { ruleset, kind })
                .map_err(Refusal::from),
        )
    }
}

impl fmt::Display for DrillAsk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", RulesetWords(self.ruleset))?;
        match self.kind {
            Some(kind) => write!(f, " {}", kind.word()),
            None => Ok(()),
        }
    }
}

/// A child's answer to a drill, or the right one in a verdict: `pit <letter>|store:<side>`,
/// `count <n>`, `houses <letter>,…` (`houses none` for none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillReply {
    /// A house or a store.
    Pit(PitWord),
    /// A number of seeds.
    Count(u32),
    /// Houses, by letter; none is an answer too.
    Houses(Vec<char>),
}

const NONE: &str = "none";

impl DrillReply {
    /// Reads the two words written by `Display`.
    pub fn from_words(words: &[&str]) -> Option<DrillReply> {
        match words {
            ["pit", pit] => PitWord::parse(pit).map(DrillReply::Pit),
            ["count", n] => digits(n).map(DrillReply::Count),
            ["houses", NONE] => Some(DrillReply::Houses(Vec::new())),
            ["houses", list] => list
                .split(',')
                .map(letter)
                .collect::<Option<Vec<char>>>()
                .map(DrillReply::Houses),
            _ => None,
        }
    }
}

impl fmt::Display for DrillReply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrillReply::Pit(pit) => write!(f, "pit {pit}"),
            DrillReply::Count(n) => write!(f, "count {n}"),
            DrillReply::Houses(houses) if houses.is_empty() => write!(f, "houses {NONE}"),
            DrillReply::Houses(houses) => {
                let letters: Vec<String> = houses.iter().map(char::to_string).collect();
                write!(f, "houses {}", letters.join(","))
            }
        }
    }
}

/// Where a puzzle comes from: the shipped set, or the child's own games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleFrom {
    /// `from=set`
    Set,
    /// `from=own`
    Own,
}

/// The answer to `puzzle`: `puzzle <id> <game> seeds=<n> layout=<l> rating=<n>
/// themes=<id>,…|- streak=<n> from=set|own <position…>`. `streak` is the puzzles solved in a
/// row before this one in a streak (0 outside one); the position is in `position`'s words,
/// the side to move (the solver) among them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleShown {
    /// The puzzle's id (`oware-000123`): letters, digits, `-`, `_` and `.`.
    pub id: String,
    /// The game.
    pub ruleset: Ruleset,
    /// The puzzle's rating, rounded.
    pub rating: u32,
    /// Its themes' ids.
    pub themes: Vec<String>,
    /// Puzzles solved so far in this streak.
    pub streak: u32,
    /// Where it comes from.
    pub from: PuzzleFrom,
    /// The board in `position`'s words.
    pub position: String,
}

pub(crate) const PUZZLE: &str = "puzzle";

/// A puzzle's id: 1 to 40 ASCII letters, digits, `-`, `_`, `.`.
pub fn puzzle_id(word: &str) -> Option<&str> {
    let fits = (1..=40).contains(&word.len())
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
    fits.then_some(word)
}

fn themes_word(themes: &[String]) -> String {
    if themes.is_empty() {
        "-".into()
    } else {
        themes.join(",")
    }
}

fn read_themes(word: &str) -> Option<Vec<String>> {
    if word == "-" {
        return Some(Vec::new());
    }
    word.split(',')
        .map(|theme| theme_word(theme).map(str::to_string))
        .collect()
}

impl PuzzleShown {
    pub(crate) fn parse(words: &[&str]) -> Option<PuzzleShown> {
        let [PUZZLE, id, game, seeds, _layout, rating, themes, streak, from, position @ ..] = words
        else {
            return None;
        };
        let (game, seeds) = ruleset_words(&[game, seeds])?;
        let shown = PuzzleShown {
            id: puzzle_id(id)?.to_string(),
            ruleset: parse_ruleset(game, seeds).ok()?,
            rating: digits(value(rating, "rating")?)?,
            themes: read_themes(value(themes, "themes")?)?,
            streak: digits(value(streak, "streak")?)?,
            from: match value(from, "from")? {
                "set" => PuzzleFrom::Set,
                OWN => PuzzleFrom::Own,
                _ => return None,
            },
            position: position_words(position)?,
        };
        canonical(shown, &words.join(" "))
    }
}

impl fmt::Display for PuzzleShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let from = match self.from {
            PuzzleFrom::Set => "set",
            PuzzleFrom::Own => OWN,
        };
        write!(
            f,
            "{PUZZLE} {} {} layout={} rating={} themes={} streak={} from={from} {}",
            self.id,
            RulesetWords(self.ruleset),
            LayoutWord(self.ruleset.layout()),
            self.rating,
            themes_word(&self.themes),
            self.streak,
            self.position
        )
    }
}

/// The numbers of a verdict's explanation, as the puzzles crate worked them out: the house
/// played and what it captured, the best house and what it captures, another house a child
/// might think of (what it captures, and what Tux then takes), and the seeds the line wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WhyWords {
    /// The house played.
    pub house: char,
    /// The seeds it captured.
    pub captures: u32,
    /// The best house.
    pub best: char,
    /// The seeds the best house captures.
    pub best_captures: u32,
    /// Another house, what it captures, and what Tux then takes.
    pub alternative: Option<(char, u32, u32)>,
    /// The seeds the puzzle's line wins for the solver.
    pub gain: i32,
}

/// A child's rating after a puzzle was solved or missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The rating now, rounded.
    pub rating: u32,
    /// How much it moved.
    pub change: i32,
    /// Puzzles solved in a row in this streak (0 outside one, or after a miss).
    pub streak: u32,
}

/// The answer to `puzzle-move`: `verdict right|wrong done|more tries=<n> house=<l>
/// captures=<n> best=<l> best-captures=<n> alt=<l>:<n>:<n>|alt=- gain=<n>
/// [rating=<n> change=<n> streak=<n>]`. The moves to replay came just before it
/// (`puzzle-steps`, `puzzle-board`), and the sentences (`coach`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleVerdict {
    /// The move was right.
    pub right: bool,
    /// The puzzle is over (solved); otherwise it goes on, or after a wrong move waits for
    /// `puzzle-retry`.
    pub done: bool,
    /// Which try this was, from 1.
    pub tries: u32,
    /// The explanation's numbers.
    pub why: WhyWords,
    /// The child's rating, once the puzzle counted for it.
    pub rated: Option<Rated>,
}

pub(crate) const VERDICT: &str = "verdict";

/// A signed number as Rust writes it.
fn signed(text: &str) -> Option<i32> {
    text.parse::<i32>().ok().filter(|n| n.to_string() == text)
}

impl PuzzleVerdict {
    pub(crate) fn parse(words: &[&str]) -> Option<PuzzleVerdict> {
        let [VERDICT, right, done, tries, house, captures, best, best_captures, alt, gain, rest @ ..] =
            words
        else {
            return None;
        };
        let alternative = match value(alt, "alt")? {
            "-" => None,
            triple => {
                let parts: Vec<&str> = triple.split(':').collect();
                let [house, captures, taken] = parts.as_slice() else {
                    return None;
                };
                Some((letter(house)?, digits(captures)?, digits(taken)?))
            }
        };
        let rated = match rest {
            [] => None,
            [rating, change, streak] => Some(Rated {
                rating: digits(value(rating, "rating")?)?,
                change: signed(value(change, "change")?)?,
                streak: digits(value(streak, "streak")?)?,
            }),
            _ => return None,
        };
        let verdict = PuzzleVerdict {
            right: match *right {
                "right" => true,
                "wrong" => false,
                _ => return None,
            },
            done: match *done {
                "done" => true,
                "more" => false,
                _ => return None,
            },
            tries: digits(value(tries, "tries")?)?,
            why: WhyWords {
                house: letter(value(house, "house")?)?,
                captures: digits(value(captures, "captures")?)?,
                best: letter(value(best, "best")?)?,
                best_captures: digits(value(best_captures, "best-captures")?)?,
                alternative,
                gain: signed(value(gain, "gain")?)?,
            },
            rated,
        };
        canonical(verdict, &words.join(" "))
    }
}

impl fmt::Display for PuzzleVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = &self.why;
        write!(
            f,
            "{VERDICT} {} {} tries={} house={} captures={} best={} best-captures={} ",
            if self.right { "right" } else { "wrong" },
            if self.done { "done" } else { "more" },
            self.tries,
            why.house,
            why.captures,
            why.best,
            why.best_captures
        )?;
        match why.alternative {
            Some((house, captures, taken)) => write!(f, "alt={house}:{captures}:{taken}")?,
            None => f.write_str("alt=-")?,
        }
        write!(f, " gain={}", why.gain)?;
        if let Some(rated) = self.rated {
            write!(
                f,
                " rating={} change={} streak={}",
                rated.rating, rated.change, rated.streak
            )?;
        }
        Ok(())
    }
}

/// The answer to `puzzle-retry`: `retry tries=<n> <position…>`, the board back before the
/// wrong move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRetry {
    /// The try about to begin, from 2.
    pub tries: u32,
    /// The board in `position`'s words.
    pub position: String,
}

pub(crate) const RETRY: &str = "retry";

impl PuzzleRetry {
    pub(crate) fn parse(words: &[&str]) -> Option<PuzzleRetry> {
        let [RETRY, tries, position @ ..] = words else {
            return None;
        };
        let retry = PuzzleRetry {
            tries: digits(value(tries, "tries")?)?,
            position: position_words(position)?,
        };
        canonical(retry, &words.join(" "))
    }
}

impl fmt::Display for PuzzleRetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{RETRY} tries={} {}", self.tries, self.position)
    }
}

/// The answer to `puzzle-hint`, a step of the ladder: `clue theme <id>`, then `clue house
/// <letter>`, then `clue preview <preview words>` (what that house would do).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clue {
    /// The puzzle's theme.
    Theme(String),
    /// The house to play.
    House(char),
    /// What the house to play would do.
    Preview(PreviewWords),
}

pub(crate) const CLUE: &str = "clue";

impl Clue {
    pub(crate) fn parse(words: &[&str]) -> Option<Clue> {
        match words {
            [CLUE, "theme", theme] => theme_word(theme).map(|t| Clue::Theme(t.to_string())),
            [CLUE, "house", house] => letter(house).map(Clue::House),
            [CLUE, "preview", preview @ ..] => PreviewWords::parse(preview).map(Clue::Preview),
            _ => None,
        }
    }
}

impl fmt::Display for Clue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Clue::Theme(theme) => write!(f, "{CLUE} theme {theme}"),
            Clue::House(house) => write!(f, "{CLUE} house {house}"),
            Clue::Preview(preview) => write!(f, "{CLUE} preview {preview}"),
        }
    }
}

/// The answer to `puzzle-rating <game>`: `standing <game> rating=<n> deviation=<n>
/// tried=<n> solved=<n> streak=<n> best-streak=<n>`, the child's puzzles in that game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The game.
    pub game: GameKind,
    /// The rating, rounded.
    pub rating: u32,
    /// Its deviation, rounded: how sure it is.
    pub deviation: u32,
    /// Puzzles tried.
    pub tried: u32,
    /// Puzzles solved.
    pub solved: u32,
    /// The streak going on.
    pub streak: u32,
    /// The best streak.
    pub best_streak: u32,
}

pub(crate) const STANDING: &str = "standing";

impl Standing {
    pub(crate) fn parse(words: &[&str]) -> Option<Standing> {
        let [STANDING, game, rating, deviation, tried, solved, streak, best] = words else {
            return None;
        };
        let standing = Standing {
            game: GameKind::from_id(game)?,
            rating: digits(value(rating, "rating")?)?,
            deviation: digits(value(deviation, "deviation")?)?,
            tried: digits(value(tried, "tried")?)?,
            solved: digits(value(solved, "solved")?)?,
            streak: digits(value(streak, "streak")?)?,
            best_streak: digits(value(best, "best-streak")?)?,
        };
        canonical(standing, &words.join(" "))
    }
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{STANDING} {} rating={} deviation={} tried={} solved={} streak={} best-streak={}",
            self.game.id(),
            self.rating,
            self.deviation,
            self.tried,
            self.solved,
            self.streak,
            self.best_streak
        )
    }
}

/// The answer to `drill`: `drill <kind> <game> seeds=<n> layout=<l> size=<n> house=<l>|-
/// <position…>`: the board, and the house the question is about (none for `at-risk`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillShown {
    /// The kind of drill.
    pub kind: DrillKind,
    /// The game.
    pub ruleset: Ruleset,
    /// The drill's size on the ladder (the seeds a sowing carries).
    pub size: u32,
    /// The house asked about.
    pub house: Option<char>,
    /// The board in `position`'s words.
    pub position: String,
}

pub(crate) const DRILL: &str = "drill";

impl DrillShown {
    pub(crate) fn parse(words: &[&str]) -> Option<DrillShown> {
        let [DRILL, kind, game, seeds, _layout, size, house, position @ ..] = words else {
            return None;
        };
        let (game, seeds) = ruleset_words(&[game, seeds])?;
        let shown = DrillShown {
            kind: DrillKind::from_word(kind)?,
            ruleset: parse_ruleset(game, seeds).ok()?,
            size: digits(value(size, "size")?)?,
            house: match value(house, "house")? {
                "-" => None,
                house => Some(letter(house)?),
            },
            position: position_words(position)?,
        };
        canonical(shown, &words.join(" "))
    }
}

impl fmt::Display for DrillShown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{DRILL} {} {} layout={} size={} house=",
            self.kind.word(),
            RulesetWords(self.ruleset),
            LayoutWord(self.ruleset.layout()),
            self.size
        )?;
        match self.house {
            Some(house) => write!(f, "{house}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {}", self.position)
    }
}

/// The answer to `drill-answer`: `drilled right|wrong size=<n> grew|same <right answer>`.
/// The move it asks about was replayed just before (`puzzle-steps`, `puzzle-board`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillVerdict {
    /// The child's answer was right.
    pub right: bool,
    /// The next drill's size.
    pub size: u32,
    /// The size grew: a small reward.
    pub grew: bool,
    /// The right answer.
    pub answer: DrillReply,
}

pub(crate) const DRILLED: &str = "drilled";

impl DrillVerdict {
    pub(crate) fn parse(words: &[&str]) -> Option<DrillVerdict> {
        let [DRILLED, right, size, grew, answer @ ..] = words else {
            return None;
        };
        let verdict = DrillVerdict {
            right: match *right {
                "right" => true,
                "wrong" => false,
                _ => return None,
            },
            size: digits(value(size, "size")?)?,
            grew: match *grew {
                "grew" => true,
                "same" => false,
                _ => return None,
            },
            answer: DrillReply::from_words(answer)?,
        };
        canonical(verdict, &words.join(" "))
    }
}

impl fmt::Display for DrillVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{DRILLED} {} size={} {} {}",
            if self.right { "right" } else { "wrong" },
            self.size,
            if self.grew { "grew" } else { "same" },
            self.answer
        )
    }
}

/// Which sentence of a puzzle or a drill a `coach` line words, so that a page knows where
/// to show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachPart {
    /// `task`: what to look for (before the `puzzle` and `drill` answers).
    Task,
    /// `verdict`: right or wrong, and what comes next.
    Verdict,
    /// `why`: the explanation, one line a sentence.
    Why,
    /// `hint`: the hint ladder's step in words.
    Hint,
    /// `reward`: a drill's size grew, or a streak goes on.
    Reward,
}

impl CoachPart {
    const ALL: [CoachPart; 5] = [
        CoachPart::Task,
        CoachPart::Verdict,
        CoachPart::Why,
        CoachPart::Hint,
        CoachPart::Reward,
    ];

    fn word(self) -> &'static str {
        match self {
            CoachPart::Task => "task",
            CoachPart::Verdict => "verdict",
            CoachPart::Why => "why",
            CoachPart::Hint => "hint",
            CoachPart::Reward => "reward",
        }
    }
}

/// `! coach <part> <id> [<name>=<value>]…`: a sentence about a puzzle, a drill, a lesson or
/// a move looked back at, as the message id and arguments the server chose, with the values
/// of `say`. Sent just before the answer it goes with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coach {
    /// Where it is shown.
    pub part: CoachPart,
    /// The message id.
    pub id: String,
    /// The arguments by name, in the phrase's order.
    pub args: Vec<(String, SaidArg)>,
}

pub(crate) const COACH: &str = "coach";

impl Coach {
    /// `phrase` for `part`, its houses named by `layout`'s letters.
    pub fn of(
        part: CoachPart,
        layout: oware_rules::Layout,
        phrase: &oware_phrases::Phrase,
    ) -> Coach {
        Coach {
            part,
            id: phrase.id.to_string(),
            args: crate::say::wire_args(layout, phrase),
        }
    }

    pub(crate) fn parse(words: &[&str]) -> Option<Coach> {
        let [part, rest @ ..] = words else {
            return None;
        };
        let part = CoachPart::ALL.into_iter().find(|p| p.word() == *part)?;
        let (id, args) = read_phrase(rest)?;
        Some(Coach { part, id, args })
    }
}

impl fmt::Display for Coach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{COACH} {}", self.part.word())?;
        write_phrase(f, &self.id, &self.args)
    }
}

/// `! puzzle-steps <n> <letter> <steps…>`: move `n` of a puzzle's replay (1 is the child's,
/// then Tux's replies and any extra turns, in order; a drill's move is 1), the house played,
/// and the rules' account of it; a long account runs on over several lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSteps {
    /// Which move of the replay, from 1.
    pub ply: u32,
    /// The house played.
    pub house: char,
    /// Its steps.
    pub steps: Vec<StepWord>,
}

pub(crate) const PUZZLE_STEPS: &str = "puzzle-steps";
pub(crate) const PUZZLE_BOARD: &str = "puzzle-board";

impl PuzzleSteps {
    pub(crate) fn parse(words: &[&str]) -> Option<PuzzleSteps> {
        let [ply, house, steps @ ..] = words else {
            return None;
        };
        Some(PuzzleSteps {
            ply: digits(ply)?,
            house: letter(house)?,
            steps: steps
                .iter()
                .map(|word| StepWord::parse(word))
                .collect::<Option<_>>()?,
        })
    }

    /// The lines of one move: as many as its account needs, each within [`MAX_LINE_BYTES`]
    /// with its `! ` and line break.
    pub fn lines(ply: u32, house: char, steps: Vec<StepWord>) -> Vec<PuzzleSteps> {
        let room = MAX_LINE_BYTES - 3;
        let head = PuzzleSteps {
            ply,
            house,
            steps: Vec::new(),
        }
        .to_string()
        .len();
        let mut lines = Vec::new();
        let mut line = Vec::new();
        let mut length = head;
        for step in steps {
            let more = 1 + step.to_string().len();
            if length + more > room && !line.is_empty() {
                lines.push(PuzzleSteps {
                    ply,
                    house,
                    steps: std::mem::take(&mut line),
                });
                length = head;
            }
            length += more;
            line.push(step);
        }
        lines.push(PuzzleSteps {
            ply,
            house,
            steps: line,
        });
        lines
    }
}

impl fmt::Display for PuzzleSteps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PUZZLE_STEPS} {} {}", self.ply, self.house)?;
        self.steps.iter().try_for_each(|step| write!(f, " {step}"))
    }
}

/// `! puzzle-board <n> <position…>`: the board after move `n` of the replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleBoard {
    /// Which move of the replay, from 1.
    pub ply: u32,
    /// The board in `position`'s words.
    pub position: String,
}

impl PuzzleBoard {
    pub(crate) fn parse(words: &[&str]) -> Option<PuzzleBoard> {
        let [ply, position @ ..] = words else {
            return None;
        };
        Some(PuzzleBoard {
            ply: digits(ply)?,
            position: position_words(position)?,
        })
    }
}

impl fmt::Display for PuzzleBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PUZZLE_BOARD} {} {}", self.ply, self.position)
    }
}
