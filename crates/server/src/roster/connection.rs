//! The roster's words on a child's connection (TCP or the page's WebSocket alike): the
//! class to tap, signing in and out, the child's assignments and progress. A signed-in
//! connection goes by the child's one-word name from then on, so that rooms, results,
//! puzzles and the tournament count for that child, whatever anyone types.

use std::net::IpAddr;

use oware_protocol::{
    Answer, ClassShown, ProgressShown, Refusal, Request, RoomCode, ServerEvent, Token,
};

use super::{Child, Tell};
use crate::hub::{Hub, Peer};

/// Where the connection stands, as far as the roster's words care.
pub struct Place<'a> {
    /// It said `hello` or signed in already.
    pub greeted: bool,
    /// It sits in this room.
    pub seated: Option<RoomCode>,
    pub child: &'a mut Option<Child>,
    pub address: IpAddr,
    /// The session the page's cookie held when its WebSocket opened.
    pub cookie: Option<Token>,
    /// Where this connection hears that the teacher ended its session.
    pub tell: &'a Tell,
}

/// What the connection becomes.
pub enum Outcome {
    Same,
    /// Signed in: it goes by this one-word name.
    SignedIn(String),
    /// Signed out: it greets again.
    SignedOut,
}

/// Whether the roster answers this request.
pub fn is_roster_request(request: &Request) -> bool {
    matches!(
        request,
        Request::Class
            | Request::ClassGroup(_)
            | Request::SignIn(..)
            | Request::Session(_)
            | Request::SignOut
            | Request::Assignments
            | Request::Progress
    )
}

/// Answers a roster request; a refusal is returned, as the connection's own are.
pub async fn handle(
    hub: &Hub,
    peer: &Peer,
    request: Request,
    place: Place<'_>,
) -> Result<Outcome, Refusal> {
    let roster = hub.roster();
    match request {
        Request::Class => {
            let groups = roster.groups();
            for group in &groups {
                peer.send(ServerEvent::Group(group.clone()));
            }
            peer.send(Answer::Class(ClassShown {
                groups: u32::try_from(groups.len()).unwrap_or(u32::MAX),
                guests: roster.guests(),
            }));
            Ok(Outcome::Same)
        }
        Request::ClassGroup(group) => {
            let children = roster.group(group).ok_or(Refusal::NoSuchGroup)?;
            for child in &children {
                peer.send(ServerEvent::Pupil(child.clone()));
            }
            peer.send(Answer::ClassGroup {
                group,
                count: u32::try_from(children.len()).unwrap_or(u32::MAX),
            });
            Ok(Outcome::Same)
        }
        Request::SignIn(..) | Request::Session(_) if place.greeted => Err(Refusal::AlreadyGreeted),
        Request::SignIn(pupil, code) => {
            let (signed_in, child) = roster.sign_in(hub, pupil, code, place.address).await?;
            signed(hub, peer, place, signed_in, child)
        }
        Request::Session(token) => {
            let token = token.or(place.cookie).ok_or(Refusal::SessionEnded)?;
            let (signed_in, child) = roster.session(&token)?;
            signed(hub, peer, place, signed_in, child)
        }
        Request::SignOut => {
            let child = place.child.as_ref().ok_or(Refusal::SignInFirst)?;
            if let Some(code) = place.seated {
                return Err(Refusal::AlreadySeated(code));
            }
            roster.sign_out(hub, child).await?;
            roster.unwatch(peer.id);
            *place.child = None;
            peer.send(Answer::SignedOut);
            Ok(Outcome::SignedOut)
        }
        Request::Assignments => {
            let child = signed_in(hub, place.child)?;
            let shown = super::report::assignments_of(hub, &child).await?;
            for assignment in &shown {
                peer.send(ServerEvent::Assignment(assignment.clone()));
            }
            peer.send(Answer::Assignments(
                u32::try_from(shown.len()).unwrap_or(u32::MAX),
            ));
            Ok(Outcome::Same)
        }
        Request::Progress => {
            let child = signed_in(hub, place.child)?;
            let games = super::report::progress_of(hub, &child).await?;
            let mut count = 0u32;
            for (game, progress) in games {
                count += 1;
                peer.send(ServerEvent::Progress(ProgressShown {
                    game,
                    tux: progress.tux,
                    lessons_done: u32::try_from(progress.lessons.len()).unwrap_or(u32::MAX),
                    lessons_all: progress.lessons_all,
                    rating: progress.rating,
                    solved: progress.solved,
                    tried: progress.tried,
                    streak: progress.streak,
                    stars: progress.stars,
                }));
            }
            peer.send(Answer::Progress(count));
            Ok(Outcome::Same)
        }
        _ => Ok(Outcome::Same),
    }
}

/// The child's session, if it still holds: a child deleted, signed out everywhere or given
/// a new code is refused from then on.
fn signed_in(hub: &Hub, child: &mut Option<Child>) -> Result<Child, Refusal> {
    let held = child.clone().ok_or(Refusal::SignInFirst)?;
    if hub.roster().holds(&held) {
        Ok(held)
    } else {
        *child = None;
        Err(Refusal::SessionEnded)
    }
}

fn signed(
    hub: &Hub,
    peer: &Peer,
    place: Place<'_>,
    signed_in: oware_protocol::SignedIn,
    child: Child,
) -> Result<Outcome, Refusal> {
    // Watched before it is answered: a session the teacher ends from here on is told to this
    // connection, and one ended already (between the check and now) is refused.
    if !hub.roster().watch(peer.id, &child, place.tell.clone()) {
        return Err(Refusal::SessionEnded);
    }
    peer.send(Answer::SignedIn(signed_in));
    hub.greeted(peer, &child.wire);
    let wire = child.wire.clone();
    *place.child = Some(child);
    Ok(Outcome::SignedIn(wire))
}
