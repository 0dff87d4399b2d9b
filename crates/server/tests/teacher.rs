//! The teacher's API over real HTTP: nothing without a signed-in session, the pause after ten
//! wrong codes, the CSRF token on every change, and a room closed with both children told.

mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use support::http::{origin, request, sign_in, signed_in, teacher_server, CODE};
use support::pair;

#[test]
fn without_a_session_the_api_answers_401_and_with_one_it_answers() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    for path in [
        "/teacher/api/rooms",
        "/teacher/api/class",
        "/teacher/api/games.csv",
    ] {
        assert_eq!(request(address, "GET", path, &[], "").status, 401, "{path}");
        // A made-up cookie is no session either.
        let fake = [("Cookie", "oware_teacher=0123456789abcdef0123456789abcdef")];
        assert_eq!(
            request(address, "GET", path, &fake, "").status,
            401,
            "{path}"
        );
    }
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    let rooms = request(address, "GET", "/teacher/api/rooms", &cookie, "");
    assert_eq!(rooms.status, 200);
    assert_eq!(rooms.body, "{\"rooms\":[],\"finished\":[]}");
    assert_eq!(rooms.header("Cache-Control"), Some("no-store"));
    assert!(rooms
        .header("Content-Security-Policy")
        .is_some_and(|policy| policy.contains("default-src 'none'")));
    let class = request(address, "GET", "/teacher/api/class", &cookie, "");
    assert_eq!(class.body, "{\"children\":[]}");
    // The page itself is served to anyone: it shows the sign-in form.
    let page = request(address, "GET", "/teacher", &[], "");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("/teacher.js"), "{}", page.body);
}

#[test]
fn ten_wrong_codes_pause_the_address_and_the_right_code_works_before() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    for _ in 0..9 {
        let wrong = sign_in(address, "GUESS-0000");
        assert_eq!(wrong.status, 401);
        assert_eq!(wrong.body, "{\"error\":\"wrong-code\"}");
    }
    // Positive control: nine wrong codes, then the right one opens a session.
    assert_eq!(sign_in(address, CODE).status, 200);
    for _ in 0..10 {
        assert_eq!(sign_in(address, "GUESS-0000").status, 401);
    }
    let paused = sign_in(address, CODE);
    assert_eq!(paused.status, 429);
    assert!(
        paused
            .body
            .starts_with("{\"error\":\"paused\",\"seconds\":"),
        "{}",
        paused.body
    );
    assert!(paused.header("Retry-After").is_some());
}

#[test]
fn a_change_needs_the_csrf_token_and_the_page_s_origin() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let signed = signed_in(address);
    let own = origin(address);
    let cookie = ("Cookie", signed.cookie.as_str());
    let no_token = request(
        address,
        "POST",
        "/teacher/api/forget",
        &[cookie, ("Origin", &own)],
        "",
    );
    assert_eq!(
        (no_token.status, no_token.body.as_str()),
        (403, "{\"error\":\"csrf\"}")
    );
    let wrong = [cookie, ("Origin", &own), ("X-CSRF-Token", "0000")];
    assert_eq!(
        request(address, "POST", "/teacher/api/forget", &wrong, "").status,
        403
    );
    let elsewhere = [
        cookie,
        ("Origin", "http://evil.example"),
        ("X-CSRF-Token", &signed.csrf),
    ];
    let refused = request(address, "POST", "/teacher/api/forget", &elsewhere, "");
    assert_eq!(
        (refused.status, refused.body.as_str()),
        (403, "{\"error\":\"origin\"}")
    );
    // Positive control: the same request with the token and from the page.
    let right = [cookie, ("Origin", &own), ("X-CSRF-Token", &signed.csrf)];
    let forgot = request(address, "POST", "/teacher/api/forget", &right, "");
    assert_eq!(
        (forgot.status, forgot.body.as_str()),
        (200, "{\"rooms\":0}")
    );
    // A sign-in from another site's page is refused too, whatever the code.
    let foreign = request(
        address,
        "POST",
        "/teacher/api/session",
        &[("Origin", "http://evil.example")],
        CODE,
    );
    assert_eq!(foreign.status, 403);
}

