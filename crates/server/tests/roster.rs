//! The class that lasts (issue 47): the teacher's roster kept in the database, the picture
//! codes children sign in with, the sessions that keep a device signed in through a
//! restart, progress and assignments; each refusal beside the same request made right.

mod support;

use std::net::SocketAddr;

use support::class::{child_id, get, import, post, CLASS_CSV};
use support::http::{origin, request, signed_in, teacher_server};
use support::Wire;

/// Signs a child in over TCP; the `= signed-in` line.
fn sign_in(address: SocketAddr, id: u32, code: &str) -> (Wire, String) {
    let mut wire = Wire::connect(address);
    let answer = wire.ask(&format!("sign-in {id} {code}"));
    (wire, answer)
}

fn token_of(signed_in: &str) -> String {
    signed_in
        .split(' ')
        .nth(3)
        .unwrap_or_else(|| panic!("a token in {signed_in}"))
        .to_string()
}

#[test]
fn an_imported_class_is_listed_by_group_with_apostrophes_and_cyrillic_kept() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let imported = import(address, &teacher, CLASS_CSV);
    assert_eq!(imported.status, 200, "{}", imported.body);
    assert!(
        imported.body.contains("\"name\":\"Seán O'Brien\""),
        "{}",
        imported.body
    );
    assert!(
        imported.body.contains("\"code\":[4,2,7]"),
        "{}",
        imported.body
    );

    let mut child = Wire::connect(address);
    assert_eq!(child.ask("class"), "! group 1 Blue");
    assert_eq!(
        child.recv(),
        "! group 2 %D0%A6%D1%80%D0%B2%D0%B5%D0%BD%D0%B0"
    );
    assert_eq!(child.recv(), "= class 2 guests");
    let seán = child_id(address, &teacher, "Seán O'Brien");
    let ama = child_id(address, &teacher, "Ama");
    assert_eq!(child.ask("class-group 1"), format!("! pupil {ama} Ama"));
    assert_eq!(
        child.recv(),
        format!("! pupil {seán} Se%C3%A1n%20O%27Brien")
    );
    assert_eq!(child.recv(), "= class-group 1 2");
    assert_eq!(child.ask("class-group 9"), "? no such group in the class");
}

#[test]
fn a_bad_row_refuses_the_whole_file_with_its_line_and_nothing_is_half_imported() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let bad = import(address, &teacher, "name,group\nAma,Blue\nKofi,Blue,12\n");
    assert_eq!(bad.status, 400);
    assert_eq!(
        bad.body,
        "{\"error\":\"bad-row\",\"line\":3,\"reason\":\"code\"}"
    );
    let roster = get(address, &teacher, "/teacher/api/roster").body;
    assert!(
        roster.starts_with("{\"groups\":[],\"children\":[]"),
        "{roster}"
    );
    // Positive control: the same file with the row made right.
    let good = import(address, &teacher, "name,group\nAma,Blue\nKofi,Blue,123\n");
    assert_eq!(good.status, 200, "{}", good.body);
    let roster = get(address, &teacher, "/teacher/api/roster").body;
    assert!(roster.contains("\"name\":\"Kofi\""), "{roster}");
}

#[test]
fn right_pictures_sign_in_wrong_ones_count_down_to_a_pause_that_a_reset_ends() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");

    let mut tablet = Wire::connect(address);
    for left in (1..oware_server::CHILD_MISSES).rev() {
        assert_eq!(
            tablet.ask(&format!("sign-in {ama} 1 2 3")),
            format!("? wrong pictures: {left} tries left")
        );
    }
    assert_eq!(
        tablet.ask(&format!("sign-in {ama} 1 2 3")),
        "? sign-in paused: try again in 60 seconds"
    );
    // Paused: even the right pictures wait.
    let paused = tablet.ask(&format!("sign-in {ama} 9 9 9"));
    assert!(
        paused.starts_with("? sign-in paused: try again in "),
        "{paused}"
    );

    let reset = post(
        address,
        &teacher,
        &format!("/teacher/api/roster/children/{ama}/code"),
        "code=258",
    );
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert!(reset.body.contains("\"code\":[2,5,8]"), "{}", reset.body);
    assert_eq!(
        tablet.ask(&format!("sign-in {ama} 9 9 9")),
        "? wrong pictures: 4 tries left",
        "the old code is gone"
    );
    let signed = tablet.ask(&format!("sign-in {ama} 2 5 8"));
    assert!(
        signed.starts_with(&format!("= signed-in {ama} ")),
        "{signed}"
    );
    assert!(signed.ends_with(" Ama"), "{signed}");
    assert_eq!(
        tablet.ask(&format!("sign-in {ama} 2 5 8")),
        "? hello was already said"
    );
}

