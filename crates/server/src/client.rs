//! A small blocking client for a user interface: calls that return at once, and everything
//! the server says (answers, refusals, events) and every change of the connection arriving
//! as [`ClientEvent`]s on a `std::sync::mpsc::Receiver` the interface polls.
//!
//! Two threads: a worker that owns the connection and its state, and a reader that turns the
//! socket's lines into messages for the worker. When the connection drops (a server
//! restarted, a network hiccup, a laptop that slept) the worker says so, connects again with
//! growing pauses, says `hello` and, if it held a seat, `resume`s it and asks for the
//! position and status: events missed meanwhile are not replayed, the board is simply asked
//! for again.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use oware_rules::{Ruleset, Side};

use crate::messages::{Answer, ClientRequest, ServerEvent, ServerLine};
use crate::protocol::{check_name, Refusal, MAX_LINE_BYTES};
use crate::secret::{RoomCode, Token};

/// Timings of a [`RoomClient`]; the defaults suit a school network.
#[derive(Clone, Debug)]
pub struct ClientOptions {
    /// When nothing was heard for this long, the client asks `status` to learn whether the
    /// server is still there.
    pub heartbeat: Duration,
    /// A request unanswered for this long means the connection is lost.
    pub answer_timeout: Duration,
    pub connect_timeout: Duration,
    /// The first pause between attempts to connect again; it doubles up to `retry_max`.
    pub retry_first: Duration,
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
    Lost {
        reason: String,
    },
    /// Trying again; `attempt` counts from 1.
    Reconnecting {
        attempt: u32,
    },
    /// Connected again, back in the seat held before (if any).
    Reconnected {
        seat: Option<Side>,
    },
    /// Connected again, but the seat could not be resumed (the room expired, say).
    SeatLost {
        reason: String,
    },
    /// The client stopped for good: its seat was taken over by another connection.
    Closed {
        reason: String,
    },
}

/// Everything the user interface hears from a [`RoomClient`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientEvent {
    Answer(Answer),
    /// A request refused by the server, or that could not be sent.
    Refused {
        request: ClientRequest,
        reason: String,
    },
    Server(ServerEvent),
    Connection(ConnectionState),
}

#[derive(Debug)]
pub enum ClientError {
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

enum Input {
    Send(ClientRequest),
    Close,
    /// A line read on the connection of that generation.
    Line(u64, String),
    /// That connection ended.
    Ended(u64, String),
}

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
        let mut worker = Worker {
            server,
            name: name.to_string(),
            options,
            inbox,
            inputs: inputs.clone(),
            events,
            stream: Some(stream),
            generation: 1,
            seat: None,
            pending: VecDeque::new(),
            last_heard: Instant::now(),
            finished: false,
        };
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
        self.send(ClientRequest::Create(ruleset));
    }

    /// Joins a room by the code the other child reads out, in any case.
    pub fn join(&self, code: &str) -> Result<(), Refusal> {
        self.send(ClientRequest::Join(RoomCode::parse(code.trim())?));
        Ok(())
    }

    /// Takes back a seat kept from an earlier run (code and token from its answer).
    pub fn resume(&self, code: &str, token: &str) -> Result<(), Refusal> {
        let request = ClientRequest::Resume(RoomCode::parse(code)?, Token::parse(token)?);
        self.send(request);
        Ok(())
    }

    pub fn play(&self, letter: char) {
        self.send(ClientRequest::Play(letter));
    }

    pub fn ask_legal(&self) {
        self.send(ClientRequest::Legal);
    }

    pub fn ask_position(&self) {
        self.send(ClientRequest::Position);
    }

    pub fn ask_status(&self) {
        self.send(ClientRequest::Status);
    }

    pub fn leave(&self) {
        self.send(ClientRequest::Leave);
    }

    /// Closes the connection and waits for the client's threads.
    pub fn close(mut self) {
        self.shut();
    }

    fn send(&self, request: ClientRequest) {
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
    let stream = TcpStream::connect_timeout(&server, options.connect_timeout)
        .map_err(ClientError::Connect)?;
    let _ = stream.set_nodelay(true);
    let mut reader = BufReader::new(stream.try_clone().map_err(ClientError::Connect)?);
    (&stream)
        .write_all(format!("hello {name}\n").as_bytes())
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
    match ServerLine::parse(&line) {
        Some(ServerLine::Done(words)) if words == "hello" => Ok((stream, reader)),
        Some(ServerLine::Refused(reason)) => Err(ClientError::Refused(reason)),
        _ => Err(ClientError::Protocol(oware_rules::shown(&line))),
    }
}

