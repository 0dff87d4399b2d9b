//! The requests a player's program sends, read from one line each, and every reason the
//! server can refuse one with (the text after `? `). Nothing here touches a room: what
//! depends on a room's state is decided in `room.rs` and `hub.rs`.

use std::fmt;

use oware_engine::{parse_ruleset, ProtocolError};
use oware_rules::{shown, Ruleset};

use oware_tux::{levels_of, MASTER_LEVEL};

use crate::room::Opponent;
use crate::secret::{RoomCode, Token, CODE_ALPHABET, CODE_LEN};

/// The longest line either side sends, its line break included. Every request fits in a
/// tenth of it; the limit keeps one client from making the server hold much of anything.
pub const MAX_LINE_BYTES: usize = 1024;

/// The port the server listens on unless told otherwise: fixed, so that a child's program
/// needs only the server's address.
pub const DEFAULT_PORT: u16 = 7464;

/// The longest name a child can give, in characters.
pub const MAX_NAME_CHARS: usize = 20;

/// One request, its arguments checked as far as the line alone allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Hello(String),
    /// A game and the numbers its texts show, for a thin client (docs/web-protocol.md).
    About(Ruleset),
    /// A new room, with a classmate to come, Tux, or two children at this machine.
    Create(Ruleset, Opponent),
    Join(RoomCode),
    Resume(RoomCode, Token),
    Legal,
    Position,
    Status,
    /// A house letter; whether it names a house of the room's board is the rules' to say.
    Play(String),
    Leave,
    /// This connection wants every move's steps and the board after it.
    Watch,
    Hint,
    Undo,
    /// A new game in a room held alone, Tux at this level if given.
    NewGame(Option<u8>),
}

impl Request {
    /// Reads one line (without its line break). `Ok(None)` for a blank line, which gets no
    /// answer.
    pub fn parse(line: &str) -> Result<Option<Request>, Refusal> {
        match split(line)? {
            None => Ok(None),
            Some((name, args)) => Request::from_words(&name, &args).map(Some),
        }
    }

    /// A request from its lower-cased command name and its arguments.
    pub fn from_words(name: &str, args: &[&str]) -> Result<Request, Refusal> {
        let usage = |command: &'static str, expected: &'static str| {
            Refusal::Engine(ProtocolError::Arguments { command, expected })
        };
        let bare = |command: &'static str, request: Request| {
            if args.is_empty() {
                Ok(request)
            } else {
                Err(usage(command, ""))
            }
        };
        match name {
            "hello" => match args {
                [name] => check_name(name).map(|()| Request::Hello(name.to_string())),
                _ => Err(usage("hello", "<name>")),
            },
            "about" => {
                let (id, seeds) = match args {
                    [id] => (*id, None),
                    [id, option] => match option.strip_prefix("seeds=") {
                        Some(count) => (*id, Some(count)),
                        None => return Err(usage("about", "<game> [seeds=<n>]")),
                    },
                    _ => return Err(usage("about", "<game> [seeds=<n>]")),
                };
                parse_ruleset(id, seeds)
                    .map(Request::About)
                    .map_err(Refusal::Engine)
            }
            "create" => {
                const USAGE: &str = "<game> [seeds=<n>] [tux=<level>|here]";
                let mut seeds = None;
                let mut opponent = None;
                let (id, options) = args.split_first().ok_or(usage("create", USAGE))?;
                for option in options {
                    if let Some(count) = option.strip_prefix("seeds=") {
                        if seeds.replace(count).is_some() {
                            return Err(usage("create", USAGE));
                        }
                    } else if *option == "here" || option.starts_with("tux=") {
                        if opponent.replace(*option).is_some() {
                            return Err(usage("create", USAGE));
                        }
                    } else {
                        return Err(usage("create", USAGE));
                    }
                }
                let ruleset = parse_ruleset(id, seeds).map_err(Refusal::Engine)?;
                let opponent = match opponent {
                    None => Opponent::Classmate,
                    Some("here") => Opponent::Here,
                    Some(tux) => {
                        let text = tux.strip_prefix("tux=").unwrap_or(tux);
                        Opponent::Tux {
                            level: level(text, levels_of(ruleset.kind()))?,
                        }
                    }
                };
                Ok(Request::Create(ruleset, opponent))
            }
            "join" => match args {
                [code] => RoomCode::parse(code).map(Request::Join),
                _ => Err(usage("join", "<code>")),
            },
            "resume" => match args {
                [code, token] => Ok(Request::Resume(
                    RoomCode::parse(code)?,
                    Token::parse(token)?,
                )),
                _ => Err(usage("resume", "<code> <token>")),
            },
            "legal" => bare("legal", Request::Legal),
            "position" => bare("position", Request::Position),
            "status" => bare("status", Request::Status),
            "leave" => bare("leave", Request::Leave),
            "watch" => bare("watch", Request::Watch),
            "hint" => bare("hint", Request::Hint),
            "undo" => bare("undo", Request::Undo),
            "newgame" => match args {
                [] => Ok(Request::NewGame(None)),
                [option] => match option.strip_prefix("level=") {
                    // The game's own number of levels is checked in the room.
                    Some(text) => Ok(Request::NewGame(Some(level(text, MASTER_LEVEL)?))),
                    None => Err(usage("newgame", "[level=<n>]")),
                },
                _ => Err(usage("newgame", "[level=<n>]")),
            },
            "play" => match args {
                [letter] => Ok(Request::Play(letter.to_string())),
                _ => Err(usage("play", "<letter>")),
            },
            _ => Err(Refusal::UnknownCommand(name.to_string())),
        }
    }
}

