//! Two machines, one game: the activity's side of a classroom room.
//!
//! The room is the authority (see `oware-server`): this side sends the child's moves, hears
//! the classmate's, and keeps nothing the room does not. A child who hosts runs the room on
//! their own machine and announces it on the local network, unless the teacher named a
//! classroom server; a child who joins finds the room announced nearby, or types its code.
//! No call here waits on the network: opening or joining a room (a server name to look up,
//! a connection to make, a welcome to wait for), looking for rooms and leaving one each run
//! on a thread of their own, and everything else arrives through the client's events, read
//! at every beat of the controller's clock.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use std::time::Duration;

use oware_server::{
    announce, browse, default_data_folder, Announcement, Answer, ClientEvent, ClientOptions,
    ConnectionState, RoomAd, RoomClient, SeenRoom, Server, ServerEvent, ServerHandle,
    ServerOptions,
};

use oware_rules::{Ruleset, Side};

/// How long the search for rooms nearby listens.
pub const LOOKING_TIME: Duration = Duration::from_secs(2);

/// What happened in the room since the last beat, for the controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomNews {
    /// The room is open; its code is for the classmate.
    Opened {
        code: String,
    },
    /// Seated in someone's room, playing `side` of `ruleset`.
    Joined {
        side: Side,
        ruleset: Ruleset,
    },
    /// Who sits opposite.
    Classmate(String),
    /// The classmate played this house (by its letter).
    Moved(char),
    /// The board as the room has it, after a lost connection came back; [`RoomNews::Back`]
    /// follows it.
    Position(String),
    ClassmateLeft,
    /// The teacher closed the room from the teacher's page: it is gone.
    ClosedByTeacher,
    /// The connection dropped; the client is trying again.
    Lost,
    Back,
    /// The room cannot go on (the seat was lost or taken over, or a request was refused).
    Failed(String),
}

#[derive(Debug)]
pub enum ClassroomError {
    /// The name is not 1–20 letters, digits, `-` or `_`.
    Name,
    /// No room, no server, or not an oware server at that address.
    Unreachable(String),
    /// No room nearby has that code, and there is no classroom server to ask.
    NoSuchRoom,
}

impl fmt::Display for ClassroomError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassroomError::Name => write!(f, "the name cannot be used"),
            ClassroomError::Unreachable(reason) => {
                write!(f, "the room cannot be reached: {reason}")
            }
            ClassroomError::NoSuchRoom => write!(f, "no room has that code"),
        }
    }
}

impl std::error::Error for ClassroomError {}

/// One child's seat in a room, and the room itself when this machine hosts it.
pub struct Classroom {
    client: RoomClient,
    events: Receiver<ClientEvent>,
    /// The room's server when this machine runs it (no classroom server was named).
    own_server: Option<ServerHandle>,
    /// Announced once the room has its code, withdrawn when this seat is dropped.
    announcement: Option<Announcement>,
    name: String,
    ruleset: Ruleset,
    /// Back on the server, the room's board asked for and not yet come: the connection
    /// counts as lost until it has, so that no move is made on a board about to be replaced.
    awaiting_board: bool,
}

