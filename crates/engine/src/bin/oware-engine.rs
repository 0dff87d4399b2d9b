//! `oware-engine`: the sowing games' rules and Tux behind a line-based text protocol on stdin
//! and stdout. See [`oware_engine`] for the commands; all the logic lives in the library.

use std::io::{self, ErrorKind};
use std::process::ExitCode;

fn main() -> ExitCode {
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
