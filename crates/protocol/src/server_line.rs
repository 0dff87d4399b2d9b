//! One line from a room server: an answer, a refusal or an event.

use std::fmt;

use crate::{Answer, Refusal, ServerEvent, Verb};

/// Everything a room server sends is one of these, written by its `Display`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerLine {
    /// `= …` (a bare `=` for the answers without words).
    Answer(Answer),
    /// `? <reason>`
    Refused(Refusal),
    /// `! <event>`
    Event(ServerEvent),
}

/// A line that could not be read as a [`ServerLine`], by what it was meant to be: a client
/// still knows an answer or a refusal is the reply to its oldest request, and may skip an
/// event it does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// `= …` with words that do not answer the request awaited (or none was).
    Answer(String),
    /// `? …` in words no server of this protocol writes.
    Refusal(String),
    /// `! …`: an event this side does not know.
    Event(String),
    /// Not a line of this protocol.
    Unknown(String),
}

impl ServerLine {
    /// Reads a line (without its line break; a `\r` before it is dropped). `awaiting` is the
    /// verb of the oldest request not yet answered, which an answer's words are read for.
    pub fn parse(line: &str, awaiting: Option<Verb>) -> Result<ServerLine, LineError> {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let rest = |mark: &str| line.strip_prefix(mark);
        let answer = if line == "=" { Some("") } else { rest("= ") };
        if let Some(words) = answer {
            awaiting
                .and_then(|verb| Answer::parse(verb, words))
                .map(ServerLine::Answer)
                .ok_or_else(|| LineError::Answer(words.to_string()))
        } else if let Some(reason) = rest("? ") {
            Refusal::parse(reason)
                .map(ServerLine::Refused)
                .ok_or_else(|| LineError::Refusal(reason.to_string()))
        } else if let Some(event) = rest("! ") {
            ServerEvent::parse(event)
                .map(ServerLine::Event)
                .ok_or_else(|| LineError::Event(event.to_string()))
        } else {
            Err(LineError::Unknown(line.to_string()))
        }
    }
}

/// The line, without its line break.
impl fmt::Display for ServerLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerLine::Answer(answer) => {
                let words = answer.to_string();
                if words.is_empty() {
                    f.write_str("=")
                } else {
                    write!(f, "= {words}")
                }
            }
            ServerLine::Refused(refusal) => write!(f, "? {refusal}"),
            ServerLine::Event(event) => write!(f, "! {event}"),
        }
    }
}

impl From<Answer> for ServerLine {
    fn from(answer: Answer) -> Self {
        ServerLine::Answer(answer)
    }
}

impl From<Refusal> for ServerLine {
    fn from(refusal: Refusal) -> Self {
        ServerLine::Refused(refusal)
    }
}

impl From<ServerEvent> for ServerLine {
    fn from(event: ServerEvent) -> Self {
        ServerLine::Event(event)
    }
}
