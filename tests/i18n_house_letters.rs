//! Each language gives its own house letters: nine distinct letters a row, the child's row
//! upper case and the other row lower case, read from the language's own file. The Latin
//! languages write the protocol's A–I and a–i, the same letters in both rows. Macedonian writes
//! Cyrillic letters in alphabet order, and its two rows share no letter: in Cyrillic в/В, г/Г,
//! ѓ/Ѓ, ж/Ж and з/З differ only in size, so the other row goes on with the alphabet instead.
//! A list that cannot be used falls back to the Latin letters.

use oware::i18n::testing::{LETTERS_PER_ROW, NORTH_LETTERS_ID, SOUTH_LETTERS_ID};
use oware::i18n::{HouseLetters, Localizer, LANGUAGES};
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
            for letter in [upper, lower] {
                assert_eq!(
                    letter.chars().count(),
                    1,
                    "{lang}: {letter:?} is not one letter"
                );
            }
            assert!(upper.chars().all(char::is_uppercase), "{lang}: {upper}");
            assert!(lower.chars().all(char::is_lowercase), "{lang}: {lower}");
            if lang != "mk" {
                assert_eq!(&upper.to_lowercase(), lower, "{lang}: {upper} and {lower}");
            }
        }
    }
}

/// Macedonian's alphabet, in its order.
const MACEDONIAN: &str = "абвгдѓежзѕијклљмнњопрстќуфхцчџш";

/// The letters of `north` that `south` also has, in either case.
fn shared<S: AsRef<str>>(south: &[S], north: &[S]) -> Vec<String> {
    north
        .iter()
        .map(|letter| letter.as_ref().to_lowercase())
        .filter(|letter| {
            south
                .iter()
                .any(|other| other.as_ref().to_lowercase() == *letter)
        })
        .collect()
}

#[test]
fn macedonian_rows_tell_apart_by_the_letters_shape_not_their_size() {
    let localizer = Localizer::new();
    let (south, north) = rows(&localizer, "mk");
    // No letter of one row is in the other, in either case: "куќата в" could not be told from
    // "куќата В" on the small letters of a netbook's board.
    assert_eq!(shared(&south, &north), Vec::<String>::new());
    // The positive control: the earlier lists, the same letters in two sizes, share them all.
    assert_eq!(shared(&["А", "Б", "В"], &["а", "б", "в"]), ["а", "б", "в"]);
    // Each row in alphabet order, the other row going on after the child's.
    let place = |letter: &String| {
        let letter = letter.to_lowercase();
        MACEDONIAN.chars().position(|c| letter == c.to_string())
    };
    let places: Vec<usize> = south
        .iter()
        .chain(&north)
        .map(|letter| place(letter).unwrap_or_else(|| panic!("{letter} is not Macedonian")))
        .collect();
    assert!(
        places.windows(2).all(|pair| pair[0] < pair[1]),
        "{places:?}"
    );
    // Letters that look like digits beside the seed counts (З and 3, О and 0), or like a Latin
    // letter a child would misread (Ѕ and S), and the two-letter shapes Љ and Њ are left out.
    for letter in south.iter().chain(&north) {
        for unwanted in ["з", "о", "ѕ", "љ", "њ"] {
            assert_ne!(letter.to_lowercase(), unwanted, "{letter}");
        }
    }
}

#[test]
fn macedonian_writes_cyrillic_letters_in_alphabet_order() {
    let localizer = Localizer::new();
    let (south, north) = rows(&localizer, "mk");
    assert_eq!(south.join(" "), "А Б В Г Д Ѓ Е Ж И");
    assert_eq!(north.join(" "), "ј к л м н п р с т");
    // A regional tag is the same language.
    assert_eq!(
        localizer.house_letter("mk-MK", GameKind::Oware.layout(), 2),
        "В"
    );
    let togyz = GameKind::TogyzKumalak.layout();
    assert_eq!(localizer.house_letter("mk", togyz, 8), "И");
    assert_eq!(localizer.house_letter("mk", togyz, 9), "ј");
    assert_eq!(localizer.house_letter("mk", togyz, 17), "т");
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
