//! Two machines, one game: two activities play one game through a classroom server, the
//! moves reaching the other screen, and the game going on after the server restarts.

mod ui_support;

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::time::{Duration, Instant};

use oware::activity::ui::RoomStage;
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::{Arg, Localizer};
use oware::rules::{GameKind, Rules, Side};
use oware::settings::Settings;
use oware_server::{Server, ServerHandle, ServerOptions};
use slint::ComponentHandle;
use ui_support::*;

fn english(id: &str, args: &[(&str, Arg)]) -> String {
    Localizer::new().text_with("en", id, args)
}

fn serve(address: SocketAddr, data: &Path) -> ServerHandle {
    Server::start(address, data, ServerOptions::default()).expect("the server starts")
}

fn child(server: SocketAddr) -> Activity {
    start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        settings: Settings {
            server: Some(server.to_string()),
            ..Settings::default()
        },
        ..ActivityOptions::default()
    })
}

/// Runs the activities' clock (one mocked clock for both) while the network does its part,
/// for up to ten seconds of real time.
fn wait_for(mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        if done() {
            return true;
        }
        advance(Duration::from_millis(30));
        std::thread::sleep(Duration::from_millis(10));
    }
    done()
}

fn adapter(activity: &Activity) -> OwareAdapter<'_> {
    activity.window().global::<OwareAdapter>()
}

fn classroom_ui(activity: &Activity) -> oware::activity::ui::ClassroomAdapter<'_> {
    activity
        .window()
        .global::<oware::activity::ui::ClassroomAdapter>()
}

/// Who plays → a classmate, with this name.
fn choose_classmate(activity: &Activity, name: &str) {
    press(activity, &english("bar-mode-tux", &[]));
    press(activity, &english("players-classmate", &[]));
    classroom_ui(activity).set_player_name(name.into());
}

/// Types `code` into the joining step's field and presses its Join button, as a child does.
fn type_code_and_join(activity: &Activity, code: &str) {
    let field = i_slint_backend_testing::ElementHandle::find_by_accessible_label(
        activity.window(),
        &english("classroom-type-code", &[]),
    )
    .find(|element| {
        element.accessible_role() == Some(i_slint_backend_testing::AccessibleRole::TextInput)
    })
    .expect("the field for the code");
    field.set_accessible_value(code);
    assert_eq!(field.accessible_value().as_deref(), Some(code));
    press(activity, &english("classroom-join", &[]));
}

