//! Picking a language: from the system's list, and from a `--lang` value.

use oware::i18n::{negotiate, parse_language, system_language, LANGUAGES};

#[test]
fn negotiation_table() {
    let table: &[(&[&str], &str)] = &[
        (&["hr-HR"], "hr"),
        (&["fr-CA"], "fr"),
        (&["mk_MK.UTF-8"], "mk"),
        (&["de-DE"], "en"),
        (&["fi_FI.UTF-8"], "fi"),
        (&[], "en"),
        (&["garbage!!"], "en"),
        (&["%%%", "", "C", "POSIX", "C.UTF-8"], "en"),
        (&["en-GB"], "en"),
        (&["en_US.UTF-8"], "en"),
        (&["FR_be"], "fr"),
        (&["fi_FI@euro"], "fi"),
        (&["hr"], "hr"),
        (&["mk"], "mk"),
        (&["sr-RS", "bs-BA"], "en"),
        // The first language we speak wins, in the order the user asked.
        (&["de-DE", "sv-SE", "fi-FI", "fr-FR"], "fi"),
        (&["garbage", "mk-MK", "hr-HR"], "mk"),
        (&["fr-CA", "en-CA"], "fr"),
    ];
    for (requested, expected) in table {
        assert_eq!(negotiate(requested), *expected, "{requested:?}");
    }
}

#[test]
fn parse_language_accepts_our_languages_and_their_regions() {
    for lang in LANGUAGES {
        assert_eq!(parse_language(lang), Ok(lang));
        assert_eq!(parse_language(&lang.to_uppercase()), Ok(lang));
    }
    assert_eq!(parse_language("fr-FR"), Ok("fr"));
    assert_eq!(parse_language("fr_CA"), Ok("fr"));
    assert_eq!(parse_language("hr-HR"), Ok("hr"));
    assert_eq!(parse_language("mk_MK.UTF-8"), Ok("mk"));
    assert_eq!(parse_language("mk_MK"), Ok("mk"));
    assert_eq!(parse_language("fi-FI"), Ok("fi"));
    assert_eq!(parse_language("en-US"), Ok("en"));
    assert_eq!(parse_language(" en "), Ok("en"));
}

#[test]
fn parse_language_rejects_the_rest_and_lists_the_languages() {
    for tag in [
        "xx",
        "",
        "  ",
        "de",
        "de-DE",
        "français",
        "french",
        "C",
        "!!",
    ] {
        let error = parse_language(tag).expect_err(tag);
        assert_eq!(error.tag(), tag);
        let message = error.to_string();
        for lang in LANGUAGES {
            assert!(message.contains(lang), "{message:?} does not list {lang}");
        }
    }
    assert_eq!(
        parse_language("xx").map_err(|e| e.to_string()),
        Err("unknown language \"xx\"; available languages: en, hr, fi, fr, mk".to_string())
    );
    assert_eq!(
        parse_language("").map_err(|e| e.to_string()),
        Err("no language given; available languages: en, hr, fi, fr, mk".to_string())
    );
    let boxed: Box<dyn std::error::Error> = Box::new(parse_language("xx").unwrap_err());
    assert!(boxed.to_string().starts_with("unknown language"));
}

#[test]
fn the_system_language_is_one_of_ours() {
    assert!(LANGUAGES.contains(&system_language()));
}
