//! Replacing a file so that readers see either the old or the new content, never a
//! half-written one, even if the power goes out mid-save: the new content goes to a
//! temporary file beside the target, is flushed to the disk, then renamed over the target,
//! and the folder is flushed so that the rename itself lasts.

use std::error::Error;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Tells apart the temporary files of saves running at once in one process; the process id
/// tells processes apart.
static NEXT_TEMP: AtomicU32 = AtomicU32::new(0);

/// How many names to try before giving up on finding a free temporary name.
const TEMP_ATTEMPTS: u32 = 16;

/// Replaces `target` with `bytes`; see [`replace_file_with`].
pub fn replace_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    replace_file_with(target, |file| file.write_all(bytes))
}

/// Replaces `target` with what `write` writes, creating the folder if needed. `write` gets a
/// temporary file beside `target`; once it is written and flushed to the disk it is renamed
/// over `target`.
///
/// On any failure the temporary file is removed and `target` is as it was. The error keeps
/// the kind of the failure and says which step failed, on which path.
pub fn replace_file_with(
    target: &Path,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let folder = parent_dir(target);
    fs::create_dir_all(folder).map_err(|source| failed("create the folder", folder, source))?;
    let (temp_path, mut temp) = create_temp(folder, target)?;
    let written = write(&mut temp)
        .and_then(|()| temp.sync_all())
        .map_err(|source| failed("write", &temp_path, source));
    drop(temp);
    let renamed = written.and_then(|()| {
        fs::rename(&temp_path, target).map_err(|source| failed("replace", target, source))
    });
    if let Err(error) = renamed {
        // Best effort: the save already failed, and a leftover temporary file is harmless
        // (nothing ever reads it).
        let _ = fs::remove_file(&temp_path);
        return Err(error);
    }
    sync_dir(folder);
    Ok(())
}

/// The folder that holds `target` ("." for a bare file name).
pub fn parent_dir(target: &Path) -> &Path {
    match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

fn create_temp(folder: &Path, target: &Path) -> io::Result<(PathBuf, File)> {
    let stem = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    let mut last_error = None;
    for _ in 0..TEMP_ATTEMPTS {
        let n = NEXT_TEMP.fetch_add(1, Ordering::Relaxed);
        // A leading dot hides it from file managers if it is ever left over.
        let path = folder.join(format!(".{stem}.{}.{n}.tmp", std::process::id()));
        // `create_new` never follows or reuses an existing file.
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last_error = Some(error),
            Err(error) => return Err(failed("create a file in", folder, error)),
        }
    }
    let error = last_error.unwrap_or_else(|| io::Error::other("no free temporary name"));
    Err(failed("create a file in", folder, error))
}

/// Makes the rename itself durable. Failure is ignored on purpose: the new content is already
/// in place and readable, so reporting "not saved" would be false; at worst a crash in the
/// next instant brings back the old file.
fn sync_dir(folder: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(folder) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

/// A step of a save that failed, for the error's message.
#[derive(Debug)]
struct Failed {
    step: &'static str,
    path: PathBuf,
    source: io::Error,
}

impl fmt::Display for Failed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "could not {} {}: {}",
            self.step,
            self.path.display(),
            self.source
        )
    }
}

impl Error for Failed {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&self.source)
    }
}

fn failed(step: &'static str, path: &Path, source: io::Error) -> io::Error {
    io::Error::new(
        source.kind(),
        Failed {
            step,
            path: path.to_owned(),
            source,
        },
    )
}
