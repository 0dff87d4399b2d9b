//! Plural forms in each language, checked against the real grammar with explicit strings.
//! This also proves that fluent-bundle's built-in plural rules give each language its
//! categories: Croatian one/few/other, Macedonian one/other (21 is "one", 11 is not),
//! Finnish and English one/other, French "one" for 0 and 1.

use oware::i18n::{Arg, Localizer};

const COUNTS: [i64; 12] = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101];

fn check(lang: &str, id: &str, expected: [&str; 12]) {
    let l = Localizer::new();
    for (count, want) in COUNTS.iter().zip(expected) {
        assert_eq!(l.count(lang, id, *count), want, "{lang} {id} with {count}");
    }
}

#[test]
fn english() {
    check(
        "en",
        "captured-you",
        [
            "You captured 0 seeds!",
            "You captured 1 seed!",
            "You captured 2 seeds!",
            "You captured 3 seeds!",
            "You captured 4 seeds!",
            "You captured 5 seeds!",
            "You captured 11 seeds!",
            "You captured 12 seeds!",
            "You captured 21 seeds!",
            "You captured 22 seeds!",
            "You captured 25 seeds!",
            "You captured 101 seeds!",
        ],
    );
}

#[test]
fn croatian_has_one_few_and_other() {
    // The adjective shows all three forms.
    check(
        "hr",
        "store-you",
        [
            "Imaš 0 osvojenih zrna",
            "Imaš 1 osvojeno zrno",
            "Imaš 2 osvojena zrna",
            "Imaš 3 osvojena zrna",
            "Imaš 4 osvojena zrna",
            "Imaš 5 osvojenih zrna",
            "Imaš 11 osvojenih zrna",
            "Imaš 12 osvojenih zrna",
            "Imaš 21 osvojeno zrno",
            "Imaš 22 osvojena zrna",
            "Imaš 25 osvojenih zrna",
            "Imaš 101 osvojeno zrno",
        ],
    );
    let l = Localizer::new();
    assert_eq!(l.count("hr", "store-tux", 14), "Tux ima 14 osvojenih zrna");
    assert_eq!(l.count("hr", "store-tux", 24), "Tux ima 24 osvojena zrna");
}

#[test]
fn finnish() {
    check(
        "fi",
        "captured-tux",
        [
            "Tux kaappasi 0 siementä.",
            "Tux kaappasi 1 siemenen.",
            "Tux kaappasi 2 siementä.",
            "Tux kaappasi 3 siementä.",
            "Tux kaappasi 4 siementä.",
            "Tux kaappasi 5 siementä.",
            "Tux kaappasi 11 siementä.",
            "Tux kaappasi 12 siementä.",
            "Tux kaappasi 21 siementä.",
            "Tux kaappasi 22 siementä.",
            "Tux kaappasi 25 siementä.",
            "Tux kaappasi 101 siementä.",
        ],
    );
}

#[test]
fn french_one_covers_zero_and_one() {
    check(
        "fr",
        "store-you",
        [
            "Tu as 0 graine capturée",
            "Tu as 1 graine capturée",
            "Tu as 2 graines capturées",
            "Tu as 3 graines capturées",
            "Tu as 4 graines capturées",
            "Tu as 5 graines capturées",
            "Tu as 11 graines capturées",
            "Tu as 12 graines capturées",
            "Tu as 21 graines capturées",
            "Tu as 22 graines capturées",
            "Tu as 25 graines capturées",
            "Tu as 101 graines capturées",
        ],
    );
}

#[test]
fn macedonian_one_is_21_but_not_11() {
    let l = Localizer::new();
    assert_eq!(l.count("mk", "captured-you", 111), "Ти фати 111 семиња!");
    assert_eq!(l.count("mk", "captured-you", 31), "Ти фати 31 семе!");
    assert_eq!(l.count("mk", "store-you", 21), "Имаш 21 фатено семе");
    assert_eq!(l.count("mk", "store-you", 11), "Имаш 11 фатени семиња");
}

#[test]
fn plurals_inside_sentences_with_other_arguments() {
    let l = Localizer::new();
    let args = |count: i64| [("house", Arg::Str("B")), ("count", Arg::Num(count))];
    assert_eq!(
        l.text_with("hr", "house-feeding", &args(3)),
        "Kućica B, 3 zrna, daje zrna drugom redu"
    );
    assert_eq!(
        l.text_with("hr", "house-feeding", &args(1)),
        "Kućica B, 1 zrno, daje zrna drugom redu"
    );
    assert_eq!(
        l.text_with("fi", "house-playable", &args(1)),
        "Talo B, 1 siemen, voit pelata sen"
    );
    assert_eq!(
        l.text_with("fr", "house-blocked", &args(0)),
        "Maison B, 0 graine"
    );
    assert_eq!(
        l.text_with("mk", "house-blocked", &args(21)),
        "Куќа B, 21 семе"
    );
    let player = |count: i64| [("player", Arg::Str("Ana")), ("count", Arg::Num(count))];
    assert_eq!(
        l.text_with("en", "captured-player", &player(2)),
        "Ana captured 2 seeds!"
    );
    assert_eq!(
        l.text_with("hr", "captured-player", &player(2)),
        "Ana osvaja 2 zrna!"
    );
    assert_eq!(
        l.text_with("fr", "captured-player", &player(3)),
        "Ana a capturé 3 graines\u{a0}!"
    );
    assert_eq!(
        l.text_with("mk", "captured-player", &player(1)),
        "Ana фати 1 семе!"
    );
}
