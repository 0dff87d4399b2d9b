//! Lines of bounded length, so that no peer can make a reader hold more than one short line
//! however it behaves. [`gather_line`] is the one rule every reader follows (the engine's and
//! the room client's blocking readers through [`read_raw_line`], the room server's
//! asynchronous one directly); what each does with a line too long or not UTF-8 is its own.

use std::io::{self, BufRead};

/// Adds what `chunk` holds of the current line to `bytes`, keeping at most `limit` bytes of
/// the line: a longer one is dropped as it arrives, and `too_long` says so. Returns how many
/// bytes of `chunk` belong to the line (its `\n` included) and whether the line ended in it.
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

/// One line as a blocking reader got it, not yet decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawLine {
    /// The line without its `\n`; empty when it was too long.
    pub bytes: Vec<u8>,
    /// The line had more than the limit; all of it was read and dropped.
    pub too_long: bool,
    /// False for a last line the input ended in the middle of (no `\n`).
    pub ended: bool,
}

/// Reads the next line of at most `limit` bytes (its `\n` apart), or `None` at the end of
/// the input. A longer line is read to its end and dropped, so the next call starts on the
/// next line.
pub fn read_raw_line(input: &mut impl BufRead, limit: usize) -> io::Result<Option<RawLine>> {
    let mut line = RawLine {
        bytes: Vec::new(),
        too_long: false,
        ended: false,
    };
    let mut saw_any = false;
    while !line.ended {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if chunk.is_empty() {
            break;
        }
        saw_any = true;
        let (used, ended) = gather_line(chunk, &mut line.bytes, &mut line.too_long, limit);
        input.consume(used);
        line.ended = ended;
    }
    Ok(saw_any.then_some(line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Cursor};

    /// Reads every line through a tiny buffer, so lines straddle many `fill_buf` chunks.
    fn lines(input: &[u8], limit: usize) -> Vec<RawLine> {
        let mut reader = BufReader::with_capacity(7, Cursor::new(input.to_vec()));
        std::iter::from_fn(|| read_raw_line(&mut reader, limit).expect("in-memory read")).collect()
    }

    fn line(bytes: &[u8], too_long: bool, ended: bool) -> RawLine {
        RawLine {
            bytes: bytes.to_vec(),
            too_long,
            ended,
        }
    }

    #[test]
    fn lines_end_at_line_feeds_and_the_last_may_be_cut() {
        assert_eq!(
            lines(b"newgame\n\nposition\r\nleg", 100),
            [
                line(b"newgame", false, true),
                line(b"", false, true),
                line(b"position\r", false, true),
                line(b"leg", false, false),
            ]
        );
        assert!(lines(b"", 100).is_empty());
    }

    #[test]
    fn a_line_over_the_limit_is_dropped_whole_and_the_next_is_read() {
        let mut input = vec![b'x'; 20];
        input.push(b'\n');
        input.extend([b'y'; 21]);
        input.extend_from_slice(b"\nstatus\n");
        assert_eq!(
            lines(&input, 20),
            [
                line(&[b'x'; 20], false, true),
                line(b"", true, true),
                line(b"status", false, true),
            ]
        );
    }
}