impl Classroom {
    /// Opens a room for `ruleset`: on the classroom server when there is one, otherwise on
    /// a server this activity runs and announces on the local network.
    pub fn host(
        name: &str,
        ruleset: Ruleset,
        classroom_server: Option<&str>,
    ) -> Result<Classroom, ClassroomError> {
        let (address, own_server) = match classroom_server {
            Some(server) => (resolve(server)?, None),
            None => {
                let handle = Server::start(
                    SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0),
                    &rooms_folder(),
                    ServerOptions::default(),
                )
                .map_err(|error| ClassroomError::Unreachable(error.to_string()))?;
                let port = handle.local_addr().port();
                (
                    SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port),
                    Some(handle),
                )
            }
        };
        let classroom = Classroom::connect(name, address, ruleset, own_server)?;
        classroom.client.create(ruleset);
        Ok(classroom)
    }

    /// Sits down in the room with `code`: one found nearby, or one on the classroom server.
    pub fn join(
        name: &str,
        code: &str,
        nearby: &[SeenRoom],
        classroom_server: Option<&str>,
    ) -> Result<Classroom, ClassroomError> {
        let wanted = code.trim().to_uppercase();
        let address = match nearby
            .iter()
            .find(|room| room.code.as_str().eq_ignore_ascii_case(&wanted))
        {
            Some(room) => room_address(room)?,
            None => resolve(classroom_server.ok_or(ClassroomError::NoSuchRoom)?)?,
        };
        // The ruleset comes with the room's answer; Oware until then.
        let classroom = Classroom::connect(name, address, Ruleset::OWARE, None)?;
        classroom
            .client
            .join(&wanted)
            .map_err(|_| ClassroomError::NoSuchRoom)?;
        Ok(classroom)
    }

    fn connect(
        name: &str,
        address: SocketAddr,
        ruleset: Ruleset,
        own_server: Option<ServerHandle>,
    ) -> Result<Classroom, ClassroomError> {
        let (client, events) = RoomClient::connect(address, name, ClientOptions::default())
            .map_err(|error| match error {
                oware_server::ClientError::Name(_) => ClassroomError::Name,
                other => ClassroomError::Unreachable(other.to_string()),
            })?;
        Ok(Classroom {
            client,
            events,
            own_server,
            announcement: None,
            name: name.to_string(),
            ruleset,
            awaiting_board: false,
        })
    }

    pub fn play(&self, letter: char) {
        self.client.play(letter);
    }

    /// Asks for the room's board; it comes back as [`RoomNews::Position`].
    pub fn ask_position(&self) {
        self.client.ask_position();
    }

    /// Gives the seat up; the classmate hears that this child left. Closing waits for the
    /// client's thread, which may be in the middle of a connect on a bad network, and for
    /// this machine's server: both are done on a thread of their own.
    pub fn leave(self) {
        self.client.leave();
        let spawned = thread::Builder::new()
            .name("leaving a room".into())
            .spawn(move || self.close());
        if let Err(error) = spawned {
            // The seat was dropped with the closure, which closes it here and now.
            log::warn!("cannot leave the room in the background: {error}");
        }
    }

    fn close(self) {
        self.client.close();
        if let Some(server) = self.own_server {
            server.stop();
        }
    }

    /// Everything the room said since the last call.
    pub fn poll(&mut self) -> Vec<RoomNews> {
        let mut news = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(event) => {
                    let board_came = matches!(event, ClientEvent::Answer(Answer::Position(_)));
                    news.extend(self.read(event));
                    if board_came && std::mem::take(&mut self.awaiting_board) {
                        news.push(RoomNews::Back);
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    news.push(RoomNews::Failed("the connection ended".into()));
                    break;
                }
            }
        }
        news
    }

    fn read(&mut self, event: ClientEvent) -> Option<RoomNews> {
        match event {
            ClientEvent::Answer(Answer::Room { code, .. }) => {
                self.announce(code.as_str());
                Some(RoomNews::Opened {
                    code: code.as_str().to_string(),
                })
            }
            ClientEvent::Answer(Answer::Joined { side, ruleset, .. }) => {
                self.ruleset = ruleset;
                Some(RoomNews::Joined { side, ruleset })
            }
            ClientEvent::Answer(Answer::Position(words)) => Some(RoomNews::Position(words)),
            ClientEvent::Answer(_) => None,
            ClientEvent::Refused { reason, .. } => Some(RoomNews::Failed(reason)),
            ClientEvent::Server(ServerEvent::Opponent(name)) => Some(RoomNews::Classmate(name)),
            ClientEvent::Server(ServerEvent::Moved(letter)) => Some(RoomNews::Moved(letter)),
            ClientEvent::Server(ServerEvent::OpponentLeft) => Some(RoomNews::ClassmateLeft),
            ClientEvent::Server(ServerEvent::TakenOver) => {
                Some(RoomNews::Failed("the seat was taken over".into()))
            }
            ClientEvent::Server(ServerEvent::ClosedByTeacher) => Some(RoomNews::ClosedByTeacher),
            // The teacher ended the child's session (everyone signed out, a new code, the child
            // deleted): the server left the seat and the connection speaks for nobody now.
            ClientEvent::Server(ServerEvent::SessionEnded(why)) => Some(RoomNews::Failed(format!(
                "the teacher ended this child's session ({why})"
            ))),
            // The local rules see the end as well as the room does.
            ClientEvent::Server(ServerEvent::Over(_)) => None,
            // A thin client's news, sent only to a connection that said `watch`, which this
            // one (it has the rules at hand) never does.
            ClientEvent::Server(
                ServerEvent::Steps { .. }
                | ServerEvent::Board { .. }
                | ServerEvent::Legal(_)
                | ServerEvent::Preview(_)
                | ServerEvent::Ready(_)
                | ServerEvent::Say(_)
                | ServerEvent::Phrase(_),
            ) => None,
            // Puzzles and drills are asked for by the page; this client never asks.
            ClientEvent::Server(
                ServerEvent::Coach(_) | ServerEvent::PuzzleSteps(_) | ServerEvent::PuzzleBoard(_),
            ) => None,
            // The class tournament is the browser page's: the desktop activity does not take
            // part in one yet.
            ClientEvent::Server(ServerEvent::Tournament) => None,
            // Said only to a watching connection (the browser page's).
            ClientEvent::Server(ServerEvent::OpponentAway) => None,
            // The roster's lists come before answers to requests this client does not send.
            ClientEvent::Server(
                ServerEvent::Group(_)
                | ServerEvent::Pupil(_)
                | ServerEvent::Assignment(_)
                | ServerEvent::Progress(_),
            ) => None,
            ClientEvent::Connection(state) => match state {
                ConnectionState::Lost { .. } | ConnectionState::Reconnecting { .. } => {
                    self.awaiting_board = false;
                    Some(RoomNews::Lost)
                }
                ConnectionState::Reconnected { seat: Some(_) } => {
                    // The client asks for the room's board on resuming the seat (one request:
                    // a second answer could arrive after this child's next move and undo it).
                    // The classmate may have moved meanwhile, so the connection is back once
                    // that board has come.
                    self.awaiting_board = true;
                    None
                }
                ConnectionState::Reconnected { seat: None } => Some(RoomNews::Back),
                ConnectionState::SeatLost { reason } | ConnectionState::Closed { reason } => {
                    Some(RoomNews::Failed(reason))
                }
            },
        }
    }

    /// Tells the local network about a room this machine runs (best effort: a network
    /// without multicast still lets the classmate type the code on a classroom server).
    fn announce(&mut self, code: &str) {
        let Some(server) = &self.own_server else {
            return;
        };
        let Ok(code) = oware_server::RoomCode::parse(code) else {
            return;
        };
        let ad = RoomAd {
            code,
            game: self.ruleset.kind(),
            host_name: self.name.clone(),
            port: server.local_addr().port(),
        };
        match announce(&ad) {
            Ok(announcement) => self.announcement = Some(announcement),
            Err(error) => log::warn!("{error}"),
        }
    }
}

