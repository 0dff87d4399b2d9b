//! Togyz Kumalak's chapters: positions of real games and of Tux's self-play (the shipped
//! puzzles' sources), each stage's goal proved by search and missed most of the time by a
//! random player and by level 1 (`tests/shipped.rs`).

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Togyz Kumalak's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "togyz-tuzdyk",
        game: GameKind::TogyzKumalak,
        title: "chapter-togyz-tuzdyk-title",
        screens: &[
            // puzzle togyz-000029, Tux's self-play
            Screen {
                text: "chapter-togyz-tuzdyk-screen-1",
                seeds: 9,
                position: "0 11 1 1 12 12 12 12 3 13 2 11 3 0 11 11 11 0 22 14 south - -",
                moves: &["I"],
            },
            // puzzle togyz-000017, Tux's self-play
            Screen {
                text: "chapter-togyz-tuzdyk-screen-2",
                seeds: 9,
                position: "0 3 1 15 15 15 2 15 3 3 2 2 13 3 14 0 1 2 46 7 south - A",
                moves: &["I"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::TogyzKumalak,
                position: "2 4 4 9 3 1 8 2 3 3 2 3 10 14 3 2 2 1 54 32 south - -",
                seeds: 9,
                goal: Goal::MakeTuzdyk { moves: 1 },
                par: 1,
                task: "chapter-task-tuzdyk",
                source: "puzzle togyz-000114, self-play L3-L7 seed 1 game 61 ply 33, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "3 4 13 13 13 0 11 1 2 2 3 1 13 3 14 5 1 2 36 22 south - -",
                seeds: 9,
                goal: Goal::MakeTuzdyk { moves: 1 },
                par: 1,
                task: "chapter-task-tuzdyk",
                source: "puzzle togyz-000124, self-play L2-L2 seed 1 game 68 ply 7, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "1 8 6 2 16 3 5 7 1 1 9 1 8 6 6 0 1 3 52 26 south - -",
                seeds: 9,
                goal: Goal::MakeTuzdyk { moves: 2 },
                par: 2,
                task: "chapter-task-tuzdyk",
                source: "puzzle togyz-000348, self-play L2-L4 seed 1 game 196 ply 21, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "13 4 0 12 1 13 1 12 1 1 2 2 1 3 15 1 4 2 48 26 south - C",
                seeds: 9,
                goal: Goal::MakeTuzdyk { moves: 2 },
                par: 2,
                task: "chapter-task-tuzdyk",
                source: "puzzle togyz-000448, self-play L2-L8 seed 1 game 259 ply 9, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "1 12 0 1 12 1 13 2 3 1 13 13 13 1 3 1 1 3 34 34 south - -",
                seeds: 9,
                goal: Goal::MakeTuzdyk { moves: 3 },
                par: 3,
                task: "chapter-task-tuzdyk",
                source: "puzzle togyz-000274, self-play L4-L9 seed 1 game 153 ply 9, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "togyz-even",
        game: GameKind::TogyzKumalak,
        title: "chapter-togyz-even-title",
        screens: &[
            // puzzle togyz-000005, Tux's self-play, turned round
            Screen {
                text: "chapter-togyz-even-screen-1",
                seeds: 9,
                position: "2 12 12 2 1 13 13 1 3 12 4 3 14 1 15 0 13 13 14 14 south - -",
                moves: &["F"],
            },
            // puzzle togyz-000019, Tux's self-play, turned round
            Screen {
                text: "chapter-togyz-even-screen-2",
                seeds: 9,
                position: "1 2 3 5 1 7 4 1 1 1 0 9 0 3 20 19 18 1 54 12 south - -",
                moves: &["F"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::TogyzKumalak,
                position: "2 11 17 0 1 0 1 6 1 1 1 5 2 8 5 1 4 1 48 47 south - F",
                seeds: 9,
                goal: Goal::CaptureAtLeast { seeds: 8, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle togyz-000002, self-play L8-L9 seed 1 game 0 ply 21, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "1 0 0 3 8 1 2 0 3 2 9 1 1 0 1 2 6 6 65 51 south e H",
                seeds: 9,
                goal: Goal::CaptureAtLeast { seeds: 12, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle togyz-000027, self-play L4-L3 seed 1 game 12 ply 74",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "0 11 0 1 4 1 1 1 2 2 6 3 8 17 1 6 7 3 24 64 south - A",
                seeds: 9,
                goal: Goal::CaptureAtLeast { seeds: 6, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle togyz-000011, self-play L8-L5 seed 1 game 2 ply 19, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "2 4 13 13 13 0 11 3 1 12 12 0 1 3 2 15 14 2 16 25 south - F",
                seeds: 9,
                goal: Goal::CaptureAtLeast { seeds: 20, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle togyz-000001, self-play L8-L9 seed 1 game 0 ply 7, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "togyz-defend",
        game: GameKind::TogyzKumalak,
        title: "chapter-togyz-defend-title",
        screens: &[
            // puzzle togyz-000028, Tux's self-play
            Screen {
                text: "chapter-togyz-defend-screen-1",
                seeds: 9,
                position: "5 2 3 1 20 2 4 3 3 2 8 0 1 2 1 17 6 3 45 34 north c -",
                moves: &["i"],
            },
            // puzzle togyz-000012, Tux's self-play
            Screen {
                text: "chapter-togyz-defend-screen-2",
                seeds: 9,
                position: "13 13 1 2 0 2 13 12 0 11 1 1 3 4 13 12 12 3 10 36 south - -",
                moves: &["A"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::TogyzKumalak,
                position: "13 1 12 2 11 0 1 2 2 2 13 1 5 5 14 14 0 13 14 37 south h F",
                seeds: 9,
                goal: Goal::KeepSafe { moves: 3 },
                par: 3,
                task: "chapter-task-keep-safe",
                source: "puzzle togyz-000085, self-play L2-L5 seed 1 game 46 ply 8",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "2 0 6 17 16 0 1 3 6 0 0 1 2 9 2 2 1 2 64 28 south a -",
                seeds: 9,
                goal: Goal::KeepSafe { moves: 3 },
                par: 3,
                task: "chapter-task-keep-safe",
                source: "puzzle togyz-000125, self-play L2-L2 seed 1 game 68 ply 27, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "1 10 2 11 1 1 2 13 3 0 1 18 14 4 15 14 0 12 30 10 south a -",
                seeds: 9,
                goal: Goal::KeepSafe { moves: 3 },
                par: 3,
                task: "chapter-task-keep-safe",
                source: "puzzle togyz-000275, self-play L7-L6 seed 1 game 154 ply 12",
            },
        ],
    },
    Chapter {
        key: "togyz-ending",
        game: GameKind::TogyzKumalak,
        title: "chapter-togyz-ending-title",
        screens: &[
            // puzzle togyz-000015, Tux's self-play
            Screen {
                text: "chapter-togyz-ending-screen-1",
                seeds: 9,
                position: "2 1 1 0 1 3 0 6 1 0 6 0 0 1 0 0 1 1 66 72 south f -",
                moves: &["A"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::TogyzKumalak,
                position: "3 3 0 12 1 4 4 0 1 0 1 1 0 2 1 1 2 1 75 50 south a -",
                seeds: 9,
                goal: Goal::Win { moves: 3 },
                par: 3,
                task: "chapter-task-win",
                source: "puzzle togyz-000076, self-play L3-L4 seed 1 game 41 ply 45, turned round so that South moves",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "0 0 1 1 5 11 1 4 1 1 0 0 8 0 1 1 3 1 75 48 south c A",
                seeds: 9,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle togyz-000008, self-play L3-L3 seed 1 game 1 ply 78",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "1 1 0 1 2 1 7 1 2 0 0 1 1 1 1 3 1 1 75 62 south a C",
                seeds: 9,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle togyz-000091, self-play L7-L6 seed 1 game 49 ply 52",
            },
            Stage {
                game: GameKind::TogyzKumalak,
                position: "0 0 0 1 0 1 1 4 1 0 1 0 1 2 1 1 1 0 78 69 south c B",
                seeds: 9,
                goal: Goal::Win { moves: 5 },
                par: 5,
                task: "chapter-task-win",
                source: "puzzle togyz-000102, self-play L6-L7 seed 1 game 55 ply 107, turned round so that South moves",
            },
        ],
    },
];
