//! The Congkak openings of the strength ladder (`data/congkak-openings.txt`, made by
//! `examples/ladder.rs --make-openings`): every line replays from the start with legal moves
//! to the position its comment gives, no two lines reach the same position, and there are
//! enough of them for a ladder of 100 games.

use std::collections::HashSet;

use oware_rules::congkak::Position;
use oware_rules::{house_from_letter, Game, Rules, Side};

const OPENINGS: &str = include_str!("../data/congkak-openings.txt");

#[test]
fn every_opening_replays_to_the_position_it_names() {
    let mut positions = HashSet::new();
    let start = Position::start(7);
    for (number, line) in OPENINGS.lines().enumerate() {
        let (plies, comment) = line.split_once('#').unwrap_or((line, ""));
        if plies.trim().is_empty() {
            continue;
        }
        let mut game = Game::from_position(start);
        for letter in plies.split_whitespace() {
            let house = house_from_letter(start.layout(), letter)
                .unwrap_or_else(|error| panic!("line {}: {error}", number + 1));
            game.play(house)
                .unwrap_or_else(|error| panic!("line {}: {letter}: {error}", number + 1));
        }
        assert!(!game.is_over(), "line {}: the game is over", number + 1);
        let position = *game.position();
        assert!(
            positions.insert(position),
            "line {}: seen before",
            number + 1
        );

        let words: Vec<&str> = comment.split_whitespace().collect();
        let side = match game.to_move() {
            Side::South => "S",
            Side::North => "N",
        };
        let numbers: Vec<String> = position
            .houses()
            .iter()
            .chain(position.stores().iter())
            .map(u8::to_string)
            .collect();
        assert_eq!(words.first(), Some(&side), "line {}", number + 1);
        assert_eq!(words[1..=numbers.len()], numbers, "line {}", number + 1);
    }
    assert!(positions.len() >= 50, "{} openings", positions.len());
}
