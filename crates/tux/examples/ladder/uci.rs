//! An outside Oware program as an opponent, spoken to in the UCI dialect of Oware engines
//! such as Aalina:
//!
//! ```text
//! uci                              -> ... uciok
//! isready                          -> readyok
//! ucinewgame
//! position startpos moves CcEa...     every ply since the start, the letters written together
//! go movetime <ms>                 -> info depth <d> ... pv ...   then   bestmove <letter>
//!                                     (bestmove 0000 when the game is over by its rules)
//! quit
//! ```
//!
//! House letters and sowing order are ours (South's `A`–`F`, North's `a`–`f`). The program
//! runs as a child process; every answer is awaited with a time limit, so a program that hangs
//! or dies costs its game, never the ladder. It is put in debug mode (`debug on`), where it
//! says when it refuses a command: Aalina drops a `go` (or a `ucinewgame`) that arrives
//! before its search thread has gone back to waiting, which a loaded machine makes likely, so
//! a refused command is sent again a moment later. One program is started per ladder thread and kept
//! from game to game (`ucinewgame` between them), as a tournament would, and warmed up once
//! with a search of its own so that a just-in-time compiler is not measured.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// What the program answered to `go`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The letter it plays, and the depth of its last `info` line (0 without one).
    Move { letter: char, depth: u32 },
    /// `bestmove 0000`: by its rules the game is over.
    GameOver,
}

/// A running program.
pub struct Engine {
    path: &'static str,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

/// Longest wait for an answer beyond the time the program was given.
const GRACE: Duration = Duration::from_secs(20);
/// How long to wait before sending a refused command again, and how many times.
const RETRY_PAUSE: Duration = Duration::from_millis(50);
const RETRIES: u32 = 200;

/// The message of a line in which the program says it refused a command (in debug mode).
fn refusal(line: &str) -> Option<&str> {
    line.strip_prefix("info string Error: ")
}

impl Engine {
    /// Starts `path` (with no arguments; a wrapper script can add some) and checks that it
    /// speaks UCI.
    pub fn start(path: &'static str) -> Result<Engine, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| format!("cannot start {path}: {error}"))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("{path}: no pipes to talk through"));
        };
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            path,
            child,
            input,
            lines,
        };
        engine.send("uci")?;
        engine.await_word("uciok", GRACE)?;
        engine.send("debug on")?;
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|error| format!("{}: cannot write '{line}': {error}", self.path))
    }

    /// Reads lines until one whose first word is `word`, and returns that line.
    fn await_word(&mut self, word: &str, limit: Duration) -> Result<String, String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("{}: no '{word}' within {limit:?}", self.path))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: ended before '{word}'", self.path))
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.await_word("readyok", GRACE).map(drop)
    }

    pub fn new_game(&mut self) -> Result<(), String> {
        for _ in 0..RETRIES {
            self.send("ucinewgame")?;
            self.send("isready")?;
            let deadline = Instant::now() + GRACE;
            let mut refused = false;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                let line = self
                    .lines
                    .recv_timeout(left)
                    .map_err(|_| format!("{}: no readyok after ucinewgame", self.path))?;
                refused |= refusal(&line).is_some();
                if line.trim() == "readyok" {
                    break;
                }
            }
            if !refused {
                return Ok(());
            }
            std::thread::sleep(RETRY_PAUSE);
        }
        Err(format!("{}: ucinewgame refused again and again", self.path))
    }

    /// Asks for a move after `plies` (the letters of every ply since the start) with
    /// `millis` milliseconds to think.
    pub fn best_move(&mut self, plies: &str, millis: u64) -> Result<Answer, String> {
        let limit = Duration::from_millis(millis) + GRACE;
        self.search(plies, &format!("movetime {millis}"), limit)
            .map(|search| search.answer)
    }

    /// Sets one of the program's options (`setoption name NAME value VALUE`).
    // For `master_probe`, which shares this file; the ladder leaves the options as they are.
    #[allow(dead_code)]
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.send(&format!("setoption name {name} value {value}"))?;
        self.ready()
    }

    /// Searches after `plies` as `go ARGUMENTS` asks, waiting at most `limit` for the answer;
    /// also returns the last `nodes`, `time` and `nps` its `info` lines gave, if any.
    pub fn search(
        &mut self,
        plies: &str,
        arguments: &str,
        limit: Duration,
    ) -> Result<Search, String> {
        // Aalina refuses `moves` followed by nothing.
        if plies.is_empty() {
            self.send("position startpos")?;
        } else {
            self.send(&format!("position startpos moves {plies}"))?;
        }
        let go = format!("go {arguments}");
        self.send(&go)?;
        let deadline = Instant::now() + limit;
        let mut search = Search {
            answer: Answer::GameOver,
            nodes: None,
            millis: None,
            nps: None,
        };
        let mut depth = 0;
        let mut retries = 0;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(_) => return Err(format!("{}: no bestmove after {plies:?}", self.path)),
            };
            if let Some(message) = refusal(&line) {
                if message != "Already calculating a move" || retries == RETRIES {
                    return Err(format!("{}: {message} after {plies:?}", self.path));
                }
                retries += 1;
                std::thread::sleep(RETRY_PAUSE);
                self.send(&go)?;
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[..] {
                ["info", "string", ..] => {}
                ["info", ..] => {
                    let after = |name: &str| {
                        let at = words.iter().position(|word| *word == name)?;
                        words.get(at + 1)?.parse::<u64>().ok()
                    };
                    let deepest = after("depth").and_then(|d| u32::try_from(d).ok());
                    depth = deepest.unwrap_or(depth);
                    search.nodes = after("nodes").or(search.nodes);
                    search.millis = after("time").or(search.millis);
                    search.nps = after("nps").or(search.nps);
                }
                ["bestmove", "0000", ..] => return Ok(search),
                ["bestmove", text, ..] => {
                    let mut letters = text.chars();
                    return match (letters.next(), letters.next()) {
                        (Some(letter), None) => Ok(Search {
                            answer: Answer::Move { letter, depth },
                            ..search
                        }),
                        _ => Err(format!("{}: bestmove '{text}' is not a house", self.path)),
                    };
                }
                _ => {}
            }
        }
    }
}