/// One line of at most [`MAX_LINE_BYTES`], without its line break; `None` at the end.
fn read_line(reader: &mut BufReader<TcpStream>) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(MAX_LINE_BYTES).unwrap_or(u64::MAX);
    reader.by_ref().take(limit).read_until(b'\n', &mut bytes)?;
    if bytes.is_empty() {
        return Ok(None);
    }
    if bytes.pop() != Some(b'\n') {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "line too long or cut off",
        ));
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not UTF-8"))
}

fn start_reader(mut reader: BufReader<TcpStream>, generation: u64, inputs: Sender<Input>) {
    let failed = inputs.clone();
    let spawned = thread::Builder::new()
        .name("oware-room-reader".into())
        .spawn(move || loop {
            let input = match read_line(&mut reader) {
                Ok(Some(line)) => Input::Line(generation, line),
                Ok(None) => Input::Ended(generation, "the server closed the connection".into()),
                Err(error) => Input::Ended(generation, error.to_string()),
            };
            let ended = matches!(input, Input::Ended(..));
            if inputs.send(input).is_err() || ended {
                break;
            }
        });
    if let Err(error) = spawned {
        let _ = failed.send(Input::Ended(generation, error.to_string()));
    }
}

/// Why a line is awaited.
enum Pending {
    User(ClientRequest),
    /// After connecting again.
    Hello,
    Resume,
    /// The heartbeat's `status`.
    Ping,
}

struct Worker {
    server: SocketAddr,
    name: String,
    options: ClientOptions,
    inbox: Receiver<Input>,
    /// For the readers of later connections.
    inputs: Sender<Input>,
    events: Sender<ClientEvent>,
    /// Where requests are written; `None` while disconnected.
    stream: Option<TcpStream>,
    /// Counts connections, so that lines of an old one are told apart and dropped.
    generation: u64,
    seat: Option<(RoomCode, Token)>,
    pending: VecDeque<(Pending, Instant)>,
    last_heard: Instant,
    finished: bool,
}

impl Worker {
    fn run(&mut self) {
        // Short enough for the heartbeat to be on time, long enough to cost nothing.
        let tick = (self.options.heartbeat / 4).max(Duration::from_millis(10));
        while !self.finished {
            if self.stream.is_none() && !self.reconnect() {
                break;
            }
            match self.inbox.recv_timeout(tick) {
                Ok(Input::Send(request)) => self.send_user(request),
                Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => break,
                Ok(Input::Line(generation, line)) if generation == self.generation => {
                    self.on_line(&line);
                }
                Ok(Input::Ended(generation, reason)) if generation == self.generation => {
                    self.lose(reason);
                }
                Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            }
            self.heartbeat();
        }
        self.drop_stream();
    }

    fn emit(&self, event: ClientEvent) {
        // The interface may have dropped its receiver; the client then just runs quietly.
        let _ = self.events.send(event);
    }

    fn write(&mut self, line: &str) -> bool {
        let Some(stream) = self.stream.as_mut() else {
            return false;
        };
        match stream.write_all(format!("{line}\n").as_bytes()) {
            Ok(()) => true,
            Err(error) => {
                self.lose(error.to_string());
                false
            }
        }
    }

    fn send_user(&mut self, request: ClientRequest) {
        if self.stream.is_none() {
            self.emit(ClientEvent::Refused {
                request,
                reason: "not connected".into(),
            });
            return;
        }
        if self.write(&request.line()) {
            self.pending
                .push_back((Pending::User(request), Instant::now()));
        } else {
            self.emit(ClientEvent::Refused {
                request,
                reason: "connection lost".into(),
            });
        }
    }

    fn on_line(&mut self, line: &str) {
        self.last_heard = Instant::now();
        let Some(parsed) = ServerLine::parse(line) else {
            return;
        };
        let (done, words) = match parsed {
            ServerLine::Event(ServerEvent::TakenOver) => {
                self.seat = None;
                self.finished = true;
                self.emit(ClientEvent::Server(ServerEvent::TakenOver));
                self.emit(ClientEvent::Connection(ConnectionState::Closed {
                    reason: "the seat was taken over by another connection".into(),
                }));
                return;
            }
            ServerLine::Event(event) => {
                self.emit(ClientEvent::Server(event));
                return;
            }
            ServerLine::Done(words) => (true, words),
            ServerLine::Refused(reason) => (false, reason),
        };
        let Some((pending, _)) = self.pending.pop_front() else {
            return;
        };
        match pending {
            Pending::Ping => {}
            Pending::Hello => {
                if done && self.seat.is_none() {
                    self.emit(ClientEvent::Connection(ConnectionState::Reconnected {
                        seat: None,
                    }));
                }
            }
            Pending::Resume => self.resumed(done, &words),
            Pending::User(request) => {
                if !done {
                    self.emit(ClientEvent::Refused {
                        request,
                        reason: words,
                    });
                    return;
                }
                match Answer::parse(&request, &words) {
                    Some(answer) => {
                        self.note_seat(&request, &answer);
                        self.emit(ClientEvent::Answer(answer));
                    }
                    None => self.emit(ClientEvent::Refused {
                        request,
                        reason: format!("unexpected answer: {}", oware_rules::shown(&words)),
                    }),
                }
            }
        }
    }

