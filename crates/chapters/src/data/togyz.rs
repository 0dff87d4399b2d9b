//! Togyz Kumalak's chapters.

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Togyz Kumalak's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[Chapter {
    key: "togyz-tuzdyk",
    game: GameKind::TogyzKumalak,
    title: "chapter-togyz-tuzdyk-title",
    screens: &[Screen {
        text: "chapter-togyz-tuzdyk-screen-1",
        seeds: 9,
        position: "1 0 0 0 0 0 0 0 2 2 5 5 5 5 5 5 5 5 58 59 south - -",
        moves: &["I"],
    }],
    stages: &[Stage {
        game: GameKind::TogyzKumalak,
        position: "1 0 0 0 0 0 0 0 2 2 5 5 5 5 5 5 5 5 58 59 south - -",
        seeds: 9,
        goal: Goal::MakeTuzdyk { moves: 2 },
        par: 1,
        task: "chapter-task-tuzdyk",
        source: "hand-made: the lessons' tuzdyk",
    }],
}];
