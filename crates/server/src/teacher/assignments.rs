//! `/teacher/api/assignments…`: the work the teacher gives (to the class, a group or a
//! child) and who has done it, read live from what the children did.

use std::sync::Arc;

use oware_protocol::{AssignmentShown, Task};
use oware_rules::GameKind;

use super::api::Reply;
use super::json;
use super::roster::form_value;
use crate::hub::Hub;
use crate::results::open_read_only;
use crate::roster::assignments::{Assignment, For};
use crate::roster::report::assignments_for;

/// One assignment as a child's page and the teacher's see it.
pub fn shown_json(out: &mut String, shown: &AssignmentShown) {
    out.push_str(&format!(
        "{{\"id\":{},\"game\":\"{}\",\"kind\":\"{}\",",
        shown.id,
        shown.game.id(),
        shown.task.kind()
    ));
    json::key(out, "args");
    json::string(out, &shown.task.args());
    out.push_str(&format!(
        ",\"done\":{},\"progress\":{},\"target\":{}}}",
        shown.done, shown.progress, shown.target
    ));
}

/// `GET /assignments`: each assignment, and each child it is for with how far they are.
pub async fn list(hub: &Arc<Hub>) -> Reply {
    let all = hub.roster().assignments();
    let mut pupils = hub.roster().pupils();
    pupils.sort_by_cached_key(|pupil| pupil.name.to_lowercase());
    let path = hub.database().to_owned();
    let read_all = all.clone();
    let read_pupils = pupils.clone();
    let read = move || -> rusqlite::Result<Vec<Vec<AssignmentShown>>> {
        let db = open_read_only(&path)?;
        read_pupils
            .iter()
            .map(|pupil| assignments_for(&db, pupil, &read_all))
            .collect()
    };
    let states = match tokio::task::spawn_blocking(read).await {
        Ok(Ok(states)) => states,
        _ => return Reply::json(500, json::error("database")),
    };
    let mut out = String::from("{\"assignments\":[");
    for (index, assignment) in all.iter().rev().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"id\":{},\"game\":\"{}\",\"kind\":\"{}\",\"for\":\"{}\",\"forId\":{},\"at\":{},",
            assignment.id,
            assignment.game.id(),
            assignment.task.kind(),
            assignment.for_kind.word(),
            assignment.for_id,
            assignment.at
        ));
        json::key(&mut out, "args");
        json::string(&mut out, &assignment.task.args());
        out.push_str(",\"children\":[");
        let mut first = true;
        for (pupil, shown) in pupils.iter().zip(&states) {
            let Some(state) = shown.iter().find(|shown| shown.id == assignment.id) else {
                continue;
            };
            if !first {
                out.push(',');
            }
            first = false;
            out.push_str(&format!("{{\"id\":{},", pupil.id));
            json::key(&mut out, "name");
            json::string(&mut out, &pupil.name);
            out.push_str(&format!(
                ",\"done\":{},\"progress\":{},\"target\":{}}}",
                state.done, state.progress, state.target
            ));
        }
        out.push_str("]}");
    }
    out.push_str("]}");
    Reply::json(200, out)
}

/// `POST /assignments` (`game`, `task` as the protocol words it, `for`, `forId`) and
/// `POST /assignments/<id>/delete`.
pub async fn change(hub: &Arc<Hub>, route: &str, body: &[u8]) -> Reply {
    if route == "/assignments" {
        let field = |key: &str| form_value(body, key).unwrap_or_default();
        let task_text = field("task");
        let words: Vec<&str> = task_text.split_whitespace().collect();
        let task = words
            .split_first()
            .and_then(|(kind, args)| Task::from_words(kind, args));
        let (Some(game), Some(task), Some(for_kind)) = (
            GameKind::from_id(&field("game")),
            task,
            For::from_word(&field("for")),
        ) else {
            return Reply::json(400, json::error("bad-assignment"));
        };
        let for_id = match for_kind {
            For::Class => 0,
            _ => match field("forId").parse() {
                Ok(id) => id,
                Err(_) => return Reply::json(400, json::error("bad-assignment")),
            },
        };
        let assignment = Assignment {
            id: 0,
            game,
            task,
            for_kind,
            for_id,
            at: 0,
        };
        return match hub.roster().assign(hub, assignment).await {
            Ok(id) => Reply::json(200, format!("{{\"id\":{id}}}")),
            Err(error) => Reply::json(
                if error.word() == "not-saved" {
                    500
                } else {
                    400
                },
                json::error(error.word()),
            ),
        };
    }
    let id = route
        .strip_prefix("/assignments/")
        .and_then(|rest| rest.strip_suffix("/delete"))
        .and_then(|id| id.parse().ok());
    match id {
        Some(id) => match hub.roster().unassign(hub, id).await {
            Ok(()) => Reply::json(200, "{}".into()),
            Err(error) => Reply::json(404, json::error(error.word())),
        },
        None => Reply::json(404, json::error("not-found")),
    }
}
