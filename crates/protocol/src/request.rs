//! The requests a player's program sends to a room server, one line each: read by the
//! server, written by its clients, through the same [`Request`]. Nothing here touches a
//! room: what depends on a room's state is the server's to decide.

use std::fmt;

use oware_rules::Ruleset;

use crate::arguments::{parse_ruleset, ruleset_words, RulesetWords};
use crate::{Refusal, RoomCode, Token};

/// The longest line either side sends, its line break included. Every request fits in a
/// tenth of it; the limit keeps one client from making the server hold much of anything.
pub const MAX_LINE_BYTES: usize = 1024;

/// The port a room server listens on unless told otherwise: fixed, so that a child's
/// program needs only the server's address.
pub const DEFAULT_PORT: u16 = 7464;

/// The longest name a child can give, in characters.
pub const MAX_NAME_CHARS: usize = 20;

/// What a request asks for: its first word. An answer does not say what it answers (answers
/// come in the order of the requests), so a client reads it knowing the verb it awaits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    Hello,
    Create,
    Join,
    Resume,
    Legal,
    Position,
    Status,
    Play,
    Leave,
}

impl Verb {
    pub const ALL: [Verb; 9] = [
        Verb::Hello,
        Verb::Create,
        Verb::Join,
        Verb::Resume,
        Verb::Legal,
        Verb::Position,
        Verb::Status,
        Verb::Play,
        Verb::Leave,
    ];

    /// The request's name on the wire.
    pub fn word(self) -> &'static str {
        match self {
            Verb::Hello => "hello",
            Verb::Create => "create",
            Verb::Join => "join",
            Verb::Resume => "resume",
            Verb::Legal => "legal",
            Verb::Position => "position",
            Verb::Status => "status",
            Verb::Play => "play",
            Verb::Leave => "leave",
        }
    }

    /// The verb named by a lower-case word.
    pub fn from_word(word: &str) -> Option<Verb> {
        Verb::ALL.into_iter().find(|verb| verb.word() == word)
    }

    /// What the request takes after its name, as a refusal of wrong arguments says it; empty
    /// for none.
    pub fn usage(self) -> &'static str {
        match self {
            Verb::Hello => "<name>",
            Verb::Create => "<game> [seeds=<n>]",
            Verb::Join => "<code>",
            Verb::Resume => "<code> <token>",
            Verb::Play => "<letter>",
            Verb::Legal | Verb::Position | Verb::Status | Verb::Leave => "",
        }
    }
}

/// One request, its arguments checked as far as the line alone allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A child's name (see [`check_name`]).
    Hello(String),
    Create(Ruleset),
    Join(RoomCode),
    Resume(RoomCode, Token),
    Legal,
    Position,
    Status,
    /// A house letter as sent (one word); whether it names a house of the room's board is
    /// the rules' to say.
    Play(String),
    Leave,
}

impl Request {
    pub fn verb(&self) -> Verb {
        match self {
            Request::Hello(_) => Verb::Hello,
            Request::Create(_) => Verb::Create,
            Request::Join(_) => Verb::Join,
            Request::Resume(..) => Verb::Resume,
            Request::Legal => Verb::Legal,
            Request::Position => Verb::Position,
            Request::Status => Verb::Status,
            Request::Play(_) => Verb::Play,
            Request::Leave => Verb::Leave,
        }
    }

    /// Reads one line (without its line break). `Ok(None)` for a blank line, which gets no
    /// answer.
    pub fn parse(line: &str) -> Result<Option<Request>, Refusal> {
        let Some((name, args)) = split(line)? else {
            return Ok(None);
        };
        let verb = Verb::from_word(&name).ok_or(Refusal::UnknownCommand(name))?;
        Request::from_words(verb, &args).map(Some)
    }

    /// A request from its verb and the words after it.
    pub fn from_words(verb: Verb, args: &[&str]) -> Result<Request, Refusal> {
        let usage = || Refusal::Usage(verb);
        let bare = |request: Request| {
            if args.is_empty() {
                Ok(request)
            } else {
                Err(usage())
            }
        };
        match verb {
            Verb::Hello => match args {
                [name] => check_name(name).map(|()| Request::Hello(name.to_string())),
                _ => Err(usage()),
            },
            Verb::Create => {
                let (id, seeds) = ruleset_words(args).ok_or_else(usage)?;
                Ok(Request::Create(parse_ruleset(id, seeds)?))
            }
            Verb::Join => match args {
                [code] => RoomCode::parse(code).map(Request::Join),
                _ => Err(usage()),
            },
            Verb::Resume => match args {
                [code, token] => Ok(Request::Resume(
                    RoomCode::parse(code)?,
                    Token::parse(token)?,
                )),
                _ => Err(usage()),
            },
            Verb::Play => match args {
                [letter] => Ok(Request::Play(letter.to_string())),
                _ => Err(usage()),
            },
            Verb::Legal => bare(Request::Legal),
            Verb::Position => bare(Request::Position),
            Verb::Status => bare(Request::Status),
            Verb::Leave => bare(Request::Leave),
        }
    }
}

/// The line that sends the request, without its line break.
impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb().word())?;
        match self {
            Request::Hello(name) => write!(f, " {name}"),
            Request::Create(ruleset) => write!(f, " {}", RulesetWords(*ruleset)),
            Request::Join(code) => write!(f, " {code}"),
            Request::Resume(code, token) => write!(f, " {code} {}", token.hex()),
            Request::Play(letter) => write!(f, " {letter}"),
            Request::Legal | Request::Position | Request::Status | Request::Leave => Ok(()),
        }
    }
}

/// Splits a line into its command name, lower-cased (names ignore case, house letters do
/// not: `A` is South's house and `a` North's), and its arguments. Words are separated by
/// spaces; any control character (a tab included) is refused, so that nothing invisible
/// can hide in a name or reach another player's screen.
pub fn split(line: &str) -> Result<Option<(String, Vec<&str>)>, Refusal> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.chars().any(char::is_control) {
        return Err(Refusal::ControlCharacter);
    }
    let mut words = line.split(' ').filter(|word| !word.is_empty());
    let Some(name) = words.next() else {
        return Ok(None);
    };
    Ok(Some((name.to_ascii_lowercase(), words.collect())))
}

/// A child's name: 1 to 20 characters, each a letter of any alphabet, an ASCII digit, `-` or
/// `_`, so it is one word on the wire and shows as itself on the other screen.
pub fn check_name(name: &str) -> Result<(), Refusal> {
    let count = name.chars().count();
    let allowed = |c: char| c.is_alphabetic() || c.is_ascii_digit() || c == '-' || c == '_';
    if (1..=MAX_NAME_CHARS).contains(&count) && name.chars().all(allowed) {
        Ok(())
    } else {
        Err(Refusal::BadName)
    }
}
