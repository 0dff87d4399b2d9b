//! The server's lines as a client reads them: answers, refusals and pushed events, parsed
//! into values so that a user interface never reads protocol text.

use oware_engine::parse_ruleset;
use oware_rules::{Ruleset, Side};

use crate::secret::{RoomCode, Token};

/// A request a client sent, kept to read its answer (an answer does not say what it
/// answers: answers come in the order of the requests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientRequest {
    Create(Ruleset),
    Join(RoomCode),
    Resume(RoomCode, Token),
    Play(char),
    Legal,
    Position,
    Status,
    Leave,
}

impl ClientRequest {
    /// The line that sends it, without its line break.
    pub fn line(&self) -> String {
        match self {
            ClientRequest::Create(ruleset) => format!(
                "create {} seeds={}",
                ruleset.kind().id(),
                ruleset.seeds_per_house()
            ),
            ClientRequest::Join(code) => format!("join {code}"),
            ClientRequest::Resume(code, token) => format!("resume {code} {}", token.hex()),
            ClientRequest::Play(letter) => format!("play {letter}"),
            ClientRequest::Legal => "legal".into(),
            ClientRequest::Position => "position".into(),
            ClientRequest::Status => "status".into(),
            ClientRequest::Leave => "leave".into(),
        }
    }
}

/// One line from the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerLine {
    /// `= …`: the words after `=`, empty for a bare `=`.
    Done(String),
    /// `? …`: the reason.
    Refused(String),
    Event(ServerEvent),
}

impl ServerLine {
    /// `None` for a line that is none of the three.
    pub fn parse(line: &str) -> Option<ServerLine> {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let rest = |prefix: char| {
            line.strip_prefix(prefix)
                .map(|rest| rest.strip_prefix(' ').unwrap_or(rest).to_string())
        };
        if let Some(words) = rest('=') {
            Some(ServerLine::Done(words))
        } else if let Some(reason) = rest('?') {
            Some(ServerLine::Refused(reason))
        } else {
            rest('!').map(|event| ServerLine::Event(ServerEvent::parse(&event)))
        }
    }
}

/// What the server pushes, between answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerEvent {
    /// Who sits opposite: on joining, and after a `resume`.
    Opponent(String),
    /// The other player's move, by its house letter.
    Moved(char),
    /// The game ended, as `status` says it.
    Over(GameState),
    OpponentLeft,
    /// Another connection resumed this seat; this one is being closed.
    TakenOver,
    /// An event this client does not know, kept whole.
    Other(String),
}

impl ServerEvent {
    fn parse(text: &str) -> ServerEvent {
        let words: Vec<&str> = text.split(' ').collect();
        let other = || ServerEvent::Other(text.to_string());
        match words.as_slice() {
            ["opponent", name] => ServerEvent::Opponent(name.to_string()),
            ["moved", letter] => single_char(letter).map_or_else(other, ServerEvent::Moved),
            ["over", ..] => GameState::parse(text).map_or_else(other, ServerEvent::Over),
            ["opponent-left"] => ServerEvent::OpponentLeft,
            ["taken-over"] => ServerEvent::TakenOver,
            _ => other(),
        }
    }
}

/// A game's state as `status` and `! over` word it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameState {
    Ongoing,
    Over {
        /// `None` for a draw.
        winner: Option<Side>,
        /// Final scores, South's first.
        scores: [u32; 2],
        /// The rules' word for why it ended (`score`, `repetition`, `empty-row`…).
        reason: String,
    },
}

impl GameState {
    pub fn parse(text: &str) -> Option<GameState> {
        let words: Vec<&str> = text.split(' ').collect();
        match words.as_slice() {
            ["ongoing"] => Some(GameState::Ongoing),
            ["over", winner, south, north, reason] => Some(GameState::Over {
                winner: match *winner {
                    "draw" => None,
                    name => Some(Side::from_name(name)?),
                },
                scores: [south.parse().ok()?, north.parse().ok()?],
                reason: reason.to_string(),
            }),
            _ => None,
        }
    }
}

/// A request's answer, read knowing the request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A new room: its code to tell the other player, the token that holds South's seat.
    Room {
        code: RoomCode,
        token: Token,
        side: Side,
    },
    Joined {
        code: RoomCode,
        token: Token,
        side: Side,
        ruleset: Ruleset,
    },
    Resumed {
        code: RoomCode,
        side: Side,
    },
    Played {
        captured: u32,
    },
    /// The legal houses' letters; empty once the game is over.
    Legal(Vec<char>),
    /// The board in the protocol's words (see `Ruleset::parse_position` to read it).
    Position(String),
    Status(GameState),
    Left,
}

