//! A sentence kept as a message id and its arguments, so that the learning aids can say it
//! in whatever language the child picks, now or after a language switch.

use crate::i18n::{Arg, Localizer};

/// One argument of a [`Phrase`], owned so the phrase can be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhraseArg {
    Num(i64),
    Text(String),
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

    /// Adds a piece of text, such as a house letter.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Phrase {
        self.args.push((name, PhraseArg::Text(value.into())));
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
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    PhraseArg::Num(n) => Arg::Num(*n),
                    PhraseArg::Text(text) => Arg::Str(text),
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
