use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;

use crate::store::StoreError;

/// Why a server could not start.
#[derive(Debug)]
pub enum Error {
    /// The data folder could not be created.
    DataFolder(PathBuf, io::Error),
    /// No data folder was given and the system names none for this user.
    NoDataFolder,
    /// The rooms' database cannot be opened.
    Store(StoreError),
    /// Nothing can listen on this address (taken, or not this machine's).
    Bind(SocketAddr, io::Error),
    /// The runtime or its thread could not be started.
    Runtime(io::Error),
    /// The teacher code given is unfit, or the one in the data folder cannot be kept.
    TeacherCode(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::DataFolder(path, error) => {
                write!(
                    f,
                    "cannot create the data folder {}: {error}",
                    path.display()
                )
            }
            Error::NoDataFolder => f.write_str("no data folder: give one with --data"),
            Error::Store(error) => write!(f, "{error}"),
            Error::Bind(address, error) => write!(f, "cannot listen on {address}: {error}"),
            Error::Runtime(error) => write!(f, "cannot start the server's threads: {error}"),
            Error::TeacherCode(error) => f.write_str(error),
        }
    }
}

impl std::error::Error for Error {}

impl From<StoreError> for Error {
    fn from(error: StoreError) -> Self {
        Error::Store(error)
    }
}
