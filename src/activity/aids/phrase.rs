//! A sentence kept as a message id and its arguments, so that the learning aids can say it
//! in whatever language the child picks, now or after a language switch.

use crate::i18n::{Arg, Localizer};
use oware_rules::Layout;

/// One argument of a [`Phrase`], owned so the phrase can be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhraseArg {
    Num(i64),
    Text(String),
    /// Houses of a board, named by the letters of the language the phrase is said in
    /// ("b, a"), so that a language switch renames them too.
    Houses {
        layout: Layout,
        houses: Vec<usize>,
    },
}

/// A Fluent message id with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub id: &'static str,
    pub args: Vec<(&'static str, PhraseArg)>,
}

impl Phrase {
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a number, which also picks the plural form.
    pub fn num(mut self, name: &'static str, value: impl Into<i64>) -> Phrase {
        self.args.push((name, PhraseArg::Num(value.into())));
        self
    }

    /// Adds a piece of text.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Phrase {
        self.args.push((name, PhraseArg::Text(value.into())));
        self
    }

    /// Adds a house, said with its letter in the phrase's language.
    pub fn house(self, name: &'static str, layout: Layout, house: usize) -> Phrase {
        self.houses(name, layout, vec![house])
    }

    /// Adds several houses, their letters one after the other ("b, a").
    pub fn houses(mut self, name: &'static str, layout: Layout, houses: Vec<usize>) -> Phrase {
        self.args.push((name, PhraseArg::Houses { layout, houses }));
        self
    }

    /// The argument called `name`, if the phrase has one.
    pub fn arg(&self, name: &str) -> Option<&PhraseArg> {
        self.args
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    }

    /// The sentence in `language` (English where that language lacks it).
    pub fn say(&self, localizer: &Localizer, language: &str) -> String {
        // The houses' letters in this language, kept alive while the arguments borrow them.
        let letters: Vec<Option<String>> = self
            .args
            .iter()
            .map(|(_, value)| match value {
                PhraseArg::Houses { layout, houses } => Some(
                    houses
                        .iter()
                        .map(|house| localizer.house_letter(language, *layout, *house))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                _ => None,
            })
            .collect();
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .zip(&letters)
            .map(|((name, value), letters)| {
                let arg = match (value, letters) {
                    (PhraseArg::Num(n), _) => Arg::Num(*n),
                    (PhraseArg::Text(text), _) => Arg::Str(text),
                    (PhraseArg::Houses { .. }, letters) => {
                        Arg::Str(letters.as_deref().unwrap_or_default())
                    }
                };
                (*name, arg)
            })
            .collect();
        localizer.text_with(language, self.id, &args)
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
