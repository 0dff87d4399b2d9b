//! `/teacher/api/roster…`: the class's roster as the teacher keeps it, behind the session
//! and CSRF checks of every route (`api.rs`). Changes come as form fields
//! (`application/x-www-form-urlencoded`, as the page's `URLSearchParams` writes them), a CSV
//! import as the file's text. A child's picture code is answered only when it is made (added,
//! imported, reset): the database keeps it hashed, so cards are printed then.

use std::sync::Arc;

use oware_protocol::PictureCode;

use super::api::Reply;
use super::json;
use crate::hub::Hub;
use crate::roster::{import, Pupil, RosterError};

/// A form's value of `key`, `+` and `%XX` undone.
pub fn form_value(body: &[u8], key: &str) -> Option<String> {
    let body = std::str::from_utf8(body).ok()?;
    body.split('&').find_map(|pair| {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        (name == key).then(|| percent_decode(value)).flatten()
    })
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

fn refused(error: &RosterError) -> Reply {
    match error {
        RosterError::Import { line, reason } => {
            let mut out = json::error("bad-row");
            out.pop();
            out.push_str(&format!(",\"line\":{line},\"reason\":\"{reason}\"}}"));
            Reply::json(400, out)
        }
        RosterError::NotSaved | RosterError::NoRandom => {
            Reply::json(500, json::error(error.word()))
        }
        RosterError::NoSuchChild | RosterError::NoSuchGroup => {
            Reply::json(404, json::error(error.word()))
        }
        _ => Reply::json(400, json::error(error.word())),
    }
}

fn done(result: Result<(), RosterError>) -> Reply {
    match result {
        Ok(()) => Reply::json(200, "{}".into()),
        Err(error) => refused(&error),
    }
}

fn child_json(out: &mut String, pupil: &Pupil, code: Option<PictureCode>) {
    out.push_str(&format!("{{\"id\":{},\"group\":{},", pupil.id, pupil.group));
    json::key(out, "name");
    json::string(out, &pupil.name);
    out.push(',');
    json::key(out, "wire");
    json::string(out, &pupil.wire);
    if let Some(code) = code {
        out.push_str(&format!(
            ",\"code\":[{}]",
            code.0.map(|p| p.to_string()).join(",")
        ));
    }
    out.push('}');
}

fn children_json(added: &[(Pupil, PictureCode)]) -> String {
    let mut out = String::from("{\"children\":[");
    for (index, (pupil, code)) in added.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        child_json(&mut out, pupil, Some(*code));
    }
    out.push_str("]}");
    out
}

/// `GET /roster`: the groups, the children, the settings.
pub fn roster_json(hub: &Hub) -> String {
    let roster = hub.roster();
    let mut out = String::from("{\"groups\":[");
    for (index, group) in roster.groups().iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!("{{\"id\":{},", group.id));
        json::key(&mut out, "name");
        json::string(&mut out, &group.name);
        out.push('}');
    }
    out.push_str("],\"children\":[");
    let mut pupils = roster.pupils();
    pupils.sort_by_cached_key(|pupil| pupil.name.to_lowercase());
    for (index, pupil) in pupils.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        child_json(&mut out, pupil, None);
    }
    out.push_str(&format!(
        "],\"guests\":{},\"chaptersOpen\":{},\"retentionDays\":{}}}",
        roster.guests(),
        roster.chapters_open(),
        roster
            .retention_days()
            .map_or("null".to_string(), |days| days.to_string())
    ));
    out
}

/// `/roster/<kind>/<id>/<action>`.
fn target<'a>(route: &'a str, kind: &str) -> Option<(u32, &'a str)> {
    let rest = route
        .strip_prefix("/roster/")?
        .strip_prefix(kind)?
        .strip_prefix('/')?;
    let (id, action) = rest.split_once('/')?;
    Some((id.parse().ok()?, action))
}

fn code_field(body: &[u8]) -> Result<Option<PictureCode>, RosterError> {
    match form_value(body, "code").filter(|code| !code.is_empty()) {
        None => Ok(None),
        Some(code) => PictureCode::from_digits(&code)
            .map(Some)
            .ok_or(RosterError::BadCode),
    }
}

