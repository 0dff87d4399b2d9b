//! Plural forms in each language, checked against the real grammar with explicit strings.
//! This also proves that fluent-bundle's built-in plural rules give each language its
//! categories: Croatian one/few/other, Macedonian one/other (21 is "one", 11 is not),
//! Finnish and English one/other, French "one" for 0 and 1.

use oware::i18n::testing::MESSAGE_IDS;
use oware::i18n::{Arg, Localizer, LANGUAGES};

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
    // The verb shows all three forms: "je" for one and other, "su" for few.
    check(
        "hr",
        "store-you",
        [
            "U tvom spremištu je 0 zrna",
            "U tvom spremištu je 1 zrno",
            "U tvom spremištu su 2 zrna",
            "U tvom spremištu su 3 zrna",
            "U tvom spremištu su 4 zrna",
            "U tvom spremištu je 5 zrna",
            "U tvom spremištu je 11 zrna",
            "U tvom spremištu je 12 zrna",
            "U tvom spremištu je 21 zrno",
            "U tvom spremištu su 22 zrna",
            "U tvom spremištu je 25 zrna",
            "U tvom spremištu je 101 zrno",
        ],
    );
    let l = Localizer::new();
    assert_eq!(
        l.count("hr", "store-tux", 14),
        "U Tuxovu spremištu je 14 zrna"
    );
    assert_eq!(
        l.count("hr", "store-tux", 24),
        "U Tuxovu spremištu su 24 zrna"
    );
    assert_eq!(
        l.count("hr", "menu-seeds-choice", 4),
        "4 zrna u svakoj kućici"
    );
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
            "Ton grenier contient 0 graine",
            "Ton grenier contient 1 graine",
            "Ton grenier contient 2 graines",
            "Ton grenier contient 3 graines",
            "Ton grenier contient 4 graines",
            "Ton grenier contient 5 graines",
            "Ton grenier contient 11 graines",
            "Ton grenier contient 12 graines",
            "Ton grenier contient 21 graines",
            "Ton grenier contient 22 graines",
            "Ton grenier contient 25 graines",
            "Ton grenier contient 101 graines",
        ],
    );
}

#[test]
fn macedonian_one_is_21_but_not_11() {
    let l = Localizer::new();
    assert_eq!(l.count("mk", "captured-you", 111), "Ти фати 111 семиња!");
    assert_eq!(l.count("mk", "captured-you", 31), "Ти фати 31 семе!");
    assert_eq!(
        l.count("mk", "store-you", 21),
        "Во твојот амбар има 21 семе"
    );
    assert_eq!(
        l.count("mk", "store-you", 11),
        "Во твојот амбар има 11 семиња"
    );
}

#[test]
fn a_count_of_21_or_31_is_always_written_as_a_number() {
    // Croatian and Macedonian "one" holds 21 and 31 too: a "one" branch that says "once"
    // instead of the number would tell a child that 21 relays happened once.
    let l = Localizer::new();
    let args = |count: i64| -> Vec<(&'static str, Arg<'static>)> {
        let mut args: Vec<(&str, Arg)> = [
            "level", "max", "south", "north", "seeds", "total", "win", "half", "lap", "limit",
            "houses", "number",
        ]
        .map(|name| (name, Arg::Num(7)))
        .into();
        for name in ["player", "house", "game", "goal", "code"] {
            args.push((name, Arg::Str("X")));
        }
        args.push(("count", Arg::Num(count)));
        args
    };
    let mut counted = 0;
    for id in MESSAGE_IDS {
        if !l.text_with("en", id, &args(21)).contains("21") {
            continue;
        }
        counted += 1;
        for lang in LANGUAGES {
            for count in [21, 31] {
                let text = l.text_with(lang, id, &args(count));
                assert!(
                    text.contains(&count.to_string()),
                    "{lang} {id} with {count}: {text:?}"
                );
            }
        }
    }
    assert!(counted >= 30, "only {counted} messages say a count");
    assert_eq!(
        l.count("hr", "preview-relays", 21),
        "Tvoja zrna 21 put padaju na druga zrna i idu dalje."
    );
    assert_eq!(
        l.count("hr", "preview-relays", 22),
        "Tvoja zrna 22 puta padaju na druga zrna i idu dalje."
    );
    assert_eq!(
        l.count("mk", "preview-relays", 21),
        "Твоите семиња 21 пат паѓаат врз други семиња и продолжуваат."
    );
    assert_eq!(
        l.count("mk", "preview-relays", 11),
        "Твоите семиња 11 пати паѓаат врз други семиња и продолжуваат."
    );
}

#[test]
fn the_numbers_of_the_rules_take_their_plural_too() {
    // Half of Togyz Kumalak's seeds, 81, and Oware's winning score with five seeds a house,
    // 31, are "one" in Croatian and Macedonian.
    let l = Localizer::new();
    let half = |n: i64| [("half", Arg::Num(n))];
    assert_eq!(
        l.text_with("hr", "togyz-end-draw", &half(81)),
        "Svaki igrač ima 81 zrno. To je točno pola."
    );
    assert_eq!(
        l.text_with("mk", "togyz-end-draw", &half(81)),
        "Секој играч има 81 семе. Тоа е точно половина."
    );
    assert_eq!(
        l.text_with("mk", "oware-goal", &[("win", Arg::Num(31))]),
        "Фати повеќе семиња од другиот играч. Со 31 семе победуваш!"
    );
    assert_eq!(
        l.text_with("mk", "oware-goal", &[("win", Arg::Num(25))]),
        "Фати повеќе семиња од другиот играч. Со 25 семиња победуваш!"
    );
    assert_eq!(
        l.text_with("en", "oware-end-draw", &half(30)),
        "Each player captured 30 seeds. That is exactly half."
    );
}

#[test]
fn plurals_inside_sentences_with_other_arguments() {
    let l = Localizer::new();
    // A house's name says whose it is: the child's, Tux's or a named player's.
    let args = |owner: &'static str, house: &'static str, count: i64| {
        [
            ("owner", Arg::Str(owner)),
            ("player", Arg::Str("Ana")),
            ("house", Arg::Str(house)),
            ("count", Arg::Num(count)),
        ]
    };
    assert_eq!(
        l.text_with("hr", "house-feeding", &args("you", "B", 3)),
        "Tvoja kućica B, 3 zrna, daje zrna drugom redu"
    );
    assert_eq!(
        l.text_with("hr", "house-blocked", &args("tux", "b", 1)),
        "Tuxova kućica b, 1 zrno, ne možeš je odigrati"
    );
    assert_eq!(
        l.text_with("fi", "house-playable", &args("you", "B", 1)),
        "Sinun talosi B, 1 siemen, voit pelata sen"
    );
    assert_eq!(
        l.text_with("fi", "house-blocked", &args("tux", "b", 2)),
        "Tuxin talo b, 2 siementä, et voi pelata sitä"
    );
    assert_eq!(
        l.text_with("fr", "house-blocked", &args("tux", "b", 0)),
        "Maison b de Tux, 0 graine, ne peut pas être jouée"
    );
    assert_eq!(
        l.text_with("fr", "house-playable", &args("you", "B", 2)),
        "Ta maison B, 2 graines, peut être jouée"
    );
    assert_eq!(
        l.text_with("mk", "house-blocked", &args("player", "б", 21)),
        "Ana: куќа б, 21 семе, не може да се игра"
    );
    assert_eq!(
        l.text_with("mk", "house-playable", &args("you", "Б", 5)),
        "Твојата куќа Б, 5 семиња, може да се игра"
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
