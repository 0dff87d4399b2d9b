//! Keeping a damaged file aside before anything replaces it.
//!
//! A file a teacher wrote by hand may hold a typo that makes it unreadable; the program then
//! starts from what it could read, and its next save would replace the file. Before that
//! happens the file's exact bytes are copied beside it, under its name with the time added
//! (`settings.toml.damaged-2026-12-06T22-30-00`), so that nothing a teacher typed is ever lost.
//! The same bytes are kept once: a copy already made of them (by an earlier run, or when the
//! file was read) is reused rather than made again.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::replace::{parent_dir, replace_file_with};

/// What a kept file's name adds to the original's, before the time.
pub const DAMAGED_MARK: &str = ".damaged-";

/// How many names with the same time to try (`…-2`, `…-3`) before giving up.
const NAME_ATTEMPTS: u32 = 100;

/// Copies `bytes` (the content of `target`, as read) beside `target` as
/// `<name>.damaged-<UTC time of when>` and returns where. If a copy of `target` with exactly
/// these bytes is already there, returns it and writes nothing.
pub fn keep_aside(target: &Path, bytes: &[u8], when: SystemTime) -> io::Result<PathBuf> {
    if let Some(existing) = kept_copy_of(target, bytes) {
        return Ok(existing);
    }
    let first = aside_name(target, when);
    let mut candidate = first.clone();
    for n in 2..=NAME_ATTEMPTS + 1 {
        if !candidate.exists() {
            replace_file_with(&candidate, |file| file.write_all(bytes))?;
            return Ok(candidate);
        }
        candidate = PathBuf::from(format!("{}-{n}", first.display()));
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        format!("no free name beside {} to keep it aside", target.display()),
    ))
}

/// Replaces `target` with `bytes` as [`crate::replace_file`] does, but first keeps the present
/// file aside ([`keep_aside`]) when `damaged` says its content is damaged. Returns where the
/// damaged file was kept, if it was. When it cannot be kept, nothing is replaced.
pub fn replace_file_keeping_damaged(
    target: &Path,
    bytes: &[u8],
    damaged: impl FnOnce(&[u8]) -> bool,
) -> io::Result<Option<PathBuf>> {
    let kept = match fs::read(target) {
        Ok(old) if damaged(&old) => Some(keep_aside(target, &old, SystemTime::now())?),
        // A missing file, a sound one, or one that cannot be read (a folder in its place):
        // the replace itself says what is wrong, if anything.
        _ => None,
    };
    replace_file_with(target, |file| file.write_all(bytes))?;
    Ok(kept)
}

/// `<target>.damaged-2026-12-06T22-30-00`: the time in UTC, with dashes so that every system
/// accepts the name.
pub fn aside_name(target: &Path, when: SystemTime) -> PathBuf {
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    parent_dir(target).join(format!("{name}{DAMAGED_MARK}{}", utc_stamp(when)))
}

/// A copy of `target` already kept aside with exactly `bytes`, if there is one.
fn kept_copy_of(target: &Path, bytes: &[u8]) -> Option<PathBuf> {
    let name = target.file_name()?.to_string_lossy().into_owned();
    let prefix = format!("{name}{DAMAGED_MARK}");
    let mut found: Vec<PathBuf> = fs::read_dir(parent_dir(target))
        .ok()?
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(&prefix))
        .map(|entry| entry.path())
        .filter(|path| fs::read(path).is_ok_and(|kept| kept == bytes))
        .collect();
    // The oldest copy: its name says when the damage was first seen.
    found.sort();
    found.into_iter().next()
}

/// `2026-12-06T22-30-00` for `when`, in UTC.
pub fn utc_stamp(when: SystemTime) -> String {
    let seconds = when
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let of_day = seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}-{:02}-{:02}",
        of_day / 3600,
        of_day % 3600 / 60,
        of_day % 60
    )
}

/// The calendar date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    // Both are small by construction (1..=31 and 1..=12).
    (
        year,
        u32::try_from(month).unwrap_or(1),
        u32::try_from(day).unwrap_or(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn stamps_are_utc_calendar_times() {
        assert_eq!(utc_stamp(UNIX_EPOCH), "1970-01-01T00-00-00");
        // 2026-12-06 22:30:00 UTC.
        let when = UNIX_EPOCH + Duration::from_secs(1_796_596_200);
        assert_eq!(utc_stamp(when), "2026-12-06T22-30-00");
        // A leap day.
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(utc_stamp(leap), "2000-02-29T00-00-00");
    }
}
