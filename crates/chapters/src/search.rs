//! The AND-OR search behind the proofs and Tux's defence: can the solver force the goal from
//! here, whatever the opponent plays, before the goal runs out of moves?
//!
//! Every goal bounds the line (the solver's moves, the opponent's, or one turn), so the search
//! ends without a depth of its own; a node budget stops it on a stage too big to tell. Results
//! are kept in a table keyed by the position and the tally, which holds the moves made so far:
//! lines that meet the same board at the same point of the goal share one answer.
//!
//! Oware ends a game on a repeated position. The search counts a second occurrence on its
//! own line as a failure for the solver, which can only make it refuse a goal the rules would
//! allow, never prove one they would not.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use oware_rules::{AnyPosition, Rules};
use oware_tux::endgame::EndgameTables;

use crate::goal::{Goal, Tally, Verdict};

/// The search gave up: it searched its whole node budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfNodes;

/// One ply from a node: the house, the position and tally after it, and the verdict.
struct Child<P> {
    house: usize,
    position: P,
    tally: Tally,
    verdict: Verdict,
    captured: u8,
}

/// Plays `house` from `position` and judges the goal after it. `path` holds the positions
/// of the line so far, for Oware's repetition.
fn child<P: Rules>(
    goal: &Goal,
    position: &P,
    tally: &Tally,
    house: usize,
    path: &[u64],
) -> Child<P> {
    let mut after = *position;
    let captured = after.apply(house);
    let next = tally.after(position, &after, captured);
    let end = after.end();
    let mut verdict = goal.judge(&next, &after, end.as_ref());
    if verdict == Verdict::Going && after.history_ends() && path.contains(&after.key()) {
        verdict = Verdict::Missed;
    }
    Child {
        house,
        position: after,
        tally: next,
        verdict,
        captured,
    }
}

/// Every ply from `position`, judged, in the order worth trying first for the player to move,
/// solver or opponent: the largest captures first, then the moves that play again.
fn children<P: Rules>(goal: &Goal, position: &P, tally: &Tally, path: &[u64]) -> Vec<Child<P>> {
    let mut list: Vec<Child<P>> = position
        .legal_moves()
        .iter()
        .map(|house| child(goal, position, tally, house, path))
        .collect();
    let mover = position.to_move();
    list.sort_by_key(|c| {
        let plays_again = c.position.to_move() == mover;
        (std::cmp::Reverse(c.captured), !plays_again)
    });
    list
}

/// A quick hasher for the table's keys, whose first word is already a well-mixed hash of the
/// position: each word is folded in by a multiply and a rotate (as rustc's own Fx hasher),
/// several times cheaper than the default SipHash, which guards against keys chosen by an
/// attacker, and no one chooses these.
#[derive(Default)]
struct QuickHasher(u64);

impl Hasher for QuickHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_u8(&mut self, word: u8) {
        self.write_u64(u64::from(word));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }
}

/// What the table knows of a node, for every move limit at once: a goal forced within some
/// limit is forced within any larger one, and a goal refused within some limit is refused
/// within any smaller one.
#[derive(Clone, Copy, Debug)]
struct Known {
    /// The smallest limit known to force the goal; `u32::MAX` when none is known.
    forced_from: u32,
    /// The largest limit known not to; `None` when none is known.
    refused_to: Option<u32>,
}

/// A search for one goal, with its node budget and its table.
pub(crate) struct Search<'t> {
    goal: Goal,
    nodes: u64,
    budget: u64,
    table: HashMap<(u64, Tally), Known, BuildHasherDefault<QuickHasher>>,
    /// Oware's endgame tables, which settle at once that a [`Goal::Win`] cannot be forced
    /// from a board the solver cannot win with perfect play.
    tables: Option<&'t EndgameTables>,
}

