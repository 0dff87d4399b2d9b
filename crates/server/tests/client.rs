//! `RoomClient` as the activity uses it: events on a channel, and a seat kept through a lost
//! connection and a server restart.

mod support;

use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use oware_rules::{GameKind, GameStatus, IllegalMove, Ruleset, Side};
use oware_server::{
    Answer, ClientEvent, ClientOptions, ConnectionState, Failure, Refusal, RoomClient, RoomCode,
    ServerEvent,
};
use support::start;

fn quick() -> ClientOptions {
    ClientOptions {
        retry_first: Duration::from_millis(20),
        retry_max: Duration::from_millis(200),
        ..ClientOptions::default()
    }
}

/// The first event `wanted` picks out, within the read limit; events before it are returned
/// too, for the assertions that need them.
fn wait_for<T>(
    events: &Receiver<ClientEvent>,
    mut wanted: impl FnMut(&ClientEvent) -> Option<T>,
) -> (T, Vec<ClientEvent>) {
    let until = Instant::now() + support::READ_LIMIT;
    let mut before = Vec::new();
    loop {
        let left = until
            .checked_duration_since(Instant::now())
            .unwrap_or_else(|| panic!("nothing wanted came; got {before:?}"));
        let event = events
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("nothing wanted came; got {before:?}"));
        if let Some(found) = wanted(&event) {
            return (found, before);
        }
        before.push(event);
    }
}

#[test]
fn a_client_plays_and_keeps_its_seat_through_a_server_restart() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();

    let (ama, ama_events) = RoomClient::connect(address, "Ama", quick()).expect("connects");
    ama.create(Ruleset::new(GameKind::Kalah, 3).expect("a ruleset"));
    let ((code, ama_token), _) = wait_for(&ama_events, |event| match event {
        ClientEvent::Answer(Answer::Room { code, token, side }) => {
            assert_eq!(*side, Side::South);
            Some((*code, *token))
        }
        _ => None,
    });

    let (kofi, kofi_events) = RoomClient::connect(address, "Kofi", quick()).expect("connects");
    kofi.join(&code.as_str().to_lowercase()).expect("a code");
    let (ruleset, _) = wait_for(&kofi_events, |event| match event {
        ClientEvent::Answer(Answer::Joined { ruleset, side, .. }) => {
            assert_eq!(*side, Side::North);
            Some(*ruleset)
        }
        _ => None,
    });
    assert_eq!(
        ruleset,
        Ruleset::new(GameKind::Kalah, 3).expect("a ruleset")
    );
    wait_for(&kofi_events, |event| {
        (event == &ClientEvent::Server(ServerEvent::Opponent("Ama".into()))).then_some(())
    });
    wait_for(&ama_events, |event| {
        (event == &ClientEvent::Server(ServerEvent::Opponent("Kofi".into()))).then_some(())
    });

    kofi.play('a');
    wait_for(&kofi_events, |event| match event {
        ClientEvent::Refused { reason, .. } => {
            assert_eq!(reason, "not your turn");
            Some(())
        }
        _ => None,
    });
    ama.play('B');
    wait_for(&ama_events, |event| {
        matches!(event, ClientEvent::Answer(Answer::Played { captured: 0 })).then_some(())
    });
    wait_for(&kofi_events, |event| {
        (event == &ClientEvent::Server(ServerEvent::Moved('B'))).then_some(())
    });
    ama.ask_position();
    let (before, _) = wait_for(&ama_events, |event| match event {
        ClientEvent::Answer(Answer::Position(words)) => Some(words.clone()),
        _ => None,
    });

    // The server goes away and comes back on the same address and data folder.
    server.stop();
    for events in [&ama_events, &kofi_events] {
        wait_for(events, |event| {
            matches!(event, ClientEvent::Connection(ConnectionState::Lost { .. })).then_some(())
        });
    }
    let server = oware_server::Server::start(address, data.path(), Default::default())
        .expect("the server starts again on its port");
    for (events, side) in [(&ama_events, Side::South), (&kofi_events, Side::North)] {
        let (seat, passed) = wait_for(events, |event| match event {
            ClientEvent::Connection(ConnectionState::Reconnected { seat }) => Some(*seat),
            _ => None,
        });
        assert_eq!(seat, Some(side));
        assert!(passed.iter().any(|event| matches!(
            event,
            ClientEvent::Connection(ConnectionState::Reconnecting { .. })
        )));
        // The client asks for the board by itself, since missed events are not replayed.
        let (after, _) = wait_for(events, |event| match event {
            ClientEvent::Answer(Answer::Position(words)) => Some(words.clone()),
            _ => None,
        });
        assert_eq!(after, before);
        wait_for(events, |event| {
            (event == &ClientEvent::Answer(Answer::Status(GameStatus::Ongoing))).then_some(())
        });
    }

    kofi.play('b');
    wait_for(&ama_events, |event| {
        (event == &ClientEvent::Server(ServerEvent::Moved('b'))).then_some(())
    });

    // Ama's program is closed and started again: the code and token it kept bring her back.
    ama.close();
    let (ama, ama_events) = RoomClient::connect(address, "Ama", quick()).expect("connects");
    ama.resume(code.as_str(), &ama_token.hex())
        .expect("a code and a token");
    let (side, _) = wait_for(&ama_events, |event| match event {
        ClientEvent::Answer(Answer::Resumed { side, .. }) => Some(*side),
        _ => None,
    });
    assert_eq!(side, Side::South);
    ama.ask_legal();
    wait_for(&ama_events, |event| match event {
        ClientEvent::Answer(Answer::Legal(letters)) => {
            assert!(!letters.is_empty());
            Some(())
        }
        _ => None,
    });
    drop(kofi);
    drop(ama);
    server.stop();
}

