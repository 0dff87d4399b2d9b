//! The browsers' load on one server, as a benchmark (not a test): children against Tux at
//! mixed levels and rooms of two children, all at once, over WebSockets at `/ws` on the
//! loopback interface, speaking the thin client's words as the page does (`watch`, then a
//! move whenever a board says it is their turn). Prints the p50/p99 of `play`'s answer and of
//! Tux's reply (from the board that hands Tux the turn to Tux's `! moved`), and Tux's reply
//! beyond its own thinking, which is measured afterwards by thinking again on each position
//! alone. Every room's final position must equal a replay of the moves its child saw.
//!
//! Rooms of two programs over plain TCP, speaking the same words, can be added beside them,
//! as the desktop activities of other classrooms would. Beside the rooms, children solve
//! puzzles (`puzzle`, then the line's moves as `puzzle-move`, one puzzle in three after a
//! wrong move and `puzzle-retry`): the p50/p99 of a puzzle served and of a move judged are
//! printed too.
//!
//! `cargo run --release -p oware-server --example web_load [tux-children] [rooms] [tcp-rooms]
//! [puzzle-children]` (30, 15, 0 and 30 by default).

use std::net::SocketAddr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use oware_rules::{house_from_letter, AnyPosition, Game, GameKind, Rules, Ruleset, Side};
use oware_server::{Server, ServerOptions};
use oware_tux::Player;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// A line that does not come within this long is a lost move: the benchmark says so and fails.
const PATIENCE: Duration = Duration::from_secs(120);
/// Long games are cut here (a child's own moves), so that a run stays a few minutes long.
const MAX_OWN_MOVES: usize = 60;
/// Puzzles each puzzle-solving child asks for.
const PUZZLES_EACH: usize = 12;
/// Tux's levels the children choose from, round the class: the learners and the first search.
const LEVELS: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];

/// A child's connection: a browser's WebSocket, or a program's lines over TCP.
enum Transport {
    WebSocket(Box<WebSocketStream<TcpStream>>),
    Tcp {
        reader: BufReader<OwnedReadHalf>,
        writer: OwnedWriteHalf,
    },
}

/// One of Tux's answers: the position it was asked on, its level and how long the child waited.
struct TuxReply {
    position: AnyPosition,
    level: u8,
    waited: Duration,
}

#[derive(Default)]
struct Played {
    answers: Vec<Duration>,
    tux: Vec<TuxReply>,
    moves: usize,
}

struct Child {
    transport: Transport,
    name: String,
}

/// What one board group (`! board` … `! ready`) said.
struct Board {
    position: AnyPosition,
    legal: Vec<String>,
    over: bool,
}

impl Child {
    async fn connect(address: SocketAddr, name: &str, web: bool) -> Result<Child, String> {
        let stream = TcpStream::connect(address)
            .await
            .map_err(|error| format!("{name}: connect: {error}"))?;
        stream
            .set_nodelay(true)
            .map_err(|error| error.to_string())?;
        let transport = if web {
            let (socket, _) = tokio_tungstenite::client_async(format!("ws://{address}/ws"), stream)
                .await
                .map_err(|error| format!("{name}: WebSocket: {error}"))?;
            Transport::WebSocket(Box::new(socket))
        } else {
            let (reader, writer) = stream.into_split();
            Transport::Tcp {
                reader: BufReader::new(reader),
                writer,
            }
        };
        let mut child = Child {
            transport,
            name: name.to_string(),
        };
        child
            .expect_answer(&format!("hello {name}"), "= hello")
            .await?;
        Ok(child)
    }

    async fn send(&mut self, line: &str) -> Result<(), String> {
        let sent = match &mut self.transport {
            Transport::WebSocket(socket) => socket
                .send(Message::text(line))
                .await
                .map_err(|error| error.to_string()),
            Transport::Tcp { writer, .. } => writer
                .write_all(format!("{line}\n").as_bytes())
                .await
                .map_err(|error| error.to_string()),
        };
        sent.map_err(|error| format!("{}: sending {line:?}: {error}", self.name))
    }

