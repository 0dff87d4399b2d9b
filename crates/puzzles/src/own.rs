//! A child's own puzzles: positions from the child's finished games where the look back
//! found a clearly better move, brought back after days by spaced repetition.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::{AnyPosition, Game, GameKind, Rules, Ruleset, Side};
use oware_tux::Review;

use crate::search::tux_replies;
use crate::{Glicko, PlyMove, Puzzle, Theme};

/// The nodes the only-move test searches after each legal move of a position.
pub const ONLY_MOVE_NODES: u64 = 20_000;

/// How much better than every other move (in hundredths of a seed of final outcome) the
/// best move must be to count as an only move: 2 seeds in Oware and Kalah, 3 in Congkak,
/// whose relays swing more, and 4 in Togyz Kumalak, with its 162 stones.
pub fn only_move_margin(kind: GameKind) -> i32 {
    match kind {
        GameKind::Oware | GameKind::Kalah => 200,
        GameKind::Congkak => 300,
        GameKind::TogyzKumalak => 400,
    }
}

/// The only-move test of a position: `Some` with every house that scores as well as
/// `house` when `house` is best and beats every other move by [`only_move_margin`];
/// `None` otherwise. Scored by a search of [`ONLY_MOVE_NODES`] after each move.
///
/// This is the seam for the generator's verifier, which may replace it with its own test
/// (endgame tables where they reach); the rule is the same.
pub fn only_move(game: &Game<AnyPosition>, house: usize) -> Option<Vec<usize>> {
    let mover = game.to_move();
    let scores: Vec<(usize, i32)> = game
        .legal_moves()
        .iter()
        .filter_map(|m| {
            let mut after = game.clone();
            after.play(m).ok()?;
            Some((m, value_for(&after, mover)))
        })
        .collect();
    let (_, score) = scores.iter().find(|(m, _)| *m == house)?;
    let margin = only_move_margin(game.position().kind());
    let mut accepted = Vec::new();
    for &(m, other) in &scores {
        if other == *score {
            accepted.push(m);
        } else if other > *score || *score - other < margin {
            return None;
        }
    }
    Some(accepted)
}

/// The value of `game` for `side`, in hundredths of a seed: the final score difference
/// when it is over, else a search's score.
fn value_for(game: &Game<AnyPosition>, side: Side) -> i32 {
    if let oware_rules::GameStatus::Over(outcome) = game.status() {
        let difference = outcome.score(side) as i32 - outcome.score(side.opponent()) as i32;
        return difference * oware_tux::SEED;
    }
    let stop = AtomicBool::new(false);
    let analysis = oware_tux::analyse(game, ONLY_MOVE_NODES, Duration::from_secs(10), &stop);
    if game.to_move() == side {
        analysis.score
    } else {
        -analysis.score
    }
}

/// The child's own puzzles from a finished `game` and its `review` of `child`'s moves: one
/// for each mistake whose better move passes the [`only_move`] test, the line being that
/// move and Tux's answer by search.
pub fn own_puzzles(game: &Game<AnyPosition>, child: Side, review: &Review) -> Vec<Puzzle> {
    let moves: Vec<usize> = game.moves().map(|report| report.origin).collect();
    let mut replay = game.clone();
    while replay.undo().is_some() {}
    let Some(ruleset) = ruleset_of(&replay) else {
        return Vec::new();
    };
    let mut puzzles = Vec::new();
    let mut played = 0;
    for mistake in review.mistakes() {
        let Some(better) = mistake.better else {
            continue;
        };
        while played < mistake.ply {
            if replay.play(moves[played]).is_err() {
                return puzzles;
            }
            played += 1;
        }
        if replay.to_move() != child {
            continue;
        }
        if let Some(puzzle) = own_puzzle(&replay, ruleset, better) {
            puzzles.push(puzzle);
        }
    }
    puzzles
}

/// The ruleset a game was played under, from its first position and its repetition rule.
fn ruleset_of(start: &Game<AnyPosition>) -> Option<Ruleset> {
    let position = start.position();
    let seeds: u32 = position.houses().iter().map(|&n| u32::from(n)).sum::<u32>()
        + position.stores().iter().map(|&n| u32::from(n)).sum::<u32>();
    let pits = position.layout().pits() as u32;
    Ruleset::new(position.kind(), u64::from(seeds / pits.max(1)))
        .ok()?
        .with_repetition(start.repetition())
        .ok()
}

