use std::io::{self, BufRead};

use oware_protocol::read_raw_line;

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

/// Reads the next line, or `None` at the end of the input.
///
/// At most [`MAX_LINE_BYTES`] are kept in memory however long the line is, so a client that
/// never sends a line break cannot make the engine grow without limit. A last line without
/// a line break is still a command.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    Ok(read_raw_line(input, MAX_LINE_BYTES)?.map(|line| {
        if line.too_long {
            Line::TooLong
        } else {
            Line::Text(String::from_utf8_lossy(&line.bytes).into_owned())
        }
    }))
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
