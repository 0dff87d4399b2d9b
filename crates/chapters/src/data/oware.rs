//! Oware's chapters.

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Oware's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[Chapter {
    key: "oware-first-captures",
    game: GameKind::Oware,
    title: "chapter-oware-first-captures-title",
    screens: &[Screen {
        text: "chapter-oware-first-captures-screen-1",
        seeds: 4,
        position: "4 0 0 0 3 4 1 2 4 4 4 4 9 9 south",
        moves: &["F"],
    }],
    stages: &[Stage {
        game: GameKind::Oware,
        position: "4 0 0 0 3 4 1 2 4 4 4 4 9 9 south",
        seeds: 4,
        goal: Goal::CaptureAtLeast { seeds: 2, moves: 2 },
        par: 1,
        task: "chapter-task-capture",
        source: "hand-made: the lessons' first capture",
    }],
}];