impl<'t> Search<'t> {
    /// A search for `goal` that gives up after `budget` nodes.
    pub(crate) fn new(goal: Goal, budget: u64) -> Search<'t> {
        Search {
            goal,
            nodes: 0,
            budget,
            table: HashMap::default(),
            tables: None,
        }
    }

    /// The same search, asking `tables` about Oware's endings.
    pub(crate) fn with_tables(mut self, tables: Option<&'t EndgameTables>) -> Search<'t> {
        self.tables = tables;
        self
    }

    /// True when the endgame tables show that the solver cannot win from `position` at all,
    /// whatever the limit: a win goal is then refused without a search.
    fn cannot_win<P: Rules>(&self, position: &P, tally: &Tally) -> bool {
        let (Some(tables), Goal::Win { .. }, AnyPosition::Oware(oware)) =
            (self.tables, self.goal, position.to_any())
        else {
            return false;
        };
        // The result is the mover's final margin with perfect play; its sign is exact.
        tables.probe_result(&oware).is_some_and(|margin| {
            let solvers = if oware.to_move() == tally.solver {
                margin
            } else {
                -margin
            };
            solvers <= 0
        })
    }

    /// The nodes searched so far, over every question asked.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// True when the solver can force the goal, within `limit` of its moves for a goal with
    /// a move limit, from `position` (not over, the goal still open) after the line `tally`
    /// counts.
    fn forced<P: Rules>(
        &mut self,
        position: &P,
        tally: &Tally,
        limit: u32,
        path: &mut Vec<u64>,
    ) -> Result<bool, OutOfNodes> {
        let key = (position.key(), *tally);
        let known = self.table.get(&key).copied();
        if let Some(known) = known {
            if known.forced_from <= limit {
                return Ok(true);
            }
            if known.refused_to.is_some_and(|refused| refused >= limit) {
                return Ok(false);
            }
        }
        if self.cannot_win(position, tally) {
            self.table.insert(
                key,
                Known {
                    forced_from: u32::MAX,
                    refused_to: Some(u32::MAX),
                },
            );
            return Ok(false);
        }
        let goal = self.goal.with_move_limit(limit);
        let solver_moves = position.to_move() == tally.solver;
        let list = children(&goal, position, tally, path);
        self.nodes += list.len() as u64;
        if self.nodes > self.budget {
            return Err(OutOfNodes);
        }
        // The solver needs one move that forces the goal; against the opponent every move must.
        let decided = if solver_moves {
            Verdict::Met
        } else {
            Verdict::Missed
        };
        let answer = if list.iter().any(|c| c.verdict == decided) {
            solver_moves
        } else {
            path.push(position.key());
            let mut answer = Ok(!solver_moves);
            for c in list.iter().filter(|c| c.verdict == Verdict::Going) {
                match self.forced(&c.position, &c.tally, limit, path) {
                    Ok(forced) if forced == solver_moves => {
                        answer = Ok(solver_moves);
                        break;
                    }
                    Ok(_) => {}
                    Err(out) => {
                        answer = Err(out);
                        break;
                    }
                }
            }
            path.pop();
            answer?
        };
        let mut known = known.unwrap_or(Known {
            forced_from: u32::MAX,
            refused_to: None,
        });
        if answer {
            known.forced_from = known.forced_from.min(limit);
        } else {
            known.refused_to = Some(known.refused_to.map_or(limit, |r| r.max(limit)));
        }
        self.table.insert(key, known);
        Ok(answer)
    }

    /// The fewest solver moves (counted from the stage's start, as the tally does) within
    /// which the goal can be forced from `position`, trying each limit up to the goal's own
    /// (deepening: the small limits cost little next to the large ones, and what they prove
    /// stays in the table); `None` when even the goal's limit is not enough. A goal without
    /// a move limit answers with the solver's moves so far plus what [`Goal::left`] says,
    /// when it is forced at all.
    pub(crate) fn fewest_moves<P: Rules>(
        &mut self,
        position: &P,
        tally: &Tally,
    ) -> Result<Option<u32>, OutOfNodes> {
        let mut path = Vec::new();
        let goal = self.goal;
        let Some(limit) = goal.move_limit() else {
            let forced = self.forced(position, tally, 0, &mut path)?;
            return Ok(forced.then(|| tally.solver_moves + goal.left(tally)));
        };
        for moves in tally.solver_moves + 1..=limit {
            if self.forced(position, tally, moves, &mut path)? {
                return Ok(Some(moves));
            }
        }
        Ok(None)
    }

    /// Each legal move of `position` (the opponent to move), with what it leaves the solver:
    /// the fewest solver moves that still force the goal after it (`Some(None)` when none
    /// does, `None` when the search ran out of nodes). Each move gets an equal share of the
    /// budget left; the table serves them all.
    pub(crate) fn answers<P: Rules>(
        &mut self,
        position: &P,
        tally: &Tally,
    ) -> Vec<(usize, Option<Option<u32>>)> {
        let goal = self.goal;
        let list = children(&goal, position, tally, &[position.key()]);
        let total = self.budget;
        let share = total.saturating_sub(self.nodes) / (list.len().max(1) as u64);
        let answers = list
            .into_iter()
            .map(|c| {
                let answer = match c.verdict {
                    Verdict::Met => Some(Some(c.tally.solver_moves)),
                    Verdict::Missed => Some(None),
                    Verdict::Going => {
                        self.budget = self.nodes + share;
                        self.fewest_moves(&c.position, &c.tally).ok()
                    }
                };
                (c.house, answer)
            })
            .collect();
        self.budget = total;
        answers
    }
}

/// Runs `$body` with `$p` bound to the game's own position inside an [`AnyPosition`], so that
/// a search runs on the game's own type rather than dispatching at every node.
macro_rules! on_own {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            AnyPosition::Oware($p) => $body,
            AnyPosition::Kalah($p) => $body,
            AnyPosition::Congkak($p) => $body,
            AnyPosition::Togyz($p) => $body,
        }
    };
}

/// [`Search::fewest_moves`] on any game's position.
pub(crate) fn fewest_moves_any(
    search: &mut Search,
    position: &AnyPosition,
    tally: &Tally,
) -> Result<Option<u32>, OutOfNodes> {
    on_own!(position, p => search.fewest_moves(p, tally))
}

/// [`Search::answers`] on any game's position.
pub(crate) fn answers_any(
    search: &mut Search,
    position: &AnyPosition,
    tally: &Tally,
) -> Vec<(usize, Option<Option<u32>>)> {
    on_own!(position, p => search.answers(p, tally))
}
