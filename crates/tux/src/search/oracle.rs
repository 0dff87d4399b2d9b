//! What the search may learn from outside knowledge of some positions, such as Oware's
//! endgame tables.

/// Knowledge of some positions, such as Oware's endgame tables: the final margin, in seeds, of
/// the player to move with perfect play, or `None` where it knows nothing.
pub trait Oracle<P>: Sync {
    /// The final margin of `position`'s player to move, if known.
    fn final_margin(&self, position: &P) -> Option<Margin>;
}

/// A final margin an oracle knows, in seeds, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Margin {
    /// The result with perfect play from the position, whatever ends a circle of quiet
    /// moves: the side that forces it never needs to come back to a position. A position
    /// played before it since the last capture may still come back on the way, which ends
    /// the game under the first-repetition rule, so the search takes it as proven only where
    /// there is none.
    Exact(i32),
    /// The result with perfect play if nothing the oracle ignores (such as a repetition)
    /// decides: a judgement of the position, not a proof.
    Estimate(i32),
}
