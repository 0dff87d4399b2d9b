//! The Fluent files of the five languages: they parse, each file defines the same things as
//! its English twin, no id is defined twice, and every id the code uses is there and formats
//! to real text.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use oware::i18n::testing::{all_files, inspect_resource, MESSAGE_IDS, SOURCES};
use oware::i18n::{source, Arg, Localizer, FILES, LANGUAGES};
use oware::rules::{GameKind, Ruleset, NO_CAPTURE_LIMIT};

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
        ("first", Arg::Num(25)),
        ("second", Arg::Num(17)),
        ("game", Arg::Str("Kalah")),
        ("goal", Arg::Str("Win!")),
        ("seeds", Arg::Num(4)),
        ("total", Arg::Num(48)),
        ("win", Arg::Num(25)),
        ("half", Arg::Num(24)),
        ("lap", Arg::Num(12)),
        ("limit", Arg::Num(160)),
        ("houses", Arg::Num(6)),
        ("code", Arg::Str("7KQ2MX")),
        ("number", Arg::Num(2)),
        ("title", Arg::Str("Sowing")),
        ("age", Arg::Num(6)),
        ("difficulty", Arg::Str("easy")),
        ("rating", Arg::Num(1500)),
        ("best", Arg::Num(4)),
        ("other", Arg::Str("B")),
        ("taken", Arg::Num(5)),
        ("gain", Arg::Num(7)),
        ("theme", Arg::Str("captures")),
        ("file", Arg::Str("/home/ana/.config/oware/settings.toml")),
        (
            "copy",
            Arg::Str("/home/ana/.config/oware/settings.toml.damaged-2026-12-06T22-30-00"),
        ),
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

/// The English text of one file.
fn english(file: &str) -> &'static str {
    source("en", file).expect("every English file is embedded")
}

/// The ids an English file defines.
fn english_ids(file: &str) -> BTreeSet<String> {
    inspect_resource(english(file))
        .ids()
        .into_iter()
        .map(str::to_string)
        .collect()
}

/// The Fluent files only the browser pages read.
const WEB_ONLY: [&str; 3] = ["teacher.ftl", "coach.ftl", "signin.ftl"];

#[test]
fn the_embedded_languages_and_files_are_the_declared_ones() {
    let tags: Vec<&str> = SOURCES.iter().map(|(tag, _)| *tag).collect();
    assert_eq!(tags, LANGUAGES);
    assert_eq!(Localizer::new().languages(), LANGUAGES);
    assert_eq!(all_files().count(), LANGUAGES.len() * FILES.len());
    // Each language folder holds exactly the embedded files: nothing a translator edits is
    // left out of the program. `teacher.ftl` is the browser pages' alone (the teacher's page
    // on oware-server); web/build.mjs serves it with the others.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let wanted: BTreeSet<String> = FILES
        .iter()
        .map(|name| format!("{name}.ftl"))
        .chain(WEB_ONLY.iter().map(|name| name.to_string()))
        .collect();
    for lang in LANGUAGES {
        let found: BTreeSet<String> = std::fs::read_dir(root.join(lang))
            .unwrap_or_else(|error| panic!("locales/{lang}: {error}"))
            .flatten()
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".ftl"))
            .collect();
        assert_eq!(found, wanted, "locales/{lang}");
        for file in FILES {
            let on_disk = std::fs::read_to_string(root.join(lang).join(format!("{file}.ftl")))
                .expect("readable");
            assert_eq!(Some(on_disk.as_str()), source(lang, file), "{lang}/{file}");
        }
    }
    assert_eq!(source("de", "common"), None);
    assert_eq!(source("en", "chess"), None);
}

