//! Goals judged on hand-made lines, the proof and Tux's defence on hand-made positions, the
//! progress file, and the failure rates of an easy and a hard stage.
//!
//! Houses are indices in sowing order: in Oware South's A–F are 0–5, North's a–f are 6–11.

use oware_chapters::{
    chapters, find_chapter, prove, prove_with, stars, ChapterError, ChapterProgress, Goal,
    Progress, ProgressError, Stage, StageRun,
};
use oware_rules::{GameKind, Rules};

const A: usize = 0;
const B: usize = 1;
const F: usize = 5;
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
    progress.record("oware-first-captures", 0, 2);
    progress.record("oware-first-captures", 0, 1);
    progress.record("kalah-extra-turns", 0, 3);
    progress.record("from-a-newer-version", 2, 3);
    assert_eq!(
        progress.stars("oware-first-captures"),
        [2],
        "the best is kept"
    );
    assert_eq!(progress.stars("from-a-newer-version"), [0, 0, 3]);
    let text = progress.to_text();
    assert_eq!(
        text,
        "from-a-newer-version 0 0 3\nkalah-extra-turns 3\noware-first-captures 2\n"
    );
    assert_eq!(ChapterProgress::parse(&text), Ok(progress));
}

#[test]
fn progress_errors_name_their_line() {
    let text = "# stars\n\noware-first-captures 3\nkalah-extra-turns 4\n";
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
