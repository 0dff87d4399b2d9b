//! The small words that the lines of the lessons, the puzzles and the chapters share: a
//! `key=value` field, `yes` or `no`, a message id, a position's words and a number written
//! one way only. Each is read in one place, so that every feature's lines take exactly the
//! same forms.

use std::fmt;

/// `key=value`, the value after the key.
pub(crate) fn value<'a>(word: &'a str, key: &str) -> Option<&'a str> {
    word.strip_prefix(key)?.strip_prefix('=')
}

/// `yes` or `no`.
pub(crate) fn yes_no(word: &str) -> Option<bool> {
    match word {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

/// The word [`yes_no`] reads back.
pub(crate) fn yes_no_word(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// A message id (or a chapter's key) as the wire carries it: 1 to 60 lower-case ASCII
/// letters, digits and `-`, starting with a letter.
pub(crate) fn message_id(word: &str) -> Option<&str> {
    let fits = (1..=60).contains(&word.len())
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && word.starts_with(|c: char| c.is_ascii_lowercase());
    fits.then_some(word)
}

/// The position's words: at least one, none empty.
pub(crate) fn position_words(words: &[&str]) -> Option<String> {
    (!words.is_empty() && words.iter().all(|word| !word.is_empty())).then(|| words.join(" "))
}

/// `value` if it writes exactly `text`: a number is read only as it is written.
pub(crate) fn canonical<T: fmt::Display>(value: T, text: &str) -> Option<T> {
    (value.to_string() == text).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_word_reads_only_its_own_form() {
        assert_eq!(value("stars=3", "stars"), Some("3"));
        assert_eq!(value("stars3", "stars"), None);
        assert_eq!(value("star=3", "stars"), None);
        assert_eq!(yes_no(yes_no_word(true)), Some(true));
        assert_eq!(yes_no(yes_no_word(false)), Some(false));
        assert_eq!(yes_no("Yes"), None);
        assert_eq!(message_id("big-house-2"), Some("big-house-2"));
        assert_eq!(message_id("2-big"), None);
        assert_eq!(message_id("Big"), None);
        assert_eq!(message_id(&"a".repeat(60)), Some("a".repeat(60).as_str()));
        assert_eq!(message_id(&"a".repeat(61)), None);
        assert_eq!(position_words(&["4", "4"]), Some("4 4".to_string()));
        assert_eq!(position_words(&[]), None);
        assert_eq!(position_words(&["4", ""]), None);
        assert_eq!(canonical(7u8, "7"), Some(7));
        assert_eq!(canonical(7u8, "07"), None);
    }
}
