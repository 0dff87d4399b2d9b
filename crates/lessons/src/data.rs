//! The lessons of every game: positions in the protocol's words (houses South's then North's
//! in sowing order, South's and North's stores, the side to move, and for Togyz Kumalak each
//! player's tuzdyk) and what each asks. The tests play every lesson through the rules.
//!
//! Houses by index: Oware and Kalah A–F 0–5, a–f 6–11; Congkak A–G 0–6, a–g 7–13; Togyz
//! Kumalak A–I 0–8, a–i 9–17.

use oware_rules::GameKind;

use crate::{Goal, Lesson, LessonTexts};

/// Texts several games share, where their rules agree.
const SOW: LessonTexts = LessonTexts {
    title: "lesson-sow-title",
    task: "lesson-sow-task",
    wrong: "lesson-sow-wrong",
    right: "lesson-sow-right",
};

const MOST: LessonTexts = LessonTexts {
    title: "lesson-most-title",
    task: "lesson-most-task",
    wrong: "lesson-most-wrong",
    right: "lesson-most-right",
};

const WIN: LessonTexts = LessonTexts {
    title: "lesson-win-title",
    task: "lesson-win-task",
    wrong: "lesson-win-wrong",
    right: "lesson-win-right",
};

/// Kalah and Congkak: the last seed in one's store.
const AGAIN: LessonTexts = LessonTexts {
    title: "lesson-again-title",
    task: "lesson-again-task",
    wrong: "lesson-again-wrong",
    right: "lesson-again-right",
};

pub const OWARE: [Lesson; 8] = [
    Lesson {
        key: "sow",
        game: GameKind::Oware,
        seeds: 4,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        goal: Goal::SowHouse(2),
        texts: SOW,
    },
    // D's three seeds reach a, which then holds three.
    Lesson {
        key: "capture",
        game: GameKind::Oware,
        seeds: 4,
        position: "5 0 0 3 0 0 2 4 4 4 4 4 9 9 south",
        goal: Goal::Capture,
        texts: LessonTexts {
            title: "lesson-oware-capture-title",
            task: "lesson-oware-capture-task",
            wrong: "lesson-oware-capture-wrong",
            right: "lesson-oware-capture-right",
        },
    },
    // E makes a two and b three.
    Lesson {
        key: "double",
        game: GameKind::Oware,
        seeds: 4,
        position: "4 0 0 0 3 4 1 2 4 4 4 4 9 9 south",
        goal: Goal::CaptureHouses(2),
        texts: LessonTexts {
            title: "lesson-oware-double-title",
            task: "lesson-oware-double-task",
            wrong: "lesson-oware-double-wrong",
            right: "lesson-oware-double-right",
        },
    },
    // A's twelve seeds go round, pass over A and end in B.
    Lesson {
        key: "lap",
        game: GameKind::Oware,
        seeds: 4,
        position: "12 1 1 0 0 0 1 1 2 1 1 1 14 13 south",
        goal: Goal::GoRound,
        texts: LessonTexts {
            title: "lesson-oware-lap-title",
            task: "lesson-oware-lap-task",
            wrong: "lesson-oware-lap-wrong",
            right: "lesson-oware-lap-right",
        },
    },
    // E would take a and b, every seed North has: nothing. F takes a alone.
    Lesson {
        key: "grand_slam",
        game: GameKind::Oware,
        seeds: 4,
        position: "0 0 0 0 3 1 1 2 0 0 0 0 20 21 south",
        goal: Goal::Capture,
        texts: LessonTexts {
            title: "lesson-oware-grand-slam-title",
            task: "lesson-oware-grand-slam-task",
            wrong: "lesson-oware-grand-slam-wrong",
            right: "lesson-oware-grand-slam-right",
        },
    },
    // North's row is empty; only F reaches it.
    Lesson {
        key: "feed",
        game: GameKind::Oware,
        seeds: 4,
        position: "0 0 0 1 1 3 0 0 0 0 0 0 21 22 south",
        goal: Goal::Feed,
        texts: LessonTexts {
            title: "lesson-oware-feed-title",
            task: "lesson-oware-feed-task",
            wrong: "lesson-oware-feed-wrong",
            right: "lesson-oware-feed-right",
        },
    },
    // D takes three, E takes six.
    Lesson {
        key: "most",
        game: GameKind::Oware,
        seeds: 4,
        position: "2 0 0 3 3 0 2 2 4 4 4 4 10 10 south",
        goal: Goal::CaptureMost,
        texts: MOST,
    },
    // Twenty-two captured; F takes three more.
    Lesson {
        key: "win",
        game: GameKind::Oware,
        seeds: 4,
        position: "1 0 0 0 0 1 2 3 1 1 1 1 22 15 south",
        goal: Goal::Win,
        texts: WIN,
    },
];

