//! Guided lessons: a prepared position and one thing to do on it.
//!
//! The rules judge every try: the child's house is played on a copy of the lesson's position
//! and the goal is checked against the rules' account of that move. The right moves are never
//! written down; [`Lesson::right_moves`] finds them by trying every legal move the same way,
//! so a lesson whose position or goal is wrong shows up in the tests, not in front of a child.

use std::fmt;

use oware_rules::{
    preview, AnyPosition, GameKind, IllegalMove, MoveSet, PositionError, Preview, Rules, Ruleset,
    RulesetError, Side,
};

use super::lesson_data;
use super::phrase::Phrase;
use crate::activity::texts::illegal_move_id;

/// What a lesson asks the child to do with one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play this house (a house index).
    SowHouse(usize),
    /// Capture something.
    Capture,
    /// Capture from at least this many houses at once.
    CaptureHouses(usize),
    /// Capture as many seeds as any move of the position can.
    CaptureMost,
    /// Togyz Kumalak: capture an even count (not by making a tuzdyk).
    CaptureEven,
    /// Oware: sow all the way round, so that the start house is skipped.
    GoRound,
    /// Kalah: sow all the way round, back into the start house.
    ComeBack,
    /// Oware: give seeds to the opponent's empty row.
    Feed,
    /// Sow a seed into one's own store on the way.
    IntoStore,
    /// Land the last seed in one's store and play again.
    PlayAgain,
    /// Congkak: land on seeds and sow on with them.
    Relay,
    /// Congkak: sow on from other seeds, then capture.
    RelayThenCapture,
    /// Togyz Kumalak: make a tuzdyk.
    MakeTuzdyk,
    /// Togyz Kumalak: sow a stone through one's own tuzdyk into one's kazan.
    ThroughTuzdyk,
    /// End the game as its winner.
    Win,
}

impl Goal {
    /// Whether what the goal asks happens in the mover's store or kazan (a seed sown into it,
    /// the last seed landing there), so that pointing at the answer points there too.
    pub fn is_in_store(self) -> bool {
        matches!(
            self,
            Goal::IntoStore | Goal::PlayAgain | Goal::ThroughTuzdyk
        )
    }

    /// Whether the goal is to find the houses the rules allow (Oware's feeding house), so that
    /// the board's lit playable houses would give the answer away.
    pub fn is_the_legal_move(self) -> bool {
        self == Goal::Feed
    }

    /// True when the move `done` (played from `before`) does what the goal asks.
    pub fn holds(self, before: &AnyPosition, done: &Preview) -> bool {
        match self {
            Goal::SowHouse(house) => done.house() == house,
            Goal::Capture => done.captured_seeds > 0,
            Goal::CaptureHouses(houses) => done.taken.len() >= houses,
            Goal::CaptureMost => {
                done.captured_seeds > 0 && done.captured_seeds >= best_capture(before)
            }
            Goal::CaptureEven => done.captured_seeds > 0 && done.tuzdyk.is_none(),
            Goal::GoRound => done.skips_start,
            Goal::ComeBack => done.returns_to_start,
            Goal::Feed => done.feeds,
            Goal::IntoStore => done.into_store > 0,
            Goal::PlayAgain => done.plays_again,
            Goal::Relay => !done.relays.is_empty(),
            Goal::RelayThenCapture => !done.relays.is_empty() && done.captured_seeds > 0,
            Goal::MakeTuzdyk => done.tuzdyk.is_some(),
            Goal::ThroughTuzdyk => done.through_tuzdyk > 0,
            Goal::Win => done.wins(),
        }
    }
}

/// The most seeds any legal move of `position` captures, asked of the rules move by move.
fn best_capture(position: &AnyPosition) -> u8 {
    position
        .legal_moves()
        .iter()
        .filter_map(|house| preview(position, house).ok())
        .map(|done| done.captured_seeds)
        .max()
        .unwrap_or(0)
}

/// The four texts of a lesson, as Fluent ids (`locales/<lang>/lessons.ftl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonTexts {
    /// A few words for the list of lessons.
    pub title: &'static str,
    /// What to do; `$house` is the house a goal names, `$lap` the seeds that go all the way
    /// round, `$win` the seeds that win.
    pub task: &'static str,
    /// A kind explanation after a move that misses; `$house` is the house played, `$count`
    /// the seeds it captured.
    pub wrong: &'static str,
    /// A short celebration; `$house` is the house played, `$count` the seeds it captured.
    pub right: &'static str,
}

/// One lesson: a prepared position and a goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The lesson's name in the progress file; never shown, never changed once released.
    pub key: &'static str,
    pub game: GameKind,
    /// Seeds per house of the game the position belongs to.
    pub seeds: u8,
    /// The position in the protocol's words (`format_position`): houses, stores, the side
    /// to move and, for Togyz Kumalak, the tuzdyks.
    pub position: &'static str,
    pub goal: Goal,
    pub texts: LessonTexts,
}

/// A lesson whose data the rules refuse: a mistake in `lesson_data.rs`, caught by the tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    Ruleset(RulesetError),
    Position(PositionError),
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Ruleset(error) => write!(f, "lesson game: {error}"),
            LessonError::Position(error) => write!(f, "lesson position: {error}"),
        }
    }
}

impl std::error::Error for LessonError {}

