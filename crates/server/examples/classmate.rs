//! A desktop child at the other end of a room, through the desktop's own `RoomClient`: joins
//! the room whose code it is given, answers each move it hears with the first legal house,
//! and says what it does on standard output, one line each (`joined`, `heard <letter>`,
//! `played <letter>`). It stops when its standard input closes. The browser tests use it to
//! play a page against the desktop's client.
//!
//! `cargo run -p oware-server --example classmate -- 127.0.0.1:7464 7KQ2MX [name]`

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use oware_server::{Answer, ClientEvent, ClientOptions, RoomClient, ServerEvent};

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    // A test that stopped listening is not this program's concern.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: classmate <address:port> <room code> [name]";
    let address: SocketAddr = args.next().ok_or(usage)?.parse()?;
    let code = args.next().ok_or(usage)?;
    let name = args.next().unwrap_or_else(|| "Kofi".to_string());
    let (client, events) = RoomClient::connect(address, &name, ClientOptions::default())?;
    client.join(&code)?;

    // Standard input closed: time to go.
    let (closed, stop) = std::sync::mpsc::channel::<()>();
    std::thread::spawn(move || {
        let _ = std::io::stdin().read_to_end(&mut Vec::new());
        let _ = closed.send(());
    });
    loop {
        if stop.try_recv().is_ok() {
            break;
        }
        let event = match events.recv_timeout(Duration::from_millis(100)) {
            Ok(event) => event,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        match event {
            ClientEvent::Answer(Answer::Joined { .. }) => say("joined"),
            ClientEvent::Server(ServerEvent::Moved(letter)) => {
                say(&format!("heard {letter}"));
                client.ask_legal();
            }
            ClientEvent::Answer(Answer::Legal(letters)) => {
                if let Some(&letter) = letters.first() {
                    client.play(letter);
                    say(&format!("played {letter}"));
                }
            }
            ClientEvent::Refused { reason, .. } => say(&format!("refused {reason}")),
            _ => {}
        }
    }
    client.close();
    Ok(())
}
