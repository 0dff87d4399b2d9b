//! A small blocking client for a user interface: calls that return at once, and everything
//! the server says (answers, refusals, events) and every change of the connection arriving
//! as [`ClientEvent`]s on a `std::sync::mpsc::Receiver` the interface polls.
//!
//! Two threads: a worker that owns the connection and its state (`worker.rs`), and a reader
//! that turns the socket's lines into messages for the worker. When the connection drops (a
//! server restarted, a network hiccup, a laptop that slept) the worker says so, connects
//! again with growing pauses, says `hello` and, if it held a seat, `resume`s it and asks for
//! the position and status: events missed meanwhile are not replayed, the board is simply
//! asked for again. Every line goes out and comes in as a value of `oware-protocol`.
//!
//! Beside it, `reports.rs`: a [`Reporter`] of the lessons and games a child finished at its
//! own machine, on a thread of its own, one short connection a report; and
//! `report_queue.rs`, the file the desktop's reports wait in while the server is away.

mod report_queue;
mod reports;
mod worker;

use std::fmt;
use std::io::{self, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use oware_protocol::{
    check_name, Answer, LineError, Opponent, Refusal, Request, RoomCode, ServerEvent, ServerLine,
    Token, Verb,
};
use oware_rules::{shown, Ruleset, Side};

pub use report_queue::{Queued, ReportQueue, Reporting, CHILD_TOKEN_FILE, REPORT_QUEUE_FILE};
pub use reports::{Report, ReportOptions, ReportTally, Reporter};
use worker::{read_line, start_reader, Input, Worker};

/// Timings of a [`RoomClient`]; the defaults suit a school network.
#[derive(Clone, Debug)]
pub struct ClientOptions {
    /// When nothing was heard for this long, the client asks `status` to learn whether the
    /// server is still there.
    pub heartbeat: Duration,
    /// A request unanswered for this long means the connection is lost.
    pub answer_timeout: Duration,
    /// The longest wait for a connection to the server to open.
    pub connect_timeout: Duration,
    /// The first pause between attempts to connect again; it doubles up to `retry_max`.
    pub retry_first: Duration,
    /// The longest pause between attempts to connect again.
    pub retry_max: Duration,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            heartbeat: Duration::from_secs(5),
            answer_timeout: Duration::from_secs(15),
            connect_timeout: Duration::from_secs(3),
            retry_first: Duration::from_millis(200),
            retry_max: Duration::from_secs(5),
        }
    }
}

/// The connection's changes, for a banner on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionState {
    /// The connection dropped; the client connects again by itself.
    Lost {
        /// What happened, in words.
        reason: String,
    },
    /// Trying again; `attempt` counts from 1.
    Reconnecting {
        /// This attempt's number.
        attempt: u32,
    },
    /// Connected again, back in the seat held before (if any).
    Reconnected {
        /// The seat taken back.
        seat: Option<Side>,
    },
    /// Connected again, but the seat could not be resumed (the room expired, say).
    SeatLost {
        /// The server's refusal, in words.
        reason: String,
    },
    /// The client stopped for good: its seat was taken over by another connection.
    Closed {
        /// Why, in words.
        reason: String,
    },
}

/// Everything the user interface hears from a [`RoomClient`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientEvent {
    /// The server's answer to a request of this client.
    Answer(Answer),
    /// A request that came to nothing: refused by the server, or lost with the connection.
    Refused {
        /// The request, as it was sent or meant to be.
        request: Request,
        /// Why, for the interface to match on (not your turn, no such room, connection lost…).
        failure: Failure,
        /// The same in words, for a message: the server's own for a refusal.
        reason: String,
    },
    /// Something the server tells unasked: the other player's move, the end, the board.
    Server(ServerEvent),
    /// The connection was lost, or is back.
    Connection(ConnectionState),
}

/// Why a request came to nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The server refused it; nothing changed there.
    Refused(Refusal),
    /// The server refused it in words this client does not know (a newer server, say).
    UnknownRefusal(String),
    /// The server's answer does not fit the request.
    UnexpectedAnswer(String),
    /// It was sent while the connection was down (the client is connecting again).
    NotConnected,
    /// The connection dropped before the answer came; the request may or may not have been
    /// carried out.
    ConnectionLost,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Refused(refusal) => write!(f, "{refusal}"),
            Failure::UnknownRefusal(reason) => f.write_str(&shown(reason)),
            Failure::UnexpectedAnswer(words) => write!(f, "unexpected answer: {}", shown(words)),
            Failure::NotConnected => f.write_str("not connected"),
            Failure::ConnectionLost => f.write_str("connection lost"),
        }
    }
}

impl ClientEvent {
    fn refused(request: Request, failure: Failure) -> ClientEvent {
        ClientEvent::Refused {
            request,
            reason: failure.to_string(),
            failure,
        }
    }
}

/// Why a [`RoomClient`] could not start.
#[derive(Debug)]
pub enum ClientError {
    /// The server cannot be reached.
    Connect(io::Error),
    /// The name cannot be used; the reason says what a name may hold.
    Name(Refusal),
    /// The server said no to `hello` (it may be full).
    Refused(String),
    /// The server answered something that is not this protocol.
    Protocol(String),
}

impl fmt::Display for ClientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Connect(error) => write!(f, "cannot reach the server: {error}"),
            ClientError::Name(refusal) => write!(f, "{refusal}"),
            ClientError::Refused(reason) => write!(f, "the server refused: {reason}"),
            ClientError::Protocol(line) => write!(f, "not an oware server: {line}"),
        }
    }
}

impl std::error::Error for ClientError {}

