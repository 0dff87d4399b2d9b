//! A class on a test server: the teacher's roster calls and a child signing in over TCP.

use std::net::SocketAddr;

use super::http::{origin, request, Answer, Signed};
use super::Wire;

/// A class of three in two groups, with known codes.
pub const CLASS_CSV: &str =
    "name,group,code\nSeán O'Brien,Blue,427\nЉубица Петровска,Црвена,111\nAma,Blue,999\n";

/// A teacher's POST with the session's cookie, the page's origin and the CSRF token.
pub fn post(address: SocketAddr, signed: &Signed, path: &str, body: &str) -> Answer {
    let origin = origin(address);
    request(
        address,
        "POST",
        path,
        &[
            ("Cookie", signed.cookie.as_str()),
            ("Origin", origin.as_str()),
            ("X-CSRF-Token", signed.csrf.as_str()),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ],
        body,
    )
}

pub fn get(address: SocketAddr, signed: &Signed, path: &str) -> Answer {
    request(
        address,
        "GET",
        path,
        &[("Cookie", signed.cookie.as_str())],
        "",
    )
}

pub fn import(address: SocketAddr, signed: &Signed, csv: &str) -> Answer {
    post(address, signed, "/teacher/api/roster/import", csv)
}

/// The number the roster gave the child of this name, from `GET /roster`.
pub fn child_id(address: SocketAddr, signed: &Signed, name: &str) -> u32 {
    let roster = get(address, signed, "/teacher/api/roster").body;
    let key = format!("\"name\":\"{name}\"");
    let at = roster
        .find(&key)
        .unwrap_or_else(|| panic!("{name} in {roster}"));
    let head = &roster[..at];
    let id_at = head.rfind("{\"id\":").expect("the child's id") + 6;
    head[id_at..]
        .split(',')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("a number")
}

/// A child signed in over TCP with their pictures (`"9 9 9"`).
pub fn signed_in_child(address: SocketAddr, id: u32, code: &str) -> Wire {
    let mut wire = Wire::connect(address);
    let answer = wire.ask(&format!("sign-in {id} {code}"));
    assert!(answer.starts_with("= signed-in "), "{answer}");
    wire
}
