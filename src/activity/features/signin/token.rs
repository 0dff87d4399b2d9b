//! The child's session on this computer: the token `signed-in` gave, kept in `child-token`
//! beside the settings so that the child stays signed in from one start to the next, readable
//! by the child's own user only (mode 0600 on Unix). Replaced whole through `oware-files`;
//! a file that holds no token is as good as none (the child signs in again).

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The file's name, beside the settings.
pub use oware_server::CHILD_TOKEN_FILE as TOKEN_FILE;

/// The token file beside `settings_file`.
pub fn token_file_beside(settings_file: &Path) -> PathBuf {
    oware_files::parent_dir(settings_file).join(TOKEN_FILE)
}

/// A token as the server gives it: hexadecimal digits, 16 to 128 of them.
pub fn is_token(text: &str) -> bool {
    (16..=128).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The token kept at `path`, if it holds one.
pub fn read_token(path: &Path) -> Option<String> {
    let text = fs::read_to_string(path).ok()?;
    let token = text.trim();
    is_token(token).then(|| token.to_string())
}

/// Keeps `token` at `path`, readable by this user only.
pub fn write_token(path: &Path, token: &str) -> io::Result<()> {
    if !is_token(token) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a session token",
        ));
    }
    oware_files::replace_file_with(path, |file| {
        owner_only(file)?;
        file.write_all(format!("{token}\n").as_bytes())
    })
}

/// Forgets the token (signed out); no file is no error.
pub fn forget_token(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

#[cfg(unix)]
fn owner_only(file: &fs::File) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn owner_only(_file: &fs::File) -> io::Result<()> {
    // The user's own profile folder keeps it from other users.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn a_token_is_kept_for_its_user_only_read_back_and_forgotten() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = token_file_beside(&dir.path().join("settings.toml"));
        assert_eq!(path, dir.path().join(TOKEN_FILE));
        assert_eq!(read_token(&path), None);
        write_token(&path, TOKEN).expect("kept");
        assert_eq!(read_token(&path).as_deref(), Some(TOKEN));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).expect("the file").permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        forget_token(&path).expect("forgotten");
        assert_eq!(read_token(&path), None);
        forget_token(&path).expect("forgetting twice is no error");
    }

    #[test]
    fn what_is_not_a_token_is_neither_kept_nor_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(TOKEN_FILE);
        assert!(write_token(&path, "Ama").is_err());
        assert!(!path.exists());
        for damaged in [
            "",
            "Ama\n",
            "0123 4567 89ab cdef",
            "zz23456789abcdef0123456789abcdef",
        ] {
            fs::write(&path, damaged).expect("written");
            assert_eq!(read_token(&path), None, "{damaged:?}");
        }
        // Positive control: the same file with a token.
        fs::write(&path, format!("{TOKEN}\n")).expect("written");
        assert_eq!(read_token(&path).as_deref(), Some(TOKEN));
    }
}
