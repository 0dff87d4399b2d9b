//! The sentences the engine and the rooms say alike, each written and read back in one place:
//! both protocols word them the same, and a client reads exactly what a server wrote.
//!
//! A text that came from outside (a command name, a game id, a number as sent) is written as
//! [`shown`] makes it, so it is one line of at most 32 characters and reads back as itself.

use std::fmt;

use oware_rules::{shown, GameKind, IllegalMove};

const UNKNOWN_COMMAND: &str = "unknown command: ";
const TAKES_NO_ARGUMENTS: &str = " takes no arguments";
const USAGE: &str = "usage: ";
const NUMBER_FROM: &str = " must be a whole number from ";
const NUMBER_TO: &str = " to ";
const NUMBER_NOT: &str = ", not '";
const UNKNOWN_GAME: &str = "unknown game '";
const ILLEGAL_MOVE: &str = "illegal move: ";

/// `text` if it is written as [`shown`] writes it: what a reader takes for a shown text is
/// then exactly what was shown.
pub(crate) fn as_shown(text: &str) -> Option<&str> {
    (shown(text) == text).then_some(text)
}

/// `text` without `before` and `after`, if it starts and ends with them.
pub(crate) fn between<'a>(text: &'a str, before: &str, after: &str) -> Option<&'a str> {
    text.strip_prefix(before)?.strip_suffix(after)
}

/// `unknown command: <name>`
pub(crate) fn write_unknown_command(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    write!(f, "{UNKNOWN_COMMAND}{}", shown(name))
}

pub(crate) fn read_unknown_command(text: &str) -> Option<&str> {
    as_shown(text.strip_prefix(UNKNOWN_COMMAND)?)
}

/// `usage: <command> <expected>`, or `<command> takes no arguments` when it takes none.
pub(crate) fn write_usage(
    f: &mut fmt::Formatter<'_>,
    command: &str,
    expected: &str,
) -> fmt::Result {
    if expected.is_empty() {
        write!(f, "{command}{TAKES_NO_ARGUMENTS}")
    } else {
        write!(f, "{USAGE}{command} {expected}")
    }
}

/// `<what> must be a whole number from <min> to <max>, not '<text>'`
pub(crate) fn write_number(
    f: &mut fmt::Formatter<'_>,
    what: &str,
    min: u64,
    max: u64,
    text: &str,
) -> fmt::Result {
    write!(
        f,
        "{what}{NUMBER_FROM}{min}{NUMBER_TO}{max}{NUMBER_NOT}{}'",
        shown(text)
    )
}

/// What was counted, the range and the text as sent, from a number's sentence.
pub(crate) fn read_number(text: &str) -> Option<(&str, u64, u64, &str)> {
    let (what, rest) = text.split_once(NUMBER_FROM)?;
    let (min, rest) = rest.split_once(NUMBER_TO)?;
    let (max, rest) = rest.split_once(NUMBER_NOT)?;
    let sent = as_shown(rest.strip_suffix('\'')?)?;
    Some((what, digits(min)?, digits(max)?, sent))
}

/// A number as Rust writes a `u64`: digits only, so that reading it back gives the same text.
fn digits(text: &str) -> Option<u64> {
    text.parse::<u64>().ok().filter(|n| n.to_string() == text)
}

/// `': choose oware, kalah, congkak, togyz`: what follows the id of an unknown game.
fn choose_a_game() -> String {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
    format!("': choose {}", ids.join(", "))
}

/// `unknown game '<id>': choose oware, kalah, congkak, togyz`
pub(crate) fn write_unknown_game(f: &mut fmt::Formatter<'_>, id: &str) -> fmt::Result {
    write!(f, "{UNKNOWN_GAME}{}{}", shown(id), choose_a_game())
}

pub(crate) fn read_unknown_game(text: &str) -> Option<&str> {
    as_shown(between(text, UNKNOWN_GAME, &choose_a_game())?)
}

/// `illegal move: <the rules' code>`
pub(crate) fn write_illegal(f: &mut fmt::Formatter<'_>, reason: IllegalMove) -> fmt::Result {
    write!(f, "{ILLEGAL_MOVE}{}", reason.code())
}

pub(crate) fn read_illegal(text: &str) -> Option<IllegalMove> {
    IllegalMove::from_code(text.strip_prefix(ILLEGAL_MOVE)?)
}
