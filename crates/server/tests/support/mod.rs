//! A line-level test client: exact lines in, exact lines out, with a time limit on every
//! read so that a missing answer fails the test instead of hanging it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use oware_protocol::{Answer, ServerLine, Verb};
use oware_server::{Server, ServerHandle, ServerOptions};

pub mod class;
pub mod http;

pub const READ_LIMIT: Duration = Duration::from_secs(20);

/// The answer a line gives to a request of `verb`; anything else fails the test.
pub fn answer_of(verb: Verb, line: &str) -> Answer {
    match ServerLine::parse(line, Some(verb)) {
        Ok(ServerLine::Answer(answer)) => answer,
        other => panic!("{line}: {other:?}"),
    }
}

pub fn start(data: &Path) -> ServerHandle {
    start_with(data, ServerOptions::default())
}

pub fn start_with(data: &Path, options: ServerOptions) -> ServerHandle {
    Server::start(SocketAddr::from(([127, 0, 0, 1], 0)), data, options).expect("server starts")
}

/// Starts the `oware-server` binary and reads the address it prints once it accepts
/// connections; its standard error is the test's.
pub fn spawn(data: &Path) -> (Child, SocketAddr) {
    let (child, address, _) = spawn_with(data, Stdio::inherit());
    (child, address)
}

/// Starts the `oware-server` binary with its standard error sent to `stderr`; returns its
/// address and the line it printed once it accepted connections.
pub fn spawn_with(data: &Path, stderr: Stdio) -> (Child, SocketAddr, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_oware-server"))
        .args(["--listen", "127.0.0.1:0", "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("stdout");
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        let _ = reader.read_line(&mut line);
        let _ = sender.send(line);
        // The rest (the page's addresses, the teacher code) is read and left aside, so that
        // the server never writes into a closed pipe.
        let _ = std::io::copy(&mut reader, &mut std::io::sink());
    });
    let line = receiver
        .recv_timeout(Duration::from_secs(30))
        .expect("the server says where it listens");
    let address = line
        .split(' ')
        .nth(3)
        .and_then(|word| word.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (child, address, line)
}

pub struct Wire {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Wire {
    pub fn connect(address: SocketAddr) -> Wire {
        let writer = TcpStream::connect(address).expect("connect");
        writer.set_nodelay(true).expect("nodelay");
        writer.set_read_timeout(Some(READ_LIMIT)).expect("timeout");
        let reader = BufReader::new(writer.try_clone().expect("clone"));
        Wire { reader, writer }
    }

    /// Connects and says hello.
    pub fn greeted(address: SocketAddr, name: &str) -> Wire {
        let mut wire = Wire::connect(address);
        assert_eq!(wire.ask(&format!("hello {name}")), "= hello");
        wire
    }

    pub fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    pub fn send_bytes(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write");
    }

    /// The next line, without its line break.
    pub fn recv(&mut self) -> String {
        let mut line = String::new();
        let read = self.reader.read_line(&mut line).expect("a line in time");
        assert!(read > 0, "connection closed");
        assert!(line.ends_with('\n'), "{line:?}");
        line.pop();
        line
    }

    /// The next line, or `None` once the connection is gone.
    pub fn try_recv(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(_) if line.ends_with('\n') => {
                line.pop();
                Some(line)
            }
            _ => None,
        }
    }

    /// Sends a line and returns the next line, or `None` once the connection is gone.
    pub fn try_ask(&mut self, line: &str) -> Option<String> {
        self.writer.write_all(format!("{line}\n").as_bytes()).ok()?;
        self.try_recv()
    }

    /// Sends a line and returns its answer, skipping events, or `None` once the connection
    /// is gone.
    pub fn try_answer(&mut self, line: &str) -> Option<String> {
        let mut next = self.try_ask(line)?;
        while next.starts_with('!') {
            next = self.try_recv()?;
        }
        Some(next)
    }

    /// Sends a line and returns the next line, which must be its answer.
    pub fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.recv()
    }

    /// Sends a line and returns its answer, skipping the events before it.
    pub fn answer(&mut self, line: &str) -> String {
        self.send(line);
        loop {
            let line = self.recv();
            if !line.starts_with('!') {
                return line;
            }
        }
    }

    /// Sends a line; the events before its answer (without their `! `), and the answer.
    pub fn exchange(&mut self, line: &str) -> (Vec<String>, String) {
        self.send(line);
        let mut events = Vec::new();
        loop {
            let next = self.recv();
            match next.strip_prefix("! ") {
                Some(event) => events.push(event.to_string()),
                None => return (events, next),
            }
        }
    }

    /// True once the server has closed the connection (reads the rest).
    pub fn closed(&mut self) -> bool {
        let mut rest = String::new();
        loop {
            rest.clear();
            match self.reader.read_line(&mut rest) {
                Ok(0) => return true,
                Ok(_) => continue,
                Err(_) => return false,
            }
        }
    }

    /// Nothing arrives within `wait`.
    pub fn silent_for(&mut self, wait: Duration) -> bool {
        self.writer.set_read_timeout(Some(wait)).expect("timeout");
        let mut line = String::new();
        let silent = self.reader.read_line(&mut line).is_err();
        self.writer
            .set_read_timeout(Some(READ_LIMIT))
            .expect("timeout");
        silent
    }
}

/// `= room <code> <token> south` → (code, token)
pub fn room_of(answer: &str) -> (String, String) {
    let words: Vec<&str> = answer.split(' ').collect();
    assert_eq!(words.len(), 5, "{answer}");
    assert_eq!(
        (words[0], words[1], words[4]),
        ("=", "room", "south"),
        "{answer}"
    );
    (words[2].to_string(), words[3].to_string())
}

/// `= joined <token> north ...` → token
pub fn token_of_joined(answer: &str) -> String {
    let words: Vec<&str> = answer.split(' ').collect();
    assert_eq!(
        (words[0], words[1], words[3]),
        ("=", "joined", "north"),
        "{answer}"
    );
    words[2].to_string()
}

/// Two players in a new room of `game`: (south, north, code, south token, north token).
pub fn pair(address: SocketAddr, game: &str) -> (Wire, Wire, String, String, String) {
    let mut south = Wire::greeted(address, "Ama");
    let (code, south_token) = room_of(&south.ask(&format!("create {game}")));
    let mut north = Wire::greeted(address, "Kofi");
    let joined = north.ask(&format!("join {code}"));
    let north_token = token_of_joined(&joined);
    assert_eq!(north.recv(), "! opponent Ama");
    assert_eq!(south.recv(), "! opponent Kofi");
    (south, north, code, south_token, north_token)
}
