//! Croatian quotes in every Croatian file, the comments included: a quotation opens low with
//! „ and closes high with “, on the same line. English's closing ” is a slip that looks
//! right at a glance, so it is looked for.

mod i18n_text;

use i18n_text::language_files;

/// What is wrong with the quotes of one line, in words.
fn quote_problems(line: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut open = false;
    for c in line.chars() {
        match c {
            '„' if open => problems.push("„ inside a quotation".to_string()),
            '„' => open = true,
            '“' if !open => problems.push("“ without its „".to_string()),
            '“' => open = false,
            // Said once: the quotation it meant to close is taken as closed.
            '”' => {
                problems.push("English closing quote ”".to_string());
                open = false;
            }
            _ => {}
        }
    }
    if open {
        problems.push("„ never closed".to_string());
    }
    problems
}

#[test]
fn every_croatian_file_quotes_the_croatian_way() {
    let files = language_files("hr");
    let mut problems = Vec::new();
    let mut quotations = 0;
    for (file, source) in &files {
        for (number, line) in source.lines().enumerate() {
            quotations += line.matches('„').count();
            for problem in quote_problems(line) {
                problems.push(format!("hr/{file}:{}: {problem} in {line:?}", number + 1));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check saw quotations, so it read the real text.
    assert!(
        quotations >= 5,
        "only {quotations} quotations in the Croatian files"
    );
}

#[test]
fn the_quote_check_catches_each_fault() {
    let one = |line: &str, expected: &str| {
        let found = quote_problems(line);
        assert_eq!(found.len(), 1, "{line:?}: {found:?}");
        assert!(found[0].contains(expected), "{line:?}: {found:?}");
    };
    one(
        "a = Pritisni „Pokušaj ponovno” i pogledaj",
        "English closing quote",
    );
    one("a = Pritisni „Pokušaj ponovno i pogledaj", "never closed");
    one("a = Pritisni “Pokušaj ponovno i pogledaj", "without its „");
    one("a = „Pritisni „Pokušaj“", "inside a quotation");
    // Positive control: Croatian quotes, twice on one line, and a line with none.
    assert_eq!(
        quote_problems("a = Pritisni „Pokušaj ponovno“ ili „Natrag“."),
        Vec::<String>::new()
    );
    assert_eq!(quote_problems("a = Bez navodnika"), Vec::<String>::new());
}
