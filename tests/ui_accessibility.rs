//! A child with a screen reader, or with the keyboard alone, plays a whole game: what is
//! announced, where the keyboard focus goes, what each node says about itself, and that
//! nothing behind a dialog can be played.

mod ui_support;

use std::time::Duration;

use i_slint_backend_testing::{AccessibleLiveness, ElementHandle};
use oware::activity::{Activity, ActivityOptions};
use oware::i18n::{Arg, Localizer, LANGUAGES};
use oware::rules::abapa::{Position, Variant};
use oware::rules::{GameKind, Side};
use oware::settings::{Mode, Settings};
use slint::platform::Key;
use slint::{ComponentHandle, Model};
use ui_support::a11y::{self, Node};
use ui_support::*;

fn english(id: &str, args: &[(&str, Arg)]) -> String {
    Localizer::new().text_with("en", id, args)
}

fn window(activity: &Activity) -> &slint::Window {
    activity.window().window()
}

/// North (Tux) to move: e's two seeds and f's one both end in A, which then holds 2.
fn tux_captures_in_a() -> Position {
    let houses = [1, 4, 4, 4, 4, 4, 0, 0, 0, 0, 2, 1];
    Position::from_parts(Variant::ABAPA, &houses, [12, 12], Side::North).expect("48 seeds")
}

/// South to move; A's six seeds end in a, which then holds 2: 23 + 2 wins.
fn one_capture_from_winning() -> Position {
    let houses = [6, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 1];
    Position::from_parts(Variant::ABAPA, &houses, [23, 15], Side::South).expect("48 seeds")
}

fn tux_has_moved(activity: &Activity, moves: usize) -> bool {
    wait_until(activity, |a| {
        a.sitting().game().move_count() >= moves && !animating(a)
    })
}

/// Every announcement made until `moves` moves are played and at rest, in order, each once
/// (a screen reader hears the line when it changes).
fn heard_until_moved(activity: &Activity, moves: usize) -> Vec<String> {
    let mut heard: Vec<String> = vec![announcement(activity)];
    let done = wait_until(activity, |a| {
        let said = announcement(a);
        if heard.last() != Some(&said) {
            heard.push(said);
        }
        a.sitting().game().move_count() >= moves && !animating(a)
    });
    assert!(done, "the moves were played: {heard:?}");
    heard
}

#[test]
fn the_message_line_is_a_live_region_that_names_every_move_and_the_turn() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let line = ElementHandle::find_by_element_id(activity.window(), "ActivityWindow::message-text")
        .next()
        .expect("the message line");
    assert_eq!(
        line.accessible_live_region(),
        Some(AccessibleLiveness::Polite)
    );
    // It is the only live region: two at once would cut each other off.
    let live: Vec<Node> = a11y::nodes(window(&activity))
        .into_iter()
        .filter(|node| !node.live.is_empty() && node.live != "off")
        .collect();
    assert_eq!(live.len(), 1, "{live:?}");
    assert_eq!(announcement(&activity), "Your turn!");

    click(&activity, 'C');
    assert_eq!(
        announcement(&activity),
        "You played house C.",
        "said as the replay starts"
    );
    // Each sentence as the replay reaches it: the turn once the seeds rest.
    let heard = heard_until_moved(&activity, 2);
    let tux_house = activity
        .sitting()
        .game()
        .last_move()
        .expect("Tux moved")
        .origin;
    let letter = oware::rules::house_letter(GameKind::Oware.layout(), tux_house);
    assert_eq!(heard[..2], ["You played house C.", "Tux is thinking…"]);
    assert_eq!(heard[2], format!("Tux played house {letter}."), "{heard:?}");
    assert_eq!(heard.last().map(String::as_str), Some("Your turn!"));
}

#[test]
fn when_tux_captures_the_house_it_played_is_said_and_shown() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    activity.load_position(tux_captures_in_a());
    let heard = heard_until_moved(&activity, 1);
    let house = activity
        .sitting()
        .game()
        .last_move()
        .expect("Tux moved")
        .origin;
    let letter = oware::rules::house_letter(GameKind::Oware.layout(), house).to_string();
    let played = english("move-tux-played", &[("house", Arg::Str(&letter))]);
    let captured = english("captured-tux", &[("count", Arg::Num(2))]);
    assert_eq!(message(&activity), format!("{played} {captured}"));
    // The house as the seeds are lifted, the capture as it is shown, then the turn.
    assert_eq!(
        heard,
        [
            "Tux is thinking…",
            played.as_str(),
            captured.as_str(),
            "Your turn!"
        ]
        .map(String::from)
    );
}

