//! The message ids in the code and in the Fluent files agree, in both directions: the code
//! asks for no id that the files lack, and the files hold no id that no code shows.
//!
//! The ids the code uses are read from its source: every `L10n.tr("…")` in the Slint files
//! of `ui/`, and every hyphenated string literal in the Rust files under `src/activity/`
//! (the code that turns ids into words) and `crates/phrases/src/` (the choice of words the
//! desktop and the page share), in `src/i18n/bundles.rs` and `letters.rs`, and in
//! the lessons' data (`crates/lessons/src/data.rs`, which names each lesson's texts). Each
//! id is written out whole in the code, never put together with `format!`, so that this
//! reading finds it. The chapters' own texts are the ids the chapters crate names.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use oware::i18n::testing::{inspect_resource, MESSAGE_IDS};
use oware::i18n::{source, FILES};

/// The Rust files outside `src/activity/` that hand message ids to the localizer.
const OTHER_WORD_MAKERS: [&str; 4] = [
    "src/i18n/bundles.rs",
    "src/i18n/letters.rs",
    "src/settings/warning.rs",
    "crates/lessons/src/data.rs",
];

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// Every file under `dir`, at any depth, whose name ends with `.{extension}`.
fn files_under(dir: &Path, extension: &str, recursive: bool) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if recursive {
                found.extend(files_under(&path, extension, recursive));
            }
        } else if path.extension().is_some_and(|ext| ext == extension) {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The string literals of a Rust source, outside comments: plain, byte and raw strings.
/// Char literals (`'"'`) and lifetimes (`'a`) are stepped over.
fn string_literals(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let mut literals = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            '\'' => {
                // '\n', '\'', '\u{7f}' or 'x' are char literals; anything else is a lifetime.
                if next == Some('\\') {
                    // The quote, the backslash and the escaped character, then on to the end.
                    i += 3;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 2;
                }
            }
            'r' if (next == Some('"') || next == Some('#'))
                && !chars
                    .get(i.wrapping_sub(1))
                    .is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
            {
                let mut j = i + 1;
                let mut hashes = 0;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) == Some(&'"') {
                    let mut literal = String::new();
                    j += 1;
                    while j < chars.len() {
                        let closes =
                            chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#'));
                        if closes {
                            j += hashes;
                            break;
                        }
                        literal.push(chars[j]);
                        j += 1;
                    }
                    literals.push(literal);
                    i = j;
                }
            }
            '"' => {
                let mut literal = String::new();
                i += 1;
                while i < chars.len() {
                    match chars[i] {
                        '\\' => i += 1,
                        '"' => break,
                        c => literal.push(c),
                    }
                    i += 1;
                }
                literals.push(literal);
            }
            _ => {}
        }
        i += 1;
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

/// The Rust files whose hyphenated literals are message ids.
fn word_makers(root: &Path) -> Vec<PathBuf> {
    let mut files = files_under(&root.join("src/activity"), "rs", true);
    // The choice of words the desktop and the server's page share.
    // The sentences of puzzles on the page (`coach.rs`) are in `coach.ftl`, which only the
    // browser pages read; oware-phrases' own test holds them to that file.
    files.extend(
        files_under(&root.join("crates/phrases/src"), "rs", true)
            .into_iter()
            .filter(|path| !path.ends_with("coach.rs")),
    );
    files.extend(OTHER_WORD_MAKERS.iter().map(|file| root.join(file)));
    files
}

fn ids_in_code() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut ids = BTreeSet::new();
    for path in files_under(&root.join("ui"), "slint", false) {
        ids.extend(ids_in_slint(&read(&path)));
    }
    for path in word_makers(root) {
        let literals = string_literals(&read(&path));
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

/// The chapters' own texts, which the chapters crate names by id: each chapter's title, its
/// screens' sentences and its stages' goals.
fn ids_of_chapters() -> BTreeSet<String> {
    oware::rules::GameKind::ALL
        .into_iter()
        .flat_map(oware_chapters::chapters)
        .flat_map(|chapter| {
            std::iter::once(chapter.title)
                .chain(chapter.screens.iter().map(|screen| screen.text))
                .chain(chapter.stages.iter().map(|stage| stage.task))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn the_code_asks_for_no_id_that_the_files_lack() {
    let missing: Vec<String> = ids_in_code()
        .union(&ids_of_chapters())
        .cloned()
        .collect::<BTreeSet<String>>()
        .difference(&ids_in_english())
        .cloned()
        .collect();
    assert!(missing.is_empty(), "ids without a text: {missing:?}");
}

#[test]
fn the_files_hold_no_id_that_no_code_shows() {
    let shown: BTreeSet<String> = ids_in_code().union(&ids_of_chapters()).cloned().collect();
    let unused: Vec<String> = ids_in_english().difference(&shown).cloned().collect();
    assert!(unused.is_empty(), "texts nobody shows: {unused:?}");
}

#[test]
fn the_declared_ids_are_the_ones_the_code_uses() {
    let declared: BTreeSet<String> = MESSAGE_IDS.iter().map(|id| id.to_string()).collect();
    assert_eq!(declared, ids_in_code());
}

#[test]
fn the_scan_reaches_every_file_that_makes_words() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = word_makers(root);
    for wanted in [
        "src/activity/texts.rs",
        "src/activity/features/menu/mod.rs",
        "crates/phrases/src/seats.rs",
        "crates/phrases/src/preview.rs",
        "src/i18n/bundles.rs",
        "crates/lessons/src/data.rs",
    ] {
        assert!(files.contains(&root.join(wanted)), "{wanted} is not read");
    }
    assert!(
        files
            .iter()
            .all(|f| f.extension().is_some_and(|e| e == "rs")),
        "{files:?}"
    );
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

#[test]
fn the_reader_steps_over_chars_lifetimes_raw_strings_and_block_comments() {
    let source = r##"
        fn f<'a>(x: &'a str) -> char { if x == "a" { '"' } else { '\'' } }
        /* "not-this" /* "nor-this" */ */
        let quote = '"'; let id = "kalah-title";
        let raw = r#"a "quoted" raw-text"#; let other = r"togyz-title";
        let bytes = b"byte-string"; let ch = '\u{22}';
        let last = "menu-quit";
    "##;
    let literals = string_literals(source);
    assert_eq!(
        literals,
        [
            "a",
            "kalah-title",
            "a \"quoted\" raw-text",
            "togyz-title",
            "byte-string",
            "menu-quit"
        ]
    );
}
