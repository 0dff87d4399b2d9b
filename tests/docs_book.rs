//! The README stays short, and every link of the documentation leads somewhere: each
//! relative link and `#anchor` in README.md, CONTRIBUTING.md, CHANGELOG.md and the handbook
//! (docs/, an mdBook) names a file that exists and a heading that file has. A link in the
//! handbook may not leave docs/, since the built book holds only what is inside it. Every
//! page of docs/ is in the book's SUMMARY.md.
//!
//! A small scanner, not a Markdown parser: it knows fenced code blocks, inline code,
//! `[text](target)`, `![alt](target)`, reference definitions and ATX headings, which is all
//! the project's documentation uses. Heading ids follow mdBook's rule (GitHub's is the same
//! for the headings written here).

use std::collections::{BTreeSet, HashSet};
use std::fs;
use std::path::{Component, Path, PathBuf};

/// README.md's limit: a teacher finds "Install" without scrolling past the handbook.
const README_MAX_LINES: usize = 320;

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `Err` with the count when `text` has more than `limit` lines.
fn check_length(text: &str, limit: usize) -> Result<(), String> {
    let lines = text.lines().count();
    if lines > limit {
        Err(format!(
            "{lines} lines, more than {limit}: move the details into the handbook (docs/)"
        ))
    } else {
        Ok(())
    }
}

/// The lines of a Markdown text, those of its fenced code blocks left empty (so that line
/// numbers still match).
fn outside_fences(text: &str) -> Vec<String> {
    let mut fence: Option<&str> = None;
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
            match (fence, marker) {
                (None, Some(m)) => {
                    fence = Some(m);
                    String::new()
                }
                (Some(open), Some(m)) if open == m => {
                    fence = None;
                    String::new()
                }
                (Some(_), _) => String::new(),
                (None, None) => line.to_string(),
            }
        })
        .collect()
}

/// `text` with its inline code spans blanked out; a span may run over a line break.
fn without_code_spans(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_code = false;
    for ch in text.chars() {
        if ch == '`' {
            in_code = !in_code;
            out.push(' ');
        } else if in_code && ch != '\n' {
            out.push(' ');
        } else {
            out.push(ch);
        }
    }
    out
}

/// The targets of the links and pictures of a Markdown text, with their line numbers.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let prose = without_code_spans(&outside_fences(text).join("\n"));
    let mut targets = Vec::new();
    for (index, line) in prose.lines().enumerate() {
        let number = index + 1;
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            let inside = after[..end].trim();
            // `[text](target "title")`: the target is the first word.
            let target = inside.split_whitespace().next().unwrap_or("");
            targets.push((number, target.trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
        // A reference definition: `[name]: target`.
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if let Some(colon) = trimmed.find("]:") {
                if let Some(target) = trimmed[colon + 2..].split_whitespace().next() {
                    targets.push((number, target.to_string()));
                }
            }
        }
    }
    targets
}

/// A heading's id as mdBook makes it: lower case, letters, digits, `_` and `-` kept,
/// white space made `-`, everything else dropped.
fn heading_id(heading: &str) -> String {
    let mut plain = String::new();
    let mut rest = heading;
    // `[text](target)` in a heading counts as its text.
    while let Some(open) = rest.find('[') {
        plain.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match (after.find("]("), after.find(')')) {
            (Some(close), Some(end)) if close < end => {
                plain.push_str(&after[..close]);
                rest = &after[end + 1..];
            }
            _ => {
                plain.push('[');
                rest = after;
            }
        }
    }
    plain.push_str(rest);
    plain
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|ch| {
            if ch.is_alphanumeric() || ch == '_' || ch == '-' {
                Some(ch)
            } else if ch.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect()
}

/// The ids of a Markdown text's headings; a repeated one gets `-1`, `-2`… as in mdBook.
fn heading_ids(text: &str) -> HashSet<String> {
    let mut ids = HashSet::new();
    for line in outside_fences(text) {
        let trimmed = line.trim_start();
        let level = trimmed.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&level) || !trimmed[level..].starts_with(' ') {
            continue;
        }
        let id = heading_id(trimmed[level..].trim().trim_end_matches('#'));
        let mut unique = id.clone();
        let mut counter = 1;
        while !ids.insert(unique.clone()) {
            unique = format!("{id}-{counter}");
            counter += 1;
        }
    }
    ids
}

/// `path` with its `.` and `..` taken away, without asking the file system.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// Every broken link of `files` (paths relative to `root`), as "file:line: target: why".
/// Links from inside `book` must stay inside it.
fn broken_links(root: &Path, files: &[PathBuf], book: &Path) -> Vec<String> {
    let mut broken = Vec::new();
    for file in files {
        let Ok(text) = fs::read_to_string(root.join(file)) else {
            broken.push(format!("{}: cannot be read", file.display()));
            continue;
        };
        let folder = file.parent().unwrap_or(Path::new(""));
        for (line, target) in link_targets(&text) {
            let mut why = |reason: &str| {
                broken.push(format!("{}:{line}: {target}: {reason}", file.display()));
            };
            if target.is_empty() {
                why("an empty link");
                continue;
            }
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            let linked = if path.is_empty() {
                file.clone()
            } else {
                normalise(&folder.join(path))
            };
            if file.starts_with(book) && !linked.starts_with(book) {
                why("leaves the book (name a source file in backticks instead)");
                continue;
            }
            let on_disk = root.join(&linked);
            if !on_disk.exists() {
                why("no such file");
                continue;
            }
            if let Some(anchor) = anchor {
                let is_markdown = linked.extension().is_some_and(|e| e == "md");
                let headings = fs::read_to_string(&on_disk).map(|t| heading_ids(&t));
                match headings {
                    Ok(ids) if is_markdown && ids.contains(anchor) => {}
                    Ok(_) if is_markdown => why("no heading with that id"),
                    _ => why("an anchor into a file that is not Markdown"),
                }
            }
        }
    }
    broken
}

