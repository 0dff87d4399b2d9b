//! Fluent bundles and language negotiation.
//!
//! Every word the activity shows lives in `locales/<lang>/`: `common.ftl` for the words every
//! game shares and one file per game (see [`FILES`]), all loaded into the language's bundle.
//! The files are embedded in the binary (see [`source`]) so the activity runs from any
//! directory. This module knows nothing about the user interface: it turns a
//! message id and a few arguments into a `String`.
//!
//! - [`Localizer`] holds one bundle per language and falls back to English;
//! - [`negotiate`], [`parse_language`] and [`system_language`] pick the language;
//! - [`HouseLetters`] are the letters a language writes on the houses (A–I, or А–З in
//!   Macedonian), while the rules and the protocol keep the Latin ones;
//! - `testing` (hidden) lends the tests every id the code uses, the embedded files and a
//!   reader of a Fluent file's ids and attributes, so that they check each locale.

mod bundles;
mod ids;
mod inspect;
mod letters;
mod negotiate;
mod sources;

pub use bundles::{Arg, Localizer, MISSING_TEXT};
pub use letters::{HouseLetters, LettersProblem};
pub use negotiate::{language_list, negotiate, parse_language, system_language, UnknownLanguage};
pub use sources::{source, FILES};

/// What the tests in `tests/` check every locale against: the ids the code uses, the
/// embedded files, the letters' ids, and a reader of a Fluent file. Public only because
/// those tests are another crate; hidden from the documentation, as no host needs it.
#[doc(hidden)]
pub mod testing {
    pub use super::ids::MESSAGE_IDS;
    pub use super::inspect::{inspect_resource, ResourceReport};
    pub use super::letters::{LETTERS_PER_ROW, NORTH_LETTERS_ID, SOUTH_LETTERS_ID};
    pub use super::sources::{all_files, LanguageFiles, SOURCES};
}

/// The languages the activity speaks, as BCP 47 tags.
pub const LANGUAGES: [&str; 5] = ["en", "hr", "fi", "fr", "mk"];

/// The language used when nothing else fits, and the one every other language falls back to.
pub const FALLBACK_LANGUAGE: &str = "en";