#[test]
fn two_activities_play_one_game_and_carry_on_after_the_server_restarts() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve("127.0.0.1:0".parse().expect("an address"), data.path());
    let address = server.local_addr();
    let host = child(address);
    let guest = child(address);

    choose_classmate(&host, "Zoé");
    press(&host, &english("classroom-host", &[]));
    assert!(wait_for(|| !classroom_ui(&host).get_room_code().is_empty()));
    let code = classroom_ui(&host).get_room_code().to_string();
    assert_eq!(code.len(), 6, "{code}");

    choose_classmate(&guest, "Ana");
    press(&guest, &english("classroom-join", &[]));
    type_code_and_join(&guest, &code.to_lowercase());
    assert!(wait_for(|| {
        host.sitting().classmate_game() == Some(Side::South)
            && guest.sitting().classmate_game() == Some(Side::North)
            && adapter(&host).get_north_name() == "Ana"
            && adapter(&guest).get_north_name() == "Zoé"
    }));
    assert_eq!(guest.sitting().ruleset().kind(), GameKind::Kalah);
    assert_eq!(
        turn_line(&guest),
        english("turn-classmate", &[("player", Arg::Str("Zoé"))])
    );
    assert_eq!(
        guest.play(0),
        Err(oware::activity::Refusal::WaitForClassmate),
        "the guest waits for the host's move"
    );

    // The host plays A; the guest's board follows, with the usual replay.
    host.play(0).expect("A is legal");
    assert!(wait_for(|| guest.sitting().game().move_count() == 1));
    assert!(animating(&guest), "the classmate's move is replayed");
    finish_animation(&guest);
    assert_eq!(
        message(&guest),
        english(
            "move-player-played",
            &[("player", Arg::Str("Zoé")), ("house", Arg::Str("A"))]
        )
    );
    assert_eq!(seeds_shown(&guest), seeds_shown(&host));
    assert!(playable(&guest) > 0, "the guest's houses glow: their turn");
    assert_eq!(turn_line(&guest), english("turn-you", &[]));

    // The server goes away and comes back on the same folder: both reconnect.
    server.stop();
    assert!(
        wait_for(|| !classroom_ui(&guest).get_connection_banner().is_empty()),
        "a banner says the connection is lost"
    );
    let lost = english("classroom-lost", &[]);
    assert_eq!(classroom_ui(&guest).get_connection_banner().as_str(), lost);
    // Nothing can be played while lost: no house glows, no turn line beside the banner,
    // and a screen reader hears why.
    assert_eq!(
        playable(&guest),
        0,
        "no house glows while the connection is lost"
    );
    assert!(houses_shown(&guest)
        .iter()
        .all(|house| house.label.ends_with("cannot be played")));
    assert_eq!(turn_line(&guest), "");
    // The line spaces its announcements out (a screen reader drops one too close behind
    // another), so the news may take a beat to be said.
    assert!(
        wait_for(|| announcement(&guest) == lost),
        "said: {}",
        announcement(&guest)
    );
    banner_clear_of_the_names(&guest, &lost);
    // A move now could not reach the room: it is refused, and the board stays as it was.
    let guest_move = guest
        .sitting()
        .game()
        .legal_moves()
        .iter()
        .next()
        .expect("a legal move");
    let before = *guest.sitting().game().position();
    assert_eq!(
        guest.play(guest_move),
        Err(oware::activity::Refusal::ConnectionLost)
    );
    assert_eq!(message(&guest), english("classroom-lost", &[]));
    assert_eq!(*guest.sitting().game().position(), before);
    let server = {
        let started = Instant::now();
        loop {
            if let Ok(server) = Server::start(address, data.path(), ServerOptions::default()) {
                break server;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "the port frees"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    assert_eq!(server.restored_rooms(), 1);
    assert!(wait_for(|| {
        classroom_ui(&guest).get_connection_banner().is_empty()
            && classroom_ui(&host).get_connection_banner().is_empty()
    }));
    // Back: the red line about the lost connection goes, the houses glow again.
    assert_eq!(
        message(&guest),
        "",
        "no red line once the connection is back"
    );
    assert_ne!(
        adapter(&guest).get_message_kind(),
        oware::activity::ui::MessageKind::Refusal
    );
    assert!(playable(&guest) > 0, "the guest's houses glow again");
    assert_eq!(turn_line(&guest), english("turn-you", &[]));

    // The banner goes once the room's board has come, so the guest's answer is played on
    // it at once; the host sees it, and both boards agree with the rules.
    assert_eq!(guest.play(guest_move), Ok(()));
    // Moves made while a side was away come back as the room's board, not as a replay.
    assert!(
        wait_for(|| {
            host.sitting().game().position() == guest.sitting().game().position()
                && !animating(&host)
        }),
        "host {:?}, guest {:?}",
        host.sitting().game().position(),
        guest.sitting().game().position()
    );
    assert_eq!(
        host.sitting().game().position(),
        guest.sitting().game().position()
    );
    assert_eq!(
        seeds_shown(&host),
        host.sitting().game().position().houses()
    );
    server.stop();
}

/// A server that takes the connection and never says a word: the room cannot be reached,
/// but the click comes back at once, the window goes on answering while it waits, and
/// Cancel goes back to the step before; a real server, the positive control, opens a room
/// through the same "connecting" step.
#[test]
fn a_silent_server_does_not_hold_the_window_and_cancel_goes_back() {
    let silent = TcpListener::bind("127.0.0.1:0").expect("a port");
    silent
        .set_nonblocking(true)
        .expect("a listener that does not block");
    let waiting = child(silent.local_addr().expect("its address"));
    let connecting = english("classroom-connecting", &[]);

    choose_classmate(&waiting, "Zoé");
    press(&waiting, &english("classroom-host", &[]));
    assert_eq!(
        classroom_ui(&waiting).get_room_stage(),
        RoomStage::Connecting
    );
    assert_eq!(
        shown_labels(&waiting, &connecting),
        1,
        "the dialog says it is connecting"
    );
    // The connection is made and stays open, unanswered (`accept` proves the attempt is
    // under way, not refused early).
    let mut accepted = None;
    assert!(wait_for(|| {
        accepted = accepted.take().or_else(|| silent.accept().ok());
        accepted.is_some()
    }));
    advance(Duration::from_millis(600));
    assert_eq!(
        classroom_ui(&waiting).get_room_stage(),
        RoomStage::Connecting
    );
    assert_eq!(classroom_ui(&waiting).get_room_problem(), "");
    press(&waiting, &english("classroom-cancel", &[]));
    assert_eq!(
        classroom_ui(&waiting).get_room_stage(),
        RoomStage::Classmate
    );
    assert_eq!(shown_labels(&waiting, &connecting), 0);
    button(&waiting, &english("classroom-host", &[]));

    // Joining waits the same way, and Cancel goes back to the code.
    press(&waiting, &english("classroom-join", &[]));
    assert_eq!(classroom_ui(&waiting).get_room_stage(), RoomStage::Joining);
    type_code_and_join(&waiting, "ABCDEF");
    assert_eq!(
        classroom_ui(&waiting).get_room_stage(),
        RoomStage::Connecting
    );
    advance(Duration::from_millis(600));
    assert_eq!(
        classroom_ui(&waiting).get_room_stage(),
        RoomStage::Connecting
    );
    press(&waiting, &english("classroom-cancel", &[]));
    assert_eq!(classroom_ui(&waiting).get_room_stage(), RoomStage::Joining);
    assert_eq!(classroom_ui(&waiting).get_room_problem(), "");
    assert!(waiting.sitting().classmate_game().is_none());

    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve("127.0.0.1:0".parse().expect("an address"), data.path());
    let host = child(server.local_addr());
    choose_classmate(&host, "Ana");
    press(&host, &english("classroom-host", &[]));
    assert_eq!(classroom_ui(&host).get_room_stage(), RoomStage::Connecting);
    assert!(wait_for(
        || classroom_ui(&host).get_room_stage() == RoomStage::Hosting
    ));
    assert!(wait_for(|| classroom_ui(&host).get_room_code().len() == 6));
    assert_eq!(shown_labels(&host, &connecting), 0);
    drop(accepted);
    server.stop();
}

/// How many houses on screen glow as playable.
fn playable(activity: &Activity) -> usize {
    houses_shown(activity)
        .iter()
        .filter(|house| house.playable)
        .count()
}

/// Whatever says `lost` on screen is drawn clear of both players' names.
fn banner_clear_of_the_names(activity: &Activity, lost: &str) {
    use i_slint_backend_testing::ElementHandle;
    let area = |element: &ElementHandle| {
        let (at, size) = (element.absolute_position(), element.size());
        (at.x, at.y, at.x + size.width, at.y + size.height)
    };
    let banners: Vec<_> = ElementHandle::find_by_accessible_label(activity.window(), lost)
        .map(|banner| area(&banner))
        .collect();
    assert!(!banners.is_empty(), "something says {lost:?}");
    let names: Vec<_> =
        ElementHandle::find_by_element_id(activity.window(), "PlayerLine::name-text")
            .map(|name| area(&name))
            .collect();
    assert_eq!(names.len(), 2, "both players' names");
    for banner in &banners {
        assert!(
            banner.3 - banner.1 > 10.0,
            "the banner is drawn: {banner:?}"
        );
        for name in &names {
            let apart = name.2 <= banner.0
                || banner.2 <= name.0
                || name.3 <= banner.1
                || banner.3 <= name.1;
            assert!(apart, "the banner {banner:?} covers a name {name:?}");
        }
    }
}

/// How many elements on screen a screen reader reads as `label`.
fn shown_labels(activity: &Activity, label: &str) -> usize {
    i_slint_backend_testing::ElementHandle::find_by_accessible_label(activity.window(), label)
        .count()
}

/// Where the house with this letter is drawn, from the top of the window.
fn house_top(activity: &Activity, letter: char) -> f32 {
    house(activity, letter).absolute_position().y
}

/// Host and guest seated in one Kalah room through `server`: Zoé hosts (South), Ana joins.
fn seated_pair(server: SocketAddr) -> (Activity, Activity) {
    let host = child(server);
    let guest = child(server);
    choose_classmate(&host, "Zoé");
    press(&host, &english("classroom-host", &[]));
    assert!(wait_for(|| classroom_ui(&host).get_room_code().len() == 6));
    let code = classroom_ui(&host).get_room_code().to_string();
    choose_classmate(&guest, "Ana");
    press(&guest, &english("classroom-join", &[]));
    type_code_and_join(&guest, &code);
    assert!(wait_for(|| {
        guest.sitting().classmate_game() == Some(Side::North)
            && host.sitting().classmate_game() == Some(Side::South)
            && adapter(&host).get_north_name() == "Ana"
            && adapter(&guest).get_north_name() == "Zoé"
    }));
    (host, guest)
}

/// The child who joined plays North, yet sees their own row at the bottom with their name
/// ("You") under it, the board turned round: their first house on the left, the host's row
/// on top. A click on the bottom row plays the guest's own house, and the host sees it. The
/// host's screen, the positive control, keeps South at the bottom.
#[test]
fn the_joining_child_sees_their_own_row_at_the_bottom() {
    use slint::Model;
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve("127.0.0.1:0".parse().expect("an address"), data.path());
    let (host, guest) = seated_pair(server.local_addr());
    let you = english("player-you", &[]);

    assert_eq!(adapter(&guest).get_south_name(), you);
    assert_eq!(adapter(&host).get_south_name(), you);
    let indices = |row: slint::ModelRc<oware::activity::ui::HouseView>| -> Vec<i32> {
        row.iter().map(|house| house.index).collect()
    };
    assert_eq!(
        indices(adapter(&guest).get_south_row()),
        [6, 7, 8, 9, 10, 11]
    );
    assert_eq!(indices(adapter(&guest).get_north_row()), [5, 4, 3, 2, 1, 0]);
    assert_eq!(indices(adapter(&host).get_south_row()), [0, 1, 2, 3, 4, 5]);
    assert!(house_top(&guest, 'a') > house_top(&guest, 'A'), "a below A");
    assert!(house_top(&host, 'A') > house_top(&host, 'a'), "A below a");
    // Each store beside its owner's row: the guest's own store is the one named theirs.
    let store_you = english("store-you", &[("count", Arg::Num(0))]);
    assert_eq!(adapter(&guest).get_south_store().label, store_you);
    assert_eq!(adapter(&host).get_south_store().label, store_you);
    assert_eq!(
        adapter(&guest).get_north_store().owner,
        english("store-owner-player", &[("player", Arg::Str("Zoé"))])
    );
    assert_eq!(
        adapter(&guest).get_south_store().owner,
        english("store-owner-you", &[])
    );

    // The host opens; then it is the guest's turn, their line at the bottom lit.
    host.play(0).expect("A is legal");
    assert!(wait_for(|| guest.sitting().game().move_count() == 1));
    finish_animation(&guest);
    assert!(
        !adapter(&guest).get_north_to_move(),
        "the bottom line is to move"
    );
    assert_eq!(turn_line(&guest), english("turn-you", &[]));
    // Ana clicks the first house of her bottom row, as she sees it: house a.
    click(&guest, 'a');
    assert_eq!(guest.sitting().game().move_count(), 2);
    assert!(wait_for(|| host.sitting().game().move_count() == 2));
    assert_eq!(
        host.sitting().game().position(),
        guest.sitting().game().position()
    );
    assert_eq!(
        host.sitting()
            .game()
            .last_move()
            .map(|report| report.origin),
        Some(6),
        "the host saw house a played"
    );
    server.stop();
}

/// On the guest's screen the host's extra turn names the host in the third person ("Zoé
/// plays again"), never "Zoé, your last seed…"; the host reads their own sentence, the
/// positive control.
#[test]
fn the_classmate_s_extra_turn_names_them_in_the_third_person() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = serve("127.0.0.1:0".parse().expect("an address"), data.path());
    let (host, guest) = seated_pair(server.local_addr());
    // The house whose last seed falls into South's store (6 houses, then the store).
    let seeds = usize::from(host.sitting().ruleset().seeds_per_house());
    let house = 6 - seeds;
    let letter = char::from(b'A' + u8::try_from(house).expect("a house"));
    click(&host, letter);
    finish_animation(&host);
    assert_eq!(message(&host), english("extra-turn-you", &[]));
    assert!(wait_for(|| guest.sitting().game().move_count() == 1));
    finish_animation(&guest);
    let zoe = [("player", Arg::Str("Zoé"))];
    let played = english(
        "move-player-played",
        &[
            ("player", Arg::Str("Zoé")),
            ("house", Arg::Str(&letter.to_string())),
        ],
    );
    assert_eq!(
        message(&guest),
        format!("{played} {}", english("extra-turn-classmate", &zoe))
    );
    assert!(!message(&guest).contains("your"), "{}", message(&guest));
    assert_eq!(
        turn_line(&guest),
        english("turn-classmate", &zoe),
        "the host plays again"
    );
    // In every language the guest's sentence differs from the one spoken to a child.
    let localizer = Localizer::new();
    for language in ["en", "fr", "hr", "fi", "mk"] {
        let about = localizer.text_with(language, "extra-turn-classmate", &zoe);
        let to = localizer.text_with(language, "extra-turn-player", &zoe);
        assert!(about.contains("Zoé") && about != to, "{language}: {about}");
    }
    server.stop();
}
