//! `/teacher/api/tournament…`: the class tournament as the teacher's page shows and runs it,
//! behind the same session and CSRF checks as every route (`api.rs`). The children it may
//! take are those connected now and those seen today, by the names they typed.

use std::sync::Arc;

use oware_rules::{GameKind, Ruleset, Side};

use super::csv::{cell, BOM};
use super::json;
use crate::hub::{Hub, StartError};
use crate::tournament::Tournament;

/// The children the teacher may pick, given those seen in today's class.
pub fn candidates(hub: &Hub, seen: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut names = hub.connected_names();
    names.extend(seen);
    // With a roster, only its children: guests are never seated in a tournament.
    let roster = hub.roster().wire_names();
    if !roster.is_empty() {
        names.retain(|name| roster.contains(name));
    }
    names.sort();
    names.dedup();
    names
}

/// `{"candidates":[…],"tournament":null|{…}}`.
pub fn to_json(candidates: &[String], tournament: Option<&Tournament>) -> String {
    let mut out = String::from("{\"candidates\":");
    names(&mut out, candidates);
    out.push_str(",\"tournament\":");
    match tournament {
        Some(tournament) => tournament_json(&mut out, tournament),
        None => out.push_str("null"),
    }
    out.push('}');
    out
}

fn names(out: &mut String, list: &[String]) {
    out.push('[');
    for (index, name) in list.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        json::string(out, name);
    }
    out.push(']');
}

fn tournament_json(out: &mut String, tournament: &Tournament) {
    let name = |player: usize| tournament.players.get(player).map_or("", String::as_str);
    out.push_str(&format!(
        "{{\"game\":\"{}\",\"seeds\":{},\"startedAt\":{},\"round\":{},\"rounds\":{},\"over\":{},\"players\":",
        tournament.ruleset.kind().id(),
        tournament.ruleset.seeds_per_house(),
        tournament.started_at,
        tournament.rounds_begun(),
        tournament.schedule.len(),
        tournament.is_over(),
    ));
    names(out, &tournament.players);
    out.push_str(",\"games\":[");
    for (index, game) in tournament.games.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!("{{\"round\":{},\"code\":", game.round + 1));
        json::string(out, game.code.as_str());
        out.push_str(",\"south\":");
        json::string(out, name(game.pair.south));
        out.push_str(",\"north\":");
        json::string(out, name(game.pair.north));
        out.push_str(",\"result\":");
        match game.score {
            Some(score) => out.push_str(&format!(
                "{{\"winner\":\"{}\",\"scores\":[{},{}]}}",
                score.winner.map_or("draw", Side::name),
                score.scores[0],
                score.scores[1]
            )),
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push_str("],\"byes\":[");
    let byes = tournament
        .schedule
        .iter()
        .take(tournament.rounds_begun())
        .enumerate()
        .filter_map(|(round, planned)| planned.bye.map(|bye| (round, bye)));
    for (index, (round, bye)) in byes.enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!("{{\"round\":{},\"name\":", round + 1));
        json::string(out, name(bye));
        out.push('}');
    }
    out.push_str("],\"table\":[");
    for (index, line) in tournament.table().iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(&format!("{{\"place\":{},\"name\":", line.place));
        json::string(out, &line.name);
        out.push_str(&format!(
            ",\"points\":{},\"played\":{},\"won\":{},\"drawn\":{},\"lost\":{},\"byes\":{},\"seeds\":{}}}",
            line.points, line.played, line.won, line.drawn, line.lost, line.byes, line.seeds
        ));
    }
    out.push_str("]}");
}

const HEADER: &str = "place,name,points,played,won,drawn,lost,byes,seeds captured\r\n";

/// The table for a spreadsheet, first place first; names kept from formulas; UTF-8 said by
/// its byte order mark.
pub fn csv(tournament: Option<&Tournament>) -> String {
    let mut out = format!("{BOM}{HEADER}");
    for line in tournament.map(Tournament::table).unwrap_or_default() {
        let fields = [
            line.place.to_string(),
            cell(&line.name),
            line.points.to_string(),
            line.played.to_string(),
            line.won.to_string(),
            line.drawn.to_string(),
            line.lost.to_string(),
            line.byes.to_string(),
            line.seeds.to_string(),
        ];
        out.push_str(&fields.join(","));
        out.push_str("\r\n");
    }
    out
}

/// Reads the start's body: the game and its seeds on the first line (`kalah 4`), then one
/// child's name a line.
pub fn parse_start(body: &str) -> Option<(Ruleset, Vec<String>)> {
    let mut lines = body.lines().map(str::trim).filter(|line| !line.is_empty());
    let (game, seeds) = lines.next()?.split_once(' ')?;
    let kind = GameKind::from_id(game)?;
    let ruleset = Ruleset::new(kind, seeds.trim().parse().ok()?).ok()?;
    Some((ruleset, lines.map(str::to_string).collect()))
}

/// `POST /tournament/start`: the status and the answer's JSON.
pub async fn start(hub: &Arc<Hub>, body: &[u8]) -> (u16, String) {
    let Ok(body) = std::str::from_utf8(body) else {
        return (400, json::error("bad-request"));
    };
    let Some((ruleset, players)) = parse_start(body) else {
        return (400, json::error("bad-request"));
    };
    // With a roster, only its children play: a guest's typed name is never seated.
    let roster = hub.roster().wire_names();
    if !roster.is_empty() && players.iter().any(|player| !roster.contains(player)) {
        return (400, json::error("guest"));
    }
    match hub.start_tournament(ruleset, players).await {
        Ok(()) => (200, "{}".into()),
        Err(StartError::Going) => (409, json::error("tournament-going")),
        Err(StartError::Players) => (400, json::error("players")),
        Err(StartError::NotSaved) => (500, json::error("not-saved")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_names_a_game_its_seeds_and_the_children() {
        let (ruleset, players) = parse_start("oware 5\nAma\n  Kofi \n\nZoé\n").expect("reads");
        assert_eq!(ruleset.kind(), GameKind::Oware);
        assert_eq!(ruleset.seeds_per_house(), 5);
        assert_eq!(players, ["Ama", "Kofi", "Zoé"]);
        assert!(parse_start("chess 4\nAma\nKofi").is_none());
        assert!(parse_start("kalah 40\nAma\nKofi").is_none());
        assert!(parse_start("").is_none());
    }

    #[test]
    fn the_table_s_csv_keeps_names_from_formulas() {
        let players = ["=1+1", "Ama"].map(String::from).to_vec();
        let tournament = Tournament::new(Ruleset::OWARE, players, 1);
        let text = csv(Some(&tournament));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("{BOM}{}", HEADER.trim_end()));
        assert_eq!(lines[1], "1,'=1+1,0,0,0,0,0,0,0");
        assert_eq!(lines[2], "2,Ama,0,0,0,0,0,0,0");
        assert_eq!(csv(None), format!("{BOM}{HEADER}"));
    }
}
