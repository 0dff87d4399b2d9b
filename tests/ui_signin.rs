//! A child of the class signed in on this computer, with `--server`: the session kept in
//! `child-token` beside the settings makes the lessons the child solves here count for that
//! child on the classroom server, whatever name was typed; and while the server cannot be
//! reached, the reports wait in `report-queue` beside the settings and go out at the next
//! start, each once. The lessons are solved as a child clicks them.

mod ui_support;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::time::Duration;

use oware::activity::aids::testing::lessons;
use oware::activity::child_session::write_token;
use oware::activity::{Activity, ActivityOptions};
use oware::rules::{house_letter, GameKind};
use oware::settings::{Mode, Settings, SettingsStore};
use oware_server::{ReportTally, Server, ServerHandle, ServerOptions};
use ui_support::*;

const SETTLE: Duration = Duration::from_secs(60);
const CODE: &str = "TEACH-2345";

fn serve(data: &Path, at: SocketAddr) -> ServerHandle {
    Server::start(
        at,
        data,
        ServerOptions {
            teacher_code: Some(CODE.into()),
            ..ServerOptions::default()
        },
    )
    .expect("the server starts")
}

/// One request of the teacher's API over HTTP; the answer's status line and body.
fn http(address: SocketAddr, head: &str, body: &str) -> String {
    let mut stream = TcpStream::connect(address).expect("the server");
    let request = format!(
        "{head}\r\nHost: {address}\r\nOrigin: http://{address}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).expect("sent");
    let mut answer = String::new();
    BufReader::new(stream)
        .lines()
        .map_while(Result::ok)
        .for_each(|line| {
            answer.push_str(&line);
            answer.push('\n');
        });
    answer
}

/// One line asked over the room protocol on `stream`; its answer, events skipped.
fn ask(stream: &mut BufReader<TcpStream>, line: &str) -> String {
    stream
        .get_mut()
        .write_all(format!("{line}\n").as_bytes())
        .expect("sent");
    loop {
        let mut heard = String::new();
        stream.read_line(&mut heard).expect("an answer");
        if !heard.starts_with('!') {
            return heard.trim_end().to_string();
        }
    }
}

/// Adds Ama Mensah (pictures 4 2 7) to the class and signs her in; her session's token.
fn ama_signed_in(address: SocketAddr) -> String {
    let session = http(address, "POST /teacher/api/session HTTP/1.1", CODE);
    let cookie = session
        .lines()
        .find_map(|line| line.strip_prefix("Set-Cookie: "))
        .and_then(|set| set.split(';').next())
        .expect("the teacher's cookie")
        .to_string();
    let csrf = session
        .split("\"csrf\":\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the CSRF token")
        .to_string();
    let added = http(
        address,
        &format!(
            "POST /teacher/api/roster/import HTTP/1.1\r\nCookie: {cookie}\r\nX-CSRF-Token: {csrf}"
        ),
        "name,group,code\nAma Mensah,Blue,427\n",
    );
    let id = added
        .split("{\"id\":")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .unwrap_or_else(|| panic!("the child's number in {added}"))
        .to_string();
    let mut device = BufReader::new(TcpStream::connect(address).expect("the server"));
    let answer = ask(&mut device, &format!("sign-in {id} 4 2 7"));
    answer
        .split(' ')
        .nth(3)
        .unwrap_or_else(|| panic!("a token in {answer}"))
        .to_string()
}

/// What Ama's own session says of her Kalah lessons: `lessons=<done>/<all>`.
fn ama_s_kalah_lessons(address: SocketAddr, token: &str) -> String {
    let mut device = BufReader::new(TcpStream::connect(address).expect("the server"));
    let signed = ask(&mut device, &format!("session {token}"));
    assert!(signed.starts_with("= signed-in "), "{signed}");
    device.get_mut().write_all(b"progress\n").expect("sent");
    loop {
        let mut heard = String::new();
        device.read_line(&mut heard).expect("a line");
        if let Some(rest) = heard.strip_prefix("! progress kalah ") {
            return rest
                .split(' ')
                .find(|word| word.starts_with("lessons="))
                .expect("the lessons")
                .to_string();
        }
        assert!(heard.starts_with('!'), "no Kalah progress before {heard}");
    }
}

/// The activity with its settings kept in `folder`, reporting to `server` under the typed
/// name Zoé.
fn activity_in(folder: &Path, server: SocketAddr) -> Activity {
    let mut settings = Settings {
        server: Some(server.to_string()),
        player_name: Some("Zoé".into()),
        mode: Mode::AgainstTux,
        ..Settings::default()
    };
    settings.set_seeds(GameKind::Kalah, 3);
    start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        settings,
        store: Some(SettingsStore::at(folder.join("settings.toml"))),
        ..ActivityOptions::default()
    })
}

/// Opens Kalah's lessons and solves the first two with a right house each.
fn solve_two_lessons(activity: &Activity) {
    press(activity, "Lessons");
    press(activity, "1. Sowing");
    for lesson in &lessons(GameKind::Kalah)[..2] {
        let right = a_right_house(lesson);
        click(activity, house_letter(lesson.game.layout(), right));
        finish_animation(activity);
        assert!(lessons_ui(activity).get_lesson_solved(), "{}", lesson.key);
        press(activity, "Next lesson");
    }
}

#[test]
fn a_signed_in_child_s_lessons_wait_beside_the_settings_and_count_for_that_child() {
    let data = tempfile::tempdir().expect("a temporary folder");
    // The server's port, taken now and given back until the server starts there.
    let address = TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let token = {
        let server = serve(data.path(), address);
        let token = ama_signed_in(server.local_addr());
        let all = lessons(GameKind::Kalah).len();
        assert_eq!(
            ama_s_kalah_lessons(address, &token),
            format!("lessons=0/{all}")
        );
        token
    };
    write_token(&folder.path().join("child-token"), &token).expect("the token kept");

    // The server is away: the lessons are solved all the same, and their reports wait.
    let away = activity_in(folder.path(), address);
    solve_two_lessons(&away);
    assert!(!away.settle_reports(Duration::from_millis(200)));
    assert_eq!(away.report_tally(), Some(ReportTally::default()));
    let queue = fs::read_to_string(folder.path().join("report-queue")).expect("the queue");
    assert_eq!(queue.lines().count(), 3, "{queue}");
    assert!(queue
        .lines()
        .skip(1)
        .all(|line| line.starts_with(&format!("session {token} lesson kalah "))));
    drop(away);

    // The next start, with the server back: each report goes out once, for Ama.
    let server = serve(data.path(), address);
    let back = activity_in(folder.path(), server.local_addr());
    assert!(back.settle_reports(SETTLE));
    assert_eq!(
        back.report_tally(),
        Some(ReportTally {
            sent: 2,
            ..ReportTally::default()
        })
    );
    assert!(!folder.path().join("report-queue").exists());
    let all = lessons(GameKind::Kalah).len();
    assert_eq!(
        ama_s_kalah_lessons(address, &token),
        format!("lessons=2/{all}")
    );
}
