//! A stage's goal, and the tally of a line of play that judges it.
//!
//! The rules say what every move did (captures, extra turns, a tuzdyk, the game's end); the
//! [`Tally`] adds those up ply by ply and [`Goal::judge`] reads the tally. A move counts once
//! for each sowing: in Kalah and Congkak an extra turn's sowing is a move of its own.

use oware_rules::{Outcome, Rules, Side};

/// What a stage asks the player (the solver, who moves first) to do against Tux.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The solver's captures (seeds moved into its store or kazan by a capture or a new
    /// tuzdyk, not seeds sown into it) reach `seeds` within `moves` of its own moves.
    CaptureAtLeast {
        /// The seeds to capture, all captures of the stage added up.
        seeds: u32,
        /// The solver's moves allowed.
        moves: u32,
    },
    /// The opponent captures nothing during its next `moves` moves (the solver moving in
    /// between). A game that ends earlier meets it unless the opponent wins.
    KeepSafe {
        /// The opponent's moves to survive.
        moves: u32,
    },
    /// End the game as its winner within `moves` of one's own moves.
    Win {
        /// The solver's moves allowed.
        moves: u32,
    },
    /// Togyz Kumalak: make a tuzdyk within `moves` of one's own moves and be ahead in the
    /// kazans right after it.
    MakeTuzdyk {
        /// The solver's moves allowed.
        moves: u32,
    },
    /// Kalah and Congkak: play at least `sowings` sowings in the first turn, extra turns
    /// chained.
    ChainTurns {
        /// The sowings of the first turn.
        sowings: u32,
    },
    /// Be ahead in the stores by at least `lead` seeds when it is one's turn again, within
    /// `moves` of one's own moves: judged after Tux's answer (all of its extra turns), so a
    /// lead Tux takes back at once does not count. At the game's end the final scores count.
    LeadBy {
        /// The lead in seeds, one's store minus the opponent's.
        lead: i32,
        /// The solver's moves allowed.
        moves: u32,
    },
}

/// How a goal stands after a line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Not decided yet.
    Going,
    /// Done.
    Met,
    /// Can no longer be done.
    Missed,
}

impl Goal {
    /// The solver's moves the goal allows, for the goals that count them; `None` for
    /// [`Goal::KeepSafe`] (it counts the opponent's) and [`Goal::ChainTurns`] (one turn).
    pub fn move_limit(&self) -> Option<u32> {
        match *self {
            Goal::CaptureAtLeast { moves, .. }
            | Goal::Win { moves }
            | Goal::MakeTuzdyk { moves }
            | Goal::LeadBy { moves, .. } => Some(moves),
            Goal::KeepSafe { .. } | Goal::ChainTurns { .. } => None,
        }
    }

    /// The same goal with `moves` solver moves allowed; goals without a limit are unchanged.
    pub fn with_move_limit(&self, limit: u32) -> Goal {
        match *self {
            Goal::CaptureAtLeast { seeds, .. } => Goal::CaptureAtLeast {
                seeds,
                moves: limit,
            },
            Goal::Win { .. } => Goal::Win { moves: limit },
            Goal::MakeTuzdyk { .. } => Goal::MakeTuzdyk { moves: limit },
            Goal::LeadBy { lead, .. } => Goal::LeadBy { lead, moves: limit },
            other => other,
        }
    }

    /// The goal's numbers as named arguments for the task's text: `seeds`, `moves`, `lead`,
    /// `sowings`, whichever the goal has.
    pub fn args(&self) -> Vec<(&'static str, i64)> {
        match *self {
            Goal::CaptureAtLeast { seeds, moves } => {
                vec![("seeds", i64::from(seeds)), ("moves", i64::from(moves))]
            }
            Goal::KeepSafe { moves } | Goal::Win { moves } | Goal::MakeTuzdyk { moves } => {
                vec![("moves", i64::from(moves))]
            }
            Goal::ChainTurns { sowings } => vec![("sowings", i64::from(sowings))],
            Goal::LeadBy { lead, moves } => {
                vec![("lead", i64::from(lead)), ("moves", i64::from(moves))]
            }
        }
    }

    /// What is still to go while the goal is open: the solver's moves left for goals with a
    /// move limit, the opponent's moves left for [`Goal::KeepSafe`], the sowings still to
    /// chain for [`Goal::ChainTurns`].
    pub fn left(&self, tally: &Tally) -> u32 {
        match *self {
            Goal::KeepSafe { moves } => moves.saturating_sub(tally.opponent_moves),
            Goal::ChainTurns { sowings } => sowings.saturating_sub(tally.chain),
            _ => self
                .move_limit()
                .unwrap_or(0)
                .saturating_sub(tally.solver_moves),
        }
    }

