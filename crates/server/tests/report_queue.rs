//! The desktop's reports waiting on disk: a server that cannot be reached keeps them in the
//! queue file, the program closed meanwhile sends them at its next start, a server that comes
//! back gets them while the program runs, each counted once; a damaged queue file is kept
//! aside and the reports made afterwards still go out. A child signed in has theirs counted
//! for them by their session, waiting on disk alike.

mod support;

use std::fs;
use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::time::Duration;

use oware_rules::{EndReason, GameKind, Outcome, Ruleset};
use oware_server::{
    FinishedGame, Opponent, Report, ReportOptions, ReportTally, Reporter, Server, ServerOptions,
};
use support::http::{origin, request, signed_in, teacher_server, CODE};
use support::Wire;

const SETTLE: Duration = Duration::from_secs(60);

fn kalah_against_tux(scores: [u32; 2]) -> Report {
    Report::Finished(FinishedGame {
        ruleset: Ruleset::new(GameKind::Kalah, 4).expect("Kalah with 4 seeds"),
        opponent: Opponent::Tux { level: 3 },
        moves: 41,
        outcome: Outcome::from_scores(scores, EndReason::EmptyRow),
    })
}

/// A port nothing listens on (given back just now).
fn free_address() -> SocketAddr {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a port just given back")
}

/// Options that keep reports in `file`, trying once and again soon.
fn kept_in(file: &Path) -> ReportOptions {
    ReportOptions {
        attempts: 1,
        retry_pause: Duration::from_millis(5),
        retry_later: Duration::from_millis(20),
        connect_timeout: Duration::from_millis(500),
        queue_file: Some(file.to_path_buf()),
        ..ReportOptions::default()
    }
}

/// What the teacher's class says of Ama's Kalah games.
fn ama_s_kalah(address: SocketAddr) -> String {
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let class = request(address, "GET", "/teacher/api/class", &cookie, "").body;
    let start = "{\"children\":[{\"name\":\"Ama\",\"games\":{\"kalah\":";
    let Some(rest) = class.strip_prefix(start) else {
        return class;
    };
    rest.split('}').next().unwrap_or_default().to_string() + "}"
}

#[test]
fn reports_made_while_the_server_is_away_wait_on_disk_and_go_out_once_at_the_next_start() {
    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("report-queue");
    let away = free_address();
    let reporter = Reporter::start(&away.to_string(), kept_in(&file)).expect("its thread");
    assert!(reporter.report("Ama", kalah_against_tux([30, 18])));
    assert!(reporter.report("Ama", kalah_against_tux([10, 38])));
    // On the disk as soon as reported, whatever the thread is doing.
    let text = fs::read_to_string(&file).expect("the queue file");
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.starts_with("oware-reports 1\nhello Ama finished kalah seeds=4 tux=3 41 "));
    // Nothing given up: they wait.
    assert_eq!(reporter.waiting(), 2);
    assert_eq!(reporter.tally(), ReportTally::default());
    drop(reporter);

    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let again = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    assert_eq!(
        again.waiting(),
        2,
        "the file's reports are back in the queue"
    );
    assert!(again.settle(SETTLE));
    assert_eq!(
        again.tally(),
        ReportTally {
            sent: 2,
            ..ReportTally::default()
        }
    );
    assert!(!file.exists(), "the queue file goes once nothing waits");
    // Each once: one won and one lost, not two of either.
    assert_eq!(ama_s_kalah(address), "{\"won\":1,\"drawn\":0,\"lost\":1}");
    // A third start finds nothing to send.
    drop(again);
    let third = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    assert_eq!(third.waiting(), 0);
    assert!(third.settle(SETTLE));
    assert_eq!(third.tally(), ReportTally::default());
    assert_eq!(ama_s_kalah(address), "{\"won\":1,\"drawn\":0,\"lost\":1}");
}

#[test]
fn a_server_that_comes_back_gets_the_reports_waiting_while_the_program_runs() {
    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("report-queue");
    let address = free_address();
    let reporter = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    assert!(reporter.report("Ama", kalah_against_tux([30, 18])));
    // The server is not there: settling gives up waiting, the report still waits.
    assert!(!reporter.settle(Duration::from_millis(100)));
    assert_eq!(reporter.waiting(), 1);
    assert!(file.exists());

    let data = tempfile::tempdir().expect("temp dir");
    let server = Server::start(
        address,
        data.path(),
        ServerOptions {
            teacher_code: Some(CODE.into()),
            ..ServerOptions::default()
        },
    )
    .expect("the server starts on the port the reporter tries");
    assert!(reporter.report("Ama", kalah_against_tux([10, 38])));
    assert!(reporter.settle(SETTLE));
    assert_eq!(
        reporter.tally(),
        ReportTally {
            sent: 2,
            ..ReportTally::default()
        }
    );
    assert_eq!(reporter.waiting(), 0);
    assert!(!file.exists());
    assert_eq!(
        ama_s_kalah(server.local_addr()),
        "{\"won\":1,\"drawn\":0,\"lost\":1}"
    );
}

