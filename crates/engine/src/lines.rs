use std::io::{self, BufRead};

/// The longest line the engine reads; a `setposition` needs well under a hundred bytes.
pub const MAX_LINE_BYTES: usize = 4096;

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The line's text without its line break; invalid UTF-8 is replaced, never rejected.
    Text(String),
    /// The line was longer than [`MAX_LINE_BYTES`]; the rest of it was read and dropped.
    TooLong,
}

/// Adds what `chunk` holds of the current line to `bytes`, keeping at most `limit` bytes of
/// the line: a longer one is dropped as it arrives, and `too_long` says so. Returns how many
/// bytes of `chunk` belong to the line (its `\n` included) and whether the line ended in it.
/// Readers of any kind (blocking here, asynchronous in the room server) share it.
pub fn gather_line(
    chunk: &[u8],
    bytes: &mut Vec<u8>,
    too_long: &mut bool,
    limit: usize,
) -> (usize, bool) {
    let (body, used, ended) = match chunk.iter().position(|&b| b == b'\n') {
        Some(end) => (&chunk[..end], end + 1, true),
        None => (chunk, chunk.len(), false),
    };
    if bytes.len() + body.len() > limit {
        *too_long = true;
        bytes.clear();
    } else if !*too_long {
        bytes.extend_from_slice(body);
    }
    (used, ended)
}

/// Reads the next line, or `None` at the end of the input.
///
/// At most [`MAX_LINE_BYTES`] are kept in memory however long the line is, so a client that
/// never sends a line break cannot make the engine grow without limit.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut saw_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if chunk.is_empty() {
            break;
        }
        saw_any = true;
        let (used, ended) = gather_line(chunk, &mut bytes, &mut too_long, MAX_LINE_BYTES);
        input.consume(used);
        if ended {
            break;
        }
    }
    if !saw_any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    Ok(Some(Line::Text(
        String::from_utf8_lossy(&bytes).into_owned(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Cursor};

    /// Reads every line through a tiny buffer, so lines straddle many `fill_buf` chunks.
    fn lines(input: &[u8]) -> Vec<Line> {
        let mut reader = BufReader::with_capacity(7, Cursor::new(input.to_vec()));
        std::iter::from_fn(|| read_line(&mut reader).expect("in-memory read")).collect()
    }

    fn text(s: &str) -> Line {
        Line::Text(s.to_string())
    }

    #[test]
    fn splits_on_line_feeds_and_keeps_a_last_unterminated_line() {
        assert_eq!(
            lines(b"newgame\n\nposition\r\nlegal"),
            [text("newgame"), text(""), text("position\r"), text("legal")]
        );
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn replaces_invalid_utf8() {
        assert_eq!(lines(b"play \xff\n"), [text("play \u{fffd}")]);
    }

    #[test]
    fn drops_overlong_lines_whole_and_carries_on() {
        let mut input = vec![b'x'; MAX_LINE_BYTES];
        input.push(b'\n');
        input.extend(std::iter::repeat_n(b'y', MAX_LINE_BYTES + 1));
        input.extend_from_slice(b"\nstatus\n");
        let read = lines(&input);
        assert_eq!(read.len(), 3);
        assert_eq!(read[0], text(&"x".repeat(MAX_LINE_BYTES)));
        assert_eq!(read[1..], [Line::TooLong, text("status")]);
    }
}