/// The Markdown files under `folder`, relative to `root`, in a stable order.
fn markdown_under(root: &Path, folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root.join(folder)];
    while let Some(current) = folders.pop() {
        let Ok(entries) = fs::read_dir(&current) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                if let Ok(relative) = path.strip_prefix(root) {
                    found.push(relative.to_path_buf());
                }
            }
        }
    }
    found.sort();
    found
}

/// The pages of `book` that its SUMMARY.md does not list.
fn pages_left_out(root: &Path, book: &Path) -> Vec<PathBuf> {
    let summary_path = book.join("SUMMARY.md");
    let summary = fs::read_to_string(root.join(&summary_path)).unwrap_or_default();
    let listed: BTreeSet<PathBuf> = link_targets(&summary)
        .into_iter()
        .map(|(_, target)| normalise(&book.join(target)))
        .collect();
    markdown_under(root, book)
        .into_iter()
        .filter(|page| *page != summary_path && !listed.contains(page))
        .collect()
}

fn project_files(root: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        .into_iter()
        .map(PathBuf::from)
        .collect();
    files.extend(markdown_under(root, Path::new("docs")));
    files
}

#[test]
fn readme_stays_under_its_limit() {
    let readme = fs::read_to_string(repository().join("README.md")).unwrap();
    check_length(&readme, README_MAX_LINES).unwrap();
}

#[test]
fn the_length_check_refuses_one_line_too_many() {
    assert!(check_length(&"a line\n".repeat(README_MAX_LINES), README_MAX_LINES).is_ok());
    let error = check_length(&"a line\n".repeat(README_MAX_LINES + 1), README_MAX_LINES);
    assert_eq!(
        error,
        Err("321 lines, more than 320: move the details into the handbook (docs/)".to_string())
    );
}

#[test]
fn every_link_of_the_documentation_leads_somewhere() {
    let root = repository();
    let files = project_files(&root);
    assert!(
        files.len() > 10,
        "the handbook's pages were not found: {files:?}"
    );
    let broken = broken_links(&root, &files, Path::new("docs"));
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_page_of_the_handbook_is_in_its_summary() {
    let left_out = pages_left_out(&repository(), Path::new("docs"));
    assert!(
        left_out.is_empty(),
        "pages missing from docs/SUMMARY.md: {left_out:?}"
    );
}

/// The positive control: a small book whose every kind of broken link is caught, beside
/// links of every kind that work.
#[test]
fn a_broken_link_in_a_book_is_caught() {
    let root = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let full = root.path().join(path);
        fs::create_dir_all(full.parent().unwrap()).unwrap();
        fs::write(full, text).unwrap();
    };
    write(
        "README.md",
        "# Top\n\n[the book](book/SUMMARY.md) [gone](book/gone.md)\n",
    );
    write(
        "book/SUMMARY.md",
        "# Summary\n\n- [One](one.md)\n- [Two](part/two.md)\n",
    );
    write(
        "book/one.md",
        "# One\n\n## A `code` heading, with (punctuation)!\n\n## Again\n\n## Again\n\n\
         [two](part/two.md#the-second-page) [here](#a-code-heading-with-punctuation) \
         [again](#again-1) ![picture](pic.png \"a title\") [web](https://example.org/x)\n\n\
         ```\n[not a link](nowhere.md)\n```\n\n`[nor this](nowhere.md)`\n",
    );
    write("book/pic.png", "");
    write(
        "book/part/two.md",
        "# The second page\n\n[missing](../missing.md) [no heading](../one.md#nothing-here) \
         [out](../../README.md) [third again](#again-2)\n\n[ref]: ../nope.md\n",
    );
    write("book/orphan.md", "# Not in the summary\n");

    let files = vec![
        PathBuf::from("README.md"),
        PathBuf::from("book/SUMMARY.md"),
        PathBuf::from("book/one.md"),
        PathBuf::from("book/part/two.md"),
    ];
    let broken = broken_links(root.path(), &files, Path::new("book"));
    assert_eq!(
        broken,
        vec![
            "README.md:3: book/gone.md: no such file",
            "book/part/two.md:3: ../missing.md: no such file",
            "book/part/two.md:3: ../one.md#nothing-here: no heading with that id",
            "book/part/two.md:3: ../../README.md: leaves the book (name a source file in backticks instead)",
            "book/part/two.md:3: #again-2: no heading with that id",
            "book/part/two.md:5: ../nope.md: no such file",
        ]
    );
    assert_eq!(
        pages_left_out(root.path(), Path::new("book")),
        vec![PathBuf::from("book/orphan.md")]
    );
}
