//! The Fluent files, embedded at compile time.
//!
//! Each language has one file of words every game shares and one file per game, so that a
//! translator sees one game at a time; the localizer loads them all into the language's
//! bundle.

/// The Fluent files of every language, by name (`locales/<lang>/<name>.ftl`), in loading
/// order: the shared words first, then one file per game, then the learning aids (lessons,
/// the move preview, the look back at a game), then the puzzles and the counting drills, then
/// the words of the chapters' screens and the chapters' own texts.
pub const FILES: [&str; 9] = [
    "common",
    "oware",
    "kalah",
    "congkak",
    "togyz",
    "lessons",
    "puzzles",
    "chapter-screen",
    "chapters",
];

/// One language's Fluent texts, in the order of [`FILES`].
pub type LanguageFiles = [&'static str; FILES.len()];

/// The files of one language folder, in the order of [`FILES`].
macro_rules! language_files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../../locales/", $lang, "/oware.ftl")),
            include_str!(concat!("../../locales/", $lang, "/kalah.ftl")),
            include_str!(concat!("../../locales/", $lang, "/congkak.ftl")),
            include_str!(concat!("../../locales/", $lang, "/togyz.ftl")),
            include_str!(concat!("../../locales/", $lang, "/lessons.ftl")),
            include_str!(concat!("../../locales/", $lang, "/puzzles.ftl")),
            include_str!(concat!("../../locales/", $lang, "/chapter-screen.ftl")),
            include_str!(concat!("../../locales/", $lang, "/chapters.ftl")),
        ]
    };
}

/// Each language with the texts of its files, in the order of [`super::LANGUAGES`].
pub const SOURCES: [(&str, LanguageFiles); 5] = [
    ("en", language_files!("en")),
    ("hr", language_files!("hr")),
    ("fi", language_files!("fi")),
    ("fr", language_files!("fr")),
    ("mk", language_files!("mk")),
];

/// The embedded Fluent text of one file (a name of [`FILES`]) of one of our languages.
pub fn source(lang: &str, file: &str) -> Option<&'static str> {
    let index = FILES.iter().position(|name| *name == file)?;
    SOURCES
        .iter()
        .find(|(tag, _)| *tag == lang)
        .map(|(_, files)| files[index])
}

/// Every embedded file as `(language tag, file name, Fluent text)`, language by language.
pub fn all_files() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    SOURCES.iter().flat_map(|(tag, files)| {
        FILES
            .iter()
            .zip(files.iter())
            .map(move |(name, text)| (*tag, *name, *text))
    })
}
