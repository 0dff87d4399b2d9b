//! Replacing a file so that readers see either the old or the new content,
//! never a half-written one, even if the power goes out mid-save.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use super::error::SettingsError;

/// Distinguishes temporary files of concurrent saves within one process;
/// the process id distinguishes processes.
static NEXT_TEMP: AtomicU32 = AtomicU32::new(0);

/// How many names to try before giving up on finding a free temporary name.
const TEMP_ATTEMPTS: u32 = 16;

/// Writes `bytes` to a temporary file next to `target`, flushes it to disk,
/// then renames it over `target`. The directory must already exist.
///
/// On any failure the temporary file is removed and `target` is untouched.
pub fn replace_file(target: &Path, bytes: &[u8]) -> Result<(), SettingsError> {
    let dir = parent_dir(target);
    let (temp_path, mut temp) = create_temp(dir, target)?;

    let written = temp
        .write_all(bytes)
        .and_then(|()| temp.sync_all())
        .map_err(|source| io_error("write", &temp_path, source));
    drop(temp);
    let renamed = written.and_then(|()| {
        fs::rename(&temp_path, target).map_err(|source| io_error("replace", target, source))
    });
    if let Err(error) = renamed {
        // Best effort: the save already failed, and a leftover temporary
        // file is harmless to the next load (it is never read).
        let _ = fs::remove_file(&temp_path);
        return Err(error);
    }

    sync_dir(dir);
    Ok(())
}

/// The directory that holds `target` ("." for a bare file name).
pub fn parent_dir(target: &Path) -> &Path {
    match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

fn create_temp(dir: &Path, target: &Path) -> Result<(PathBuf, File), SettingsError> {
    let stem = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "settings".to_owned());
    let mut last_error = None;
    for _ in 0..TEMP_ATTEMPTS {
        let n = NEXT_TEMP.fetch_add(1, Ordering::Relaxed);
        // A leading dot hides it from file managers if it is ever left over.
        let path = dir.join(format!(".{stem}.{}.{n}.tmp", std::process::id()));
        // `create_new` never follows or reuses an existing file.
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last_error = Some(error),
            Err(error) => return Err(io_error("create a file in", dir, error)),
        }
    }
    let error = last_error.unwrap_or_else(|| io::Error::other("no free temporary name"));
    Err(io_error("create a file in", dir, error))
}

/// Makes the rename itself durable. Failure is ignored on purpose: the new
/// content is already in place and readable, so reporting "not saved" would
/// be false; at worst a crash in the next instant brings back the old file.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(dir) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

fn io_error(action: &'static str, path: &Path, source: io::Error) -> SettingsError {
    SettingsError::Io {
        action,
        path: path.to_owned(),
        source,
    }
}
