//! The search at the root: iterative deepening, and the fixed-depth scores of every move for
//! the levels that choose among them.

use oware_rules::Rules;

use super::node::Node;
use super::scores::{INF, PROVEN};
use super::{Analysis, Searcher, MAX_PLY};
use crate::tt::{key, Bound};

/// The depths that iterative deepening searches in turn. In Oware a line that ends on the
/// searching side's own move tends to look better than one that ends on the reply, so a
/// search that stops at any depth judges its moves now by the one parity, now by the other;
/// one that keeps to a parity always judges them alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Deepening {
    /// 1, 2, 3, ... plies.
    #[default]
    EveryPly,
    /// 1, 3, 5, ... plies: each line ends on the searching side's move.
    OddPlies,
    /// 2, 4, 6, ... plies: each line ends on the reply.
    EvenPlies,
}

impl Deepening {
    /// The first depth and the step between depths.
    fn steps(self) -> (u32, usize) {
        match self {
            Deepening::EveryPly => (1, 1),
            Deepening::OddPlies => (1, 2),
            Deepening::EvenPlies => (2, 2),
        }
    }
}

impl<P: Rules> Searcher<'_, P> {
    /// Iterative deepening from `position`, trying `moves` in the given order first.
    /// `quiet` is the number of plies played without a capture before `position`.
    pub fn iterate(&mut self, position: &P, moves: &[usize], quiet: u32) -> Analysis {
        self.root_quiet = quiet;
        let mut order = moves.to_vec();
        let mut analysis = Analysis::NOTHING;
        let (first, step) = self.limits.deepening.steps();
        for depth in (first..=self.limits.depth.min(MAX_PLY as u32)).step_by(step) {
            let (score, best) = self.root(position, &order, depth as i32, quiet);
            if let Some(best) = best {
                // A move that beat the previous best in an unfinished iteration was searched
                // completely, so it is at least as trustworthy as the old choice.
                analysis.best_move = Some(best);
                analysis.score = score;
                if let Some(i) = order.iter().position(|&m| m == best) {
                    order[..=i].rotate_right(1);
                }
            }
            if self.aborted {
                break;
            }
            analysis.depth = depth;
            if score.abs() > PROVEN {
                break;
            }
        }
        analysis.nodes = self.nodes;
        analysis
    }

    /// One complete iteration at the root; the best move is `None` only when the search was
    /// stopped before the first move was searched.
    fn root(
        &mut self,
        position: &P,
        order: &[usize],
        depth: i32,
        quiet: u32,
    ) -> (i32, Option<usize>) {
        let root = Node::root(depth, quiet);
        let (mut alpha, beta) = (root.alpha, root.beta);
        let mut best = None;
        let root_key = key(position);
        self.repeated_from = usize::MAX;
        self.path.push(root_key);
        let me = position.to_move();
        for (i, &house) in order.iter().enumerate() {
            let mut child = *position;
            let next = root.after(child.apply(house));
            let mut score;
            if i == 0 {
                score = self.child_score(&child, None, me, next.window(alpha, beta));
            } else {
                score = self.child_score(&child, None, me, next.window(alpha, alpha + 1));
                if score > alpha && !self.aborted {
                    score = self.child_score(&child, None, me, next.window(alpha, beta));
                }
            }
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(house);
            }
        }
        self.path.pop();
        if !self.aborted {
            self.tt.store(root_key, depth, alpha, Bound::Exact, best);
        }
        (alpha, best)
    }

    /// Scores every move exactly at a fixed depth, for the levels that may choose a
    /// move other than the best. Stops early (with fewer scores) when the search is stopped.
    pub fn score_all(
        &mut self,
        position: &P,
        moves: &[usize],
        depth: u32,
        quiet: u32,
    ) -> Vec<(usize, i32)> {
        self.root_quiet = quiet;
        let depth = depth.clamp(1, MAX_PLY as u32) as i32;
        let root = Node::root(depth, quiet);
        let mut scores = Vec::with_capacity(moves.len());
        self.path.push(key(position));
        let me = position.to_move();
        for &house in moves {
            let mut child = *position;
            let next = root.after(child.apply(house));
            let score = self.child_score(&child, None, me, next.window(-INF, INF));
            if self.aborted {
                break;
            }
            scores.push((house, score));
        }
        self.path.pop();
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::deepened;
    use super::super::Style;
    use super::*;

    #[test]
    fn deepening_by_two_plies_keeps_to_its_parity() {
        let start = oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
        let plain = (Style::PLAIN, None);
        let completed = |depth, nodes, deepening| deepened(&start, depth, nodes, deepening, plain);
        // A depth limit: the deepest iteration of the parity within it.
        for (limit, odd, even) in [(6, 5, 6), (7, 7, 6)] {
            assert_eq!(completed(limit, u64::MAX, Deepening::OddPlies).depth, odd);
            assert_eq!(completed(limit, u64::MAX, Deepening::EvenPlies).depth, even);
            assert_eq!(completed(limit, u64::MAX, Deepening::EveryPly).depth, limit);
        }
        // A budget that stops an iteration part way: what is complete keeps the parity.
        let mut every_ply_depths = Vec::new();
        for nodes in [500, 1_000, 2_000, 3_000, 5_000, 8_000, 12_000, 20_000] {
            let odd = completed(MAX_PLY as u32, nodes, Deepening::OddPlies);
            let even = completed(MAX_PLY as u32, nodes, Deepening::EvenPlies);
            assert_eq!(odd.depth % 2, 1, "{nodes} nodes: {odd:?}");
            assert_eq!(even.depth % 2, 0, "{nodes} nodes: {even:?}");
            assert!(odd.best_move.is_some() && even.best_move.is_some());
            every_ply_depths.push(completed(MAX_PLY as u32, nodes, Deepening::EveryPly).depth);
        }
        // The control: searching every depth, the same budgets stop at both parities.
        let odd = every_ply_depths
            .iter()
            .filter(|&&depth| depth % 2 == 1)
            .count();
        assert!(
            0 < odd && odd < every_ply_depths.len(),
            "{every_ply_depths:?}"
        );
    }
}
