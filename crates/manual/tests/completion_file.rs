//! The activity's hand-written bash completion (data/completions/oware), run in bash and held
//! to the program's own lists: every option of `--help` and nothing else, every game id
//! after --game and every language after --lang.

use std::path::PathBuf;
use std::process::Command;

use oware::rules::GameKind;

fn completion_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/completions/oware")
}

/// What bash offers for the last of `words` on the command line `oware words...`.
fn offers(words: &[&str]) -> Vec<String> {
    let script = r#"source "$1"
        shift
        COMP_WORDS=(oware "$@"); COMP_CWORD=$#
        COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
        _oware oware "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf "%s\n" "${COMPREPLY[@]}""#;
    let output = Command::new("bash")
        .args(["-c", script, "_"])
        .arg(completion_file())
        .args(words)
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

fn sorted(mut words: Vec<String>) -> Vec<String> {
    words.sort();
    words
}

#[test]
fn every_option_of_the_help_and_nothing_else() {
    let mut command = oware::cli::command();
    command.build();
    let options: Vec<String> = command
        .get_arguments()
        .filter_map(|argument| argument.get_long())
        .map(|long| format!("--{long}"))
        .collect();
    // A sign that the list is real: the options a teacher uses most, and clap's own.
    for known in ["--lang", "--game", "--teacher-lock", "--help", "--version"] {
        assert!(options.iter().any(|option| option == known), "{options:?}");
    }
    assert_eq!(sorted(offers(&["--"])), sorted(options.clone()));
    assert_eq!(sorted(offers(&[""])), sorted(options));
    assert_eq!(offers(&["--te"]), ["--teacher-lock"]);
    assert_eq!(offers(&["--nothing-like-this"]), Vec::<String>::new());
}

#[test]
fn the_games_after_game() {
    let games: Vec<String> = GameKind::ALL
        .iter()
        .map(|kind| kind.id().to_owned())
        .collect();
    assert_eq!(offers(&["--game", ""]), games);
    assert_eq!(offers(&["--game", "ka"]), ["kalah"]);
    // --game=to arrives in bash as "--game" "=" "to".
    assert_eq!(offers(&["--game", "=", "to"]), ["togyz"]);
    assert_eq!(offers(&["--game", "="]), games);
    assert_eq!(offers(&["--game", "chess"]), Vec::<String>::new());
    // After a game, the options again.
    assert!(offers(&["--game", "kalah", "--"]).contains(&"--level".to_owned()));
}

#[test]
fn the_languages_after_lang() {
    let languages: Vec<String> = oware::i18n::LANGUAGES.map(str::to_owned).to_vec();
    assert_eq!(offers(&["--lang", ""]), languages);
    assert_eq!(offers(&["--lang", "f"]), ["fi", "fr"]);
    // Each one offered is one the program takes.
    for language in &languages {
        assert_eq!(
            oware::i18n::parse_language(language).ok(),
            Some(language.as_str())
        );
    }
}

#[test]
fn nothing_for_a_number_or_an_address() {
    for option in ["--seeds", "--level", "--server"] {
        assert_eq!(offers(&[option, ""]), Vec::<String>::new(), "{option}");
    }
}