#[test]
fn a_session_signs_the_device_in_again_after_a_restart_until_it_signs_out() {
    let data = tempfile::tempdir().expect("temp dir");
    let token = {
        let server = teacher_server(data.path());
        let address = server.local_addr();
        let teacher = signed_in(address);
        assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
        let seán = child_id(address, &teacher, "Seán O'Brien");
        let (_wire, answer) = sign_in(address, seán, "4 2 7");
        token_of(&answer)
    };
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let mut device = Wire::connect(address);
    let again = device.ask(&format!("session {token}"));
    assert!(again.starts_with("= signed-in "), "{again}");
    assert!(again.ends_with(" Se%C3%A1n%20O%27Brien"), "{again}");
    assert_eq!(device.ask("sign-out"), "= signed-out");
    assert_eq!(device.ask("progress"), "? say hello <name> first");
    let mut other = Wire::connect(address);
    assert_eq!(
        other.ask(&format!("session {token}")),
        "? that session has ended: sign in again"
    );
}

#[test]
fn another_child_s_id_token_or_name_is_refused() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let seán = child_id(address, &teacher, "Seán O'Brien");

    // Ama's pictures are not Seán's.
    let (_, wrong) = sign_in(address, seán, "9 9 9");
    assert_eq!(wrong, "? wrong pictures: 4 tries left");
    let (_, unknown) = sign_in(address, 4242, "9 9 9");
    assert_eq!(unknown, "? no such child in the class");
    // A token nobody was given.
    let mut stranger = Wire::connect(address);
    assert_eq!(
        stranger.ask("session 00112233445566778899aabbccddeeff"),
        "? that session has ended: sign in again"
    );
    // A guest typing a child's one-word name.
    assert_eq!(
        stranger.ask("hello Ama"),
        "? that name belongs to a child of the class: sign in"
    );
    assert_eq!(
        stranger.ask("hello ama"),
        "? that name belongs to a child of the class: sign in"
    );
    assert_eq!(stranger.ask("hello Kwame"), "= hello");
    assert_eq!(stranger.ask("progress"), "? sign in first");
    assert_eq!(stranger.ask("assignments"), "? sign in first");
    // Positive control: Ama herself.
    let (mut own, signed) = sign_in(address, ama, "9 9 9");
    assert!(signed.starts_with("= signed-in "), "{signed}");
    assert_eq!(own.answer("progress"), "= progress 4");
}

#[test]
fn the_teacher_s_roster_api_needs_the_teacher_s_session_and_token() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    let origin = origin(address);
    for path in [
        "/teacher/api/roster",
        "/teacher/api/progress",
        "/teacher/api/progress/1",
        "/teacher/api/progress.csv",
        "/teacher/api/assignments",
    ] {
        assert_eq!(request(address, "GET", path, &[], "").status, 401, "{path}");
        // Positive control: the teacher's session opens it (no child 1 yet: 404, not 401).
        let expected = if path.ends_with("/1") { 404 } else { 200 };
        assert_eq!(get(address, &teacher, path).status, expected, "{path}");
    }
    let without_token = request(
        address,
        "POST",
        "/teacher/api/roster/import",
        &[
            ("Cookie", teacher.cookie.as_str()),
            ("Origin", origin.as_str()),
        ],
        CLASS_CSV,
    );
    assert_eq!(without_token.status, 403);
    let roster = get(address, &teacher, "/teacher/api/roster").body;
    assert!(roster.contains("\"children\":[]"), "{roster}");
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
}

