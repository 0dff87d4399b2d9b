//! A look back at a finished game: Tux, thinking a little longer than at its top level, goes
//! over each move of one player and marks those that missed a capture or lost seeds, with the
//! house that would have done better and what it would have gained.
//!
//! Every judgement is bounded by nodes, never by the clock, so the same game always gets the
//! same review, on any machine. What the review tells a child is counted in seeds on the
//! board right after the move (captured now, capturable by the reply), because that is what a
//! child can check; the search only decides which move was better and whether the difference
//! is worth mentioning.

use std::cmp::Reverse;

use oware_rules::{AnyPosition, Game, GameVisitor, MoveReport, Rules, Side};

use crate::eval::SEED;
use crate::move_scores::score_moves_in;
use crate::tt::Tt;

/// The nodes Tux spends on each position of a review, shared by its legal moves: four times
/// the top level's budget in Oware, still a fraction of a second per move in a release build.
pub const REVIEW_NODES: u64 = 100_000;

/// A move this much worse than the best one (in hundredths of a seed) is marked: less would
/// flag differences that the search's horizon can make up.
pub const MISTAKE_MARGIN: i32 = SEED;

/// The table of a review: 2^16 entries of 16 bytes.
const REVIEW_TABLE_BITS: u32 = 16;

/// One move of the reviewed player, and what Tux thinks of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// The move's place in the game, counted from 0 over both players' moves.
    pub ply: usize,
    /// The house that was played.
    pub played: usize,
    /// Seeds the played move captured.
    pub captured: u8,
    /// It was the only legal move.
    pub forced: bool,
    /// A clearly better house, when there was one; `None` for a good (or forced) move.
    pub better: Option<usize>,
    /// Seeds the better house would have captured at once beyond what the played one did.
    pub missed_capture: u8,
    /// Seeds the opponent could capture with his very next move after the played house,
    /// beyond what he could have captured after the better one.
    pub seeds_lost: u8,
    /// How much worse than the better house Tux judged the played one, in hundredths of a
    /// seed; 0 for a good move.
    pub score_loss: i32,
}

impl ReviewedMove {
    fn good(ply: usize, report: &MoveReport) -> ReviewedMove {
        ReviewedMove {
            ply,
            played: report.origin,
            captured: report.captured_seeds,
            forced: false,
            better: None,
            missed_capture: 0,
            seeds_lost: 0,
            score_loss: 0,
        }
    }

    /// True when another move would have done better.
    pub fn is_mistake(&self) -> bool {
        self.better.is_some()
    }
}

/// The reviewed player's moves, in the order they were played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The side whose moves were reviewed.
    pub player: Side,
    /// Each of its moves, reviewed.
    pub moves: Vec<ReviewedMove>,
}

impl Review {
    /// The moves Tux marked, in order.
    pub fn mistakes(&self) -> impl Iterator<Item = &ReviewedMove> {
        self.moves.iter().filter(|reviewed| reviewed.is_mistake())
    }

    /// The review of the move played at `ply`, if it was one of the player's.
    pub fn at_ply(&self, ply: usize) -> Option<&ReviewedMove> {
        self.moves.iter().find(|reviewed| reviewed.ply == ply)
    }
}

/// Reviews `player`'s moves in a game held as [`AnyPosition`], on the game's own position
/// type. `nodes` bounds Tux's thinking on each position ([`REVIEW_NODES`] for the activity).
/// `None` only if the history mixes games, which no game built from one position does.
pub fn review(game: &Game<AnyPosition>, player: Side, nodes: u64) -> Option<Review> {
    struct Visit {
        player: Side,
        nodes: u64,
    }
    impl GameVisitor for Visit {
        type Output = Review;
        fn visit<P: Rules>(self, game: &Game<P>) -> Review {
            review_game(game, self.player, self.nodes)
        }
    }
    game.visit(Visit { player, nodes })
}

/// Reviews `player`'s moves in `game`, replaying it from its first position so that each
/// judgement sees the history the move was played in.
pub fn review_game<P: Rules>(game: &Game<P>, player: Side, nodes: u64) -> Review {
    let mut replay = game.clone();
    while replay.undo().is_some() {}
    let mut table = Tt::new(REVIEW_TABLE_BITS);
    let mut moves = Vec::new();
    for (ply, report) in game.moves().enumerate() {
        if report.mover == player {
            moves.push(judge(&mut table, &replay, ply, report, nodes));
        }
        if replay.play(report.origin).is_err() {
            // The history was made by these very rules; a refusal would mean another game.
            break;
        }
    }
    Review { player, moves }
}

/// What Tux thinks of the move `report`, played in `game`.
fn judge<P: Rules>(
    table: &mut Tt,
    game: &Game<P>,
    ply: usize,
    report: &MoveReport,
    nodes: u64,
) -> ReviewedMove {
    let legal: Vec<usize> = game.legal_moves().iter().collect();
    let good = ReviewedMove {
        forced: legal.len() < 2,
        ..ReviewedMove::good(ply, report)
    };
    if good.forced {
        return good;
    }
    let (scores, _) = score_moves_in(table, game, &legal, nodes);
    let Some(&(_, played_score)) = scores.iter().find(|(house, _)| *house == report.origin) else {
        return good;
    };
    // The best score, and among equals the lowest house, so that ties read the same each time.
    let Some(&(best, best_score)) = scores
        .iter()
        .max_by_key(|(house, score)| (*score, Reverse(*house)))
    else {
        return good;
    };
    let loss = best_score - played_score;
    if loss < MISTAKE_MARGIN {
        return good;
    }
    let position = game.position();
    let (played_now, played_reply) = seeds_at_stake(position, report.origin);
    let (better_now, better_reply) = seeds_at_stake(position, best);
    ReviewedMove {
        better: Some(best),
        missed_capture: better_now.saturating_sub(played_now),
        seeds_lost: played_reply.saturating_sub(better_reply),
        score_loss: loss,
        ..good
    }
}

/// Seeds `house` captures at once, and the most the opponent can then capture with his very
/// next move (none when the mover plays again or the game is over).
fn seeds_at_stake<P: Rules>(position: &P, house: usize) -> (u8, u8) {
    let mover = position.to_move();
    let mut after = *position;
    let captured = after.apply(house);
    if after.to_move() == mover || after.end().is_some() {
        return (captured, 0);
    }
    let reply = after
        .legal_moves()
        .iter()
        .map(|reply| {
            let mut next = after;
            next.apply(reply)
        })
        .max()
        .unwrap_or(0);
    (captured, reply)
}
