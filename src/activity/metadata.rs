//! What a host suite lists about the activity, translated like everything else.

use crate::i18n::Localizer;

/// The activity's card in a host's menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityMetadata {
    pub id: &'static str,
    pub section: &'static str,
    /// From 1 (youngest) to 6, as in GCompris: strategy with lookahead suits older children.
    pub difficulty: u8,
    pub author: &'static str,
    pub title: String,
    pub description: String,
    pub goal: String,
    pub manual: String,
    pub credit: String,
}

/// The metadata in one language (falling back to English like every other text).
pub fn metadata(localizer: &Localizer, language: &str) -> ActivityMetadata {
    let text = |id: &str| localizer.text(language, id);
    ActivityMetadata {
        id: "oware",
        section: "strategy",
        difficulty: 4,
        author: "The Oware activity authors",
        title: text("activity-title"),
        description: text("activity-description"),
        goal: text("activity-goal"),
        manual: text("activity-manual"),
        credit: text("activity-credit"),
    }
}
