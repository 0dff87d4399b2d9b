//! "Who are you?" on the menu with `--server`, against a real classroom server with a roster:
//! the child taps their group, their name and their three pictures, as a child clicks them
//! (or with the keyboard). Right pictures sign the child in (the session kept in
//! `child-token` beside the settings, the name on the menu, still there at the next start);
//! wrong ones get a gentle word with the tries left; after the server's limit the sign-in
//! pauses, said with its seconds; Esc closes the dialog and the focus goes back to its button.

mod ui_support;

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use oware::activity::child_session::read_token;
use oware::activity::ui::{SigninAdapter, SigninStage};
use oware::activity::{Activity, ActivityOptions};
use oware::settings::{Settings, SettingsStore};
use oware_server::{Server, ServerHandle, ServerOptions, CHILD_MISSES};
use slint::platform::Key;
use slint::{ComponentHandle, Model};
use ui_support::*;

const CODE: &str = "TEACH-2345";

fn serve(data: &Path) -> ServerHandle {
    Server::start(
        "127.0.0.1:0".parse().expect("an address"),
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

/// The class: Ama Mensah (flower, tree, star) and Kofi Boateng in Blue, Zoé Martin in Green.
fn add_the_class(address: SocketAddr) {
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
        "name,group,code\nAma Mensah,Blue,427\nKofi Boateng,Blue,135\nZoé Martin,Green,968\n",
    );
    assert!(added.contains("Zoé Martin"), "{added}");
}

/// The launcher's menu in `language`, its settings kept in `folder`, with the class's server.
fn menu_in(folder: &Path, server: SocketAddr, language: &str) -> Activity {
    start_with(ActivityOptions {
        language: Some(language.into()),
        home_menu: true,
        settings: Settings {
            server: Some(server.to_string()),
            ..Settings::default()
        },
        store: Some(SettingsStore::at(folder.join("settings.toml"))),
        ..ActivityOptions::default()
    })
}

/// Runs the mocked clock, and lets the wall clock pass for the server's answers, until
/// `done` holds (ten seconds at most).
fn wait_for(activity: &Activity, mut done: impl FnMut(&Activity) -> bool) -> bool {
    for _ in 0..500 {
        if done(activity) {
            return true;
        }
        advance(Duration::from_millis(30));
        std::thread::sleep(Duration::from_millis(20));
    }
    done(activity)
}

fn signin(activity: &Activity) -> SigninAdapter<'_> {
    activity.window().global::<SigninAdapter>()
}

fn choices(activity: &Activity) -> Vec<String> {
    signin(activity)
        .get_choices()
        .iter()
        .map(|choice| choice.name.to_string())
        .collect()
}

/// Opens "Who are you?" and taps the group and the name, waiting for each list.
fn to_the_pictures(activity: &Activity, group: &str, name: &str) {
    press(activity, "Who are you?");
    assert!(
        wait_for(activity, |a| choices(a).contains(&group.to_string())),
        "the groups: {:?}",
        choices(activity)
    );
    assert_eq!(choices(activity), ["Blue", "Green"]);
    press(activity, group);
    assert!(
        wait_for(activity, |a| choices(a).contains(&name.to_string())),
        "the children: {:?}",
        choices(activity)
    );
    press(activity, name);
    assert_eq!(signin(activity).get_stage(), SigninStage::Pictures);
    assert_eq!(signin(activity).get_heading(), name);
}

fn tap(activity: &Activity, pictures: [&str; 3]) {
    for picture in pictures {
        press(activity, picture);
    }
}

fn word(activity: &Activity) -> String {
    signin(activity).get_word().to_string()
}

fn labelled(activity: &Activity, label: &str) -> usize {
    ElementHandle::find_by_accessible_label(activity.window(), label).count()
}

