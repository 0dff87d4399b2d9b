//! The teacher's page counts children in each language's own plural forms: "of 1 child",
//! never "of 1 children". The page's files are read as the page reads them, through Fluent,
//! with each language's plural rules (Croatian one/few/other, 21 is "one" in Croatian and
//! Macedonian, 11 is not).

mod i18n_text;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use i18n_text::language_files;
use unic_langid::LanguageIdentifier;

/// `assignment-done-count` with `done` of `total`, in `lang`.
fn done_count(lang: &str, done: i64, total: i64) -> String {
    let (_, source) = language_files(lang)
        .into_iter()
        .find(|(name, _)| name == "teacher.ftl")
        .unwrap_or_else(|| panic!("{lang} has no teacher.ftl"));
    let resource = FluentResource::try_new(source).unwrap_or_else(|(_, errors)| {
        panic!("{lang}/teacher.ftl: {errors:?}");
    });
    let id: LanguageIdentifier = lang.parse().expect("a language tag");
    let mut bundle = FluentBundle::new(vec![id]);
    // The page shows the numbers plainly; the isolation marks are Fluent's default only.
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no id twice");
    let message = bundle
        .get_message("assignment-done-count")
        .expect("assignment-done-count");
    let pattern = message.value().expect("a value");
    let mut args = FluentArgs::new();
    args.set("done", done);
    args.set("total", total);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{lang}: {errors:?}");
    text.into_owned()
}

fn check(lang: &str, cases: &[(i64, i64, &str)]) {
    for (done, total, expected) in cases {
        assert_eq!(
            done_count(lang, *done, *total),
            *expected,
            "{lang} {done} of {total}"
        );
    }
}

#[test]
fn english() {
    check(
        "en",
        &[
            (1, 1, "Done by 1 of 1 child"),
            (0, 2, "Done by 0 of 2 children"),
            (3, 21, "Done by 3 of 21 children"),
        ],
    );
}

#[test]
fn croatian_has_one_few_and_other() {
    check(
        "hr",
        &[
            (1, 1, "Završilo: 1 od 1 djeteta"),
            (0, 3, "Završilo: 0 od 3 djece"),
            (2, 5, "Završilo: 2 od 5 djece"),
            (2, 11, "Završilo: 2 od 11 djece"),
            (4, 21, "Završilo: 4 od 21 djeteta"),
            (4, 22, "Završilo: 4 od 22 djece"),
        ],
    );
}

#[test]
fn finnish_counts_in_a_label_that_needs_no_plural() {
    check(
        "fi",
        &[
            (1, 1, "Työn tehneitä lapsia: 1/1"),
            (2, 5, "Työn tehneitä lapsia: 2/5"),
            (0, 21, "Työn tehneitä lapsia: 0/21"),
        ],
    );
}

#[test]
fn french_counts_one_child_as_one() {
    check(
        "fr",
        &[
            (1, 1, "Fait par 1 sur 1 enfant"),
            (2, 5, "Fait par 2 sur 5 enfants"),
            (0, 21, "Fait par 0 sur 21 enfants"),
        ],
    );
}

#[test]
fn macedonian_counts_21_as_one_and_11_as_other() {
    check(
        "mk",
        &[
            (1, 1, "Готово: 1 од 1 дете"),
            (2, 5, "Готово: 2 од 5 деца"),
            (3, 11, "Готово: 3 од 11 деца"),
            (3, 21, "Готово: 3 од 21 дете"),
        ],
    );
}
