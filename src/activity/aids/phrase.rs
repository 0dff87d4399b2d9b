//! Phrases (a message id and its arguments, chosen by `oware-phrases`) said with the
//! activity's Fluent bundles, in whatever language the child picks, now or after a language
//! switch.

use crate::i18n::{Arg, Localizer};
use oware_phrases::Speaker;
pub use oware_phrases::{Arg as PhraseArg, Phrase};

impl Speaker for Localizer {
    /// The sentence in `language` (English where that language lacks it).
    fn say(&self, phrase: &Phrase, language: &str) -> String {
        // The texts of the arguments that are words themselves (a house's letters in this
        // language, a player's name), kept alive while the arguments borrow them.
        let texts: Vec<Option<String>> = phrase
            .args
            .iter()
            .map(|(_, value)| match value {
                PhraseArg::Houses { layout, houses } => Some(
                    houses
                        .iter()
                        .map(|house| self.house_letter(language, *layout, *house))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                PhraseArg::Message(id) => Some(self.text(language, id)),
                PhraseArg::Num(_) | PhraseArg::Text(_) => None,
            })
            .collect();
        let args: Vec<(&str, Arg)> = phrase
            .args
            .iter()
            .zip(&texts)
            .map(|((name, value), text)| {
                let arg = match (value, text) {
                    (PhraseArg::Num(n), _) => Arg::Num(*n),
                    (PhraseArg::Text(text), _) => Arg::Str(text),
                    (_, text) => Arg::Str(text.as_deref().unwrap_or_default()),
                };
                (*name, arg)
            })
            .collect();
        self.text_with(language, phrase.id, &args)
    }
}

/// Several phrases said one after the other, as one line.
pub fn say_all(phrases: &[Phrase], localizer: &Localizer, language: &str) -> String {
    phrases
        .iter()
        .map(|phrase| phrase.say(localizer, language))
        .filter(|sentence| !sentence.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