#[test]
fn right_pictures_sign_the_child_in_until_she_signs_out() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    add_the_class(server.local_addr());
    let token_file = folder.path().join("child-token");

    let menu = menu_in(folder.path(), server.local_addr(), "en");
    assert_eq!(labelled(&menu, "Sign out"), 0);
    to_the_pictures(&menu, "Blue", "Ama Mensah");
    // The taps show as they come.
    press(&menu, "Flower");
    press(&menu, "Tree");
    let tapped: Vec<i32> = signin(&menu).get_tapped().iter().collect();
    assert_eq!(tapped, [4, 2]);
    assert_eq!(
        signin(&menu).get_tapped_label(),
        "Pictures tapped: 2 of three"
    );
    press(&menu, "Star");
    assert!(wait_for(&menu, |a| a.child_signed_in().is_some()));
    assert_eq!(menu.child_signed_in().as_deref(), Some("Ama Mensah"));
    assert_eq!(signin(&menu).get_stage(), SigninStage::Closed);
    let token = read_token(&token_file).expect("the session kept beside the settings");
    assert_eq!(labelled(&menu, "You are Ama Mensah"), 1);
    assert_eq!(labelled(&menu, "Sign out"), 1);
    assert_eq!(labelled(&menu, "Who are you?"), 0);
    drop(menu);

    // The next start names the session again and shows her name.
    let again = menu_in(folder.path(), server.local_addr(), "en");
    assert!(wait_for(&again, |a| a.child_signed_in().is_some()));
    assert_eq!(again.child_signed_in().as_deref(), Some("Ama Mensah"));
    assert_eq!(labelled(&again, "You are Ama Mensah"), 1);
    assert_eq!(read_token(&token_file).as_deref(), Some(token.as_str()));

    // Sign out: forgotten here, and the question is back.
    press(&again, "Sign out");
    assert_eq!(again.child_signed_in(), None);
    assert_eq!(read_token(&token_file), None);
    assert!(!token_file.exists());
    assert!(wait_for(&again, |a| labelled(a, "Who are you?") == 1));
    drop(again);

    // The server ended the session too: a token kept from it would be refused.
    let mut device = BufReader::new(TcpStream::connect(server.local_addr()).expect("server"));
    device
        .get_mut()
        .write_all(format!("session {token}\n").as_bytes())
        .expect("sent");
    let mut heard = String::new();
    device.read_line(&mut heard).expect("an answer");
    assert!(heard.starts_with("? "), "{heard}");
}

#[test]
fn wrong_pictures_get_a_gentle_word_and_the_right_ones_then_work() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    add_the_class(server.local_addr());
    let menu = menu_in(folder.path(), server.local_addr(), "en");
    to_the_pictures(&menu, "Blue", "Ama Mensah");

    tap(&menu, ["Sun", "Tree", "Star"]);
    let tries = CHILD_MISSES - 1;
    let expected = format!(
        "Not quite. Look at your card and try again! {tries} more tries, then a little rest."
    );
    assert!(wait_for(&menu, |a| word(a) == expected), "{}", word(&menu));
    assert_eq!(menu.child_signed_in(), None);
    assert!(!folder.path().join("child-token").exists());
    assert_eq!(
        signin(&menu).get_tapped().row_count(),
        0,
        "the taps cleared"
    );
    assert_eq!(signin(&menu).get_stage(), SigninStage::Pictures);

    // Positive control: her own pictures now.
    tap(&menu, ["Flower", "Tree", "Star"]);
    assert!(wait_for(&menu, |a| a.child_signed_in().is_some()));
    assert_eq!(menu.child_signed_in().as_deref(), Some("Ama Mensah"));
    assert!(read_token(&folder.path().join("child-token")).is_some());
}

