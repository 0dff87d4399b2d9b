//! `oware-engine`: the sowing games' rules and Tux behind a line-based text protocol on stdin
//! and stdout. See [`oware_engine`] for the commands; all the logic lives in the library.

use std::io::{self, ErrorKind};
use std::process::ExitCode;

fn main() -> ExitCode {
    if log::set_logger(&STDERR).is_ok() {
        log::set_max_level(log::LevelFilter::Warn);
    }
    match oware_engine::run(io::stdin().lock(), io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A client that hangs up before reading every answer is not an engine failure.
        Err(error) if error.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("oware-engine: {error}");
            ExitCode::FAILURE
        }
    }
}

/// What the libraries report (such as an endgame table file that could not be saved) goes
/// to stderr, one line each, so that stdout holds the protocol's answers alone.
struct Stderr;

static STDERR: Stderr = Stderr;

impl log::Log for Stderr {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if self.enabled(record.metadata()) {
            eprintln!("oware-engine: {}", record.args());
        }
    }

    fn flush(&self) {}
}
