//! Gentle levels: after three losses in a row at one level, offer an easier one. The child
//! decides; this only keeps count. (A win already offers the next level: see
//! [`crate::activity::Sitting::can_go_up_a_level`].)

use std::collections::HashMap;

use oware_rules::GameKind;

use super::phrase::Phrase;

/// Losses in a row at one level before an easier level is offered.
pub const LOSSES_BEFORE_OFFER: u8 = 3;

/// How a game ended for the person at the machine (a draw, or a win or loss of their side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Won,
    Lost,
    Drawn,
}

/// What to offer after a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Nothing,
    /// Ask the child whether to play at this easier level.
    EasierLevel(u8),
}

impl Offer {
    /// The question to ask, if there is one.
    pub fn question(self) -> Option<Phrase> {
        match self {
            Offer::Nothing => None,
            Offer::EasierLevel(level) => {
                Some(Phrase::new("gentle-easier-offer").num("level", i64::from(level)))
            }
        }
    }
}

/// The losses in a row of each game, at the level they were played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GentleLevels {
    streaks: HashMap<GameKind, Streak>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Streak {
    level: u8,
    losses: u8,
}

impl GentleLevels {
    pub fn new() -> GentleLevels {
        GentleLevels::default()
    }

    /// Records a finished game at `level` and says what to offer. Losses count only in a row
    /// and at one level: a win, a draw or another level starts the count again. After an
    /// offer the count starts again too, so a child who keeps the level is asked again only
    /// after three more losses.
    pub fn record(&mut self, game: GameKind, level: u8, ending: Ending) -> Offer {
        let streak = self
            .streaks
            .entry(game)
            .or_insert(Streak { level, losses: 0 });
        if streak.level != level {
            *streak = Streak { level, losses: 0 };
        }
        if ending != Ending::Lost {
            streak.losses = 0;
            return Offer::Nothing;
        }
        streak.losses += 1;
        if streak.losses < LOSSES_BEFORE_OFFER || level <= 1 {
            return Offer::Nothing;
        }
        streak.losses = 0;
        Offer::EasierLevel(level - 1)
    }

    /// Losses in a row so far in `game` at `level`, for the tests.
    #[cfg(test)]
    pub fn losses(&self, game: GameKind, level: u8) -> u8 {
        self.streaks
            .get(&game)
            .filter(|streak| streak.level == level)
            .map_or(0, |streak| streak.losses)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KALAH: GameKind = GameKind::Kalah;

    #[test]
    fn three_losses_in_a_row_offer_the_level_below() {
        let mut gentle = GentleLevels::new();
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::Nothing);
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::Nothing);
        assert_eq!(gentle.losses(KALAH, 4), 2);
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::EasierLevel(3));
        // The child said no: three more losses before asking again.
        assert_eq!(gentle.losses(KALAH, 4), 0);
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::Nothing);
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::Nothing);
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::EasierLevel(3));
    }

    #[test]
    fn a_win_or_a_draw_breaks_the_row() {
        let mut gentle = GentleLevels::new();
        for ending in [Ending::Won, Ending::Drawn] {
            gentle.record(KALAH, 5, Ending::Lost);
            gentle.record(KALAH, 5, Ending::Lost);
            assert_eq!(gentle.record(KALAH, 5, ending), Offer::Nothing);
            assert_eq!(gentle.record(KALAH, 5, Ending::Lost), Offer::Nothing);
            gentle.record(KALAH, 5, Ending::Won);
        }
    }

    #[test]
    fn losses_count_at_one_level_and_in_one_game() {
        let mut gentle = GentleLevels::new();
        gentle.record(KALAH, 5, Ending::Lost);
        gentle.record(KALAH, 5, Ending::Lost);
        // Another game keeps its own count.
        assert_eq!(
            gentle.record(GameKind::Oware, 5, Ending::Lost),
            Offer::Nothing
        );
        // Another level starts again.
        assert_eq!(gentle.record(KALAH, 4, Ending::Lost), Offer::Nothing);
        assert_eq!(gentle.losses(KALAH, 5), 0);
        assert_eq!(gentle.losses(KALAH, 4), 1);
    }

    #[test]
    fn level_one_has_nothing_easier() {
        let mut gentle = GentleLevels::new();
        for _ in 0..6 {
            assert_eq!(gentle.record(KALAH, 1, Ending::Lost), Offer::Nothing);
        }
    }

    #[test]
    fn the_offer_is_a_question_with_the_level() {
        let question = Offer::EasierLevel(2).question().expect("a question");
        assert_eq!(question.id, "gentle-easier-offer");
        assert_eq!(Offer::Nothing.question(), None);
    }
}
