//! `! say`: a sentence for the reader, sent as the message id and arguments that
//! `oware-phrases` chose, which a client formats in its own language (docs/web-protocol.md).
//!
//! `say <topic> <id> [<name>=<value>]…`, where the topic is `move`, `feed`, `turn`, `end`,
//! `refused` or `preview <letter>`, and each value is typed by its first letters:
//! `n:<integer>`, `t:<percent-encoded UTF-8 text>`, `m:<message id>` (a message whose text
//! is the argument) or `h:<letter>[,<letter>]…` (houses, by the protocol's letters). Text is
//! percent-encoded byte by byte except for `A–Z a–z 0–9 - . _ ~`, so a name with spaces, `=`
//! or any alphabet stays one word and reads back as itself.

use std::fmt;

use oware_phrases::{Arg, Phrase};
use oware_rules::{house_from_letter, house_letter, Layout};

use crate::thin_client::{digits, letter};

/// What a `say` line is about, so that a client knows where to show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The move just played: who played which house, then what it did.
    Move,
    /// The reader must feed the other row (`feed-explain`).
    Feed,
    /// Whose turn it is.
    Turn,
    /// The end of the game: its title, its score and why it ended.
    End,
    /// Why the reader's last request was refused (sent just before the `?` line).
    Refused,
    /// What the house of this letter would do.
    Preview(char),
}

/// One argument of a said phrase, as the wire carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaidArg {
    /// `n:<integer>`
    Num(i64),
    /// `t:<text>`
    Text(String),
    /// `m:<message id>`
    Message(String),
    /// `h:<letters>`
    Houses(Vec<char>),
}

/// A phrase as a `say` line carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// Where it is shown.
    pub topic: Topic,
    /// The message id.
    pub id: String,
    /// The arguments by name, in the phrase's order.
    pub args: Vec<(String, SaidArg)>,
}

pub(crate) const SAY: &str = "say";
const MOVE: &str = "move";
const FEED: &str = "feed";
const TURN: &str = "turn";
const END: &str = "end";
const REFUSED: &str = "refused";
const PREVIEW: &str = "preview";

impl Said {
    /// `phrase` about `topic`, its houses named by `layout`'s letters.
    pub fn of(topic: Topic, layout: Layout, phrase: &Phrase) -> Said {
        Said {
            topic,
            id: phrase.id.to_string(),
            args: wire_args(layout, phrase),
        }
    }

    /// The houses of a `Houses` argument by index on `layout`; `None` for a letter not on it.
    pub fn houses(layout: Layout, letters: &[char]) -> Option<Vec<usize>> {
        letters
            .iter()
            .map(|letter| house_from_letter(layout, &letter.to_string()).ok())
            .collect()
    }

    /// Reads the words after `say`.
    pub(crate) fn parse(words: &[&str]) -> Option<Said> {
        let (topic, rest) = match words {
            [PREVIEW, house, rest @ ..] => (Topic::Preview(letter(house)?), rest),
            [MOVE, rest @ ..] => (Topic::Move, rest),
            [FEED, rest @ ..] => (Topic::Feed, rest),
            [TURN, rest @ ..] => (Topic::Turn, rest),
            [END, rest @ ..] => (Topic::End, rest),
            [REFUSED, rest @ ..] => (Topic::Refused, rest),
            _ => return None,
        };
        let (id, args) = read_phrase(rest)?;
        Some(Said { topic, id, args })
    }
}

/// `phrase`'s arguments as the wire carries them, its houses named by `layout`'s letters.
pub(crate) fn wire_args(layout: Layout, phrase: &Phrase) -> Vec<(String, SaidArg)> {
    phrase
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Num(n) => SaidArg::Num(*n),
                Arg::Text(text) => SaidArg::Text(text.clone()),
                Arg::Message(id) => SaidArg::Message((*id).to_string()),
                Arg::Houses { houses, .. } => SaidArg::Houses(
                    houses
                        .iter()
                        .map(|&house| house_letter(layout, house))
                        .collect(),
                ),
            };
            ((*name).to_string(), value)
        })
        .collect()
}

