//! One port for both kinds of client: a program speaking the room protocol starts with
//! `hello`, a browser with an HTTP request line (`GET / HTTP/1.1`). The first bytes tell
//! which, and are handed on with the stream so that nothing read is lost.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};

/// The methods an HTTP request can start with. None is a word of the room protocol, where
/// a first line other than `hello …` is refused anyway.
const METHODS: [&[u8]; 9] = [
    b"GET ",
    b"HEAD ",
    b"POST ",
    b"PUT ",
    b"DELETE ",
    b"OPTIONS ",
    b"PATCH ",
    b"CONNECT ",
    b"TRACE ",
];

/// The longest method with its space: enough bytes to tell.
const LONGEST: usize = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Http,
    Lines,
}

/// A stream with some bytes already read from it, given back first.
pub struct Prefixed<S> {
    prefix: Vec<u8>,
    at: usize,
    inner: S,
}

impl<S> Prefixed<S> {
    pub fn new(prefix: Vec<u8>, inner: S) -> Prefixed<S> {
        Prefixed {
            prefix,
            at: 0,
            inner,
        }
    }
}

/// Reads until the first bytes tell the kind of client: an HTTP method, or anything else
/// (a line break, a byte no method has, or the peer closing). Waits as long as the peer
/// sends nothing, as the line protocol always did.
pub async fn sniff<S: AsyncRead + Unpin>(mut stream: S) -> io::Result<(Kind, Prefixed<S>)> {
    let mut first = Vec::with_capacity(LONGEST);
    let mut byte = [0u8; LONGEST];
    loop {
        let wanted = LONGEST - first.len();
        let read = stream.read(&mut byte[..wanted]).await?;
        first.extend_from_slice(&byte[..read]);
        let kind = kind_of(&first, read == 0);
        if let Some(kind) = kind {
            return Ok((kind, Prefixed::new(first, stream)));
        }
    }
}

/// The kind, once the bytes say it; `None` while they could still start a method.
fn kind_of(first: &[u8], closed: bool) -> Option<Kind> {
    if METHODS.iter().any(|method| first.starts_with(method)) {
        return Some(Kind::Http);
    }
    let could_be = METHODS
        .iter()
        .any(|method| method.starts_with(first) && first.len() < method.len());
    if could_be && !closed {
        None
    } else {
        Some(Kind::Lines)
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffer: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if this.at < this.prefix.len() {
            let rest = &this.prefix[this.at..];
            let taken = rest.len().min(buffer.remaining());
            buffer.put_slice(&rest[..taken]);
            this.at += taken;
            if this.at == this.prefix.len() {
                this.prefix = Vec::new();
                this.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(context, buffer)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(context, bytes)
    }

    fn poll_flush(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(context)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(context)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncReadExt;

    async fn sniffed(bytes: &[u8]) -> (Kind, Vec<u8>) {
        let (kind, mut stream) = sniff(bytes).await.expect("in memory");
        let mut all = Vec::new();
        stream.read_to_end(&mut all).await.expect("in memory");
        (kind, all)
    }

    #[tokio::test]
    async fn http_requests_and_protocol_lines_are_told_apart_and_nothing_is_lost() {
        for (bytes, kind) in [
            (&b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"[..], Kind::Http),
            (b"HEAD /app.js HTTP/1.1\r\n\r\n", Kind::Http),
            (b"hello Ama\nplay A\n", Kind::Lines),
            (b"GE\n", Kind::Lines),
            (b"GET", Kind::Lines),
            (b"", Kind::Lines),
            (b"get / HTTP/1.1\r\n", Kind::Lines),
        ] {
            assert_eq!(sniffed(bytes).await, (kind, bytes.to_vec()), "{bytes:?}");
        }
    }
}