#[test]
fn a_refusal_says_why_and_is_heard_again_when_repeated() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    click(&activity, 'b');
    let why = english("illegal-not-your-house", &[]);
    assert_eq!(announcement(&activity), why);
    let first = shown_text(&activity, "ActivityWindow::message-text");
    click(&activity, 'b');
    let second = shown_text(&activity, "ActivityWindow::message-text");
    assert_eq!(announcement(&activity), why);
    assert_ne!(
        first, second,
        "a live region speaks only when its name changes"
    );
}

#[test]
fn the_hint_is_announced() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    press(&activity, "Hint");
    assert!(wait_until(&activity, |a| announcement(a).starts_with("Try your house")));
}

#[test]
fn every_game_names_each_move_and_whose_turn_it_is() {
    for kind in GameKind::ALL {
        let activity = start_with(ActivityOptions {
            game: Some(kind),
            settings: Settings {
                mode: Mode::TwoPlayers,
                ..Settings::default()
            },
            ..ActivityOptions::default()
        });
        assert_eq!(announcement(&activity), "Player 1, your turn!", "{kind}");
        // The focus lands on the first house that can be played.
        assert!(
            focused(&activity).starts_with("Player 1's house A,"),
            "{kind}"
        );
        key_and_settle(&activity, Key::Return);
        let said = announcement(&activity);
        assert_eq!(said, "Player 1 played house A.", "{kind}");
        finish_animation(&activity);
        let said = announcement(&activity);
        assert!(said.ends_with("your turn!"), "{kind}: {said}");
    }
}

#[test]
fn the_end_of_the_game_is_announced_with_the_score_and_why() {
    let activity = start(settings_against_tux(2), Duration::from_millis(20));
    activity.load_position(one_capture_from_winning());
    click(&activity, 'A');
    assert_eq!(announcement(&activity), "You played house A.");
    finish_animation(&activity);
    // The end itself is said by its dialog, once: not in the announcement too, which
    // keeps the capture it said last.
    assert_eq!(announcement(&activity), "You captured 2 seeds!");
    // The end of the game is a dialog: a group named by its title, with the score and why
    // the game ended inside it (a screen reader reads them as the focus goes in), the focus
    // on what comes next; Esc does not close it, since there is no game behind it to go
    // back to.
    let dialog = a11y::node_labelled(window(&activity), "You win! Well played!");
    assert_eq!(dialog.role, i_slint_core::items::AccessibleRole::Groupbox);
    for text in [
        "Score: 25 – 15",
        "One player captured more than half of the seeds.",
    ] {
        let node = a11y::node_labelled(window(&activity), text);
        assert_eq!(node.ancestors.first(), Some(&dialog.label), "{text}");
    }
    assert_eq!(focused(&activity), "Next level");
    key_and_settle(&activity, Key::Escape);
    assert!(activity
        .window()
        .global::<oware::activity::ui::EndAdapter>()
        .get_game_over());
    assert_eq!(focused(&activity), "Next level");
    key_and_settle(&activity, Key::Return);
    assert_eq!(activity.sitting().level(), 3, "Enter chose the next level");
    assert!(!activity.sitting().game().is_over());
    assert_ne!(focused(&activity), "(nothing)", "the focus is not lost");
}

#[test]
fn tab_goes_through_the_playable_houses_then_the_bar() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    // The focus starts on the first house that can be played.
    let mut heard = vec![focused(&activity)];
    for _ in 0..19 {
        heard.push(tab(&activity, true));
    }
    let houses: Vec<String> = "ABCDEF"
        .chars()
        .map(|letter| format!("Your house {letter}, 4 seeds, can be played"))
        .collect();
    let bar = [
        "Help",
        "Lessons",
        "Puzzles",
        "Chapters",
        "Hint",
        "Undo",
        "Easier",
        "Harder",
        "New game",
        "Against Tux",
        "Language",
        "Home",
        // The loudspeaker at the top corner: the first in the window's reading order, so
        // the last before the houses again.
        "Sound",
    ];
    let expected: Vec<String> = houses
        .iter()
        .cloned()
        .chain(bar.iter().map(|label| label.to_string()))
        .chain(houses.iter().take(1).cloned())
        .collect();
    assert_eq!(heard, expected);
    assert_eq!(tab(&activity, true), houses[1]);
    assert_eq!(tab(&activity, false), houses[0], "Shift+Tab goes back");
    assert_eq!(tab(&activity, false), "Sound");
    assert_eq!(tab(&activity, false), "Home");
    assert_eq!(tab(&activity, false), "Language");
}