    async fn recv(&mut self) -> Result<String, String> {
        let name = &self.name;
        let closed = || format!("{name}: the server closed the connection");
        match &mut self.transport {
            Transport::WebSocket(socket) => loop {
                let message = tokio::time::timeout(PATIENCE, socket.next())
                    .await
                    .map_err(|_| format!("{name}: nothing came for {PATIENCE:?}"))?;
                match message {
                    Some(Ok(Message::Text(text))) => return Ok(text.to_string()),
                    Some(Ok(Message::Close(_))) | None => return Err(closed()),
                    Some(Ok(_)) => {}
                    Some(Err(error)) => return Err(format!("{name}: {error}")),
                }
            },
            Transport::Tcp { reader, .. } => {
                let mut line = String::new();
                let read = tokio::time::timeout(PATIENCE, reader.read_line(&mut line))
                    .await
                    .map_err(|_| format!("{name}: nothing came for {PATIENCE:?}"))?
                    .map_err(|error| format!("{name}: {error}"))?;
                if read == 0 {
                    return Err(closed());
                }
                Ok(line.trim_end_matches(['\r', '\n']).to_string())
            }
        }
    }

    /// Sends a request and reads up to its answer, keeping the events that came first.
    async fn ask(&mut self, line: &str) -> Result<(String, Vec<String>), String> {
        self.send(line).await?;
        let mut events = Vec::new();
        loop {
            let reply = self.recv().await?;
            if reply.starts_with("! ") {
                events.push(reply);
            } else {
                return Ok((reply, events));
            }
        }
    }

    async fn expect_answer(&mut self, line: &str, answer: &str) -> Result<(), String> {
        let (reply, _) = self.ask(line).await?;
        if reply.starts_with(answer) {
            Ok(())
        } else {
            Err(format!("{}: {line:?} answered {reply:?}", self.name))
        }
    }

    /// Reads events up to the end of the next board group; `moved` gets any `! moved`.
    async fn board(&mut self, ruleset: Ruleset, moves: &mut Vec<String>) -> Result<Board, String> {
        let mut position = None;
        let mut legal = Vec::new();
        loop {
            let line = self.recv().await?;
            let words: Vec<&str> = line.split(' ').collect();
            match words.get(1).copied() {
                Some("moved") => moves.extend(words.get(2).map(|letter| letter.to_string())),
                Some("board") => {
                    let parsed = ruleset
                        .parse_position(words.get(4..).unwrap_or_default())
                        .map_err(|error| format!("{}: {line:?}: {error}", self.name))?;
                    position = Some(parsed);
                }
                Some("legal") => legal = words[2..].iter().map(|w| w.to_string()).collect(),
                Some("ready") => {
                    let position = position
                        .ok_or_else(|| format!("{}: a group without its board", self.name))?;
                    let over = words.get(2) == Some(&"over");
                    return Ok(Board {
                        position,
                        legal,
                        over,
                    });
                }
                _ => {}
            }
        }
    }

    /// Plays `letter`, counting the move and timing its answer in `played`.
    async fn play(&mut self, letter: &str, played: &mut Played) -> Result<(), String> {
        let sent = Instant::now();
        let (answer, _) = self.ask(&format!("play {letter}")).await?;
        played.answers.push(sent.elapsed());
        if !answer.starts_with("= ") {
            return Err(format!("{}: play {letter} answered {answer:?}", self.name));
        }
        played.moves += 1;
        Ok(())
    }

    async fn position(&mut self) -> Result<String, String> {
        let (reply, _) = self.ask("position").await?;
        Ok(reply)
    }
}

/// The position after `moves` from the start, as the rules play them.
fn replayed(ruleset: Ruleset, moves: &[String]) -> Result<String, String> {
    let mut game = Game::from_position(ruleset.start());
    for letter in moves {
        let house = house_from_letter(game.layout(), letter).map_err(|error| error.to_string())?;
        game.play(house)
            .map_err(|error| format!("{letter}: {error:?}"))?;
    }
    Ok(format!(
        "= {}",
        oware_rules::format_position(game.position())
    ))
}

