//! Congkak's chapters.

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Congkak's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[Chapter {
    key: "congkak-extra-turns",
    game: GameKind::Congkak,
    title: "chapter-congkak-extra-turns-title",
    screens: &[Screen {
        text: "chapter-congkak-extra-turns-screen-1",
        seeds: 7,
        position: "7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 south",
        moves: &["A"],
    }],
    stages: &[Stage {
        game: GameKind::Congkak,
        position: "7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 south",
        seeds: 7,
        goal: Goal::ChainTurns { sowings: 2 },
        par: 2,
        task: "chapter-task-chain",
        source: "hand-made: the opening position",
    }],
}];
