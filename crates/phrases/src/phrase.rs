//! A sentence kept as a message id and its arguments, so that it can be said in whatever
//! language the reader picks, now or after a language switch.

use oware_rules::Layout;

/// One argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number, which also picks the plural form.
    Num(i64),
    /// A text as it is: a child's own name, or a word a message selects on ("you", "tux").
    Text(String),
    /// The text of another message ("Player 1" is `player-south`), said in the same language.
    Message(&'static str),
    /// Houses of a board, named by the letters of the language the phrase is said in
    /// ("b, a"), so that a language switch renames them too.
    Houses {
        /// The board the houses are on, which gives their letters.
        layout: Layout,
        /// The houses' indices, in the order they are said.
        houses: Vec<usize>,
    },
}

/// A Fluent message id with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The message's id in `locales/<lang>/*.ftl`.
    pub id: &'static str,
    /// The arguments by name, in the order they were added.
    pub args: Vec<(&'static str, Arg)>,
}

impl Phrase {
    /// A phrase without arguments.
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a number, which also picks the plural form.
    pub fn num(mut self, name: &'static str, value: impl Into<i64>) -> Phrase {
        self.args.push((name, Arg::Num(value.into())));
        self
    }

    /// Adds a piece of text.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Phrase {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds an argument as it is.
    pub fn arg_as(mut self, name: &'static str, value: Arg) -> Phrase {
        self.args.push((name, value));
        self
    }

    /// Adds a house, said with its letter in the phrase's language.
    pub fn house(self, name: &'static str, layout: Layout, house: usize) -> Phrase {
        self.houses(name, layout, vec![house])
    }

    /// Adds several houses, their letters one after the other ("b, a").
    pub fn houses(mut self, name: &'static str, layout: Layout, houses: Vec<usize>) -> Phrase {
        self.args.push((name, Arg::Houses { layout, houses }));
        self
    }

    /// The sentence in `language`, as `speaker` words it.
    pub fn say<S: Speaker + ?Sized>(&self, speaker: &S, language: &str) -> String {
        speaker.say(self, language)
    }

    /// The argument called `name`, if the phrase has one.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    }
}

/// What turns a phrase into a sentence in a language (the desktop's Fluent bundles): this
/// crate chooses the words, a speaker formats them.
pub trait Speaker {
    /// `phrase` as a sentence in `language`.
    fn say(&self, phrase: &Phrase, language: &str) -> String;
}

/// A shared speaker speaks as itself.
impl<S: Speaker + ?Sized> Speaker for std::rc::Rc<S> {
    fn say(&self, phrase: &Phrase, language: &str) -> String {
        (**self).say(phrase, language)
    }
}
