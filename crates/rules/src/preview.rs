//! What a move would do, told before it is made.
//!
//! The rules play the move on a copy of the position and the preview reads their own
//! account of it ([`MoveReport`]), so a preview can never disagree with the move itself.
//! The same summary serves after a real move, for checking what it did (the lessons).

use crate::{Game, IllegalMove, MoveReport, Outcome, Pit, Rules, Side, Step};

/// The seeds one house gave up to a capture, or to a new tuzdyk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The house emptied.
    pub house: usize,
    /// The seeds it gave up.
    pub seeds: u8,
}

/// A move's effects that a child can see on the board, read from the rules' account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The rules' whole account of the move, for marking the path seed by seed.
    pub report: MoveReport,
    /// Where the last seed falls (after every relay, in Congkak).
    pub last: Pit,
    /// The houses emptied into the mover's store, in the order the rules took them.
    pub taken: Vec<Taken>,
    /// Seeds the capture rules move to the mover's store.
    pub captured_seeds: u8,
    /// The mover plays again (the last seed fell into his store).
    pub plays_again: bool,
    /// The opponent's row was empty and receives seeds.
    pub feeds: bool,
    /// The house that becomes the mover's tuzdyk.
    pub tuzdyk: Option<usize>,
    /// Oware: the capture would take every seed of the opponent, so nothing is taken.
    pub grand_slam: bool,
    /// Congkak: the houses whose seeds were lifted again to sow on, in order.
    pub relays: Vec<usize>,
    /// Oware: the sowing went all the way round and passed over the house it started from.
    pub skips_start: bool,
    /// A later seed of the move fell back into the house it started from (Kalah's long
    /// moves, Togyz Kumalak's long ones; Oware never does this).
    pub returns_to_start: bool,
    /// Seeds sown into the mover's own store on the way (Kalah, Congkak).
    pub into_store: u8,
    /// Togyz Kumalak: stones that fell through the mover's tuzdyk into his kazan.
    pub through_tuzdyk: u8,
    /// The game ends with this move, with this result.
    pub outcome: Option<Outcome>,
}

impl Preview {
    /// Summarises a move the rules have made: `before` and `after` are the positions on
    /// either side of it, `report` the rules' account and `outcome` how the game stands
    /// after it (`None` while it goes on).
    pub fn from_move<P: Rules>(
        before: &P,
        after: &P,
        report: MoveReport,
        outcome: Option<Outcome>,
    ) -> Preview {
        let mover = report.mover;
        let origin = report.origin;
        let layout = before.layout();
        let taken = report
            .steps
            .iter()
            .filter_map(|step| match *step {
                Step::Capture { house, seeds, .. } | Step::Tuzdyk { house, seeds, .. } => {
                    Some(Taken { house, seeds })
                }
                _ => None,
            })
            .collect();
        let relays = report
            .steps
            .iter()
            .filter_map(|step| match *step {
                Step::Relay { house, .. } => Some(house),
                _ => None,
            })
            .collect();
        let sown: Vec<Pit> = report.sown_pits().collect();
        // Read from the account: a seed dropped just before the start house and the next
        // one just after it, with nothing in between.
        let skips_start = sown.windows(2).any(|pair| {
            matches!(pair[0], Pit::House(a) if layout.next(a) == origin)
                && pair[1] == Pit::House(layout.next(origin))
        });
        let returns_to_start = sown.iter().skip(1).any(|&pit| pit == Pit::House(origin));
        let count = |wanted: &dyn Fn(&Step) -> bool| -> u8 {
            let n = report.steps.iter().filter(|step| wanted(step)).count();
            u8::try_from(n).unwrap_or(u8::MAX)
        };
        let into_store = count(&|step| *step == Step::Sow(Pit::Store(mover)));
        let through_tuzdyk =
            count(&|step| matches!(step, Step::SowIntoTuzdyk { owner, .. } if *owner == mover));
        let opponent: Side = mover.opponent();
        Preview {
            last: report.last_pit(),
            taken,
            captured_seeds: report.captured_seeds,
            plays_again: report.extra_turn(),
            feeds: before.row_seeds(opponent) == 0 && after.row_seeds(opponent) > 0,
            tuzdyk: report.tuzdyk_made(),
            grand_slam: report.grand_slam_forfeited(),
            relays,
            skips_start,
            returns_to_start,
            into_store,
            through_tuzdyk,
            outcome,
            report,
        }
    }

    /// The house the move starts from.
    pub fn house(&self) -> usize {
        self.report.origin
    }

    /// The player who would make the move.
    pub fn mover(&self) -> Side {
        self.report.mover
    }

    /// True when the move ends the game and the mover has won it.
    pub fn wins(&self) -> bool {
        self.outcome
            .is_some_and(|outcome| outcome.winner == Some(self.report.mover))
    }
}

/// What playing `house` from `position` would do, or why it cannot be played. The position
/// itself is left as it is. The game's end is judged by the position alone; for Oware's
/// history rules (repetition, moves without a capture) ask [`Game::preview`].
pub fn preview<P: Rules>(position: &P, house: usize) -> Result<Preview, IllegalMove> {
    let mut after = *position;
    let report = after.play(house)?;
    Ok(Preview::from_move(position, &after, report, after.end()))
}

impl<P: Rules> Game<P> {
    /// What playing `house` would do in this game, its history included (a move that
    /// repeats a position for the third time ends an Oware game).
    pub fn preview(&self, house: usize) -> Result<Preview, IllegalMove> {
        let mut game = self.clone();
        let report = game.play(house)?;
        let outcome = match game.status() {
            crate::GameStatus::Over(outcome) => Some(outcome),
            crate::GameStatus::Ongoing => None,
        };
        Ok(Preview::from_move(
            self.position(),
            game.position(),
            report,
            outcome,
        ))
    }
}