pub const KALAH: [Lesson; 7] = [
    Lesson {
        key: "sow",
        game: GameKind::Kalah,
        seeds: 4,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        goal: Goal::SowHouse(1),
        texts: SOW,
    },
    // F sows into the store, then on into North's row.
    Lesson {
        key: "store",
        game: GameKind::Kalah,
        seeds: 4,
        position: "2 1 1 1 1 3 4 4 4 4 4 4 8 7 south",
        goal: Goal::IntoStore,
        texts: LessonTexts {
            title: "lesson-kalah-store-title",
            task: "lesson-kalah-store-task",
            wrong: "lesson-kalah-store-wrong",
            right: "lesson-kalah-store-right",
        },
    },
    // C's four seeds end in the store.
    Lesson {
        key: "again",
        game: GameKind::Kalah,
        seeds: 4,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        goal: Goal::PlayAgain,
        texts: AGAIN,
    },
    // B's seed falls into the empty C, across from d.
    Lesson {
        key: "capture",
        game: GameKind::Kalah,
        seeds: 4,
        position: "0 1 0 4 4 4 4 4 4 4 4 4 6 5 south",
        goal: Goal::Capture,
        texts: LessonTexts {
            title: "lesson-kalah-capture-title",
            task: "lesson-kalah-capture-task",
            wrong: "lesson-kalah-capture-wrong",
            right: "lesson-kalah-capture-right",
        },
    },
    // A's thirteen seeds come back to the empty A and capture across from it.
    Lesson {
        key: "round",
        game: GameKind::Kalah,
        seeds: 4,
        position: "13 1 0 0 0 0 1 1 1 1 1 1 15 13 south",
        goal: Goal::ComeBack,
        texts: LessonTexts {
            title: "lesson-kalah-round-title",
            task: "lesson-kalah-round-task",
            wrong: "lesson-kalah-round-wrong",
            right: "lesson-kalah-round-right",
        },
    },
    // A takes e's two and itself; C takes a's six and itself.
    Lesson {
        key: "most",
        game: GameKind::Kalah,
        seeds: 4,
        position: "1 0 3 0 0 0 6 4 4 4 2 4 10 10 south",
        goal: Goal::CaptureMost,
        texts: MOST,
    },
    // B takes d, North's last seeds: North's row is empty and the game ends.
    Lesson {
        key: "win",
        game: GameKind::Kalah,
        seeds: 4,
        position: "0 1 0 0 0 3 0 0 0 5 0 0 20 19 south",
        goal: Goal::Win,
        texts: WIN,
    },
];

pub const CONGKAK: [Lesson; 7] = [
    Lesson {
        key: "sow",
        game: GameKind::Congkak,
        seeds: 7,
        position: "7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 south",
        goal: Goal::SowHouse(3),
        texts: SOW,
    },
    // G's one seed goes into the store.
    Lesson {
        key: "again",
        game: GameKind::Congkak,
        seeds: 7,
        position: "1 0 0 0 0 0 1 5 5 5 5 5 5 5 30 31 south",
        goal: Goal::PlayAgain,
        texts: AGAIN,
    },
    // E's seed lands on F's: both go on, into G and the store.
    Lesson {
        key: "relay",
        game: GameKind::Congkak,
        seeds: 7,
        position: "0 0 0 0 1 1 0 5 5 5 5 5 5 5 31 30 south",
        goal: Goal::Relay,
        texts: LessonTexts {
            title: "lesson-congkak-relay-title",
            task: "lesson-congkak-relay-task",
            wrong: "lesson-congkak-relay-wrong",
            right: "lesson-congkak-relay-right",
        },
    },
    // B's seed falls into the empty C, across from e.
    Lesson {
        key: "capture",
        game: GameKind::Congkak,
        seeds: 7,
        position: "0 1 0 0 0 0 1 5 5 5 5 5 5 5 31 30 south",
        goal: Goal::Capture,
        texts: LessonTexts {
            title: "lesson-congkak-capture-title",
            task: "lesson-congkak-capture-task",
            wrong: "lesson-congkak-capture-wrong",
            right: "lesson-congkak-capture-right",
        },
    },
    // A lands on B's two, and the three go on to the empty E, across from c.
    Lesson {
        key: "relay_capture",
        game: GameKind::Congkak,
        seeds: 7,
        position: "1 2 0 0 0 0 0 5 5 5 5 5 5 5 30 30 south",
        goal: Goal::RelayThenCapture,
        texts: LessonTexts {
            title: "lesson-congkak-relay-capture-title",
            task: "lesson-congkak-relay-capture-task",
            wrong: "lesson-congkak-relay-capture-wrong",
            right: "lesson-congkak-relay-capture-right",
        },
    },
    // B takes e's two, D takes c's six.
    Lesson {
        key: "most",
        game: GameKind::Congkak,
        seeds: 7,
        position: "0 1 0 1 0 0 0 5 5 6 5 2 5 5 32 31 south",
        goal: Goal::CaptureMost,
        texts: MOST,
    },
    // B takes e, North's last seeds: North cannot move and the game ends.
    Lesson {
        key: "win",
        game: GameKind::Congkak,
        seeds: 7,
        position: "0 1 0 0 0 0 2 0 0 0 0 5 0 0 45 45 south",
        goal: Goal::Win,
        texts: WIN,
    },
];

