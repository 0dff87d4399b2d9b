//! Random garbage from three connections (one that never said hello, one in the lobby, one
//! seated whose turn it is not) in the middle of a game: each line gets exactly its one
//! answer or none, the server never stops answering, and the game never changes.

mod support;

use std::net::SocketAddr;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::{pair, start, Wire};

const LINES: usize = 3000;
const MAX_LINE_BYTES: usize = 1024;

/// Words a client might send, right or wrong; `leave` and `create` are left out because
/// they change things legitimately.
const WORDS: &[&str] = &[
    "hello",
    "HELLO",
    "join",
    "resume",
    "legal",
    "position",
    "status",
    "play",
    "PLAY",
    "A",
    "a",
    "C",
    "f",
    "Z",
    "i",
    "oware",
    "kalah",
    "togyz",
    "seeds=4",
    "seeds=99",
    "seeds=",
    "ABC234",
    "abc234",
    "222222",
    "0",
    "-1",
    "Zoé",
    "Ана",
    "é",
    "=",
    "?",
    "!",
    "#",
    "\u{7}",
    "\t",
    "\u{0}",
    "\u{7f}",
    "\u{85}",
    "\u{200b}",
    "00112233445566778899aabbccddeeff",
    "0011223344556677",
    "opponent",
    "moved",
];

fn garbage(random: &mut StdRng) -> Vec<u8> {
    let line = match random.random_range(0..11) {
        // A guessed room code: ten of them close the connection.
        10 => {
            let code: String = (0..6)
                .map(|_| char::from(random.random_range(b'0'..=b'Z')))
                .collect();
            format!("join {code}").into_bytes()
        }
        0..=3 => {
            let count = random.random_range(1..5);
            let words: Vec<&str> = (0..count)
                .map(|_| WORDS[random.random_range(0..WORDS.len())])
                .collect();
            words
                .join(if random.random_bool(0.8) { " " } else { "  " })
                .into_bytes()
        }
        4..=6 => {
            let length = random.random_range(0..60);
            (0..length)
                .map(|_| random.random_range(b' '..=b'~'))
                .collect()
        }
        7 | 8 => {
            let length = random.random_range(0..80);
            (0..length)
                .map(|_| random.random::<u8>())
                .filter(|&b| b != b'\n')
                .collect()
        }
        _ => {
            let length = random.random_range(MAX_LINE_BYTES - 4..2 * MAX_LINE_BYTES);
            vec![b'x'; length]
        }
    };
    let first = String::from_utf8_lossy(&line)
        .split(' ')
        .find(|word| !word.is_empty())
        .map(str::to_ascii_lowercase);
    if matches!(first.as_deref(), Some("leave" | "create")) {
        return b"status".to_vec();
    }
    line
}

/// Whether the server answers this line at all: only a blank one gets no answer.
fn answered(line: &[u8]) -> bool {
    if line.len() + 1 > MAX_LINE_BYTES {
        return true;
    }
    let Ok(text) = std::str::from_utf8(line) else {
        return true;
    };
    let text = text.strip_suffix('\r').unwrap_or(text);
    text.chars().any(char::is_control) || text.chars().any(|c| c != ' ')
}

struct Fuzzer {
    wire: Option<Wire>,
    /// Answers starting with `?`, with `=`, and closings, for the summary.
    counts: [usize; 3],
    /// How to get back in after being closed for guessing.
    rejoin: Vec<String>,
}

impl Fuzzer {
    fn send(&mut self, address: SocketAddr, line: &[u8]) {
        let wire = self.wire.get_or_insert_with(|| {
            let mut wire = Wire::connect(address);
            for line in &self.rejoin {
                assert!(wire.answer(line).starts_with("= "), "{line}");
            }
            wire
        });
        let mut bytes = line.to_vec();
        bytes.push(b'\n');
        wire.send_bytes(&bytes);
        if answered(line) {
            let mut next = wire.try_recv();
            // Resuming North's seat brings South's name; nothing else may come.
            while let Some(event) = next.as_deref().filter(|line| line.starts_with('!')) {
                assert_eq!(event, "! opponent Ama");
                next = wire.try_recv();
            }
            match next {
                Some(answer) => {
                    let shown = String::from_utf8_lossy(line);
                    assert!(
                        answer.starts_with("? ") || answer.starts_with("= "),
                        "{shown:?} got {answer:?}"
                    );
                    self.counts[usize::from(answer.starts_with("= "))] += 1;
                    // Events aside, only a question about the game, or a hello, succeeds.
                    if answer.starts_with("= ") && answer != "= hello" {
                        let first = shown.split(' ').find(|w| !w.is_empty()).unwrap_or("");
                        let first = first.to_ascii_lowercase();
                        assert!(
                            ["legal", "position", "status"].contains(&first.as_str()),
                            "{shown:?} got {answer:?}"
                        );
                    }
                }
                // Closed after ten wrong codes or tokens: come back as a new connection.
                None => {
                    self.counts[2] += 1;
                    self.wire = None;
                }
            }
        }
    }
}

#[test]
fn garbage_never_crashes_the_server_nor_changes_a_game() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = start(data.path());
    let address = server.local_addr();
    // South is to move, so nothing North's connection sends may change the game.
    let (mut south, north, code, _, north_token) = pair(address, "oware");
    let position = south.ask("position");
    drop(north);

    let mut fuzzers = [
        Fuzzer {
            wire: None,
            counts: [0; 3],
            rejoin: vec![],
        },
        Fuzzer {
            wire: None,
            counts: [0; 3],
            rejoin: vec!["hello Esi".into()],
        },
        Fuzzer {
            wire: None,
            counts: [0; 3],
            rejoin: vec!["hello Kofi".into(), format!("resume {code} {north_token}")],
        },
    ];
    let mut random = StdRng::seed_from_u64(7464);
    for round in 0..LINES {
        let line = garbage(&mut random);
        let who = random.random_range(0..fuzzers.len());
        fuzzers[who].send(address, &line);
        if round % 25 == 0 {
            assert_eq!(south.ask("position"), position, "after {line:?}");
        }
    }
    assert_eq!(south.ask("position"), position);
    assert_eq!(south.ask("status"), "= ongoing");
    let counts: Vec<[usize; 3]> = fuzzers.iter().map(|fuzzer| fuzzer.counts).collect();
    println!("[refused, answered, closed] per connection: {counts:?}");
    assert!(counts.iter().all(|count| count[0] > 100));
    // North, seated through the fuzzer's connection (or seated again), sees South's move.
    let north = fuzzers[2].wire.get_or_insert_with(|| {
        let mut wire = Wire::greeted(address, "Kofi");
        assert_eq!(
            wire.answer(&format!("resume {code} {north_token}")),
            "= resumed north"
        );
        wire
    });
    assert_eq!(north.answer("play a"), "? not your turn");
    assert_eq!(south.ask("play C"), "= 0");
    let mut event = north.recv();
    while event == "! opponent Ama" {
        event = north.recv();
    }
    assert_eq!(event, "! moved C");
}
