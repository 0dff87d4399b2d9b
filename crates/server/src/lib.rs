//! The classroom server: rooms where two children at two computers play one sowing game
//! (Oware, Kalah, Congkak, Togyz Kumalak) over the school network, with no account and no
//! internet.
//!
//! The room is the authority: every move is checked by the rules (`oware-rules`), stored in
//! SQLite, and only then confirmed to its player and told to the other. A server killed at
//! any moment and started again on the same data folder has every room back, rebuilt by
//! replaying its stored moves through the rules. The wire protocol is text lines over TCP;
//! questions about the game (`legal`, `position`, `status`, `play`) are answered in exactly
//! the engine's words (`oware-engine`). README.md's "Classroom server" describes it.
//!
//! - `protocol`: requests read from lines, and every refusal's words;
//! - `secret`: room codes and seat tokens from the system's random source;
//! - `lines`: reading lines of bounded length;
//! - `room`: one room's game and seats, pure;
//! - `store`: the SQLite database and its writer thread;
//! - `hub`: the rooms, each behind its own lock, and what players do to them;
//! - `connection`: one player's connection;
//! - `server`: the runtime, the listener, expiry; [`Server::start`] for embedding;
//! - `client`: [`RoomClient`], a blocking client that reconnects by itself, for the UI;
//! - `messages`: the server's lines parsed into enums, for clients;
//! - `discovery`: announcing and finding rooms on the local network (mDNS/DNS-SD);
//! - `board_words`: a move's steps, the previews and a game's numbers, for thin clients;
//! - `sniff`: one port for both: a browser's HTTP request or a program's lines;
//! - `http`: the web page's files and the WebSocket's handshake, for browsers;
//! - `web`: the page's files, built from `web/` into the binary by `build.rs`;
//! - `ws`: the room protocol over a WebSocket, through the same connection code.

mod addresses;
mod board_words;
mod client;
mod connection;
mod discovery;
mod error;
mod http;
mod hub;
mod lines;
mod messages;
mod protocol;
mod room;
mod secret;
mod server;
mod sniff;
mod store;
mod tux_pool;
mod web;
mod ws;

pub use addresses::page_addresses;
pub use board_words::{
    about_words, layout_word, preview_words, step_token, steps_events, MAX_STEPS,
};
pub use client::{ClientError, ClientEvent, ClientOptions, ConnectionState, RoomClient};
pub use discovery::{
    announce, announce_in, browse, browse_in, Announcement, DiscoveryError, RoomAd, Scope,
    SeenRoom, SERVICE_TYPE,
};
pub use error::Error;
pub use messages::{Answer, ClientRequest, GameState, ServerEvent, ServerLine};
pub use protocol::{Refusal, Request, DEFAULT_PORT, MAX_LINE_BYTES, MAX_NAME_CHARS};
pub use secret::{RoomCode, Token, CODE_ALPHABET, CODE_LEN};
pub use server::{default_data_folder, Server, ServerHandle, ServerOptions};
pub use store::FILE_NAME as DATABASE_FILE;
pub use tux_pool::{PoolError, PoolOptions, Thought, TuxPool};
pub use web::has_page;