#[test]
fn after_the_server_s_limit_the_sign_in_pauses_and_says_its_seconds() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    add_the_class(server.local_addr());
    let menu = menu_in(folder.path(), server.local_addr(), "en");
    to_the_pictures(&menu, "Blue", "Kofi Boateng");

    for miss in 1..CHILD_MISSES {
        tap(&menu, ["Cat", "Cat", "Cat"]);
        let tries = CHILD_MISSES - miss;
        assert!(
            wait_for(&menu, |a| word(a).contains(&format!(" {tries} more tr"))),
            "miss {miss}: {}",
            word(&menu)
        );
        assert!(!signin(&menu).get_waiting());
    }
    tap(&menu, ["Cat", "Cat", "Cat"]);
    assert!(
        wait_for(&menu, |a| word(a).starts_with("Time for a little rest!")),
        "{}",
        word(&menu)
    );
    assert_eq!(
        word(&menu),
        "Time for a little rest! Try again in 60 seconds."
    );
    // The pictures wait, and say so to a screen reader.
    assert!(signin(&menu).get_waiting());
    assert_eq!(button(&menu, "Sun").accessible_enabled(), Some(false));
    // Even his right pictures are not sent during the pause.
    tap(&menu, ["Apple", "Sun", "Fish"]);
    advance(Duration::from_millis(300));
    assert_eq!(signin(&menu).get_tapped().row_count(), 0);
    assert_eq!(menu.child_signed_in(), None);
    // The seconds count down.
    advance(Duration::from_secs(2));
    assert_eq!(
        word(&menu),
        "Time for a little rest! Try again in 58 seconds."
    );
    // The server pauses him, not the class: Zoé signs in meanwhile.
    press(&menu, "Back");
    press(&menu, "Back");
    assert!(wait_for(&menu, |a| choices(a) == ["Blue", "Green"]));
    press(&menu, "Green");
    assert!(wait_for(&menu, |a| choices(a) == ["Zoé Martin"]));
    press(&menu, "Zoé Martin");
    tap(&menu, ["Ball", "Boat", "Cat"]);
    assert!(wait_for(&menu, |a| a.child_signed_in().is_some()));
    assert_eq!(menu.child_signed_in().as_deref(), Some("Zoé Martin"));
}

#[test]
fn esc_closes_the_dialog_and_the_focus_goes_back_to_its_button() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    add_the_class(server.local_addr());
    let menu = menu_in(folder.path(), server.local_addr(), "en");
    let mut heard = Vec::new();
    let opener = loop {
        let now = tab(&menu, true);
        if now == "Who are you?" {
            break now;
        }
        assert!(heard.len() < 40, "no Who are you? in {heard:?}");
        heard.push(now);
    };
    key_and_settle(&menu, Key::Space);
    assert!(wait_for(&menu, |a| choices(a).len() == 2));
    settle(&menu);
    assert_eq!(focused(&menu), "Blue", "the first group has the focus");
    // The menu behind it is inert.
    assert_eq!(button(&menu, "Settings").accessible_enabled(), Some(false));
    key_and_settle(&menu, Key::Escape);
    assert_eq!(signin(&menu).get_stage(), SigninStage::Closed);
    assert_eq!(focused(&menu), opener, "back to the button that opened it");
    assert_eq!(button(&menu, "Settings").accessible_enabled(), Some(true));
    // Positive control: Space opens it again from there.
    key_and_settle(&menu, Key::Space);
    assert_eq!(signin(&menu).get_stage(), SigninStage::Groups);
}

#[test]
fn the_keyboard_picks_the_pictures_named_in_the_child_s_language() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let server = serve(data.path());
    add_the_class(server.local_addr());
    let menu = menu_in(folder.path(), server.local_addr(), "fi");
    let opener = loop {
        let now = tab(&menu, true);
        if now == "Kuka sinä olet?" {
            break now;
        }
    };
    key_and_settle(&menu, Key::Return);
    assert!(wait_for(&menu, |a| choices(a).len() == 2));
    settle(&menu);
    assert_eq!(focused(&menu), "Blue");
    key_and_settle(&menu, Key::Return);
    assert!(wait_for(&menu, |a| choices(a).len() == 2 && choices(a)[0] != "Blue"));
    settle(&menu);
    assert_eq!(focused(&menu), "Ama Mensah");
    key_and_settle(&menu, Key::Return);
    settle(&menu);
    // The first picture has the focus; the arrows move along the 3×3 grid.
    assert_eq!(focused(&menu), "Aurinko");
    key_and_settle(&menu, Key::DownArrow);
    assert_eq!(focused(&menu), "Kukka");
    key_and_settle(&menu, Key::Return);
    let tapped: Vec<i32> = signin(&menu).get_tapped().iter().collect();
    assert_eq!(tapped, [4]);
    key_and_settle(&menu, Key::UpArrow);
    key_and_settle(&menu, Key::RightArrow);
    assert_eq!(focused(&menu), "Puu");
    key_and_settle(&menu, " ");
    // Left of the first column there is nothing: the focus stays.
    key_and_settle(&menu, Key::LeftArrow);
    key_and_settle(&menu, Key::LeftArrow);
    assert_eq!(focused(&menu), "Aurinko");
    key_and_settle(&menu, Key::DownArrow);
    key_and_settle(&menu, Key::DownArrow);
    assert_eq!(focused(&menu), "Tähti");
    key_and_settle(&menu, Key::Return);
    assert!(wait_for(&menu, |a| a.child_signed_in().is_some()));
    assert_eq!(menu.child_signed_in().as_deref(), Some("Ama Mensah"));
    settle(&menu);
    // The dialog closed on her name; the focus is back where the question was, on Sign out.
    assert_eq!(signin(&menu).get_stage(), SigninStage::Closed);
    assert_ne!(opener, "");
    assert_eq!(focused(&menu), "Kirjaudu ulos");
}