#[test]
fn the_arrow_keys_reach_every_house_and_enter_plays_the_one_with_the_focus() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    assert_eq!(focused(&activity), "Your house A, 4 seeds, can be played");
    key_and_settle(&activity, Key::RightArrow);
    assert_eq!(focused(&activity), "Your house B, 4 seeds, can be played");
    // Up: Tux's row, drawn from its last house, so above B is e.
    key_and_settle(&activity, Key::UpArrow);
    assert_eq!(
        focused(&activity),
        "Tux's house e, 4 seeds, cannot be played"
    );
    key_and_settle(&activity, Key::Return);
    assert_eq!(
        announcement(&activity),
        english("illegal-not-your-house", &[])
    );
    key_and_settle(&activity, Key::End);
    assert_eq!(
        focused(&activity),
        "Tux's house a, 4 seeds, cannot be played"
    );
    key_and_settle(&activity, Key::DownArrow);
    assert_eq!(focused(&activity), "Your house F, 4 seeds, can be played");
    key_and_settle(&activity, Key::Home);
    key_and_settle(&activity, Key::RightArrow);
    key_and_settle(&activity, Key::Space);
    assert_eq!(announcement(&activity), "You played house B.");
    // The house keeps the focus, and says it cannot be played now.
    assert_eq!(
        focused(&activity),
        "Your house B, 0 seeds, cannot be played"
    );
}

#[test]
fn any_key_hurries_a_replay_but_tab_only_moves_the_focus() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    click(&activity, 'A');
    assert!(animating(&activity));
    // No house can be played during the replay: Tab goes on to the buttons.
    assert_eq!(tab(&activity, true), "Help");
    assert!(animating(&activity), "Tab lets the replay run");
    key(&activity, "x");
    assert!(!animating(&activity), "another key hurries it along");
    assert_eq!(focused(&activity), "Help");
}

#[test]
fn a_house_that_cannot_be_played_says_so_and_offers_no_action() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let houses = a11y::houses(window(&activity));
    assert_eq!(houses.len(), 12, "one node per house: {houses:?}");
    for house in &houses {
        let playable = house.label.ends_with(", can be played");
        assert_eq!(house.enabled, playable, "{house:?}");
        assert_eq!(house.clickable, playable, "{house:?}");
        assert_eq!(house.descendants, 0, "its letter and count are in its name");
    }
    assert_eq!(
        houses.iter().filter(|house| house.clickable).count(),
        6,
        "the child's six houses"
    );
    // During Tux's turn no house can be played.
    click(&activity, 'A');
    finish_animation(&activity);
    assert!(a11y::houses(window(&activity))
        .iter()
        .all(|house| !house.clickable && !house.enabled));
}

#[test]
fn disabled_buttons_report_disabled() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    assert_eq!(button(&activity, "Undo").accessible_enabled(), Some(false));
    assert_eq!(
        button(&activity, "Easier").accessible_enabled(),
        Some(false)
    );
    assert_eq!(button(&activity, "Harder").accessible_enabled(), Some(true));
    // A disabled button does nothing through its action either.
    button(&activity, "Easier").invoke_accessible_default_action();
    assert_eq!(activity.sitting().level(), 1);
    click(&activity, 'A');
    assert!(tux_has_moved(&activity, 2));
    assert_eq!(button(&activity, "Undo").accessible_enabled(), Some(true));
}

