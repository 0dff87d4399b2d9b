//! Oware's chapters: positions of real games and of Tux's self-play (the shipped
//! puzzles' sources), each stage's goal proved by search and missed most of the time by a
//! random player and by level 1 (`tests/shipped.rs`).

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Oware's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "oware-targets",
        game: GameKind::Oware,
        title: "chapter-oware-targets-title",
        screens: &[
            // puzzle oware-000003, recorded master-vs-aalina game 0 ply 29
            Screen {
                text: "chapter-oware-targets-screen-1",
                seeds: 4,
                position: "0 2 0 6 3 1 0 3 2 17 6 2 3 3 north",
                moves: &["f"],
            },
            // puzzle oware-000289, Tux's self-play, turned round
            Screen {
                text: "chapter-oware-targets-screen-2",
                seeds: 4,
                position: "2 7 1 7 7 5 5 1 6 0 0 7 0 0 south",
                moves: &["C", "a"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "1 6 3 10 3 0 9 0 3 3 10 0 0 0 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 3 },
                par: 3,
                task: "chapter-task-keep-safe",
                source: "puzzle oware-000004, recorded master-vs-aalina game 1 ply 15, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "2 3 1 10 0 10 9 0 1 1 10 1 0 0 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 4 },
                par: 4,
                task: "chapter-task-keep-safe",
                source: "puzzle oware-000001, recorded master-vs-aalina game 0 ply 13, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "11 0 0 1 0 1 0 0 1 0 4 4 14 12 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 4 },
                par: 4,
                task: "chapter-task-keep-safe",
                source: "puzzle oware-000014, recorded master-vs-aalina game 3 ply 23, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 2 0 0 6 0 0 0 0 10 3 8 7 12 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 5 },
                par: 5,
                task: "chapter-task-keep-safe",
                source: "puzzle oware-000041, recorded master-vs-aalina game 9 ply 46",
            },
        ],
    },
    Chapter {
        key: "oware-count",
        game: GameKind::Oware,
        title: "chapter-oware-count-title",
        screens: &[
            // puzzle oware-000002, recorded master-vs-aalina game 0 ply 22
            Screen {
                text: "chapter-oware-count-screen-1",
                seeds: 4,
                position: "12 0 2 3 1 2 3 2 3 14 3 0 0 3 south",
                moves: &["F"],
            },
            // puzzle oware-000098, recorded master-vs-aalina game 23 ply 12
            Screen {
                text: "chapter-oware-count-screen-2",
                seeds: 4,
                position: "1 3 2 1 6 10 2 10 0 1 2 1 2 7 south",
                moves: &["E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "1 0 5 12 5 2 11 2 0 1 3 1 2 3 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 5, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000005, recorded master-vs-aalina game 1 ply 27, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 5 8 0 2 3 0 0 3 6 2 5 5 9 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 6, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000006, recorded master-vs-aalina game 1 ply 35, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 16 0 0 2 2 0 1 0 2 14 2 4 5 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 7, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000029, recorded master-vs-aalina game 6 ply 30",
            },
            Stage {
                game: GameKind::Oware,
                position: "7 0 7 2 7 6 6 6 0 5 1 1 0 0 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 8, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000009, recorded master-vs-aalina game 2 ply 5, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "oware-big-house",
        game: GameKind::Oware,
        title: "chapter-oware-big-house-title",
        screens: &[
            // puzzle oware-000051, recorded master-vs-aalina game 11 ply 42, turned round
            Screen {
                text: "chapter-oware-big-house-screen-1",
                seeds: 4,
                position: "0 2 18 0 0 0 0 1 1 0 8 0 3 15 south",
                moves: &["C"],
            },
            // puzzle oware-000157, Tux's self-play
            Screen {
                text: "chapter-oware-big-house-screen-2",
                seeds: 4,
                position: "1 1 0 4 1 16 0 3 0 1 1 2 14 4 south",
                moves: &["F"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "0 4 14 0 2 12 0 0 4 1 4 4 3 0 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 5, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle oware-000172, self-play L8-L3 seed 1 game 14 ply 28",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 7 0 13 1 13 0 0 0 3 1 0 10 0 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 8, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000140, self-play L3-L5 seed 1 game 3 ply 29, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 0 1 7 16 0 1 0 0 1 0 0 11 11 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 12, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000175, self-play L5-L8 seed 1 game 15 ply 35, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 3 1 16 12 3 0 0 1 4 4 1 3 0 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 14, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000183, self-play L9-L3 seed 1 game 20 ply 18",
            },
        ],
    },
    Chapter {
        key: "oware-feeding",
        game: GameKind::Oware,
        title: "chapter-oware-feeding-title",
        screens: &[
            // puzzle oware-000127, recorded master-vs-aalina game 29 ply 63, turned round
            Screen {
                text: "chapter-oware-feeding-screen-1",
                seeds: 4,
                position: "1 0 3 0 3 1 0 0 0 0 0 0 20 20 south",
                moves: &["F"],
            },
            // puzzle oware-000354, Tux's self-play
            Screen {
                text: "chapter-oware-feeding-screen-2",
                seeds: 4,
                position: "1 0 3 0 14 11 0 0 0 0 0 0 14 5 south",
                moves: &["E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "0 1 3 0 15 11 0 0 0 0 0 0 15 3 south",
                seeds: 4,
                goal: Goal::Win { moves: 2 },
                par: 2,
                task: "chapter-task-win",
                source: "puzzle oware-000903, self-play L9-L2 seed 1 game 244 ply 34",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 0 18 1 13 0 0 0 0 0 0 0 9 7 south",
                seeds: 4,
                goal: Goal::Win { moves: 3 },
                par: 3,
                task: "chapter-task-win",
                source: "puzzle oware-001409, self-play L3-L8 seed 1 game 400 ply 27, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 2 3 0 3 5 0 0 0 0 0 0 23 12 south",
                seeds: 4,
                goal: Goal::Win { moves: 3 },
                par: 3,
                task: "chapter-task-win",
                source: "puzzle oware-001542, self-play L9-L6 seed 1 game 443 ply 36",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 0 0 16 1 11 0 0 0 0 0 2 9 9 south",
                seeds: 4,
                goal: Goal::Win { moves: 7 },
                par: 7,
                task: "chapter-task-win",
                source: "puzzle oware-000417, self-play L5-L4 seed 1 game 89 ply 31, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "oware-tempo",
        game: GameKind::Oware,
        title: "chapter-oware-tempo-title",
        screens: &[
            // puzzle oware-000035, recorded master-vs-aalina game 7 ply 88
            Screen {
                text: "chapter-oware-tempo-screen-1",
                seeds: 4,
                position: "1 0 0 1 0 2 1 0 0 0 0 0 20 23 south",
                moves: &["A", "a", "F"],
            },
            // puzzle oware-000032, recorded master-vs-aalina game 7 ply 20
            Screen {
                text: "chapter-oware-tempo-screen-2",
                seeds: 4,
                position: "9 0 0 1 14 1 0 0 1 10 0 2 3 7 south",
                moves: &["D", "c", "F", "a", "E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "1 0 8 4 5 0 5 1 14 1 0 0 6 3 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 4, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle oware-000050, recorded master-vs-aalina game 11 ply 25, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 6 0 2 3 0 1 3 0 6 16 0 6 5 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 2, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle oware-000083, recorded master-vs-aalina game 19 ply 31, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "7 7 1 8 1 7 7 0 6 0 0 0 2 2 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 6, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle oware-000065, recorded master-vs-aalina game 15 ply 7, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "1 7 7 5 0 2 0 8 7 0 2 7 2 0 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 2, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle oware-000097, recorded master-vs-aalina game 23 ply 7, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "oware-ending",
        game: GameKind::Oware,
        title: "chapter-oware-ending-title",
        screens: &[
            // puzzle oware-000043, recorded master-vs-aalina game 9 ply 93
            Screen {
                text: "chapter-oware-ending-screen-1",
                seeds: 4,
                position: "1 0 0 1 0 0 1 1 0 1 0 5 18 20 north",
                moves: &["a"],
            },
            // puzzle oware-000024, recorded master-vs-aalina game 5 ply 42
            Screen {
                text: "chapter-oware-ending-screen-2",
                seeds: 4,
                position: "0 0 0 1 7 1 0 0 0 0 4 2 14 19 south",
                moves: &["D", "e", "C", "f", "F"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Oware,
                position: "1 0 2 2 0 1 0 0 0 0 0 1 23 18 south",
                seeds: 4,
                goal: Goal::Win { moves: 3 },
                par: 3,
                task: "chapter-task-win",
                source: "puzzle oware-000215, self-play L9-L9 seed 1 game 29 ply 85, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 3 0 3 1 1 0 0 2 0 0 1 22 15 south",
                seeds: 4,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle oware-000303, self-play L6-L7 seed 1 game 55 ply 71, turned round so that South moves",
            },
            Stage {
                game: GameKind::Oware,
                position: "1 2 1 1 1 0 0 0 0 3 0 0 23 16 south",
                seeds: 4,
                goal: Goal::Win { moves: 5 },
                par: 5,
                task: "chapter-task-win",
                source: "puzzle oware-000200, self-play L7-L9 seed 1 game 24 ply 92",
            },
            Stage {
                game: GameKind::Oware,
                position: "0 0 1 1 2 0 0 0 0 0 0 3 24 17 south",
                seeds: 4,
                goal: Goal::Win { moves: 6 },
                par: 6,
                task: "chapter-task-win",
                source: "puzzle oware-000284, self-play L9-L9 seed 1 game 50 ply 81, turned round so that South moves",
            },
        ],
    },
];