#[test]
fn guests_play_only_where_the_teacher_allows_them() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(Wire::connect(address).ask("hello Kwame"), "= hello");
    assert_eq!(Wire::connect(address).ask("hello"), "= hello");
    let set = post(
        address,
        &teacher,
        "/teacher/api/roster/settings",
        "guests=no",
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.body.contains("\"guests\":false"), "{}", set.body);
    let mut guest = Wire::connect(address);
    assert_eq!(
        guest.ask("hello Kwame"),
        "? this class plays signed in: no guests"
    );
    // The page's guest, who typed no name, says `hello` alone: refused the same way.
    assert_eq!(
        Wire::connect(address).ask("hello"),
        "? this class plays signed in: no guests"
    );
    assert_eq!(guest.answer("class"), "= class 0 no-guests");
}

#[test]
fn an_assignment_given_to_the_class_is_done_by_the_lessons_a_child_finishes() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let given = post(
        address,
        &teacher,
        "/teacher/api/assignments",
        "game=oware&task=lessons+1+2&for=class",
    );
    assert_eq!(given.status, 200, "{}", given.body);
    let refused = post(
        address,
        &teacher,
        "/teacher/api/assignments",
        "game=oware&task=lessons+2+1&for=class",
    );
    assert_eq!(refused.status, 400, "from after to");

    let (mut child, _) = sign_in(address, ama, "9 9 9");
    assert_eq!(
        child.ask("assignments"),
        "! assignment 1 lessons oware 1 2 0 0/2"
    );
    assert_eq!(child.recv(), "= assignments 1");
    assert_eq!(child.ask("lesson oware 1"), "= lesson");
    assert_eq!(child.ask("lesson oware 2"), "= lesson");
    assert_eq!(
        child.ask("assignments"),
        "! assignment 1 lessons oware 1 2 1 2/2"
    );
    assert_eq!(child.recv(), "= assignments 1");

    let list = get(address, &teacher, "/teacher/api/assignments").body;
    assert!(
        list.contains(&format!(
            "{{\"id\":{ama},\"name\":\"Ama\",\"done\":true,\"progress\":2,\"target\":2}}"
        )),
        "{list}"
    );
    assert!(
        list.contains("\"done\":false"),
        "the others have not: {list}"
    );
}

#[test]
fn a_deleted_child_goes_with_their_results_and_a_renamed_one_keeps_them() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let seán = child_id(address, &teacher, "Seán O'Brien");
    for (id, code) in [(ama, "9 9 9"), (seán, "4 2 7")] {
        let (mut child, _) = sign_in(address, id, code);
        assert_eq!(
            child.ask("finished kalah seeds=4 tux=3 41 south 30 18 empty-row"),
            "= finished"
        );
    }
    let renamed = post(
        address,
        &teacher,
        &format!("/teacher/api/roster/children/{ama}/rename"),
        "name=Ama+Mensah",
    );
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    let page = get(address, &teacher, &format!("/teacher/api/progress/{ama}")).body;
    assert!(page.contains("\"kalah\":{\"tux\":3,"), "{page}");

    let deleted = post(
        address,
        &teacher,
        &format!("/teacher/api/roster/children/{seán}/delete"),
        "",
    );
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(
        get(address, &teacher, &format!("/teacher/api/progress/{seán}")).status,
        404
    );
    let games = get(address, &teacher, "/teacher/api/games.csv").body;
    assert!(games.contains("Ama_Mensah"), "{games}");
    assert!(!games.contains("Seán"), "{games}");
    assert!(
        !games.contains("Sean_OBrien") && !games.contains("Seán_OBrien"),
        "{games}"
    );
}

#[test]
fn the_progress_csv_starts_with_a_bom_and_keeps_names_from_formulas() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(
        import(address, &teacher, "=1+1,Blue,123\n@SUM(A1),Blue,456\n").status,
        200
    );
    for (name, code) in [("=1+1", "1 2 3"), ("@SUM(A1)", "4 5 6")] {
        let id = child_id(address, &teacher, name);
        let (mut child, _) = sign_in(address, id, code);
        assert_eq!(child.ask("lesson oware 1"), "= lesson");
    }
    let csv = get(address, &teacher, "/teacher/api/progress.csv");
    assert_eq!(csv.status, 200);
    assert!(
        csv.body.starts_with("\u{feff}name,group,game,"),
        "{}",
        csv.body
    );
    assert!(csv.body.contains("\r\n'=1+1,Blue,oware,"), "{}", csv.body);
    assert!(
        csv.body.contains("\r\n'@SUM(A1),Blue,oware,"),
        "{}",
        csv.body
    );
}

