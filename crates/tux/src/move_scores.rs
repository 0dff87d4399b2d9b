//! Every legal move of a position scored alike: the same depth for all of them, on a node
//! budget, so that the scores compare. The review judges a played move by them, and the
//! puzzles' only-move test asks how far the best move stands above the others.

use std::sync::atomic::AtomicBool;

use oware_rules::{Game, Rules};

use crate::levels;
use crate::search::{Limits, Searcher};
use crate::tt::Tt;

/// The table of one scoring: 2^16 entries of 16 bytes.
const TABLE_BITS: u32 = 16;

/// Every legal move of a position and its score, all at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveScores {
    /// Each legal house, in ascending order, with its score from the point of view of the
    /// player to move, in hundredths of a seed (beyond ±29 000 a forced win or loss).
    pub scores: Vec<(usize, i32)>,
    /// The depth every move was searched to, in plies; 0 when the budget completed none.
    pub depth: u32,
}

impl MoveScores {
    /// The best score, and among equals the lowest house, so that ties read the same each time.
    pub fn best(&self) -> Option<(usize, i32)> {
        self.scores
            .iter()
            .copied()
            .max_by_key(|&(house, score)| (score, std::cmp::Reverse(house)))
    }
}

/// Scores every legal move of `game` with the top level's search and evaluation, on `nodes`
/// nodes and a table of its own, at the deepest depth the budget completes for all of them.
/// Bounded by nodes, never by the clock: the same game always gets the same scores.
pub fn score_moves<P: Rules>(game: &Game<P>, nodes: u64) -> MoveScores {
    let moves: Vec<usize> = game.legal_moves().iter().collect();
    let mut table = Tt::new(TABLE_BITS);
    let (scores, depth) = score_moves_in(&mut table, game, &moves, nodes);
    MoveScores { scores, depth }
}

/// Every move of `moves` scored at the deepest depth that the node budget completes for all
/// of them alike, with `table`; from the mover's point of view. Also returns that depth.
pub(crate) fn score_moves_in<P: Rules>(
    table: &mut Tt,
    game: &Game<P>,
    moves: &[usize],
    nodes: u64,
) -> (Vec<(usize, i32)>, u32) {
    let position = game.position();
    let stop = AtomicBool::new(false);
    let top = levels::level(position.kind(), crate::LEVELS);
    let limits = Limits::plain(levels::MAX_DEPTH, nodes, top.style);
    let mut searcher = Searcher::new(
        table,
        top.eval,
        &stop,
        limits,
        game.earlier_positions(),
        game.repetition(),
    );
    let quiet = game.plies_without_capture();
    let mut complete = Vec::new();
    let mut completed_depth = 0;
    for depth in 1..=levels::MAX_DEPTH {
        let scores = searcher.score_all(position, moves, depth, quiet);
        // A depth cut short by the budget scores only some moves: keep the last whole one.
        if scores.len() < moves.len() {
            break;
        }
        complete = scores;
        completed_depth = depth;
        if searcher.nodes() >= nodes {
            break;
        }
    }
    (complete, completed_depth)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::abapa::{Position, Variant};
    use oware_rules::Side;

    #[test]
    fn a_capture_scores_above_the_quiet_moves_and_the_same_each_time() {
        // South's F (one seed) lands on North's a (two seeds) and captures three.
        let mut houses = [0u8; 12];
        (houses[0], houses[2], houses[5]) = (1, 2, 1);
        (houses[6], houses[8], houses[10]) = (2, 3, 2);
        let position = Position::from_parts(Variant::ABAPA, &houses, [18, 19], Side::South)
            .expect("a legal position");
        let game = Game::from_position(position);
        let scored = score_moves(&game, 20_000);
        assert_eq!(
            scored.scores.iter().map(|&(h, _)| h).collect::<Vec<_>>(),
            vec![0, 2, 5]
        );
        assert!(scored.depth >= 3, "{scored:?}");
        assert_eq!(scored.best().map(|(house, _)| house), Some(5), "{scored:?}");
        assert_eq!(score_moves(&game, 20_000), scored);
        // The control: a budget too small for one depth scores nothing.
        assert!(score_moves(&game, 2).scores.is_empty());
    }
}