/// What the program answered to `go`, with the work it said it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// Its move and depth, or the game's end.
    pub answer: Answer,
    /// The last `nodes` of its `info` lines, if it gave any.
    pub nodes: Option<u64>,
    /// The last `time` (milliseconds) of its `info` lines, if it gave any.
    pub millis: Option<u64>,
    /// The last `nps` (nodes a second) of its `info` lines, if it gave any: finer than
    /// `time` for a short search.
    pub nps: Option<u64>,
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Ask politely, then make sure: the ladder never leaves a program behind.
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Programs waiting for their next game, by path.
fn pool() -> &'static Mutex<HashMap<&'static str, Vec<Engine>>> {
    static POOL: OnceLock<Mutex<HashMap<&'static str, Vec<Engine>>>> = OnceLock::new();
    POOL.get_or_init(|| Mutex::new(HashMap::new()))
}

/// A program for one game: an idle one from the pool, or a new one, warmed up by a search
/// from `warm_up` (plies as for [`Engine::best_move`]) for `millis`.
pub fn engine_for_a_game(path: &'static str, warm_up: &str, millis: u64) -> Result<Engine, String> {
    let idle = pool()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_mut(path)
        .and_then(Vec::pop);
    let mut engine = match idle {
        Some(engine) => engine,
        None => {
            let mut engine = Engine::start(path)?;
            engine.best_move(warm_up, millis.max(2_000))?;
            engine
        }
    };
    engine.new_game()?;
    Ok(engine)
}

/// Gives a program back to the pool after its game.
pub fn game_over(engine: Engine) {
    pool()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(engine.path)
        .or_default()
        .push(engine);
}

/// Ends every idle program (at the end of the ladder).
pub fn close_all() {
    pool().lock().unwrap_or_else(|e| e.into_inner()).clear();
}
