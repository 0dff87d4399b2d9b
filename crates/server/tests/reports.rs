//! What a child's own machine reports: a lesson finished (`lesson`) and a game finished
//! there against Tux or a friend (`finished`). Each refusal beside the same request made
//! right; the reports in the teacher's class, JSON and CSV; gone with "Forget the class";
//! kept through a SIGKILL of the real binary. And the [`Reporter`] a child's program sends
//! them with: what the server takes counted, what it refuses given up at once, a server that
//! is not there tried a few times and given up, the caller never waiting.

mod support;

use std::net::TcpListener;
use std::time::Duration;

use oware_rules::{EndReason, GameKind, Outcome, Ruleset, Side};
use oware_server::{
    FinishedGame, LessonDone, Opponent, Report, ReportOptions, ReportTally, Reporter,
};
use support::http::{origin, request, signed_in, teacher_server, CODE};
use support::{spawn, Wire};

fn lessons_of(game: GameKind) -> usize {
    oware_lessons::lessons(game).len()
}

#[test]
fn a_lesson_is_refused_before_hello_for_an_unknown_game_and_past_the_game_s_lessons() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut child = Wire::connect(address);
    assert_eq!(child.ask("lesson oware 1"), "? say hello <name> first");
    assert_eq!(child.ask("hello Ama"), "= hello");
    // Positive control: the same line after hello.
    assert_eq!(child.ask("lesson oware 1"), "= lesson");
    assert_eq!(
        child.ask("lesson chess 1"),
        "? unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    for game in GameKind::ALL {
        let count = lessons_of(game);
        let id = game.id();
        for wrong in [0, count + 1] {
            assert_eq!(
                child.ask(&format!("lesson {id} {wrong}")),
                format!("? lesson must be a whole number from 1 to {count}, not '{wrong}'")
            );
        }
        // Positive control: the game's last lesson.
        assert_eq!(child.ask(&format!("lesson {id} {count}")), "= lesson");
    }
    assert_eq!(
        child.ask("lesson oware three"),
        "? usage: lesson <game> <number>"
    );
}

#[test]
fn a_game_finished_elsewhere_is_refused_with_an_impossible_level_or_scores() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut child = Wire::connect(address);
    let right = "finished kalah seeds=4 tux=3 41 south 30 18 empty-row";
    assert_eq!(child.ask(right), "? say hello <name> first");
    assert_eq!(child.ask("hello Ama"), "= hello");
    assert_eq!(child.ask(right), "= finished");
    let levels = oware_tux::levels_of(GameKind::Kalah);
    assert_eq!(
        child.ask(&format!(
            "finished kalah seeds=4 tux={} 41 south 30 18 empty-row",
            levels + 1
        )),
        format!(
            "? level must be a whole number from 1 to {levels}, not '{}'",
            levels + 1
        )
    );
    assert_eq!(
        child.ask(&format!(
            "finished kalah seeds=4 tux={levels} 41 south 30 18 empty-row"
        )),
        "= finished"
    );
    // Kalah with 4 seeds a house has 48: 31 and 18 are more.
    assert_eq!(
        child.ask("finished kalah seeds=4 tux=3 41 south 31 18 empty-row"),
        "? those scores cannot end that game"
    );
    // The rules give 30 against 18 to South, not North, nor a draw.
    for winner in ["north", "draw"] {
        assert_eq!(
            child.ask(&format!(
                "finished kalah seeds=4 tux=3 41 {winner} 30 18 empty-row"
            )),
            "? those scores cannot end that game"
        );
    }
    // Positive control for the seeds: 5 a house make 60, so 31 and 18 can end that game.
    assert_eq!(
        child.ask("finished kalah seeds=5 tux=3 41 south 31 18 empty-row"),
        "= finished"
    );
    assert_eq!(
        child.ask("finished kalah seeds=4 here 41 draw 24 24 empty-row"),
        "= finished"
    );
}