/// One own puzzle from the position of `game`, if `better` is an only move there.
fn own_puzzle(game: &Game<AnyPosition>, ruleset: Ruleset, better: usize) -> Option<Puzzle> {
    let accepted = only_move(game, better)?;
    let solver = game.to_move();
    let position = *game.position();
    let mut after = ruleset.game_from(position);
    let mover = after.play(better).ok()?;
    let mut line = vec![PlyMove {
        side: solver,
        house: better,
    }];
    let replies = tux_replies(&mut after, solver);
    let taken: i32 = replies
        .iter()
        .map(|(_, report)| i32::from(report.captured_seeds))
        .sum();
    line.extend(replies.iter().map(|(house, report)| PlyMove {
        side: report.mover,
        house: *house,
    }));
    let mut themes = Vec::new();
    if mover.captured_seeds > 0 {
        themes.push(Theme::Captures);
    } else {
        themes.push(Theme::Defence);
    }
    if after.is_over() {
        themes.push(Theme::Ending);
    }
    Some(Puzzle {
        id: format!("own-{}-{:016x}", ruleset.kind().id(), position.key()),
        ruleset,
        position,
        solver,
        line,
        accepted: vec![accepted],
        themes,
        rating: Glicko::default(),
        gain: i32::from(mover.captured_seeds) - taken,
        source: "own".into(),
    })
}

/// The days between reviews of an own puzzle, one step after each solve: it comes back 3
/// days after it was made, then 7, 21 and 60 days after each solve, and is learnt after
/// the last. A miss brings it back the next day and starts the steps again.
pub const INTERVALS: [u32; 4] = [3, 7, 21, 60];

/// One own puzzle and when it comes back.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnEntry {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The day it is due, counted as the caller counts days (days since 1970, say).
    pub due: u32,
    /// The step of [`INTERVALS`] it waits on.
    pub step: usize,
}

/// A child's own puzzles, with spaced repetition.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OwnPuzzles {
    entries: Vec<OwnEntry>,
}

impl OwnPuzzles {
    /// No own puzzles yet.
    pub fn new() -> OwnPuzzles {
        OwnPuzzles::default()
    }

    /// Adds a puzzle made `today`, due after the first interval; a puzzle whose id is
    /// already there is not added twice.
    pub fn add(&mut self, puzzle: Puzzle, today: u32) {
        if self
            .entries
            .iter()
            .any(|entry| entry.puzzle.id == puzzle.id)
        {
            return;
        }
        self.entries.push(OwnEntry {
            puzzle,
            due: today.saturating_add(INTERVALS[0]),
            step: 0,
        });
    }

    /// Puts back an entry as it was kept (the record's reader).
    pub(crate) fn restore(&mut self, entry: OwnEntry) {
        self.entries.push(entry);
    }

    /// The puzzles due `today` or earlier, the longest waiting first.
    pub fn due(&self, today: u32) -> Vec<&Puzzle> {
        let mut due: Vec<&OwnEntry> = self.entries.iter().filter(|e| e.due <= today).collect();
        due.sort_by(|a, b| {
            a.due
                .cmp(&b.due)
                .then_with(|| a.puzzle.id.cmp(&b.puzzle.id))
        });
        due.into_iter().map(|entry| &entry.puzzle).collect()
    }

    /// Counts a review of the puzzle `id` on `today`: solved, it moves on a step (and is
    /// learnt and dropped after the last); missed, it comes back tomorrow from the first
    /// step. Returns false for an id that is not there.
    pub fn record(&mut self, id: &str, solved: bool, today: u32) -> bool {
        let Some(index) = self.entries.iter().position(|e| e.puzzle.id == id) else {
            return false;
        };
        let entry = &mut self.entries[index];
        if !solved {
            entry.step = 0;
            entry.due = today.saturating_add(1);
            return true;
        }
        entry.step += 1;
        match INTERVALS.get(entry.step) {
            Some(&days) => entry.due = today.saturating_add(days),
            None => {
                self.entries.remove(index);
            }
        }
        true
    }

    /// Every own puzzle still to learn, in the order they were added.
    pub fn entries(&self) -> &[OwnEntry] {
        &self.entries
    }

    /// How many own puzzles are still to learn.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when there is no own puzzle to learn.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