fn pick(random: &mut StdRng, legal: &[String]) -> Result<String, String> {
    if legal.is_empty() {
        return Err("a board to play with no legal house".to_string());
    }
    Ok(legal[random.random_range(0..legal.len())].clone())
}

/// A child against Tux: plays a random legal house whenever it is South's turn.
async fn against_tux(address: SocketAddr, index: usize) -> Result<Played, String> {
    let kind = GameKind::ALL[index % GameKind::ALL.len()];
    let level = LEVELS[index % LEVELS.len()];
    let ruleset = Ruleset::standard(kind);
    let mut child = Child::connect(address, &format!("Tux{index}"), true).await?;
    child
        .expect_answer(&format!("create {} tux={level}", kind.id()), "= room ")
        .await?;
    child.expect_answer("watch", "= watching ").await?;
    let mut random = StdRng::seed_from_u64(index as u64);
    let mut moves = Vec::new();
    let mut played = Played::default();
    let mut board = child.board(ruleset, &mut moves).await?;
    // When the board hands the turn to Tux, the wait for its move begins.
    let mut tux_asked = None;
    // A long game stops on the child's turn, never while Tux's answer is on its way.
    while !board.over && (board.position.to_move() == Side::North || played.moves < MAX_OWN_MOVES) {
        if board.position.to_move() == Side::South {
            let letter = pick(&mut random, &board.legal)?;
            child.play(&letter, &mut played).await?;
            moves.push(letter);
        } else {
            tux_asked = Some((board.position, Instant::now()));
        }
        let seen = moves.len();
        board = child.board(ruleset, &mut moves).await?;
        if moves.len() > seen {
            if let Some((position, asked)) = tux_asked.take() {
                played.tux.push(TuxReply {
                    position,
                    level,
                    waited: asked.elapsed(),
                });
            }
        }
    }
    check_position(&mut child, ruleset, &moves).await?;
    Ok(played)
}

/// Two children in a room of their own, each playing whenever the board says it is theirs;
/// over WebSockets as browsers, or over TCP as programs.
async fn classmates(address: SocketAddr, index: usize, web: bool) -> Result<Played, String> {
    let kind = GameKind::ALL[index % GameKind::ALL.len()];
    let ruleset = Ruleset::standard(kind);
    let mut host = Child::connect(address, &format!("Host{index}"), web).await?;
    let (created, _) = host.ask(&format!("create {}", kind.id())).await?;
    let code = created
        .split(' ')
        .nth(2)
        .ok_or_else(|| format!("create answered {created:?}"))?
        .to_string();
    let mut guest = Child::connect(address, &format!("Guest{index}"), web).await?;
    guest
        .expect_answer(&format!("join {code}"), "= joined ")
        .await?;
    host.expect_answer("watch", "= watching ").await?;
    guest.expect_answer("watch", "= watching ").await?;
    let mut random = StdRng::seed_from_u64(1_000 + index as u64);
    let mut played = Played::default();
    let (mut host_moves, mut guest_moves) = (Vec::new(), Vec::new());
    let mut board = host.board(ruleset, &mut host_moves).await?;
    guest.board(ruleset, &mut guest_moves).await?;
    while !board.over && played.moves < 2 * MAX_OWN_MOVES {
        let (mover, moves) = if board.position.to_move() == Side::South {
            (&mut host, &mut host_moves)
        } else {
            (&mut guest, &mut guest_moves)
        };
        let letter = pick(&mut random, &board.legal)?;
        mover.play(&letter, &mut played).await?;
        moves.push(letter);
        board = host.board(ruleset, &mut host_moves).await?;
        guest.board(ruleset, &mut guest_moves).await?;
    }
    if host_moves != guest_moves {
        return Err(format!(
            "room {code}: the two children saw different games: {host_moves:?} and {guest_moves:?}"
        ));
    }
    check_position(&mut host, ruleset, &host_moves).await?;
    check_position(&mut guest, ruleset, &guest_moves).await?;
    Ok(played)
}

async fn check_position(
    child: &mut Child,
    ruleset: Ruleset,
    moves: &[String],
) -> Result<(), String> {
    let told = child.position().await?;
    let expected = replayed(ruleset, moves)?;
    if told == expected {
        Ok(())
    } else {
        Err(format!(
            "{}: the server has {told:?}, the moves replayed give {expected:?}",
            child.name
        ))
    }
}

