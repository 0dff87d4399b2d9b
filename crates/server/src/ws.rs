//! The room protocol over a WebSocket: each text message from the browser is one line, each
//! line of the server one text message. The messages are turned into the very bytes a TCP
//! client would send and handed to the same connection code, so every limit of the line
//! protocol (line length, guesses, a reader too slow) holds here too, and every answer is
//! the same.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use crate::connection;
use crate::hub::Hub;
use oware_protocol::MAX_LINE_BYTES;

/// The largest message read whole. A longer line is still refused with the protocol's own
/// words (it is over `MAX_LINE_BYTES`); past this the socket is closed.
const MAX_MESSAGE: usize = 64 * 1024;

/// Bytes in flight between the socket and the connection, each way.
const PIPE: usize = 64 * 1024;

pub async fn serve<S>(hub: Arc<Hub>, stream: S, origin: connection::Origin)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE))
        .max_frame_size(Some(MAX_MESSAGE));
    let socket = WebSocketStream::from_raw_socket(stream, Role::Server, Some(config)).await;
    let (mut to_browser, mut from_browser) = socket.split();
    let (ours, theirs) = tokio::io::duplex(PIPE);
    let (from_server, mut to_server) = tokio::io::split(theirs);
    let connection = tokio::spawn(connection::serve(hub, ours, origin));

    let inbound = async move {
        while let Some(Ok(message)) = from_browser.next().await {
            let bytes = match message {
                Message::Text(text) => text.as_bytes().to_vec(),
                // Read as the line protocol reads bytes: not UTF-8 text is refused as such.
                Message::Binary(bytes) => bytes.to_vec(),
                Message::Close(_) => break,
                Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => continue,
            };
            if to_server.write_all(&bytes).await.is_err()
                || to_server.write_all(b"\n").await.is_err()
            {
                break;
            }
        }
        // The browser is gone: the connection reads its end, as when a TCP peer closes.
        let _ = to_server.shutdown().await;
    };
    let outbound = async move {
        let mut lines = BufReader::new(from_server);
        let mut line = Vec::with_capacity(MAX_LINE_BYTES);
        loop {
            line.clear();
            match lines.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            if line.last() == Some(&b'\n') {
                line.pop();
            }
            let text = String::from_utf8_lossy(&line).into_owned();
            if to_browser.send(Message::text(text)).await.is_err() {
                break;
            }
        }
        let _ = to_browser.close().await;
    };
    tokio::join!(inbound, outbound);
    let _ = connection.await;
}
