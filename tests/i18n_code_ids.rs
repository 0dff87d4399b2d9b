//! The message ids in the code and in the Fluent files agree, in both directions: the code
//! asks for no id that the files lack, and the files hold no id that no code shows.
//!
//! The ids the code uses are read from its source: every `L10n.tr("…")` in the Slint files,
//! and every hyphenated string literal in the Rust modules that turn ids into words.

use std::collections::BTreeSet;
use std::path::Path;

use oware::i18n::{inspect_resource, source, FILES, MESSAGE_IDS};

/// The Rust modules that hand message ids to the localizer.
const WORD_MAKERS: [&str; 4] = [
    "src/activity/texts.rs",
    "src/activity/controller/render.rs",
    "src/activity/metadata.rs",
    "src/i18n/bundles.rs",
];

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The string literals of a Rust source, outside comments.
fn string_literals(source: &str) -> Vec<String> {
    let mut literals = Vec::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '"' => {
                let mut literal = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        c => literal.push(c),
                    }
                }
                literals.push(literal);
            }
            _ => {}
        }
    }
    literals
}

/// Looks like a message id: lower-case words joined by hyphens.
fn looks_like_an_id(text: &str) -> bool {
    text.contains('-')
        && !text.starts_with('-')
        && !text.ends_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

fn ids_in_slint(source: &str) -> Vec<String> {
    source
        .split("L10n.tr(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

fn ids_in_code() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut ids = BTreeSet::new();
    let ui = std::fs::read_dir(root.join("ui")).expect("the ui folder");
    for entry in ui.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|ext| ext == "slint") {
            ids.extend(ids_in_slint(&read(&path)));
        }
    }
    for file in WORD_MAKERS {
        let literals = string_literals(&read(&root.join(file)));
        ids.extend(literals.into_iter().filter(|l| looks_like_an_id(l)));
    }
    ids
}

/// The ids of every English file.
fn ids_in_english() -> BTreeSet<String> {
    FILES
        .iter()
        .flat_map(|file| {
            inspect_resource(source("en", file).expect("embedded"))
                .ids()
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn the_code_asks_for_no_id_that_the_files_lack() {
    let missing: Vec<String> = ids_in_code()
        .difference(&ids_in_english())
        .cloned()
        .collect();
    assert!(missing.is_empty(), "ids without a text: {missing:?}");
}

#[test]
fn the_files_hold_no_id_that_no_code_shows() {
    let unused: Vec<String> = ids_in_english()
        .difference(&ids_in_code())
        .cloned()
        .collect();
    assert!(unused.is_empty(), "texts nobody shows: {unused:?}");
}

#[test]
fn the_declared_ids_are_the_ones_the_code_uses() {
    let declared: BTreeSet<String> = MESSAGE_IDS.iter().map(|id| id.to_string()).collect();
    assert_eq!(declared, ids_in_code());
}

#[test]
fn the_reader_finds_ids_and_skips_comments_and_escapes() {
    let source =
        "let a = \"turn-you\"; // \"not-this\"\nformat!(\"\\\"{x}\\\" is-not\", \"end-draw\")";
    let ids: Vec<String> = string_literals(source)
        .into_iter()
        .filter(|l| looks_like_an_id(l))
        .collect();
    assert_eq!(ids, ["turn-you", "end-draw"]);
    assert_eq!(
        ids_in_slint("label: L10n.tr(\"bar-help\"); x: L10n.tr(\"bar-hint\");"),
        ["bar-help", "bar-hint"]
    );
}