/// How the rules judged a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the lesson asks: celebrate, then go on to the next lesson.
    Right { done: Preview, praise: Phrase },
    /// The move misses (or the rules refuse it): explain kindly and let the child retry.
    /// `done` is the move as the rules played it, `None` when they refused it.
    Wrong {
        done: Option<Preview>,
        explanation: Phrase,
    },
}

impl Verdict {
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right { .. })
    }
}

impl Lesson {
    pub fn ruleset(&self) -> Result<Ruleset, LessonError> {
        Ruleset::new(self.game, u64::from(self.seeds)).map_err(LessonError::Ruleset)
    }

    /// The lesson's board, read by the rules.
    pub fn position(&self) -> Result<AnyPosition, LessonError> {
        let words: Vec<&str> = self.position.split_whitespace().collect();
        self.ruleset()?
            .parse_position(&words)
            .map_err(LessonError::Position)
    }

    /// The houses that do what the lesson asks, found by playing each legal move.
    pub fn right_moves(&self) -> Result<MoveSet, LessonError> {
        let position = self.position()?;
        let mut right = MoveSet::EMPTY;
        for house in position.legal_moves().iter() {
            if let Ok(done) = preview(&position, house) {
                if self.goal.holds(&position, &done) {
                    right.insert(house);
                }
            }
        }
        Ok(right)
    }

    /// The store or kazan the lesson's goal is reached in: the mover's, for a goal that
    /// happens there; `None` for the others and for a lesson the rules refuse.
    pub fn goal_store(&self) -> Option<Side> {
        if !self.goal.is_in_store() {
            return None;
        }
        self.position().ok().map(|position| position.to_move())
    }

    /// Judges the child's house.
    pub fn try_move(&self, house: usize) -> Result<Verdict, LessonError> {
        let position = self.position()?;
        // A house number from outside the board has no letter.
        let layout = position.layout();
        let named = move |phrase: Phrase| {
            if house < layout.pits() {
                phrase.house("house", layout, house)
            } else {
                phrase.text("house", String::new())
            }
        };
        let done = match preview(&position, house) {
            Ok(done) => done,
            Err(refusal) => {
                return Ok(Verdict::Wrong {
                    done: None,
                    explanation: named(self.refusal(refusal)),
                })
            }
        };
        let said = |id| named(Phrase::new(id)).num("count", i64::from(done.captured_seeds));
        if self.goal.holds(&position, &done) {
            let praise = said(self.texts.right);
            Ok(Verdict::Right { done, praise })
        } else {
            let wrong = match self.goal {
                // "captures 0 seeds" is no sentence: a house that captures nothing has its own.
                Goal::CaptureMost if done.captured_seeds == 0 => "lesson-most-wrong-none",
                _ => self.texts.wrong,
            };
            let explanation = said(wrong);
            Ok(Verdict::Wrong {
                done: Some(done),
                explanation,
            })
        }
    }

    /// What to do, with the numbers and the letter the task names.
    pub fn task(&self) -> Phrase {
        let layout = self.game.layout();
        let task = Phrase::new(self.texts.task);
        let task = match self.goal {
            Goal::SowHouse(house) => task.house("house", layout, house),
            _ => task.text("house", String::new()),
        };
        // Lesson data the rules refuse fails the lesson tests; its task still reads.
        let ruleset = self.ruleset().unwrap_or(Ruleset::standard(self.game));
        task.num("lap", ruleset.lap())
            .num("win", ruleset.winning_score())
    }

    pub fn title(&self) -> Phrase {
        Phrase::new(self.texts.title)
    }

    /// Why the rules refused the house. Not feeding is the lesson's own point when the goal
    /// is to feed; the other refusals are the game's usual words.
    fn refusal(&self, refusal: IllegalMove) -> Phrase {
        let id = match refusal {
            IllegalMove::MustFeed => self.texts.wrong,
            other => illegal_move_id(other),
        };
        Phrase::new(id).num("count", 0)
    }
}

/// The lessons of a game, in teaching order.
pub fn lessons(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Oware => &lesson_data::OWARE,
        GameKind::Kalah => &lesson_data::KALAH,
        GameKind::Congkak => &lesson_data::CONGKAK,
        GameKind::TogyzKumalak => &lesson_data::TOGYZ,
    }
}

/// A lesson by its game and key.
pub fn find_lesson(game: GameKind, key: &str) -> Option<&'static Lesson> {
    lessons(game).iter().find(|lesson| lesson.key == key)
}

/// The words around the lessons: the entry in the menu and the bar, the counter, the buttons
/// after a try, the end of a game's series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonWords {
    /// "Lessons": the button in the menu and the bar.
    pub open: &'static str,
    /// "Lesson $level of $max".
    pub counter: &'static str,
    pub next: &'static str,
    pub retry: &'static str,
    /// Every lesson of the game is done.
    pub all_done: &'static str,
}

pub const LESSON_WORDS: LessonWords = LessonWords {
    open: "lessons-open",
    counter: "lessons-counter",
    next: "lessons-next",
    retry: "lessons-retry",
    all_done: "lessons-all-done",
};

impl LessonWords {
    /// "Lesson 3 of 8", counting from 1.
    pub fn counter(&self, index: usize, total: usize) -> Phrase {
        let number = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        Phrase::new(self.counter)
            .num("level", number(index + 1))
            .num("max", number(total))
    }
}