/// How long a puzzle-solving child waited for each answer.
#[derive(Default)]
struct Solving {
    served: Vec<Duration>,
    judged: Vec<Duration>,
    solved: usize,
}

/// A child solving puzzles of one game over a WebSocket: each puzzle's line played from the
/// shipped file the server judges with, one in three after a wrong move and a retry.
async fn solving(address: SocketAddr, index: usize) -> Result<Solving, String> {
    let name = format!("solver{index}");
    let mut child = Child::connect(address, &name, true).await?;
    let kind = GameKind::ALL[index % GameKind::ALL.len()];
    let mut solving = Solving::default();
    for round in 0..PUZZLES_EACH {
        let asked = Instant::now();
        let (answer, _) = child.ask(&format!("puzzle {}", kind.id())).await?;
        solving.served.push(asked.elapsed());
        let id = answer
            .split(' ')
            .nth(2)
            .ok_or_else(|| format!("{name}: {answer:?} is no puzzle"))?;
        let puzzle = oware_puzzles::shipped(kind)
            .iter()
            .find(|puzzle| puzzle.id == id)
            .ok_or_else(|| format!("{name}: {id} is not shipped"))?
            .as_south();
        let layout = puzzle.ruleset.layout();
        let letter = |house: usize| oware_rules::house_letter(layout, house);
        if round % 3 == 0 {
            let accepted = puzzle.accepted.first().cloned().unwrap_or_default();
            let wrong = puzzle
                .game()
                .legal_moves()
                .iter()
                .find(|house| !accepted.contains(house));
            if let Some(wrong) = wrong {
                let judged = Instant::now();
                let (answer, _) = child.ask(&format!("puzzle-move {}", letter(wrong))).await?;
                solving.judged.push(judged.elapsed());
                if !answer.starts_with("= verdict wrong") {
                    return Err(format!("{name}: {id}: a wrong move answered {answer:?}"));
                }
                child.expect_answer("puzzle-retry", "= retry").await?;
            }
        }
        for ply in puzzle.line.iter().filter(|ply| ply.side == puzzle.solver) {
            let judged = Instant::now();
            let (answer, _) = child
                .ask(&format!("puzzle-move {}", letter(ply.house)))
                .await?;
            solving.judged.push(judged.elapsed());
            if !answer.starts_with("= verdict right") {
                return Err(format!("{name}: {id}: the line's move answered {answer:?}"));
            }
            if answer.starts_with("= verdict right done") {
                solving.solved += 1;
                break;
            }
        }
    }
    Ok(solving)
}

fn percentile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let at = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[at].as_secs_f64() * 1e3
}

fn summary(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: {} times, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        percentile(&times, 1.0)
    );
}

/// How long Tux thinks on `position` at `level` with the machine to itself.
fn thinking_alone(player: &mut Player, reply: &TuxReply) -> Duration {
    let game = Game::from_position(reply.position);
    let started = Instant::now();
    let _ = player.choose_move(&game, reply.level, &AtomicBool::new(false));
    started.elapsed()
}

