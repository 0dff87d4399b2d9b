//! The chapters' own texts come from the chapters crate as Fluent ids (titles, explanations,
//! goals). A text missing from the language's files is shown by its id, and the log says so,
//! rather than leaving the line empty.

use crate::activity::texts::Texts;
use crate::i18n::Arg;

/// The chapter's text `id` in the current language, with `args`; its id when it is missing.
pub fn say(texts: &Texts, id: &str, args: &[(&str, Arg)]) -> String {
    if texts.localizer.has_message(texts.language, id) {
        texts.with(id, args)
    } else {
        log::warn!("the chapters' text {id} is missing in {}", texts.language);
        id.to_string()
    }
}
