//! The classroom server: rooms where two children at two computers play one sowing game
//! (Oware, Kalah, Congkak, Togyz Kumalak) over the school network, with no account and no
//! internet.
//!
//! The room is the authority: every move is checked by the rules (`oware-rules`), stored in
//! SQLite, and only then confirmed to its player and told to the other. A server killed at
//! any moment and started again on the same data folder has every room back, rebuilt by
//! replaying its stored moves through the rules. The wire protocol is text lines over TCP,
//! each line a typed value of `oware-protocol` (requests, answers, refusals, events) that
//! this server writes and [`RoomClient`] reads; questions about the game (`legal`,
//! `position`, `status`, `play`) are answered in exactly the engine's words. README.md's
//! "Classroom server" describes it. What goes wrong on the server's side is reported
//! through the `log` crate; the `oware-server` binary prints it on standard error.
//!
//! - `secret`: room codes and seat tokens from the system's random source;
//! - `lines`: reading lines of bounded length;
//! - `room`: one room's game and seats, pure;
//! - `store`: the SQLite database and its writer thread;
//! - `hub`: the rooms, each behind its own lock, and what players do to them;
//! - `connection`: one player's connection;
//! - `server`: the runtime, the listener, expiry; [`Server::start`] for embedding;
//! - `client`: [`RoomClient`], a blocking client that reconnects by itself, for the UI, and
//!   [`Reporter`], which tells the server about the lessons and games done at a child's
//!   machine from a thread of its own;
//! - `discovery`: announcing and finding rooms on the local network (mDNS/DNS-SD);
//! - `tux_pool`: Tux's threads for the rooms against Tux, with a bounded queue, and its
//!   look backs' threads;
//! - `addresses`: the page's addresses on this machine, printed at start;
//! - `sniff`: one port for both: a browser's HTTP request or a program's lines;
//! - `http`: the web page's files and the WebSocket's handshake, for browsers;
//! - `web`: the page's files, built from `web/` into the binary by `build.rs`;
//! - `ws`: the room protocol over a WebSocket, through the same connection code;
//! - `results`: the finished games, kept for the teacher's page;
//! - `teacher`: the teacher's page's code, sessions and JSON API;
//! - `puzzles`: puzzles and counting drills for the page, each child's ratings kept;
//! - `lessons`: the guided lessons and the look back for the page, lessons done counted;
//! - `tournament`: the class tournament: pairings, the table, its rows in the database;
//! - `roster`: the class that lasts: groups, children, picture codes, sessions, progress,
//!   assignments;
//! - [`cli`]: the `oware-server` binary's command line, also read by crates/manual.

#![warn(missing_docs)]

mod addresses;
mod chapters;
pub mod cli;
mod client;
mod connection;
mod discovery;
mod error;
mod http;
mod hub;
mod lessons;
mod lines;
mod puzzles;
mod results;
mod room;
mod roster;
mod secret;
mod server;
mod sniff;
mod store;
mod teacher;
mod tournament;
mod tux_pool;
mod web;
mod ws;

pub use addresses::{page_addresses, PageAddresses};
pub use client::{
    ClientError, ClientEvent, ClientOptions, ConnectionState, Failure, Queued, Report,
    ReportOptions, ReportQueue, ReportTally, Reporter, Reporting, RoomClient, CHILD_TOKEN_FILE,
    REPORT_QUEUE_FILE,
};
pub use discovery::{
    announce, browse, Announcement, DiscoveryError, RoomAd, SeenRoom, SERVICE_TYPE,
};
// For tests that must send nothing onto a real network.
#[doc(hidden)]
pub use discovery::{announce_in, browse_in, Scope};
pub use error::Error;
// The protocol's types that RoomClient's events and calls and the Reporter's reports carry.
pub use oware_protocol::{
    Answer, ChapterDone, FinishedGame, LessonDone, Opponent, Part, Refusal, Request, RoomCode,
    Said, SaidArg, ServerEvent, Shown, Token, Topic, DEFAULT_PORT,
};
// For tests that make room codes and tokens of their own.
#[doc(hidden)]
pub use roster::{ADDRESS_MISSES, CHILD_MISSES, PAUSE as SIGN_IN_PAUSE};
pub use secret::Random;
pub use server::{default_data_folder, Server, ServerHandle, ServerOptions};
// For tests that read the database, or damage it between two runs.
pub use store::StoreError;
#[doc(hidden)]
pub use store::FILE_NAME as DATABASE_FILE;
pub use tux_pool::PoolOptions;
// For tests that hold Tux's threads while they show what is answered meanwhile.
#[doc(hidden)]
pub use tux_pool::Gate as TuxGate;
pub use web::has_page;
