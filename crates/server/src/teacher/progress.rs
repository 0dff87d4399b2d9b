//! `/teacher/api/progress…`: the class at a glance (every child, every game), one child's
//! page (progress, history, assignments) and the class's progress as CSV. Read off the
//! runtime's threads on a read-only connection of their own, so that a class page never
//! waits for a move to be written, nor a move for the page.

use std::sync::Arc;

use oware_rules::GameKind;
use rusqlite::Connection;

use super::api::Reply;
use super::csv::{cell, utc, BOM};
use super::json;
use crate::hub::Hub;
use crate::results::open_read_only;
use crate::roster::progress::{of_child, of_class, GameProgress, Games};
use crate::roster::report::assignments_for;
use crate::roster::Pupil;

/// Entries of a child's history shown.
const HISTORY: i64 = 200;

fn number_or_null(value: Option<u64>) -> String {
    value.map_or("null".to_string(), |value| value.to_string())
}

fn game_json(out: &mut String, progress: &GameProgress, detail: bool) {
    out.push_str(&format!(
        "{{\"tux\":{},\"tuxAt\":{},\"games\":{},\"wins\":{},\"lessons\":{},\"lessonsAll\":{},\"rating\":{},\"solved\":{},\"tried\":{},\"streak\":{},\"stars\":{},\"lastAt\":{}",
        progress.tux,
        number_or_null(progress.tux_at),
        progress.games,
        progress.wins,
        progress.lessons.len(),
        progress.lessons_all,
        progress.rating,
        progress.solved,
        progress.tried,
        progress.streak,
        progress.stars,
        number_or_null(progress.last_at),
    ));
    if detail {
        out.push_str(",\"lessonsDone\":[");
        let done: Vec<String> = progress.lessons.iter().map(u32::to_string).collect();
        out.push_str(&done.join(","));
        out.push_str("],\"themes\":[");
        for (index, (theme, solved, tried)) in progress.themes.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            out.push_str(&format!(
                "{{\"theme\":\"{theme}\",\"solved\":{solved},\"tried\":{tried}}}"
            ));
        }
        out.push(']');
    }
    out.push('}');
}

fn games_json(out: &mut String, games: &Games, detail: bool) {
    out.push('{');
    for (index, (game, progress)) in games.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!("\"{}\":", game.id()));
        game_json(out, progress, detail);
    }
    out.push('}');
}

fn pupil_head(out: &mut String, pupil: &Pupil, group: &str) {
    out.push_str(&format!("{{\"id\":{},\"group\":{},", pupil.id, pupil.group));
    json::key(out, "name");
    json::string(out, &pupil.name);
    out.push(',');
    json::key(out, "groupName");
    json::string(out, group);
}

/// Every child's progress, on one connection.
fn class_rows(db: &Connection, pupils: &[Pupil]) -> rusqlite::Result<Vec<Games>> {
    let keys: Vec<(String, u32)> = pupils
        .iter()
        .map(|pupil| (pupil.wire.clone(), pupil.id))
        .collect();
    of_class(db, &keys)
}

async fn blocking<T: Send + 'static>(
    read: impl FnOnce() -> rusqlite::Result<T> + Send + 'static,
) -> Result<T, Reply> {
    match tokio::task::spawn_blocking(read).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(error)) => {
            log::error!("cannot read the class's progress: {error}");
            Err(Reply::json(500, json::error("database")))
        }
        Err(_) => Err(Reply::json(500, json::error("database"))),
    }
}

fn sorted_pupils(hub: &Hub) -> Vec<Pupil> {
    let mut pupils = hub.roster().pupils();
    pupils.sort_by_cached_key(|pupil| (pupil.group, pupil.name.to_lowercase()));
    pupils
}

/// `GET /progress`: the class at a glance.
pub async fn class(hub: &Arc<Hub>) -> Reply {
    let pupils = sorted_pupils(hub);
    let path = hub.database().to_owned();
    let read_pupils = pupils.clone();
    let rows = match blocking(move || class_rows(&open_read_only(&path)?, &read_pupils)).await {
        Ok(rows) => rows,
        Err(reply) => return reply,
    };
    let mut out = String::from("{\"children\":[");
    for (index, (pupil, games)) in pupils.iter().zip(&rows).enumerate() {
        if index > 0 {
            out.push(',');
        }
        let group = hub.roster().group_name(pupil.group).unwrap_or_default();
        pupil_head(&mut out, pupil, &group);
        out.push_str(",\"games\":");
        games_json(&mut out, games, false);
        out.push('}');
    }
    out.push_str("]}");
    Reply::json(200, out)
}

/// One line of a child's history.
struct Entry {
    at: u64,
    json: String,
}

