//! The guided lessons of every game: a prepared position and one thing to do on it.
//!
//! The rules judge every try: a house is played on a copy of the lesson's position and the
//! goal is checked against the rules' account of that move. The right moves are never
//! written down; [`Lesson::right_moves`] finds them by trying every legal move the same way,
//! so a lesson whose position or goal is wrong shows up in the tests, not in front of a child.
//!
//! This crate is the one list of the lessons: the activity teaches them (and says them in
//! the child's language, from the Fluent ids each lesson names), the classroom server counts
//! the lessons a child reports done against it. It stands on `oware-rules` alone.

mod data;

use std::fmt;

use oware_rules::{
    preview, AnyPosition, GameKind, MoveSet, PositionError, Preview, Rules, Ruleset, RulesetError,
    Side,
};

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
    /// The game the lesson teaches.
    pub game: GameKind,
    /// Seeds per house of the game the position belongs to.
    pub seeds: u8,
    /// The position in the protocol's words (`format_position`): houses, stores, the side
    /// to move and, for Togyz Kumalak, the tuzdyks.
    pub position: &'static str,
    /// What the child is asked to do with one move.
    pub goal: Goal,
    /// What the lesson says, as Fluent ids, so that every language says it.
    pub texts: LessonTexts,
}

/// A lesson whose data the rules refuse: a mistake in `data.rs`, caught by the tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// The game does not start with the lesson's seeds per house.
    Ruleset(RulesetError),
    /// The game cannot hold the lesson's position.
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

impl Lesson {
    /// The game and seeds the lesson's position is played under.
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
}

/// The lessons of a game, in teaching order. Lesson number `n` (counting from 1, as the
/// classroom protocol does) is `lessons(game)[n - 1]`.
pub fn lessons(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Oware => &data::OWARE,
        GameKind::Kalah => &data::KALAH,
        GameKind::Congkak => &data::CONGKAK,
        GameKind::TogyzKumalak => &data::TOGYZ,
    }
}

/// A lesson by its game and key.
pub fn find_lesson(game: GameKind, key: &str) -> Option<&'static Lesson> {
    lessons(game).iter().find(|lesson| lesson.key == key)
}

/// The lesson's number in its game, counting from 1.
pub fn lesson_number(game: GameKind, key: &str) -> Option<usize> {
    lessons(game)
        .iter()
        .position(|lesson| lesson.key == key)
        .map(|index| index + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_lessons_each_numbered_from_one_by_its_key() {
        for game in GameKind::ALL {
            let list = lessons(game);
            assert!(!list.is_empty(), "{game:?}");
            for (index, lesson) in list.iter().enumerate() {
                assert_eq!(lesson.game, game);
                assert_eq!(lesson_number(game, lesson.key), Some(index + 1));
                assert_eq!(find_lesson(game, lesson.key), Some(lesson));
            }
        }
        assert_eq!(lesson_number(GameKind::Oware, "no-such-lesson"), None);
    }
}
