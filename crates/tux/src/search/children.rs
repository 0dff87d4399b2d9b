//! A node's moves searched in turn: the table's move first, then the others in their order,
//! each after the first in a null window (a principal-variation search), and the late quiet
//! ones one ply shallower first when reductions are on.

use oware_rules::{MoveSet, Rules, MAX_HOUSES_PER_SIDE};

use super::node::Node;
use super::ordering::{Child, Children, Remembered};
use super::scores::INF;
use super::Searcher;

/// Which quiet moves a search looks at one ply shallower first: those from `first_move` on
/// in a node's order (0 is the first) where at least `min_depth` plies remain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reductions {
    /// The fewest plies left below a node for its moves to be reduced.
    pub min_depth: i32,
    /// The first place in a node's order that is reduced.
    pub first_move: usize,
}

impl Reductions {
    /// The master's reductions when it reduces: from the third move on, three plies deep.
    pub const USUAL: Reductions = Reductions {
        min_depth: 3,
        first_move: 2,
    };
}

impl<P: Rules> Searcher<'_, P> {
    /// The best score and move among `moves` in `node`'s window, `tt_move` first, stopping at
    /// a cut-off. The move the table remembers comes first whatever the others are worth, so
    /// it is searched before the others are even made: when it cuts off, as it mostly does,
    /// they never are. Their order is judged by the killers and history as they stood before
    /// it, exactly as if they had been made with it. When the search is stopped the answer
    /// means nothing.
    #[inline(always)]
    pub(super) fn search_moves(
        &mut self,
        position: &P,
        moves: MoveSet,
        tt_move: Option<usize>,
        node: Node,
    ) -> (i32, Option<usize>) {
        let me = position.to_move();
        let side = me.index();
        let remembered = self.memory.at(side, node.ply);
        let mut alpha = node.alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        if let Some(house) = tt_move {
            let mut child = *position;
            let captured = child.apply(house);
            let score = self.child_score(&child, None, me, node.after(captured));
            if self.aborted {
                return (0, None);
            }
            best_score = score;
            best_move = Some(house);
            if score > alpha {
                alpha = score;
                if score >= node.beta {
                    if captured == 0 {
                        self.memory.reward(node.ply, side, house, node.depth);
                    }
                    return (best_score, best_move);
                }
            }
        }
        let searched = usize::from(tt_move.is_some());
        let rest = node.window(alpha, node.beta);
        let (score, house) =
            self.search_rest(position, moves, tt_move, &remembered, rest, searched);
        if self.aborted {
            return (0, None);
        }
        if score > best_score {
            best_score = score;
            best_move = house;
        }
        (best_score, best_move)
    }

    /// Searches the moves other than `tt_move` (already searched when `searched` is 1) in
    /// their order (see [`Children`]). Returns the best score and move among them, stopping
    /// at a cut-off.
    #[inline(always)]
    pub(super) fn search_rest(
        &mut self,
        position: &P,
        moves: MoveSet,
        tt_move: Option<usize>,
        remembered: &Remembered,
        node: Node,
        searched: usize,
    ) -> (i32, Option<usize>) {
        let me = position.to_move();
        let side = me.index();
        let table = (node.depth - 1 > 0).then_some(&*self.tt);
        let style = self.limits.style;
        let mut room = [Child::unmade(*position); MAX_HOUSES_PER_SIDE];
        let mut children = Children::make(
            &mut room, position, moves, tt_move, remembered, style, table,
        );
        let (mut alpha, beta) = (node.alpha, node.beta);
        let mut best_score = -INF;
        let mut best_move = None;
        for i in 0..children.len() {
            let child = children.take(i);
            let next = node.after(child.captured);
            let (made, key) = (&child.position, child.key);
            // What the child's score owes to repetitions, apart from its brothers': a cut-off
            // owes nothing to the moves searched before the one that made it.
            let repeated_before = std::mem::replace(&mut self.repeated_from, usize::MAX);
            let mut score;
            if i + searched == 0 {
                score = self.child_score(made, key, me, next.window(alpha, beta));
            } else {
                // A quiet move this late in the order (after the table's move, the captures
                // and the killers) seldom beats the best: a shallower look shows it, and only
                // a move that does beat it is searched again at full depth.
                let late = self
                    .limits
                    .reduce_late
                    .is_some_and(|r| node.depth >= r.min_depth && i + searched >= r.first_move)
                    && child.ordered_by_history()
                    && made.to_move() != me;
                let null_window = next.window(alpha, alpha + 1);
                let reduced =
                    late.then(|| self.child_score(made, key, me, null_window.shallower()));
                score = match reduced {
                    Some(score) if score <= alpha || self.aborted => score,
                    _ => self.child_score(made, key, me, null_window),
                };
                if score > alpha && score < beta && !self.aborted {
                    score = self.child_score(made, key, me, next.window(alpha, beta));
                }
            }
            if self.aborted {
                return (0, None);
            }
            let cuts_off = score >= beta;
            if !cuts_off {
                self.repeated_from = self.repeated_from.min(repeated_before);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(child.house);
                if score > alpha {
                    alpha = score;
                    if cuts_off {
                        if child.captured == 0 {
                            self.memory.reward(node.ply, side, child.house, node.depth);
                        }
                        break;
                    }
                }
            }
        }
        (best_score, best_move)
    }
}

#[cfg(test)]
mod tests {
    use super::super::scores::PROVEN;
    use super::super::testing::{result, search_to, small_positions, solve};
    use super::super::Style;
    use super::*;

    /// Searched to the end of the game, a reduced move that would change the result is
    /// searched again at full depth, so the reductions change how fast a result is found,
    /// never which.
    #[test]
    fn late_move_reductions_find_the_same_results() {
        let mut solved = 0;
        for position in small_positions(11, 200) {
            let full = solve(&position, Style::PLAIN, None);
            let reduced = solve(&position, Style::PLAIN, Some(Reductions::USUAL));
            assert_eq!(result(full), result(reduced), "{position:?}");
            solved += usize::from(full.abs() > PROVEN);
        }
        assert!(solved > 100, "only {solved} positions solved");
    }

    /// Where the horizon cuts the game short the reductions do take place: from Oware's
    /// start, the same depth costs far fewer nodes.
    #[test]
    fn late_move_reductions_search_fewer_nodes_to_a_depth() {
        let start = oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
        let full = search_to(&start, 12, Style::PLAIN, None);
        let reduced = search_to(&start, 12, Style::PLAIN, Some(Reductions::USUAL));
        assert_eq!((full.depth, reduced.depth), (12, 12));
        assert!(
            reduced.nodes * 3 < full.nodes * 2,
            "{} nodes with reductions, {} without",
            reduced.nodes,
            full.nodes
        );
    }
}
