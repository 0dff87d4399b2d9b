//! [`Localizer`]: one Fluent bundle per language, with English as the safety net.

use std::cell::RefCell;
use std::collections::HashSet;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use oware_rules::Layout;
use unic_langid::LanguageIdentifier;

use super::letters::{HouseLetters, NORTH_LETTERS_ID, SOUTH_LETTERS_ID};
use super::negotiate::parse_tag;
use super::sources::all_files;
use super::{FALLBACK_LANGUAGE, LANGUAGES};

/// What [`Localizer::text`] returns for an id that no language defines: nothing at all, so a
/// child never sees a raw id. The problem is reported (through `log`) instead.
pub const MISSING_TEXT: &str = "";

/// One argument of a message: a number (which also picks plural forms) or a piece of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A number, such as a count of seeds.
    Num(i64),
    /// A text, such as a player's name.
    Str(&'a str),
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}

struct Language {
    tag: String,
    id: Option<LanguageIdentifier>,
    bundle: FluentBundle<FluentResource>,
    /// The letters of its houses, read once from its bundle (see [`HouseLetters`]).
    letters: HouseLetters,
}

/// All the languages' messages, ready to be formatted.
///
/// Lookups never panic and never show a raw message id: a message missing in the asked
/// language comes from English, and a message missing everywhere is [`MISSING_TEXT`].
/// Each such problem is reported once, through `log`.
pub struct Localizer {
    languages: Vec<Language>,
    reported: RefCell<HashSet<String>>,
    /// The letters of a localizer without English.
    latin: HouseLetters,
}

impl Default for Localizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Localizer {
    /// The five embedded languages of [`LANGUAGES`](super::LANGUAGES), each with all its
    /// files (see [`FILES`](super::FILES)) in one bundle.
    pub fn new() -> Localizer {
        Self::from_named(
            all_files().map(|(tag, file, text)| (tag, format!("{tag}/{file}.ftl"), text)),
        )
    }

    /// A localizer built from `(language tag, Fluent source)` pairs, for tests and tools.
    ///
    /// A source that does not parse is reported (through `log`) and its good messages still load;
    /// two sources with the same tag are merged (the first definition of an id wins).
    pub fn from_sources(sources: &[(&str, &str)]) -> Localizer {
        Self::from_named(
            sources
                .iter()
                .map(|(tag, text)| (*tag, (*tag).to_string(), *text)),
        )
    }