#[test]
fn reports_fill_the_class_and_its_csv_under_the_name_and_forgetting_empties_them() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let mut ama = Wire::greeted(address, "Ama");
    for line in [
        "lesson oware 1",
        "lesson oware 2",
        "lesson oware 1",
        "lesson kalah 7",
    ] {
        assert_eq!(ama.ask(line), "= lesson", "{line}");
    }
    for line in [
        "finished kalah seeds=4 tux=3 41 south 30 18 empty-row",
        "finished kalah seeds=4 tux=5 50 north 10 38 empty-row",
        "finished oware seeds=4 here 60 north 20 28 score",
    ] {
        assert_eq!(ama.ask(line), "= finished", "{line}");
    }
    // A classmate who reported nothing is not in the class; one who did a lesson is.
    let mut kofi = Wire::greeted(address, "Kofi");
    assert_eq!(kofi.ask("lesson togyz 1"), "= lesson");
    let _quiet = Wire::greeted(address, "Esi");

    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    let oware = lessons_of(GameKind::Oware);
    let kalah = lessons_of(GameKind::Kalah);
    let congkak = lessons_of(GameKind::Congkak);
    let togyz = lessons_of(GameKind::TogyzKumalak);
    assert_eq!(
        class,
        format!(
            "{{\"children\":[\
             {{\"name\":\"Ama\",\"games\":{{\"kalah\":{{\"won\":1,\"drawn\":0,\"lost\":1}}}},\
             \"tux\":[{{\"game\":\"kalah\",\"level\":3,\"games\":{{\"won\":1,\"drawn\":0,\"lost\":0}}}},\
             {{\"game\":\"kalah\",\"level\":5,\"games\":{{\"won\":0,\"drawn\":0,\"lost\":1}}}}],\
             \"beaten\":{{\"kalah\":3}},\
             \"lessons\":{{\"oware\":{{\"done\":2,\"of\":{oware}}},\"kalah\":{{\"done\":1,\"of\":{kalah}}},\
             \"congkak\":{{\"done\":0,\"of\":{congkak}}},\"togyz\":{{\"done\":0,\"of\":{togyz}}}}}}},\
             {{\"name\":\"Kofi\",\"games\":{{}},\"tux\":[],\"beaten\":{{}},\
             \"lessons\":{{\"oware\":{{\"done\":0,\"of\":{oware}}},\"kalah\":{{\"done\":0,\"of\":{kalah}}},\
             \"congkak\":{{\"done\":0,\"of\":{congkak}}},\"togyz\":{{\"done\":1,\"of\":{togyz}}}}}}}]}}"
        )
    );
    let games = request(address, "GET", "/teacher/api/games.csv", &cookie, "").body;
    let rows: Vec<&str> = games.split("\r\n").filter(|row| !row.is_empty()).collect();
    assert_eq!(rows.len(), 4, "{games}");
    assert!(
        rows[1].ends_with(",,kalah,4,Ama,Tux,tux,3,south,30,18,empty-row,41"),
        "{}",
        rows[1]
    );
    assert!(
        rows[3].ends_with(",,oware,4,Ama,Ama,here,0,north,20,28,score,60"),
        "{}",
        rows[3]
    );
    let lessons = request(address, "GET", "/teacher/api/lessons.csv", &cookie, "");
    assert_eq!(lessons.status, 200);
    assert_eq!(
        lessons.header("Content-Disposition"),
        Some("attachment; filename=\"class-lessons.csv\"")
    );
    assert!(
        lessons
            .body
            .contains(&format!("\r\nAma,oware,2,{oware},1 2\r\n")),
        "{}",
        lessons.body
    );
    assert!(
        lessons
            .body
            .contains(&format!("\r\nKofi,togyz,1,{togyz},1\r\n")),
        "{}",
        lessons.body
    );
    // Without a session, the lessons are the teacher's alone.
    assert_eq!(
        request(address, "GET", "/teacher/api/lessons.csv", &[], "").status,
        401
    );

    let own = origin(address);
    let right = [cookie[0], ("Origin", &own), ("X-CSRF-Token", &signed.csrf)];
    assert_eq!(
        request(address, "POST", "/teacher/api/forget", &right, "").status,
        200
    );
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    assert_eq!(class, "{\"children\":[]}");
    drop((ama, kofi, server));
    let database =
        rusqlite::Connection::open(data.path().join(oware_server::DATABASE_FILE)).expect("open");
    for table in ["results", "lessons"] {
        let rows: i64 = database
            .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |row| {
                row.get(0)
            })
            .expect("count");
        assert_eq!(rows, 0, "{table}");
    }
}

