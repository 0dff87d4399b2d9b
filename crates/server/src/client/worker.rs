//! The client's worker thread, which owns the connection: it writes the interface's
//! requests, reads the server's lines against the requests awaiting an answer, keeps the
//! connection alive, and connects again when it drops.

use std::collections::VecDeque;
use std::io::{self, BufReader, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use oware_protocol::{
    read_raw_line, Answer, LineError, Request, RoomCode, ServerEvent, ServerLine, Token,
    MAX_LINE_BYTES,
};
use oware_rules::shown;

use super::{ClientEvent, ClientOptions, ConnectionState, Failure};

pub(super) enum Input {
    Send(Request),
    Close,
    /// A line read on the connection of that generation.
    Line(u64, String),
    /// That connection ended.
    Ended(u64, String),
}

/// One line of at most [`MAX_LINE_BYTES`] with its line break, without it; `None` at the end.
pub(super) fn read_line(reader: &mut BufReader<TcpStream>) -> io::Result<Option<String>> {
    let invalid = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what);
    let Some(line) = read_raw_line(reader, MAX_LINE_BYTES - 1)? else {
        return Ok(None);
    };
    if line.too_long {
        return Err(invalid("line too long"));
    }
    if !line.ended {
        return Err(invalid("the connection ended in the middle of a line"));
    }
    String::from_utf8(line.bytes)
        .map(Some)
        .map_err(|_| invalid("not UTF-8"))
}

