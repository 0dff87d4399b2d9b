//! `/teacher/api/*`: what the teacher's page asks and does. Every route but signing in
//! needs the session's cookie (401 without it); every change (POST) also needs the page's
//! own origin and the session's CSRF token in `X-CSRF-Token` (403 without them), so that
//! neither a child's page nor another site can act for the teacher.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::Arc;

use oware_protocol::{Opponent, RoomCode};
use oware_rules::Side;

use super::sessions::SignIn;
use super::{chapters, class, csv, json, puzzles, tournament, Teacher};
use crate::hub::{now_ms, Hub, RoomView, GUEST};
use crate::results::{self, GameResult};

/// The cookie that holds the session: sent back only to `/teacher`, never to a script.
const COOKIE: &str = "oware_teacher";
/// The header that carries the session's CSRF token.
pub const CSRF_HEADER: &str = "x-csrf-token";

/// A request to the API, as far as it matters here.
pub struct ApiRequest<'a> {
    pub method: &'a str,
    /// The path after `/teacher/api`.
    pub route: &'a str,
    pub query: &'a str,
    pub cookies: Option<&'a str>,
    pub csrf: Option<&'a str>,
    /// The request came from the server's own page (or from no page at all).
    pub same_origin: bool,
    pub peer: IpAddr,
    pub body: &'a [u8],
}

/// An answer: its status, type, extra header lines and body.
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub headers: String,
    pub body: Vec<u8>,
}

impl Reply {
    pub(crate) fn json(status: u16, body: String) -> Reply {
        Reply {
            status,
            content_type: "application/json",
            headers: String::new(),
            body: body.into_bytes(),
        }
    }

    pub(crate) fn with_header(mut self, header: &str) -> Reply {
        self.headers.push_str(header);
        self.headers.push_str("\r\n");
        self
    }
}

fn cookie(cookies: Option<&str>) -> Option<&str> {
    cookies?.split(';').find_map(|pair| {
        let (name, value) = pair.trim().split_once('=')?;
        (name == COOKIE).then_some(value)
    })
}

/// A number from the query (`since=<ms>`); the page sends its own midnight, which the
/// server (in UTC, perhaps) cannot know.
fn query_number(query: &str, name: &str) -> Option<u64> {
    query.split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        (key == name).then(|| value.parse().ok()).flatten()
    })
}

