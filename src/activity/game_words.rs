//! Which Fluent messages belong to which game, and the numbers those messages show.
//!
//! Each game's texts live in its own Fluent file (`locales/<lang>/<game>.ftl`). The ids are
//! written out in full here, not assembled, so the tests that compare the code's ids with
//! the files can read them.

use crate::i18n::Arg;
use crate::rules::{GameKind, Ruleset};

/// The messages that describe one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameWords {
    pub title: &'static str,
    pub description: &'static str,
    /// One line for the game's card on the home menu.
    pub goal: &'static str,
    pub manual: &'static str,
    pub credit: &'static str,
    pub help_title: &'static str,
    pub help_rules: &'static str,
}

pub fn words(kind: GameKind) -> GameWords {
    match kind {
        GameKind::Oware => GameWords {
            title: "oware-title",
            description: "oware-description",
            goal: "oware-goal",
            manual: "oware-manual",
            credit: "oware-credit",
            help_title: "oware-help-title",
            help_rules: "oware-help-rules",
        },
        GameKind::Kalah => GameWords {
            title: "kalah-title",
            description: "kalah-description",
            goal: "kalah-goal",
            manual: "kalah-manual",
            credit: "kalah-credit",
            help_title: "kalah-help-title",
            help_rules: "kalah-help-rules",
        },
        GameKind::Congkak => GameWords {
            title: "congkak-title",
            description: "congkak-description",
            goal: "congkak-goal",
            manual: "congkak-manual",
            credit: "congkak-credit",
            help_title: "congkak-help-title",
            help_rules: "congkak-help-rules",
        },
        GameKind::TogyzKumalak => GameWords {
            title: "togyz-title",
            description: "togyz-description",
            goal: "togyz-goal",
            manual: "togyz-manual",
            credit: "togyz-credit",
            help_title: "togyz-help-title",
            help_rules: "togyz-help-rules",
        },
    }
}

/// From what age children usually take to a game, and how hard it is to play well, for
/// its card on the home menu (`menu-hint`): Kalah's sowing alone decides a lot, Togyz
/// Kumalak's long rows and tuzdyks ask the most.
pub fn card_hint(kind: GameKind) -> (u8, &'static str) {
    match kind {
        GameKind::Kalah => (6, "easy"),
        GameKind::Oware | GameKind::Congkak => (7, "medium"),
        GameKind::TogyzKumalak => (9, "hard"),
    }
}

/// Every number a game's texts may show, as Fluent arguments (`oware-phrases` lists them):
/// the texts never spell a number out, so they stay true for 4, 5 or 6 seeds per house.
pub fn numbers(ruleset: Ruleset) -> Vec<(&'static str, Arg<'static>)> {
    oware_phrases::numbers(ruleset)
        .into_iter()
        .filter_map(|(name, value)| match value {
            oware_phrases::Arg::Num(n) => Some((name, Arg::Num(n))),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(ruleset: Ruleset, name: &str) -> Option<Arg<'static>> {
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
    fn every_game_has_its_own_words() {
        let titles: std::collections::BTreeSet<&str> = GameKind::ALL
            .iter()
            .map(|&kind| words(kind).title)
            .collect();
        assert_eq!(titles.len(), GameKind::ALL.len());
        for kind in GameKind::ALL {
            let words = words(kind);
            for id in [words.goal, words.help_rules, words.help_title] {
                assert!(id.starts_with(kind.id()), "{id} for {kind}");
            }
        }
    }
}
