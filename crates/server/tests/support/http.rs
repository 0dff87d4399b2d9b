//! The teacher's API over real HTTP, for the tests that speak to it: one request a
//! connection, and a signed-in session's cookie and CSRF token.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use super::READ_LIMIT;

/// The teacher code the tests' servers are started with.
pub const CODE: &str = "TEACH-2345";

/// A server on `data` whose teacher code is [`CODE`].
pub fn teacher_server(data: &std::path::Path) -> oware_server::ServerHandle {
    super::start_with(
        data,
        oware_server::ServerOptions {
            teacher_code: Some(CODE.into()),
            ..oware_server::ServerOptions::default()
        },
    )
}

pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// One request on its own connection (`Connection: close`), read to its end.
pub fn request(
    address: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream.set_read_timeout(Some(READ_LIMIT)).expect("timeout");
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.push_str(body);
    stream.write_all(head.as_bytes()).expect("write");
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).expect("read the answer");
    let text = String::from_utf8(bytes).expect("utf-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|status| status.parse().ok())
        .expect("a status");
    let headers = lines
        .filter_map(|line| line.split_once(": "))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}

pub struct Signed {
    pub cookie: String,
    pub csrf: String,
}

pub fn origin(address: SocketAddr) -> String {
    format!("http://{address}")
}

pub fn sign_in(address: SocketAddr, code: &str) -> Answer {
    let origin = origin(address);
    request(
        address,
        "POST",
        "/teacher/api/session",
        &[("Origin", &origin)],
        code,
    )
}

pub fn signed_in(address: SocketAddr) -> Signed {
    let answer = sign_in(address, CODE);
    assert_eq!(answer.status, 200, "{}", answer.body);
    let set = answer.header("Set-Cookie").expect("a cookie").to_string();
    assert!(set.contains("HttpOnly"), "{set}");
    assert!(set.contains("SameSite=Strict"), "{set}");
    let cookie = set.split(';').next().expect("name=value").to_string();
    let csrf = answer
        .body
        .strip_prefix("{\"csrf\":\"")
        .and_then(|rest| rest.strip_suffix("\"}"))
        .expect("the CSRF token")
        .to_string();
    Signed { cookie, csrf }
}
