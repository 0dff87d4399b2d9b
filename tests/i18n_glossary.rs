//! Each language says the game's things with one word each, in every file: the games, the
//! lessons and the teacher's page alike. `locales/<lang>/glossary.toml` gives, for each term
//! (house, store, seed, capture, sow, feed, tuzdyk, kazan, round, class), the words the texts
//! use and the alternatives they must never use; and the words after or before which a child's
//! name would have to change its form, which a name variable cannot do.

mod i18n_text;

use std::collections::BTreeMap;

use i18n_text::{language_dir, language_files, messages};
use oware::i18n::LANGUAGES;
use serde::Deserialize;

/// The terms every glossary defines.
const TERMS: [&str; 10] = [
    "house", "store", "seed", "capture", "sow", "feed", "tuzdyk", "kazan", "round", "class",
];

/// The variables that hold a child's name in every file.
const NAME_VARIABLES: [&str; 4] = ["player", "name", "winner", "loser"];

/// The variables that hold a name on the teacher's page only: elsewhere they are scores.
const TEACHER_NAME_VARIABLES: [&str; 2] = ["south", "north"];

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Term {
    /// The words the texts use for the term (at least one of them is found).
    words: Vec<String>,
    /// The alternatives no text may use.
    never: Vec<String>,
    /// Phrases where a `never` word has another sense (the store's "big pit").
    #[serde(default)]
    except: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Names {
    /// Words that would need the name that follows them in another case.
    never_before: Vec<String>,
    /// Words that would need the name before them in another case.
    never_after: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Glossary {
    names: Names,
    #[serde(flatten)]
    terms: BTreeMap<String, Term>,
}

fn glossary(lang: &str) -> Glossary {
    let path = language_dir(lang).join("glossary.toml");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    toml::from_str(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The words of a text, lower case: letters only, so that "l’enseignant" is "l" and
/// "enseignant" and "Sème-la" is "sème" and "la".
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Where a pattern ("kuop*", "iso kuoppa", "rezultatsk* kućic*") starts in `words`: each of
/// its words matches whole, or as the beginning of a word when it ends with `*`.
fn matches(pattern: &str, words: &[String]) -> Vec<usize> {
    let parts: Vec<String> = pattern.split_whitespace().map(str::to_lowercase).collect();
    if parts.is_empty() || parts.len() > words.len() {
        return Vec::new();
    }
    (0..=words.len() - parts.len())
        .filter(|&start| {
            parts
                .iter()
                .zip(&words[start..])
                .all(|(part, word)| match part.strip_suffix('*') {
                    Some(stem) => word.starts_with(stem),
                    None => word == part,
                })
        })
        .collect()
}

/// The forbidden words a text uses: (term, pattern, the words found).
fn offences(glossary: &Glossary, text: &str) -> Vec<(String, String, String)> {
    let words = words_of(text);
    let mut found = Vec::new();
    for (name, term) in &glossary.terms {
        let mut allowed = vec![false; words.len()];
        for phrase in &term.except {
            let length = phrase.split_whitespace().count();
            for start in matches(phrase, &words) {
                allowed[start..start + length].fill(true);
            }
        }
        for pattern in &term.never {
            let length = pattern.split_whitespace().count();
            for start in matches(pattern, &words) {
                if !allowed[start..start + length].iter().any(|&ok| ok) {
                    let phrase = words[start..start + length].join(" ");
                    found.push((name.clone(), pattern.clone(), phrase));
                }
            }
        }
    }
    found
}

/// Each message of a language as one text, with where it comes from ("teacher.ftl: teacher-won").
fn language_texts(lang: &str) -> Vec<(String, String)> {
    let mut texts = Vec::new();
    for (file, source) in language_files(lang) {
        for message in messages(&source) {
            texts.push((
                format!("{lang}/{file}: {}", message.id),
                message.pieces.join(" "),
            ));
        }
    }
    texts
}

#[test]
fn every_glossary_defines_every_term_with_words_to_use_and_to_avoid() {
    for lang in LANGUAGES {
        let glossary = glossary(lang);
        let names: Vec<&str> = glossary.terms.keys().map(String::as_str).collect();
        let mut wanted = TERMS.to_vec();
        wanted.sort_unstable();
        assert_eq!(names, wanted, "{lang}: the terms of glossary.toml");
        for (name, term) in &glossary.terms {
            assert!(!term.words.is_empty(), "{lang} {name}: no word to use");
            assert!(!term.never.is_empty(), "{lang} {name}: no word to avoid");
            // A word to use that the glossary also forbids would make every text wrong.
            for word in &term.words {
                let bare = word.trim_end_matches('*');
                assert!(
                    offences(&glossary, bare).is_empty(),
                    "{lang} {name}: {word} is both used and forbidden"
                );
            }
        }
    }
}

#[test]
fn every_file_of_a_language_keeps_to_its_glossary() {
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let glossary = glossary(lang);
        for (place, text) in language_texts(lang) {
            for (term, pattern, phrase) in offences(&glossary, &text) {
                problems.push(format!("{place}: \"{phrase}\" ({term}: never {pattern})"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_term_is_said_with_its_own_words_somewhere() {
    // A glossary whose words no text uses has drifted from the texts, and its list of words
    // to avoid would guard nothing.
    for lang in LANGUAGES {
        let glossary = glossary(lang);
        let all: Vec<String> = language_texts(lang)
            .into_iter()
            .flat_map(|(_, text)| words_of(&text))
            .collect();
        for (name, term) in &glossary.terms {
            assert!(
                term.words
                    .iter()
                    .any(|word| !matches(word, &all).is_empty()),
                "{lang}: no text says {name} as {:?}",
                term.words
            );
        }
    }
}

#[test]
fn the_teacher_s_page_says_house_and_seed_as_the_game_does() {
    for lang in LANGUAGES {
        let glossary = glossary(lang);
        let source = language_files(lang)
            .into_iter()
            .find(|(file, _)| file == "teacher.ftl")
            .map(|(_, source)| source)
            .unwrap_or_else(|| panic!("{lang} has no teacher.ftl"));
        let teacher = messages(&source);
        let text = |id: &str| -> Vec<String> {
            let message = teacher.iter().find(|message| message.id == id);
            words_of(&message.map(|m| m.pieces.join(" ")).unwrap_or_default())
        };
        let says = |words: &[String], term: &str| {
            glossary.terms[term]
                .words
                .iter()
                .any(|word| !matches(word, words).is_empty())
        };
        // The tournament's setting is the game's own "seeds in each house".
        let setting = text("tournament-seeds");
        assert!(says(&setting, "house"), "{lang}: tournament-seeds");
        assert!(says(&setting, "seed"), "{lang}: tournament-seeds");
        assert!(
            says(&text("teacher-captured"), "seed"),
            "{lang}: teacher-captured"
        );
        assert!(
            says(&text("teacher-reason-empty-row"), "house"),
            "{lang}: teacher-reason-empty-row"
        );
    }
}

/// The names next to words that would need them in another case: (the word, the variable).
fn names_out_of_case(names: &Names, source: &str, name_variables: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in source.lines() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let mut rest = line;
        while let Some(open) = rest.find('{') {
            let before = &rest[..open];
            let after_open = &rest[open + 1..];
            let Some(close) = after_open.find('}') else {
                break;
            };
            let inside = after_open[..close].trim();
            let after = &after_open[close + 1..];
            if let Some(variable) = inside.strip_prefix('$') {
                if name_variables.contains(&variable) {
                    let last = words_of(before).pop();
                    let next = words_of(after).into_iter().next();
                    if let Some(word) = last.filter(|word| names.never_before.contains(word)) {
                        found.push(format!("{word} {{ ${variable} }}"));
                    }
                    if let Some(word) = next.filter(|word| names.never_after.contains(word)) {
                        found.push(format!("{{ ${variable} }} {word}"));
                    }
                }
            }
            rest = after;
        }
    }
    found
}

#[test]
fn no_name_stands_where_it_would_need_another_case() {
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let names = glossary(lang).names;
        for (file, source) in language_files(lang) {
            let mut variables = NAME_VARIABLES.to_vec();
            if file == "teacher.ftl" {
                variables.extend(TEACHER_NAME_VARIABLES);
            }
            for found in names_out_of_case(&names, &source, &variables) {
                problems.push(format!("{lang}/{file}: {found}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checks_catch_what_the_reviews_found() {
    // Positive controls: each sentence a review found, checked against the real glossaries.
    let caught = |lang: &str, text: &str| !offences(&glossary(lang), text).is_empty();
    assert!(caught("fi", "Siemeniä kuopassa"));
    assert!(caught("fi", "Yksi kuopparivi oli tyhjä."));
    assert!(caught("fi", "sitten kerätyt siemenet ja lopuksi nimi"));
    assert!(caught("mk", "Турнир на класот"));
    assert!(caught("mk", "Семки во куќичка"));
    assert!(caught("mk", "Еден ред дупчиња беше празен."));
    assert!(caught("mk", "потоа заробените семки"));
    assert!(caught("fr", "Graines par case"));
    assert!(caught("fr", "Une rangée de trous était vide."));
    assert!(caught("hr", "zatim uhvaćene sjemenke"));
    assert!(caught("hr", "Sjemenki po kućici"));
    assert!(caught("en", "Drop a seed in each hole."));
    // …and what they must let pass: the store's own words, and words that merely begin alike.
    assert!(!caught(
        "fi",
        "Varastosi on iso kuoppa rivisi oikeassa päässä."
    ));
    assert!(!caught(
        "fr",
        "Ton grenier est le grand trou de ta couleur. Trouve un coup !"
    ));
    assert!(!caught("mk", "Твојот амбар е големата јама."));
    assert!(!caught(
        "en",
        "Your store is the big pit at the right end of your row."
    ));
    // A forbidden word outside its exception is still caught in the same text.
    assert!(caught("fi", "Iso kuoppa ja pieni kuoppa"));

    // The names: a preposition before a name, a postposition after it, in any spacing.
    let hr = glossary("hr").names;
    assert_eq!(
        names_out_of_case(&hr, "a = Igra: protiv { $name }\n", &["name"]),
        ["protiv { $name }"]
    );
    assert_eq!(
        names_out_of_case(
            &hr,
            "a = Igra: ti i {$name}, sa {$player}.\n",
            &["name", "player"]
        ),
        ["sa { $player }"]
    );
    assert!(names_out_of_case(&hr, "# protiv { $name }\n", &["name"]).is_empty());
    assert!(names_out_of_case(&hr, "a = protiv { $count }\n", &["name"]).is_empty());
    let fi = glossary("fi").names;
    assert_eq!(
        names_out_of_case(&fi, "a = Pelaat { $name } kanssa.\n", &["name"]),
        ["{ $name } kanssa"]
    );
    let fr = glossary("fr").names;
    assert_eq!(
        names_out_of_case(&fr, "a = La maison de { $player }.\n", &["player"]),
        ["de { $player }"]
    );
}
