//! One player's connection: reads its lines one at a time, answers each in turn, and writes
//! whatever the rooms push to it. A connection goes from greeting (nothing but `hello`) to
//! the lobby (create, join, resume) to a seat, and back to the lobby after `leave`.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, BufWriter};
use tokio::sync::{mpsc, Notify};

use oware_protocol::{
    split, Answer, GameFacts, Refusal, Request, ServerEvent, ServerLine, SessionEnd, Token, Verb,
};

use crate::hub::{Hub, Outbound, Peer, Question, Seated, GUEST};
use crate::lines::{read_line, Incoming};
use crate::roster::{Child, Tell};

/// Where a connection comes from: its address (sign-in attempts are counted by it) and, for
/// the page's WebSocket, the session its cookie holds.
#[derive(Clone, Copy, Debug)]
pub struct Origin {
    pub address: IpAddr,
    pub cookie: Option<Token>,
}

impl Origin {
    /// A program's TCP connection: no cookie.
    pub fn tcp(address: IpAddr) -> Origin {
        Origin {
            address,
            cookie: None,
        }
    }
}

/// Wrong or malformed room codes and tokens a connection may send before it is closed.
pub const MAX_GUESSES: u32 = 10;

/// Lines that may wait for a slow reader before it is closed (see [`Peer::send`]).
const OUTBOX: usize = 512;

/// How long a closing connection's last lines may take to leave.
const CLOSING_GRACE: Duration = Duration::from_secs(5);

enum Phase {
    Greeting,
    Lobby { name: String },
    Seated { name: String, seat: Seated },
}

/// Serves one connection, over TCP or through a WebSocket (`ws.rs`): the same bytes either way.
pub async fn serve<S>(hub: Arc<Hub>, stream: S, origin: Origin)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (reader, writer) = tokio::io::split(stream);
    let (out, outbox) = mpsc::channel(OUTBOX);
    let peer = Peer {
        id: hub.peer_id(),
        out,
        close: Arc::new(Notify::new()),
    };
    let writing = tokio::spawn(write_lines(writer, outbox, peer.close.clone()));
    let mut reader = BufReader::new(reader);
    let mut bytes = Vec::new();
    let mut phase = Phase::Greeting;
    let mut child: Option<Child> = None;
    let mut guesses = 0;
    // The roster tells here when the teacher ends the session this connection signed in with.
    let (tell, mut ended) = mpsc::unbounded_channel();
    loop {
        // The line being read is kept across a session's end: reading a line is not
        // cancel-safe (a line can come in several pieces).
        let read = read_line(&mut reader, &mut bytes);
        tokio::pin!(read);
        let line = loop {
            tokio::select! {
                line = &mut read => break Some(line),
                Some(why) = ended.recv() => {
                    let mut at = At {
                        phase: &mut phase,
                        child: &mut child,
                        origin,
                        tell: &tell,
                    };
                    session_ended(&hub, &peer, &mut at, why).await;
                }
                () = peer.close.notified() => break None,
            }
        };
        let Some(line) = line else { break };
        // A session ended while the line came is ended before the line is read, so that
        // nothing the line asks counts for the child.
        while let Ok(why) = ended.try_recv() {
            let mut at = At {
                phase: &mut phase,
                child: &mut child,
                origin,
                tell: &tell,
            };
            session_ended(&hub, &peer, &mut at, why).await;
        }
        let refusal = match line {
            Ok(Some(Incoming::Text(text))) => {
                let mut at = At {
                    phase: &mut phase,
                    child: &mut child,
                    origin,
                    tell: &tell,
                };
                handle(&hub, &peer, &mut at, &text).await.err()
            }
            Ok(Some(Incoming::TooLong)) => Some(Refusal::LineTooLong),
            Ok(Some(Incoming::NotUtf8)) => Some(Refusal::NotUtf8),
            Ok(None) | Err(_) => break,
        };
        if let Some(refusal) = refusal {
            guesses += u32::from(refusal.is_a_guess());
            // A watching page is told the refusal in words first (`! say refused`).
            if let Phase::Seated { seat, .. } = &phase {
                if let Some(said) = crate::hub::phrases::refused(seat, &refusal).await {
                    peer.send(said);
                }
            }
            // Waits when the client reads slowly: its own answers hold up only itself.
            if peer
                .out
                .send(Outbound::Line(ServerLine::Refused(refusal)))
                .await
                .is_err()
            {
                break;
            }
            if guesses >= MAX_GUESSES {
                break;
            }
        }
    }
    if let Phase::Seated { seat, .. } = &phase {
        hub.disconnected(&peer, seat).await;
    }
    hub.gone(&peer);
    hub.roster().unwatch(peer.id);
    hub.puzzles_gone(&peer).await;
    hub.lessons_gone(&peer);
    hub.chapters_gone(&peer);
    // The writer sends what is queued, then closes; one stuck on a client that reads
    // nothing is not waited for long.
    let _ = peer.out.try_send(Outbound::Close);
    drop(peer);
    let mut writing = writing;
    if tokio::time::timeout(CLOSING_GRACE, &mut writing)
        .await
        .is_err()
    {
        writing.abort();
    }
}