    /// How the goal stands after the ply the tally has just recorded; `after` is the
    /// position it left and `end` the game's end, if it ended (the caller judges the
    /// history's ends, such as Oware's repetition).
    pub fn judge<P: Rules>(&self, tally: &Tally, after: &P, end: Option<&Outcome>) -> Verdict {
        let solver = tally.solver;
        let solver_moved = tally.last_mover == Some(solver);
        let over = end.is_some();
        match *self {
            Goal::CaptureAtLeast { seeds, moves } => {
                if tally.captured >= seeds {
                    Verdict::Met
                } else if over || (solver_moved && tally.solver_moves >= moves) {
                    Verdict::Missed
                } else {
                    Verdict::Going
                }
            }
            Goal::KeepSafe { moves } => {
                if tally.opponent_captured > 0 {
                    Verdict::Missed
                } else if let Some(end) = end {
                    if end.winner == Some(solver.opponent()) {
                        Verdict::Missed
                    } else {
                        Verdict::Met
                    }
                } else if tally.opponent_moves >= moves {
                    Verdict::Met
                } else {
                    Verdict::Going
                }
            }
            Goal::Win { moves } => match end {
                Some(end) if end.winner == Some(solver) => Verdict::Met,
                Some(_) => Verdict::Missed,
                None if solver_moved && tally.solver_moves >= moves => Verdict::Missed,
                None => Verdict::Going,
            },
            Goal::MakeTuzdyk { moves } => {
                if tally.tuzdyk_now {
                    let stores = after.stores();
                    if stores[solver.index()] > stores[solver.opponent().index()] {
                        Verdict::Met
                    } else {
                        Verdict::Missed
                    }
                } else if over || (solver_moved && tally.solver_moves >= moves) {
                    Verdict::Missed
                } else {
                    Verdict::Going
                }
            }
            Goal::ChainTurns { sowings } => {
                if tally.chain >= sowings {
                    Verdict::Met
                } else if over || after.to_move() != solver {
                    Verdict::Missed
                } else {
                    Verdict::Going
                }
            }
            Goal::LeadBy { lead, moves } => {
                let margin = |scores: [i64; 2]| scores[solver.index()] - scores[1 - solver.index()];
                if let Some(end) = end {
                    let scores = end.scores.map(i64::from);
                    return if margin(scores) >= i64::from(lead) {
                        Verdict::Met
                    } else {
                        Verdict::Missed
                    };
                }
                // Judged only once Tux has answered: a lead made in the middle of the
                // solver's chain of extra turns waits for the answer too.
                if after.to_move() != solver || tally.last_mover != Some(solver.opponent()) {
                    return Verdict::Going;
                }
                if margin(after.stores().map(i64::from)) >= i64::from(lead) {
                    Verdict::Met
                } else if tally.solver_moves >= moves {
                    Verdict::Missed
                } else {
                    Verdict::Going
                }
            }
        }
    }
}

/// What a line of play has done so far, as far as any goal asks: the moves of each side,
/// the seeds each captured, the solver's chain of sowings in its current turn, a new tuzdyk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tally {
    /// The player the goal is for: the one to move at the stage's start.
    pub solver: Side,
    /// The solver's moves (sowings) so far.
    pub solver_moves: u32,
    /// The opponent's moves (sowings) so far.
    pub opponent_moves: u32,
    /// Seeds the solver captured so far.
    pub captured: u32,
    /// Seeds the opponent captured so far.
    pub opponent_captured: u32,
    /// The solver's sowings in its current turn (0 once the opponent has moved).
    pub chain: u32,
    /// True right after the ply in which the solver made a tuzdyk.
    pub tuzdyk_now: bool,
    /// Who made the last ply; `None` at the start.
    pub last_mover: Option<Side>,
}

impl Tally {
    /// Nothing done yet, `solver` to move.
    pub fn new(solver: Side) -> Tally {
        Tally {
            solver,
            solver_moves: 0,
            opponent_moves: 0,
            captured: 0,
            opponent_captured: 0,
            chain: 0,
            tuzdyk_now: false,
            last_mover: None,
        }
    }

    /// The tally after a ply from `before` to `after` that captured `captured` seeds.
    pub fn after<P: Rules>(&self, before: &P, after: &P, captured: u8) -> Tally {
        let mover = before.to_move();
        let mut next = *self;
        next.last_mover = Some(mover);
        next.tuzdyk_now = false;
        if mover == self.solver {
            next.solver_moves += 1;
            next.captured += u32::from(captured);
            next.chain = if self.last_mover == Some(mover) || self.last_mover.is_none() {
                self.chain + 1
            } else {
                1
            };
            let side = mover.index();
            next.tuzdyk_now = before.tuzdyks()[side].is_none() && after.tuzdyks()[side].is_some();
        } else {
            next.opponent_moves += 1;
            next.opponent_captured += u32::from(captured);
            next.chain = 0;
        }
        next
    }
}