/// Reads `<id> [<name>=<kind>:<value>]…`.
pub(crate) fn read_phrase(words: &[&str]) -> Option<(String, Vec<(String, SaidArg)>)> {
    let [id, args @ ..] = words else {
        return None;
    };
    let args = args
        .iter()
        .map(|word| {
            let (name, value) = word.split_once('=')?;
            Some((identifier(name)?.to_string(), read_value(value)?))
        })
        .collect::<Option<Vec<_>>>()?;
    Some((identifier(id)?.to_string(), args))
}

/// Writes ` <id> [<name>=<kind>:<value>]…`, as [`read_phrase`] reads it.
pub(crate) fn write_phrase(
    f: &mut fmt::Formatter<'_>,
    id: &str,
    args: &[(String, SaidArg)],
) -> fmt::Result {
    write!(f, " {id}")?;
    for (name, value) in args {
        match value {
            SaidArg::Num(n) => write!(f, " {name}=n:{n}")?,
            SaidArg::Text(text) => write!(f, " {name}=t:{}", encode(text))?,
            SaidArg::Message(id) => write!(f, " {name}=m:{id}")?,
            SaidArg::Houses(letters) => {
                let letters: Vec<String> = letters.iter().map(char::to_string).collect();
                write!(f, " {name}=h:{}", letters.join(","))?;
            }
        }
    }
    Ok(())
}

/// A message id or an argument's name: ASCII letters, digits and `-`, at least one.
fn identifier(word: &str) -> Option<&str> {
    (!word.is_empty()
        && word
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-'))
    .then_some(word)
}

fn read_value(word: &str) -> Option<SaidArg> {
    let (kind, value) = word.split_once(':')?;
    match kind {
        "n" => digits(value).map(SaidArg::Num),
        "t" => decode(value).map(SaidArg::Text),
        "m" => identifier(value).map(|id| SaidArg::Message(id.to_string())),
        "h" => value
            .split(',')
            .map(letter)
            .collect::<Option<Vec<char>>>()
            .map(SaidArg::Houses),
        _ => None,
    }
}

/// Whether `byte` stands for itself in an encoded text.
fn unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~')
}

/// `text` percent-encoded: every byte but the unreserved ones as `%XX` (upper case).
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if unreserved(byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The text `word` encodes, if it is written exactly as [`encode`] writes it.
pub fn decode(word: &str) -> Option<String> {
    let bytes = word.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = word.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    let text = String::from_utf8(out).ok()?;
    (encode(&text) == word).then_some(text)
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(SAY)?;
        match self.topic {
            Topic::Move => write!(f, " {MOVE}")?,
            Topic::Feed => write!(f, " {FEED}")?,
            Topic::Turn => write!(f, " {TURN}")?,
            Topic::End => write!(f, " {END}")?,
            Topic::Refused => write!(f, " {REFUSED}")?,
            Topic::Preview(house) => write!(f, " {PREVIEW} {house}")?,
        }
        write_phrase(f, &self.id, &self.args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_encoded_byte_by_byte_and_read_back() {
        assert_eq!(encode("Zoé Ana"), "Zo%C3%A9%20Ana");
        assert_eq!(decode("Zo%C3%A9%20Ana").as_deref(), Some("Zoé Ana"));
        assert_eq!(encode(""), "");
        assert_eq!(decode("").as_deref(), Some(""));
        // Only the encoder's own spelling reads back: lower-case hex, a raw space, a
        // half escape and bytes that are no UTF-8 are refused.
        assert_eq!(decode("Zo%c3%a9"), None);
        assert_eq!(decode("a b"), None);
        assert_eq!(decode("%2"), None);
        assert_eq!(decode("%FF"), None);
    }
}