/// Tux's level, from 1 to `max`.
pub fn level(text: &str, max: u8) -> Result<u8, Refusal> {
    text.parse::<u8>()
        .ok()
        .filter(|level| (1..=max).contains(level))
        .ok_or_else(|| Refusal::Engine(ProtocolError::number("level", 1, u64::from(max), text)))
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

/// Why a request was refused. A refusal never changes anything on the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    LineTooLong,
    NotUtf8,
    ControlCharacter,
    UnknownCommand(String),
    /// Argument counts, unknown games, seed counts and illegal moves, in the engine's words.
    Engine(ProtocolError),
    BadName,
    HelloFirst,
    AlreadyGreeted,
    /// A word that cannot be a room code.
    BadCode(String),
    /// A word that cannot be a token.
    BadToken,
    NoSuchRoom(RoomCode),
    /// The token holds no seat in that room (or held one its player gave up).
    WrongToken(RoomCode),
    RoomFull(RoomCode),
    AlreadySeated(RoomCode),
    NotSeated,
    NotYourTurn,
    OpponentNotJoined,
    OpponentLeft,
    /// Another connection resumed this seat.
    TakenOver,
    /// The database refused the change, so nothing was changed or told to anyone.
    NotSaved,
    /// Every room code is taken; with 31^6 codes this means something else is wrong.
    NoFreeCode,
    /// Hints, undo and new games are for rooms with Tux or two children at one machine.
    NotAlone,
    NothingToTakeBack,
    /// Tux's pool has a full queue.
    TuxBusy,
    /// A level for a room without Tux.
    NoTux,
}

impl Refusal {
    /// True for a wrong or malformed room code or token: a connection that sends too many is
    /// guessing, and is closed.
    pub fn is_a_guess(&self) -> bool {
        matches!(
            self,
            Refusal::BadCode(_)
                | Refusal::BadToken
                | Refusal::NoSuchRoom(_)
                | Refusal::WrongToken(_)
        )
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::LineTooLong => write!(f, "line too long: at most {MAX_LINE_BYTES} bytes"),
            Refusal::NotUtf8 => f.write_str("not UTF-8 text"),
            Refusal::ControlCharacter => f.write_str("control characters are not allowed"),
            Refusal::UnknownCommand(name) => write!(f, "unknown command: {}", shown(name)),
            Refusal::Engine(error) => write!(f, "{error}"),
            Refusal::BadName => write!(
                f,
                "a name is 1 to {MAX_NAME_CHARS} letters, digits, '-' or '_'"
            ),
            Refusal::HelloFirst => f.write_str("say hello <name> first"),
            Refusal::AlreadyGreeted => f.write_str("hello was already said"),
            Refusal::BadCode(text) => write!(
                f,
                "'{}' is not a room code: {CODE_LEN} characters from {}",
                shown(text),
                String::from_utf8_lossy(CODE_ALPHABET)
            ),
            Refusal::BadToken => f.write_str("a token is 32 hexadecimal digits"),
            Refusal::NoSuchRoom(code) => write!(f, "no room {code}"),
            Refusal::WrongToken(code) => write!(f, "that token holds no seat in room {code}"),
            Refusal::RoomFull(code) => write!(f, "room {code} is full"),
            Refusal::AlreadySeated(code) => write!(f, "already in room {code}: leave it first"),
            Refusal::NotSeated => f.write_str("not in a room: create, join or resume one"),
            Refusal::NotYourTurn => f.write_str("not your turn"),
            Refusal::OpponentNotJoined => f.write_str("wait for the other player to join"),
            Refusal::OpponentLeft => f.write_str("the other player has left"),
            Refusal::TakenOver => f.write_str("this seat was taken over by another connection"),
            Refusal::NotSaved => f.write_str("could not save; nothing changed, try again"),
            Refusal::NoFreeCode => f.write_str("no free room code; try again"),
            Refusal::NotAlone => f.write_str("only in a room with Tux or at one machine"),
            Refusal::NothingToTakeBack => f.write_str("nothing to take back"),
            Refusal::TuxBusy => f.write_str("Tux is busy, try again"),
            Refusal::NoTux => f.write_str("Tux is not in this room"),
        }
    }
}