/// Where a connection stands: its phase, the child signed in on it, where it comes from.
struct At<'a> {
    phase: &'a mut Phase,
    child: &'a mut Option<Child>,
    origin: Origin,
    /// Where the roster tells this connection that its session ended.
    tell: &'a Tell,
}

/// The teacher ended the session this connection was signed in with: the connection is told
/// (`! session-ended <why>`), its seat waits as if it had gone (a classmate hears that this
/// child is away), what it had open is dropped, and it speaks for nobody until a child signs
/// in again.
async fn session_ended(hub: &Arc<Hub>, peer: &Peer, at: &mut At<'_>, why: SessionEnd) {
    // Signed out by the child meanwhile: nothing to end.
    if at.child.take().is_none() {
        return;
    }
    if let Phase::Seated { seat, .. } = &*at.phase {
        hub.disconnected(peer, seat).await;
    }
    hub.gone(peer);
    hub.puzzles_dropped(peer);
    hub.lessons_gone(peer);
    *at.phase = Phase::Greeting;
    peer.send(ServerEvent::SessionEnded(why));
}

/// The requests read before `hello`: the class to tap, and signing in.
const BEFORE_HELLO: [Verb; 5] = [
    Verb::Hello,
    Verb::Class,
    Verb::ClassGroup,
    Verb::SignIn,
    Verb::Session,
];