#[test]
fn help_is_a_dialog_the_focus_goes_into_and_nothing_behind_it_can_be_played() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    assert_eq!(focused(&activity), "Your house A, 4 seeds, can be played");
    key_and_settle(&activity, Key::F1);
    let rules = english("oware-help-rules", &oware_numbers());
    let title = english("oware-help-title", &[]);
    // The focus is on the dialog, which a screen reader reads with the rules inside it.
    assert_eq!(focused(&activity), title, "the dialog takes the focus");
    let dialog = a11y::node_labelled(window(&activity), &title);
    assert_eq!(dialog.role, i_slint_core::items::AccessibleRole::Groupbox);
    let text = a11y::node_labelled(window(&activity), &rules);
    assert_eq!(text.role, i_slint_core::items::AccessibleRole::Text);
    assert_eq!(
        text.ancestors.first(),
        Some(&title),
        "the rules are in the dialog"
    );

    // Behind it every house and button is out of reach.
    for node in a11y::nodes(window(&activity)) {
        if node.ancestors.contains(&dialog.label) || node.label == dialog.label {
            continue;
        }
        if node.role == i_slint_core::items::AccessibleRole::Button {
            assert!(!node.enabled, "{node:?}");
        }
        if node.label.contains(" house ") {
            assert!(!node.clickable, "{node:?}");
        }
    }
    // Every way of playing house A is refused: its action (a screen reader may act on an
    // older tree, where it was still offered), a click, a key.
    let faces = ElementHandle::find_by_element_id(activity.window(), "House::face").count();
    assert_eq!(faces, 12, "one element per house");
    for face in ElementHandle::find_by_element_id(activity.window(), "House::face") {
        face.invoke_accessible_default_action();
    }
    click(&activity, 'A');
    key_and_settle(&activity, "1");
    advance(Duration::from_secs(3));
    assert_eq!(
        activity.sitting().game().move_count(),
        0,
        "nothing was played"
    );
    assert_eq!(board(&activity), vec![4; 12]);

    // Tab stays in the dialog.
    assert_eq!(tab(&activity, true), "Close");
    assert_eq!(tab(&activity, true), title);
    assert_eq!(tab(&activity, false), "Close");
    // Esc closes it and the focus goes back to house A.
    key_and_settle(&activity, Key::Escape);
    assert!(!activity.window().get_help_open());
    assert_eq!(focused(&activity), "Your house A, 4 seeds, can be played");
    assert!(button(&activity, "Undo").accessible_enabled() == Some(false));
    assert_eq!(button(&activity, "Hint").accessible_enabled(), Some(true));
}

#[test]
fn the_language_dialog_takes_the_focus_and_gives_it_back_to_its_button() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let language = loop {
        let heard = tab(&activity, true);
        if heard == "Language" {
            break heard;
        }
    };
    key_and_settle(&activity, Key::Space);
    assert!(activity.window().get_languages_open());
    assert_eq!(focused(&activity), "English", "the language in use");
    assert_eq!(tab(&activity, true), "Hrvatski");
    key_and_settle(&activity, Key::Escape);
    assert!(!activity.window().get_languages_open());
    assert_eq!(focused(&activity), language);
    // Choosing one closes it too, and the focus comes back to the button, in Finnish.
    key_and_settle(&activity, Key::Return);
    assert_eq!(focused(&activity), "English");
    assert_eq!(tab(&activity, true), "Hrvatski");
    assert_eq!(tab(&activity, true), "Suomi");
    key_and_settle(&activity, Key::Return);
    assert_eq!(activity.language(), "fi");
    assert_eq!(
        focused(&activity),
        Localizer::new().text("fi", "bar-language")
    );
}