#[test]
fn sign_everyone_out_ends_every_session() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let (mut child, answer) = sign_in(address, ama, "9 9 9");
    let token = token_of(&answer);
    assert_eq!(child.answer("progress"), "= progress 4");
    let out = post(
        address,
        &teacher,
        "/teacher/api/roster/sign-everyone-out",
        "",
    );
    assert_eq!(out.status, 200);
    // The open connection is told at once, and speaks for nobody from then on.
    assert_eq!(child.recv(), "! session-ended everyone");
    assert_eq!(child.ask("progress"), "? say hello <name> first");
    let mut again = Wire::connect(address);
    assert_eq!(
        again.ask(&format!("session {token}")),
        "? that session has ended: sign in again"
    );
}

#[test]
fn the_page_s_cookie_holds_only_a_live_session() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let (_, answer) = sign_in(address, ama, "9 9 9");
    let token = token_of(&answer);
    let origin = origin(address);
    let set = request(
        address,
        "POST",
        "/child/session",
        &[("Origin", origin.as_str())],
        &token,
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let cookie = set.header("Set-Cookie").expect("a cookie");
    assert!(
        cookie.starts_with(&format!("oware_child={token};")),
        "{cookie}"
    );
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let forged = request(
        address,
        "POST",
        "/child/session",
        &[("Origin", origin.as_str())],
        "00112233445566778899aabbccddeeff",
    );
    assert_eq!(forged.status, 401);
    assert!(forged.header("Set-Cookie").is_none());
    let elsewhere = request(
        address,
        "POST",
        "/child/session",
        &[("Origin", "http://example.com")],
        &token,
    );
    assert_eq!(elsewhere.status, 403);
}

#[test]
fn a_tournament_seats_signed_in_children_and_refuses_a_guest() {
    let data = tempfile::tempdir().expect("temp dir");
    let server = teacher_server(data.path());
    let address = server.local_addr();
    let teacher = signed_in(address);
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    let ama = child_id(address, &teacher, "Ama");
    let seán = child_id(address, &teacher, "Seán O'Brien");
    let (mut first, _) = sign_in(address, ama, "9 9 9");
    let (mut second, _) = sign_in(address, seán, "4 2 7");
    let _guest = Wire::greeted(address, "Kwame");
    let candidates = get(address, &teacher, "/teacher/api/tournament").body;
    assert!(
        candidates.starts_with("{\"candidates\":[\"Ama\",\"Seán_OBrien\"]"),
        "{candidates}"
    );

    let with_guest = post(
        address,
        &teacher,
        "/teacher/api/tournament/start",
        "oware 4\nAma\nKwame",
    );
    assert_eq!(with_guest.status, 400);
    assert_eq!(with_guest.body, "{\"error\":\"guest\"}");
    let started = post(
        address,
        &teacher,
        "/teacher/api/tournament/start",
        "oware 4\nAma\nSeán_OBrien",
    );
    assert_eq!(started.status, 200, "{}", started.body);
    for child in [&mut first, &mut second] {
        assert_eq!(child.recv(), "! tournament");
        let news = child.ask("tournament");
        assert!(news.starts_with("= tournament play 1 1 "), "{news}");
    }
}

#[test]
fn the_teacher_s_session_survives_a_restart_until_signed_out() {
    let data = tempfile::tempdir().expect("temp dir");
    let teacher = {
        let server = teacher_server(data.path());
        let teacher = signed_in(server.local_addr());
        assert_eq!(
            get(server.local_addr(), &teacher, "/teacher/api/roster").status,
            200
        );
        teacher
    };
    let server = teacher_server(data.path());
    let address = server.local_addr();
    assert_eq!(get(address, &teacher, "/teacher/api/roster").status, 200);
    // The CSRF token came back too: a change goes through.
    assert_eq!(import(address, &teacher, CLASS_CSV).status, 200);
    assert_eq!(
        post(address, &teacher, "/teacher/api/sign-out", "").status,
        200
    );
    drop(server);
    let server = teacher_server(data.path());
    assert_eq!(
        get(server.local_addr(), &teacher, "/teacher/api/roster").status,
        401,
        "signed out before the restart"
    );
}
