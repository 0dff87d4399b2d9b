//! `oware-server`'s command line, as clap defines it: what `--help` prints, what the binary
//! reads, and what crates/manual turns into the manual page and the shell completions.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{CommandFactory, Parser};

use crate::{default_data_folder, PoolOptions, ServerOptions, DEFAULT_PORT};

/// The classroom server of the oware sowing games.
///
/// Rooms where two children on the school network play one sowing game. Every room and move
/// is stored in the data folder as it happens; restarted on the same folder, the server has
/// every room back.
///
/// Each option can also be set by its environment variable: that is how the service's
/// configuration file reaches the server.
// The doc comments here are the text of --help and of the manual page.
#[derive(Parser, Debug)]
#[command(name = "oware-server", version)]
pub struct Args {
    /// Address and port to listen on; the default is every IPv4 interface ([::]:7464 adds
    /// IPv6).
    // "[::]:7464" is an address, not a link.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(
        long,
        env = "OWARE_SERVER_LISTEN",
        default_value_t = SocketAddr::from((Ipv4Addr::UNSPECIFIED, DEFAULT_PORT))
    )]
    pub listen: SocketAddr,
    /// Folder of the rooms' database; the default is the user's data folder.
    #[arg(long, env = "OWARE_SERVER_DATA")]
    pub data: Option<PathBuf>,
    /// Seconds after which a room nobody is in, and where nothing happened, is deleted.
    #[arg(long, env = "OWARE_SERVER_IDLE_EXPIRY", default_value_t = 24 * 60 * 60)]
    pub idle_expiry: u64,
    /// Threads on which Tux thinks for the rooms where it plays; the default is one a core.
    #[arg(long, env = "OWARE_SERVER_TUX_THREADS")]
    pub tux_threads: Option<usize>,
    /// Requests for Tux that may wait for a thread; one more is refused until one is done.
    #[arg(long, env = "OWARE_SERVER_TUX_QUEUE", default_value_t = PoolOptions::default().queue)]
    pub tux_queue: usize,
    /// Milliseconds Tux may think about one move at most (Oware's master thinks this long).
    #[arg(long, env = "OWARE_SERVER_TUX_TIME", default_value_t = 1000)]
    pub tux_time: u64,
    /// The code that opens the teacher's page (/teacher): 6 to 64 visible characters. The
    /// default is the one the server made at its first start and keeps in the data folder.
    #[arg(long, env = "OWARE_SERVER_TEACHER_CODE", hide_env_values = true)]
    pub teacher_code: Option<String>,
    /// Days the class's results (names and games) are kept before they are deleted.
    #[arg(long, env = "OWARE_SERVER_KEEP_RESULTS", default_value_t = 30)]
    pub keep_results: u32,
}

impl Args {
    /// The data folder given, or else the user's; `None` when the system names none.
    pub fn data_folder(&self) -> Option<PathBuf> {
        self.data.clone().or_else(default_data_folder)
    }

    /// The server's options these arguments ask for. A count or a time of 0 is taken as 1:
    /// a server with no thread for Tux, or no day to keep results, would serve nobody.
    pub fn server_options(&self) -> ServerOptions {
        let defaults = PoolOptions::default();
        ServerOptions {
            idle_room_expiry: Duration::from_secs(self.idle_expiry),
            tux: PoolOptions {
                threads: self.tux_threads.unwrap_or(defaults.threads).max(1),
                queue: self.tux_queue.max(1),
                time: Duration::from_millis(self.tux_time.max(1)),
                ..defaults
            },
            teacher_code: self.teacher_code.clone(),
            keep_results_days: self.keep_results.max(1),
            ..ServerOptions::default()
        }
    }
}

/// The server's command line as clap defines it, for the manual page and the completions.
pub fn command() -> clap::Command {
    Args::command()
}
