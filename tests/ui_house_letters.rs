//! Each language names the houses with its own letters: a Macedonian board reads А Б В …
//! and ј к л …, on the houses, in what a screen reader says and in the sentences about
//! moves, while the number keys still play the child's houses. English, the control, keeps
//! the protocol's A–F and a–f.

mod ui_support;

use std::time::Duration;

use oware::activity::Activity;
use oware::i18n::{Arg, Localizer};
use oware::rules::{house_letter, GameKind, Side};
use slint::ComponentHandle;
use ui_support::a11y;
use ui_support::*;

/// The letters drawn on the houses, South's row then North's, in sowing order.
fn letters_drawn(activity: &Activity) -> Vec<String> {
    houses_shown(activity)
        .iter()
        .map(|house| house.letter.to_string())
        .collect()
}

/// The accessible names of the houses (those that name a house and its seeds), in the
/// order of the tree.
fn house_names(activity: &Activity, house: &str, seed: &str) -> Vec<String> {
    a11y::nodes(activity.window().window())
        .into_iter()
        .map(|node| node.label)
        .filter(|label| label.contains(house) && label.contains(seed))
        .collect()
}

/// Plays South's third house with its number key, lets Tux answer, and returns the house
/// Tux played.
/// Plays the child's third house by its key and waits for Tux's answer to be replayed:
/// Tux's house, and every announcement heard on the way (they follow the replay's steps).
fn play_third_house_by_key(activity: &Activity) -> (usize, Vec<String>) {
    key_and_settle(activity, "3");
    let heard = std::cell::RefCell::new(Vec::<String>::new());
    assert!(wait_until(activity, |a| {
        let now = announcement(a);
        if heard.borrow().last() != Some(&now) {
            heard.borrow_mut().push(now);
        }
        a.sitting().game().move_count() >= 2 && !animating(a)
    }));
    let sitting = activity.sitting();
    let moves: Vec<usize> = sitting.game().moves().map(|report| report.origin).collect();
    assert_eq!(moves[0], 2, "the key 3 played the child's third house");
    (moves[1], heard.into_inner())
}

#[test]
fn a_macedonian_board_writes_and_says_cyrillic_letters() {
    let localizer = Localizer::new();
    let activity = start_in("mk", settings_against_tux(1));
    assert_eq!(activity.language(), "mk");
    assert_eq!(
        letters_drawn(&activity).join(" "),
        "А Б В Г Д Ѓ ј к л м н п"
    );
    // The screen reader hears the same letters: the child's В, Tux's л.
    let names = house_names(&activity, "уќа", "сем");
    assert_eq!(names.len(), 12, "{names:?}");
    assert!(
        names.iter().any(|name| name.starts_with("Твојата куќа В,")),
        "{names:?}"
    );
    assert!(
        names
            .iter()
            .any(|name| name.starts_with("Куќата л на Тукс,")),
        "{names:?}"
    );
    for name in &names {
        assert!(
            !name.chars().any(|c| c.is_ascii_alphabetic()),
            "a Latin letter in {name:?}"
        );
    }

    // The number keys still play the child's houses; Tux's move is named in Cyrillic.
    let (tux, heard) = play_third_house_by_key(&activity);
    assert_eq!(GameKind::Oware.layout().owner(tux), Side::North);
    let cyrillic = localizer.house_letter("mk", GameKind::Oware.layout(), tux);
    let latin = house_letter(GameKind::Oware.layout(), tux).to_string();
    assert_ne!(cyrillic, latin);
    let said = localizer.text_with("mk", "move-tux-played", &[("house", Arg::Str(&cyrillic))]);
    assert!(said.contains(&format!("куќата {cyrillic}")), "{said}");
    assert!(
        message(&activity).starts_with(&said),
        "{}",
        message(&activity)
    );
    assert!(
        heard.iter().any(|announced| announced.starts_with(&said)),
        "{heard:?}"
    );
    assert!(
        !message(&activity).chars().any(|c| c.is_ascii_alphabetic()),
        "{}",
        message(&activity)
    );
}

#[test]
fn an_english_board_keeps_the_latin_letters() {
    let localizer = Localizer::new();
    let activity = start_in("en", settings_against_tux(1));
    assert_eq!(
        letters_drawn(&activity).join(" "),
        "A B C D E F a b c d e f"
    );
    let names = house_names(&activity, "house ", " seed");
    assert_eq!(names.len(), 12, "{names:?}");
    assert!(names.iter().any(|name| name.starts_with("Your house C,")));
    let (tux, heard) = play_third_house_by_key(&activity);
    let latin = house_letter(GameKind::Oware.layout(), tux).to_string();
    assert_eq!(
        localizer.house_letter("en", GameKind::Oware.layout(), tux),
        latin
    );
    assert!(
        message(&activity).starts_with(&format!("Tux played house {latin}.")),
        "{}",
        message(&activity)
    );
    assert!(
        heard
            .iter()
            .any(|announced| announced.starts_with(&format!("Tux played house {latin}."))),
        "{heard:?}"
    );
}

#[test]
fn switching_to_macedonian_renames_the_houses_at_once() {
    let activity = start_in("en", settings_against_tux(1));
    assert_eq!(letters_drawn(&activity)[0], "A");
    press(&activity, "Language");
    advance(Duration::from_millis(50));
    press(&activity, "Македонски");
    advance(Duration::from_millis(50));
    assert_eq!(activity.language(), "mk");
    assert_eq!(
        letters_drawn(&activity).join(" "),
        "А Б В Г Д Ѓ ј к л м н п"
    );
    // Togyz Kumalak's nine houses a row reach И and т.
    let togyz = start_with(oware::activity::ActivityOptions {
        language: Some("mk".into()),
        game: Some(GameKind::TogyzKumalak),
        settings: settings_against_tux(1),
        ..oware::activity::ActivityOptions::default()
    });
    assert_eq!(
        letters_drawn(&togyz).join(" "),
        "А Б В Г Д Ѓ Е Ж И ј к л м н п р с т"
    );
}
