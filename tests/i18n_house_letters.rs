//! Each language gives its own house letters: nine distinct letters a row, the child's row
//! upper case and the other row the same letters in lower case, read from the language's own
//! file. Macedonian writes Cyrillic letters in alphabet order; the other languages the
//! protocol's A–I and a–i. A list that cannot be used falls back to the Latin letters.

use oware::i18n::{
    HouseLetters, Localizer, LANGUAGES, LETTERS_PER_ROW, NORTH_LETTERS_ID, SOUTH_LETTERS_ID,
};
use oware::rules::{house_letter, GameKind};

fn rows(localizer: &Localizer, lang: &str) -> (Vec<String>, Vec<String>) {
    let (south, north) = localizer.house_letters(lang).rows();
    (south.to_vec(), north.to_vec())
}

#[test]
fn every_language_lists_nine_distinct_letters_a_row_in_its_own_file() {
    let localizer = Localizer::new();
    for lang in LANGUAGES {
        for id in [SOUTH_LETTERS_ID, NORTH_LETTERS_ID] {
            assert!(localizer.has_message(lang, id), "{lang} lacks {id}");
            // The file's own list is usable: it is what the localizer reads back.
            let listed: Vec<String> = localizer
                .text(lang, id)
                .split_whitespace()
                .map(str::to_string)
                .collect();
            let (south, north) = rows(&localizer, lang);
            let read = if id == SOUTH_LETTERS_ID { south } else { north };
            assert_eq!(listed, read, "{lang} {id}: its list was not used");
        }
        let (south, north) = rows(&localizer, lang);
        assert_eq!(south.len(), LETTERS_PER_ROW, "{lang}");
        assert_eq!(north.len(), LETTERS_PER_ROW, "{lang}");
        let mut all: Vec<&String> = south.iter().chain(&north).collect();
        all.sort();
        all.dedup();
        assert_eq!(
            all.len(),
            2 * LETTERS_PER_ROW,
            "{lang}: a letter is used twice"
        );
        for (upper, lower) in south.iter().zip(&north) {
            assert_eq!(
                upper.chars().count(),
                1,
                "{lang}: {upper:?} is not one letter"
            );
            assert!(upper.chars().all(char::is_uppercase), "{lang}: {upper}");
            assert!(lower.chars().all(char::is_lowercase), "{lang}: {lower}");
            assert_eq!(&upper.to_lowercase(), lower, "{lang}: {upper} and {lower}");
        }
    }
}

#[test]
fn macedonian_writes_cyrillic_letters_in_alphabet_order() {
    let localizer = Localizer::new();
    let (south, north) = rows(&localizer, "mk");
    assert_eq!(south.join(" "), "А Б В Г Д Ѓ Е Ж З");
    assert_eq!(north.join(" "), "а б в г д ѓ е ж з");
    // A regional tag is the same language.
    assert_eq!(
        localizer.house_letter("mk-MK", GameKind::Oware.layout(), 2),
        "В"
    );
    let togyz = GameKind::TogyzKumalak.layout();
    assert_eq!(localizer.house_letter("mk", togyz, 8), "З");
    assert_eq!(localizer.house_letter("mk", togyz, 9), "а");
    assert_eq!(localizer.house_letter("mk", togyz, 17), "з");
}

#[test]
fn the_latin_languages_keep_the_protocol_letters() {
    let localizer = Localizer::new();
    for lang in ["en", "fr", "hr", "fi"] {
        for kind in GameKind::ALL {
            let layout = kind.layout();
            for house in 0..layout.pits() {
                assert_eq!(
                    localizer.house_letter(lang, layout, house),
                    house_letter(layout, house).to_string(),
                    "{lang} {kind:?} {house}"
                );
            }
        }
    }
    // An unknown language reads English's letters.
    assert_eq!(
        localizer.house_letter("de", GameKind::Oware.layout(), 0),
        "A"
    );
}

#[test]
fn a_list_that_cannot_be_used_falls_back_to_latin() {
    let good = "house-letters-south = А Б В Г Д Ѓ Е Ж З\nhouse-letters-north = а б в г д ѓ е ж з\n";
    let short = "house-letters-south = А Б В\nhouse-letters-north = а б в г д ѓ е ж з\n";
    let twice =
        "house-letters-south = А Б В Г Д Ѓ Е Ж З\nhouse-letters-north = а б в г д ѓ е ж А\n";
    let oware = GameKind::Oware.layout();
    // The positive control: a good list is used.
    let localizer = Localizer::from_sources(&[("mk", good)]);
    assert_eq!(localizer.house_letter("mk", oware, 1), "Б");
    for bad in [short, twice, ""] {
        let localizer = Localizer::from_sources(&[("mk", bad)]);
        assert_eq!(localizer.house_letter("mk", oware, 1), "B", "{bad:?}");
        assert_eq!(localizer.house_letters("mk"), &HouseLetters::latin());
    }
}
