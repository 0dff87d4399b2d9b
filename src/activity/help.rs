//! The help dialog's rules in short sections, each under a heading.
//!
//! A game's rules are one Fluent message of paragraphs (the browser and screen readers read
//! it whole). Its paragraphs come in the same order in every language, so a section is
//! named by the paragraph it starts at.

use crate::rules::GameKind;

/// One section of the rules: its heading and its paragraphs, blank lines between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSection {
    /// The section's heading, in the child's language.
    pub heading: String,
    /// Its paragraphs, a blank line between them.
    pub body: String,
}

/// Where each section of a game's rules begins (a paragraph's index) and its heading's id.
pub fn headings(kind: GameKind) -> &'static [(usize, &'static str)] {
    match kind {
        GameKind::Oware => &[
            (0, "help-heading-board"),
            (1, "help-heading-turn"),
            (3, "help-heading-capture"),
            (6, "help-heading-feed"),
            (7, "help-heading-end"),
        ],
        GameKind::Kalah => &[
            (0, "help-heading-board"),
            (2, "help-heading-turn"),
            (4, "help-heading-again"),
            (5, "help-heading-capture"),
            (6, "help-heading-end"),
        ],
        GameKind::Congkak => &[
            (0, "help-heading-board"),
            (2, "help-heading-turn"),
            (4, "help-heading-last-seed"),
            (9, "help-heading-end"),
        ],
        GameKind::TogyzKumalak => &[
            (0, "help-heading-board"),
            (2, "help-heading-turn"),
            (4, "help-heading-capture"),
            (5, "help-heading-tuzdyk"),
            (7, "help-heading-end"),
        ],
    }
}

/// The paragraphs of a text, split at its blank lines.
pub fn paragraphs(rules: &str) -> Vec<&str> {
    rules
        .split("\n\n")
        .map(str::trim)
        .filter(|paragraph| !paragraph.is_empty())
        .collect()
}

/// `rules` cut into `kind`'s sections, each heading worded by `heading`. A section whose
/// paragraphs are missing is left out, so a shorter translation still shows what it has.
pub fn sections(kind: GameKind, rules: &str, heading: impl Fn(&str) -> String) -> Vec<HelpSection> {
    let paragraphs = paragraphs(rules);
    let starts = headings(kind);
    starts
        .iter()
        .enumerate()
        .filter_map(|(n, &(start, id))| {
            let end = starts
                .get(n + 1)
                .map_or(paragraphs.len(), |&(next, _)| next);
            let body = paragraphs.get(start..end.min(paragraphs.len()))?;
            (!body.is_empty()).then(|| HelpSection {
                heading: heading(id),
                body: body.join("\n\n"),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_section_takes_the_paragraphs_up_to_the_next() {
        let rules =
            "Board.\n\nTurn one.\n\nTurn two.\n\nAgain.\n\nCapture.\n\nEnd one.\n\nEnd two.";
        let shown = sections(GameKind::Kalah, rules, str::to_owned);
        let pairs: Vec<(&str, &str)> = shown
            .iter()
            .map(|section| (section.heading.as_str(), section.body.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("help-heading-board", "Board.\n\nTurn one."),
                ("help-heading-turn", "Turn two.\n\nAgain."),
                ("help-heading-again", "Capture."),
                ("help-heading-capture", "End one."),
                ("help-heading-end", "End two."),
            ]
        );
    }

    #[test]
    fn missing_paragraphs_leave_their_sections_out() {
        let shown = sections(GameKind::Oware, "Board.\n\nTurn.", str::to_owned);
        assert_eq!(shown.len(), 2);
        assert_eq!(shown[1].body, "Turn.");
        assert!(sections(GameKind::Oware, "", str::to_owned).is_empty());
    }
}
