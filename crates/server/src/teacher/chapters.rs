//! `/teacher/api/chapters`: each child's strategy chapters, by game: every stage's stars and
//! whether the chapter is done (every stage met). The roster's children are listed by their
//! names, with or without stars; a name said with `hello` that earned stars is listed by it.
//! Guests count for nobody.

use std::collections::HashMap;
use std::sync::Arc;

use oware_chapters::{chapters, ChapterProgress};
use oware_rules::GameKind;

use super::json;
use crate::chapters::stars::read_all;
use crate::hub::Hub;

/// Every name's stars, read off the runtime's threads; `None` when the database cannot be
/// read.
pub async fn read(hub: &Arc<Hub>) -> Option<HashMap<String, ChapterProgress>> {
    let path = hub.database().to_owned();
    match tokio::task::spawn_blocking(move || read_all(&path)).await {
        Ok(Ok(all)) => Some(all),
        Ok(Err(error)) => {
            log::error!("cannot read the class's chapters: {error}");
            None
        }
        Err(_) => None,
    }
}

/// The children to list: the roster's (name shown, one-word name) by name, then the other
/// names with stars, by name.
pub fn children(hub: &Hub, all: &HashMap<String, ChapterProgress>) -> Vec<(String, String)> {
    let mut pupils = hub.roster().pupils();
    pupils.sort_by_cached_key(|pupil| pupil.name.to_lowercase());
    let mut listed: Vec<(String, String)> = pupils
        .into_iter()
        .map(|pupil| (pupil.name, pupil.wire))
        .collect();
    let mut others: Vec<&String> = all
        .keys()
        .filter(|name| crate::lessons::counts(name))
        .filter(|name| !listed.iter().any(|(_, wire)| wire == *name))
        .collect();
    others.sort_by_cached_key(|name| name.to_lowercase());
    listed.extend(others.into_iter().map(|name| (name.clone(), name.clone())));
    listed
}

/// `{"children":[{"name":…,"games":[{"game":"oware","chapters":[{"key":…,"title":…,
/// "stars":[3,2,0],"done":false}]}]}]}`, names escaped.
pub fn to_json(children: &[(String, String)], all: &HashMap<String, ChapterProgress>) -> String {
    let none = ChapterProgress::new();
    let mut out = String::from("{\"children\":[");
    for (index, (name, wire)) in children.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push('{');
        json::key(&mut out, "name");
        json::string(&mut out, name);
        out.push_str(",\"games\":[");
        let progress = all.get(wire).unwrap_or(&none);
        let games = GameKind::ALL
            .into_iter()
            .filter(|game| !chapters(*game).is_empty());
        for (at, game) in games.enumerate() {
            if at > 0 {
                out.push(',');
            }
            game_json(&mut out, game, progress);
        }
        out.push_str("]}");
    }
    out.push_str("]}");
    out
}

fn game_json(out: &mut String, game: GameKind, progress: &ChapterProgress) {
    out.push_str(&format!("{{\"game\":\"{}\",\"chapters\":[", game.id()));
    for (at, chapter) in chapters(game).iter().enumerate() {
        if at > 0 {
            out.push(',');
        }
        out.push('{');
        json::key(out, "key");
        json::string(out, chapter.key);
        out.push(',');
        json::key(out, "title");
        json::string(out, chapter.title);
        let stars: Vec<String> = progress
            .stars(chapter.key)
            .iter()
            .map(u8::to_string)
            .collect();
        out.push_str(&format!(
            ",\"stars\":[{}],\"done\":{}}}",
            stars.join(","),
            progress.is_done(chapter.key)
        ));
    }
    out.push_str("]}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_child_has_every_chapter_with_its_stars_and_names_are_escaped() {
        let first = chapters(GameKind::Oware)[0];
        let mut progress = ChapterProgress::new();
        for index in 0..first.stages.len() {
            progress.record(first.key, index, 2);
        }
        let mut all = HashMap::new();
        all.insert("zoe".to_string(), progress);
        let json = to_json(
            &[
                ("<Zoé>".to_string(), "zoe".to_string()),
                ("Kofi".to_string(), "Kofi".to_string()),
            ],
            &all,
        );
        let twos = vec!["2"; first.stages.len()].join(",");
        assert!(json.starts_with(&format!(
            "{{\"children\":[{{\"name\":\"\\u003cZoé\\u003e\",\"games\":[{{\"game\":\"oware\",\
             \"chapters\":[{{\"key\":\"{}\",\"title\":\"{}\",\"stars\":[{twos}],\"done\":true}}",
            first.key, first.title
        )));
        // Kofi has none: every chapter listed, none done.
        let kofi = &json[json.find("Kofi").expect("Kofi listed")..];
        assert!(kofi.contains(&format!("\"key\":\"{}\"", first.key)));
        assert!(!kofi.contains("\"done\":true"));
        assert_eq!(json.matches("\"name\"").count(), 2);
    }
}