pub const TOGYZ: [Lesson; 7] = [
    Lesson {
        key: "sow",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 0 0 south - -",
        goal: Goal::SowHouse(0),
        texts: LessonTexts {
            title: "lesson-togyz-sow-title",
            task: "lesson-togyz-sow-task",
            wrong: "lesson-togyz-sow-wrong",
            right: "lesson-togyz-sow-right",
        },
    },
    // I puts one stone back and one on a: three become four.
    Lesson {
        key: "even",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "1 0 0 0 0 0 0 0 2 3 5 5 5 5 5 5 5 5 58 58 south - -",
        goal: Goal::CaptureEven,
        texts: LessonTexts {
            title: "lesson-togyz-even-title",
            task: "lesson-togyz-even-task",
            wrong: "lesson-togyz-even-wrong",
            right: "lesson-togyz-even-right",
        },
    },
    // I makes a's two three.
    Lesson {
        key: "tuzdyk",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "1 0 0 0 0 0 0 0 2 2 5 5 5 5 5 5 5 5 58 59 south - -",
        goal: Goal::MakeTuzdyk,
        texts: LessonTexts {
            title: "lesson-togyz-tuzdyk-title",
            task: "lesson-togyz-tuzdyk-task",
            wrong: "lesson-togyz-tuzdyk-wrong",
            right: "lesson-togyz-tuzdyk-right",
        },
    },
    // I's ten stones make i three, but i is a ninth house; H makes a three.
    Lesson {
        key: "ninth",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "0 0 0 0 0 0 0 3 10 2 5 5 5 5 5 5 5 2 55 55 south - -",
        goal: Goal::MakeTuzdyk,
        texts: LessonTexts {
            title: "lesson-togyz-ninth-title",
            task: "lesson-togyz-ninth-task",
            wrong: "lesson-togyz-ninth-wrong",
            right: "lesson-togyz-ninth-right",
        },
    },
    // b is South's tuzdyk; I's third stone falls through it.
    Lesson {
        key: "through",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "0 0 0 0 0 0 0 1 3 9 0 5 5 5 5 5 5 5 60 54 south b -",
        goal: Goal::ThroughTuzdyk,
        texts: LessonTexts {
            title: "lesson-togyz-through-title",
            task: "lesson-togyz-through-task",
            wrong: "lesson-togyz-through-wrong",
            right: "lesson-togyz-through-right",
        },
    },
    // F makes a four, I makes b eight.
    Lesson {
        key: "most",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "1 0 0 0 0 5 0 0 3 3 7 5 5 5 5 5 5 5 54 54 south - -",
        goal: Goal::CaptureMost,
        texts: MOST,
    },
    // A kazan of 78; I captures four.
    Lesson {
        key: "win",
        game: GameKind::TogyzKumalak,
        seeds: 9,
        position: "0 0 0 0 0 0 0 1 2 3 2 2 2 2 2 2 2 2 78 62 south - -",
        goal: Goal::Win,
        texts: WIN,
    },
];
