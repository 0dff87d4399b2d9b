//! French typography in every French file, the teacher's page included: a no-break space
//! before ; : ? ! (never a plain space, never none), no-break spaces inside « », and the
//! typographic apostrophe ’. The project uses U+00A0 for those spaces; U+202F, the narrow one,
//! is accepted too. Only the text a reader sees is checked: not the comments, not the code of
//! the placeables.

mod i18n_text;

use i18n_text::{language_files, messages};

/// The no-break spaces French puts before ; : ? ! and inside « ».
fn is_no_break(c: char) -> bool {
    c == '\u{a0}' || c == '\u{202f}'
}

/// What is wrong with one piece of French text, in words.
fn typography_problems(piece: &str) -> Vec<String> {
    let chars: Vec<char> = piece.chars().collect();
    let mut problems = Vec::new();
    let mut quoted = false;
    for (at, &c) in chars.iter().enumerate() {
        let before = at.checked_sub(1).map(|i| chars[i]);
        let after = chars.get(at + 1).copied();
        match c {
            '\'' => problems.push("a straight apostrophe: write ’".to_string()),
            '"' => problems.push("a straight quotation mark: write « »".to_string()),
            '«' => {
                quoted = true;
                if !after.is_some_and(is_no_break) {
                    problems.push("« without a no-break space after it".to_string());
                }
            }
            '»' => {
                quoted = false;
                if !before.is_some_and(is_no_break) {
                    problems.push("» without a no-break space before it".to_string());
                }
            }
            ';' | ':' | '?' | '!' => match before {
                Some(b) if is_no_break(b) => {}
                // "?!" and "!!": the space goes before the first mark only.
                Some('?' | '!') if c != ':' && c != ';' => {}
                // A quotation keeps its own punctuation: « teacher code: » is what the
                // server prints.
                Some(b) if quoted && c == ':' && !b.is_whitespace() => {}
                Some(b) if b.is_whitespace() => {
                    problems.push(format!("a plain space before {c}: use a no-break space"))
                }
                _ => problems.push(format!("no no-break space before {c}")),
            },
            _ => {}
        }
    }
    problems
}

#[test]
fn every_french_file_is_set_with_french_typography() {
    let files = language_files("fr");
    let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    // Every file: the games', the lessons' and the teacher's page.
    for file in ["common.ftl", "lessons.ftl", "teacher.ftl", "coach.ftl"] {
        assert!(names.contains(&file), "fr has no {file}");
    }
    let mut problems = Vec::new();
    let mut marks = 0;
    for (file, source) in &files {
        for message in messages(source) {
            for piece in &message.pieces {
                marks += piece.matches([';', ':', '?', '!', '’', '«']).count();
                for problem in typography_problems(piece) {
                    problems.push(format!("fr/{file}: {}: {problem} in {piece:?}", message.id));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check saw the marks it is about, so it read the real text.
    assert!(marks > 300, "only {marks} marks in the French texts");
}

#[test]
fn the_typography_check_catches_each_fault() {
    // Positive controls, one fault at a time, read through the same reader as the files.
    let faults = |source: &str| -> Vec<String> {
        messages(source)
            .iter()
            .flat_map(|message| message.pieces.iter())
            .flat_map(|piece| typography_problems(piece))
            .collect()
    };
    let one = |source: &str, expected: &str| {
        let found = faults(source);
        assert_eq!(found.len(), 1, "{source:?}: {found:?}");
        assert!(found[0].contains(expected), "{source:?}: {found:?}");
    };
    one("a = Fermer la salle { $code } ?\n", "plain space before ?");
    one("a = Leçons : { $done }\n", "plain space before :");
    one("a = ce serveur ; les jeux\n", "plain space before ;");
    one("a = Bravo !\n", "plain space before !");
    one("a = Bravo!\n", "no no-break space before !");
    one("a = Fermer { $code }?\n", "no no-break space before ?");
    one("a = L'enseignant\u{a0}!\n", "straight apostrophe");
    one("a = Appuie sur « Indice\u{a0}»\n", "« without");
    one("a = Appuie sur «\u{a0}Indice »\n", "» without");
    one("a = Le mot \"oui\u{a0}!\n", "quotation mark");
    one(
        "a = { $n ->\n    [one] Une graine !\n   *[other] Des graines\u{a0}!\n}\n",
        "plain space before !",
    );
    // What is right passes: both no-break spaces, "?!", a quoted colon, the comments and the
    // placeables' own code.
    let right = "# L'avis : en commentaire\n\
         a = C’est fini\u{a0}?! Leçons\u{202f}: { $done }\u{a0}; «\u{a0}teacher code:\u{a0}»\u{a0}!\n\
         b = { $player ->\n    [one] { \"'\" }\n   *[other] Tu\n}\n";
    assert_eq!(faults(right), Vec::<String>::new());
}