#[test]
fn reports_answered_before_a_sigkill_are_there_after_the_restart() {
    let data = tempfile::tempdir().expect("temp dir");
    std::fs::write(data.path().join("teacher-code"), format!("{CODE}\n")).expect("code");
    let (mut server, address) = spawn(data.path());
    let mut zoe = Wire::greeted(address, "Zoé");
    assert_eq!(zoe.ask("lesson congkak 2"), "= lesson");
    assert_eq!(
        zoe.ask("finished congkak seeds=7 tux=2 33 south 60 38 empty-row"),
        "= finished"
    );
    server.kill().expect("SIGKILL");
    server.wait().expect("the server is gone");
    assert!(zoe.closed());

    let (mut server, address) = spawn(data.path());
    let signed = signed_in(address);
    let class = request(
        address,
        "GET",
        "/teacher/api/class",
        &[("Cookie", signed.cookie.as_str())],
        "",
    )
    .body;
    let _ = server.kill();
    let _ = server.wait();
    assert!(
        class.starts_with(
            "{\"children\":[{\"name\":\"Zoé\",\"games\":{\"congkak\":{\"won\":1,\"drawn\":0,\"lost\":0}}"
        ),
        "{class}"
    );
    assert!(class.contains("\"beaten\":{\"congkak\":2}"), "{class}");
    assert!(
        class.contains(&format!(
            "\"congkak\":{{\"done\":1,\"of\":{}}}",
            lessons_of(GameKind::Congkak)
        )),
        "{class}"
    );
}

/// Long enough for any report to be sent or given up (each try is bounded by the reporter's
/// own time limits); only a reporter that hangs would reach it.
const SETTLE: Duration = Duration::from_secs(60);

fn kalah_won_by_south() -> FinishedGame {
    FinishedGame {
        ruleset: Ruleset::new(GameKind::Kalah, 4).expect("Kalah with 4 seeds"),
        opponent: Opponent::Tux { level: 3 },
        moves: 41,
        outcome: Outcome::from_scores([30, 18], EndReason::EmptyRow),
    }
}

#[test]
fn the_reporter_sends_what_the_server_takes_and_gives_up_what_it_refuses() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let reporter =
        Reporter::start(&address.to_string(), ReportOptions::default()).expect("its thread");
    let won = kalah_won_by_south();
    let lesson = |number| {
        Report::Lesson(LessonDone {
            game: GameKind::Oware,
            number,
        })
    };
    assert!(reporter.report("Ama", lesson(2)));
    assert!(reporter.report("Ama", Report::Finished(won)));
    // Refused by the server: a lesson Oware does not have, scores the rules would not give.
    let past = u32::try_from(lessons_of(GameKind::Oware) + 1).expect("a number");
    assert!(reporter.report("Ama", lesson(past)));
    let north_won = Outcome {
        winner: Some(Side::North),
        ..won.outcome
    };
    assert!(reporter.report(
        "Ama",
        Report::Finished(FinishedGame {
            outcome: north_won,
            ..won
        })
    ));
    // Not a name the protocol carries: given up before any try.
    assert!(!reporter.report("Ama Mensah", lesson(1)));
    assert!(reporter.settle(SETTLE));
    assert_eq!(
        reporter.tally(),
        ReportTally {
            sent: 2,
            refused: 2,
            failed: 0,
            dropped: 1,
        }
    );

    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    assert!(
        class.starts_with(
            "{\"children\":[{\"name\":\"Ama\",\"games\":{\"kalah\":{\"won\":1,\"drawn\":0,\"lost\":0}}"
        ),
        "{class}"
    );
    assert!(class.contains("\"beaten\":{\"kalah\":3}"), "{class}");
    assert!(
        class.contains(&format!(
            "\"oware\":{{\"done\":1,\"of\":{}}}",
            lessons_of(GameKind::Oware)
        )),
        "{class}"
    );
}

#[test]
fn the_reporter_gives_a_report_up_after_its_tries_when_no_server_is_there() {
    let nobody = TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a port just given back");
    let options = ReportOptions {
        attempts: 2,
        retry_pause: Duration::from_millis(10),
        ..ReportOptions::default()
    };
    let away = Reporter::start(&nobody.to_string(), options.clone()).expect("its thread");
    assert!(away.report("Ama", Report::Finished(kalah_won_by_south())));
    // A host that cannot be looked up is given up the same way.
    let unknown = Reporter::start("no-such-host.invalid:7464", options).expect("its thread");
    assert!(unknown.report("Ama", Report::Finished(kalah_won_by_south())));
    for reporter in [&away, &unknown] {
        assert!(reporter.settle(SETTLE));
        assert_eq!(
            reporter.tally(),
            ReportTally {
                failed: 1,
                ..ReportTally::default()
            }
        );
    }

    // Positive control: the same report to a server that is there is counted.
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let there = Reporter::start(&server.local_addr().to_string(), ReportOptions::default())
        .expect("its thread");
    assert!(there.report("Ama", Report::Finished(kalah_won_by_south())));
    assert!(there.settle(SETTLE));
    assert_eq!(
        there.tally(),
        ReportTally {
            sent: 1,
            ..ReportTally::default()
        }
    );
}