#[test]
fn every_file_parses_without_errors() {
    for (lang, file, text) in all_files() {
        let report = inspect_resource(text);
        assert!(
            report.errors.is_empty(),
            "{lang}/{file}: {:#?}",
            report.errors
        );
        assert!(!report.messages.is_empty(), "{lang}/{file} defines nothing");
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
fn every_file_has_exactly_the_ids_and_attributes_of_its_english_twin() {
    for (lang, file, text) in all_files().filter(|(lang, _, _)| *lang != "en") {
        let mut english_messages = inspect_resource(english(file)).messages;
        english_messages.sort();
        let mut messages = inspect_resource(text).messages;
        messages.sort();
        let ids: BTreeSet<&str> = messages.iter().map(|(id, _)| id.as_str()).collect();
        let english_ids: BTreeSet<&str> =
            english_messages.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(
            english_ids.difference(&ids).collect::<Vec<_>>(),
            Vec::<&&str>::new(),
            "{lang}/{file} lacks these ids"
        );
        assert_eq!(
            ids.difference(&english_ids).collect::<Vec<_>>(),
            Vec::<&&str>::new(),
            "{lang}/{file} has ids English does not"
        );
        assert_eq!(
            messages, english_messages,
            "{lang}/{file}: attributes differ"
        );
    }
}

#[test]
fn every_file_uses_the_variables_of_its_english_twin() {
    for (lang, file, text) in all_files().filter(|(lang, _, _)| *lang != "en") {
        assert_eq!(
            variables(text),
            variables(english(file)),
            "{lang}/{file}: variables differ"
        );
    }
}

#[test]
fn no_id_is_defined_twice_in_one_language() {
    for lang in LANGUAGES {
        let mut first_file: BTreeMap<String, &str> = BTreeMap::new();
        for file in FILES {
            let text = source(lang, file).expect("embedded");
            for id in inspect_resource(text).ids() {
                if let Some(earlier) = first_file.insert(id.to_string(), file) {
                    panic!("{lang}: \"{id}\" is in {earlier}.ftl and again in {file}.ftl");
                }
            }
        }
    }
}

#[test]
fn the_code_and_the_english_files_name_the_same_ids() {
    let mut code: BTreeSet<String> = MESSAGE_IDS.iter().map(|id| id.to_string()).collect();
    assert_eq!(code.len(), MESSAGE_IDS.len(), "MESSAGE_IDS has duplicates");
    // The chapters' own texts, which the chapters crate names: titles, screens, goals.
    code.extend(
        oware::rules::GameKind::ALL
            .into_iter()
            .flat_map(oware_chapters::chapters)
            .flat_map(|chapter| {
                std::iter::once(chapter.title)
                    .chain(chapter.screens.iter().map(|screen| screen.text))
                    .chain(chapter.stages.iter().map(|stage| stage.task))
            })
            .map(str::to_string),
    );
    let english: BTreeSet<String> = FILES.iter().flat_map(|file| english_ids(file)).collect();
    assert_eq!(
        code.difference(&english).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "ids the code uses and no English file defines"
    );
    assert_eq!(
        english.difference(&code).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "ids the English files define and the code does not declare"
    );
}

#[test]
fn each_game_keeps_its_words_in_its_own_file() {
    // The ids of one game that do not start with the game's name.
    let unprefixed: [(&str, &[&str]); 2] = [
        (
            "oware",
            &[
                "feed-explain",
                "illegal-must-feed",
                "house-feeding",
                "grand-slam",
            ],
        ),
        (
            "togyz",
            &[
                "illegal-tuzdyk",
                "tuzdyk-mark",
                "tuzdyk-made-you",
                "tuzdyk-made-tux",
                "tuzdyk-made-player",
                "tuzdyk-made-classmate",
                "house-tuzdyk-you",
                "house-tuzdyk-tux",
                "house-tuzdyk-player",
            ],
        ),
    ];
    // The learning aids speak of every game; their words live in lessons.ftl, and the
    // puzzles' and counting drills' in puzzles.ftl.
    let aids = ["lesson-", "lessons-", "preview-", "review-", "gentle-"];
    let puzzles = ["puzzle-", "puzzles-", "drill-"];
    // The words of the chapters' screens, in chapter-screen.ftl; the chapters' own texts
    // (titles, explanations, goals) in chapters.ftl.
    let chapter_screen = ["chapters-"];
    let chapter_texts = ["chapter-"];
    let games: Vec<&str> = FILES
        .iter()
        .copied()
        .filter(|file| {
            !["common", "lessons", "puzzles", "chapter-screen", "chapters"].contains(file)
        })
        .collect();
    for file in FILES {
        for id in english_ids(file) {
            let prefixed = games
                .iter()
                .find(|game| id.starts_with(&format!("{game}-")));
            let listed = unprefixed
                .iter()
                .find(|(_, ids)| ids.contains(&id.as_str()))
                .map(|(game, _)| game);
            let home = if aids.iter().any(|prefix| id.starts_with(prefix)) {
                "lessons"
            } else if puzzles.iter().any(|prefix| id.starts_with(prefix)) {
                "puzzles"
            } else if chapter_screen.iter().any(|prefix| id.starts_with(prefix)) {
                "chapter-screen"
            } else if chapter_texts.iter().any(|prefix| id.starts_with(prefix)) {
                "chapters"
            } else {
                prefixed.or(listed).copied().unwrap_or("common")
            };
            assert_eq!(home, file, "\"{id}\" belongs in {home}.ftl, not {file}.ftl");
        }
    }
    for game in &games {
        for id in [
            "title",
            "description",
            "goal",
            "manual",
            "credit",
            "help-title",
        ] {
            let id = format!("{game}-{id}");
            assert!(english_ids(game).contains(&id), "{game}.ftl lacks {id}");
        }
    }
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

/// Each message of a Fluent source with the pieces of plain text it shows, outside every
/// placeable, read from the parser's own syntax tree (its debug form, as `inspect_resource`
/// does). Comments are not messages and are left out.
fn text_elements(source: &str) -> Vec<(String, Vec<String>)> {
    let resource = match fluent_bundle::FluentResource::try_new(source.to_string()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut messages = Vec::new();
    for entry in resource.entries() {
        let tree = format!("{entry:?}");
        if !tree.starts_with("Message(") {
            continue;
        }
        let id = quoted_after(&tree, "Identifier { name: \"").unwrap_or_default();
        let mut pieces = Vec::new();
        let marker = "TextElement { value: \"";
        let mut rest = tree.as_str();
        while let Some(piece) = quoted_after(rest, marker) {
            let at = rest.find(marker).unwrap_or(0);
            rest = &rest[at + marker.len()..];
            pieces.push(piece);
        }
        messages.push((id, pieces));
    }
    messages
}

/// The debug-quoted text that follows the first `marker` in `tree`.
fn quoted_after(tree: &str, marker: &str) -> Option<String> {
    let rest = &tree[tree.find(marker)? + marker.len()..];
    let mut piece = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            // An escape of the debug form: `\u{a0}` is one character, not digits.
            '\\' => match chars.next() {
                Some('u') => {
                    for c in chars.by_ref() {
                        if c == '}' {
                            break;
                        }
                    }
                    piece.push('\u{fffd}');
                }
                Some(escaped) => {
                    piece.push('\\');
                    piece.push(escaped);
                }
                None => {}
            },
            '"' => break,
            c => piece.push(c),
        }
    }
    Some(piece)
}

#[test]
fn numbers_are_variables_never_digits_in_the_text() {
    // A number written in the text would be wrong for some board: it must be a variable.
    // The players' names are names, not counts.
    let names = ["player-south", "player-north"];
    for (lang, file, text) in all_files() {
        let tree = format!(
            "{:?}",
            fluent_bundle::FluentResource::try_new(text.to_string())
                .expect("parses")
                .entries()
                .collect::<Vec<_>>()
        );
        assert!(
            !tree.contains("NumberLiteral"),
            "{lang}/{file}: a number literal in a placeable or a variant key"
        );
        for (id, pieces) in text_elements(text) {
            if names.contains(&id.as_str()) {
                continue;
            }
            for piece in pieces {
                assert!(
                    !piece.chars().any(|c| c.is_ascii_digit()),
                    "{lang}/{file}: {id} has a digit in {piece:?}"
                );
            }
        }
    }
    // The reader itself: text is found, placeables and comments are not.
    let messages = text_elements("# 12 in a comment\na = You have { $n } seeds, not 7.\n");
    assert_eq!(
        messages,
        [(
            "a".to_string(),
            vec!["You have ".to_string(), " seeds, not 7.".to_string()]
        )]
    );
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

    // The winner's seeds first (`oware-phrases` passes them so).
    let score = [("first", Arg::Num(25)), ("second", Arg::Num(17))];
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
    assert_eq!(l.text_with("en", "hint-try", &house), "Try your house D!");
    assert_eq!(
        l.text_with("fr", "hint-try", &house),
        "Essaie ta maison D\u{a0}!"
    );

    let player = [("player", Arg::Str("Player 1"))];
    assert_eq!(
        l.text_with("en", "turn-player", &player),
        "Player 1, your turn!"
    );
    assert_eq!(
        l.text_with("en", "extra-turn-player", &player),
        "Player 1, your last seed fell into your store. Play again!"
    );
    assert_eq!(
        l.text_with(
            "en",
            "house-playable",
            &[
                ("owner", Arg::Str("you")),
                ("player", Arg::Str("")),
                ("house", Arg::Str("C")),
                ("count", Arg::Num(5))
            ]
        ),
        "Your house C, 5 seeds, can be played"
    );
    assert_eq!(
        l.text_with(
            "en",
            "house-blocked",
            &[
                ("owner", "player".into()),
                ("player", "Player 2".into()),
                ("house", "c".into()),
                ("count", 4.into())
            ]
        ),
        "Player 2's house c, 4 seeds, cannot be played"
    );
    assert_eq!(
        l.count("en", "store-south", 7),
        "Player 1's store holds 7 seeds"
    );
    assert_eq!(
        l.count("mk", "store-north", 1),
        "Играч 2: во амбарот има 1 семе"
    );
    assert_eq!(
        l.text_with(
            "en",
            "menu-card",
            &[
                ("game", "Kalah".into()),
                ("goal", "Fill your store.".into()),
                ("age", "From age 6.".into()),
                ("difficulty", "Easy to learn.".into())
            ]
        ),
        "Kalah. Fill your store. From age 6. Easy to learn."
    );
    assert_eq!(
        l.count("fi", "menu-seeds-choice", 6),
        "6 siementä joka talossa"
    );
    assert_eq!(
        l.text_with(
            "en",
            "tuzdyk-made-player",
            &[("player", "Ana".into()), ("house", "c".into())]
        ),
        "Ana, house c is now your tuzdyk! Seeds that fall in it go to your kazan."
    );
    assert_eq!(
        l.text_with(
            "fr",
            "house-tuzdyk-player",
            &[("player", "Ana".into()), ("house", "c".into())]
        ),
        "Maison c, tuzdyk qui appartient à Ana"
    );
    assert_eq!(
        l.text_with("hr", "classroom-left", &[("player", "Ana".into())]),
        "Ana više nije u igri."
    );
    assert_eq!(
        l.text_with("en", "togyz-goal", &[("win", 82.into())]),
        "Get 82 seeds into your kazan, and you win!"
    );
    assert_eq!(
        l.text_with("en", "oware-end-no-capture-limit", &[("limit", 160.into())]),
        "160 moves went by without a capture. So each player keeps the seeds on their side."
    );
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

/// The arguments of a game's help, from the rules themselves, for one number of seeds.
fn help_args(kind: GameKind, seeds: u8) -> Vec<(&'static str, i64)> {
    let ruleset = Ruleset::new(kind, u64::from(seeds)).expect("a seed count of the game");
    let total = i64::from(ruleset.total_seeds());
    let houses = ruleset.layout().houses_per_side as i64;
    let seeds = i64::from(seeds);
    match kind {
        GameKind::Oware => vec![
            ("seeds", seeds),
            ("total", total),
            ("win", i64::from(ruleset.winning_score())),
            ("half", i64::from(ruleset.drawn_score())),
            ("lap", i64::from(ruleset.lap())),
            ("limit", i64::from(NO_CAPTURE_LIMIT)),
        ],
        GameKind::Kalah | GameKind::Congkak => vec![
            ("seeds", seeds),
            ("total", total),
            ("houses", houses),
            ("half", i64::from(ruleset.drawn_score())),
        ],
        GameKind::TogyzKumalak => vec![
            ("seeds", seeds),
            ("total", total),
            ("win", i64::from(ruleset.winning_score())),
            ("half", i64::from(ruleset.drawn_score())),
            ("houses", houses),
        ],
    }
}

#[test]
fn every_game_has_a_help_with_its_own_numbers_and_a_manual() {
    let l = Localizer::new();
    for kind in GameKind::ALL {
        let game = kind.id();
        let rules_id = format!("{game}-help-rules");
        for seeds in kind.seed_range() {
            let numbers = help_args(kind, seeds);
            let args: Vec<(&str, Arg)> = numbers
                .iter()
                .map(|(name, value)| (*name, Arg::Num(*value)))
                .collect();
            let english_paragraphs = l.text_with("en", &rules_id, &args).split("\n\n").count();
            assert!(english_paragraphs >= 5, "{game}: too short a help");
            for lang in LANGUAGES {
                let rules = l.text_with(lang, &rules_id, &args);
                let paragraphs: Vec<&str> = rules.split("\n\n").collect();
                assert_eq!(
                    paragraphs.len(),
                    english_paragraphs,
                    "{lang} {game}: not the English paragraphs: {rules}"
                );
                for paragraph in &paragraphs {
                    assert!(
                        !paragraph.trim().is_empty(),
                        "{lang} {game}: empty paragraph"
                    );
                    assert_eq!(
                        paragraph.trim(),
                        *paragraph,
                        "{lang} {game}: stray blank around a paragraph"
                    );
                    assert!(
                        !paragraph.contains('\n'),
                        "{lang} {game}: a paragraph is split"
                    );
                }
                for (name, value) in &numbers {
                    assert!(
                        rules.contains(&value.to_string()),
                        "{lang} {game} with {seeds} seeds: the help never says ${name} = {value}"
                    );
                }
            }
        }
        for lang in LANGUAGES {
            let manual = l.text(lang, &format!("{game}-manual"));
            assert!(
                manual.lines().count() >= 4,
                "{lang} {game}: manual is too short"
            );
            assert!(
                manual.lines().all(|line| line == line.trim()),
                "{lang} {game}: indented manual"
            );
            let title = l.text(lang, &format!("{game}-help-title"));
            assert!(
                !title.contains('\n'),
                "{lang} {game}: help title on two lines"
            );
        }
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
    // The files' paths a teacher is told of are the computer's, in Latin letters whatever
    // the language: they are left out of the count.
    let mut mk = all("mk");
    for (name, value) in all_args() {
        if let ("file" | "copy", Arg::Str(path)) = (name, value) {
            mk = mk.replace(path, "");
        }
    }
    let latin = mk.chars().filter(|c| c.is_ascii_alphabetic()).count();
    // Only the arguments (house letters, "Ana", "Kalah", "Win!") and the house letters of
    // the Togyz Kumalak help are Latin.
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

/// The help shows each game's rules in sections named by the paragraph they start at: every
/// language must have every section, or its headings would sit over the wrong paragraphs.
#[test]
fn every_language_fills_every_section_of_the_help() {
    let localizer = Localizer::new();
    let args = all_args();
    for lang in LANGUAGES {
        for kind in oware::rules::GameKind::ALL {
            let rules = localizer.text_with(lang, &format!("{}-help-rules", kind.id()), &args);
            let headings = oware::activity::help::headings(kind);
            let sections =
                oware::activity::help::sections(kind, &rules, |id| localizer.text(lang, id));
            assert_eq!(sections.len(), headings.len(), "{lang} {kind}");
            let last = headings.last().map_or(0, |&(start, _)| start);
            let paragraphs = oware::activity::help::paragraphs(&rules).len();
            assert!(paragraphs > last, "{lang} {kind}: {paragraphs} paragraphs");
            assert_eq!(
                paragraphs,
                oware::activity::help::paragraphs(&localizer.text_with(
                    "en",
                    &format!("{}-help-rules", kind.id()),
                    &args
                ))
                .len(),
                "{lang} {kind}: as many paragraphs as in English"
            );
        }
    }
}
