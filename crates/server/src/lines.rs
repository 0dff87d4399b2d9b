//! Reads a connection's lines with a hard limit on their length, so that no client can make
//! the server hold more than one short line for it however it behaves.

use std::io;

use oware_protocol::{gather_line, MAX_LINE_BYTES};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

/// One line as received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// The line's text without its `\n`; a `\r` before it is left for the parser to drop.
    Text(String),
    /// More than [`MAX_LINE_BYTES`] with its line break; the whole line was read and dropped.
    TooLong,
    NotUtf8,
}

/// Reads the next line; `None` once the peer has closed (a last line without a line break
/// is dropped: the client went away in the middle of it).
pub async fn read_line<R: AsyncBufRead + Unpin>(
    input: &mut R,
    bytes: &mut Vec<u8>,
) -> io::Result<Option<Incoming>> {
    bytes.clear();
    let mut too_long = false;
    loop {
        let chunk = input.fill_buf().await?;
        if chunk.is_empty() {
            return Ok(None);
        }
        // The line break counts towards the limit, so the text may have one byte less.
        let (used, ended) = gather_line(chunk, bytes, &mut too_long, MAX_LINE_BYTES - 1);
        input.consume(used);
        if ended {
            break;
        }
    }
    if too_long {
        return Ok(Some(Incoming::TooLong));
    }
    Ok(Some(match std::str::from_utf8(bytes) {
        Ok(text) => Incoming::Text(text.to_string()),
        Err(_) => Incoming::NotUtf8,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::BufReader;

    async fn lines(input: Vec<u8>) -> Vec<Incoming> {
        // A tiny buffer, so that lines straddle many reads.
        let mut reader = BufReader::with_capacity(5, input.as_slice());
        let mut bytes = Vec::new();
        let mut read = Vec::new();
        while let Some(line) = read_line(&mut reader, &mut bytes).await.expect("in memory") {
            read.push(line);
        }
        read
    }

    fn text(s: &str) -> Incoming {
        Incoming::Text(s.to_string())
    }

    #[tokio::test]
    async fn lines_end_at_line_feeds_and_a_broken_last_line_is_dropped() {
        assert_eq!(
            lines(b"hello Zo\xc3\xa9\n\nlegal\r\nplay".to_vec()).await,
            [text("hello Zoé"), text(""), text("legal\r")]
        );
        assert_eq!(lines(b"a\xff\n".to_vec()).await, [Incoming::NotUtf8]);
    }

    #[tokio::test]
    async fn the_limit_counts_the_line_break() {
        let mut input = vec![b'x'; MAX_LINE_BYTES - 1];
        input.push(b'\n');
        input.extend(vec![b'y'; MAX_LINE_BYTES]);
        input.extend_from_slice(b"\nstatus\n");
        let read = lines(input).await;
        assert_eq!(read[0], text(&"x".repeat(MAX_LINE_BYTES - 1)));
        assert_eq!(read[1..], [Incoming::TooLong, text("status")]);
    }
}
