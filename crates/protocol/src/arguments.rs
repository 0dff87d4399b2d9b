//! Arguments both protocols read alike: a game with its seeds (`game` in the engine, `create`
//! in a room, the game a `joined` answer names) and numbers within a range.

use std::fmt;

use oware_rules::{GameKind, Repetition, Ruleset};

use crate::ProtocolError;

/// What a seed count is called in a refusal.
pub(crate) const SEEDS: &str = "seeds";
/// The word before a seed count.
pub(crate) const SEEDS_OPTION: &str = "seeds=";
/// The word before Oware's repetition rule (the engine's `game` only).
const REPETITION_OPTION: &str = "repetition=";
/// What Tux's level is called in a refusal.
pub(crate) const LEVEL: &str = "level";
/// What a lesson's number is called in a refusal.
pub(crate) const LESSON: &str = "lesson";
/// What a chapter's screen's number is called in a refusal.
pub(crate) const SCREEN: &str = "screen";
/// What a chapter's stage's number is called in a refusal.
pub(crate) const STAGE: &str = "stage";

/// Why a game's id and seed count name no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameChoiceError {
    /// An id that names no game of the family, as it was sent.
    UnknownGame(String),
    /// A seed count outside the game's range, and the text as it was sent.
    Seeds {
        /// The fewest seeds a house of that game starts with.
        min: u64,
        /// The most seeds a house of that game starts with.
        max: u64,
        /// The count as it was sent.
        text: String,
    },
}

/// `<id> [seeds=<n>]` split into the id and the count; `None` when the words have another
/// shape, which each protocol answers with its own usage.
pub fn ruleset_words<'a>(args: &[&'a str]) -> Option<(&'a str, Option<&'a str>)> {
    match args {
        [id] => Some((id, None)),
        [id, option] => option
            .strip_prefix(SEEDS_OPTION)
            .map(|count| (*id, Some(count))),
        _ => None,
    }
}

/// A game id (any case) and the count after an optional `seeds=`: the game's usual seeds
/// when the count is left out. The engine and the rooms both read a game through this, so
/// they accept and refuse the same words.
pub fn parse_ruleset(id: &str, seeds: Option<&str>) -> Result<Ruleset, GameChoiceError> {
    let kind = GameKind::from_id(&id.to_ascii_lowercase())
        .ok_or_else(|| GameChoiceError::UnknownGame(id.to_string()))?;
    let Some(text) = seeds else {
        return Ok(Ruleset::standard(kind));
    };
    let range = kind.seed_range();
    let (min, max) = (u64::from(*range.start()), u64::from(*range.end()));
    let refused = || GameChoiceError::Seeds {
        min,
        max,
        text: text.to_string(),
    };
    let count = in_range(text, min, max).ok_or_else(refused)?;
    // The count is in the game's range, so the rules take it.
    Ruleset::new(kind, count).map_err(|_| refused())
}

/// A game in the words that choose it: `<id> seeds=<n>`, then `repetition=<rule>` when Oware
/// is played under a repetition rule other than the usual one (so that a reader of older
/// versions reads the usual game's words unchanged).
pub struct RulesetWords(
    /// The game to write.
    pub Ruleset,
);

impl fmt::Display for RulesetWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RulesetWords(ruleset) = self;
        write!(
            f,
            "{} {SEEDS_OPTION}{}",
            ruleset.kind().id(),
            ruleset.seeds_per_house()
        )?;
        if ruleset.repetition() != Repetition::default() {
            write!(f, " {REPETITION_OPTION}{}", ruleset.repetition())?;
        }
        Ok(())
    }
}

/// A decimal number in `min..=max`; negative, huge and non-numeric text all get the same
/// clear message naming the accepted range.
pub fn number(text: &str, what: &'static str, min: u64, max: u64) -> Result<u64, ProtocolError> {
    in_range(text, min, max).ok_or_else(|| ProtocolError::number(what, min, max, text))
}

fn in_range(text: &str, min: u64, max: u64) -> Option<u64> {
    text.parse::<u64>().ok().filter(|n| (min..=max).contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_outside_their_range_are_refused() {
        for text in ["-1", "16", "1e3", "", "99999999999999999999999"] {
            assert_eq!(
                number(text, "depth", 0, 15),
                Err(ProtocolError::number("depth", 0, 15, text))
            );
        }
        assert_eq!(number("+7", "depth", 0, 15), Ok(7));
        assert_eq!(
            number("18446744073709551615", "seed", 0, u64::MAX),
            Ok(u64::MAX)
        );
    }

    #[test]
    fn a_game_is_an_id_in_any_case_and_a_count_in_its_range() {
        assert_eq!(
            parse_ruleset("Congkak", Some("5")),
            Ok(Ruleset::new(GameKind::Congkak, 5).expect("in range"))
        );
        assert_eq!(
            parse_ruleset("togyz", None),
            Ok(Ruleset::standard(GameKind::TogyzKumalak))
        );
        assert_eq!(
            parse_ruleset("togyz", Some("8")),
            Err(GameChoiceError::Seeds {
                min: 9,
                max: 9,
                text: "8".into()
            })
        );
        assert_eq!(
            parse_ruleset("Chess", Some("4")),
            Err(GameChoiceError::UnknownGame("Chess".into()))
        );
        assert_eq!(ruleset_words(&["kalah"]), Some(("kalah", None)));
        assert_eq!(
            ruleset_words(&["kalah", "seeds=3"]),
            Some(("kalah", Some("3")))
        );
        for words in [&[][..], &["kalah", "3"], &["kalah", "seeds=3", "now"]] {
            assert_eq!(ruleset_words(words), None, "{words:?}");
        }
        let kalah = Ruleset::new(GameKind::Kalah, 3).expect("in range");
        assert_eq!(RulesetWords(kalah).to_string(), "kalah seeds=3");
        assert_eq!(RulesetWords(Ruleset::OWARE).to_string(), "oware seeds=4");
        let first = Ruleset::OWARE
            .with_repetition(Repetition::First)
            .expect("oware takes either rule");
        assert_eq!(
            RulesetWords(first).to_string(),
            "oware seeds=4 repetition=first"
        );
    }
}
