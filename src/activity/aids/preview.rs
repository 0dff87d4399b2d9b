//! The move preview in words: what a house would do, as one short line under the board.
//!
//! The facts come from the rules ([`oware_rules::preview`], the move played on a copy), the
//! choice of sentences from `oware-phrases` (the browser's page gets the same ones from the
//! server); this only says them in the child's language.

use crate::i18n::Localizer;
use oware_rules::{Layout, Preview};

use super::phrase::{say_all, Phrase};

/// The sentences that describe `preview`, most telling last: where the last seed lands,
/// then what that does.
pub fn preview_phrases(layout: Layout, preview: &Preview) -> Vec<Phrase> {
    oware_phrases::preview(layout, preview)
}

/// The preview as one line in `language`.
pub fn preview_sentence(
    localizer: &Localizer,
    language: &str,
    layout: Layout,
    preview: &Preview,
) -> String {
    say_all(&preview_phrases(layout, preview), localizer, language)
}

#[cfg(test)]
mod tests {
    // The choice of sentences is tested in oware-phrases; these check that the activity says
    // them, in every language and with each language's house letters.
    use super::*;
    use oware_rules::{abapa, kalah, preview, Rules, Side};

    fn ids(phrases: &[Phrase]) -> Vec<&'static str> {
        phrases.iter().map(|phrase| phrase.id).collect()
    }

    #[test]
    fn an_oware_double_capture_names_both_houses() {
        let position = abapa::Position::from_parts(
            abapa::Variant::ABAPA,
            &[4, 4, 4, 4, 3, 4, 1, 2, 4, 4, 4, 4],
            [3, 3],
            Side::South,
        )
        .expect("position");
        let seen = preview(&position, 4).expect("legal");
        let phrases = preview_phrases(position.layout(), &seen);
        assert_eq!(ids(&phrases), ["preview-lands", "preview-captures-houses"]);
        let localizer = Localizer::new();
        assert_eq!(
            preview_sentence(&localizer, "en", position.layout(), &seen),
            "Your last seed lands in house b. You capture 5 seeds from houses b, a."
        );
        // The same phrases in Macedonian name the houses with its own letters.
        assert_eq!(
            preview_sentence(&localizer, "mk", position.layout(), &seen),
            "Твоето последно семе паѓа во куќата к. Фаќаш 5 семиња од куќите к, ј."
        );
    }

    #[test]
    fn every_language_says_every_preview_sentence() {
        let localizer = Localizer::new();
        let position = kalah::Position::start(4);
        let seen = preview(&position, 2).expect("legal");
        for language in crate::i18n::LANGUAGES {
            let line = preview_sentence(&localizer, language, position.layout(), &seen);
            assert!(
                !line.is_empty() && !line.contains('{'),
                "{language}: {line}"
            );
        }
    }
}