/// Plays a Tux room to its end, always taking the first legal house.
fn play_to_end(child: &mut support::Wire) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the game never ended");
        if child.answer("status").starts_with("= over") {
            return;
        }
        // While Tux is to move, ask again: its move comes from its own thread.
        if child.answer("position").ends_with(" north") {
            continue;
        }
        let legal = child.answer("legal");
        // A bare `=`: Tux's last move ended the game after `status` was asked, so the loop
        // asks again and finds it over.
        let Some(letter) = legal.split(' ').nth(1).map(str::to_string) else {
            assert_eq!(legal, "=", "a legal house, or a game that has just ended");
            continue;
        };
        assert_eq!(
            child.answer(&format!("play {letter}")).split(' ').next(),
            Some("=")
        );
    }
}

/// Polls the rooms until `wanted` is in the answer, within a deadline.
fn rooms_until(address: SocketAddr, cookie: &str, wanted: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let rooms = request(
            address,
            "GET",
            "/teacher/api/rooms",
            &[("Cookie", cookie)],
            "",
        );
        if rooms.body.contains(wanted) {
            return rooms.body;
        }
        assert!(
            Instant::now() < deadline,
            "{wanted} never came: {}",
            rooms.body
        );
        std::thread::yield_now();
    }
}

#[test]
fn the_teacher_sees_a_room_and_closes_it_with_both_children_told() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let signed = signed_in(address);
    let (mut south, mut north, code, south_token, _) = pair(address, "oware");
    assert_eq!(south.ask("play C"), "= 0");
    assert_eq!(north.recv(), "! moved C");
    let rooms = rooms_until(address, &signed.cookie, "\"moves\":1");
    assert!(
        rooms.contains(&format!("\"code\":\"{code}\",\"game\":\"oware\"")),
        "{rooms}"
    );
    assert!(rooms.contains("\"toMove\":\"north\""), "{rooms}");
    assert!(
        rooms.contains("\"south\":{\"name\":\"Ama\",\"tux\":false,\"connected\":true"),
        "{rooms}"
    );
    assert!(
        rooms.contains("\"north\":{\"name\":\"Kofi\",\"tux\":false,\"connected\":true"),
        "{rooms}"
    );

    let own = origin(address);
    let path = format!("/teacher/api/rooms/{code}/close");
    // Without the token the room stays, and nobody is told anything.
    let refused = request(
        address,
        "POST",
        &path,
        &[("Cookie", &signed.cookie), ("Origin", &own)],
        "",
    );
    assert_eq!(refused.status, 403);
    assert_eq!(south.ask("position"), "= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north");
    let right = [
        ("Cookie", signed.cookie.as_str()),
        ("Origin", &own),
        ("X-CSRF-Token", &signed.csrf),
    ];
    assert_eq!(request(address, "POST", &path, &right, "").status, 200);
    assert_eq!(south.recv(), "! closed teacher");
    assert_eq!(north.recv(), "! closed teacher");
    assert!(south.closed());
    assert!(north.closed());
    // The room is gone for good: its seat cannot be taken back.
    let mut again = support::Wire::greeted(address, "Ama");
    assert_eq!(
        again.ask(&format!("resume {code} {south_token}")),
        format!("? no room {code}")
    );
    assert_eq!(request(address, "POST", &path, &right, "").status, 404);
}