    /// Builds the bundles from `(language tag, name for messages, Fluent source)`; the
    /// sources of one tag go into one bundle, in order.
    fn from_named<'a>(sources: impl Iterator<Item = (&'a str, String, &'a str)>) -> Localizer {
        let mut languages: Vec<Language> = Vec::new();
        for (tag, name, text) in sources {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    for error in &errors {
                        log::warn!(
                            "i18n: {name}: line {}: {error}",
                            line_of(text, error.pos.start)
                        );
                    }
                    resource
                }
            };
            let index = match languages.iter().position(|l| l.tag == tag) {
                Some(index) => index,
                None => {
                    languages.push(Language::new(tag));
                    languages.len() - 1
                }
            };
            if let Err(errors) = languages[index].bundle.add_resource(resource) {
                for error in errors {
                    log::warn!("i18n: {name}: {error}");
                }
            }
        }
        let mut localizer = Localizer {
            languages,
            reported: RefCell::new(HashSet::new()),
            latin: HouseLetters::latin(),
        };
        let letters: Vec<HouseLetters> = localizer
            .languages
            .iter()
            .map(|language| localizer.read_letters(language))
            .collect();
        for (language, letters) in localizer.languages.iter_mut().zip(letters) {
            language.letters = letters;
        }
        localizer
    }

    /// A language's house letters from its own messages; the Latin letters when it has
    /// none, or lists that cannot be used (reported through `log`).
    fn read_letters(&self, language: &Language) -> HouseLetters {
        let row = |id: &str| self.format(language, id, None, None, id);
        let (Some(south), Some(north)) = (row(SOUTH_LETTERS_ID), row(NORTH_LETTERS_ID)) else {
            return HouseLetters::latin();
        };
        HouseLetters::parse(&south, &north).unwrap_or_else(|problem| {
            self.report(format!("{}: {problem}; using A–I", language.tag));
            HouseLetters::latin()
        })
    }

    /// The house letters of `lang` (of English, which writes the protocol's Latin letters,
    /// for a language this localizer lacks).
    pub fn house_letters(&self, lang: &str) -> &HouseLetters {
        self.find(lang)
            .or_else(|| self.languages.iter().find(|l| l.tag == FALLBACK_LANGUAGE))
            .map_or(&self.latin, |language| &language.letters)
    }

    /// The letter a child reads on `house` and hears in sentences, in `lang`.
    pub fn house_letter(&self, lang: &str, layout: impl Into<Layout>, house: usize) -> String {
        self.house_letters(lang).letter(layout, house)
    }

    /// The tags of the languages this localizer holds, in the order they were given.
    pub fn languages(&self) -> Vec<&str> {
        self.languages.iter().map(|l| l.tag.as_str()).collect()
    }

    /// Whether `lang` itself (without falling back) defines the message `id`.
    pub fn has_message(&self, lang: &str, id: &str) -> bool {
        self.languages
            .iter()
            .any(|l| l.tag == lang && l.bundle.has_message(id))
    }

    /// The message `id` in `lang`, falling back to English when `lang` lacks it.
    pub fn text(&self, lang: &str, id: &str) -> String {
        self.lookup(lang, id, None, None)
    }

    /// The message `id` in `lang` with its arguments, e.g. `[("count", Arg::Num(3))]`.
    pub fn text_with(&self, lang: &str, id: &str, args: &[(&str, Arg)]) -> String {
        self.lookup(lang, id, None, Some(&fluent_args(args)))
    }

    /// Shorthand for a message whose only argument is `$count`.
    pub fn count(&self, lang: &str, id: &str, count: i64) -> String {
        self.text_with(lang, id, &[("count", Arg::Num(count))])
    }

    /// The attribute `attr` of message `id` (`id.attr` in Fluent), with the same fallback.
    pub fn attribute(&self, lang: &str, id: &str, attr: &str) -> String {
        self.lookup(lang, id, Some(attr), None)
    }

    /// The attribute `attr` of message `id`, with arguments.
    pub fn attribute_with(&self, lang: &str, id: &str, attr: &str, args: &[(&str, Arg)]) -> String {
        self.lookup(lang, id, Some(attr), Some(&fluent_args(args)))
    }

    /// A language's name in that language ("Hrvatski", "Suomi", …), from `language-name`.
    pub fn language_name(&self, lang: &str) -> String {
        self.text(lang, "language-name")
    }

    /// Each of [`LANGUAGES`](super::LANGUAGES) with its own name, for a language menu.
    pub fn language_names(&self) -> Vec<(&'static str, String)> {
        LANGUAGES
            .iter()
            .map(|tag| (*tag, self.language_name(tag)))
            .collect()
    }

    fn find(&self, lang: &str) -> Option<&Language> {
        if let Some(exact) = self.languages.iter().find(|l| l.tag == lang) {
            return Some(exact);
        }
        // "fr-CA", "mk_MK.UTF-8", …: the same language is good enough.
        let wanted = parse_tag(lang)?;
        self.languages.iter().find(|l| {
            l.id.as_ref()
                .is_some_and(|id| id.language == wanted.language)
        })
    }

    fn lookup(
        &self,
        lang: &str,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> String {
        let name = match attr {
            Some(attr) => format!("{id}.{attr}"),
            None => id.to_string(),
        };
        let asked = self.find(lang);
        if let Some(language) = asked {
            if let Some(text) = self.format(language, id, attr, args, &name) {
                return text;
            }
        }
        let is_fallback = asked.is_some_and(|l| l.tag == FALLBACK_LANGUAGE);
        if !is_fallback {
            if let Some(english) = self.languages.iter().find(|l| l.tag == FALLBACK_LANGUAGE) {
                if let Some(text) = self.format(english, id, attr, args, &name) {
                    self.report(match asked {
                        Some(_) => format!(
                            "\"{name}\" is missing in \"{lang}\"; using {FALLBACK_LANGUAGE}"
                        ),
                        None => format!("no language \"{lang}\"; using {FALLBACK_LANGUAGE}"),
                    });
                    return text;
                }
            }
        }
        self.report(format!("\"{name}\" is missing in every language"));
        MISSING_TEXT.to_string()
    }

    fn format(
        &self,
        language: &Language,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
        name: &str,
    ) -> Option<String> {
        let message = language.bundle.get_message(id)?;
        let pattern = match attr {
            None => message.value()?,
            Some(attr) => message.get_attribute(attr)?.value(),
        };
        let mut errors = Vec::new();
        let text = language.bundle.format_pattern(pattern, args, &mut errors);
        for error in errors {
            self.report(format!("\"{name}\" in \"{}\": {error}", language.tag));
        }
        Some(text.into_owned())
    }

    /// Reports a problem (see the `log` crate), once per distinct problem.
    fn report(&self, problem: String) {
        let first_time = self.reported.borrow_mut().insert(problem.clone());
        if first_time {
            log::warn!("i18n: {problem}");
        }
    }
}

impl Language {
    fn new(tag: &str) -> Language {
        let id = parse_tag(tag);
        if id.is_none() {
            log::warn!("i18n: \"{tag}\" is not a language tag; plural forms may be wrong");
        }
        let mut bundle = FluentBundle::new(vec![id.clone().unwrap_or_default()]);
        // All our languages are written left to right: no invisible isolation marks.
        bundle.set_use_isolating(false);
        Language {
            tag: tag.to_string(),
            id,
            bundle,
            letters: HouseLetters::latin(),
        }
    }
}

fn fluent_args<'a>(args: &[(&'a str, Arg<'a>)]) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        match *arg {
            Arg::Num(n) => fluent_args.set(*name, FluentValue::from(n)),
            Arg::Str(s) => fluent_args.set(*name, FluentValue::from(s)),
        }
    }
    fluent_args
}

/// The 1-based line of a byte offset in `text`.
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    let before = text.get(..offset).unwrap_or(text);
    before.matches('\n').count() + 1
}