impl Answer {
    /// Reads the words after `=` for `request`; `None` if they do not fit it.
    pub fn parse(request: &ClientRequest, words: &str) -> Option<Answer> {
        let list: Vec<&str> = words.split(' ').filter(|w| !w.is_empty()).collect();
        match (request, list.as_slice()) {
            (ClientRequest::Create(_), ["room", code, token, side]) => Some(Answer::Room {
                code: RoomCode::parse(code).ok()?,
                token: Token::parse(token).ok()?,
                side: Side::from_name(side)?,
            }),
            (ClientRequest::Join(code), ["joined", token, side, game, seeds]) => {
                Some(Answer::Joined {
                    code: *code,
                    token: Token::parse(token).ok()?,
                    side: Side::from_name(side)?,
                    ruleset: parse_ruleset(game, Some(seeds.strip_prefix("seeds=")?)).ok()?,
                })
            }
            (ClientRequest::Resume(code, _), ["resumed", side]) => Some(Answer::Resumed {
                code: *code,
                side: Side::from_name(side)?,
            }),
            (ClientRequest::Play(_), [captured]) => Some(Answer::Played {
                captured: captured.parse().ok()?,
            }),
            (ClientRequest::Legal, letters) => letters
                .iter()
                .map(|letter| single_char(letter))
                .collect::<Option<Vec<char>>>()
                .map(Answer::Legal),
            (ClientRequest::Position, [_, ..]) => Some(Answer::Position(list.join(" "))),
            (ClientRequest::Status, _) => GameState::parse(words).map(Answer::Status),
            (ClientRequest::Leave, []) => Some(Answer::Left),
            _ => None,
        }
    }
}

fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    #[test]
    fn lines_are_answers_refusals_or_events() {
        assert_eq!(ServerLine::parse("= 3"), Some(ServerLine::Done("3".into())));
        assert_eq!(
            ServerLine::parse("="),
            Some(ServerLine::Done(String::new()))
        );
        assert_eq!(
            ServerLine::parse("? not your turn\r"),
            Some(ServerLine::Refused("not your turn".into()))
        );
        assert_eq!(
            ServerLine::parse("! moved a"),
            Some(ServerLine::Event(ServerEvent::Moved('a')))
        );
        assert_eq!(
            ServerLine::parse("! over draw 24 24 score"),
            Some(ServerLine::Event(ServerEvent::Over(GameState::Over {
                winner: None,
                scores: [24, 24],
                reason: "score".into()
            })))
        );
        assert_eq!(
            ServerLine::parse("! opponent Ана"),
            Some(ServerLine::Event(ServerEvent::Opponent("Ана".into())))
        );
        assert_eq!(
            ServerLine::parse("! confetti"),
            Some(ServerLine::Event(ServerEvent::Other("confetti".into())))
        );
        assert_eq!(ServerLine::parse("hello"), None);
    }

    #[test]
    fn answers_are_read_for_their_request() {
        let code = RoomCode::parse("ABC234").expect("code");
        let hex = "00112233445566778899aabbccddeeff";
        let token = Token::parse(hex).expect("token");
        assert_eq!(
            Answer::parse(
                &ClientRequest::Join(code),
                &format!("joined {hex} north togyz seeds=9")
            ),
            Some(Answer::Joined {
                code,
                token,
                side: Side::North,
                ruleset: Ruleset::standard(GameKind::TogyzKumalak)
            })
        );
        assert_eq!(
            Answer::parse(&ClientRequest::Legal, "A B F"),
            Some(Answer::Legal(vec!['A', 'B', 'F']))
        );
        assert_eq!(
            Answer::parse(&ClientRequest::Legal, ""),
            Some(Answer::Legal(vec![]))
        );
        assert_eq!(
            Answer::parse(&ClientRequest::Play('C'), "0"),
            Some(Answer::Played { captured: 0 })
        );
        assert_eq!(Answer::parse(&ClientRequest::Play('C'), "room"), None);
        assert_eq!(Answer::parse(&ClientRequest::Leave, ""), Some(Answer::Left));
        assert_eq!(
            ClientRequest::Create(Ruleset::standard(GameKind::Kalah)).line(),
            "create kalah seeds=4"
        );
    }
}
