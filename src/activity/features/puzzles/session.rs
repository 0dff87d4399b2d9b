//! One puzzle on the board: the attempt the puzzles crate judges, how the last move went,
//! Tux's answers still to play, and the hint shown. Plain state; the feature drives it.

use std::collections::VecDeque;

use oware_puzzles::{Explanation, Hint, PuzzleRun};
use oware_rules::{AnyPosition, Rules, Ruleset, Side};

use super::words;
use crate::activity::sitting::Refusal;
use crate::activity::texts::{sentences, Message, Texts};
use crate::activity::view::{LessonWords, Tone};

/// How the child's last move went.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Last {
    /// No move yet (or the board was taken back for another try).
    Nothing,
    /// The rules refused the house; the board did not change.
    Refused(Refusal),
    /// A right move; `done` once the puzzle is solved.
    Right { why: Explanation, done: bool },
    /// A wrong move, answered by Tux; then "Try again".
    Wrong { why: Explanation },
}

/// One attempt at one puzzle, as the board shows it.
pub(super) struct PuzzleSession {
    pub run: PuzzleRun,
    /// A puzzle from the child's own game, offered again when due.
    pub own: bool,
    /// The child's house Tux threatens, for a defence puzzle's task.
    pub threatened: Option<usize>,
    pub last: Last,
    /// The hint's rung shown now, until the next move.
    pub hint: Option<Hint>,
    /// Tux's houses still to play, each once the replay before it is over.
    pub pending: VecDeque<usize>,
    /// The attempt is counted in the record (solved, or missed).
    pub counted: bool,
    /// The solve's tune was played once its moves rested.
    pub cheered: bool,
    /// A move was played or a hint taken: leaving now counts as a miss.
    pub tried: bool,
    /// The streak ended with this puzzle: (puzzles solved in it, the best streak).
    pub streak_over: Option<(u32, u32)>,
    /// This solve made the longest streak so far: its length.
    pub new_best_streak: Option<u32>,
}

impl PuzzleSession {
    pub fn new(run: PuzzleRun, own: bool) -> PuzzleSession {
        let threatened = threatened_house(run.puzzle().ruleset, run.position());
        PuzzleSession {
            run,
            own,
            threatened,
            last: Last::Nothing,
            hint: None,
            pending: VecDeque::new(),
            counted: false,
            cheered: false,
            tried: false,
            streak_over: None,
            new_best_streak: None,
        }
    }

    /// The puzzle is solved.
    pub fn solved(&self) -> bool {
        self.run.outcome().is_some()
    }

    /// A wrong move was played and answered: "Try again" is offered.
    pub fn missed(&self) -> bool {
        matches!(self.last, Last::Wrong { .. })
    }

    /// The child may play a house now: not solved, not after a wrong move, and Tux has no
    /// answer left to play.
    pub fn takes_moves(&self) -> bool {
        !self.solved() && !self.run.awaits_retry() && self.pending.is_empty()
    }

    /// The words the board shows in place of the game's: the heading given, the task or
    /// the verdict and its explanation, and the hint's house pointed at.
    pub fn words(&self, texts: &Texts, heading: String) -> LessonWords {
        let puzzle = self.run.puzzle();
        let task = words::task(
            texts,
            puzzle.themes.first().copied(),
            self.threatened,
            puzzle.solver_moves(),
        );
        let hint = self.hint.as_ref().map(|hint| words::hint(texts, hint));
        let (line, tone, beside) = match &self.last {
            Last::Nothing => match hint {
                Some(hint) => (hint, Tone::Information, task),
                None => (task, Tone::Information, String::new()),
            },
            Last::Refused(refusal) => (
                sentences([Some(texts.message(Message::Refused(*refusal))), hint]),
                Tone::Refusal,
                task,
            ),
            Last::Right { why, done: false } => (
                sentences([
                    Some(texts.plain("puzzle-go-on")),
                    Some(words::why_right(texts, why, false)),
                    hint,
                ]),
                Tone::Information,
                task,
            ),
            Last::Right { why, done: true } => {
                let helped = self
                    .run
                    .outcome()
                    .is_some_and(|solved| !solved.first_try || solved.hints > 0);
                let solved = texts.plain(if helped {
                    "puzzle-solved-helped"
                } else {
                    "puzzle-solved"
                });
                let best = self.new_best_streak.map(|count| {
                    texts.with(
                        "puzzles-streak-best",
                        &[("count", crate::i18n::Arg::from(count))],
                    )
                });
                (
                    sentences([
                        Some(texts.plain("puzzle-right")),
                        Some(words::why_right(texts, why, true)),
                        Some(solved),
                        best,
                    ]),
                    Tone::Information,
                    String::new(),
                )
            }
            Last::Wrong { why } => {
                // "Try again" once Tux has shown what the move allows; a streak ends instead.
                let then = match self.streak_over {
                    Some((count, best)) => Some(texts.with(
                        "puzzles-streak-over",
                        &[
                            ("count", crate::i18n::Arg::from(count)),
                            ("best", crate::i18n::Arg::from(best)),
                        ],
                    )),
                    None => Some(texts.plain("puzzle-try-again")),
                };
                (
                    sentences([
                        Some(texts.plain("puzzle-wrong")),
                        Some(words::why_wrong(texts, why)),
                        then,
                    ]),
                    Tone::Refusal,
                    task,
                )
            }
        };
        let hint = match self.last {
            Last::Nothing | Last::Refused(_) | Last::Right { done: false, .. } => {
                self.hint.as_ref()
            }
            _ => None,
        };
        let pointer = hint.and_then(words::hint_house_of);
        // The third rung is drawn too, as the game's move preview is drawn.
        let preview = match hint {
            Some(Hint::Preview(preview)) => Some(preview.clone()),
            _ => None,
        };
        LessonWords {
            heading,
            line,
            tone,
            task: beside,
            pointer,
            goal_store: None,
            hides_legal_glow: false,
            preview,
        }
    }
}

/// The child's house (South's) that Tux could capture the most seeds from if it were Tux's
/// turn now: what a defence puzzle's task names. `None` when Tux threatens nothing.
pub(super) fn threatened_house(ruleset: Ruleset, position: &AnyPosition) -> Option<usize> {
    if position.to_move() != Side::South {
        return None;
    }
    let turned = tux_to_move(ruleset, position)?;
    let layout = turned.layout();
    let mut best: Option<(u8, usize)> = None;
    for house in turned.legal_moves().iter() {
        let Ok(preview) = oware_rules::preview(&turned, house) else {
            continue;
        };
        for taken in preview.taken {
            // A house empty now has nothing to lose, even when a lap fills it.
            let ours = layout.row(Side::South).any(|own| own == taken.house)
                && position
                    .houses()
                    .get(taken.house)
                    .is_some_and(|&seeds| seeds > 0);
            if ours && best.is_none_or(|(seeds, _)| taken.seeds > seeds) {
                best = Some((taken.seeds, taken.house));
            }
        }
    }
    best.map(|(_, house)| house)
}

/// The same board with Tux (North) to move: what Tux could do if it were its turn now.
pub(super) fn tux_to_move(ruleset: Ruleset, position: &AnyPosition) -> Option<AnyPosition> {
    let text = oware_rules::format_position(position);
    let words: Vec<&str> = text
        .split_whitespace()
        .map(|word| if word == "south" { "north" } else { word })
        .collect();
    ruleset.parse_position(&words).ok()
}