pub(super) fn start_reader(
    mut reader: BufReader<TcpStream>,
    generation: u64,
    inputs: Sender<Input>,
) {
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

/// Why an answer is awaited.
enum Purpose {
    /// The interface asked.
    User,
    /// `hello` after connecting again.
    Greeting,
    /// `resume` after connecting again.
    Resume,
    /// The heartbeat's `status`.
    Ping,
}

/// A request sent and not yet answered; answers come in the order of the requests.
struct Awaited {
    request: Request,
    purpose: Purpose,
    sent: Instant,
}

pub(super) struct Worker {
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
    pending: VecDeque<Awaited>,
    last_heard: Instant,
    finished: bool,
}

impl Worker {
    /// The worker of a connection just greeted (generation 1).
    pub(super) fn new(
        server: SocketAddr,
        name: &str,
        options: ClientOptions,
        inbox: Receiver<Input>,
        inputs: Sender<Input>,
        events: Sender<ClientEvent>,
        stream: TcpStream,
    ) -> Worker {
        Worker {
            server,
            name: name.to_string(),
            options,
            inbox,
            inputs,
            events,
            stream: Some(stream),
            generation: 1,
            seat: None,
            pending: VecDeque::new(),
            last_heard: Instant::now(),
            finished: false,
        }
    }

    pub(super) fn run(&mut self) {
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

    /// Sends a request and awaits its answer. The request comes back if there is no
    /// connection, or if it could not be written (the connection is then lost).
    fn send(&mut self, request: Request, purpose: Purpose) -> Result<(), Request> {
        let Some(stream) = self.stream.as_mut() else {
            return Err(request);
        };
        match stream.write_all(format!("{request}\n").as_bytes()) {
            Ok(()) => {
                self.pending.push_back(Awaited {
                    request,
                    purpose,
                    sent: Instant::now(),
                });
                Ok(())
            }
            Err(error) => {
                self.lose(error.to_string());
                Err(request)
            }
        }
    }

    fn send_user(&mut self, request: Request) {
        let failure = if self.stream.is_none() {
            Failure::NotConnected
        } else {
            Failure::ConnectionLost
        };
        if let Err(request) = self.send(request, Purpose::User) {
            self.emit(ClientEvent::refused(request, failure));
        }
    }

    fn on_line(&mut self, line: &str) {
        self.last_heard = Instant::now();
        let awaiting = self.pending.front().map(|awaited| awaited.request.verb());
        let reply = match ServerLine::parse(line, awaiting) {
            Ok(ServerLine::Event(ServerEvent::TakenOver)) => {
                self.seat = None;
                self.finished = true;
                self.emit(ClientEvent::Server(ServerEvent::TakenOver));
                self.emit(ClientEvent::Connection(ConnectionState::Closed {
                    reason: "the seat was taken over by another connection".into(),
                }));
                return;
            }
            // The room is gone: coming back for the seat would only be refused.
            Ok(ServerLine::Event(ServerEvent::ClosedByTeacher)) => {
                self.seat = None;
                self.finished = true;
                self.emit(ClientEvent::Server(ServerEvent::ClosedByTeacher));
                self.emit(ClientEvent::Connection(ConnectionState::Closed {
                    reason: "the teacher closed this room".into(),
                }));
                return;
            }
            Ok(ServerLine::Event(event)) => {
                self.emit(ClientEvent::Server(event));
                return;
            }
            Err(LineError::Event(event)) => {
                log::debug!("an event this client does not know: {}", shown(&event));
                return;
            }
            Err(LineError::Unknown(_)) => return,
            Ok(ServerLine::Answer(answer)) => Ok(answer),
            Ok(ServerLine::Refused(refusal)) => Err(Failure::Refused(refusal)),
            Err(LineError::Refusal(reason)) => Err(Failure::UnknownRefusal(reason)),
            Err(LineError::Answer(words)) => Err(Failure::UnexpectedAnswer(words)),
        };
        let Some(awaited) = self.pending.pop_front() else {
            return;
        };
        match awaited.purpose {
            Purpose::Ping => {}
            Purpose::Greeting => {
                if reply.is_ok() && self.seat.is_none() {
                    self.emit(ClientEvent::Connection(ConnectionState::Reconnected {
                        seat: None,
                    }));
                }
            }
            Purpose::Resume => self.resumed(reply),
            Purpose::User => match reply {
                Ok(answer) => {
                    self.note_seat(&awaited.request, &answer);
                    self.emit(ClientEvent::Answer(answer));
                }
                Err(failure) => self.emit(ClientEvent::refused(awaited.request, failure)),
            },
        }
    }

    /// Remembers the seat to resume after a lost connection.
    fn note_seat(&mut self, request: &Request, answer: &Answer) {
        match (request, answer) {
            (Request::Create(..), Answer::Room { code, token, .. })
            | (Request::Join(code), Answer::Joined { token, .. })
            | (Request::Resume(code, token), Answer::Resumed { .. }) => {
                self.seat = Some((*code, *token));
            }
            (_, Answer::Left) => self.seat = None,
            _ => {}
        }
    }

    fn resumed(&mut self, reply: Result<Answer, Failure>) {
        match reply {
            Ok(Answer::Resumed { side }) => {
                self.emit(ClientEvent::Connection(ConnectionState::Reconnected {
                    seat: Some(side),
                }));
                self.send_user(Request::Position);
                self.send_user(Request::Status);
            }
            other => {
                let failure = other
                    .map(|answer| Failure::UnexpectedAnswer(answer.to_string()))
                    .unwrap_or_else(|failure| failure);
                self.seat = None;
                self.emit(ClientEvent::Connection(ConnectionState::SeatLost {
                    reason: failure.to_string(),
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
            .is_some_and(|awaited| awaited.sent.elapsed() >= self.options.answer_timeout);
        if overdue {
            self.lose("the server stopped answering".into());
        } else if self.pending.is_empty() && self.last_heard.elapsed() >= self.options.heartbeat {
            let _ = self.send(Request::Status, Purpose::Ping);
            // Counts as heard until the answer is due, so the ping is not repeated.
            self.last_heard = Instant::now();
        }
    }

    fn lose(&mut self, reason: String) {
        if self.stream.is_none() {
            return;
        }
        self.drop_stream();
        for awaited in std::mem::take(&mut self.pending) {
            if let Purpose::User = awaited.purpose {
                self.emit(ClientEvent::refused(
                    awaited.request,
                    Failure::ConnectionLost,
                ));
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
                    Ok(Input::Send(request)) => {
                        self.emit(ClientEvent::refused(request, Failure::NotConnected));
                    }
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
        let hello = Request::Hello(self.name.clone());
        if self.send(hello, Purpose::Greeting).is_err() {
            return false;
        }
        if let Some((code, token)) = self.seat {
            if self
                .send(Request::Resume(code, token), Purpose::Resume)
                .is_err()
            {
                return false;
            }
        }
        true
    }
}
