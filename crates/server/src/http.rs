//! HTTP on the server's port, for browsers: the page's own files (GET and HEAD, nothing
//! else), and `/ws`, the room protocol over a WebSocket from the page's own origin. Every
//! answer carries a content security policy and forbids sniffing; no file outside the page
//! exists for a request to reach. `/teacher` is the teacher's page, a file of the page like the
//! others; `/teacher/api/…` its JSON API (`crate::teacher`), the only requests with a body.

use std::borrow::Cow;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;

use crate::hub::Hub;
use crate::sniff::Prefixed;
use crate::teacher::{self, ApiRequest, Teacher};
use crate::web::{self, WebFile};
use crate::ws;

/// The longest request head read: far more than a browser sends for a page.
const MAX_HEAD: usize = 8 * 1024;
const MAX_HEADERS: usize = 48;
/// How long a browser may take to send a request, and keep an idle connection open.
const HEAD_TIME: Duration = Duration::from_secs(15);
/// Requests on one connection before it is closed, so that no browser holds one for good.
const MAX_REQUESTS: usize = 200;
/// The longest body the teacher's API reads: a class's CSV of names and groups.
const MAX_BODY: usize = 72 * 1024;

/// What every answer says about the page: only its own scripts, styles, fonts and socket;
/// no framing by another site; no guessing of types; no address given away when leaving.
const SECURITY_HEADERS: &str = "Content-Security-Policy: default-src 'none'; script-src 'self'; \
style-src 'self'; font-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
form-action 'none'; frame-ancestors 'none'\r\n\
X-Content-Type-Options: nosniff\r\n\
Referrer-Policy: no-referrer\r\n\
X-Frame-Options: DENY\r\n\
Cross-Origin-Opener-Policy: same-origin\r\n\
Cross-Origin-Resource-Policy: same-origin\r\n";

/// What a server built without its page serves instead of a blank page.
const NO_PAGE: &str =
    "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>oware-server</title>\
<p>This oware-server was built without its web page. On the machine that builds it, run \
<code>npm ci --prefix web</code> (Node.js is needed), then build the server again.</p></html>";

/// A request head as far as this server cares.
struct Head {
    method: String,
    target: String,
    /// HTTP/1.0 closes after one answer unless asked otherwise.
    version_minor: u8,
    headers: Vec<(String, String)>,
}

impl Head {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    fn has_token(&self, name: &str, token: &str) -> bool {
        self.header(name).is_some_and(|value| {
            value
                .split(',')
                .any(|part| part.trim().eq_ignore_ascii_case(token))
        })
    }

    fn keeps_alive(&self) -> bool {
        if self.has_token("connection", "close") {
            return false;
        }
        self.version_minor >= 1 || self.has_token("connection", "keep-alive")
    }
}

enum Read {
    Head(Head, Vec<u8>),
    /// Too long, malformed, or not HTTP/1: answered with this status, then closed.
    Bad(u16),
    Closed,
}