fn main() -> Result<(), String> {
    let mut arguments = std::env::args().skip(1).map(|word| word.parse::<usize>());
    let tux_children = arguments
        .next()
        .transpose()
        .map_err(|e| e.to_string())?
        .unwrap_or(30);
    let rooms = arguments
        .next()
        .transpose()
        .map_err(|e| e.to_string())?
        .unwrap_or(15);
    let tcp_rooms = arguments
        .next()
        .transpose()
        .map_err(|e| e.to_string())?
        .unwrap_or(0);
    let puzzle_children = arguments
        .next()
        .transpose()
        .map_err(|e| e.to_string())?
        .unwrap_or(30);
    let data = tempfile::tempdir().map_err(|error| error.to_string())?;
    let server = Server::start(
        SocketAddr::from(([127, 0, 0, 1], 0)),
        data.path(),
        ServerOptions::default(),
    )
    .map_err(|error| error.to_string())?;
    let address = server.local_addr();
    // A class comes some time after its server started, which reads the shipped puzzle sets
    // then: reading them here first (the same sets, in this one process) measures a server
    // that is ready, not its first second.
    for kind in GameKind::ALL {
        oware_puzzles::shipped(kind);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|error| error.to_string())?;
    let started = Instant::now();
    let (results, programs, solvers) = runtime.block_on(async move {
        let solvers: Vec<_> = (0..puzzle_children)
            .map(|index| tokio::spawn(solving(address, index)))
            .collect();
        let mut tasks = Vec::new();
        for index in 0..tux_children {
            tasks.push(tokio::spawn(against_tux(address, index)));
        }
        for index in 0..rooms {
            tasks.push(tokio::spawn(classmates(address, index, true)));
        }
        let browsers = tasks.len();
        for index in 0..tcp_rooms {
            tasks.push(tokio::spawn(classmates(address, rooms + index, false)));
        }
        let mut results = Vec::new();
        for task in tasks {
            results.push(task.await.unwrap_or_else(|error| Err(error.to_string())));
        }
        let programs = results.split_off(browsers);
        let mut solved = Vec::new();
        for task in solvers {
            solved.push(task.await.unwrap_or_else(|error| Err(error.to_string())));
        }
        (results, programs, solved)
    });
    let elapsed = started.elapsed();
    let mut failures = Vec::new();
    let mut played = Vec::new();
    for result in results {
        match result {
            Ok(one) => played.push(one),
            Err(error) => failures.push(error),
        }
    }
    let mut tcp = Vec::new();
    for result in programs {
        match result {
            Ok(one) => tcp.push(one),
            Err(error) => failures.push(error),
        }
    }
    let mut puzzles = Vec::new();
    for result in solvers {
        match result {
            Ok(one) => puzzles.push(one),
            Err(error) => failures.push(error),
        }
    }
    let moves: usize = played.iter().map(|one| one.moves).sum();
    let tux_moves: usize = played.iter().map(|one| one.tux.len()).sum();
    println!(
        "{tux_children} children against Tux (levels {}–{}) and {rooms} rooms of two, over \
         WebSockets: {moves} children's moves and {tux_moves} of Tux's answers in {:.1} s",
        LEVELS[0],
        LEVELS[LEVELS.len() - 1],
        elapsed.as_secs_f64()
    );
    summary(
        "play answered (browsers)",
        played.iter().flat_map(|one| one.answers.clone()).collect(),
    );
    if tcp_rooms > 0 {
        let moves: usize = tcp.iter().map(|one| one.moves).sum();
        println!("beside them {tcp_rooms} rooms of two programs over TCP: {moves} moves");
        summary(
            "play answered (TCP)",
            tcp.iter().flat_map(|one| one.answers.clone()).collect(),
        );
    }
    summary(
        "Tux's reply",
        played
            .iter()
            .flat_map(|one| one.tux.iter().map(|reply| reply.waited))
            .collect(),
    );
    if puzzle_children > 0 {
        let solved: usize = puzzles.iter().map(|one| one.solved).sum();
        println!(
            "beside them {puzzle_children} children solving puzzles over WebSockets: {solved} \
             puzzles solved"
        );
        summary(
            "puzzle served",
            puzzles.iter().flat_map(|one| one.served.clone()).collect(),
        );
        summary(
            "puzzle move judged",
            puzzles.iter().flat_map(|one| one.judged.clone()).collect(),
        );
    }
    let mut player = Player::new(7);
    let beyond: Vec<Duration> = played
        .iter()
        .flat_map(|one| one.tux.iter())
        .map(|reply| {
            reply
                .waited
                .saturating_sub(thinking_alone(&mut player, reply))
        })
        .collect();
    summary("Tux's reply beyond its thinking alone", beyond);
    server.stop();
    if failures.is_empty() {
        println!("every room's position equals a replay of the moves its children saw");
        Ok(())
    } else {
        Err(format!(
            "{} of the children failed:\n{}",
            failures.len(),
            failures.join("\n")
        ))
    }
}
