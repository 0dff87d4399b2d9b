//! The look back at a game in words: one line per move of the child, from Tux's review
//! ([`oware_tux::review`]).

use oware_rules::Layout;
use oware_tux::ReviewedMove;

use super::phrase::Phrase;

/// What to say about one reviewed move: what it missed and what it cost, or a word of praise.
pub fn review_phrases(layout: Layout, reviewed: &ReviewedMove) -> Vec<Phrase> {
    let Some(better) = reviewed.better else {
        let praise = if reviewed.forced {
            Phrase::new("review-only-move")
        } else if reviewed.captured > 0 {
            Phrase::new("review-good-capture").num("count", i64::from(reviewed.captured))
        } else {
            Phrase::new("review-good-move")
        };
        return vec![praise];
    };
    let mut phrases = Vec::new();
    if reviewed.missed_capture > 0 {
        phrases.push(
            Phrase::new("review-missed-capture")
                .house("house", layout, better)
                .num("count", i64::from(reviewed.missed_capture)),
        );
    }
    if reviewed.seeds_lost > 0 {
        phrases.push(
            Phrase::new("review-lost-seeds")
                .house("house", layout, better)
                .num("count", i64::from(reviewed.seeds_lost)),
        );
    }
    if phrases.is_empty() {
        phrases.push(Phrase::new("review-better-move").house("house", layout, better));
    }
    phrases
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

    #[test]
    fn every_kind_of_move_has_its_words() {
        let layout = GameKind::Kalah.layout();
        let ids = |reviewed: ReviewedMove| -> Vec<&'static str> {
            review_phrases(layout, &reviewed)
                .iter()
                .map(|phrase| phrase.id)
                .collect()
        };
        assert_eq!(
            ids(reviewed(Some(1), 2, 4)),
            ["review-missed-capture", "review-lost-seeds"]
        );
        assert_eq!(ids(reviewed(Some(1), 0, 4)), ["review-lost-seeds"]);
        assert_eq!(ids(reviewed(Some(1), 0, 0)), ["review-better-move"]);
        assert_eq!(ids(reviewed(None, 0, 0)), ["review-good-move"]);
        let capture = ReviewedMove {
            captured: 4,
            ..reviewed(None, 0, 0)
        };
        assert_eq!(ids(capture), ["review-good-capture"]);
        let forced = ReviewedMove {
            forced: true,
            ..reviewed(None, 0, 0)
        };
        assert_eq!(ids(forced), ["review-only-move"]);
    }
}