/// A room being opened or joined on a thread of its own; the seat, or why there is none,
/// arrives on the receiver. Dropping the receiver gives the attempt up: a seat that comes
/// after that is left at once.
pub type Connecting = Receiver<Result<Classroom, ClassroomError>>;

/// [`Classroom::host`] on a thread of its own.
pub fn host_in_background(name: String, ruleset: Ruleset, server: Option<String>) -> Connecting {
    in_background(move || Classroom::host(&name, ruleset, server.as_deref()))
}

/// [`Classroom::join`] on a thread of its own.
pub fn join_in_background(
    name: String,
    code: String,
    nearby: Vec<SeenRoom>,
    server: Option<String>,
) -> Connecting {
    in_background(move || Classroom::join(&name, &code, &nearby, server.as_deref()))
}

fn in_background(
    connect: impl FnOnce() -> Result<Classroom, ClassroomError> + Send + 'static,
) -> Connecting {
    let (sender, receiver) = mpsc::channel();
    let spawned = thread::Builder::new()
        .name("connecting to a room".into())
        .spawn(move || {
            // Nobody listens any more when the child cancelled: the seat is given up.
            if let Err(mpsc::SendError(Ok(classroom))) = sender.send(connect()) {
                classroom.leave();
            }
        });
    // Without the thread the sender is gone, which the receiver reads as a failure.
    if let Err(error) = spawned {
        log::warn!("cannot connect to a room: {error}");
    }
    receiver
}

/// Starts looking for rooms announced nearby; the answer arrives on the receiver after
/// [`LOOKING_TIME`].
pub fn look_for_rooms() -> Receiver<Vec<SeenRoom>> {
    let (sender, receiver) = mpsc::channel();
    let spawned = thread::Builder::new()
        .name("rooms nearby".into())
        .spawn(move || {
            let rooms = browse(LOOKING_TIME).unwrap_or_else(|error| {
                log::warn!("{error}");
                Vec::new()
            });
            // Nobody listens any more when the dialog closed first.
            let _ = sender.send(rooms);
        });
    if let Err(error) = spawned {
        log::warn!("cannot look for rooms nearby: {error}");
    }
    receiver
}

fn resolve(server: &str) -> Result<SocketAddr, ClassroomError> {
    server
        .to_socket_addrs()
        .map_err(|error| ClassroomError::Unreachable(format!("{server}: {error}")))?
        .next()
        .ok_or_else(|| ClassroomError::Unreachable(format!("{server}: no address")))
}

fn room_address(room: &SeenRoom) -> Result<SocketAddr, ClassroomError> {
    // IPv4 first: a school network's IPv6 link-local addresses need a scope to be reached.
    let mut addresses = room.addresses.clone();
    addresses.sort_by_key(|address| !address.is_ipv4());
    addresses
        .first()
        .map(|&address| SocketAddr::new(address, room.port))
        .ok_or_else(|| ClassroomError::Unreachable(format!("room {} has no address", room.code)))
}

/// Where a room this machine runs keeps its games: beside the user's other data, or in the
/// temporary folder when there is no home (the room then lasts until the machine restarts).
fn rooms_folder() -> PathBuf {
    default_data_folder()
        .map(|folder| folder.join("rooms"))
        .unwrap_or_else(|| std::env::temp_dir().join("oware_rooms"))
}