fn history(db: &Connection, wire: &str) -> rusqlite::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    let mut games = db.prepare_cached(
        "SELECT at, game, opponent, level, winner, south, north, south_score, north_score
         FROM results WHERE south = ?1 OR (north = ?1 AND opponent = 'classmate')
         ORDER BY at DESC LIMIT ?2",
    )?;
    let rows = games.query_map(rusqlite::params![wire, HISTORY], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, String>(2)?,
            row.get::<_, u8>(3)?,
            row.get::<_, String>(4)?,
            row.get::<_, String>(5)?,
            row.get::<_, String>(6)?,
            row.get::<_, u32>(7)?,
            row.get::<_, u32>(8)?,
        ))
    })?;
    for (at, game, opponent, level, winner, south, north, south_score, north_score) in
        rows.flatten()
    {
        let as_south = south == wire;
        let won = (as_south && winner == "south") || (!as_south && winner == "north");
        let result = if winner == "draw" {
            "draw"
        } else if won {
            "won"
        } else {
            "lost"
        };
        let (mine, theirs, other) = if as_south {
            (south_score, north_score, north)
        } else {
            (north_score, south_score, south)
        };
        let mut json = format!(
            "{{\"at\":{at},\"kind\":\"game\",\"game\":\"{}\",\"opponent\":\"{}\",\"level\":{level},\"result\":\"{result}\",\"scores\":[{mine},{theirs}],",
            GameKind::from_id(&game).map_or("oware", GameKind::id),
            if opponent == "tux" { "tux" } else if opponent == "here" { "here" } else { "classmate" },
        );
        json::key(&mut json, "with");
        json::string(&mut json, &other);
        json.push('}');
        entries.push(Entry {
            at: u64::try_from(at).unwrap_or(0),
            json,
        });
    }
    let mut lessons = db.prepare_cached(
        "SELECT at, game, lesson FROM lessons WHERE name = ?1 ORDER BY at DESC LIMIT ?2",
    )?;
    let rows = lessons.query_map(rusqlite::params![wire, HISTORY], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, u32>(2)?,
        ))
    })?;
    for (at, game, lesson) in rows.flatten() {
        entries.push(Entry {
            at: u64::try_from(at).unwrap_or(0),
            json: format!(
                "{{\"at\":{at},\"kind\":\"lesson\",\"game\":\"{}\",\"lesson\":{lesson}}}",
                GameKind::from_id(&game).map_or("oware", GameKind::id)
            ),
        });
    }
    entries.sort_by_key(|entry| std::cmp::Reverse(entry.at));
    entries.truncate(usize::try_from(HISTORY).unwrap_or(0));
    Ok(entries)
}

/// `GET /progress/<id>`: a child's page.
pub async fn child(hub: &Arc<Hub>, id: u32) -> Reply {
    let Some(pupil) = hub.roster().pupil(id) else {
        return Reply::json(404, json::error("no-such-child"));
    };
    let group = hub.roster().group_name(pupil.group).unwrap_or_default();
    let path = hub.database().to_owned();
    let all = hub.roster().assignments();
    let read_pupil = pupil.clone();
    let read = move || {
        let db = open_read_only(&path)?;
        let games = of_child(&db, &read_pupil.wire, read_pupil.id)?;
        let entries = history(&db, &read_pupil.wire)?;
        let assignments = assignments_for(&db, &read_pupil, &all)?;
        Ok((games, entries, assignments))
    };
    let (games, entries, assignments) = match blocking(read).await {
        Ok(read) => read,
        Err(reply) => return reply,
    };
    let mut out = String::from("{\"child\":");
    pupil_head(&mut out, &pupil, &group);
    out.push_str("},\"games\":");
    games_json(&mut out, &games, true);
    out.push_str(",\"history\":[");
    let lines: Vec<&str> = entries.iter().map(|entry| entry.json.as_str()).collect();
    out.push_str(&lines.join(","));
    out.push_str("],\"assignments\":[");
    for (index, shown) in assignments.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        super::assignments::shown_json(&mut out, shown);
    }
    out.push_str("]}");
    Reply::json(200, out)
}

const CSV_HEADER: &str = "name,group,game,highest Tux level beaten,beaten on (UTC),games,wins,lessons done,lessons in the game,puzzle rating,puzzles solved,puzzles tried,best streak,chapter stars,last activity (UTC)\r\n";

/// `GET /progress.csv`: a row a child and game with anything done.
pub async fn csv(hub: &Arc<Hub>) -> Reply {
    let pupils = sorted_pupils(hub);
    let path = hub.database().to_owned();
    let read_pupils = pupils.clone();
    let rows = match blocking(move || class_rows(&open_read_only(&path)?, &read_pupils)).await {
        Ok(rows) => rows,
        Err(reply) => return reply,
    };
    let mut out = format!("{BOM}{CSV_HEADER}");
    for (pupil, games) in pupils.iter().zip(&rows) {
        let group = hub.roster().group_name(pupil.group).unwrap_or_default();
        for (game, progress) in games {
            if progress.last_at.is_none() {
                continue;
            }
            let fields = [
                pupil.name.clone(),
                group.clone(),
                game.id().to_string(),
                progress.tux.to_string(),
                progress.tux_at.map(utc).unwrap_or_default(),
                progress.games.to_string(),
                progress.wins.to_string(),
                progress.lessons.len().to_string(),
                progress.lessons_all.to_string(),
                progress.rating.to_string(),
                progress.solved.to_string(),
                progress.tried.to_string(),
                progress.streak.to_string(),
                progress.stars.to_string(),
                progress.last_at.map(utc).unwrap_or_default(),
            ];
            let row: Vec<String> = fields.iter().map(|field| cell(field)).collect();
            out.push_str(&row.join(","));
            out.push_str("\r\n");
        }
    }
    Reply {
        status: 200,
        content_type: "text/csv; charset=utf-8",
        headers: "Content-Disposition: attachment; filename=\"class-progress.csv\"\r\n".into(),
        body: out.into_bytes(),
    }
}
