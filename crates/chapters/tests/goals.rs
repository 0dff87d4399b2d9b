//! Goals judged on hand-made lines, the proof and Tux's defence on hand-made positions, the
//! progress file, and the failure rates of an easy and a hard stage.
//!
//! Houses are indices in sowing order: in Oware South's A–F are 0–5, North's a–f are 6–11.

use oware_chapters::{
    chapters, failure_rate, find_chapter, prove, prove_with, prove_with_tables, stars,
    ChapterError, ChapterProgress, Goal, Progress, ProgressError, Stage, StageRun, Trier,
};
use oware_rules::{format_position, AnyPosition, GameKind, Rules, Ruleset, Side};
use oware_tux::endgame::EndgameTables;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;
const F: usize = 5;
const NORTH_A: usize = 6;
const NORTH_B: usize = 7;
const NORTH_C: usize = 8;
const NORTH_F: usize = 11;

/// South's F (one seed) lands on North's a (one seed): two seeds to capture whenever South
/// likes, while A's two seeds capture nothing.
const CAPTURE_ON_A: &str = "2 0 0 0 0 1 1 3 3 3 3 3 15 14 south";

const fn oware(position: &'static str, goal: Goal, par: u32) -> Stage {
    Stage {
        game: GameKind::Oware,
        position,
        seeds: 4,
        goal,
        par,
        task: "chapter-task-test",
        source: "hand-made: tests/goals.rs",
    }
}

static CAPTURE_IN_3: Stage = oware(CAPTURE_ON_A, Goal::CaptureAtLeast { seeds: 2, moves: 3 }, 1);
static CAPTURE_IN_1: Stage = oware(CAPTURE_ON_A, Goal::CaptureAtLeast { seeds: 2, moves: 1 }, 1);

fn line(stage: &'static Stage, houses: &[usize]) -> (StageRun, Vec<Progress>) {
    let mut run = StageRun::new(stage).expect("the stage is a real position");
    let progress = houses
        .iter()
        .map(|&house| run.play(house).expect("the line is legal"))
        .collect();
    (run, progress)
}

#[test]
fn a_goal_met_at_once_earns_three_stars() {
    let (run, progress) = line(&CAPTURE_IN_3, &[F]);
    assert_eq!(progress, [Progress::Met { stars: 3 }]);
    assert_eq!(run.moves_played(), 1);
    assert_eq!(run.tally().captured, 2);
}

#[test]
fn a_goal_met_later_earns_fewer_stars() {
    // A first, Tux sows b (nothing near a), then F still captures: two moves, two stars.
    let (_, progress) = line(&CAPTURE_IN_3, &[A, NORTH_B, F]);
    assert_eq!(
        progress,
        [
            Progress::Going { moves_left: 2 },
            Progress::Going { moves_left: 2 },
            Progress::Met { stars: 2 },
        ]
    );
    // Three moves, the last the goal allows: one star.
    let (_, progress) = line(&CAPTURE_IN_3, &[A, NORTH_B, B, NORTH_C, F]);
    assert_eq!(progress.last(), Some(&Progress::Met { stars: 1 }));
}

#[test]
fn a_goal_missed_ends_the_attempt() {
    let (mut run, progress) = line(&CAPTURE_IN_1, &[A]);
    assert_eq!(progress, [Progress::Missed]);
    assert!(run.play(NORTH_F).is_err(), "nothing is played after a miss");
    // Positive control: the other move meets it.
    let (_, progress) = line(&CAPTURE_IN_1, &[F]);
    assert_eq!(progress, [Progress::Met { stars: 3 }]);
}