    /// Remembers the seat to resume after a lost connection.
    fn note_seat(&mut self, request: &ClientRequest, answer: &Answer) {
        match (request, answer) {
            (_, Answer::Room { code, token, .. } | Answer::Joined { code, token, .. })
            | (ClientRequest::Resume(code, token), Answer::Resumed { .. }) => {
                self.seat = Some((*code, *token));
            }
            (_, Answer::Left) => self.seat = None,
            _ => {}
        }
    }

    fn resumed(&mut self, done: bool, words: &str) {
        let side = words
            .strip_prefix("resumed ")
            .and_then(Side::from_name)
            .filter(|_| done);
        match side {
            Some(side) => {
                self.emit(ClientEvent::Connection(ConnectionState::Reconnected {
                    seat: Some(side),
                }));
                self.send_user(ClientRequest::Position);
                self.send_user(ClientRequest::Status);
            }
            None => {
                self.seat = None;
                self.emit(ClientEvent::Connection(ConnectionState::SeatLost {
                    reason: words.to_string(),
                }));
            }
        }
    }

    /// Asks whether the server is still there when all went quiet, and gives the connection
    /// up when an answer is overdue.
    fn heartbeat(&mut self) {
        if self.stream.is_none() {
            return;
        }
        let overdue = self
            .pending
            .front()
            .is_some_and(|(_, sent)| sent.elapsed() >= self.options.answer_timeout);
        if overdue {
            self.lose("the server stopped answering".into());
        } else if self.pending.is_empty() && self.last_heard.elapsed() >= self.options.heartbeat {
            if self.write("status") {
                self.pending.push_back((Pending::Ping, Instant::now()));
            }
            // Counts as heard until the answer is due, so the ping is not repeated.
            self.last_heard = Instant::now();
        }
    }

    fn lose(&mut self, reason: String) {
        if self.stream.is_none() {
            return;
        }
        self.drop_stream();
        for (pending, _) in std::mem::take(&mut self.pending) {
            if let Pending::User(request) = pending {
                self.emit(ClientEvent::Refused {
                    request,
                    reason: "connection lost".into(),
                });
            }
        }
        self.emit(ClientEvent::Connection(ConnectionState::Lost { reason }));
    }

    fn drop_stream(&mut self) {
        if let Some(stream) = self.stream.take() {
            // Wakes the reader, whose lines belong to a generation that is over.
            let _ = stream.shutdown(Shutdown::Both);
        }
        self.generation += 1;
    }

    /// Connects again, pausing longer after each failure and still answering the interface
    /// meanwhile. False when the client was closed instead.
    fn reconnect(&mut self) -> bool {
        let mut pause = self.options.retry_first;
        for attempt in 1.. {
            self.emit(ClientEvent::Connection(ConnectionState::Reconnecting {
                attempt,
            }));
            if let Ok(stream) =
                TcpStream::connect_timeout(&self.server, self.options.connect_timeout)
            {
                if self.adopt(stream) {
                    return true;
                }
            }
            let until = Instant::now() + pause;
            while let Some(left) = until.checked_duration_since(Instant::now()) {
                match self.inbox.recv_timeout(left) {
                    Ok(Input::Send(request)) => self.emit(ClientEvent::Refused {
                        request,
                        reason: "not connected".into(),
                    }),
                    Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => return false,
                    Ok(Input::Line(..) | Input::Ended(..)) => {}
                    Err(RecvTimeoutError::Timeout) => break,
                }
            }
            pause = (pause * 2).min(self.options.retry_max);
        }
        false
    }

    /// Makes a new connection the current one: its reader, `hello`, and `resume` for a seat.
    fn adopt(&mut self, stream: TcpStream) -> bool {
        let _ = stream.set_nodelay(true);
        let Ok(reading) = stream.try_clone() else {
            return false;
        };
        self.generation += 1;
        start_reader(
            BufReader::new(reading),
            self.generation,
            self.inputs.clone(),
        );
        self.stream = Some(stream);
        self.last_heard = Instant::now();
        let hello = format!("hello {}", self.name);
        if !self.write(&hello) {
            return false;
        }
        self.pending.push_back((Pending::Hello, Instant::now()));
        if let Some((code, token)) = self.seat {
            if !self.write(&format!("resume {code} {}", token.hex())) {
                return false;
            }
            self.pending.push_back((Pending::Resume, Instant::now()));
        }
        true
    }
}