/// Lays the window out at a netbook's, a small laptop's, a classroom screen's and a full-HD
/// size and says what does not fit.
fn misfits(activity: &Activity, what: &str, problems: &mut Vec<String>) {
    for (width, height) in [(800., 600.), (1024., 600.), (1280., 800.), (1920., 1080.)] {
        activity
            .window()
            .window()
            .set_size(slint::LogicalSize::new(width, height));
        advance(Duration::ZERO);
        settle(activity);
        let fit = ui_support::fit::fit(activity.window().window());
        let place = format!("{}, {width}×{height}, {what}", activity.language());
        if fit.measured < 5 {
            problems.push(format!("{place}: only {} texts measured", fit.measured));
        }
        for misfit in fit.misfits {
            problems.push(format!("{place}: {:?} {}", misfit.text, misfit.problem));
        }
    }
}

#[test]
fn the_sign_in_screen_and_the_name_fit_at_every_size_in_every_language() {
    use oware::activity::ui::SigninChoice;
    use oware::i18n::{Arg, Localizer, LANGUAGES};
    let localizer = Localizer::new();
    let mut problems = Vec::new();
    // The longest names the roster takes are 40 characters; a class has thirty children.
    let long_name = "Wolfeschlegelsteinhausen Aleksandrovska";
    let class: Vec<SigninChoice> = (0..30)
        .map(|id| SigninChoice {
            id,
            name: if id == 0 {
                long_name.into()
            } else {
                format!("Marija Petrovska {id}").into()
            },
        })
        .collect();
    for language in LANGUAGES {
        // No server answers at this address: the screen's properties are set here.
        let menu = start_with(ActivityOptions {
            language: Some(language.into()),
            home_menu: true,
            settings: Settings {
                server: Some("127.0.0.1:9".into()),
                ..Settings::default()
            },
            ..ActivityOptions::default()
        });
        let ui = signin(&menu);
        assert!(ui.get_available());
        misfits(&menu, "menu", &mut problems);
        ui.set_child_name(long_name.into());
        let said = localizer.text_with(
            language,
            "who-signed-in",
            &[("player", Arg::Str(long_name))],
        );
        ui.set_child_label(said.into());
        misfits(&menu, "signed in", &mut problems);
        ui.set_child_name("".into());
        ui.set_choices(slint::ModelRc::new(slint::VecModel::from(class.clone())));
        ui.set_heading(localizer.text(language, "who-title").into());
        ui.set_prompt(localizer.text(language, "who-tap-name").into());
        ui.set_stage(SigninStage::Children);
        misfits(&menu, "children", &mut problems);
        ui.set_stage(SigninStage::Pictures);
        ui.set_heading(long_name.into());
        ui.set_prompt(localizer.text(language, "who-tap-pictures").into());
        ui.set_tapped(slint::ModelRc::new(slint::VecModel::from(vec![4, 2])));
        let wrong = localizer.text_with(language, "who-wrong", &[("count", Arg::Num(4))]);
        ui.set_word(wrong.into());
        misfits(&menu, "wrong pictures", &mut problems);
        let paused = localizer.text_with(language, "who-paused", &[("count", Arg::Num(60))]);
        ui.set_word(paused.into());
        ui.set_waiting(true);
        misfits(&menu, "paused", &mut problems);
    }
    assert!(
        problems.is_empty(),
        "{} texts do not fit:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