/// A connection to a room server, for one player.
pub struct RoomClient {
    inputs: Sender<Input>,
    worker: Option<JoinHandle<()>>,
}

impl RoomClient {
    /// Connects and says `hello`; returns once the server welcomed `name`, with the receiver
    /// of everything that follows.
    pub fn connect(
        server: SocketAddr,
        name: &str,
        options: ClientOptions,
    ) -> Result<(RoomClient, Receiver<ClientEvent>), ClientError> {
        check_name(name).map_err(ClientError::Name)?;
        let (stream, reader) = greet(server, name, &options)?;
        let (inputs, inbox) = mpsc::channel();
        let (events, receiver) = mpsc::channel();
        start_reader(reader, 1, inputs.clone());
        let mut worker = Worker::new(server, name, options, inbox, inputs.clone(), events, stream);
        let worker = thread::Builder::new()
            .name("oware-room-client".into())
            .spawn(move || worker.run())
            .map_err(ClientError::Connect)?;
        Ok((
            RoomClient {
                inputs,
                worker: Some(worker),
            },
            receiver,
        ))
    }

    /// Opens a room for this game; the answer carries its code and South's token.
    pub fn create(&self, ruleset: Ruleset) {
        self.send(Request::Create(ruleset, Opponent::Classmate));
    }

    /// Joins a room by the code the other child reads out, in any case.
    pub fn join(&self, code: &str) -> Result<(), Refusal> {
        self.send(Request::Join(RoomCode::parse(code.trim())?));
        Ok(())
    }

    /// Takes back a seat kept from an earlier run (code and token from its answer).
    pub fn resume(&self, code: &str, token: &str) -> Result<(), Refusal> {
        self.send(Request::Resume(
            RoomCode::parse(code)?,
            Token::parse(token)?,
        ));
        Ok(())
    }

    /// Plays the house of this letter.
    pub fn play(&self, letter: char) {
        self.send(Request::Play(letter.to_string()));
    }

    /// Asks for the houses the player to move may sow.
    pub fn ask_legal(&self) {
        self.send(Request::Legal);
    }

    /// Asks for the board, in the engine's words.
    pub fn ask_position(&self) {
        self.send(Request::Position);
    }

    /// Asks whose turn it is, or how the game ended.
    pub fn ask_status(&self) {
        self.send(Request::Status);
    }

    /// Gives the seat up; the room goes when nobody is left in it.
    pub fn leave(&self) {
        self.send(Request::Leave);
    }

    /// Closes the connection and waits for the client's threads.
    pub fn close(mut self) {
        self.shut();
    }

    fn send(&self, request: Request) {
        // Fails only once the worker has stopped for good, which it has said already.
        let _ = self.inputs.send(Input::Send(request));
    }

    fn shut(&mut self) {
        let _ = self.inputs.send(Input::Close);
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for RoomClient {
    fn drop(&mut self) {
        self.shut();
    }
}

/// Connects, says `hello`, and waits for the welcome.
fn greet(
    server: SocketAddr,
    name: &str,
    options: &ClientOptions,
) -> Result<(TcpStream, BufReader<TcpStream>), ClientError> {
    let hello = Request::Hello(name.to_string());
    let (stream, reader, line) = first_exchange(server, &hello.to_string(), options)?;
    match ServerLine::parse(&line, Some(Verb::Hello)) {
        Ok(ServerLine::Answer(Answer::Hello)) => Ok((stream, reader)),
        Ok(ServerLine::Refused(refusal)) => Err(ClientError::Refused(refusal.to_string())),
        Err(LineError::Refusal(reason)) => Err(ClientError::Refused(shown(&reason))),
        _ => Err(ClientError::Protocol(shown(&line))),
    }
}

/// Connects and signs in with a child's session (`session <token>`) in place of `hello`,
/// so that what follows counts for that child.
fn greet_signed_in(
    server: SocketAddr,
    token: &str,
    options: &ClientOptions,
) -> Result<(TcpStream, BufReader<TcpStream>), ClientError> {
    let session = Request::Session(Some(Token::parse(token).map_err(ClientError::Name)?));
    let (stream, reader, line) = first_exchange(server, &session.to_string(), options)?;
    match ServerLine::parse(&line, Some(Verb::Session)) {
        Ok(ServerLine::Answer(Answer::SignedIn(_))) => Ok((stream, reader)),
        Ok(ServerLine::Refused(refusal)) => Err(ClientError::Refused(refusal.to_string())),
        Err(LineError::Refusal(reason)) => Err(ClientError::Refused(shown(&reason))),
        _ => Err(ClientError::Protocol(shown(&line))),
    }
}

/// Connects, sends `first`, and reads the line that answers it.
fn first_exchange(
    server: SocketAddr,
    first: &str,
    options: &ClientOptions,
) -> Result<(TcpStream, BufReader<TcpStream>, String), ClientError> {
    let stream = TcpStream::connect_timeout(&server, options.connect_timeout)
        .map_err(ClientError::Connect)?;
    let _ = stream.set_nodelay(true);
    let mut reader = BufReader::new(stream.try_clone().map_err(ClientError::Connect)?);
    (&stream)
        .write_all(format!("{first}\n").as_bytes())
        .map_err(ClientError::Connect)?;
    stream
        .set_read_timeout(Some(options.answer_timeout))
        .map_err(ClientError::Connect)?;
    let line = read_line(&mut reader)
        .map_err(ClientError::Connect)?
        .ok_or_else(|| ClientError::Protocol("closed before answering".into()))?;
    stream
        .set_read_timeout(None)
        .map_err(ClientError::Connect)?;
    Ok((stream, reader, line))
}