/// Serves one browser connection: files until it closes, or its upgrade to a WebSocket.
pub async fn serve<S>(hub: Arc<Hub>, teacher: Arc<Teacher>, peer: IpAddr, stream: S)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let mut stream = stream;
    let mut buffer = Vec::new();
    for _ in 0..MAX_REQUESTS {
        let read = match tokio::time::timeout(HEAD_TIME, read_head(&mut stream, &mut buffer)).await
        {
            Ok(read) => read,
            Err(_) => return,
        };
        let (head, rest) = match read {
            Read::Head(head, rest) => (head, rest),
            Read::Bad(status) => {
                let _ = respond(&mut stream, status, &[], "", None, false).await;
                return;
            }
            Read::Closed => return,
        };
        buffer = rest;
        let path = head.target.split('?').next().unwrap_or("").to_string();
        if path == "/ws" && head.method == "GET" {
            upgrade(hub, stream, head, buffer, peer).await;
            return;
        }
        let keep = head.keeps_alive();
        let child_route = path == crate::roster::cookie::ROUTE;
        if child_route || path.starts_with("/teacher/api") {
            let route = path.strip_prefix("/teacher/api").unwrap_or(&path);
            let Some(body) = read_body(&mut stream, &head, &mut buffer).await else {
                let _ = respond(&mut stream, 413, &[], "", None, false).await;
                return;
            };
            let request = ApiRequest {
                method: &head.method,
                route,
                query: head.target.split_once('?').map_or("", |(_, query)| query),
                cookies: head.header("cookie"),
                csrf: head.header(teacher::CSRF_HEADER),
                same_origin: same_origin(&head),
                peer,
                body: &body,
            };
            let reply = if child_route {
                crate::roster::cookie::answer(&hub, &request)
            } else {
                teacher::answer(&teacher, &hub, request).await
            };
            let extra = format!("Cache-Control: no-store\r\n{}", reply.headers);
            let body = Body {
                bytes: Cow::Owned(reply.body),
                content_type: reply.content_type,
                gzipped: false,
            };
            let sent = respond(
                &mut stream,
                reply.status,
                extra.as_bytes(),
                "",
                Some((body, true)),
                keep,
            )
            .await
            .is_ok();
            if !sent || !keep {
                return;
            }
            continue;
        }
        if !answer(&mut stream, &head, &path, keep).await || !keep {
            return;
        }
    }
}

/// The request's body (`Content-Length` bytes, at most [`MAX_BODY`]); what follows it stays
/// in `buffer`. `None` for a body too long, chunked, or cut short.
async fn read_body<S: AsyncRead + Unpin>(
    stream: &mut S,
    head: &Head,
    buffer: &mut Vec<u8>,
) -> Option<Vec<u8>> {
    if head.header("transfer-encoding").is_some() {
        return None;
    }
    let length = match head.header("content-length") {
        Some(length) => length.trim().parse::<usize>().ok()?,
        None => 0,
    };
    if length > MAX_BODY {
        return None;
    }
    let mut chunk = [0u8; 1024];
    while buffer.len() < length {
        match tokio::time::timeout(HEAD_TIME, stream.read(&mut chunk)).await {
            Ok(Ok(read)) if read > 0 => buffer.extend_from_slice(&chunk[..read]),
            _ => return None,
        }
    }
    let rest = buffer.split_off(length);
    Some(std::mem::replace(buffer, rest))
}

/// Reads up to the blank line that ends a head; bytes after it are kept for what follows.
async fn read_head<S: AsyncRead + Unpin>(stream: &mut S, buffer: &mut Vec<u8>) -> Read {
    let mut chunk = [0u8; 2048];
    loop {
        if let Some(end) = find_end(buffer) {
            let rest = buffer.split_off(end);
            return parse_head(buffer).map_or(Read::Bad(400), |head| Read::Head(head, rest));
        }
        if buffer.len() > MAX_HEAD {
            return Read::Bad(431);
        }
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return Read::Closed,
            Ok(read) => buffer.extend_from_slice(&chunk[..read]),
        }
    }
}

fn find_end(buffer: &[u8]) -> Option<usize> {
    buffer
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .map(|at| at + 4)
}

fn parse_head(bytes: &[u8]) -> Option<Head> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    match request.parse(bytes) {
        Ok(httparse::Status::Complete(_)) => {}
        _ => return None,
    }
    let headers = request
        .headers
        .iter()
        .map(|header| {
            let value = std::str::from_utf8(header.value).ok()?;
            Some((header.name.to_string(), value.to_string()))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Head {
        method: request.method?.to_string(),
        target: request.path?.to_string(),
        version_minor: request.version?,
        headers,
    })
}

