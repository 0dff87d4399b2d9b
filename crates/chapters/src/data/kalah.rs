//! Kalah's chapters: positions of real games and of Tux's self-play (the shipped
//! puzzles' sources), each stage's goal proved by search and missed most of the time by a
//! random player and by level 1 (`tests/shipped.rs`).

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Kalah's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "kalah-chains",
        game: GameKind::Kalah,
        title: "chapter-kalah-chains-title",
        screens: &[
            // puzzle kalah-000001, Tux's self-play
            Screen {
                text: "chapter-kalah-chains-screen-1",
                seeds: 4,
                position: "4 4 0 5 5 1 0 1 7 6 6 6 2 1 south",
                moves: &["F"],
            },
            // puzzle kalah-000017, Tux's self-play
            Screen {
                text: "chapter-kalah-chains-screen-2",
                seeds: 4,
                position: "1 2 4 0 0 0 2 0 1 11 6 9 9 3 south",
                moves: &["C", "F", "E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Kalah,
                position: "1 2 2 3 9 0 0 9 0 0 9 7 4 2 south",
                seeds: 4,
                goal: Goal::ChainTurns { sowings: 3 },
                par: 3,
                task: "chapter-task-chain",
                source: "puzzle kalah-000007, self-play L3-L5 seed 1 game 3 ply 13",
            },
            Stage {
                game: GameKind::Kalah,
                position: "5 5 1 6 0 1 1 2 0 7 7 7 4 2 south",
                seeds: 4,
                goal: Goal::ChainTurns { sowings: 4 },
                par: 4,
                task: "chapter-task-chain",
                source: "puzzle kalah-000009, self-play L8-L9 seed 1 game 4 ply 7",
            },
            Stage {
                game: GameKind::Kalah,
                position: "6 1 2 1 1 0 2 1 8 6 0 7 11 2 south",
                seeds: 4,
                goal: Goal::ChainTurns { sowings: 5 },
                par: 5,
                task: "chapter-task-chain",
                source: "puzzle kalah-000040, self-play L9-L3 seed 1 game 20 ply 14",
            },
            Stage {
                game: GameKind::Kalah,
                position: "6 1 1 9 1 1 0 0 0 9 0 8 9 3 south",
                seeds: 4,
                goal: Goal::ChainTurns { sowings: 6 },
                par: 6,
                task: "chapter-task-chain",
                source: "puzzle kalah-000010, self-play L8-L9 seed 1 game 4 ply 16",
            },
        ],
    },
    Chapter {
        key: "kalah-empty",
        game: GameKind::Kalah,
        title: "chapter-kalah-empty-title",
        screens: &[
            // puzzle kalah-000006, Tux's self-play
            Screen {
                text: "chapter-kalah-empty-screen-1",
                seeds: 4,
                position: "1 0 2 7 1 1 1 1 0 8 7 7 10 2 south",
                moves: &["A"],
            },
            // puzzle kalah-000018, Tux's self-play
            Screen {
                text: "chapter-kalah-empty-screen-2",
                seeds: 4,
                position: "4 1 5 0 4 2 1 0 1 0 0 0 15 15 south",
                moves: &["C"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Kalah,
                position: "1 11 9 1 3 0 0 4 0 0 0 1 6 12 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 3, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle kalah-000005, self-play L3-L3 seed 1 game 1 ply 15",
            },
            Stage {
                game: GameKind::Kalah,
                position: "6 2 1 8 7 7 5 0 1 0 7 0 1 3 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 3 },
                par: 3,
                task: "chapter-task-keep-safe",
                source: "puzzle kalah-000033, self-play L3-L2 seed 1 game 16 ply 7",
            },
            Stage {
                game: GameKind::Kalah,
                position: "0 1 0 10 1 0 3 0 0 2 4 0 4 23 south",
                seeds: 4,
                goal: Goal::CaptureAtLeast { seeds: 7, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle kalah-000013, self-play L4-L3 seed 1 game 5 ply 19, turned round so that South moves",
            },
            Stage {
                game: GameKind::Kalah,
                position: "1 3 1 8 0 8 1 2 8 0 1 4 4 7 south",
                seeds: 4,
                goal: Goal::KeepSafe { moves: 5 },
                par: 5,
                task: "chapter-task-keep-safe",
                source: "puzzle kalah-000022, self-play L6-L3 seed 1 game 9 ply 18",
            },
        ],
    },
    Chapter {
        key: "kalah-right",
        game: GameKind::Kalah,
        title: "chapter-kalah-right-title",
        screens: &[
            // puzzle kalah-000007, Tux's self-play
            Screen {
                text: "chapter-kalah-right-screen-1",
                seeds: 4,
                position: "1 2 2 3 9 0 0 9 0 0 9 7 4 2 south",
                moves: &["D"],
            },
            // puzzle kalah-000020 four plies on, Tux's self-play
            Screen {
                text: "chapter-kalah-right-screen-2",
                seeds: 4,
                position: "6 1 4 8 2 0 0 0 9 0 7 1 7 3 south",
                moves: &["E", "F", "C"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Kalah,
                position: "0 4 7 1 2 7 2 0 2 3 10 0 5 5 south",
                seeds: 4,
                goal: Goal::LeadBy { lead: 3, moves: 1 },
                par: 1,
                task: "chapter-task-lead",
                source: "puzzle kalah-000048, self-play L3-L3 seed 1 game 23 ply 16",
            },
            Stage {
                game: GameKind::Kalah,
                position: "5 4 0 5 1 6 1 6 0 6 6 5 2 1 south",
                seeds: 4,
                goal: Goal::LeadBy { lead: 7, moves: 2 },
                par: 2,
                task: "chapter-task-lead",
                source: "puzzle kalah-000014, self-play L4-L9 seed 1 game 6 ply 4, turned round so that South moves",
            },
            Stage {
                game: GameKind::Kalah,
                position: "5 4 0 5 5 0 5 5 0 5 5 5 3 1 south",
                seeds: 4,
                goal: Goal::LeadBy { lead: 8, moves: 3 },
                par: 3,
                task: "chapter-task-lead",
                source: "puzzle kalah-000029, self-play L8-L3 seed 1 game 14 ply 4",
            },
            Stage {
                game: GameKind::Kalah,
                position: "5 4 4 0 1 6 0 1 7 6 6 5 2 1 south",
                seeds: 4,
                goal: Goal::LeadBy { lead: 9, moves: 3 },
                par: 3,
                task: "chapter-task-lead",
                source: "puzzle kalah-000036, self-play L3-L7 seed 1 game 17 ply 5, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "kalah-sweep",
        game: GameKind::Kalah,
        title: "chapter-kalah-sweep-title",
        screens: &[
            // puzzle kalah-000306, Tux's self-play
            Screen {
                text: "chapter-kalah-sweep-screen-1",
                seeds: 4,
                position: "0 4 0 1 0 0 0 1 0 0 0 0 19 23 south",
                moves: &["D"],
            },
            // puzzle kalah-000270, Tux's self-play, turned round
            Screen {
                text: "chapter-kalah-sweep-screen-2",
                seeds: 4,
                position: "0 1 0 5 0 1 0 3 0 0 2 0 19 17 south",
                moves: &["B", "b", "D", "a", "F"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Kalah,
                position: "1 0 0 2 2 1 1 1 0 0 0 0 19 21 south",
                seeds: 4,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle kalah-000159, self-play L2-L2 seed 1 game 77 ply 30, turned round so that South moves",
            },
            Stage {
                game: GameKind::Kalah,
                position: "1 3 2 1 1 0 0 0 1 1 0 1 19 18 south",
                seeds: 4,
                goal: Goal::Win { moves: 5 },
                par: 5,
                task: "chapter-task-win",
                source: "puzzle kalah-000019, self-play L4-L4 seed 1 game 7 ply 41, turned round so that South moves",
            },
            Stage {
                game: GameKind::Kalah,
                position: "1 0 4 0 0 1 0 1 1 0 1 3 20 16 south",
                seeds: 4,
                goal: Goal::Win { moves: 6 },
                par: 6,
                task: "chapter-task-win",
                source: "puzzle kalah-000058, self-play L4-L4 seed 1 game 27 ply 48, turned round so that South moves",
            },
            Stage {
                game: GameKind::Kalah,
                position: "1 0 3 0 1 1 1 2 1 0 0 0 19 19 south",
                seeds: 4,
                goal: Goal::Win { moves: 6 },
                par: 6,
                task: "chapter-task-win",
                source: "puzzle kalah-000173, self-play L3-L3 seed 1 game 83 ply 46, turned round so that South moves",
            },
        ],
    },
];
