//! The five Fluent files: they parse, they define the same things, and every id the code
//! uses is there and formats to real text.

use std::collections::{BTreeMap, BTreeSet};

use oware::i18n::{inspect_resource, Arg, Localizer, LANGUAGES, MESSAGE_IDS, SOURCES};

/// Every argument any message uses, so that each message can be formatted completely.
fn all_args() -> Vec<(&'static str, Arg<'static>)> {
    vec![
        ("level", Arg::Num(3)),
        ("max", Arg::Num(9)),
        ("player", Arg::Str("Ana")),
        ("count", Arg::Num(5)),
        ("house", Arg::Str("C")),
        ("south", Arg::Num(25)),
        ("north", Arg::Num(17)),
    ]
}

/// Message id → the `$variables` its value and attributes use, read from the source text.
fn variables(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut result: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.starts_with('#') {
            current = None;
            continue;
        }
        if let Some(first) = line.chars().next() {
            if first.is_ascii_alphabetic() {
                let id: String = line
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                result.entry(id.clone()).or_default();
                current = Some(id);
            }
        }
        let Some(id) = &current else { continue };
        let mut rest = line;
        while let Some(at) = rest.find('$') {
            let name: String = rest[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            rest = &rest[at + 1..];
            if let Some(set) = result.get_mut(id) {
                set.insert(name);
            }
        }
    }
    result
}

#[test]
fn the_embedded_languages_are_the_declared_ones() {
    let tags: Vec<&str> = SOURCES.iter().map(|(tag, _)| *tag).collect();
    assert_eq!(tags, LANGUAGES);
    assert_eq!(Localizer::new().languages(), LANGUAGES);
}

#[test]
fn every_locale_parses_without_errors() {
    for (lang, source) in SOURCES {
        let report = inspect_resource(source);
        assert!(report.errors.is_empty(), "{lang}: {:#?}", report.errors);
        assert!(!report.messages.is_empty(), "{lang} defines nothing");
    }
}

#[test]
fn inspect_resource_notices_broken_and_duplicate_entries() {
    let report = inspect_resource("good = Fine\nbroken = { $x\nagain = One\nagain = Two\n");
    assert!(!report.errors.is_empty());
    assert!(report.ids().contains(&"good"));
    assert!(!report.ids().contains(&"broken"));
    let report = inspect_resource("a = A\n    .tip = T\nb =\n    .x = X\n    .y = Y\n");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(
        report.messages,
        vec![
            ("a".to_string(), vec!["tip".to_string()]),
            ("b".to_string(), vec!["x".to_string(), "y".to_string()]),
        ]
    );
}

#[test]
fn every_locale_has_exactly_the_english_ids_and_attributes() {
    let english = inspect_resource(SOURCES[0].1);
    let mut english_messages = english.messages.clone();
    english_messages.sort();
    for (lang, source) in &SOURCES[1..] {
        let mut messages = inspect_resource(source).messages;
        messages.sort();
        let ids: BTreeSet<&str> = messages.iter().map(|(id, _)| id.as_str()).collect();
        let english_ids: BTreeSet<&str> =
            english_messages.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(
            english_ids.difference(&ids).collect::<Vec<_>>(),
            Vec::<&&str>::new(),
            "{lang} lacks these ids"
        );
        assert_eq!(
            ids.difference(&english_ids).collect::<Vec<_>>(),
            Vec::<&&str>::new(),
            "{lang} has ids English does not"
        );
        assert_eq!(messages, english_messages, "{lang}: attributes differ");
    }
}

#[test]
fn every_locale_uses_the_english_variables() {
    let english = variables(SOURCES[0].1);
    for (lang, source) in &SOURCES[1..] {
        assert_eq!(variables(source), english, "{lang}: variables differ");
    }
}

#[test]
fn the_code_and_the_english_file_name_the_same_ids() {
    let english: BTreeSet<String> = inspect_resource(SOURCES[0].1)
        .ids()
        .into_iter()
        .map(str::to_string)
        .collect();
    let code: BTreeSet<String> = MESSAGE_IDS.iter().map(|id| id.to_string()).collect();
    assert_eq!(code.len(), MESSAGE_IDS.len(), "MESSAGE_IDS has duplicates");
    assert_eq!(code, english);
}

#[test]
fn every_message_the_code_uses_is_present_and_complete_in_every_language() {
    let localizer = Localizer::new();
    let args = all_args();
    for lang in LANGUAGES {
        for id in MESSAGE_IDS {
            assert!(localizer.has_message(lang, id), "{lang} lacks {id}");
            let text = localizer.text_with(lang, id, &args);
            assert!(!text.trim().is_empty(), "{lang}: {id} is empty");
            assert!(
                !text.contains('{') && !text.contains('}'),
                "{lang}: {id} has an unresolved placeable: {text}"
            );
            assert!(
                !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                "{lang}: {id} has isolation marks"
            );
            assert!(!text.contains(id), "{lang}: {id} shows its own id");
        }
    }
}

