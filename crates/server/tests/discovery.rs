//! Rooms announced and found on the local network. The tests keep to the loopback interface:
//! nothing they send leaves the machine.

use std::time::Duration;

use oware_rules::GameKind;
use oware_server::{announce_in, browse_in, Random, RoomAd, RoomCode, Scope};

/// A browse hears an announced room with its code, game and name (multicast on the loopback
/// interface works on the machines this project runs on).
#[test]
fn a_browse_hears_an_announced_room() {
    let code = RoomCode::random().expect("random source");
    let ad = RoomAd {
        code,
        game: GameKind::Congkak,
        host_name: "Zoé".into(),
        port: 7464,
    };
    let _announcement = announce_in(&ad, Scope::Loopback).expect("announced");
    let rooms = browse_in(Duration::from_secs(2), Scope::Loopback).expect("browsed");
    let room = rooms
        .iter()
        .find(|room| room.code == code)
        .unwrap_or_else(|| panic!("{code} not among {rooms:?}"));
    assert_eq!(
        (room.game, room.host_name.as_str(), room.port),
        (GameKind::Congkak, "Zoé", 7464)
    );
    assert!(!room.addresses.is_empty());
}

/// Whatever the network, discovery answers with a value: a list or an error, never a panic.
#[test]
fn discovery_fails_softly() {
    let ad = RoomAd {
        code: RoomCode::random().expect("random source"),
        game: GameKind::Oware,
        host_name: "Ama".into(),
        port: 7464,
    };
    match announce_in(&ad, Scope::Loopback) {
        Ok(announcement) => drop(announcement),
        Err(error) => assert!(error.to_string().starts_with("local network discovery")),
    }
    match browse_in(Duration::from_millis(200), Scope::Loopback) {
        Ok(rooms) => assert!(rooms.iter().all(|room| room.port > 0)),
        Err(error) => assert!(error.to_string().starts_with("local network discovery")),
    }
}