#[test]
fn a_damaged_queue_file_is_kept_aside_and_the_reports_after_it_go_out() {
    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("report-queue");
    let damaged = b"oware-reports 1\nAma - finished kalah seeds=4 tux=3 41 so\x00uth\n";
    fs::write(&file, damaged).expect("written");
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let reporter = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    let aside = reporter.kept_aside().expect("kept aside").clone();
    assert_eq!(fs::read(&aside).expect("the copy"), damaged);
    assert!(aside
        .file_name()
        .and_then(|name| name.to_str())
        .is_some_and(|name| name.starts_with("report-queue.damaged-")));
    assert_eq!(reporter.waiting(), 0);
    // Positive control: a report made now goes out.
    assert!(reporter.report("Ama", kalah_against_tux([30, 18])));
    assert!(reporter.settle(SETTLE));
    assert_eq!(reporter.tally().sent, 1);
    assert_eq!(ama_s_kalah(address), "{\"won\":1,\"drawn\":0,\"lost\":0}");
    // A sound file beside it is not kept aside.
    drop(reporter);
    fs::write(&file, "oware-reports 1\n").expect("written");
    let sound = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    assert!(sound.kept_aside().is_none());
}

/// Adds Ama Mensah (pictures 4 2 7) to the class and signs her in over TCP; her session's
/// token.
fn ama_signed_in(address: SocketAddr) -> String {
    let signed = signed_in(address);
    let origin = origin(address);
    let added = request(
        address,
        "POST",
        "/teacher/api/roster/import",
        &[
            ("Cookie", signed.cookie.as_str()),
            ("Origin", origin.as_str()),
            ("X-CSRF-Token", signed.csrf.as_str()),
        ],
        "name,group,code\nAma Mensah,Blue,427\n",
    );
    assert_eq!(added.status, 200, "{}", added.body);
    let id = added
        .body
        .split("{\"id\":")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .expect("the child's number");
    let mut device = Wire::connect(address);
    let answer = device.ask(&format!("sign-in {id} 4 2 7"));
    assert!(answer.starts_with("= signed-in "), "{answer}");
    answer.split(' ').nth(3).expect("the token").to_string()
}

/// The child's own progress in Kalah, as their session asks for it.
fn kalah_progress(address: SocketAddr, token: &str) -> String {
    let mut device = Wire::connect(address);
    let answer = device.ask(&format!("session {token}"));
    assert!(answer.starts_with("= signed-in "), "{answer}");
    device.send("progress");
    loop {
        let line = device.recv();
        if line.starts_with("! progress kalah ") || !line.starts_with('!') {
            return line;
        }
    }
}

#[test]
fn a_signed_in_child_s_reports_wait_on_disk_and_count_for_that_child() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let token = ama_signed_in(address);
    assert!(kalah_progress(address, &token).starts_with("! progress kalah tux=0 "));

    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("report-queue");
    let away = Reporter::start(&free_address().to_string(), kept_in(&file)).expect("its thread");
    assert!(away.report_signed_in(&token, kalah_against_tux([30, 18])));
    let text = fs::read_to_string(&file).expect("the queue file");
    assert!(
        text.contains(&format!("\nsession {token} finished kalah ")),
        "{text}"
    );
    drop(away);

    let back = Reporter::start(&address.to_string(), kept_in(&file)).expect("its thread");
    assert!(back.settle(SETTLE));
    assert_eq!(
        back.tally(),
        ReportTally {
            sent: 1,
            ..ReportTally::default()
        }
    );
    // Counted for Ama: Tux beaten at level 3.
    assert!(kalah_progress(address, &token).starts_with("! progress kalah tux=3 "));

    // A token that holds no session is refused at once rather than kept waiting.
    assert!(back.report_signed_in(
        "00112233445566778899aabbccddeeff",
        kalah_against_tux([30, 18])
    ));
    // Not a token at all: given up before any try.
    assert!(!back.report_signed_in("Ama", kalah_against_tux([30, 18])));
    assert!(back.settle(SETTLE));
    assert_eq!(
        back.tally(),
        ReportTally {
            sent: 1,
            refused: 1,
            dropped: 1,
            ..ReportTally::default()
        }
    );
    assert!(!file.exists());
}