#[test]
fn back_to_the_last_move_and_restart_undo_the_line() {
    let (mut run, _) = line(&CAPTURE_IN_1, &[A]);
    assert_eq!(run.status(), Progress::Missed);
    run.back_to_last_move();
    assert_eq!(run.status(), Progress::Going { moves_left: 1 });
    assert_eq!(run.moves_played(), 0);
    assert_eq!(run.play(F), Ok(Progress::Met { stars: 3 }));

    let (mut run, _) = line(&CAPTURE_IN_3, &[A, NORTH_B]);
    run.back_to_last_move();
    assert_eq!(run.moves_played(), 0);
    assert_eq!(
        run.position(),
        &CAPTURE_IN_3.board().expect("a real position")
    );
    let (mut run, _) = line(&CAPTURE_IN_3, &[A, NORTH_B, B]);
    run.restart();
    assert_eq!(
        run.position(),
        &CAPTURE_IN_3.board().expect("a real position")
    );
    assert_eq!(run.status(), Progress::Going { moves_left: 3 });
}

#[test]
fn stars_count_the_moves_beyond_par() {
    let goal = Goal::CaptureAtLeast { seeds: 6, moves: 5 };
    assert_eq!(stars(&goal, 2, 2), 3);
    assert_eq!(stars(&goal, 2, 3), 2);
    assert_eq!(stars(&goal, 2, 4), 2);
    assert_eq!(stars(&goal, 2, 5), 1);
    // A goal that allows no more than par always earns three; goals without a limit too.
    assert_eq!(stars(&Goal::Win { moves: 3 }, 3, 3), 3);
    assert_eq!(stars(&Goal::KeepSafe { moves: 4 }, 4, 9), 3);
}

#[test]
fn the_proof_finds_the_fewest_moves() {
    let proof = prove(&CAPTURE_IN_3).expect("F captures at once");
    assert_eq!(proof.moves, 1);
    assert!(proof.nodes > 0);
}

#[test]
fn a_stage_refused_by_the_rules_is_an_error() {
    static BAD: Stage = oware(
        "2 0 0 0 0 1 1 3 3 3 3 3 15 15 south",
        Goal::Win { moves: 1 },
        1,
    );
    assert!(matches!(
        StageRun::new(&BAD),
        Err(ChapterError::Position(_))
    ));
    assert!(matches!(prove(&BAD), Err(ChapterError::Position(_))));
    static TUZDYK_IN_OWARE: Stage = oware(CAPTURE_ON_A, Goal::MakeTuzdyk { moves: 2 }, 1);
    assert_eq!(prove(&TUZDYK_IN_OWARE), Err(ChapterError::WrongGame));
    assert_eq!(
        prove_with(&CAPTURE_IN_3, 1),
        Err(ChapterError::OutOfNodes { nodes: 2 })
    );
}

#[test]
fn every_shipped_chapter_is_found_by_its_key() {
    for game in GameKind::ALL {
        assert!(!chapters(game).is_empty(), "{game} has chapters");
        for chapter in chapters(game) {
            assert_eq!(chapter.game, game);
            assert_eq!(find_chapter(chapter.key), Some(chapter));
            for stage in chapter.stages {
                let position = stage.board().expect("a real position");
                assert_eq!(position.kind(), game);
            }
        }
    }
    assert_eq!(find_chapter("no-such-chapter"), None);
}

#[test]
fn progress_round_trips_through_its_text() {
    let mut progress = ChapterProgress::new();
    progress.record("test-first", 0, 2);
    progress.record("test-first", 0, 1);
    progress.record("test-second", 0, 3);
    progress.record("from-a-newer-version", 2, 3);
    assert_eq!(progress.stars("test-first"), [2], "the best is kept");
    assert_eq!(progress.stars("from-a-newer-version"), [0, 0, 3]);
    let text = progress.to_text();
    assert_eq!(
        text,
        "from-a-newer-version 0 0 3\ntest-first 2\ntest-second 3\n"
    );
    assert_eq!(ChapterProgress::parse(&text), Ok(progress.clone()));
    // A shipped chapter shows a star count for each of its stages.
    let shipped = &chapters(GameKind::Kalah)[0];
    progress.record(shipped.key, 0, 3);
    let mut expected = vec![0; shipped.stages.len()];
    expected[0] = 3;
    assert_eq!(progress.stars(shipped.key), expected);
}

