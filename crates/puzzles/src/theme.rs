//! What a puzzle is about, for choosing puzzles and for the task a child reads.

use oware_rules::GameKind;

/// What a puzzle teaches; a puzzle has one or more, read from the rules' steps of its line.
/// A puzzle lists them most particular first (tuzdyk, feeding, defence, extra-turn,
/// captures, big-house, ending), and the first sets the task the child reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solver captures seeds in the line.
    Captures,
    /// At the start Tux threatens to capture at least the only-move margin, and the
    /// solver's first turn takes that much of the threat away.
    Defence,
    /// The solver sows into Tux's empty row (Oware) and still wins.
    Feeding,
    /// The solver sows a big house: a lap of the board or more.
    BigHouse,
    /// An ending: at most a quarter of the game's seeds are on the board at the start.
    Ending,
    /// The solver plays again after a last seed in the store (Kalah, Congkak).
    ExtraTurn,
    /// The solver makes a tuzdyk (Togyz Kumalak).
    Tuzdyk,
}

impl Theme {
    /// Every theme, in the order a list of them is shown.
    pub const ALL: [Theme; 7] = [
        Theme::Captures,
        Theme::Defence,
        Theme::Feeding,
        Theme::BigHouse,
        Theme::Ending,
        Theme::ExtraTurn,
        Theme::Tuzdyk,
    ];

    /// The id the puzzle files, the protocol and the translations use.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Captures => "captures",
            Theme::Defence => "defence",
            Theme::Feeding => "feeding",
            Theme::BigHouse => "big-house",
            Theme::Ending => "ending",
            Theme::ExtraTurn => "extra-turn",
            Theme::Tuzdyk => "tuzdyk",
        }
    }

    /// The theme whose [`Theme::id`] this is; `None` for any other word.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.id() == id)
    }

    /// The themes a game can have: feeding only in Oware, extra turns only in Kalah and
    /// Congkak, tuzdyks only in Togyz Kumalak.
    pub fn for_game(kind: GameKind) -> &'static [Theme] {
        const OWARE: [Theme; 5] = [
            Theme::Captures,
            Theme::Defence,
            Theme::Feeding,
            Theme::BigHouse,
            Theme::Ending,
        ];
        const SOWING_AGAIN: [Theme; 5] = [
            Theme::Captures,
            Theme::Defence,
            Theme::BigHouse,
            Theme::Ending,
            Theme::ExtraTurn,
        ];
        const TOGYZ: [Theme; 5] = [
            Theme::Captures,
            Theme::Defence,
            Theme::BigHouse,
            Theme::Ending,
            Theme::Tuzdyk,
        ];
        match kind {
            GameKind::Oware => &OWARE,
            GameKind::Kalah | GameKind::Congkak => &SOWING_AGAIN,
            GameKind::TogyzKumalak => &TOGYZ,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_unknown_words_do_not() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_id(theme.id()), Some(theme));
        }
        assert_eq!(Theme::from_id("big house"), None);
        assert_eq!(Theme::from_id("big-house"), Some(Theme::BigHouse));
    }

    #[test]
    fn every_game_has_its_own_themes_only() {
        assert!(Theme::for_game(GameKind::Oware).contains(&Theme::Feeding));
        assert!(!Theme::for_game(GameKind::Kalah).contains(&Theme::Feeding));
        assert!(Theme::for_game(GameKind::Congkak).contains(&Theme::ExtraTurn));
        assert!(Theme::for_game(GameKind::TogyzKumalak).contains(&Theme::Tuzdyk));
        assert!(!Theme::for_game(GameKind::Oware).contains(&Theme::Tuzdyk));
    }
}
