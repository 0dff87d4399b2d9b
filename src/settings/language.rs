//! Which language tags the settings and the command line accept.

use crate::i18n::{parse_language, LANGUAGES};

/// The canonical tag (one of [`LANGUAGES`]) for `tag`, or `None` if the
/// activity does not speak it.
///
/// Region and POSIX forms are accepted because that is what teachers type
/// and what locales look like (`fr-FR`, `mk_MK.UTF-8`): the same reading as
/// `--lang`, so a value that works on the command line works in the file.
pub fn known_language(tag: &str) -> Option<&'static str> {
    parse_language(tag).ok()
}

/// The accepted tags as a human list, for messages.
pub fn language_list() -> String {
    LANGUAGES.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_plain_region_and_case_variants() {
        assert_eq!(known_language("fr"), Some("fr"));
        assert_eq!(known_language("fr-FR"), Some("fr"));
        assert_eq!(known_language("mk_MK"), Some("mk"));
        assert_eq!(known_language("HR"), Some("hr"));
    }

    #[test]
    fn rejects_unknown_and_empty_tags() {
        assert_eq!(known_language("xx"), None);
        assert_eq!(known_language(""), None);
        assert_eq!(known_language("french"), None);
    }
}
