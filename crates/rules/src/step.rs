//! The rules' own account of a move, seed by seed, so that a replay or a test reads what
//! happened instead of working the sowing out a second time.

use crate::Side;

/// A place a seed can be: a house (by index, in sowing order) or a player's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pit {
    /// A house, by its index in sowing order.
    House(usize),
    /// A player's store (or kazan).
    Store(Side),
}

/// One thing that happened during a move, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The mover lifted every seed of a house to start the move.
    Lift {
        /// The house emptied.
        house: usize,
        /// The seeds it held.
        seeds: u8,
    },
    /// One seed dropped into a pit.
    Sow(Pit),
    /// Togyz Kumalak: a stone sown into a tuzdyk fell through into its owner's kazan.
    SowIntoTuzdyk {
        /// The tuzdyk the stone was sown into.
        house: usize,
        /// The player whose tuzdyk it is, and whose kazan received the stone.
        owner: Side,
    },
    /// Congkak: the last seed landed in a house that already held seeds; the mover lifted
    /// them all (the last seed too) and sows on from there.
    Relay {
        /// The house lifted again.
        house: usize,
        /// The seeds lifted, the last one sown included.
        seeds: u8,
    },
    /// The seeds of a house went to a player's store.
    Capture {
        /// The house emptied.
        house: usize,
        /// The seeds taken from it.
        seeds: u8,
        /// The player who took them.
        by: Side,
    },
    /// Togyz Kumalak: a house became `owner`'s tuzdyk; its stones went to `owner`'s kazan.
    Tuzdyk {
        /// The house that became a tuzdyk.
        house: usize,
        /// The player who made it and owns it from now on.
        owner: Side,
        /// The stones it held, now in `owner`'s kazan.
        seeds: u8,
    },
    /// Oware: the capture would have taken every seed of the opponent, so nothing was taken.
    GrandSlamForfeited,
    /// The mover plays again.
    ExtraTurn,
    /// Congkak: the move relayed so often that it was stopped, and the game ends.
    Endless,
}

/// Everything that happened in one move, as the rules tell it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The player who made the move.
    pub mover: Side,
    /// The house the seeds were lifted from.
    pub origin: usize,
    /// Seeds the capture rules moved to the mover's store in this move (seeds sown into a
    /// store or a tuzdyk are sowing, not captures).
    pub captured_seeds: u8,
    /// What happened, in order, from the [`Step::Lift`] that starts every move.
    pub steps: Vec<Step>,
}

impl MoveReport {
    /// Runs a move that records its steps, and gathers its account. `seeds` (lifted at the
    /// start) sizes the list: about one step a seed.
    pub(crate) fn record(
        mover: Side,
        origin: usize,
        seeds: u8,
        make_move: impl FnOnce(&mut Vec<Step>) -> u8,
    ) -> MoveReport {
        let mut steps = Vec::with_capacity(usize::from(seeds) + 4);
        let captured_seeds = make_move(&mut steps);
        MoveReport {
            mover,
            origin,
            captured_seeds,
            steps,
        }
    }

    /// Seeds lifted at the start of the move.
    pub fn seeds(&self) -> u8 {
        match self.steps.first() {
            Some(Step::Lift { seeds, .. }) => *seeds,
            _ => 0,
        }
    }

    /// Every pit that received a seed, in order; a seed through a tuzdyk counts as its house.
    pub fn sown_pits(&self) -> impl Iterator<Item = Pit> + '_ {
        self.steps.iter().filter_map(|step| match *step {
            Step::Sow(pit) => Some(pit),
            Step::SowIntoTuzdyk { house, .. } => Some(Pit::House(house)),
            _ => None,
        })
    }

    /// Where the last seed of the move fell.
    pub fn last_pit(&self) -> Pit {
        self.sown_pits().last().unwrap_or(Pit::House(self.origin))
    }

    /// Houses whose seeds were captured, in the order they were taken.
    pub fn captured_houses(&self) -> Vec<usize> {
        self.steps
            .iter()
            .filter_map(|step| match *step {
                Step::Capture { house, .. } | Step::Tuzdyk { house, .. } => Some(house),
                _ => None,
            })
            .collect()
    }

    /// True when the mover plays again (Kalah and Congkak, a last seed in his store).
    pub fn extra_turn(&self) -> bool {
        self.steps.contains(&Step::ExtraTurn)
    }

    /// True when an Oware capture was given up because it would have taken every seed of
    /// the opponent.
    pub fn grand_slam_forfeited(&self) -> bool {
        self.steps.contains(&Step::GrandSlamForfeited)
    }

    /// The house that became a tuzdyk in this move, if any.
    pub fn tuzdyk_made(&self) -> Option<usize> {
        self.steps.iter().find_map(|step| match *step {
            Step::Tuzdyk { house, .. } => Some(house),
            _ => None,
        })
    }
}

/// Where a move's steps go: nowhere on the fast path that search and perft use, into a
/// list when a caller wants the account. One sowing routine serves both, so the account
/// can never disagree with the move.
pub(crate) trait Recorder {
    /// False for the silent recorder, so that the fast path skips building steps at all.
    const RECORDS: bool;
    fn record(&mut self, step: Step);
}

/// Records nothing; every call compiles away.
pub(crate) struct Silent;

impl Recorder for Silent {
    const RECORDS: bool = false;
    #[inline(always)]
    fn record(&mut self, _step: Step) {}
}

impl Recorder for Vec<Step> {
    const RECORDS: bool = true;
    #[inline]
    fn record(&mut self, step: Step) {
        self.push(step);
    }
}
