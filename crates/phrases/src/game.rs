//! The numbers a game's texts show, and the sentence that says why a game ended.

use oware_rules::{EndReason, GameKind, Outcome, Ruleset, NO_CAPTURE_LIMIT};

use crate::{Arg, Phrase};

/// Every number a game's texts may show, as arguments: the texts never spell a number out,
/// so they stay true for 4, 5 or 6 seeds per house.
pub fn numbers(ruleset: Ruleset) -> Vec<(&'static str, Arg)> {
    let layout = ruleset.layout();
    [
        ("seeds", i64::from(ruleset.seeds_per_house())),
        ("total", i64::from(ruleset.total_seeds())),
        ("half", i64::from(ruleset.drawn_score())),
        ("win", i64::from(ruleset.winning_score())),
        ("houses", count(layout.houses_per_side)),
        ("lap", i64::from(ruleset.lap())),
        ("limit", i64::from(NO_CAPTURE_LIMIT)),
    ]
    .into_iter()
    .map(|(name, value)| (name, Arg::Num(value)))
    .collect()
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// The id of the sentence that says why a game ended; a draw by score has its own.
pub fn end_reason(kind: GameKind, outcome: &Outcome) -> &'static str {
    let draw = outcome.winner.is_none();
    match (kind, outcome.reason) {
        (GameKind::Oware, EndReason::Score) if draw => "oware-end-draw",
        (GameKind::Oware, EndReason::NoFeed) => "oware-end-no-feed",
        (GameKind::Oware, EndReason::Repetition) => "oware-end-repetition",
        (GameKind::Oware, EndReason::NoCaptureLimit) => "oware-end-no-capture-limit",
        (GameKind::Oware, _) => "oware-end-score",
        (GameKind::Kalah, _) => "kalah-end-empty-row",
        (GameKind::Congkak, EndReason::Endless) => "congkak-end-endless",
        (GameKind::Congkak, _) => "congkak-end-empty-row",
        // 81 each can only come when a player has no move left.
        (GameKind::TogyzKumalak, _) if draw => "togyz-end-draw",
        (GameKind::TogyzKumalak, EndReason::NoMove) => "togyz-end-no-move",
        (GameKind::TogyzKumalak, _) => "togyz-end-score",
    }
}

/// The end's reason as a phrase, with every number of the game.
pub(crate) fn reason_phrase(ruleset: Ruleset, outcome: &Outcome) -> Phrase {
    Phrase {
        id: end_reason(ruleset.kind(), outcome),
        args: numbers(ruleset),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(ruleset: Ruleset, name: &str) -> Option<Arg> {
        numbers(ruleset)
            .into_iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    }

    #[test]
    fn the_numbers_follow_the_seeds_per_house() {
        for (seeds, total, win) in [(4, 48, 25), (5, 60, 31), (6, 72, 37)] {
            let oware = Ruleset::new(GameKind::Oware, seeds).expect("a valid ruleset");
            assert_eq!(number(oware, "total"), Some(Arg::Num(total)));
            assert_eq!(number(oware, "win"), Some(Arg::Num(win)));
            assert_eq!(number(oware, "half"), Some(Arg::Num(total / 2)));
        }
        let togyz = Ruleset::standard(GameKind::TogyzKumalak);
        assert_eq!(number(togyz, "win"), Some(Arg::Num(82)));
        assert_eq!(number(togyz, "houses"), Some(Arg::Num(9)));
    }

    #[test]
    fn a_draw_has_its_own_reason() {
        let draw = Outcome::from_scores([24, 24], EndReason::Score);
        let won = Outcome::from_scores([30, 18], EndReason::Score);
        assert_eq!(end_reason(GameKind::Oware, &draw), "oware-end-draw");
        assert_eq!(end_reason(GameKind::Oware, &won), "oware-end-score");
        let togyz_draw = Outcome::from_scores([81, 81], EndReason::NoMove);
        assert_eq!(
            end_reason(GameKind::TogyzKumalak, &togyz_draw),
            "togyz-end-draw"
        );
    }
}