/// Answers a request for a file; false when the connection broke.
async fn answer<S: AsyncWrite + Unpin>(
    stream: &mut S,
    head: &Head,
    path: &str,
    keep: bool,
) -> bool {
    let get = head.method == "GET";
    if !get && head.method != "HEAD" {
        return respond(stream, 405, b"Allow: GET, HEAD\r\n", "", None, false)
            .await
            .is_ok();
    }
    // A body on GET or HEAD would have to be read and thrown away; nobody sends one.
    let has_body = head.header("transfer-encoding").is_some()
        || head
            .header("content-length")
            .is_some_and(|length| length.trim() != "0");
    if has_body || !head.target.starts_with('/') {
        return respond(stream, 400, &[], "", None, false).await.is_ok();
    }
    if !web::has_page() {
        let body = Body {
            bytes: Cow::Borrowed(NO_PAGE.as_bytes()),
            content_type: "text/html; charset=utf-8",
            gzipped: false,
        };
        return respond(stream, 503, &[], "", Some((body, get)), keep)
            .await
            .is_ok();
    }
    let Some(file) = web::find(path) else {
        return respond(stream, 404, &[], "", None, keep).await.is_ok();
    };
    let tag = web::etag(file);
    let mut extra = format!("ETag: {tag}\r\nCache-Control: no-cache\r\nVary: Accept-Encoding\r\n");
    if head.header("if-none-match") == Some(tag) {
        return respond(stream, 304, extra.as_bytes(), "", None, keep)
            .await
            .is_ok();
    }
    let gzip = accepts_gzip(head);
    let body = body_of(file, gzip);
    if body.gzipped {
        extra.push_str("Content-Encoding: gzip\r\n");
    }
    respond(stream, 200, extra.as_bytes(), "", Some((body, get)), keep)
        .await
        .is_ok()
}

struct Body {
    bytes: Cow<'static, [u8]>,
    content_type: &'static str,
    gzipped: bool,
}

fn body_of(file: &'static WebFile, gzip: bool) -> Body {
    let content_type = web::content_type(file.path);
    match file.gzipped {
        Some(bytes) if gzip => Body {
            bytes: Cow::Borrowed(bytes),
            content_type,
            gzipped: true,
        },
        _ => Body {
            bytes: Cow::Borrowed(file.bytes),
            content_type,
            gzipped: false,
        },
    }
}

fn accepts_gzip(head: &Head) -> bool {
    head.header("accept-encoding").is_some_and(|value| {
        value.split(',').any(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let refused = pieces.any(|piece| piece.trim().replace(' ', "") == "q=0");
            name.eq_ignore_ascii_case("gzip") && !refused
        })
    })
}

fn reason(status: u16) -> &'static str {
    match status {
        101 => "Switching Protocols",
        200 => "OK",
        304 => "Not Modified",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Content Too Large",
        426 => "Upgrade Required",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "Error",
    }
}

/// Writes one answer: the status, the security headers, `extra`, and the body if any (only
/// its length for HEAD: the second element says whether to send it).
async fn respond<S: AsyncWrite + Unpin>(
    stream: &mut S,
    status: u16,
    extra: &[u8],
    upgrade: &str,
    body: Option<(Body, bool)>,
    keep: bool,
) -> std::io::Result<()> {
    let mut head = format!("HTTP/1.1 {status} {}\r\n{SECURITY_HEADERS}", reason(status));
    head.push_str(upgrade);
    let sent: &[u8] = match &body {
        Some((body, send)) => {
            head.push_str(&format!(
                "Content-Type: {}\r\nContent-Length: {}\r\n",
                body.content_type,
                body.bytes.len()
            ));
            if *send {
                &body.bytes
            } else {
                &[]
            }
        }
        None if status == 304 || status == 101 => &[],
        None => {
            head.push_str("Content-Length: 0\r\n");
            &[]
        }
    };
    if status != 101 {
        head.push_str(if keep {
            "Connection: keep-alive\r\n"
        } else {
            "Connection: close\r\n"
        });
    }
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(extra);
    bytes.extend_from_slice(b"\r\n");
    bytes.extend_from_slice(sent);
    stream.write_all(&bytes).await?;
    stream.flush().await
}