#[test]
fn progress_errors_name_their_line() {
    let text = "# stars\n\ntest-first 3\ntest-second 4\n";
    assert_eq!(
        ChapterProgress::parse(text),
        Err(ProgressError::NotStars {
            line: 4,
            word: "4".into()
        })
    );
    assert_eq!(
        ChapterProgress::parse("a 1\nb\n"),
        Err(ProgressError::NoStages { line: 2 })
    );
    assert_eq!(
        ChapterProgress::parse("a 1\nb x\n"),
        Err(ProgressError::NotStars {
            line: 2,
            word: "x".into()
        })
    );
    assert_eq!(
        ChapterProgress::parse("a 1\n  a 2\n"),
        Err(ProgressError::Twice {
            line: 2,
            key: "a".into()
        })
    );
    let error = ChapterProgress::parse("a 1\nb -1\n").expect_err("not stars");
    assert!(error.to_string().starts_with("line 2:"), "{error}");
    // Positive control: the same lines with good stars read.
    assert!(ChapterProgress::parse("a 1\nb 0 3\n").is_ok());
}

#[test]
fn chapters_open_one_after_another() {
    let mut progress = ChapterProgress::new();
    assert_eq!(progress.open(GameKind::Oware), 1);
    let first = &chapters(GameKind::Oware)[0];
    for stage in 0..first.stages.len() {
        assert_eq!(progress.open(GameKind::Oware), 1, "not done yet");
        progress.record(first.key, stage, 1);
    }
    let expected = 2.min(chapters(GameKind::Oware).len());
    assert_eq!(progress.open(GameKind::Oware), expected);
    assert_eq!(
        progress.total_stars(GameKind::Oware),
        first.stages.len() as u32
    );
    assert_eq!(progress.total_stars(GameKind::Kalah), 0);
}

/// South's B sows into C and D and so makes two threats at once: C's four seeds end on a's
/// one, D's five on c's one. Tux can move a or c away, not both; nothing captures at once.
const FORK: &str = "0 2 3 4 0 0 1 0 1 3 2 1 16 15 south";

static FORK_IN_2: Stage = oware(FORK, Goal::CaptureAtLeast { seeds: 2, moves: 2 }, 2);
static FORK_IN_3: Stage = oware(FORK, Goal::CaptureAtLeast { seeds: 2, moves: 3 }, 2);
static FORK_IN_1: Stage = oware(FORK, Goal::CaptureAtLeast { seeds: 2, moves: 1 }, 1);

#[test]
fn the_proof_finds_a_forced_capture_and_refuses_one_too_soon() {
    let proof = prove(&FORK_IN_2).expect("the fork forces a capture in two moves");
    assert_eq!(proof.moves, 2);
    assert_eq!(
        prove(&FORK_IN_3).map(|p| p.moves),
        Ok(2),
        "the fewest moves"
    );
    assert!(matches!(
        prove(&FORK_IN_1),
        Err(ChapterError::NotForced { .. })
    ));
}

#[test]
fn the_fork_works_whichever_house_tux_saves() {
    // a moved away: D's sowing now ends on c and b, both made two.
    let (_, progress) = line(&FORK_IN_2, &[B, NORTH_A, D]);
    assert_eq!(progress.last(), Some(&Progress::Met { stars: 3 }));
    // c moved away: C's sowing ends on a.
    let (run, progress) = line(&FORK_IN_2, &[B, NORTH_C, C]);
    assert_eq!(progress.last(), Some(&Progress::Met { stars: 3 }));
    assert_eq!(run.tally().captured, 2);
}

/// After South's E reaches F, F's one seed threatens North's a (one seed). Tux can capture
/// two at A (with e or f), but only moving a away saves it.
const THREAT_ON_A: &str = "1 0 0 0 1 0 1 2 2 2 2 1 18 18 south";

static THREAT_IN_2: Stage = oware(THREAT_ON_A, Goal::CaptureAtLeast { seeds: 2, moves: 2 }, 2);