#[test]
fn a_bad_name_or_no_server_is_an_error_not_a_panic() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    assert!(RoomClient::connect(address, "two words", quick()).is_err());
    server.stop();
    assert!(RoomClient::connect(address, "Ama", quick()).is_err());
}

/// The first refusal to come, with what it is and its words.
fn refusal(events: &Receiver<ClientEvent>) -> (Failure, String) {
    let ((failure, reason), _) = wait_for(events, |event| match event {
        ClientEvent::Refused {
            failure, reason, ..
        } => Some((failure.clone(), reason.clone())),
        _ => None,
    });
    (failure, reason)
}

#[test]
fn refusals_come_typed_so_the_interface_can_tell_them_apart() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    let (ama, ama_events) = RoomClient::connect(address, "Ama", quick()).expect("connects");
    let (kofi, kofi_events) = RoomClient::connect(address, "Kofi", quick()).expect("connects");

    kofi.join("abc234").expect("a code");
    let gone = RoomCode::parse("ABC234").expect("a code");
    assert_eq!(
        refusal(&kofi_events),
        (
            Failure::Refused(Refusal::NoSuchRoom(gone)),
            "no room ABC234".to_string()
        )
    );

    ama.create(Ruleset::standard(GameKind::Kalah));
    let (code, _) = wait_for(&ama_events, |event| match event {
        ClientEvent::Answer(Answer::Room { code, .. }) => Some(*code),
        _ => None,
    });
    kofi.join(code.as_str()).expect("a code");
    wait_for(&kofi_events, |event| {
        matches!(event, ClientEvent::Answer(Answer::Joined { .. })).then_some(())
    });
    kofi.play('a');
    assert_eq!(
        refusal(&kofi_events),
        (
            Failure::Refused(Refusal::NotYourTurn),
            "not your turn".to_string()
        )
    );
    ama.play('a');
    assert_eq!(
        refusal(&ama_events),
        (
            Failure::Refused(Refusal::Illegal(IllegalMove::NotYourHouse)),
            "illegal move: not-your-house".to_string()
        )
    );

    // With the server gone, a move cannot even be sent.
    server.stop();
    wait_for(&ama_events, |event| {
        matches!(event, ClientEvent::Connection(ConnectionState::Lost { .. })).then_some(())
    });
    ama.play('A');
    assert_eq!(
        refusal(&ama_events),
        (Failure::NotConnected, "not connected".to_string())
    );
    drop(kofi);
    drop(ama);
}
