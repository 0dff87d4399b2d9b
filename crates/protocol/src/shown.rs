//! `! phrase`: what the page writes on its screen beside the board, as the message id and
//! arguments `oware-phrases` chose for the seat (docs/web-protocol.md): the names a screen
//! reader gives each house and store, the players' names, the game's title and help, the
//! level line, the hint and a classmate leaving.
//!
//! `phrase <part> <id> [<name>=<value>]…`, with the values of `say` (`n:`, `t:`, `m:`, `h:`).
//! A new event word rather than new `say` topics, because a page that predates it reports a
//! `say` line it cannot read as an error, while every client passes over an event word it
//! does not know.

use std::fmt;

use oware_phrases::Phrase;
use oware_rules::{Layout, Side};

use crate::say::{read_phrase, wire_args, write_phrase, SaidArg};
use crate::thin_client::letter;

/// Which part of the screen a `phrase` line words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// `house <letter>`: the house's name while it cannot be played (it waits, it is
    /// another's, or it is a tuzdyk), with its seeds at rest.
    House(char),
    /// `playable <letter>`: the house's name while this seat can play it (or must, to feed).
    Playable(char),
    /// `store <side>`: the name of that row's store; its `count` is the seeds at rest, which
    /// a page replaying a move may replace with the seeds of the frame it draws.
    Store(Side),
    /// `player <side>`: the name shown beside that row.
    Player(Side),
    /// `title`: the game's name, heading its help.
    Title,
    /// `help-title`: the help's heading.
    HelpTitle,
    /// `help-rules`: the rules, paragraphs separated by blank lines.
    HelpRules,
    /// `level`: Tux's level, against Tux.
    Level,
    /// `thinking`: said while a hint is being looked for, in a room held alone.
    Thinking,
    /// `hint`: the house a hint suggests (sent just before the `hint` answer).
    Hint,
    /// `left`: the classmate left the room (sent just before `opponent-left`).
    Left,
}

/// A phrase for a part of the screen, as a `phrase` line carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The part of the screen it words.
    pub part: Part,
    /// The message id.
    pub id: String,
    /// The arguments by name, in the phrase's order.
    pub args: Vec<(String, SaidArg)>,
}

pub(crate) const PHRASE: &str = "phrase";

impl Shown {
    /// `phrase` for `part`, its houses named by `layout`'s letters.
    pub fn of(part: Part, layout: Layout, phrase: &Phrase) -> Shown {
        Shown {
            part,
            id: phrase.id.to_string(),
            args: wire_args(layout, phrase),
        }
    }

    /// Reads the words after `phrase`.
    pub(crate) fn parse(words: &[&str]) -> Option<Shown> {
        let (part, rest) = match words {
            ["house", house, rest @ ..] => (Part::House(letter(house)?), rest),
            ["playable", house, rest @ ..] => (Part::Playable(letter(house)?), rest),
            ["store", side, rest @ ..] => (Part::Store(side_word(side)?), rest),
            ["player", side, rest @ ..] => (Part::Player(side_word(side)?), rest),
            ["title", rest @ ..] => (Part::Title, rest),
            ["help-title", rest @ ..] => (Part::HelpTitle, rest),
            ["help-rules", rest @ ..] => (Part::HelpRules, rest),
            ["level", rest @ ..] => (Part::Level, rest),
            ["thinking", rest @ ..] => (Part::Thinking, rest),
            ["hint", rest @ ..] => (Part::Hint, rest),
            ["left", rest @ ..] => (Part::Left, rest),
            _ => return None,
        };
        let (id, args) = read_phrase(rest)?;
        Some(Shown { part, id, args })
    }
}

/// `south` or `north`, exactly as written.
fn side_word(word: &str) -> Option<Side> {
    Side::BOTH.into_iter().find(|side| side.name() == word)
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(PHRASE)?;
        match self.part {
            Part::House(house) => write!(f, " house {house}")?,
            Part::Playable(house) => write!(f, " playable {house}")?,
            Part::Store(side) => write!(f, " store {}", side.name())?,
            Part::Player(side) => write!(f, " player {}", side.name())?,
            Part::Title => f.write_str(" title")?,
            Part::HelpTitle => f.write_str(" help-title")?,
            Part::HelpRules => f.write_str(" help-rules")?,
            Part::Level => f.write_str(" level")?,
            Part::Thinking => f.write_str(" thinking")?,
            Part::Hint => f.write_str(" hint")?,
            Part::Left => f.write_str(" left")?,
        }
        write_phrase(f, &self.id, &self.args)
    }
}
