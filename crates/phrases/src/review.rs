//! What Tux says of one of the child's moves when it looks back at a finished game
//! ([`oware_tux::review`]): what the move missed and what it cost, or a word of praise.

use oware_rules::Layout;
use oware_tux::ReviewedMove;

use crate::Phrase;

/// The phrases for one reviewed move: a missed capture and the seeds the move gave away, each
/// naming the better house, or a word of praise when no move was better.
pub fn review(layout: Layout, reviewed: &ReviewedMove) -> Vec<Phrase> {
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
    use crate::Arg;
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
    fn every_kind_of_move_has_its_words() {
        let layout = GameKind::Kalah.layout();
        let ids = |reviewed: ReviewedMove| -> Vec<&'static str> {
            review(layout, &reviewed)
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

    #[test]
    fn a_missed_capture_names_the_better_house_and_the_seeds() {
        let layout = GameKind::Oware.layout();
        let phrases = review(layout, &reviewed(Some(3), 3, 0));
        assert_eq!(phrases.len(), 1);
        assert_eq!(phrases[0].arg("count"), Some(&Arg::Num(3)));
        assert_eq!(
            phrases[0].arg("house"),
            Some(&Arg::Houses {
                layout,
                houses: vec![3]
            })
        );
    }
}
