//! The tables on disk: a 32-byte header, then one byte per board.
//!
//! ```text
//! offset  size  field
//!  0      8     magic "OWAREEGT"
//!  8      4     format version, little-endian (2)
//! 12      4     bound: the largest seed count stored
//! 16      8     number of value bytes that follow
//! 24      8     FNV-1a 64 checksum of bytes 8..24 and of every value byte
//! 32      …     a byte a board, layer 0 first, each layer in rank order: its value and
//!               whether a repetition can change it (`entry.rs`)
//! ```
//!
//! Version 1 held the value alone, without the flag; its files are rebuilt rather than read.
//!
//! Everything is checked on load (magic, version, bound, length, checksum, and that every
//! value is possible for its layer), so a damaged file is refused rather than believed. Saving
//! goes through `oware_files::replace_file_with`, so a crash mid-write leaves either the old
//! file or none, never half a file under the real name.

use std::fmt;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use super::index::tables_len;
use super::{EndgameTables, MAX_SEEDS};

const MAGIC: &[u8; 8] = b"OWAREEGT";
/// Bump when the layout or the meaning of the values changes; older files are then rebuilt.
pub const FORMAT_VERSION: u32 = 2;
const HEADER_LEN: usize = 32;

/// Why a table file was refused.
#[derive(Debug)]
pub enum EndgameError {
    /// The file could not be read or written.
    Io(io::Error),
    /// Not a table file at all.
    BadMagic,
    /// Written in another version of the format than this one.
    UnsupportedVersion(u32),
    /// Made for more seeds than the tables can hold.
    BadBound(u32),
    /// The file or its data holds the wrong number of bytes.
    BadLength {
        /// The bytes the header's bound calls for.
        expected: u64,
        /// The bytes there are.
        found: u64,
    },
    /// The data does not match the checksum in the header: the file is damaged.
    BadChecksum {
        /// The header's checksum.
        expected: u64,
        /// The data's.
        found: u64,
    },
    /// A byte no board of that layer can have.
    BadValue {
        /// The seeds on the boards of the layer.
        seeds: u8,
        /// The byte.
        value: u8,
    },
}

impl fmt::Display for EndgameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndgameError::Io(error) => write!(f, "endgame tables: {error}"),
            EndgameError::BadMagic => f.write_str("not an Oware endgame table file"),
            EndgameError::UnsupportedVersion(v) => {
                write!(f, "endgame table format {v}, expected {FORMAT_VERSION}")
            }
            EndgameError::BadBound(bound) => write!(
                f,
                "endgame tables for {bound} seeds, at most {MAX_SEEDS} are supported"
            ),
            EndgameError::BadLength { expected, found } => write!(
                f,
                "endgame tables hold {found} bytes where {expected} were expected"
            ),
            EndgameError::BadChecksum { expected, found } => write!(
                f,
                "endgame tables are damaged: checksum {found:016x}, header says {expected:016x}"
            ),
            EndgameError::BadValue { seeds, value } => write!(
                f,
                "endgame tables are damaged: value {value} in the {seeds}-seed layer"
            ),
        }
    }
}

impl std::error::Error for EndgameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EndgameError::Io(error) => Some(error),
            _ => None,
        }
    }
}

impl From<io::Error> for EndgameError {
    fn from(error: io::Error) -> Self {
        EndgameError::Io(error)
    }
}

/// FNV-1a, 64 bits: simple and good enough to catch damage (not tampering).
#[derive(Clone, Copy)]
struct Fnv1a(u64);

impl Fnv1a {
    fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    fn update(&mut self, bytes: &[u8]) {
        let mut hash = self.0;
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = hash;
    }
}

/// Values go to disk in pieces of this size.
const CHUNK: usize = 1 << 16;

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(word)
}

fn read_u64(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

impl EndgameTables {
    /// Writes the tables to `path`, creating its folder; atomic on the same file system.
    pub fn save(&self, path: &Path) -> Result<(), EndgameError> {
        let mut header = [0u8; HEADER_LEN];
        header[..8].copy_from_slice(MAGIC);
        header[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
        header[12..16].copy_from_slice(&u32::from(self.bound).to_le_bytes());
        header[16..24].copy_from_slice(&(self.values.len() as u64).to_le_bytes());
        let mut hash = Fnv1a::new();
        hash.update(&header[8..24]);
        hash.update(&self.values);
        header[24..32].copy_from_slice(&hash.0.to_le_bytes());

        oware_files::replace_file_with(path, |file| {
            file.write_all(&header)?;
            for chunk in self.values.chunks(CHUNK) {
                file.write_all(chunk)?;
            }
            Ok(())
        })?;
        Ok(())
    }

    /// Reads and verifies tables written by [`EndgameTables::save`].
    pub fn load(path: &Path) -> Result<EndgameTables, EndgameError> {
        let mut file = fs::File::open(path)?;
        let mut header = [0u8; HEADER_LEN];
        file.read_exact(&mut header)
            .map_err(|error| match error.kind() {
                io::ErrorKind::UnexpectedEof => EndgameError::BadMagic,
                _ => EndgameError::Io(error),
            })?;
        if &header[..8] != MAGIC {
            return Err(EndgameError::BadMagic);
        }
        let version = read_u32(&header, 8);
        if version != FORMAT_VERSION {
            return Err(EndgameError::UnsupportedVersion(version));
        }
        let bound = read_u32(&header, 12);
        if bound > u32::from(MAX_SEEDS) {
            return Err(EndgameError::BadBound(bound));
        }
        let bound = bound as u8;
        let expected = tables_len(bound) as u64;
        let stated = read_u64(&header, 16);
        if stated != expected {
            return Err(EndgameError::BadLength {
                expected,
                found: stated,
            });
        }
        // The size is checked before reading, so a damaged header cannot make us allocate
        // more than the bound needs.
        let on_disk = file.metadata()?.len();
        if on_disk != HEADER_LEN as u64 + expected {
            return Err(EndgameError::BadLength {
                expected,
                found: on_disk.saturating_sub(HEADER_LEN as u64),
            });
        }
        let mut bytes = vec![0u8; expected as usize];
        file.read_exact(&mut bytes)
            .map_err(|error| match error.kind() {
                // The file shrank while we read it.
                io::ErrorKind::UnexpectedEof => EndgameError::BadLength { expected, found: 0 },
                _ => EndgameError::Io(error),
            })?;
        let stated_sum = read_u64(&header, 24);
        let mut hash = Fnv1a::new();
        hash.update(&header[8..24]);
        hash.update(&bytes);
        let sum = hash.0;
        if sum != stated_sum {
            return Err(EndgameError::BadChecksum {
                expected: stated_sum,
                found: sum,
            });
        }
        EndgameTables::from_values(bound, bytes)
    }

    /// Where the tables live by default: `endgame-v2.bin` in the user's cache folder for this
    /// program (`~/.cache/oware` on Linux), or `None` when the system names no home folder.
    pub fn default_path() -> Option<PathBuf> {
        oware_files::cache_folder()
            .map(|folder| folder.join(format!("endgame-v{FORMAT_VERSION}.bin")))
    }
}
