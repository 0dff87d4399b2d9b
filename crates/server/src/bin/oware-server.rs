//! `oware-server`: the classroom server on its own, for a teacher's machine.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use oware_server::cli::Args;
use oware_server::{has_page, page_addresses, Server};

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
    let args = Args::parse();
    let Some(data) = args.data_folder() else {
        eprintln!("oware-server: no data folder: give one with --data");
        return ExitCode::FAILURE;
    };
    match Server::start(args.listen, &data, args.server_options()) {
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