pub async fn answer(teacher: &Teacher, hub: &Arc<Hub>, request: ApiRequest<'_>) -> Reply {
    let post = request.method == "POST";
    if request.route == "/session" && post {
        return sign_in(teacher, hub, &request).await;
    }
    let Some(session) = cookie(request.cookies).and_then(|id| teacher.sessions.find(id)) else {
        return Reply::json(401, json::error("signed-out"));
    };
    if post {
        if !request.same_origin {
            return Reply::json(403, json::error("origin"));
        }
        let token_ok = request
            .csrf
            .is_some_and(|token| super::code::same_code(token.trim(), &session.csrf));
        if !token_ok {
            return Reply::json(403, json::error("csrf"));
        }
    } else if request.method != "GET" {
        return Reply::json(405, json::error("method")).with_header("Allow: GET, POST");
    }
    let since = query_number(request.query, "since").unwrap_or(0);
    match (post, request.route) {
        (false, "/session") => Reply::json(200, csrf_json(&session.csrf)),
        (true, "/sign-out") => {
            teacher.sessions.sign_out(&session.id);
            let hash = super::sessions::key(&session.id);
            if hub.roster().end_teacher_session(hub, hash).await.is_err() {
                return Reply::json(500, json::error("not-saved"));
            }
            Reply::json(200, "{}".into()).with_header(&format!(
                "Set-Cookie: {COOKIE}=; Path=/teacher; HttpOnly; SameSite=Strict; Max-Age=0"
            ))
        }
        (false, "/rooms") => {
            // Rooms that stood empty for a while are left out; their children can still
            // come back to them.
            let mut rooms = hub.rooms().await;
            rooms.retain(|room| !room.quiet);
            match read_results(hub, since).await {
                Ok(finished) => Reply::json(200, rooms_json(&rooms, &finished)),
                Err(reply) => reply,
            }
        }
        (false, "/class") => match read_class(hub, since).await {
            Ok(class) => Reply::json(200, class::to_json(&class)),
            Err(reply) => reply,
        },
        (false, "/puzzles") => match puzzles::read(hub).await {
            Some(mut records) => {
                // Guests' puzzles count for nobody, as their games do.
                records.retain(|(name, _)| name != GUEST);
                Reply::json(200, puzzles::to_json(&records))
            }
            None => Reply::json(500, json::error("database")),
        },
        (false, "/chapters") => match chapters::read(hub).await {
            Some(all) => Reply::json(200, chapters::to_json(&chapters::children(hub, &all), &all)),
            None => Reply::json(500, json::error("database")),
        },
        (false, "/lessons.csv") => match read_class(hub, since).await {
            Ok(class) => Reply {
                status: 200,
                content_type: "text/csv; charset=utf-8",
                headers: "Content-Disposition: attachment; filename=\"class-lessons.csv\"\r\n"
                    .into(),
                body: csv::lessons(&class).into_bytes(),
            },
            Err(reply) => reply,
        },
        (false, "/games.csv") => match read_results(hub, since).await {
            Ok(results) => Reply {
                status: 200,
                content_type: "text/csv; charset=utf-8",
                headers: "Content-Disposition: attachment; filename=\"class-games.csv\"\r\n".into(),
                body: csv::games(&results).into_bytes(),
            },
            Err(reply) => reply,
        },
        (false, "/tournament") => match read_class(hub, since).await {
            Ok(class) => {
                let candidates = tournament::candidates(hub, class.into_keys());
                let going = hub.tournament().await;
                Reply::json(200, tournament::to_json(&candidates, going.as_ref()))
            }
            Err(reply) => reply,
        },
        (false, "/tournament.csv") => Reply {
            status: 200,
            content_type: "text/csv; charset=utf-8",
            headers: "Content-Disposition: attachment; filename=\"class-tournament.csv\"\r\n"
                .into(),
            body: tournament::csv(hub.tournament().await.as_ref()).into_bytes(),
        },
        (true, "/tournament/start") => {
            let (status, body) = tournament::start(hub, request.body).await;
            Reply::json(status, body)
        }
        (true, "/tournament/cancel") => match hub.cancel_tournament().await {
            Ok(true) => Reply::json(200, "{}".into()),
            Ok(false) => Reply::json(404, json::error("no-tournament")),
            Err(_) => Reply::json(500, json::error("not-saved")),
        },
        (true, "/forget") => match hub.forget_class().await {
            Ok(rooms) => Reply::json(200, format!("{{\"rooms\":{rooms}}}")),
            Err(_) => Reply::json(500, json::error("not-saved")),
        },
        (false, "/roster") => Reply::json(200, super::roster::roster_json(hub)),
        (true, route) if route.starts_with("/roster/") => {
            super::roster::change(hub, route, request.body).await
        }
        (false, "/progress") => super::progress::class(hub).await,
        (false, "/progress.csv") => super::progress::csv(hub).await,
        (false, route) if route.starts_with("/progress/") => {
            match route["/progress/".len()..].parse() {
                Ok(id) => super::progress::child(hub, id).await,
                Err(_) => Reply::json(404, json::error("not-found")),
            }
        }
        (false, "/assignments") => super::assignments::list(hub).await,
        (true, route) if route.starts_with("/assignments") => {
            super::assignments::change(hub, route, request.body).await
        }
        (true, route) => match close_route(route) {
            Some(code) => match hub.close_by_teacher(code).await {
                Ok(()) => Reply::json(200, "{}".into()),
                Err(oware_protocol::Refusal::NoSuchRoom(_)) => {
                    Reply::json(404, json::error("no-such-room"))
                }
                Err(_) => Reply::json(500, json::error("not-saved")),
            },
            None => Reply::json(404, json::error("not-found")),
        },
        _ => Reply::json(404, json::error("not-found")),
    }
}

/// `/rooms/<code>/close`.
fn close_route(route: &str) -> Option<RoomCode> {
    let code = route.strip_prefix("/rooms/")?.strip_suffix("/close")?;
    RoomCode::parse(code).ok()
}

async fn sign_in(teacher: &Teacher, hub: &Arc<Hub>, request: &ApiRequest<'_>) -> Reply {
    if !request.same_origin {
        return Reply::json(403, json::error("origin"));
    }
    let typed = String::from_utf8_lossy(request.body);
    match teacher.sessions.sign_in(request.peer, &typed) {
        Ok(session) => {
            // Kept before it is answered, so that a restart keeps the teacher signed in.
            let kept = hub
                .roster()
                .keep_teacher_session(
                    hub,
                    super::sessions::key(&session.id),
                    session.csrf.clone(),
                    now_ms(),
                )
                .await;
            if kept.is_err() {
                teacher.sessions.sign_out(&session.id);
                return Reply::json(500, json::error("not-saved"));
            }
            Reply::json(200, csrf_json(&session.csrf)).with_header(&format!(
                "Set-Cookie: {COOKIE}={}; Path=/teacher; HttpOnly; SameSite=Strict; Max-Age=43200",
                session.id
            ))
        }
        Err(SignIn::Wrong) => Reply::json(401, json::error("wrong-code")),
        Err(SignIn::Paused(seconds)) => Reply::json(
            429,
            format!("{{\"error\":\"paused\",\"seconds\":{seconds}}}"),
        )
        .with_header(&format!("Retry-After: {seconds}")),
        Err(SignIn::Failed) => Reply::json(500, json::error("no-random")),
    }
}

fn csrf_json(csrf: &str) -> String {
    let mut out = String::from("{");
    json::key(&mut out, "csrf");
    json::string(&mut out, csrf);
    out.push('}');
    out
}

