//! The user's folders for the family's files, from the system's conventions (XDG on Linux).
//! Each is `None` when the system names no home folder (some kiosks and containers); the
//! programs then keep what they would have saved in memory.

use std::path::PathBuf;

use directories::ProjectDirs;

fn project() -> Option<ProjectDirs> {
    ProjectDirs::from("org", "oware", "Oware")
}

/// What a teacher chooses and a child has done: the settings, the lessons done.
/// `~/.config/oware` on Linux, `~/Library/Application Support/org.oware.Oware` on macOS,
/// `%APPDATA%\oware\Oware\config` on Windows.
pub fn config_folder() -> Option<PathBuf> {
    project().map(|dirs| dirs.config_dir().to_path_buf())
}

/// What can be made again when lost: Oware's endgame tables, the fallback font set-up.
/// `~/.cache/oware` on Linux.
pub fn cache_folder() -> Option<PathBuf> {
    project().map(|dirs| dirs.cache_dir().to_path_buf())
}

/// What must not be lost: the classroom server's rooms. `~/.local/share/oware` on Linux.
pub fn data_folder() -> Option<PathBuf> {
    project().map(|dirs| dirs.data_dir().to_path_buf())
}