#[test]
fn tux_defends_against_the_goal_rather_than_grabbing_seeds() {
    let (mut run, _) = line(&THREAT_IN_2, &[E]);
    assert_eq!(run.tux_move(), Some(NORTH_A));
    // Positive control: Tux's capture at A lets F take a, so the choice mattered.
    let mut grabbing = run.clone();
    assert_eq!(
        grabbing.play(NORTH_F),
        Ok(Progress::Going { moves_left: 1 })
    );
    assert_eq!(grabbing.tally().opponent_captured, 2);
    assert_eq!(grabbing.play(F), Ok(Progress::Met { stars: 3 }));
    // After a moves away every South move misses.
    assert_eq!(run.play(NORTH_A), Ok(Progress::Going { moves_left: 1 }));
    assert_eq!(run.tux_move(), None, "the solver's turn");
    for house in run.position().legal_moves().iter() {
        let mut attempt = run.clone();
        assert_eq!(attempt.play(house), Ok(Progress::Missed), "house {house}");
    }
    assert!(matches!(
        prove(&THREAT_IN_2),
        Err(ChapterError::NotForced { .. })
    ));
}

#[test]
fn tux_defends_even_when_the_goal_cannot_be_stopped() {
    let (run, _) = line(&FORK_IN_2, &[B]);
    let house = run.tux_move().expect("Tux has moves");
    let mut run = run;
    assert!(run.play(house).is_ok());
    assert!(matches!(run.status(), Progress::Going { .. }));
}

#[test]
fn the_other_goals_are_judged_on_their_lines() {
    // Oware: F captures three and passes 24 seeds.
    static WIN: Stage = oware(
        "1 0 0 0 0 1 2 3 1 1 1 1 22 15 south",
        Goal::Win { moves: 2 },
        1,
    );
    assert_eq!(line(&WIN, &[F]).1, [Progress::Met { stars: 3 }]);
    assert_eq!(prove(&WIN).map(|p| p.moves), Ok(1));
    static WIN_AT_ONCE: Stage = oware(
        "1 0 0 0 0 1 2 3 1 1 1 1 22 15 south",
        Goal::Win { moves: 1 },
        1,
    );
    assert_eq!(line(&WIN_AT_ONCE, &[A]).1, [Progress::Missed]);

    // Kalah's opening: C ends in the store and plays again; A does not.
    static CHAIN: Stage = Stage {
        game: GameKind::Kalah,
        position: "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        seeds: 4,
        goal: Goal::ChainTurns { sowings: 2 },
        par: 2,
        task: "chapter-task-test",
        source: "hand-made: tests/goals.rs",
    };
    assert_eq!(
        line(&CHAIN, &[C, A]).1,
        [
            Progress::Going { moves_left: 1 },
            Progress::Met { stars: 3 }
        ]
    );
    assert_eq!(line(&CHAIN, &[A]).1, [Progress::Missed]);

    // Togyz Kumalak: I turns a's two stones into three, a tuzdyk, and 61 beats 59.
    static TUZDYK: Stage = Stage {
        game: GameKind::TogyzKumalak,
        position: "1 0 0 0 0 0 0 0 2 2 5 5 5 5 5 5 5 5 58 59 south - -",
        seeds: 9,
        goal: Goal::MakeTuzdyk { moves: 1 },
        par: 1,
        task: "chapter-task-test",
        source: "hand-made: tests/goals.rs",
    };
    assert_eq!(line(&TUZDYK, &[8]).1, [Progress::Met { stars: 3 }]);
    assert_eq!(line(&TUZDYK, &[A]).1, [Progress::Missed]);

    // Lead by three: judged after Tux's answer. F takes two (17 to 14), Tux's b takes nothing.
    static LEAD: Stage = oware(CAPTURE_ON_A, Goal::LeadBy { lead: 3, moves: 2 }, 1);
    let (run, progress) = line(&LEAD, &[F, NORTH_B]);
    assert_eq!(
        progress,
        [
            Progress::Going { moves_left: 1 },
            Progress::Met { stars: 3 }
        ]
    );
    assert_eq!(run.position().stores(), [17, 14]);

    // Kalah: C's last seed in the store leads by one, but only Tux's answer settles it.
    static KALAH_LEAD: Stage = Stage {
        goal: Goal::LeadBy { lead: 1, moves: 2 },
        ..CHAIN
    };
    assert_eq!(
        line(&KALAH_LEAD, &[C, A, NORTH_A]).1,
        [
            Progress::Going { moves_left: 1 },
            Progress::Going { moves_left: 0 },
            Progress::Met { stars: 3 },
        ]
    );

    // Keep safe for one move: after E, Tux's f captures at A, Tux's b does not.
    static SAFE: Stage = oware(THREAT_ON_A, Goal::KeepSafe { moves: 1 }, 1);
    assert_eq!(line(&SAFE, &[E, NORTH_F]).1[1], Progress::Missed);
    assert_eq!(line(&SAFE, &[E, NORTH_B]).1[1], Progress::Met { stars: 3 });
    assert_eq!(line(&SAFE, &[A, NORTH_B]).1[1], Progress::Met { stars: 3 });
}