/// The results since `since`, read off the runtime's threads.
async fn read_results(hub: &Arc<Hub>, since: u64) -> Result<Vec<GameResult>, Reply> {
    let path = hub.database().to_owned();
    let since = since.min(now_ms());
    match tokio::task::spawn_blocking(move || results::read(&path, since)).await {
        Ok(Ok(results)) => Ok(results),
        Ok(Err(error)) => {
            log::error!("cannot read the class's results: {error}");
            Err(Reply::json(500, json::error("database")))
        }
        Err(_) => Err(Reply::json(500, json::error("database"))),
    }
}

/// The class since `since`: the results and lessons stored, and the rooms open now.
async fn read_class(hub: &Arc<Hub>, since: u64) -> Result<BTreeMap<String, class::Child>, Reply> {
    let results = read_results(hub, since).await?;
    let path = hub.database().to_owned();
    let since = since.min(now_ms());
    let lessons =
        match tokio::task::spawn_blocking(move || results::read_lessons(&path, since)).await {
            Ok(Ok(lessons)) => lessons,
            Ok(Err(error)) => {
                log::error!("cannot read the class's lessons: {error}");
                return Err(Reply::json(500, json::error("database")));
            }
            Err(_) => return Err(Reply::json(500, json::error("database"))),
        };
    let rooms = hub.rooms().await;
    Ok(class::class(&results, &lessons, &rooms))
}

fn side_word(side: Side) -> &'static str {
    side.name()
}

fn seat_json(out: &mut String, room: &RoomView, side: Side) {
    let index = side.index();
    let Some(name) = &room.names[index] else {
        out.push_str("null");
        return;
    };
    out.push('{');
    json::key(out, "name");
    json::string(out, name);
    let tux = side == Side::North && matches!(room.opponent, Opponent::Tux { .. });
    // Tux is always there; a child's seat is connected when their page or program is.
    let connected = tux || room.connected[index];
    out.push_str(&format!(
        ",\"tux\":{tux},\"connected\":{connected},\"left\":{}}}",
        room.left[index]
    ));
}

fn result_json(out: &mut String, result: &GameResult) {
    out.push('{');
    for (key, value) in [
        ("code", &result.code),
        ("game", &result.game),
        ("south", &result.south),
        ("north", &result.north),
        ("opponent", &result.opponent),
        ("winner", &result.winner),
        ("reason", &result.reason),
    ] {
        json::key(out, key);
        json::string(out, value);
        out.push(',');
    }
    out.push_str(&format!(
        "\"at\":{},\"seeds\":{},\"level\":{},\"scores\":[{},{}],\"moves\":{}}}",
        result.at, result.seeds, result.level, result.scores[0], result.scores[1], result.moves
    ));
}

/// `/teacher/api/rooms`: the rooms open now, and the games finished since `since`.
fn rooms_json(rooms: &[RoomView], finished: &[GameResult]) -> String {
    let mut out = String::from("{\"rooms\":[");
    for (index, room) in rooms.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        let (opponent, level) = match room.opponent {
            Opponent::Classmate => ("classmate", 0),
            Opponent::Here => ("here", 0),
            Opponent::Tux { level } => ("tux", level),
        };
        out.push('{');
        json::key(&mut out, "code");
        json::string(&mut out, room.code.as_str());
        out.push_str(&format!(
            ",\"game\":\"{}\",\"seeds\":{},\"opponent\":\"{opponent}\",\"level\":{level},\"moves\":{},\"captured\":[{},{}],\"toMove\":",
            room.ruleset.kind().id(),
            room.ruleset.seeds_per_house(),
            room.moves,
            room.captured[0],
            room.captured[1],
        ));
        match room.to_move {
            Some(side) => out.push_str(&format!("\"{}\"", side_word(side))),
            None => out.push_str("null"),
        }
        out.push_str(",\"south\":");
        seat_json(&mut out, room, Side::South);
        out.push_str(",\"north\":");
        seat_json(&mut out, room, Side::North);
        out.push_str(",\"outcome\":");
        match room.outcome {
            Some(outcome) => out.push_str(&format!(
                "{{\"winner\":\"{}\",\"scores\":[{},{}],\"reason\":\"{}\"}}",
                outcome.winner.map_or("draw", side_word),
                outcome.scores[0],
                outcome.scores[1],
                outcome.reason.code()
            )),
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push_str("],\"finished\":[");
    for (index, result) in finished.iter().rev().enumerate() {
        if index > 0 {
            out.push(',');
        }
        result_json(&mut out, result);
    }
    out.push_str("]}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_cookie_is_found_among_others() {
        assert_eq!(cookie(Some("a=1; oware_teacher=abc; b=2")), Some("abc"));
        assert_eq!(cookie(Some("oware_teacher_x=abc")), None);
        assert_eq!(cookie(None), None);
    }

    #[test]
    fn only_a_room_code_between_rooms_and_close_is_a_route() {
        assert!(close_route("/rooms/ABC234/close").is_some());
        assert!(close_route("/rooms/ABC234").is_none());
        assert!(close_route("/rooms/../close").is_none());
    }
}