#[test]
fn a_finished_game_is_in_the_class_and_the_csv_and_forgetting_empties_both() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    // A Kalah game against Tux at level 1, played to its end by always taking the first
    // legal house.
    let mut child = support::Wire::greeted(address, "Zoé");
    let created = child.ask("create kalah tux=1");
    assert!(created.starts_with("= room "), "{created}");
    play_to_end(&mut child);
    // Taking the last move back and finishing again is still one game for the class.
    assert!(child.answer("undo").starts_with("= undone "));
    play_to_end(&mut child);
    let class = request(address, "GET", "/teacher/api/class", &cookie, "");
    assert!(
        class
            .body
            .starts_with("{\"children\":[{\"name\":\"Zoé\",\"games\":{\"kalah\":"),
        "{}",
        class.body
    );
    let csv = request(address, "GET", "/teacher/api/games.csv", &cookie, "");
    assert_eq!(csv.header("Content-Type"), Some("text/csv; charset=utf-8"));
    let rows: Vec<&str> = csv
        .body
        .split("\r\n")
        .filter(|row| !row.is_empty())
        .collect();
    assert_eq!(rows.len(), 2, "{}", csv.body);
    assert!(rows[1].contains(",kalah,4,Zoé,Tux,tux,1,"), "{}", rows[1]);

    let own = origin(address);
    let right = [cookie[0], ("Origin", &own), ("X-CSRF-Token", &signed.csrf)];
    drop(child);
    // The child's connection goes; its room, with nobody in it, is forgotten too.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let forgot = request(address, "POST", "/teacher/api/forget", &right, "");
        assert_eq!(forgot.status, 200);
        if forgot.body == "{\"rooms\":1}" {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the room stayed: {}",
            forgot.body
        );
    }
    let csv = request(address, "GET", "/teacher/api/games.csv", &cookie, "");
    assert_eq!(
        csv.body.split("\r\n").filter(|row| !row.is_empty()).count(),
        1
    );
    // Nothing with a name is left in the database.
    drop(server);
    let database =
        rusqlite::Connection::open(data.path().join(oware_server::DATABASE_FILE)).expect("open");
    for table in ["results", "rooms"] {
        let rows: i64 = database
            .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |row| {
                row.get(0)
            })
            .expect("count");
        assert_eq!(rows, 0, "{table}");
    }
}

#[test]
fn a_guest_plays_but_is_counted_for_nobody_and_never_offered_to_a_tournament() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let signed = signed_in(address);
    let cookie = [("Cookie", signed.cookie.as_str())];
    // `hello` without a name is a guest, who plays like anyone.
    let mut guest = support::Wire::connect(address);
    assert_eq!(guest.ask("hello"), "= hello");
    assert_eq!(guest.ask("hello"), "? hello was already said");
    assert_eq!(guest.ask("tournament"), "= tournament none");
    assert!(guest.ask("create kalah tux=1").starts_with("= room "));
    let rooms = rooms_until(address, &signed.cookie, "\"south\":{\"name\":\"\"");
    assert!(rooms.contains("\"game\":\"kalah\""), "{rooms}");
    play_to_end(&mut guest);
    // The positive control: a child with a name beside the guest, connected and finished.
    let mut zoe = support::Wire::greeted(address, "Zoé");
    assert!(zoe.ask("create kalah tux=1").starts_with("= room "));
    play_to_end(&mut zoe);

    let class = request(address, "GET", "/teacher/api/class", &cookie, "");
    assert!(
        class
            .body
            .starts_with("{\"children\":[{\"name\":\"Zoé\",\"games\":{\"kalah\":"),
        "{}",
        class.body
    );
    assert_eq!(class.body.matches("\"name\":").count(), 1, "{}", class.body);
    let tournament = request(address, "GET", "/teacher/api/tournament", &cookie, "");
    assert!(
        tournament.body.starts_with("{\"candidates\":[\"Zoé\"],"),
        "{}",
        tournament.body
    );
    // Both games are kept with the results: the guest's under no name.
    let csv = request(address, "GET", "/teacher/api/games.csv", &cookie, "");
    let rows: Vec<&str> = csv
        .body
        .split("\r\n")
        .filter(|row| !row.is_empty())
        .collect();
    assert_eq!(rows.len(), 3, "{}", csv.body);
}
