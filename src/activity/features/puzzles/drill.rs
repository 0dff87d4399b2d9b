//! One counting drill on the board: the question, the houses tapped so far, the numbers to
//! pick from, and once answered the verdict with the moves still to replay. Plain state;
//! the feature drives it.

use std::collections::{BTreeSet, VecDeque};

use oware_puzzles::{Drill, DrillAnswer, DrillKind, DrillVerdict};
use oware_rules::{MoveReport, Rules, Side};
use rand::Rng;

use super::words;
use crate::activity::texts::{sentences, Texts};
use crate::activity::view::{LessonWords, Tone};

/// How many numbers a "how many seeds" drill offers to pick from.
const NUMBERS_OFFERED: u32 = 6;

pub(super) struct DrillSession {
    pub drill: Drill,
    /// The child's houses tapped so far (the drill asking which houses Tux could capture).
    pub chosen: BTreeSet<usize>,
    /// The numbers offered for a count, the right one among them.
    pub numbers: Vec<u32>,
    /// The verdict, once answered.
    pub verdict: Option<DrillVerdict>,
    /// Moves still to replay, each once the one before it rests: Tux's captures, one after
    /// the other, each from the drill's board.
    pub pending: VecDeque<MoveReport>,
    /// The answer reached a size never reached before.
    pub reward: bool,
}

impl DrillSession {
    pub fn new(drill: Drill, rng: &mut impl Rng) -> DrillSession {
        let numbers = match drill.answer() {
            DrillAnswer::Count(right) => {
                // A row of numbers with the right one somewhere in it, never below zero.
                let below = rng.random_range(0..NUMBERS_OFFERED);
                let first = right.saturating_sub(below);
                (first..first + NUMBERS_OFFERED).collect()
            }
            _ => Vec::new(),
        };
        DrillSession {
            drill,
            chosen: BTreeSet::new(),
            numbers,
            verdict: None,
            pending: VecDeque::new(),
            reward: false,
        }
    }

    pub fn kind(&self) -> DrillKind {
        self.drill.kind
    }

    pub fn answered(&self) -> bool {
        self.verdict.is_some()
    }

    /// A tap on one of the child's houses, for the drill that asks for every house Tux could
    /// capture: chosen, or no longer chosen.
    pub fn toggle(&mut self, house: usize) {
        let ours = self
            .drill
            .position
            .layout()
            .row(Side::South)
            .any(|own| own == house);
        if self.answered() || self.kind() != DrillKind::AtRisk || !ours {
            return;
        }
        if !self.chosen.remove(&house) {
            self.chosen.insert(house);
        }
    }

    /// The words the board shows: the question, then the verdict and the right answer.
    pub fn words(&self, texts: &Texts, heading: String) -> LessonWords {
        let task = words::drill_task(texts, self.kind(), self.drill.house);
        let (line, tone, beside) = match &self.verdict {
            None => (task, Tone::Information, String::new()),
            Some(verdict) => {
                let said = texts.plain(if verdict.right {
                    "drill-right"
                } else {
                    "drill-wrong"
                });
                let answer = words::drill_answer(texts, &verdict.answer, self.drill.house);
                let bigger = self.reward.then(|| texts.plain("drill-bigger"));
                (
                    sentences([Some(said), Some(answer), bigger]),
                    if verdict.right {
                        Tone::Information
                    } else {
                        Tone::Refusal
                    },
                    task,
                )
            }
        };
        LessonWords {
            heading,
            line,
            tone,
            task: beside,
            // The house that sows is pointed at, so that the child counts from it.
            pointer: self.drill.house,
            goal_store: None,
            hides_legal_glow: true,
            preview: None,
        }
    }
}
