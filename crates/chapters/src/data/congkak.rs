//! Congkak's chapters: positions of real games and of Tux's self-play (the shipped
//! puzzles' sources), each stage's goal proved by search and missed most of the time by a
//! random player and by level 1 (`tests/shipped.rs`).

use oware_rules::GameKind;

use crate::{Chapter, Goal, Screen, Stage};

/// Congkak's chapters, in teaching order.
pub(crate) const CHAPTERS: &[Chapter] = &[
    Chapter {
        key: "congkak-chains",
        game: GameKind::Congkak,
        title: "chapter-congkak-chains-title",
        screens: &[
            // puzzle congkak-000021, Tux's self-play, turned round
            Screen {
                text: "chapter-congkak-chains-screen-1",
                seeds: 7,
                position: "3 1 0 0 0 5 1 4 5 3 0 0 8 1 0 67 south",
                moves: &["G"],
            },
            // puzzle congkak-000014, Tux's self-play, turned round
            Screen {
                text: "chapter-congkak-chains-screen-2",
                seeds: 7,
                position: "2 11 10 2 2 6 6 0 2 4 0 1 6 4 14 28 south",
                moves: &["G", "G", "C"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Congkak,
                position: "2 1 4 2 4 8 4 11 0 1 2 1 0 1 57 0 south",
                seeds: 7,
                goal: Goal::ChainTurns { sowings: 4 },
                par: 4,
                task: "chapter-task-chain",
                source: "puzzle congkak-000009, self-play L8-L9 seed 1 game 4 ply 15",
            },
            Stage {
                game: GameKind::Congkak,
                position: "1 5 0 5 0 4 4 7 0 1 2 1 5 11 52 0 south",
                seeds: 7,
                goal: Goal::ChainTurns { sowings: 5 },
                par: 5,
                task: "chapter-task-chain",
                source: "puzzle congkak-000005, self-play L8-L5 seed 1 game 2 ply 14",
            },
            Stage {
                game: GameKind::Congkak,
                position: "7 2 7 2 7 0 0 4 5 0 5 1 2 8 48 0 south",
                seeds: 7,
                goal: Goal::ChainTurns { sowings: 6 },
                par: 6,
                task: "chapter-task-chain",
                source: "puzzle congkak-000002, self-play L8-L9 seed 1 game 0 ply 13",
            },
            Stage {
                game: GameKind::Congkak,
                position: "1 1 5 2 0 2 0 0 14 0 3 2 3 0 65 0 south",
                seeds: 7,
                goal: Goal::ChainTurns { sowings: 11 },
                par: 11,
                task: "chapter-task-chain",
                source: "puzzle congkak-000024, self-play L9-L5 seed 1 game 10 ply 21",
            },
        ],
    },
    Chapter {
        key: "congkak-capture",
        game: GameKind::Congkak,
        title: "chapter-congkak-capture-title",
        screens: &[
            // puzzle congkak-000007, Tux's self-play
            Screen {
                text: "chapter-congkak-capture-screen-1",
                seeds: 7,
                position: "1 4 0 7 0 3 4 0 2 0 4 17 2 9 27 18 south",
                moves: &["B"],
            },
            // puzzle congkak-000022, Tux's self-play
            Screen {
                text: "chapter-congkak-capture-screen-2",
                seeds: 7,
                position: "1 0 1 0 5 1 0 0 2 3 2 2 2 0 75 4 south",
                moves: &["E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Congkak,
                position: "1 0 0 0 1 0 1 2 2 0 0 0 0 0 47 44 south",
                seeds: 7,
                goal: Goal::CaptureAtLeast { seeds: 4, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle congkak-000016, self-play L4-L4 seed 1 game 7 ply 26",
            },
            Stage {
                game: GameKind::Congkak,
                position: "0 2 0 1 4 2 1 5 0 3 0 6 2 1 34 37 south",
                seeds: 7,
                goal: Goal::CaptureAtLeast { seeds: 6, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle congkak-000015, self-play L4-L4 seed 1 game 7 ply 18",
            },
            Stage {
                game: GameKind::Congkak,
                position: "1 1 5 2 0 0 0 0 14 0 3 2 3 0 67 0 south",
                seeds: 7,
                goal: Goal::CaptureAtLeast { seeds: 16, moves: 2 },
                par: 2,
                task: "chapter-task-capture",
                source: "puzzle congkak-000019, self-play L9-L7 seed 1 game 8 ply 23",
            },
            Stage {
                game: GameKind::Congkak,
                position: "3 0 2 0 0 1 2 1 0 15 4 1 0 2 39 28 south",
                seeds: 7,
                goal: Goal::CaptureAtLeast { seeds: 18, moves: 3 },
                par: 3,
                task: "chapter-task-capture",
                source: "puzzle congkak-000013, self-play L4-L9 seed 1 game 6 ply 23, turned round so that South moves",
            },
        ],
    },
    Chapter {
        key: "congkak-ending",
        game: GameKind::Congkak,
        title: "chapter-congkak-ending-title",
        screens: &[
            // puzzle congkak-000073, Tux's self-play, turned round
            Screen {
                text: "chapter-congkak-ending-screen-1",
                seeds: 7,
                position: "0 2 0 1 2 1 1 5 2 1 0 2 3 0 43 35 south",
                moves: &["E"],
            },
        ],
        stages: &[
            Stage {
                game: GameKind::Congkak,
                position: "3 1 1 1 1 0 0 0 0 0 0 1 1 1 45 43 south",
                seeds: 7,
                goal: Goal::Win { moves: 3 },
                par: 3,
                task: "chapter-task-win",
                source: "puzzle congkak-000051, self-play L5-L7 seed 1 game 28 ply 20",
            },
            Stage {
                game: GameKind::Congkak,
                position: "0 0 0 0 2 0 1 0 0 0 6 0 0 0 45 44 south",
                seeds: 7,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle congkak-000044, self-play L4-L5 seed 1 game 25 ply 27",
            },
            Stage {
                game: GameKind::Congkak,
                position: "0 2 4 8 0 1 0 0 0 0 9 0 0 0 58 16 south",
                seeds: 7,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle congkak-000100, self-play L3-L7 seed 1 game 61 ply 19, turned round so that South moves",
            },
            Stage {
                game: GameKind::Congkak,
                position: "9 0 1 1 0 1 2 0 0 2 0 2 0 5 50 25 south",
                seeds: 7,
                goal: Goal::Win { moves: 4 },
                par: 4,
                task: "chapter-task-win",
                source: "puzzle congkak-000102, self-play L4-L4 seed 1 game 63 ply 19",
            },
        ],
    },
];
