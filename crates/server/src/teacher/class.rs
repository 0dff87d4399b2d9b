//! The class as the teacher's page shows it: each child seen, by the name they typed, with
//! games won, drawn and lost per game and per Tux level, the highest level of Tux beaten in
//! each game, and the lessons done in each game out of the game's lessons. Worked out from
//! the results the server stored as it saw the games end (or as a child's own machine
//! reported them, `finished`), the lessons the children reported (`lesson`), and the rooms
//! open now.

use std::collections::{BTreeMap, BTreeSet};

use super::json;
use crate::hub::{RoomView, GUEST};
use crate::results::{GameResult, LessonRow};
use oware_protocol::Opponent;
use oware_rules::GameKind;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Tally {
    fn add(&mut self, result: Played) {
        match result {
            Played::Won => self.won += 1,
            Played::Drawn => self.drawn += 1,
            Played::Lost => self.lost += 1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Played {
    Won,
    Drawn,
    Lost,
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Child {
    /// Per game id.
    pub games: BTreeMap<String, Tally>,
    /// Per game id and Tux level: the games against Tux.
    pub tux: BTreeMap<(String, u8), Tally>,
    /// Per game id: the highest level of Tux beaten.
    pub beaten: BTreeMap<String, u8>,
    /// Per game id: the numbers of the lessons done that the game has.
    pub lessons: BTreeMap<String, BTreeSet<u32>>,
}

/// How many lessons a game has, as the lessons themselves count them.
pub fn lesson_count(game: GameKind) -> u32 {
    u32::try_from(oware_lessons::lessons(game).len()).unwrap_or(u32::MAX)
}

/// Each child by name: those who finished a game in `results` or a lesson in `lessons`, and
/// those sitting in a room. Two children at one tablet share a name, so their games count
/// for nobody, and so do a guest's (who gave no name).
pub fn class(
    results: &[GameResult],
    lessons: &[LessonRow],
    rooms: &[RoomView],
) -> BTreeMap<String, Child> {
    let mut children: BTreeMap<String, Child> = BTreeMap::new();
    for lesson in lessons {
        let child = children.entry(lesson.name.clone()).or_default();
        // A lesson of a game this build does not know, or past its lessons, is not counted.
        let known = GameKind::from_id(&lesson.game)
            .is_some_and(|game| (1..=lesson_count(game)).contains(&lesson.lesson));
        if known {
            child
                .lessons
                .entry(lesson.game.clone())
                .or_default()
                .insert(lesson.lesson);
        }
    }
    for room in rooms {
        let seats = match room.opponent {
            Opponent::Classmate => &room.names[..],
            // Tux's seat and the second seat at one tablet are not another child.
            Opponent::Tux { .. } | Opponent::Here => &room.names[..1],
        };
        for name in seats.iter().flatten() {
            children.entry(name.clone()).or_default();
        }
    }
    for result in results {
        let south = match result.winner.as_str() {
            "south" => Played::Won,
            "north" => Played::Lost,
            _ => Played::Drawn,
        };
        let north = match south {
            Played::Won => Played::Lost,
            Played::Lost => Played::Won,
            Played::Drawn => Played::Drawn,
        };
        match result.opponent.as_str() {
            "classmate" => {
                for (name, played) in [(&result.south, south), (&result.north, north)] {
                    let child = children.entry(name.clone()).or_default();
                    child
                        .games
                        .entry(result.game.clone())
                        .or_default()
                        .add(played);
                }
            }
            "tux" => {
                let child = children.entry(result.south.clone()).or_default();
                child
                    .games
                    .entry(result.game.clone())
                    .or_default()
                    .add(south);
                let level = (result.game.clone(), result.level);
                child.tux.entry(level).or_default().add(south);
                if south == Played::Won {
                    let best = child.beaten.entry(result.game.clone()).or_insert(0);
                    *best = (*best).max(result.level);
                }
            }
            _ => {
                children.entry(result.south.clone()).or_default();
            }
        }
    }
    // A guest's games and lessons count for nobody: guests are not one child.
    children.remove(GUEST);
    children
}

fn tally(out: &mut String, tally: Tally) {
    out.push_str(&format!(
        "{{\"won\":{},\"drawn\":{},\"lost\":{}}}",
        tally.won, tally.drawn, tally.lost
    ));
}

/// The class as `/teacher/api/class` answers it; each child's `lessons` names every game,
/// with the lessons done and the game's count (`{"oware":{"done":3,"of":8},…}`).
pub fn to_json(children: &BTreeMap<String, Child>) -> String {
    let mut out = String::from("{\"children\":[");
    for (index, (name, child)) in children.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push('{');
        json::key(&mut out, "name");
        json::string(&mut out, name);
        out.push_str(",\"games\":{");
        for (index, (game, games)) in child.games.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            json::key(&mut out, game);
            tally(&mut out, *games);
        }
        out.push_str("},\"tux\":[");
        for (index, ((game, level), games)) in child.tux.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            out.push_str("{\"game\":");
            json::string(&mut out, game);
            out.push_str(&format!(",\"level\":{level},\"games\":"));
            tally(&mut out, *games);
            out.push('}');
        }
        out.push_str("],\"beaten\":{");
        for (index, (game, level)) in child.beaten.iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            json::key(&mut out, game);
            out.push_str(&level.to_string());
        }
        out.push_str("},\"lessons\":{");
        for (index, game) in GameKind::ALL.into_iter().enumerate() {
            if index > 0 {
                out.push(',');
            }
            let done = child.lessons.get(game.id()).map_or(0, BTreeSet::len);
            json::key(&mut out, game.id());
            out.push_str(&format!(
                "{{\"done\":{done},\"of\":{}}}",
                lesson_count(game)
            ));
        }
        out.push_str("}}");
    }
    out.push_str("]}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(south: &str, north: &str, opponent: &str, level: u8, winner: &str) -> GameResult {
        GameResult {
            at: 1,
            code: "ABC234".into(),
            game: "oware".into(),
            seeds: 4,
            south: south.into(),
            north: north.into(),
            opponent: opponent.into(),
            level,
            winner: winner.into(),
            scores: [25, 23],
            reason: "score".into(),
            moves: 40,
        }
    }

    #[test]
    fn each_child_s_games_count_from_their_own_side() {
        let results = [
            result("Ama", "Kofi", "classmate", 0, "south"),
            result("Kofi", "Ama", "classmate", 0, "draw"),
            result("Ama", "Tux", "tux", 2, "south"),
            result("Ama", "Tux", "tux", 3, "north"),
            result("Ama", "Tux", "tux", 1, "south"),
            result("Esi", "Esi", "here", 0, "south"),
        ];
        let class = class(&results, &[], &[]);
        assert_eq!(
            class.keys().map(String::as_str).collect::<Vec<_>>(),
            ["Ama", "Esi", "Kofi"]
        );
        let ama = &class["Ama"];
        assert_eq!(
            ama.games["oware"],
            Tally {
                won: 3,
                drawn: 1,
                lost: 1
            }
        );
        assert_eq!(ama.beaten["oware"], 2);
        assert_eq!(ama.tux[&("oware".to_string(), 3)].lost, 1);
        assert_eq!(class["Kofi"].games["oware"].lost, 1);
        assert!(class["Kofi"].beaten.is_empty());
        // At one tablet nobody's record changes.
        assert!(class["Esi"].games.is_empty());
    }

    fn lesson(name: &str, game: &str, lesson: u32) -> LessonRow {
        LessonRow {
            at: 1,
            name: name.into(),
            game: game.into(),
            lesson,
        }
    }

    #[test]
    fn lessons_count_once_each_and_only_those_the_game_has() {
        let oware = lesson_count(GameKind::Oware);
        let lessons = [
            lesson("Ama", "oware", 1),
            lesson("Ama", "oware", oware),
            lesson("Ama", "kalah", 2),
            // Past the game's lessons, and a game this build does not know: not counted.
            lesson("Ama", "oware", oware + 1),
            lesson("Ama", "chess", 1),
            lesson("Kofi", "togyz", 1),
        ];
        let class = class(&[], &lessons, &[]);
        let ama = &class["Ama"];
        assert_eq!(ama.lessons["oware"], BTreeSet::from([1, oware]));
        assert_eq!(ama.lessons["kalah"], BTreeSet::from([2]));
        assert!(!ama.lessons.contains_key("chess"));
        let json = to_json(&class);
        assert!(
            json.contains(&format!("\"lessons\":{{\"oware\":{{\"done\":2,\"of\":{oware}}},\"kalah\":{{\"done\":1,\"of\":7}}")),
            "{json}"
        );
        // Kofi has done no Oware lesson: 0 of them, still listed.
        assert!(json.contains("\"name\":\"Kofi\""), "{json}");
        assert!(
            json.contains(&format!("\"oware\":{{\"done\":0,\"of\":{oware}}}")),
            "{json}"
        );
    }
}
