//! Kalah's chapters.

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Kalah's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[Chapter {
    key: "kalah-extra-turns",
    game: GameKind::Kalah,
    title: "chapter-kalah-extra-turns-title",
    screens: &[Screen {
        text: "chapter-kalah-extra-turns-screen-1",
        seeds: 4,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        moves: &["C"],
    }],
    stages: &[Stage {
        game: GameKind::Kalah,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        seeds: 4,
        goal: Goal::ChainTurns { sowings: 2 },
        par: 2,
        task: "chapter-task-chain",
        source: "hand-made: the opening position",
    }],
}];
