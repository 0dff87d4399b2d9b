//! The teacher code: the one secret that opens the teacher's page. Made from the system's
//! random source at the server's first start and kept in the data folder, so that the
//! teacher can write it down once; `--teacher-code` gives one instead.

use std::fs;
use std::io::Write;
use std::path::Path;

use oware_protocol::CODE_ALPHABET;

/// The file in the data folder that keeps the code.
pub const FILE_NAME: &str = "teacher-code";

/// Ten characters of the room codes' alphabet (no 0/O, 1/I/L): about 50 bits, far beyond
/// what ten tries every few minutes can find, and easy to read aloud and type on a tablet.
const LENGTH: usize = 10;

/// Why a code cannot be used.
#[derive(Debug)]
pub enum CodeError {
    /// `--teacher-code` was too short, too long or had a space or a control character.
    Unfit,
    Io(std::io::Error),
    Random,
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeError::Unfit => {
                f.write_str("the teacher code must have 6 to 64 visible characters and no spaces")
            }
            CodeError::Io(error) => write!(f, "cannot keep the teacher code: {error}"),
            CodeError::Random => f.write_str("no random source to make a teacher code"),
        }
    }
}

/// The code given, if fit; otherwise the one in `data`, made and saved there if it has none.
pub fn teacher_code(data: &Path, given: Option<&str>) -> Result<String, CodeError> {
    if let Some(given) = given {
        return fit(given).map(str::to_string).ok_or(CodeError::Unfit);
    }
    let path = data.join(FILE_NAME);
    match fs::read_to_string(&path) {
        Ok(kept) => {
            if let Some(kept) = fit(kept.trim()) {
                return Ok(kept.to_string());
            }
            // An emptied or damaged file: a new code replaces it, printed as always.
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => return Err(CodeError::Io(error)),
    }
    let code = random_code()?;
    save(&path, &code).map_err(CodeError::Io)?;
    Ok(code)
}

fn fit(code: &str) -> Option<&str> {
    let visible = code.chars().all(|c| c.is_ascii_graphic());
    (visible && (6..=64).contains(&code.len())).then_some(code)
}

fn random_code() -> Result<String, CodeError> {
    // Bytes past the largest multiple of the alphabet's length are drawn again, so that every
    // character is equally likely.
    let limit = u8::try_from(256 / CODE_ALPHABET.len() * CODE_ALPHABET.len()).unwrap_or(0);
    let mut code = String::with_capacity(LENGTH);
    while code.len() < LENGTH {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|_| CodeError::Random)?;
        for byte in bytes.into_iter().filter(|byte| *byte < limit) {
            if code.len() < LENGTH {
                code.push(char::from(
                    CODE_ALPHABET[usize::from(byte) % CODE_ALPHABET.len()],
                ));
            }
        }
    }
    Ok(code)
}

/// Written readable by the server's user alone: the code opens every child's results.
fn save(path: &Path, code: &str) -> std::io::Result<()> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    writeln!(file, "{code}")?;
    file.sync_all()
}

/// Compares in time that does not depend on where the first difference is, so that the
/// answer's timing tells nothing about the code.
pub fn same_code(typed: &str, code: &str) -> bool {
    let (typed, code) = (typed.as_bytes(), code.as_bytes());
    let mut difference = u8::from(typed.len() != code.len());
    for (index, byte) in code.iter().enumerate() {
        difference |= byte ^ typed.get(index).copied().unwrap_or(0);
    }
    difference == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_made_once_kept_and_read_back() {
        let data = tempfile::tempdir().expect("temp dir");
        let first = teacher_code(data.path(), None).expect("made");
        assert_eq!(first.len(), LENGTH);
        assert!(first.bytes().all(|byte| CODE_ALPHABET.contains(&byte)));
        assert_eq!(teacher_code(data.path(), None).expect("read"), first);
        let other = tempfile::tempdir().expect("temp dir");
        assert_ne!(teacher_code(other.path(), None).expect("made"), first);
    }

    #[test]
    fn a_given_code_wins_and_an_unfit_one_is_refused() {
        let data = tempfile::tempdir().expect("temp dir");
        assert_eq!(
            teacher_code(data.path(), Some("owl-42-tree")).expect("given"),
            "owl-42-tree"
        );
        assert!(matches!(
            teacher_code(data.path(), Some("ab cd ef")),
            Err(CodeError::Unfit)
        ));
        assert!(matches!(
            teacher_code(data.path(), Some("abc")),
            Err(CodeError::Unfit)
        ));
    }

    #[test]
    fn codes_compare_whole() {
        assert!(same_code("ABCDEF2345", "ABCDEF2345"));
        assert!(!same_code("ABCDEF234", "ABCDEF2345"));
        assert!(!same_code("ABCDEF23456", "ABCDEF2345"));
        assert!(!same_code("ABCDEF2346", "ABCDEF2345"));
        assert!(!same_code("", "ABCDEF2345"));
    }
}
