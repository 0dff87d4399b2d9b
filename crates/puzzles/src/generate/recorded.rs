//! Candidate positions from recorded games: JSON lines, one game a line, each with its
//! `"moves"` as house letters (South's in capitals), played from the opening position, as the
//! ladder's logs and the recorded games of the master against Aalina hold them.

use oware_rules::{house_from_letter, Ruleset};

use super::Candidate;

/// The games of `text` (JSON lines), each as its positions after `opening` plies, in order;
/// `name` says where they came from. A line that holds no moves is skipped; a move the rules
/// refuse ends that game's positions there.
pub fn recorded_games(
    ruleset: Ruleset,
    text: &str,
    name: &str,
    opening: usize,
) -> Vec<Vec<Candidate>> {
    let mut games = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let Some(moves) = value.get("moves").and_then(|moves| moves.as_str()) else {
            continue;
        };
        let number = value
            .get("game")
            .and_then(|game| game.as_u64())
            .unwrap_or(index as u64);
        let mut game = ruleset.new_game();
        let mut candidates = Vec::new();
        for (ply, letter) in moves.chars().enumerate() {
            if game.is_over() {
                break;
            }
            if ply >= opening {
                candidates.push(Candidate {
                    position: *game.position(),
                    source: format!("{name} game {number} ply {ply}"),
                    ply,
                });
            }
            let Ok(house) = house_from_letter(ruleset.layout(), &letter.to_string()) else {
                break;
            };
            if game.play(house).is_err() {
                break;
            }
        }
        games.push(candidates);
    }
    games
}
