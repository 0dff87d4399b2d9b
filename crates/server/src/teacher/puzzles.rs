//! `/teacher/api/puzzles`: each child's puzzles and counting drills, by game: puzzles tried
//! and solved, the rating, the best streak, the results by theme, and each drill's tries,
//! right answers and size. Read from the records the server keeps (`crate::puzzles`).

use std::sync::Arc;

use oware_puzzles::PuzzleRecord;

use super::json;
use crate::hub::Hub;
use crate::puzzles::stored::read_records;

/// The records, read off the runtime's threads; `None` when the database cannot be read.
pub async fn read(hub: &Arc<Hub>) -> Option<Vec<(String, PuzzleRecord)>> {
    let path = hub.database().to_owned();
    match tokio::task::spawn_blocking(move || read_records(&path)).await {
        Ok(Ok(records)) => Some(records),
        Ok(Err(error)) => {
            log::error!("cannot read the class's puzzles: {error}");
            None
        }
        Err(_) => None,
    }
}

/// A rating as the page shows it: rounded.
fn whole(value: f64) -> i64 {
    if value.is_finite() {
        // A rating is a few thousand at most.
        value.round() as i64
    } else {
        0
    }
}

/// `{"children":[{"name":…,"games":[{"game":…,"tried":…,"solved":…,"rating":…,
/// "bestStreak":…,"themes":[{"theme":…,"tried":…,"solved":…}],"drills":[{"kind":…,
/// "tried":…,"right":…,"size":…}]}]}]}`, the children by name, names escaped.
pub fn to_json(records: &[(String, PuzzleRecord)]) -> String {
    let mut out = String::from("{\"children\":[");
    let mut index = 0;
    while index < records.len() {
        let name = &records[index].0;
        let games: Vec<&PuzzleRecord> = records[index..]
            .iter()
            .take_while(|(other, _)| other == name)
            .map(|(_, record)| record)
            .collect();
        if index > 0 {
            out.push(',');
        }
        out.push('{');
        json::key(&mut out, "name");
        json::string(&mut out, name);
        out.push_str(",\"games\":[");
        for (at, record) in games.iter().enumerate() {
            if at > 0 {
                out.push(',');
            }
            game_json(&mut out, record);
        }
        out.push_str("]}");
        index += games.len();
    }
    out.push_str("]}");
    out
}

fn game_json(out: &mut String, record: &PuzzleRecord) {
    out.push_str(&format!(
        "{{\"game\":\"{}\",\"tried\":{},\"solved\":{},\"rating\":{},\"bestStreak\":{},\"themes\":[",
        record.game.id(),
        record.tried,
        record.solved,
        whole(record.rating.rating),
        record.best_streak
    ));
    for (at, (theme, (tried, solved))) in record.by_theme.iter().enumerate() {
        if at > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"theme\":\"{}\",\"tried\":{tried},\"solved\":{solved}}}",
            theme.id()
        ));
    }
    out.push_str("],\"drills\":[");
    for (at, (kind, ladder)) in record.drills.iter().enumerate() {
        if at > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "{{\"kind\":\"{}\",\"tried\":{},\"right\":{},\"size\":{}}}",
            kind.id(),
            ladder.tried(),
            ladder.right(),
            ladder.size()
        ));
    }
    out.push_str("]}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    #[test]
    fn each_child_is_listed_once_with_every_game_and_names_are_escaped() {
        let mut oware = PuzzleRecord::new(GameKind::Oware);
        oware.tried = 4;
        oware.solved = 3;
        oware.best_streak = 2;
        let kalah = PuzzleRecord::new(GameKind::Kalah);
        let json = to_json(&[
            ("<Zoé>".into(), kalah.clone()),
            ("<Zoé>".into(), oware),
            ("Kofi".into(), kalah),
        ]);
        assert!(json.starts_with(
            "{\"children\":[{\"name\":\"\\u003cZoé\\u003e\",\"games\":[{\"game\":\"kalah\",\"tried\":0"
        ));
        assert!(json.contains(
            "{\"game\":\"oware\",\"tried\":4,\"solved\":3,\"rating\":1500,\"bestStreak\":2,\"themes\":[],\"drills\":[]}"
        ));
        assert_eq!(json.matches("\"name\"").count(), 2);
        assert!(json.ends_with("\"drills\":[]}]}]}"));
    }
}
