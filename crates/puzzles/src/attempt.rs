//! How one attempt at a puzzle ended, and what it counts for the ratings.

/// A solved puzzle: on the first try or not, and how many rungs of the hint ladder it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// True when no wrong move was played before the solution.
    pub first_try: bool,
    /// Hints shown: each new rung of the ladder (theme, house, preview) at each move.
    pub hints: u32,
}

/// How an attempt at a puzzle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Solved, maybe with help.
    Solved(Solved),
    /// Given up, or left unsolved.
    Missed,
}

impl From<Solved> for Attempt {
    fn from(solved: Solved) -> Attempt {
        Attempt::Solved(solved)
    }
}

impl Attempt {
    /// The score the attempt counts for in the ratings: 1 for a solve on the first try
    /// without hints; 0.5 with a little help (a second try, or the theme as the only hint);
    /// 0.25 with more (more tries, or the house or the preview shown); 0 for a miss. Help
    /// counts less than a clean solve, but a solve still counts more than a miss, so that a
    /// child who needed the house is not rated as one who gave up.
    pub fn score(self) -> f64 {
        match self {
            Attempt::Missed => 0.0,
            Attempt::Solved(solved) => {
                let help = solved.hints + u32::from(!solved.first_try);
                match help {
                    0 => 1.0,
                    1 => 0.5,
                    _ => 0.25,
                }
            }
        }
    }

    /// True for a solve on the first try without hints: what keeps a [`crate::Streak`] going.
    pub fn is_clean(self) -> bool {
        self.score() == 1.0
    }

    /// True for any solve.
    pub fn is_solved(self) -> bool {
        matches!(self, Attempt::Solved(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(first_try: bool, hints: u32) -> Attempt {
        Attempt::Solved(Solved { first_try, hints })
    }

    #[test]
    fn help_counts_less_than_a_clean_solve_and_more_than_a_miss() {
        assert_eq!(solved(true, 0).score(), 1.0);
        assert_eq!(solved(false, 0).score(), 0.5);
        assert_eq!(solved(true, 1).score(), 0.5);
        assert_eq!(solved(true, 2).score(), 0.25);
        assert_eq!(solved(false, 1).score(), 0.25);
        assert_eq!(Attempt::Missed.score(), 0.0);
        assert!(solved(true, 0).is_clean());
        assert!(!solved(false, 0).is_clean());
    }
}