#[test]
fn a_hard_stage_fails_a_random_player_more_often_than_an_easy_one() {
    // E and F, South's only moves, both end on a's one seed.
    static EASY: Stage = oware(
        "0 0 0 0 2 1 1 3 3 3 3 3 15 14 south",
        Goal::CaptureAtLeast { seeds: 2, moves: 1 },
        1,
    );
    let easy = failure_rate(&EASY, Trier::Random, 40, 7).expect("a real stage");
    let hard = failure_rate(&FORK_IN_2, Trier::Random, 40, 7).expect("a real stage");
    assert_eq!(easy, 0.0);
    assert_eq!(failure_rate(&EASY, Trier::Level1, 5, 7), Ok(0.0));
    assert!(hard > 0.6, "hard {hard}");
    assert_eq!(
        failure_rate(&FORK_IN_2, Trier::Random, 40, 7),
        Ok(hard),
        "the same seed, the same rate"
    );
}

/// The capture goal worked out by plain minimax, without a table or move ordering: the
/// solver (to move) captures `need` more seeds within `moves` more of its moves.
fn plain_forced(position: &AnyPosition, solver: Side, need: u32, moves: u32) -> bool {
    let moves_list = position.legal_moves();
    if position.to_move() == solver {
        moves_list.iter().any(|house| {
            let mut after = *position;
            let captured = u32::from(after.apply(house));
            captured >= need
                || (moves > 1
                    && after.end().is_none()
                    && plain_forced(&after, solver, need - captured, moves - 1))
        })
    } else {
        moves_list.iter().all(|house| {
            let mut after = *position;
            after.apply(house);
            after.end().is_none() && plain_forced(&after, solver, need, moves)
        })
    }
}

#[test]
fn the_proof_agrees_with_plain_minimax_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(45);
    let mut forced_seen = 0;
    let mut refused_seen = 0;
    for game in [GameKind::Oware, GameKind::Kalah] {
        let ruleset = Ruleset::standard(game);
        for _ in 0..12 {
            let mut position = ruleset.start();
            let plies = rng.random_range(8..30);
            for _ in 0..plies {
                let moves: Vec<usize> = position.legal_moves().iter().collect();
                let Some(&house) = moves.choose(&mut rng) else {
                    break;
                };
                position.apply(house);
            }
            if position.end().is_some() {
                continue;
            }
            let text: &'static str = Box::leak(format_position(&position).into_boxed_str());
            for seeds in [2, 5] {
                let stage: &'static Stage = Box::leak(Box::new(Stage {
                    game,
                    position: text,
                    seeds: ruleset.seeds_per_house(),
                    goal: Goal::CaptureAtLeast { seeds, moves: 3 },
                    par: 0,
                    task: "chapter-task-test",
                    source: "random",
                }));
                let plain = (1..=3)
                    .find(|&moves| plain_forced(&position, position.to_move(), seeds, moves));
                let proof = prove(stage).map(|proof| proof.moves);
                match plain {
                    Some(moves) => {
                        forced_seen += 1;
                        assert_eq!(proof, Ok(moves), "{game} {text} seeds {seeds}");
                    }
                    None => {
                        refused_seen += 1;
                        assert!(
                            matches!(proof, Err(ChapterError::NotForced { .. })),
                            "{game} {text}"
                        );
                    }
                }
            }
        }
    }
    // Both answers were put to the test.
    assert!(forced_seen >= 5, "forced {forced_seen}");
    assert!(refused_seen >= 5, "refused {refused_seen}");
}

