//! The Fluent files, embedded at compile time.

/// Each language with the text of its `oware.ftl`, in the order of [`super::LANGUAGES`].
pub const SOURCES: [(&str, &str); 5] = [
    ("en", include_str!("../../locales/en/oware.ftl")),
    ("hr", include_str!("../../locales/hr/oware.ftl")),
    ("fi", include_str!("../../locales/fi/oware.ftl")),
    ("fr", include_str!("../../locales/fr/oware.ftl")),
    ("mk", include_str!("../../locales/mk/oware.ftl")),
];

/// The embedded Fluent text of one of our languages, if we have it.
pub fn source(lang: &str) -> Option<&'static str> {
    SOURCES
        .iter()
        .find(|(tag, _)| *tag == lang)
        .map(|(_, text)| *text)
}