impl std::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    fn refused(line: &str) -> String {
        match Request::parse(line) {
            Err(refusal) => refusal.to_string(),
            Ok(request) => panic!("{line:?} was accepted as {request:?}"),
        }
    }

    #[test]
    fn blank_lines_are_no_requests() {
        for line in ["", " ", "   ", "\r"] {
            assert_eq!(Request::parse(line), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn names_of_any_alphabet_are_welcome() {
        for name in [
            "Zoé",
            "Ана",
            "Kofi",
            "ama_2",
            "Jean-Luc",
            "李雷",
            "x",
            "abcdefghijklmnopqrst",
        ] {
            assert_eq!(
                Request::parse(&format!("hello {name}")),
                Ok(Some(Request::Hello(name.to_string())))
            );
        }
        for name in ["", "a.b", "ab!", "abcdefghijklmnopqrstu", "٣", "e\u{301}"] {
            assert!(check_name(name).is_err(), "{name:?}");
        }
        assert_eq!(refused("hello two words"), "usage: hello <name>");
        assert_eq!(refused("hello"), "usage: hello <name>");
        assert_eq!(
            refused("hello a!"),
            "a name is 1 to 20 letters, digits, '-' or '_'"
        );
    }

    #[test]
    fn create_reads_the_game_as_the_engine_does() {
        assert_eq!(
            Request::parse("CREATE Kalah seeds=6"),
            Ok(Some(Request::Create(
                Ruleset::new(GameKind::Kalah, 6).unwrap(),
                Opponent::Classmate
            )))
        );
        assert_eq!(
            Request::parse("create togyz"),
            Ok(Some(Request::Create(
                Ruleset::standard(GameKind::TogyzKumalak),
                Opponent::Classmate
            )))
        );
        assert_eq!(
            refused("create chess"),
            "unknown game 'chess': choose oware, kalah, congkak, togyz"
        );
        assert_eq!(
            refused("create oware seeds=7"),
            "seeds must be a whole number from 4 to 6, not '7'"
        );
        assert_eq!(
            refused("create oware 4"),
            "usage: create <game> [seeds=<n>] [tux=<level>|here]"
        );
        assert_eq!(
            refused("create"),
            "usage: create <game> [seeds=<n>] [tux=<level>|here]"
        );
        assert_eq!(
            Request::parse("create oware tux=11 seeds=5"),
            Ok(Some(Request::Create(
                Ruleset::new(GameKind::Oware, 5).unwrap(),
                Opponent::Tux { level: 11 }
            )))
        );
        assert_eq!(
            Request::parse("create kalah here"),
            Ok(Some(Request::Create(
                Ruleset::standard(GameKind::Kalah),
                Opponent::Here
            )))
        );
        assert_eq!(
            refused("create kalah tux=11"),
            "level must be a whole number from 1 to 10, not '11'"
        );
        assert_eq!(
            refused("create kalah tux=3 here"),
            "usage: create <game> [seeds=<n>] [tux=<level>|here]"
        );
        assert_eq!(
            Request::parse("newgame level=4"),
            Ok(Some(Request::NewGame(Some(4))))
        );
        assert_eq!(
            refused("newgame level=0"),
            "level must be a whole number from 1 to 11, not '0'"
        );
    }

    #[test]
    fn codes_ignore_case_and_refuse_look_alikes() {
        let code = RoomCode::parse("ABC234").unwrap();
        assert_eq!(Request::parse("join abc234"), Ok(Some(Request::Join(code))));
        for bad in [
            "ABCD2!", "ABC23", "ABC2345", "ABC23O", "ABC231", "ABCI23", "ABCL23", "ÀBC234",
        ] {
            let refusal = RoomCode::parse(bad).err();
            assert!(
                matches!(refusal, Some(Refusal::BadCode(_))),
                "{bad}: {refusal:?}"
            );
            assert!(refusal.is_some_and(|r| r.is_a_guess()));
        }
        assert_eq!(
            refused("join 0000"),
            "'0000' is not a room code: 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ"
        );
    }

    #[test]
    fn resume_needs_a_code_and_a_token() {
        let token = "00112233445566778899aabbccddeeff";
        assert!(matches!(
            Request::parse(&format!("resume abc234 {token}")),
            Ok(Some(Request::Resume(_, _)))
        ));
        assert_eq!(
            refused("resume abc234 00112233"),
            "a token is 32 hexadecimal digits"
        );
        assert_eq!(refused("resume abc234"), "usage: resume <code> <token>");
    }

    #[test]
    fn control_characters_and_unknown_commands_are_refused() {
        assert_eq!(refused("play\tA"), "control characters are not allowed");
        assert_eq!(
            refused("hello Zo\u{7}é"),
            "control characters are not allowed"
        );
        assert_eq!(refused("hello a\rb"), "control characters are not allowed");
        assert_eq!(refused("dance"), "unknown command: dance");
        assert_eq!(refused("legal now"), "legal takes no arguments");
        assert_eq!(refused("play"), "usage: play <letter>");
        assert_eq!(
            Request::parse("play A\r"),
            Ok(Some(Request::Play("A".into())))
        );
        assert_eq!(
            Request::parse("  Play  a "),
            Ok(Some(Request::Play("a".into())))
        );
    }
}