/// The win goal worked out by plain minimax: the solver wins the game within `moves` more of
/// its moves, whatever the opponent plays.
fn plain_win(position: &AnyPosition, solver: Side, moves: u32) -> bool {
    let mover = position.to_move();
    let mut replies = position.legal_moves().iter().map(|house| {
        let mut after = *position;
        after.apply(house);
        match after.end() {
            Some(end) => end.winner == Some(solver),
            None => {
                let left = if mover == solver { moves - 1 } else { moves };
                left > 0 && plain_win(&after, solver, left)
            }
        }
    });
    if mover == solver {
        replies.any(|won| won)
    } else {
        replies.all(|won| won)
    }
}

#[test]
fn win_proofs_agree_with_plain_minimax_and_the_endgame_tables_only_save_nodes() {
    let tables = EndgameTables::build(6);
    let ruleset = Ruleset::OWARE;
    let mut rng = StdRng::seed_from_u64(8);
    let (mut compared, mut refused, mut saved) = (0, 0, 0);
    while compared < 20 {
        let mut position = ruleset.start();
        // Random play until at most six seeds are left on the board, within the tables.
        while position.end().is_none()
            && position.houses().iter().map(|&n| u32::from(n)).sum::<u32>() > 6
        {
            let moves: Vec<usize> = position.legal_moves().iter().collect();
            let Some(&house) = moves.choose(&mut rng) else {
                break;
            };
            position.apply(house);
        }
        if position.end().is_some() {
            continue;
        }
        let text: &'static str = Box::leak(format_position(&position).into_boxed_str());
        let stage = oware(text, Goal::Win { moves: 4 }, 0);
        let plain = prove_with(&stage, 5_000_000);
        let with_tables = prove_with_tables(&stage, 5_000_000, Some(&tables));
        let fewest = (1..=4).find(|&moves| plain_win(&position, position.to_move(), moves));
        let (plain_nodes, table_nodes) = match (plain, with_tables) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a.moves, b.moves, "{text}");
                assert_eq!(Some(a.moves), fewest, "{text}");
                (a.nodes, b.nodes)
            }
            (
                Err(ChapterError::NotForced { nodes: a }),
                Err(ChapterError::NotForced { nodes: b }),
            ) => {
                assert_eq!(fewest, None, "{text}");
                refused += 1;
                (a, b)
            }
            (a, b) => panic!("{text}: {a:?} without the tables, {b:?} with them"),
        };
        compared += 1;
        // Tux's defence after South's first move is the same with the tables.
        let mut run = StageRun::new(Box::leak(Box::new(stage))).expect("a real stage");
        if let Some(first) = run.position().legal_moves().iter().next() {
            if run
                .play(first)
                .is_ok_and(|p| matches!(p, Progress::Going { .. }))
            {
                assert_eq!(
                    run.tux_move(),
                    run.tux_move_with_tables(Some(&tables)),
                    "{text}"
                );
            }
        }
        assert!(
            table_nodes <= plain_nodes,
            "{text}: {table_nodes} > {plain_nodes}"
        );
        if table_nodes < plain_nodes {
            saved += 1;
        }
    }
    assert!(refused > 0, "some endings cannot be won");
    assert!(refused < compared, "some can");
    assert!(saved > 0, "the tables cut some search");
}

#[test]
fn tux_thinks_on_a_worker_thread_with_a_copy_of_the_run() {
    let (run, _) = line(&THREAT_IN_2, &[E]);
    let copy = run.clone();
    let answer = std::thread::spawn(move || copy.tux_move())
        .join()
        .expect("the worker ends");
    assert_eq!(answer, Some(NORTH_A));
    assert_eq!(answer, run.tux_move(), "the same answer on either thread");
}