#[test]
fn the_home_menu_and_its_settings_work_from_the_keyboard() {
    let activity = start_menu("en");
    // Each card, then its lessons, its puzzles and its chapters.
    let chapters: Vec<String> = activity
        .window()
        .global::<oware::activity::ui::ChaptersAdapter>()
        .get_card_labels()
        .iter()
        .map(|label| label.to_string())
        .collect();
    let puzzles: Vec<String> = activity
        .window()
        .global::<oware::activity::ui::PuzzlesAdapter>()
        .get_card_labels()
        .iter()
        .map(|label| label.to_string())
        .collect();
    let cards: Vec<String> = activity
        .window()
        .global::<oware::activity::ui::MenuAdapter>()
        .get_cards()
        .iter()
        .zip(puzzles)
        .zip(chapters)
        .flat_map(|((card, puzzles), chapters)| {
            [
                card.label.to_string(),
                card.lessons_label.to_string(),
                puzzles,
                chapters,
            ]
        })
        .collect();
    let mut heard = Vec::new();
    for _ in 0..19 {
        heard.push(tab(&activity, true));
    }
    assert_eq!(cards[2], "Puzzles of Oware: your rating is 1500");
    assert_eq!(cards[1], "Lessons of Oware: 0 of 8 done");
    assert_eq!(cards[3], "Chapters of Oware: you have 0 stars");
    let mut expected = cards.clone();
    expected.extend(["Settings", "Language", "Quit"].map(String::from));
    assert_eq!(heard, expected);
    assert_eq!(tab(&activity, false), "Language");
    assert_eq!(tab(&activity, false), "Settings");

    // Settings: the focus goes to Oware's seeds, in a group named by the game.
    key_and_settle(&activity, Key::Return);
    assert!(activity.window().get_settings_open());
    let four = english("menu-seeds-choice", &[("count", Arg::Num(4))]);
    assert_eq!(focused(&activity), four);
    let chosen = a11y::nodes(window(&activity))
        .into_iter()
        .find(|node| node.label == four)
        .expect("Oware's four seeds");
    assert_eq!(chosen.ancestors[0], english("oware-title", &[]));
    // Space chooses; the choices are rebuilt, and the focus stays on the one chosen.
    let five = english("menu-seeds-choice", &[("count", Arg::Num(5))]);
    assert_eq!(tab(&activity, true), five);
    key_and_settle(&activity, Key::Space);
    assert_eq!(activity.settings().seeds_for(GameKind::Oware), 5);
    assert_eq!(focused(&activity), five);
    // Nothing behind it can be opened.
    assert!(a11y::nodes(window(&activity))
        .iter()
        .filter(|node| cards.contains(&node.label))
        .all(|card| !card.enabled));
    key_and_settle(&activity, Key::Escape);
    assert!(!activity.window().get_settings_open());
    assert_eq!(focused(&activity), "Settings");

    // Back to Kalah's card, and Enter opens it.
    for _ in 0..12 {
        key_and_settle(&activity, Key::Backtab);
    }
    assert_eq!(focused(&activity), cards[4]);
    key_and_settle(&activity, Key::Return);
    assert!(!activity.shows_menu());
    assert_eq!(activity.sitting().ruleset().kind(), GameKind::Kalah);
    assert!(
        focused(&activity).starts_with("Your house A,"),
        "the new game starts on its first house"
    );
}

/// The nodes a screen reader gets in this state: none without a name, and no button or
/// house repeating its own texts as nodes of their own.
fn check_names(activity: &Activity, what: &str, problems: &mut Vec<String>) {
    advance(Duration::ZERO);
    for node in a11y::nodes(window(activity)) {
        if node.label.trim().is_empty() {
            problems.push(format!("{what}: a node without a name: {node:?}"));
        }
        if node.role == i_slint_core::items::AccessibleRole::Button && node.descendants > 0 {
            problems.push(format!("{what}: a button with nodes inside: {node:?}"));
        }
        if node.ancestors.first() == Some(&node.label) {
            problems.push(format!("{what}: repeats its group's name: {node:?}"));
        }
    }
}

#[test]
fn no_node_is_nameless_and_no_text_repeats_its_button() {
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let menu = start_menu(language);
        check_names(&menu, "menu", &mut problems);
        menu.window().set_settings_open(true);
        check_names(&menu, "settings", &mut problems);
        menu.window().set_settings_open(false);
        menu.window().set_languages_open(true);
        check_names(&menu, "languages", &mut problems);
        for kind in GameKind::ALL {
            for mode in [Mode::AgainstTux, Mode::TwoPlayers] {
                let activity = start_with(ActivityOptions {
                    language: Some(language.into()),
                    game: Some(kind),
                    settings: Settings {
                        mode,
                        ..Settings::default()
                    },
                    ..ActivityOptions::default()
                });
                check_names(&activity, kind.id(), &mut problems);
                activity.window().set_help_open(true);
                check_names(&activity, "help", &mut problems);
            }
        }
        let ended = start_in(language, settings_against_tux(2));
        ended.load_position(one_capture_from_winning());
        ended.play(0).expect("A is legal");
        finish_animation(&ended);
        check_names(&ended, "end", &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn who_plays_is_a_dialog_the_focus_goes_into_and_esc_closes() {
    let activity = start(settings_against_tux(1), Duration::from_millis(20));
    let players = loop {
        let heard = tab(&activity, true);
        if heard == "Against Tux" {
            break heard;
        }
    };
    key_and_settle(&activity, Key::Space);
    assert_eq!(
        focused(&activity),
        "Against Tux",
        "the first choice of the dialog"
    );
    assert_eq!(tab(&activity, true), "Two players here");
    // The board behind it cannot be played while it is open.
    click(&activity, 'A');
    assert_eq!(activity.sitting().game().move_count(), 0);
    key_and_settle(&activity, Key::Escape);
    assert_eq!(focused(&activity), players, "back to the players button");
    click(&activity, 'A');
    assert_eq!(activity.sitting().game().move_count(), 1);
}
