//! The horizon's search of the captures in the air, so that an exchange of many seeds over
//! a few moves is judged by how it ends, not by its first blow.

use oware_rules::Rules;

use super::oracle::Margin;
use super::scores::{estimate_score, proven_score, score_without_moves};
use super::{Searcher, MAX_PLY};

impl<P: Rules> Searcher<'_, P> {
    /// The score of a position at the horizon once the captures in the air have been played
    /// out: the player to move may stand on the evaluation or take a capture, and so on for
    /// at most `plies` captures. A capture starts afresh since the last capture, so no
    /// repetition can come, and the oracle's value after it is a proof.
    pub(super) fn quiesce(
        &mut self,
        position: &P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        plies: u32,
    ) -> i32 {
        if self.visit() {
            return 0;
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, ply);
        }
        let stand = self.eval.score(position);
        if plies == 0 || ply >= MAX_PLY || stand >= beta {
            return stand;
        }
        let me = position.to_move();
        let mut best = stand;
        alpha = alpha.max(stand);
        for house in moves.iter() {
            let mut child = *position;
            if child.apply(house) == 0 {
                continue;
            }
            // What the oracle knows of the child, for the child's player to move.
            let known = match self.oracle.and_then(|oracle| oracle.final_margin(&child)) {
                Some(Margin::Exact(margin)) => Some(proven_score(margin, ply + 1)),
                Some(Margin::Estimate(margin)) if self.horizon_estimates => {
                    Some(estimate_score(margin))
                }
                _ => None,
            };
            let score = match known {
                Some(score) if child.to_move() == me => score,
                Some(score) => -score,
                None if child.to_move() == me => {
                    self.quiesce(&child, alpha, beta, ply + 1, plies - 1)
                }
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, plies - 1),
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    use super::super::scores::INF;
    use super::super::testing::{fresh_searcher, plain_limits};
    use super::super::Limits;
    use super::*;
    use crate::eval::Evaluation;
    use crate::tt::Tt;

    /// What playing out the captures is worth, without any pruning: the player to move
    /// stands on the evaluation or takes the best capture, for at most `plies` captures.
    fn captures_played_out(position: &oware_rules::abapa::Position, plies: u32, ply: usize) -> i32 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, ply);
        }
        let stand = Evaluation::Tuned.score(position);
        if plies == 0 {
            return stand;
        }
        moves
            .iter()
            .filter_map(|house| {
                let mut child = *position;
                (child.apply(house) > 0).then(|| -captures_played_out(&child, plies - 1, ply + 1))
            })
            .fold(stand, i32::max)
    }

    #[test]
    fn playing_out_the_captures_prunes_nothing_that_counts() {
        let mut tt = Tt::new(10);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            capture_plies: 4,
            ..plain_limits(1)
        };
        let mut searcher = fresh_searcher(&mut tt, &stop, limits);
        let mut rng = StdRng::seed_from_u64(5);
        let (mut positions, mut differ) = (0, 0);
        while positions < 2000 {
            let mut position =
                oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
            for _ in 0..rng.random_range(4..60) {
                let moves: Vec<usize> = position.legal_moves().iter().collect();
                let Some(&house) = moves.get(rng.random_range(0..moves.len().max(1))) else {
                    break;
                };
                position.apply(house);
            }
            // The search's winning scores count plies from its root; these positions are roots.
            let pruned = searcher.quiesce(&position, -INF, INF, 0, 4);
            let plain = captures_played_out(&position, 4, 0);
            assert_eq!(pruned, plain, "{position:?}");
            positions += 1;
            differ += usize::from(plain != Evaluation::Tuned.score(&position));
        }
        // The control: the captures change the judgement of many of these positions.
        assert!(
            differ > 200,
            "only {differ} of {positions} positions had a capture that counts"
        );
    }
}
