//! `oware-server`: the classroom server on its own, for a teacher's machine.

use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use oware_server::{
    default_data_folder, has_page, page_addresses, PoolOptions, Server, ServerOptions, DEFAULT_PORT,
};

/// The classroom server of the oware sowing games.
///
/// Rooms where two children on the school network play one sowing game. Every room and move
/// is stored in the data folder as it happens; restarted on the same folder, the server has
/// every room back.
///
/// Each option can also be set by its environment variable: that is how the service's
/// configuration file reaches the server.
#[derive(Parser)]
#[command(name = "oware-server", version)]
// Visible to crates/manual, which includes this file to write the manual page and the shell
// completions from this very definition.
pub(crate) struct Cli {
    /// Address and port to listen on; the default is every IPv4 interface ([::]:7464 adds
    /// IPv6).
    #[arg(
        long,
        env = "OWARE_SERVER_LISTEN",
        default_value_t = SocketAddr::from((Ipv4Addr::UNSPECIFIED, DEFAULT_PORT))
    )]
    listen: SocketAddr,
    /// Folder of the rooms' database; the default is the user's data folder.
    #[arg(long, env = "OWARE_SERVER_DATA")]
    data: Option<PathBuf>,
    /// Seconds after which a room nobody is in, and where nothing happened, is deleted.
    #[arg(long, env = "OWARE_SERVER_IDLE_EXPIRY", default_value_t = 24 * 60 * 60)]
    idle_expiry: u64,
    /// Threads on which Tux thinks for the rooms where it plays; the default is one a core.
    #[arg(long, env = "OWARE_SERVER_TUX_THREADS")]
    tux_threads: Option<usize>,
    /// Requests for Tux that may wait for a thread; one more is refused until one is done.
    #[arg(long, env = "OWARE_SERVER_TUX_QUEUE", default_value_t = PoolOptions::default().queue)]
    tux_queue: usize,
    /// Milliseconds Tux may think about one move at most (Oware's master thinks this long).
    #[arg(long, env = "OWARE_SERVER_TUX_TIME", default_value_t = 1000)]
    tux_time: u64,
    /// The code that opens the teacher's page (/teacher): 6 to 64 visible characters. The
    /// default is the one the server made at its first start and keeps in the data folder.
    #[arg(long, env = "OWARE_SERVER_TEACHER_CODE", hide_env_values = true)]
    teacher_code: Option<String>,
    /// Days the class's results (names and games) are kept before they are deleted.
    #[arg(long, env = "OWARE_SERVER_KEEP_RESULTS", default_value_t = 30)]
    keep_results: u32,
}

/// What the server reports (a damaged room in the database, a change not saved, idle rooms
/// expired) goes to standard error, one line each, as `oware-server: <what happened>`.
struct StderrLog;

impl log::Log for StderrLog {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        // The server's own reports; its libraries' chatter is not the teacher's business.
        metadata.level() <= log::Level::Info && metadata.target().starts_with("oware")
    }

    fn log(&self, record: &log::Record<'_>) {
        if self.enabled(record.metadata()) {
            eprintln!("oware-server: {}", record.args());
        }
    }

    fn flush(&self) {}
}

static LOG: StderrLog = StderrLog;

fn main() -> ExitCode {
    // Only fails if a logger is already set, which nothing here does.
    if log::set_logger(&LOG).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
    let cli = Cli::parse();
    let Some(data) = cli.data.or_else(default_data_folder) else {
        eprintln!("oware-server: no data folder: give one with --data");
        return ExitCode::FAILURE;
    };
    let defaults = PoolOptions::default();
    let options = ServerOptions {
        idle_room_expiry: Duration::from_secs(cli.idle_expiry),
        tux: PoolOptions {
            threads: cli.tux_threads.unwrap_or(defaults.threads).max(1),
            queue: cli.tux_queue.max(1),
            time: Duration::from_millis(cli.tux_time.max(1)),
        },
        teacher_code: cli.teacher_code,
        keep_results_days: cli.keep_results.max(1),
        ..ServerOptions::default()
    };
    match Server::start(cli.listen, &data, options) {
        Ok(server) => {
            // One line on standard output once connections are accepted, for scripts.
            say(&format!(
                "oware-server listening on {} with {} room(s) from {}",
                server.local_addr(),
                server.restored_rooms(),
                data.display()
            ));
            if has_page() {
                let addresses = page_addresses(server.local_addr());
                for address in &addresses.urls {
                    say(&format!("Children open {address}"));
                }
                for address in &addresses.urls {
                    say(&format!("Teachers open {address}teacher"));
                }
                if let Some(not_found) = addresses.not_found {
                    eprintln!("oware-server: {not_found}");
                }
            } else {
                // Said where the teacher looks, rather than serving a blank page.
                eprintln!(
                    "oware-server: this server was built without its web page, so browsers \
                     get only a note saying so: run `npm ci --prefix web` (Node.js is needed) \
                     and build it again"
                );
            }
            // Printed at every start, so that the teacher who lost it finds it again here.
            say(&format!("teacher code: {}", server.teacher_code()));
            server.wait();
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("oware-server: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A line on standard output for the teacher or a script. A server whose output nobody reads
/// any more (a closed pipe, a terminal gone) goes on serving: `println!` would stop it.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}
