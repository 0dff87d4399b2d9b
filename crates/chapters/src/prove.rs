//! The proof that a stage's goal can be forced: an AND-OR search over every defence, bounded
//! by the goal's own moves and by a node budget.

use oware_rules::{GameKind, Rules};
use oware_tux::endgame::EndgameTables;

use crate::goal::{Goal, Tally};
use crate::search::{fewest_moves_any, Search};
use crate::{ChapterError, Stage};

/// The nodes a proof may search unless told otherwise: a stage of a few moves needs far
/// fewer, and a debug build searches this many in some seconds.
pub const PROOF_NODES: u64 = 2_000_000;

/// What the search found: the goal forced against every defence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The fewest solver moves that force the goal against the best defence (for a goal
    /// without a move limit, what it asks: the opponent's moves to survive, the sowings to
    /// chain).
    pub moves: u32,
    /// The positions searched.
    pub nodes: u64,
}

/// Proves that `stage`'s goal can be forced against every defence within the moves it
/// allows, on [`PROOF_NODES`] nodes.
pub fn prove(stage: &Stage) -> Result<Proof, ChapterError> {
    prove_with(stage, PROOF_NODES)
}

/// [`prove`] on a budget of `nodes`.
pub fn prove_with(stage: &Stage, nodes: u64) -> Result<Proof, ChapterError> {
    prove_with_tables(stage, nodes, None)
}

/// [`prove_with`], asking Oware's endgame tables whether the solver can still win at all:
/// a [`Goal::Win`] is then refused at once on every board the tables hold that the solver
/// cannot win with perfect play, and the search looks only at the others. The answer is the
/// same as without tables; only the nodes differ.
pub fn prove_with_tables(
    stage: &Stage,
    nodes: u64,
    tables: Option<&EndgameTables>,
) -> Result<Proof, ChapterError> {
    let position = stage.board()?;
    if position.end().is_some() {
        return Err(ChapterError::GameOver);
    }
    check_fits(&stage.goal, stage.game)?;
    let tally = Tally::new(position.to_move());
    let mut search = Search::new(stage.goal, nodes).with_tables(tables);
    match fewest_moves_any(&mut search, &position, &tally) {
        Ok(Some(moves)) => Ok(Proof {
            moves,
            nodes: search.nodes(),
        }),
        Ok(None) => Err(ChapterError::NotForced {
            nodes: search.nodes(),
        }),
        Err(_) => Err(ChapterError::OutOfNodes {
            nodes: search.nodes(),
        }),
    }
}

/// Refuses a goal the game cannot judge: a tuzdyk outside Togyz Kumalak, a chain of extra
/// turns outside Kalah and Congkak.
pub(crate) fn check_fits(goal: &Goal, game: GameKind) -> Result<(), ChapterError> {
    let fits = match goal {
        Goal::MakeTuzdyk { .. } => game == GameKind::TogyzKumalak,
        Goal::ChainTurns { .. } => matches!(game, GameKind::Kalah | GameKind::Congkak),
        _ => true,
    };
    if fits {
        Ok(())
    } else {
        Err(ChapterError::WrongGame)
    }
}
