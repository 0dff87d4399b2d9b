//! The look back at a game in words: one line per move of the child, from Tux's review
//! ([`oware_tux::review`]). The choice of phrases is `oware-phrases`' (the browser's page gets
//! the same ones from the server); this only says them in the child's language.

use oware_rules::Layout;
use oware_tux::ReviewedMove;

use super::phrase::Phrase;

/// What to say about one reviewed move: what it missed and what it cost, or a word of praise.
pub fn review_phrases(layout: Layout, reviewed: &ReviewedMove) -> Vec<Phrase> {
    oware_phrases::review(layout, reviewed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use oware_rules::GameKind;

    fn reviewed(better: Option<usize>, missed: u8, lost: u8) -> ReviewedMove {
        ReviewedMove {
            ply: 0,
            played: 5,
            captured: 0,
            forced: false,
            better,
            missed_capture: missed,
            seeds_lost: lost,
            score_loss: 300,
        }
    }

    #[test]
    fn a_missed_capture_names_the_better_house() {
        let layout = GameKind::Oware.layout();
        let phrases = review_phrases(layout, &reviewed(Some(3), 3, 0));
        let localizer = Localizer::new();
        let said: Vec<String> = phrases
            .iter()
            .map(|phrase| phrase.say(&localizer, "en"))
            .collect();
        assert_eq!(said, ["D would have captured 3 seeds."]);
        // Macedonian names the same house with its fourth letter, Г.
        assert_eq!(
            phrases[0].say(&localizer, "mk"),
            "Куќата Г ќе фатеше 3 семиња."
        );
    }
}
