//! A session the teacher ends (everyone signed out, a new code, a child deleted) ends on the
//! child's open connections at once: each is told `! session-ended <why>` without asking,
//! and what it asks next counts for nobody. Another child's connection plays on.

mod support;

use std::net::SocketAddr;
use std::time::Duration;

use support::class::{child_id, import, post, signed_in_child, CLASS_CSV};
use support::http::{signed_in, teacher_server, Signed};
use support::{room_of, Wire};

/// Long enough for a line already on its way to arrive.
const QUIET: Duration = Duration::from_millis(300);

/// Ama and Seán, signed in on a class server.
fn class(address: SocketAddr, teacher: &Signed) -> ((u32, Wire), (u32, Wire)) {
    assert_eq!(import(address, teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, teacher, "Ama");
    let seán = child_id(address, teacher, "Seán O'Brien");
    (
        (ama, signed_in_child(address, ama, "9 9 9")),
        (seán, signed_in_child(address, seán, "4 2 7")),
    )
}

/// The connection was told, and speaks for nobody now: its work is refused until a child
/// signs in again.
fn ended(wire: &mut Wire, why: &str) {
    assert_eq!(wire.recv(), format!("! session-ended {why}"));
    assert_eq!(wire.ask("progress"), "? say hello <name> first");
    assert_eq!(wire.ask("lesson oware 1"), "? say hello <name> first");
}

/// Still signed in: nothing was said, and its own progress answers.
fn still_signed_in(wire: &mut Wire) {
    assert!(wire.silent_for(QUIET), "nothing was said to this child");
    assert_eq!(wire.answer("progress"), "= progress 4");
}

#[test]
fn sign_everyone_out_tells_each_open_connection_at_once() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let ((ama, mut ama_wire), (_, mut seán_wire)) = class(address, &teacher);
    let mut guest = Wire::greeted(address, "Kwame");

    let out = post(
        address,
        &teacher,
        "/teacher/api/roster/sign-everyone-out",
        "",
    );
    assert_eq!(out.status, 200, "{}", out.body);
    ended(&mut ama_wire, "everyone");
    ended(&mut seán_wire, "everyone");
    // Positive control: a guest had no session to end, and plays on.
    assert!(guest.silent_for(QUIET));
    assert_eq!(guest.ask("lesson oware 1"), "= lesson");
    // The connection that was told signs in again, and is someone again.
    let again = ama_wire.ask(&format!("sign-in {ama} 9 9 9"));
    assert!(again.starts_with(&format!("= signed-in {ama} ")), "{again}");
    assert_eq!(ama_wire.answer("progress"), "= progress 4");
}

#[test]
fn a_new_code_ends_that_child_s_connections_and_only_theirs() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let ((ama, mut ama_wire), (_, mut seán_wire)) = class(address, &teacher);
    // Ama on a second device, seated in a room with Seán.
    let mut ama_tablet = signed_in_child(address, ama, "9 9 9");
    let (code, _) = room_of(&ama_tablet.ask("create oware"));
    let joined = seán_wire.ask(&format!("join {code}"));
    assert!(joined.starts_with("= joined "), "{joined}");
    assert_eq!(seán_wire.recv(), "! opponent Ama");
    assert_eq!(ama_tablet.recv(), "! opponent Seán_OBrien");

    let reset = post(
        address,
        &teacher,
        &format!("/teacher/api/roster/children/{ama}/code"),
        "code=258",
    );
    assert_eq!(reset.status, 200, "{}", reset.body);
    ended(&mut ama_wire, "new-code");
    ended(&mut ama_tablet, "new-code");
    // Her seat is hers no more on that connection: no move can be made from it.
    assert_eq!(ama_tablet.ask("play a"), "? say hello <name> first");
    still_signed_in(&mut seán_wire);
    // The new pictures sign her in again.
    let again = ama_wire.ask(&format!("sign-in {ama} 2 5 8"));
    assert!(again.starts_with(&format!("= signed-in {ama} ")), "{again}");
}

#[test]
fn a_deleted_child_s_connection_is_told_and_another_child_plays_on() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let ((_, mut ama_wire), (seán, mut seán_wire)) = class(address, &teacher);

    let deleted = post(
        address,
        &teacher,
        &format!("/teacher/api/roster/children/{seán}/delete"),
        "",
    );
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    ended(&mut seán_wire, "deleted");
    still_signed_in(&mut ama_wire);
    assert_eq!(
        seán_wire.ask(&format!("sign-in {seán} 4 2 7")),
        "? no such child in the class"
    );
}

#[test]
fn a_child_who_signed_out_is_not_told_again() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let ((_, mut ama_wire), (_, mut seán_wire)) = class(address, &teacher);
    assert_eq!(ama_wire.ask("sign-out"), "= signed-out");
    let out = post(
        address,
        &teacher,
        "/teacher/api/roster/sign-everyone-out",
        "",
    );
    assert_eq!(out.status, 200, "{}", out.body);
    assert!(
        ama_wire.silent_for(QUIET),
        "her connection speaks for nobody"
    );
    // Positive control: Seán, still signed in, was told.
    assert_eq!(seán_wire.recv(), "! session-ended everyone");
}
