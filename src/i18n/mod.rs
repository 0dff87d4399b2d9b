//! Fluent bundles and language negotiation.
//!
//! Every word the activity shows lives in `locales/<lang>/`: `common.ftl` for the words every
//! game shares and one file per game (see [`FILES`]), all loaded into the language's bundle.
//! The files are embedded in the binary (see [`SOURCES`]) so the activity runs from any
//! directory. This module knows nothing about the user interface: it turns a
//! message id and a few arguments into a `String`.
//!
//! - [`Localizer`] holds one bundle per language and falls back to English;
//! - [`negotiate`], [`parse_language`] and [`system_language`] pick the language;
//! - [`MESSAGE_IDS`] lists every id the code uses, so tests can check each locale;
//! - [`HouseLetters`] are the letters a language writes on the houses (A–I, or А–З in
//!   Macedonian), while the rules and the protocol keep the Latin ones;
//! - [`inspect_resource`] reads the ids and attributes of a Fluent file, for those tests.

mod bundles;
mod ids;
mod inspect;
mod letters;
mod negotiate;
mod sources;

pub use bundles::{Arg, Localizer, MISSING_TEXT};
pub use ids::MESSAGE_IDS;
pub use inspect::{inspect_resource, ResourceReport};
pub use letters::{
    HouseLetters, LettersProblem, LETTERS_PER_ROW, NORTH_LETTERS_ID, SOUTH_LETTERS_ID,
};
pub use negotiate::{language_list, negotiate, parse_language, system_language, UnknownLanguage};
pub use sources::{all_files, source, LanguageFiles, FILES, SOURCES};

/// The languages the activity speaks, as BCP 47 tags.
pub const LANGUAGES: [&str; 5] = ["en", "hr", "fi", "fr", "mk"];

/// The language used when nothing else fits, and the one every other language falls back to.
pub const FALLBACK_LANGUAGE: &str = "en";
