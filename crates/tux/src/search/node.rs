//! The search of one node: the ends the game's history decides, what the oracle knows, the
//! horizon, the table's answer, then the node's children and what the table keeps of them.

use oware_rules::{EndReason, MoveSet, Outcome, Rules};

use super::oracle::Margin;
use super::scores::{
    estimate_score, final_score, from_tt, proven_score, score_without_moves, to_tt, INF,
};
use super::{Searcher, MAX_PLY};
use crate::tt::{key, Bound};

/// Where a node stands in the search: the plies left to search below it, the window of
/// scores that matter (`alpha..beta`, for its player to move), its distance from the root and
/// the plies played without a capture before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub depth: i32,
    pub alpha: i32,
    pub beta: i32,
    pub ply: usize,
    pub quiet: u32,
}

impl Node {
    /// The root, `depth` plies deep with a window open to every score, after `quiet` plies
    /// without a capture.
    pub fn root(depth: i32, quiet: u32) -> Node {
        Node {
            depth,
            alpha: -INF,
            beta: INF,
            ply: 0,
            quiet,
        }
    }

    /// The child reached by a move that captured `captured` seeds: a ply shallower and
    /// further from the root, in the same window (of the mover's scores).
    pub fn after(self, captured: u8) -> Node {
        Node {
            depth: self.depth - 1,
            ply: self.ply + 1,
            quiet: if captured > 0 { 0 } else { self.quiet + 1 },
            ..self
        }
    }

    /// The same node searched in the window `alpha..beta`.
    pub fn window(self, alpha: i32, beta: i32) -> Node {
        Node {
            alpha,
            beta,
            ..self
        }
    }

    /// The same node searched one ply shallower.
    pub fn shallower(self) -> Node {
        Node {
            depth: self.depth - 1,
            ..self
        }
    }

    /// The same node for the other player: the window negated.
    fn for_the_other_side(self) -> Node {
        Node {
            alpha: -self.beta,
            beta: -self.alpha,
            ..self
        }
    }
}

/// What the oracle's value of a position means for the search there.
enum Verdict {
    /// A proven score: the search stops.
    Proven(i32),
    /// A margin that may judge the position at the horizon instead of the evaluation.
    Estimate(i32),
    /// Nothing the search may use.
    Unknown,
}

