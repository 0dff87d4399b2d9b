//! Counting drills for the youngest, generated from the rules' preview: where the last
//! seed lands, how many seeds a move captures, which houses Tux could capture next.
//!
//! The child always plays South. A drill's size is the seeds in the house that sows: a
//! few seeds at first, up to laps of the whole board ([`DrillLadder`]).

mod answer;
mod board;
mod ladder;

use oware_rules::{AnyPosition, MoveReport, Pit, Ruleset, Side};
use rand::Rng;

pub use ladder::{sizes, DrillLadder, TO_CLIMB};

/// The three drills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrillKind {
    /// "Where does your last seed land?": tap the house or the store.
    LastSeed,
    /// "How many seeds does this move capture?": pick the number.
    Captures,
    /// "Which of your houses could Tux capture next?": tap them all (maybe none). Only
    /// houses that hold seeds now count: an empty one has nothing to lose.
    AtRisk,
}

impl DrillKind {
    /// Every drill, in the order they are offered.
    pub const ALL: [DrillKind; 3] = [DrillKind::LastSeed, DrillKind::Captures, DrillKind::AtRisk];

    /// The id the record, the protocol and the translations use.
    pub fn id(self) -> &'static str {
        match self {
            DrillKind::LastSeed => "last-seed",
            DrillKind::Captures => "captures",
            DrillKind::AtRisk => "at-risk",
        }
    }

    /// The drill whose [`DrillKind::id`] this is; `None` for any other word.
    pub fn from_id(id: &str) -> Option<DrillKind> {
        DrillKind::ALL.into_iter().find(|kind| kind.id() == id)
    }
}

/// The side the child plays in every drill.
pub const CHILD: Side = Side::South;

/// An answer to a drill, the child's or the right one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillAnswer {
    /// A house or a store: where the last seed lands.
    Pit(Pit),
    /// A number of seeds.
    Count(u32),
    /// A set of the child's houses, in any order.
    Houses(Vec<usize>),
}

impl DrillAnswer {
    /// The same answer with its houses sorted and without repeats, for comparing.
    fn normalised(&self) -> DrillAnswer {
        match self {
            DrillAnswer::Houses(houses) => {
                let mut houses = houses.clone();
                houses.sort_unstable();
                houses.dedup();
                DrillAnswer::Houses(houses)
            }
            other => other.clone(),
        }
    }
}

/// The judgement of an answer, with the right answer and the moves that show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillVerdict {
    /// True when the child's answer is the right one.
    pub right: bool,
    /// The right answer.
    pub answer: DrillAnswer,
    /// The rules' accounts of the moves to replay, seed by seed: the child's sowing for
    /// [`DrillKind::LastSeed`] and [`DrillKind::Captures`]; each of Tux's moves that
    /// captures one of the child's houses for [`DrillKind::AtRisk`] (none if none does).
    pub replays: Vec<MoveReport>,
}

/// One counting drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// Which drill.
    pub kind: DrillKind,
    /// The game it is played in.
    pub ruleset: Ruleset,
    /// The board, the child (South) to move. For [`DrillKind::AtRisk`] the question is
    /// what Tux could do if it were his turn on this board.
    pub position: AnyPosition,
    /// The child's house that sows; `None` for [`DrillKind::AtRisk`].
    pub house: Option<usize>,
    /// The seeds in the house that sows (for [`DrillKind::AtRisk`], in Tux's biggest house).
    pub size: u32,
    answer: DrillAnswer,
    replays: Vec<MoveReport>,
}

impl Drill {
    /// A random drill of `kind` in `ruleset`'s game, its house holding `size` seeds (kept
    /// within what the board holds: 1 up to half of all the seeds). The captures and the
    /// houses at risk are more often some than none, so that most drills have something to
    /// count.
    pub fn generate<R: Rng + ?Sized>(
        ruleset: Ruleset,
        kind: DrillKind,
        size: u32,
        rng: &mut R,
    ) -> Drill {
        board::generate(ruleset, kind, size, rng)
    }

    /// Judges the child's answer against the rules.
    pub fn check(&self, answer: &DrillAnswer) -> DrillVerdict {
        DrillVerdict {
            right: answer.normalised() == self.answer,
            answer: self.answer.clone(),
            replays: self.replays.clone(),
        }
    }

    /// The right answer.
    pub fn answer(&self) -> &DrillAnswer {
        &self.answer
    }
}
