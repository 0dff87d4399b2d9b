//! Choosing one of our languages from what the system or the command line asks for.

use std::fmt;

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

use super::{FALLBACK_LANGUAGE, LANGUAGES};

/// Reads a language tag in BCP 47 form (`fr-CA`) or POSIX form (`mk_MK.UTF-8`, `fi_FI@euro`).
/// `None` for anything that names no language (`""`, `C`, `und`, garbage).
pub(crate) fn parse_tag(tag: &str) -> Option<LanguageIdentifier> {
    let tag = tag.trim();
    // POSIX: language[_territory][.codeset][@modifier]; the codeset and modifier do not matter.
    let tag = tag.split(['.', '@']).next().unwrap_or_default();
    let tag = tag.replace('_', "-");
    let id: LanguageIdentifier = tag.parse().ok()?;
    if id.language.is_empty() {
        return None;
    }
    Some(id)
}

/// Our languages as identifiers, in the order of [`LANGUAGES`].
fn available() -> Vec<LanguageIdentifier> {
    LANGUAGES.iter().filter_map(|tag| parse_tag(tag)).collect()
}

/// The best of our languages for `requested` (most wanted first), or `None` if none fits.
fn best(requested: &[LanguageIdentifier]) -> Option<&'static str> {
    let available = available();
    let chosen = negotiate_languages(requested, &available, None, NegotiationStrategy::Lookup);
    let chosen = chosen.first()?.to_string();
    LANGUAGES.iter().copied().find(|tag| *tag == chosen)
}

/// The best of our languages for a list of requested locales, most wanted first (for example
/// from the system); English if none fits. Accepts `hr-HR`, `fr_CA`, `mk_MK.UTF-8`, ….
pub fn negotiate(requested: &[&str]) -> &'static str {
    let requested: Vec<LanguageIdentifier> =
        requested.iter().filter_map(|tag| parse_tag(tag)).collect();
    best(&requested).unwrap_or(FALLBACK_LANGUAGE)
}

/// Reads a `--lang` value: one of our languages, also in a regional form like `fr-FR`.
pub fn parse_language(tag: &str) -> Result<&'static str, UnknownLanguage> {
    let unknown = || UnknownLanguage {
        tag: tag.to_string(),
    };
    let id = parse_tag(tag).ok_or_else(unknown)?;
    best(&[id]).ok_or_else(unknown)
}

/// The system's preferred language (from `sys_locale::get_locales()`), negotiated; English if
/// the system asks for nothing we speak.
pub fn system_language() -> &'static str {
    let locales: Vec<String> = sys_locale::get_locales().collect();
    let requested: Vec<&str> = locales.iter().map(String::as_str).collect();
    negotiate(&requested)
}

/// Our language tags as a list for messages: "en, hr, fi, fr, mk".
pub fn language_list() -> String {
    LANGUAGES.join(", ")
}

/// A language tag that names none of our languages. Its message lists the ones we have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage {
    tag: String,
}

impl UnknownLanguage {
    /// The tag as it was given.
    pub fn tag(&self) -> &str {
        &self.tag
    }
}

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tag.trim().is_empty() {
            write!(f, "no language given")?;
        } else {
            write!(f, "unknown language \"{}\"", self.tag)?;
        }
        write!(f, "; available languages: {}", language_list())
    }
}

impl std::error::Error for UnknownLanguage {}
