//! The class's words, asked of the classroom server off the window's thread: each question
//! (the groups, a group's children, a child's pictures, the session kept from an earlier
//! start, signing out) is one short connection on a thread of its own, and its answer comes
//! back on a channel the feature reads at every beat. Nothing here waits on the window, and
//! the window never waits on the network.

use std::io::{BufReader, Write};
use std::net::{Shutdown, SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use oware_protocol::{
    read_raw_line, Answer, LineError, Named, PictureCode, Refusal, Request, ServerEvent,
    ServerLine, Token, MAX_LINE_BYTES,
};

/// The longest wait for the connection to open, and then for each line.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
/// Lines read for one answer at most: a class's groups or a group's children, and a few
/// events besides. A server saying more is not believed.
const MAX_LINES: usize = 400;

/// A question for the server.
#[derive(Clone, Debug)]
pub enum Ask {
    Groups,
    Children(u32),
    SignIn(u32, PictureCode),
    /// The session kept from an earlier start: whose is it still?
    Session(String),
    SignOut(String),
}

/// What the server said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Groups(Vec<Named>),
    Children(Vec<Named>),
    SignedIn {
        token: String,
        name: String,
    },
    SignedOut,
    /// Not that child's pictures: this many tries left before the pause.
    Wrong(u32),
    /// Too many misses: this many seconds to wait.
    Paused(u64),
    /// The session holds no more (signed out elsewhere, or by the teacher).
    Ended,
    /// No answer: the server is away, or said something else.
    Unreachable(String),
}

/// Asks `ask` of `server` on a thread of its own; the answer comes on the receiver.
pub fn ask_in_background(server: &str, ask: Ask) -> Receiver<Heard> {
    let (sender, receiver) = mpsc::channel();
    let server = server.to_string();
    let spawned = thread::Builder::new()
        .name("oware signin".into())
        .spawn(move || {
            let heard = ask_now(&server, &ask).unwrap_or_else(Heard::Unreachable);
            // The window may have closed meanwhile: nobody to tell.
            let _ = sender.send(heard);
        });
    if let Err(error) = spawned {
        log::warn!("cannot ask the classroom server: {error}");
    }
    receiver
}

fn address(server: &str) -> Result<SocketAddr, String> {
    server
        .to_socket_addrs()
        .map_err(|error| format!("{server}: {error}"))?
        .next()
        .ok_or_else(|| format!("{server}: no address"))
}

/// One connection: the session first when the question is the child's own, then the
/// question, then its answer.
fn ask_now(server: &str, ask: &Ask) -> Result<Heard, String> {
    let stream = TcpStream::connect_timeout(&address(server)?, CONNECT_TIMEOUT)
        .map_err(|error| error.to_string())?;
    stream
        .set_read_timeout(Some(ANSWER_TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(ANSWER_TIMEOUT)))
        .map_err(|error| error.to_string())?;
    let mut reader = BufReader::new(stream.try_clone().map_err(|error| error.to_string())?);
    let mut talk = Talk {
        stream: &stream,
        reader: &mut reader,
    };
    let heard = match ask {
        Ask::Groups => talk.list(Request::Class).map(Heard::Groups),
        Ask::Children(group) => talk.list(Request::ClassGroup(*group)).map(Heard::Children),
        Ask::SignIn(child, code) => talk.sign_in(Request::SignIn(*child, *code)),
        Ask::Session(token) => match Token::parse(token) {
            Ok(token) => talk.sign_in(Request::Session(Some(token))),
            Err(_) => Ok(Heard::Ended),
        },
        Ask::SignOut(token) => match Token::parse(token) {
            Ok(token) => match talk.sign_in(Request::Session(Some(token)))? {
                Heard::SignedIn { .. } => talk.sign_out(),
                other => Ok(other),
            },
            Err(_) => Ok(Heard::Ended),
        },
    };
    let _ = stream.shutdown(Shutdown::Both);
    heard
}

struct Talk<'a> {
    stream: &'a TcpStream,
    reader: &'a mut BufReader<TcpStream>,
}

/// What came back for one request: the events before it, then its answer or refusal.
enum Reply {
    Answer(Answer, Vec<ServerEvent>),
    Refused(Refusal),
}

impl Talk<'_> {
    fn exchange(&mut self, request: Request) -> Result<Reply, String> {
        let verb = request.verb();
        let mut stream = self.stream;
        stream
            .write_all(format!("{request}\n").as_bytes())
            .map_err(|error| error.to_string())?;
        let mut events = Vec::new();
        for _ in 0..MAX_LINES {
            let line = read_raw_line(self.reader, MAX_LINE_BYTES)
                .map_err(|error| error.to_string())?
                .ok_or("the server closed the connection")?;
            let text = String::from_utf8_lossy(&line.bytes);
            match ServerLine::parse(&text, Some(verb)) {
                Ok(ServerLine::Event(event)) => events.push(event),
                // Read as an answer to this request's verb (`session` is answered by
                // `signed-in`, as `sign-in` is).
                Ok(ServerLine::Answer(answer)) => return Ok(Reply::Answer(answer, events)),
                Ok(ServerLine::Refused(refusal)) => return Ok(Reply::Refused(refusal)),
                // Events this program does not know (a newer server) are passed by.
                Err(LineError::Event(_)) => {}
                _ => return Err(format!("not an answer to {verb:?}")),
            }
        }
        Err("the server said too much".into())
    }

    /// The groups or a group's children, from the events before the answer.
    fn list(&mut self, request: Request) -> Result<Vec<Named>, String> {
        match self.exchange(request)? {
            Reply::Answer(_, events) => Ok(events
                .into_iter()
                .filter_map(|event| match event {
                    ServerEvent::Group(named) | ServerEvent::Pupil(named) => Some(named),
                    _ => None,
                })
                .collect()),
            Reply::Refused(refusal) => Err(refusal.to_string()),
        }
    }

    fn sign_in(&mut self, request: Request) -> Result<Heard, String> {
        match self.exchange(request)? {
            Reply::Answer(Answer::SignedIn(signed), _) => Ok(Heard::SignedIn {
                token: signed.token.hex(),
                name: signed.name,
            }),
            Reply::Answer(..) => Err("not a sign-in".into()),
            Reply::Refused(refusal) => Ok(refused(refusal)),
        }
    }

    fn sign_out(&mut self) -> Result<Heard, String> {
        match self.exchange(Request::SignOut)? {
            Reply::Answer(Answer::SignedOut, _) => Ok(Heard::SignedOut),
            Reply::Answer(..) => Err("not a sign-out".into()),
            Reply::Refused(refusal) => Ok(refused(refusal)),
        }
    }
}

/// A refusal as the screen tells it.
fn refused(refusal: Refusal) -> Heard {
    match refusal {
        Refusal::WrongPictures(tries) => Heard::Wrong(tries),
        Refusal::SignInPaused(seconds) => Heard::Paused(seconds),
        Refusal::SessionEnded | Refusal::NoSuchPupil => Heard::Ended,
        other => Heard::Unreachable(other.to_string()),
    }
}
