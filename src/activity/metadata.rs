//! What a host suite lists about each game, translated like everything else: every game of
//! the family is an activity of its own in a host's menu.

use crate::i18n::Localizer;
use oware_rules::{GameKind, Ruleset};

use super::game_words::{numbers, words};

/// A game's card in a host's menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityMetadata {
    /// The game's id, as `--game` and the engine's `games` name it.
    pub id: &'static str,
    /// The host menu's section the card goes in (GCompris's "strategy").
    pub section: &'static str,
    /// From 1 (youngest) to 6, as in GCompris: strategy with lookahead suits older children.
    pub difficulty: u8,
    /// Who made the activity, as the card credits it.
    pub author: &'static str,
    /// The game's name.
    pub title: String,
    /// One sentence on what the child does.
    pub description: String,
    /// What the child learns by playing.
    pub goal: String,
    /// How to play, for the host's help.
    pub manual: String,
    /// Where the game comes from, and whose work the activity uses.
    pub credit: String,
}

/// One game's metadata in one language (falling back to English like every other text),
/// its numbers those of the game's usual seeds per house.
pub fn metadata(localizer: &Localizer, language: &str, kind: GameKind) -> ActivityMetadata {
    let numbers = numbers(Ruleset::standard(kind));
    let text = |id: &str| localizer.text_with(language, id, &numbers);
    let words = words(kind);
    ActivityMetadata {
        id: kind.id(),
        section: "strategy",
        // Togyz Kumalak's long sowings and tuzdyks ask the most of a child.
        difficulty: if kind == GameKind::TogyzKumalak { 5 } else { 4 },
        author: "The Oware activity authors",
        title: text(words.title),
        description: text(words.description),
        goal: text(words.goal),
        manual: text(words.manual),
        credit: text(words.credit),
    }
}