impl<P: Rules> Searcher<'_, P> {
    /// The score of `child` for `me`, the player who moved into it, in `node`'s window of
    /// `me`'s scores: negated when the turn passed, kept when the move earned another turn.
    /// `key` is the child's key when the caller computed it already.
    #[inline]
    pub(super) fn child_score(
        &mut self,
        child: &P,
        key: Option<u64>,
        me: oware_rules::Side,
        node: Node,
    ) -> i32 {
        if child.to_move() == me {
            self.negamax(child, key, node)
        } else {
            -self.negamax(child, key, node.for_the_other_side())
        }
    }

    /// The score of `position` for its player to move; `known_key` is its key when the
    /// caller computed it already.
    fn negamax(&mut self, position: &P, known_key: Option<u64>, node: Node) -> i32 {
        if self.visit() {
            return 0;
        }
        let key = match known_key {
            Some(key) => key,
            None => {
                // Unless the parent asked for it already, the slot is asked for now, so that
                // the memory fetches it while the rules, the history and the oracle speak.
                let key = key(position);
                if node.depth > 0 {
                    self.tt.prefetch(key);
                }
                key
            }
        };
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, node.ply);
        }
        if let Some(score) = self.ended_by_history(position, key, node) {
            return score;
        }
        let estimate = match self.verdict(position, node.quiet) {
            Verdict::Proven(score) => return proven_score(score, node.ply),
            Verdict::Estimate(margin) => Some(margin),
            Verdict::Unknown => None,
        };
        if node.depth <= 0 || node.ply >= MAX_PLY {
            return match estimate {
                Some(margin) => estimate_score(margin),
                None if self.limits.capture_plies > 0 => self.quiesce(
                    position,
                    node.alpha,
                    node.beta,
                    node.ply,
                    self.limits.capture_plies,
                ),
                None => self.eval.score(position),
            };
        }
        let (tt_move, stored) = self.probe(key, moves, node);
        match stored {
            Some(score) => score,
            None => self.search_children(position, key, moves, tt_move, node),
        }
    }

    /// The score of a game the way it came to `position` ends there: under the
    /// first-repetition rule a position seen again since the last capture ends the game.
    /// Under the third-repetition rule it takes a third occurrence, but a second one inside
    /// the search means the side that repeated could repeat again, so it is scored as the end
    /// it leads to. Either way each side keeps the seeds on its row. So does a game too long
    /// without a capture.
    #[inline(always)]
    fn ended_by_history(&mut self, position: &P, key: u64, node: Node) -> Option<i32> {
        let history_ends = position.history_ends();
        let quiet_end = history_ends && self.quiet_limit.is_some_and(|limit| node.quiet >= limit);
        let earlier = if history_ends && !quiet_end {
            self.repeated(key, node.quiet)
        } else {
            None
        };
        if let Some(index) = earlier {
            self.repeated_from = self.repeated_from.min(index);
        }
        if !quiet_end && earlier.is_none() {
            return None;
        }
        let reason = if quiet_end {
            EndReason::NoCaptureLimit
        } else {
            EndReason::Repetition
        };
        let outcome = Outcome::from_scores(position.swept_scores(), reason);
        Some(final_score(&outcome, position, node.ply))
    }

    /// What the oracle's value of `position`, reached after `quiet` plies without a capture,
    /// is worth to the search.
    #[inline(always)]
    fn verdict(&self, position: &P, quiet: u32) -> Verdict {
        match self.oracle.and_then(|oracle| oracle.final_margin(position)) {
            Some(Margin::Exact(margin) | Margin::Estimate(margin)) if self.trust_estimates => {
                Verdict::Proven(margin)
            }
            // An exact value holds from a board seen for the first time since the last
            // capture: the side that forces it never needs to come back to a position. Under
            // the first-repetition rule a position played since the last capture may come
            // back on the way and end the game there, which the oracle cannot know, so after
            // a quiet move its value is only an estimate, like a loose one.
            Some(Margin::Exact(margin)) if !(self.first_repetition && quiet > 0) => {
                Verdict::Proven(margin)
            }
            // A repetition could change the result: the search looks for it, and only its
            // horizon takes the estimate, a far better judgement than the evaluation's.
            Some(Margin::Exact(margin) | Margin::Estimate(margin)) if self.horizon_estimates => {
                Verdict::Estimate(margin)
            }
            Some(_) | None => Verdict::Unknown,
        }
    }

    /// What the table knows of the node of `key`: the move to try first (if legal here), and
    /// the score when its entry settles the node.
    #[inline(always)]
    fn probe(&self, key: u64, moves: MoveSet, node: Node) -> (Option<usize>, Option<i32>) {
        let Some(entry) = self.tt.probe(key) else {
            return (None, None);
        };
        let tt_move = entry.best_move().filter(|&m| moves.contains(m));
        // An earlier move's search scored this position knowing nothing of the positions
        // played since, and in the root's run of quiet moves one of them may come back and
        // end the game: there a kept entry orders the moves but gives no score. Beyond a
        // capture the stores differ, so no played position can return.
        let kept_in_root_quiet_run = !self.tt.is_current(&entry)
            && node.quiet as usize == self.root_quiet as usize + node.ply;
        if kept_in_root_quiet_run || i32::from(entry.depth) < node.depth {
            return (tt_move, None);
        }
        let score = from_tt(i32::from(entry.score), node.ply);
        let settled = match entry.bound() {
            Bound::Exact => true,
            Bound::Lower => score >= node.beta,
            Bound::Upper => score <= node.alpha,
        };
        (tt_move, settled.then_some(score))
    }

    /// Searches the children of the node of `key`, `tt_move` first, and keeps what they
    /// found in the table.
    #[inline(always)]
    fn search_children(
        &mut self,
        position: &P,
        key: u64,
        moves: MoveSet,
        tt_move: Option<usize>,
        node: Node,
    ) -> i32 {
        let own_index = self.path.len();
        let repeated_above = std::mem::replace(&mut self.repeated_from, usize::MAX);
        self.path.push(key);
        let (best_score, best_move) = self.search_moves(position, moves, tt_move, node);
        self.path.pop();
        if self.aborted {
            return 0;
        }
        let repeated_below = self.repeated_from;
        self.repeated_from = repeated_above.min(repeated_below);
        // A score that a repetition of a position played before this one decided holds only
        // for the way the game came here: another way may not pass that position at all.
        // The table keeps the move, which still orders the search well, but not the score.
        if repeated_below < own_index {
            self.tt.store_move(key, best_move);
            return best_score;
        }
        let bound = if best_score >= node.beta {
            Bound::Lower
        } else if best_score > node.alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            node.depth,
            to_tt(best_score, node.ply),
            bound,
            best_move,
        );
        best_score
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use oware_rules::{Repetition, Side};

    use super::super::testing::plain_limits;
    use super::super::Limits;
    use super::*;
    use crate::eval::Evaluation;
    use crate::tt::Tt;

    /// The root score of an Oware position where South's A is quiet and F captures, searched
    /// 3 plies deep with the table kept, after an earlier search left an entry for the
    /// position after `planted` (a house) worth 90 seeds to South.
    fn root_score_with_a_kept_entry(planted: Option<usize>) -> i32 {
        use oware_rules::abapa::{Position, Variant};
        let mut houses = [0u8; 12];
        // A (0) sows one seed into B; F (5) sows one into North's first house, making it two.
        (houses[0], houses[2], houses[5]) = (1, 2, 1);
        (houses[6], houses[8], houses[10]) = (1, 3, 2);
        let root = Position::from_parts(Variant::ABAPA, &houses, [20, 18], Side::South)
            .expect("a legal position");
        let mut tt = Tt::new(12);
        tt.new_search(false);
        if let Some(house) = planted {
            let mut child = root;
            child.apply(house);
            // North to move there, 90 seeds down.
            tt.store(key(&child), 60, -9_000, Bound::Exact, None);
        }
        let stop = AtomicBool::new(false);
        let limits = Limits {
            keep_table: true,
            ..plain_limits(3)
        };
        let mut searcher = Searcher::new(
            &mut tt,
            Evaluation::Tuned,
            &stop,
            limits,
            &[],
            Repetition::First,
        );
        let moves: Vec<usize> = root.legal_moves().iter().collect();
        searcher.iterate(&root, &moves, 0).score
    }

    #[test]
    fn a_kept_score_serves_beyond_a_capture_and_not_in_the_roots_quiet_run() {
        let unplanted = root_score_with_a_kept_entry(None);
        assert!(unplanted.abs() < 2_000, "{unplanted}");
        // The control: after F's capture no position played since can come back, so the
        // earlier search's score stands, and it is the best the root has.
        assert_eq!(root_score_with_a_kept_entry(Some(5)), 9_000);
        // After the quiet A, a position played since might: the kept entry gives no score.
        assert_eq!(root_score_with_a_kept_entry(Some(0)), unplanted);
    }
}
