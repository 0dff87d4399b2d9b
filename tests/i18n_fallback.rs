//! What happens when a message is missing or broken: English steps in, and a child never sees
//! a raw message id.

use oware::i18n::{Arg, Localizer, MISSING_TEXT};

const EN: &str = "\
greeting = Hello!
only-english = Only in English
seeds =
    { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }
button = Help
    .tooltip = Read the rules.
named = Hi, { $name }!
";

const HR: &str = "\
greeting = Bok!
seeds =
    { $count ->
        [one] { $count } zrno
        [few] { $count } zrna
       *[other] { $count } zrna
    }
button = Pomoć
";

fn localizer() -> Localizer {
    Localizer::from_sources(&[("en", EN), ("hr", HR)])
}

#[test]
fn a_message_in_the_language_is_used() {
    let l = localizer();
    assert_eq!(l.text("hr", "greeting"), "Bok!");
    assert_eq!(l.count("hr", "seeds", 22), "22 zrna");
    assert_eq!(l.count("hr", "seeds", 21), "21 zrno");
}

#[test]
fn a_message_missing_in_one_language_comes_from_english() {
    let l = localizer();
    assert_eq!(l.text("hr", "only-english"), "Only in English");
    // Asking twice works the same (the warning is printed only once).
    assert_eq!(l.text("hr", "only-english"), "Only in English");
    assert_eq!(
        l.text_with("hr", "named", &[("name", Arg::Str("Ana"))]),
        "Hi, Ana!"
    );
    // An attribute missing in Croatian comes from English too.
    assert_eq!(l.attribute("hr", "button", "tooltip"), "Read the rules.");
    assert_eq!(l.attribute("en", "button", "tooltip"), "Read the rules.");
}

#[test]
fn a_message_missing_everywhere_is_empty_not_its_id() {
    let l = localizer();
    assert_eq!(MISSING_TEXT, "");
    for lang in ["en", "hr", "de", ""] {
        let text = l.text(lang, "no-such-message");
        assert_eq!(text, MISSING_TEXT);
        assert!(!text.contains("no-such-message"));
        assert_eq!(l.attribute(lang, "button", "no-such-attribute"), "");
        assert_eq!(l.count(lang, "no-such-count", 3), "");
    }
}

#[test]
fn an_unknown_or_regional_language_is_handled() {
    let l = localizer();
    assert_eq!(l.text("de", "greeting"), "Hello!");
    assert_eq!(l.text("hr-HR", "greeting"), "Bok!");
    assert_eq!(l.text("hr_HR.UTF-8", "greeting"), "Bok!");
    assert_eq!(l.text("", "greeting"), "Hello!");
}

#[test]
fn a_broken_resource_still_loads_its_good_messages() {
    let broken = "\
good-one = Fine
broken = { $oops
good-two = Also fine
";
    let l = Localizer::from_sources(&[("en", EN), ("fi", broken)]);
    assert_eq!(l.text("fi", "good-one"), "Fine");
    assert_eq!(l.text("fi", "good-two"), "Also fine");
    assert_eq!(l.text("fi", "broken"), "");
    assert_eq!(l.text("fi", "greeting"), "Hello!");
    // Even a language tag that is not a tag, or no English at all, does not panic.
    let odd = Localizer::from_sources(&[("!!", "x = Y\n"), ("hr", "")]);
    assert_eq!(odd.text("!!", "x"), "Y");
    assert_eq!(odd.text("hr", "x"), "");
    let empty = Localizer::from_sources(&[]);
    assert_eq!(empty.text("en", "x"), "");
}

#[test]
fn a_missing_argument_does_not_show_braces_to_a_child_silently() {
    // Fluent writes "{$name}" for a missing argument; the code must pass it. This documents
    // the behaviour so that tests elsewhere can catch a forgotten argument.
    let l = localizer();
    assert_eq!(l.text("en", "named"), "Hi, {$name}!");
}

#[test]
fn no_isolation_marks() {
    let l = localizer();
    let text = l.text_with("en", "named", &[("name", Arg::Str("Ana"))]);
    assert!(!text.contains('\u{2068}') && !text.contains('\u{2069}'));
    let real = Localizer::new();
    let text = real.text_with("en", "turn-player", &[("player", Arg::Str("Ana"))]);
    assert_eq!(text, "Ana, your turn!");
}