#[test]
fn arguments_reach_the_text() {
    let l = Localizer::new();
    let level = [("level", Arg::Num(3)), ("max", Arg::Num(9))];
    assert_eq!(l.text_with("en", "level-line", &level), "level 3 of 9");
    assert_eq!(l.text_with("hr", "level-line", &level), "razina 3 od 9");
    assert_eq!(l.text_with("fi", "level-line", &level), "taso 3/9");
    assert_eq!(l.text_with("fr", "level-line", &level), "niveau 3 sur 9");
    assert_eq!(l.text_with("mk", "level-line", &level), "ниво 3 од 9");

    let score = [("south", Arg::Num(25)), ("north", Arg::Num(17))];
    assert_eq!(l.text_with("en", "end-score", &score), "Score: 25 – 17");
    assert_eq!(
        l.text_with("fr", "end-score", &score),
        "Score\u{a0}: 25 – 17"
    );

    let house = [("house", Arg::Str("c"))];
    assert_eq!(
        l.text_with("en", "move-tux-played", &house),
        "Tux played house c."
    );
    assert_eq!(
        l.text_with("hr", "move-tux-played", &house),
        "Tux je odigrao kućicu c."
    );
    let house = [("house", Arg::Str("D"))];
    assert_eq!(l.text_with("en", "hint-try", &house), "Try house D!");
    assert_eq!(
        l.text_with("fr", "hint-try", &house),
        "Essaie la maison D\u{a0}!"
    );

    let player = [("player", Arg::Str("Player 1"))];
    assert_eq!(
        l.text_with("en", "turn-player", &player),
        "Player 1, your turn!"
    );
    assert_eq!(
        l.text_with(
            "en",
            "house-playable",
            &[("house", Arg::Str("C")), ("count", Arg::Num(5))]
        ),
        "House C, 5 seeds, can be played"
    );
    assert_eq!(
        l.text_with(
            "en",
            "house-blocked",
            &[("house", "c".into()), ("count", 4.into())]
        ),
        "House c, 4 seeds"
    );
    assert_eq!(
        l.count("en", "store-south", 7),
        "Player 1 has captured 7 seeds"
    );
    assert_eq!(l.count("mk", "store-north", 1), "Играч 2 има 1 фатено семе");
}

#[test]
fn language_names_are_their_own() {
    let l = Localizer::new();
    let names: Vec<(&str, String)> = l.language_names();
    let expected = [
        ("en", "English"),
        ("hr", "Hrvatski"),
        ("fi", "Suomi"),
        ("fr", "Français"),
        ("mk", "Македонски"),
    ];
    assert_eq!(names.len(), expected.len());
    for ((tag, name), (want_tag, want_name)) in names.iter().zip(expected) {
        assert_eq!((*tag, name.as_str()), (want_tag, want_name));
    }
}

#[test]
fn help_rules_keep_their_paragraphs() {
    let l = Localizer::new();
    for lang in LANGUAGES {
        let rules = l.text(lang, "help-rules");
        let paragraphs: Vec<&str> = rules.split("\n\n").collect();
        assert_eq!(paragraphs.len(), 9, "{lang}: {rules}");
        for paragraph in &paragraphs {
            assert!(!paragraph.trim().is_empty(), "{lang}: empty paragraph");
            assert_eq!(
                paragraph.trim(),
                *paragraph,
                "{lang}: stray blank around a paragraph"
            );
            assert!(!paragraph.contains('\n'), "{lang}: a paragraph is split");
        }
        // The numbers the rules are about.
        for number in ["48", "12", "2", "3", "25", "24", "160"] {
            assert!(
                rules.contains(number),
                "{lang}: help-rules never says {number}"
            );
        }
        let manual = l.text(lang, "activity-manual");
        assert!(manual.lines().count() >= 4, "{lang}: manual is too short");
        assert!(
            manual.lines().all(|line| line == line.trim()),
            "{lang}: indented manual"
        );
    }
}

#[test]
fn each_language_is_written_with_its_own_letters() {
    let l = Localizer::new();
    let all = |lang: &str| -> String {
        MESSAGE_IDS
            .iter()
            .map(|id| l.text_with(lang, id, &all_args()))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let has_all = |lang: &str, letters: &[char]| {
        let text = all(lang);
        for letter in letters {
            assert!(text.contains(*letter), "{lang} never uses {letter}");
        }
    };
    has_all("hr", &['č', 'ć', 'š', 'ž']);
    has_all("fi", &['ä', 'ö']);
    has_all("fr", &['é', 'è', 'à', 'ç', 'ê', '’']);
    // Macedonian uses Cyrillic throughout, including its own letters ќ and ј.
    has_all("mk", &['ќ', 'ј', 'ш', 'ж']);
    let mk = all("mk");
    let latin = mk.chars().filter(|c| c.is_ascii_alphabetic()).count();
    // Only the house letter argument ("C") is Latin.
    assert!(latin <= MESSAGE_IDS.len(), "too much Latin in mk: {latin}");
    // French puts a no-break space before ! ? : ; and never a plain space.
    let fr = all("fr");
    for mark in ['!', '?', ':', ';'] {
        assert!(
            !fr.contains(&format!(" {mark}")),
            "fr: plain space before {mark}"
        );
    }
}
