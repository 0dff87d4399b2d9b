//! What the desktop activity tells the classroom server on its own: a lesson solved and a
//! game finished against Tux or a friend at the same screen arrive in the server's database
//! under the child's name, with the game, the result and the scores the rules gave. Without
//! a server nothing is sent, without a name nothing either, and with a server that is not
//! there the child's lessons and games go on all the same.

mod ui_support;

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::time::Duration;

use oware::activity::aids::testing::lessons;
use oware::activity::{Activity, ActivityOptions};
use oware::rules::abapa::{Position, Variant};
use oware::rules::{house_letter, GameKind, GameStatus, Outcome, Side};
use oware::settings::{Mode, Settings};
use oware_server::{ReportTally, Server, ServerHandle, ServerOptions, DATABASE_FILE};
use slint::ComponentHandle;
use ui_support::*;

/// Long enough for any report to be sent or given up (each try is bounded by the reporter's
/// own time limits); only a reporter that hangs would reach it.
const SETTLE: Duration = Duration::from_secs(60);

fn serve(data: &Path) -> ServerHandle {
    Server::start(
        "127.0.0.1:0".parse().expect("an address"),
        data,
        ServerOptions::default(),
    )
    .expect("the server starts")
}

fn activity(server: Option<String>, name: Option<&str>, mode: Mode) -> Activity {
    let mut settings = Settings {
        server,
        player_name: name.map(str::to_string),
        mode,
        ..Settings::default()
    };
    settings.set_seeds(GameKind::Kalah, 3);
    settings.set_level(GameKind::Kalah, 1);
    start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        settings,
        ..ActivityOptions::default()
    })
}

/// Opens Kalah's lessons and solves the first two with a right house each, as a child
/// clicks them.
fn solve_two_lessons(activity: &Activity) {
    press(activity, "Lessons");
    press(activity, "1. Sowing");
    assert!(lessons_ui(activity).get_in_lesson());
    for lesson in &lessons(GameKind::Kalah)[..2] {
        let right = a_right_house(lesson);
        click(activity, house_letter(lesson.game.layout(), right));
        finish_animation(activity);
        assert!(lessons_ui(activity).get_lesson_solved(), "{}", lesson.key);
        press(activity, "Next lesson");
    }
}

/// Plays the current game to its end, the child taking its lowest legal house each turn and
/// Tux answering; the outcome and the moves as the rules count them.
fn play_to_the_end(activity: &Activity) -> (Outcome, usize) {
    for _ in 0..400 {
        assert!(wait_until(activity, |a| {
            let sitting = a.sitting();
            sitting.is_human_turn() || sitting.game().is_over()
        }));
        let sitting = activity.sitting();
        if let GameStatus::Over(outcome) = sitting.game().status() {
            finish_animation(activity);
            return (outcome, sitting.game().move_count());
        }
        let house = sitting
            .game()
            .legal_moves()
            .iter()
            .next()
            .expect("a legal house while the game goes on");
        activity.play(house).expect("a legal house is played");
    }
    panic!("the game did not end in 400 moves");
}

/// South to move, two seeds short of 25, with a capture of exactly two waiting in house a:
/// A wins 25 to 15 at once.
fn one_capture_from_winning() -> Position {
    let houses = [6, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 1];
    Position::from_parts(Variant::ABAPA, &houses, [23, 15], Side::South).expect("48 seeds")
}

#[derive(Debug, PartialEq, Eq)]
struct Row {
    game: String,
    seeds: u32,
    south: String,
    north: String,
    opponent: String,
    level: u32,
    winner: String,
    scores: [u32; 2],
    reason: String,
    moves: u32,
}

/// The row of a game that ended with `outcome` after `moves` moves; who played is the
/// caller's to fill in.
fn ended(outcome: Outcome, moves: usize) -> Row {
    Row {
        game: String::new(),
        seeds: 0,
        south: String::new(),
        north: String::new(),
        opponent: String::new(),
        level: 0,
        winner: outcome.winner.map_or("draw", Side::name).into(),
        scores: outcome.scores,
        reason: outcome.reason.code().into(),
        moves: u32::try_from(moves).expect("a move count"),
    }
}

fn database(data: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(data.join(DATABASE_FILE)).expect("the server's database")
}

fn results(data: &Path) -> Vec<Row> {
    let database = database(data);
    let mut query = database
        .prepare(
            "SELECT game, seeds, south, north, opponent, level, winner, south_score, north_score,
                    reason, moves FROM results ORDER BY id",
        )
        .expect("a query");
    query
        .query_map([], |r| {
            Ok(Row {
                game: r.get(0)?,
                seeds: r.get(1)?,
                south: r.get(2)?,
                north: r.get(3)?,
                opponent: r.get(4)?,
                level: r.get(5)?,
                winner: r.get(6)?,
                scores: [r.get(7)?, r.get(8)?],
                reason: r.get(9)?,
                moves: r.get(10)?,
            })
        })
        .expect("the results")
        .collect::<Result<_, _>>()
        .expect("rows")
}

fn lessons_done(data: &Path) -> Vec<(String, String, u32)> {
    let database = database(data);
    let mut query = database
        .prepare("SELECT name, game, lesson FROM lessons ORDER BY game, lesson")
        .expect("a query");
    query
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("the lessons")
        .collect::<Result<_, _>>()
        .expect("rows")
}

/// An address where nothing listens: a port just given back.
fn nobody_there() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address")
}

