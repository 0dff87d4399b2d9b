use std::fmt;

/// How a position that comes back ends a game of Oware (the other games of the family never
/// end that way). Either way each player then keeps the seeds left on his own row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// The rules as our references state them: the third time the same position (board,
    /// stores and player to move) is seen, the game ends; so do 160 moves in a row without a
    /// capture.
    #[default]
    Third,
    /// The rule of many tournaments and of other programs such as Aalina: the game ends the
    /// first time a position comes back since the last capture. No limit on moves without a
    /// capture is needed, since a position must come back before the quiet moves run out.
    First,
}

impl Repetition {
    /// Both rules, the usual one first, so that a reader can find one by its id.
    pub const ALL: [Repetition; 2] = [Repetition::Third, Repetition::First];

    /// How many times a position must be seen (since the last capture) to end the game.
    pub fn occurrences(self) -> usize {
        match self {
            Repetition::Third => crate::REPETITION_LIMIT,
            Repetition::First => 2,
        }
    }

    /// The moves in a row without a capture that end the game, if the rule has a limit.
    pub fn no_capture_limit(self) -> Option<u32> {
        match self {
            Repetition::Third => Some(crate::NO_CAPTURE_LIMIT),
            Repetition::First => None,
        }
    }

    /// The word the protocol and the settings use.
    pub fn id(self) -> &'static str {
        match self {
            Repetition::Third => "third",
            Repetition::First => "first",
        }
    }

    /// The rule whose [`Repetition::id`] this is; `None` for any other word.
    pub fn from_id(id: &str) -> Option<Repetition> {
        Repetition::ALL.into_iter().find(|rule| rule.id() == id)
    }
}

impl fmt::Display for Repetition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