/// The roster's changes (POST).
pub async fn change(hub: &Arc<Hub>, route: &str, body: &[u8]) -> Reply {
    let roster = hub.roster();
    let field = |key: &str| form_value(body, key).unwrap_or_default();
    match route {
        "/roster/add" => {
            let code = match code_field(body) {
                Ok(code) => code,
                Err(error) => return refused(&error),
            };
            match roster
                .add(hub, vec![(field("name"), field("group"), code)])
                .await
            {
                Ok(added) => Reply::json(200, children_json(&added)),
                Err(error) => refused(&error),
            }
        }
        "/roster/import" => {
            let Ok(text) = std::str::from_utf8(body) else {
                return refused(&RosterError::Import {
                    line: 0,
                    reason: "not-utf8",
                });
            };
            let children = match import::read(text) {
                Ok(children) => children,
                Err(error) => return refused(&error),
            };
            match roster.add(hub, children).await {
                Ok(added) => Reply::json(200, children_json(&added)),
                Err(error) => refused(&error),
            }
        }
        "/roster/codes" => {
            // New codes for a group, or the whole class: the cards to print.
            let group = field("group").parse::<u32>().ok();
            let mut made = Vec::new();
            for pupil in roster.pupils() {
                if group.is_some_and(|group| group != pupil.group) {
                    continue;
                }
                match roster.reset_code(hub, pupil.id, None).await {
                    Ok(code) => made.push((pupil, code)),
                    Err(error) => return refused(&error),
                }
            }
            Reply::json(200, children_json(&made))
        }
        "/roster/groups" => match roster.add_group(hub, &field("name")).await {
            Ok(id) => Reply::json(200, format!("{{\"id\":{id}}}")),
            Err(error) => refused(&error),
        },
        "/roster/sign-everyone-out" => done(roster.sign_everyone_out(hub).await),
        "/roster/settings" => {
            if let Some(guests) = form_value(body, "guests") {
                if let Err(error) = roster.set_guests(hub, guests == "yes").await {
                    return refused(&error);
                }
            }
            if let Some(open) = form_value(body, "chaptersOpen") {
                if let Err(error) = roster.set_chapters_open(hub, open == "yes").await {
                    return refused(&error);
                }
            }
            if let Some(days) = form_value(body, "retentionDays") {
                let Ok(days) = days.parse() else {
                    return refused(&RosterError::BadSetting);
                };
                if let Err(error) = roster.set_retention(hub, days).await {
                    return refused(&error);
                }
                hub.prune_results(days);
            }
            Reply::json(200, roster_json(hub))
        }
        _ => {
            if let Some((id, action)) = target(route, "children") {
                return match action {
                    "rename" => match roster.rename(hub, id, &field("name")).await {
                        Ok(pupil) => {
                            let mut out = String::new();
                            child_json(&mut out, &pupil, None);
                            Reply::json(200, out)
                        }
                        Err(error) => refused(&error),
                    },
                    "move" => match field("group").parse() {
                        Ok(group) => done(roster.move_to(hub, id, group).await),
                        Err(_) => refused(&RosterError::NoSuchGroup),
                    },
                    "delete" => done(roster.delete(hub, id).await),
                    "code" => {
                        let code = match code_field(body) {
                            Ok(code) => code,
                            Err(error) => return refused(&error),
                        };
                        match roster.reset_code(hub, id, code).await {
                            Ok(code) => match roster.pupil(id) {
                                Some(pupil) => Reply::json(200, children_json(&[(pupil, code)])),
                                None => refused(&RosterError::NoSuchChild),
                            },
                            Err(error) => refused(&error),
                        }
                    }
                    _ => Reply::json(404, json::error("not-found")),
                };
            }
            if let Some((id, action)) = target(route, "groups") {
                return match action {
                    "rename" => done(roster.rename_group(hub, id, &field("name")).await),
                    "delete" => done(roster.delete_group(hub, id).await),
                    _ => Reply::json(404, json::error("not-found")),
                };
            }
            Reply::json(404, json::error("not-found"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_s_values_are_decoded_as_url_search_params_writes_them() {
        let body = "name=Se%C3%A1n+O%27Brien&group=Blue&code=427".as_bytes();
        assert_eq!(form_value(body, "name").as_deref(), Some("Seán O'Brien"));
        assert_eq!(form_value(body, "group").as_deref(), Some("Blue"));
        assert_eq!(form_value(body, "missing"), None);
        assert_eq!(form_value(b"name=%E2%28", "name"), None, "not UTF-8");
        assert_eq!(form_value(b"name=%4", "name"), None, "cut short");
    }

    #[test]
    fn a_child_s_or_group_s_route_names_its_number_and_action() {
        assert_eq!(
            target("/roster/children/12/rename", "children"),
            Some((12, "rename"))
        );
        assert_eq!(
            target("/roster/groups/3/delete", "groups"),
            Some((3, "delete"))
        );
        assert_eq!(target("/roster/children/x/rename", "children"), None);
        assert_eq!(target("/roster/children/12", "children"), None);
    }
}
