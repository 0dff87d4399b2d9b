//! A few JSON values written by hand: the teacher's API answers are small and flat, and
//! names typed by children are escaped here once, whatever the page does with them.

use std::fmt::Write as _;

/// `text` as a JSON string. `<`, `>` and `&` are escaped too, so that no name can close a
/// tag even if an answer were ever read as HTML.
pub fn string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `"key":` with the key escaped.
pub fn key(out: &mut String, key: &str) {
    string(out, key);
    out.push(':');
}

/// An object `{"error": word}` (and more fields written by `more`).
pub fn error(word: &str) -> String {
    let mut out = String::from("{");
    key(&mut out, "error");
    string(&mut out, word);
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_json_and_for_html() {
        let mut out = String::new();
        string(&mut out, "a\"b\\c\n<img src=x onerror=alert(1)>&\u{1}é");
        assert_eq!(
            out,
            "\"a\\\"b\\\\c\\n\\u003cimg src=x onerror=alert(1)\\u003e\\u0026\\u0001é\""
        );
    }
}
