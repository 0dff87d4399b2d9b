//! Where the sowing games keep their files, and how a file is replaced.
//!
//! Every program of the family finds its folders here, so that they stay one set of folders
//! (on Linux `~/.config/oware`, `~/.cache/oware` and `~/.local/share/oware`), and replaces a
//! file through [`replace_file`], so that a crash or a power cut leaves either the old content
//! or the new, never half of it. The rules and Tux's search stay free of I/O; this crate is
//! the I/O they leave to others. A file found damaged is kept aside ([`keep_aside`]) before
//! anything replaces it.

mod aside;
mod folders;
mod replace;

pub use aside::{aside_name, keep_aside, replace_file_keeping_damaged, utc_stamp, DAMAGED_MARK};

pub use folders::{cache_folder, config_folder, data_folder};
pub use replace::{parent_dir, replace_file, replace_file_with};
