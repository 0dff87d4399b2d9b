//! The words around the board that do not depend on a move: a player's name as a phrase,
//! the help's heading and rules, Tux's level, the hint and a classmate leaving.

use oware_rules::{GameKind, Layout, Ruleset, Side};

use crate::game::numbers;
use crate::{Arg, Phrase, Seats};

impl Seats {
    /// The name shown beside a row as a phrase of its own: the message of "You", "Tux" or
    /// "Player 1", or `player-named` with the classmate's name.
    pub fn name_phrase(&self, side: Side) -> Phrase {
        match self.name(side) {
            Arg::Message(id) => Phrase::new(id),
            name => Phrase::new("player-named").arg_as("player", name),
        }
    }
}

/// The heading of a game's help, with every number of the game.
pub fn help_title(ruleset: Ruleset) -> Phrase {
    let id = match ruleset.kind() {
        GameKind::Oware => "oware-help-title",
        GameKind::Kalah => "kalah-help-title",
        GameKind::Congkak => "congkak-help-title",
        GameKind::TogyzKumalak => "togyz-help-title",
    };
    Phrase {
        id,
        args: numbers(ruleset),
    }
}

/// A game's rules, paragraphs separated by blank lines, with every number of the game.
pub fn help_rules(ruleset: Ruleset) -> Phrase {
    let id = match ruleset.kind() {
        GameKind::Oware => "oware-help-rules",
        GameKind::Kalah => "kalah-help-rules",
        GameKind::Congkak => "congkak-help-rules",
        GameKind::TogyzKumalak => "togyz-help-rules",
    };
    Phrase {
        id,
        args: numbers(ruleset),
    }
}

/// Tux's level among its levels: "level 3 of 10".
pub fn level_line(level: u8, max: u8) -> Phrase {
    Phrase::new("level-line")
        .num("level", level)
        .num("max", max)
}

/// Said while Tux looks for a hint.
pub fn hint_thinking() -> Phrase {
    Phrase::new("hint-thinking")
}

/// The house a hint suggests.
pub fn hint_try(layout: Layout, house: usize) -> Phrase {
    Phrase::new("hint-try").house("house", layout, house)
}

/// The classmate called `name` left the room.
pub fn classmate_left(name: &str) -> Phrase {
    Phrase::new("classroom-left").text("player", name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seat;

    #[test]
    fn a_classmate_is_named_as_typed_and_others_by_a_message() {
        let seats = Seats::new(Seat::Child, Seat::Classmate, Some("Zoé"));
        assert_eq!(seats.name_phrase(Side::South), Phrase::new("player-you"));
        let classmate = seats.name_phrase(Side::North);
        assert_eq!(classmate.id, "player-named");
        assert_eq!(classmate.arg("player"), Some(&Arg::Text("Zoé".into())));
    }

    #[test]
    fn the_help_is_the_games_own_with_its_numbers() {
        let togyz = Ruleset::standard(GameKind::TogyzKumalak);
        assert_eq!(help_title(togyz).id, "togyz-help-title");
        assert_eq!(help_rules(togyz).arg("win"), Some(&Arg::Num(82)));
        assert_eq!(
            help_rules(Ruleset::standard(GameKind::Kalah)).id,
            "kalah-help-rules"
        );
    }
}
