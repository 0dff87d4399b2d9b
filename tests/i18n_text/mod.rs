//! The text of every Fluent file of a language as a reader sees it: each message with the plain
//! text it shows, outside every placeable, read from the files on disk, so that the browser
//! pages' own `teacher.ftl` is read with the others. Comments are translators' notes, not text.

use std::path::{Path, PathBuf};

/// One message (or term) of a Fluent file and the pieces of text it shows: its value, its
/// attributes and every variant of its selectors, without the placeables' code.
#[derive(Debug, PartialEq, Eq)]
pub struct Message {
    pub id: String,
    pub pieces: Vec<String>,
}

/// `locales/<lang>`.
pub fn language_dir(lang: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang)
}

/// Every `.ftl` file of a language, by file name, in name order.
pub fn language_files(lang: &str) -> Vec<(String, String)> {
    let dir = language_dir(lang);
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ftl"))
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(&name))
                .unwrap_or_else(|error| panic!("{lang}/{name}: {error}"));
            (name, text)
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} has no .ftl file", dir.display());
    files
}

/// The messages and terms of a Fluent source, read from the parser's own syntax tree (its
/// debug form: `fluent-syntax` is not a direct dependency, so its types cannot be named).
pub fn messages(source: &str) -> Vec<Message> {
    let resource = match fluent_bundle::FluentResource::try_new(source.to_string()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut messages = Vec::new();
    for entry in resource.entries() {
        let tree = format!("{entry:?}");
        if !tree.starts_with("Message(") && !tree.starts_with("Term(") {
            continue;
        }
        let id = quoted_after(&tree, "Identifier { name: \"").unwrap_or_default();
        let marker = "TextElement { value: \"";
        let mut pieces = Vec::new();
        let mut rest = tree.as_str();
        while let Some(at) = rest.find(marker) {
            rest = &rest[at + marker.len()..];
            pieces.push(unquote(rest));
        }
        messages.push(Message { id, pieces });
    }
    messages
}

/// The debug-quoted string that follows the first `marker` in `tree`.
fn quoted_after(tree: &str, marker: &str) -> Option<String> {
    let at = tree.find(marker)?;
    Some(unquote(&tree[at + marker.len()..]))
}

/// Reads a string in Rust's debug form up to its closing quote, undoing its escapes, so that a
/// no-break space (`\u{a0}`) comes back as the character it is.
fn unquote(quoted: &str) -> String {
    let mut text = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => break,
            '\\' => match chars.next() {
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some('r') => text.push('\r'),
                Some('0') => text.push('\0'),
                Some('u') => {
                    let hex: String = chars
                        .by_ref()
                        .skip_while(|&c| c == '{')
                        .take_while(|&c| c != '}')
                        .collect();
                    let code = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                    text.push(code.unwrap_or('\u{fffd}'));
                }
                Some(other) => text.push(other),
                None => {}
            },
            c => text.push(c),
        }
    }
    text
}

#[test]
fn the_reader_gives_text_outside_placeables_with_its_own_characters() {
    let source = "# l'avis, in a comment\n\
                  a = Fermer { $code }\u{a0}? « x\u{202f}»\n    .title = L’“titre”\\ ici\n\
                  b = { $n ->\n        [one] une graine\n       *[other] { $n } graines\n    }\n\
                  -term = Tux\n";
    assert_eq!(
        messages(source),
        [
            Message {
                id: "a".to_string(),
                pieces: vec![
                    "Fermer ".to_string(),
                    "\u{a0}? « x\u{202f}»".to_string(),
                    "L’“titre”\\ ici".to_string(),
                ],
            },
            Message {
                id: "b".to_string(),
                pieces: vec!["une graine".to_string(), " graines".to_string()],
            },
            Message {
                id: "term".to_string(),
                pieces: vec!["Tux".to_string()],
            },
        ]
    );
}