/// `/ws`: checks the handshake and the origin, then hands the socket to the room protocol.
async fn upgrade<S>(hub: Arc<Hub>, mut stream: S, head: Head, rest: Vec<u8>, peer: IpAddr)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    if !head.has_token("upgrade", "websocket") || !head.has_token("connection", "upgrade") {
        let _ = respond(&mut stream, 400, &[], "", None, false).await;
        return;
    }
    if head.header("sec-websocket-version").map(str::trim) != Some("13") {
        let _ = respond(
            &mut stream,
            426,
            b"Sec-WebSocket-Version: 13\r\n",
            "",
            None,
            false,
        )
        .await;
        return;
    }
    let Some(key) = head.header("sec-websocket-key").map(str::trim) else {
        let _ = respond(&mut stream, 400, &[], "", None, false).await;
        return;
    };
    if !same_origin(&head) {
        let _ = respond(&mut stream, 403, &[], "", None, false).await;
        return;
    }
    let accept = format!(
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: {}\r\n",
        derive_accept_key(key.as_bytes())
    );
    if respond(&mut stream, 101, &[], &accept, None, false)
        .await
        .is_err()
    {
        return;
    }
    let origin = crate::connection::Origin {
        address: peer,
        cookie: crate::roster::cookie::token(head.header("cookie")),
    };
    ws::serve(hub, Prefixed::new(rest, stream), origin).await;
}

/// A browser sends its page's origin with a WebSocket; only this server's own page may
/// open one (another site's page in the child's browser may not play for the child). A
/// program that is not a browser sends none, as over TCP.
fn same_origin(head: &Head) -> bool {
    let Some(origin) = head.header("origin") else {
        return true;
    };
    let Some(host) = head.header("host") else {
        return false;
    };
    let origin = origin.trim();
    ["http://", "https://"].iter().any(|scheme| {
        origin
            .strip_prefix(scheme)
            .is_some_and(|rest| rest.eq_ignore_ascii_case(host.trim()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(lines: &str) -> Head {
        parse_head(format!("{lines}\r\n\r\n").as_bytes()).expect("a request head")
    }

    #[test]
    fn only_the_page_s_own_origin_may_open_a_socket() {
        let own =
            head("GET /ws HTTP/1.1\r\nHost: 192.168.1.10:7464\r\nOrigin: http://192.168.1.10:7464");
        assert!(same_origin(&own));
        let other =
            head("GET /ws HTTP/1.1\r\nHost: 192.168.1.10:7464\r\nOrigin: http://evil.example");
        assert!(!same_origin(&other));
        let port =
            head("GET /ws HTTP/1.1\r\nHost: 192.168.1.10:7464\r\nOrigin: http://192.168.1.10:8080");
        assert!(!same_origin(&port));
        let null = head("GET /ws HTTP/1.1\r\nHost: a:1\r\nOrigin: null");
        assert!(!same_origin(&null));
        let program = head("GET /ws HTTP/1.1\r\nHost: a:1");
        assert!(same_origin(&program));
    }

    #[test]
    fn gzip_is_sent_only_to_those_who_take_it() {
        assert!(accepts_gzip(&head(
            "GET / HTTP/1.1\r\nAccept-Encoding: gzip, deflate, br"
        )));
        assert!(!accepts_gzip(&head(
            "GET / HTTP/1.1\r\nAccept-Encoding: br"
        )));
        assert!(!accepts_gzip(&head(
            "GET / HTTP/1.1\r\nAccept-Encoding: gzip;q=0"
        )));
        assert!(!accepts_gzip(&head("GET / HTTP/1.1")));
    }

    #[test]
    fn connections_stay_open_as_http_says() {
        assert!(head("GET / HTTP/1.1").keeps_alive());
        assert!(!head("GET / HTTP/1.1\r\nConnection: close").keeps_alive());
        assert!(!head("GET / HTTP/1.0").keeps_alive());
        assert!(head("GET / HTTP/1.0\r\nConnection: keep-alive").keeps_alive());
    }
}