#[test]
fn lessons_and_games_played_here_reach_the_teacher_under_the_child_s_name() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    let address = server.local_addr().to_string();

    // Against Tux: two lessons, then a whole game of Kalah with 3 seeds at level 1.
    let zoe = activity(Some(address.clone()), Some("Zoé"), Mode::AgainstTux);
    solve_two_lessons(&zoe);
    press(&zoe, "Play a game");
    assert!(!lessons_ui(&zoe).get_in_lesson());
    let (against_tux, tux_moves) = play_to_the_end(&zoe);
    // Undo at the end, then the game played to its end again: still one game. Called
    // directly: no child reaches Undo once the game is over (the end's dialog covers the
    // bar); this is a host or a teacher taking the last move back.
    zoe.window()
        .global::<oware::activity::OwareAdapter>()
        .invoke_undo();
    let (_, _) = play_to_the_end(&zoe);
    assert!(zoe.settle_reports(SETTLE));
    assert_eq!(
        zoe.report_tally(),
        Some(ReportTally {
            sent: 3,
            ..ReportTally::default()
        })
    );

    // Two children at one screen: a game of Oware that South wins with one move.
    let ama = activity(Some(address), Some("Ama"), Mode::TwoPlayers);
    ama.load_position(one_capture_from_winning());
    click(&ama, 'A');
    finish_animation(&ama);
    let GameStatus::Over(here) = ama.sitting().game().status() else {
        panic!("A ends the game");
    };
    assert!(ama.settle_reports(SETTLE));
    assert_eq!(ama.report_tally().map(|tally| tally.sent), Some(1));

    assert_eq!(
        lessons_done(data.path()),
        vec![
            ("Zoé".to_string(), "kalah".to_string(), 1),
            ("Zoé".to_string(), "kalah".to_string(), 2),
        ]
    );
    assert_eq!(
        results(data.path()),
        vec![
            Row {
                game: "kalah".into(),
                seeds: 3,
                south: "Zoé".into(),
                north: "Tux".into(),
                opponent: "tux".into(),
                level: 1,
                ..ended(against_tux, tux_moves)
            },
            Row {
                game: "oware".into(),
                seeds: 4,
                south: "Ama".into(),
                north: "Ama".into(),
                opponent: "here".into(),
                level: 0,
                ..ended(here, 1)
            },
        ]
    );
    assert_eq!(here.scores, [25, 15]);
    drop(server);
}

#[test]
fn without_a_server_or_a_name_nothing_is_sent() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    let address = server.local_addr().to_string();

    // No server named: no reporter at all, and the server hears nothing.
    let alone = activity(None, Some("Kofi"), Mode::AgainstTux);
    solve_two_lessons(&alone);
    alone.load_position(one_capture_from_winning());
    click(&alone, 'A');
    finish_animation(&alone);
    assert!(alone.sitting().game().is_over());
    assert_eq!(alone.report_tally(), None);
    assert!(alone.settle_reports(SETTLE));

    // A server but no name: nothing goes out under an invented one.
    let nameless = activity(Some(address.clone()), None, Mode::AgainstTux);
    solve_two_lessons(&nameless);
    nameless.load_position(one_capture_from_winning());
    click(&nameless, 'A');
    finish_animation(&nameless);
    assert!(nameless.sitting().game().is_over());
    assert!(nameless.settle_reports(SETTLE));
    assert_eq!(nameless.report_tally(), Some(ReportTally::default()));
    assert_eq!(results(data.path()), vec![]);
    assert_eq!(lessons_done(data.path()), vec![]);

    // Positive control: the same with a name reaches the same server.
    let named = activity(Some(address), Some("Esi"), Mode::AgainstTux);
    named.load_position(one_capture_from_winning());
    click(&named, 'A');
    finish_animation(&named);
    assert!(named.settle_reports(SETTLE));
    assert_eq!(named.report_tally().map(|tally| tally.sent), Some(1));
    let rows = results(data.path());
    assert_eq!(rows.len(), 1, "{rows:?}");
    let level = u32::from(named.sitting().level());
    assert_eq!(
        (
            rows[0].south.as_str(),
            rows[0].opponent.as_str(),
            rows[0].level
        ),
        ("Esi", "tux", level)
    );
    drop(server);
}

#[test]
fn a_server_that_is_not_there_leaves_the_lessons_and_games_going_on() {
    let away = activity(
        Some(nobody_there().to_string()),
        Some("Zoé"),
        Mode::AgainstTux,
    );
    solve_two_lessons(&away);
    // The third lesson is on the board, as without a server.
    assert!(lessons_ui(&away).get_in_lesson());
    assert!(!lessons_ui(&away).get_lesson_solved());
    press(&away, "Play a game");
    let (outcome, _) = play_to_the_end(&away);
    assert!(outcome.scores.iter().sum::<u32>() > 0);
    // And the next game goes on at once: a new game, a move played.
    press(&away, "Play again");
    assert!(!away.sitting().game().is_over());
    assert!(wait_until(&away, |a| a.sitting().is_human_turn()));
    let house = away
        .sitting()
        .game()
        .legal_moves()
        .iter()
        .next()
        .expect("a legal house");
    assert_eq!(away.play(house), Ok(()));

    // Each report was tried and given up, none refused or sent.
    assert!(away.settle_reports(SETTLE));
    assert_eq!(
        away.report_tally(),
        Some(ReportTally {
            failed: 3,
            ..ReportTally::default()
        })
    );

    // Positive control: the same activity's reports arrive once a server listens there.
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    let here = activity(
        Some(server.local_addr().to_string()),
        Some("Zoé"),
        Mode::AgainstTux,
    );
    solve_two_lessons(&here);
    assert!(here.settle_reports(SETTLE));
    assert_eq!(here.report_tally().map(|tally| tally.sent), Some(2));
    assert_eq!(lessons_done(data.path()).len(), 2);
}