/// Answers one line. Success answers are sent by the hub, inside the room's lock, so that
/// they keep their order with the events of the room; a refusal is returned.
async fn handle(hub: &Arc<Hub>, peer: &Peer, at: &mut At<'_>, line: &str) -> Result<(), Refusal> {
    let Some((name, args)) = split(line)? else {
        return Ok(());
    };
    let verb = Verb::from_word(&name);
    if let Phase::Greeting = at.phase {
        if !verb.is_some_and(|verb| BEFORE_HELLO.contains(&verb)) {
            return Err(Refusal::HelloFirst);
        }
    }
    let verb = verb.ok_or(Refusal::UnknownCommand(name))?;
    let request = Request::from_words(verb, &args)?;
    if crate::roster::connection::is_roster_request(&request) {
        return crate::roster::connection::handle(
            hub,
            peer,
            request,
            crate::roster::connection::Place {
                greeted: !matches!(at.phase, Phase::Greeting),
                seated: match &*at.phase {
                    Phase::Seated { seat, .. } => Some(seat.code),
                    _ => None,
                },
                child: &mut *at.child,
                address: at.origin.address,
                cookie: at.origin.cookie,
                tell: at.tell,
            },
        )
        .await
        .map(|outcome| match outcome {
            crate::roster::connection::Outcome::SignedIn(wire) => {
                *at.phase = Phase::Lobby { name: wire };
            }
            crate::roster::connection::Outcome::SignedOut => {
                hub.gone(peer);
                *at.phase = Phase::Greeting;
            }
            crate::roster::connection::Outcome::Same => {}
        });
    }
    let phase = &mut *at.phase;
    match (request, &*phase) {
        (Request::Hello(name), Phase::Greeting) => {
            let roster = hub.roster();
            if !roster.guests() {
                return Err(Refusal::NoGuests);
            }
            if roster.is_class_name(&name) {
                return Err(Refusal::NameOfTheClass);
            }
            peer.send(Answer::Hello);
            hub.greeted(peer, &name);
            *phase = Phase::Lobby { name };
            Ok(())
        }
        (Request::Guest, Phase::Greeting) => {
            // A guest plays, where the teacher lets guests play, but is not in the lobby a
            // tournament's children are picked from, and its games and lessons count for
            // nobody.
            if !hub.roster().guests() {
                return Err(Refusal::NoGuests);
            }
            peer.send(Answer::Hello);
            *phase = Phase::Lobby {
                name: GUEST.to_string(),
            };
            Ok(())
        }
        (Request::Hello(_) | Request::Guest, _) => Err(Refusal::AlreadyGreeted),
        (Request::Tournament, Phase::Lobby { name } | Phase::Seated { name, .. }) => {
            // A roster child's place is theirs only when signed in: a guest who typed the
            // name before the teacher added the child does not get it.
            let theirs = at.child.is_some() || !hub.roster().is_class_name(name);
            let news = if theirs {
                hub.tournament_news(name).await
            } else {
                oware_protocol::TournamentNews::None
            };
            peer.send(Answer::Tournament(news));
            Ok(())
        }
        (Request::Lesson(lesson), Phase::Lobby { name } | Phase::Seated { name, .. }) => {
            hub.lesson_done(peer, name, lesson).await
        }
        (Request::Finished(game), Phase::Lobby { name } | Phase::Seated { name, .. }) => {
            hub.finished_elsewhere(peer, name, game).await
        }
        (
            request @ (Request::Puzzle(_)
            | Request::PuzzleMove(_)
            | Request::PuzzleRetry
            | Request::PuzzleHint
            | Request::PuzzleRating(_)
            | Request::Drill(_)
            | Request::DrillAnswer(_)),
            Phase::Lobby { name } | Phase::Seated { name, .. },
        ) => hub.puzzles(peer, name, request).await,
        (
            request @ (Request::Lessons(_)
            | Request::LessonOpen(_)
            | Request::LessonMove(_)
            | Request::LessonRetry
            | Request::LessonHint),
            Phase::Lobby { name } | Phase::Seated { name, .. },
        ) => hub.lessons(peer, name, request).await,
        (
            request @ (Request::Chapters(_)
            | Request::ChapterOpen(_)
            | Request::ChapterScreen(_)
            | Request::ChapterStage(_)
            | Request::ChapterMove(_)
            | Request::ChapterRetry(_)
            | Request::Chapter(_)),
            Phase::Lobby { name } | Phase::Seated { name, .. },
        ) => {
            let whose = crate::chapters::Whose::of(hub, name, at.child.as_ref().map(|c| c.pupil));
            hub.chapters(peer, &whose, request).await
        }
        (Request::LookBack(number), Phase::Seated { seat, .. }) => {
            hub.look_back(peer, seat, number).await
        }
        (Request::About(ruleset), _) => {
            let levels = oware_tux::levels_of(ruleset.kind());
            peer.send(Answer::About(GameFacts::of(ruleset, levels)));
            Ok(())
        }
        (
            Request::Create(..) | Request::Join(_) | Request::Resume(..),
            Phase::Seated { seat, .. },
        ) => Err(Refusal::AlreadySeated(seat.code)),
        (Request::Create(ruleset, opponent), Phase::Lobby { name }) => {
            let seat = hub.create(peer, name, ruleset, opponent).await?;
            sit(phase, seat);
            Ok(())
        }
        (Request::Join(code), Phase::Lobby { name }) => {
            let seat = hub.join(peer, name, code).await?;
            sit(phase, seat);
            Ok(())
        }
        (Request::Resume(code, token), Phase::Lobby { .. }) => {
            let seat = hub.resume(peer, code, token).await?;
            sit(phase, seat);
            Ok(())
        }
        (Request::Play(letter), Phase::Seated { seat, .. }) => hub.play(peer, seat, &letter).await,
        (Request::Legal, Phase::Seated { seat, .. }) => hub.ask(peer, seat, Question::Legal).await,
        (Request::Position, Phase::Seated { seat, .. }) => {
            hub.ask(peer, seat, Question::Position).await
        }
        (Request::Status, Phase::Seated { seat, .. }) => {
            hub.ask(peer, seat, Question::Status).await
        }
        (Request::Watch, Phase::Seated { seat, .. }) => hub.watch(peer, seat).await,
        (Request::Hint, Phase::Seated { seat, .. }) => hub.hint(peer, seat).await,
        (Request::Undo, Phase::Seated { seat, .. }) => hub.undo(peer, seat).await,
        (Request::NewGame(level), Phase::Seated { seat, .. }) => {
            hub.new_game(peer, seat, level).await
        }
        (Request::Leave, Phase::Seated { name, seat }) => {
            hub.leave(peer, seat).await?;
            *phase = Phase::Lobby { name: name.clone() };
            Ok(())
        }
        // Answered above, whatever the phase.
        (
            Request::Class
            | Request::ClassGroup(_)
            | Request::SignIn(..)
            | Request::Session(_)
            | Request::SignOut
            | Request::Assignments
            | Request::Progress,
            _,
        ) => Ok(()),
        (_, Phase::Lobby { .. }) => Err(Refusal::NotSeated),
        // `hello` is the only request read while greeting.
        (_, Phase::Greeting) => Err(Refusal::HelloFirst),
    }
}

fn sit(phase: &mut Phase, seat: Seated) {
    let name = match phase {
        Phase::Greeting => String::new(),
        Phase::Lobby { name } | Phase::Seated { name, .. } => std::mem::take(name),
    };
    *phase = Phase::Seated { name, seat };
}

/// Writes queued lines, flushing whenever the queue runs dry so that a burst of lines goes
/// out in one packet and a lone answer goes out at once.
async fn write_lines<W: AsyncWrite + Unpin>(
    writer: W,
    mut outbox: mpsc::Receiver<Outbound>,
    close: Arc<Notify>,
) {
    let mut writer = BufWriter::new(writer);
    while let Some(message) = outbox.recv().await {
        let written = match message {
            Outbound::Line(line) => {
                let mut result = writer.write_all(format!("{line}\n").as_bytes()).await;
                if result.is_ok() && outbox.is_empty() {
                    result = writer.flush().await;
                }
                result
            }
            Outbound::Close => break,
        };
        if written.is_err() {
            break;
        }
    }
    let _ = writer.flush().await;
    let _ = writer.shutdown().await;
    // The reader stops too: a connection that cannot be written to is over.
    close.notify_one();
}
