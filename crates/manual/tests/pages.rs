//! The generator's output, read back: every option of `--help` in the pages and in each
//! shell's completions, the pages' sections and dates, the settings file named for every
//! user, pages that groff reads without a warning, and bash completions that complete.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use oware::settings::SettingsStore;

const DATE: &str = "2026-12-01";

fn generate(date: &str) -> (tempfile::TempDir, Output) {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let output = Command::new(env!("CARGO_BIN_EXE_oware-manual"))
        .arg(folder.path())
        .arg(date)
        .output()
        .expect("oware-manual runs");
    (folder, output)
}

fn generated() -> tempfile::TempDir {
    let (folder, output) = generate(DATE);
    assert!(
        output.status.success(),
        "{}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    folder
}

fn read(folder: &Path, name: &str) -> String {
    std::fs::read_to_string(folder.join(name)).unwrap_or_else(|error| panic!("{name}: {error}"))
}

/// roff writes a hyphen as `\-`; the page as a reader sees it has plain ones.
fn unescaped(page: &str) -> String {
    page.replace("\\-", "-")
}

/// Every `--option` that `text` mentions.
fn long_options(text: &str) -> Vec<String> {
    let mut options: Vec<String> = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .map(str::to_owned)
        .collect();
    options.sort();
    options.dedup();
    options
}

#[test]
fn every_option_of_the_activity_help_is_in_its_page_and_completions() {
    let folder = generated();
    let help = oware::cli::command().render_long_help().to_string();
    let options = long_options(&help);
    // The help's own options and the ones a teacher uses most: a sign that the list is real.
    for known in ["--help", "--version", "--lang", "--game", "--teacher-lock"] {
        assert!(options.iter().any(|option| option == known), "{options:?}");
    }
    let page = unescaped(&read(folder.path(), "oware.1"));
    let bash = read(folder.path(), "oware.bash");
    let zsh = read(folder.path(), "_oware");
    let fish = read(folder.path(), "oware.fish");
    for option in &options {
        assert!(page.contains(option.as_str()), "oware.1 lacks {option}");
        assert!(bash.contains(option.as_str()), "oware.bash lacks {option}");
        assert!(zsh.contains(option.as_str()), "_oware lacks {option}");
        let fish_form = format!("-l {}", &option[2..]);
        assert!(fish.contains(&fish_form), "oware.fish lacks {fish_form}");
    }
}

#[test]
fn the_activity_page_names_the_settings_file_for_every_user() {
    let folder = generated();
    let page = unescaped(&read(folder.path(), "oware.1"));
    assert!(
        page.contains(".TH oware 1 2026-12-01 \"oware 0.1.0\""),
        "{page}"
    );
    assert!(page.contains("~/.config/oware/settings.toml"), "{page}");
    // --help names the settings file of whoever runs it, here this test's own; the page
    // must not carry the packaging machine's home into every installation.
    let this_users = SettingsStore::default_location()
        .expect("a home folder for the test")
        .path()
        .display()
        .to_string();
    let help = oware::cli::command().render_long_help().to_string();
    assert!(help.contains(&this_users), "{help}");
    assert!(!page.contains(&this_users), "{page}");
}

#[test]
fn the_activity_page_says_which_options_last_and_what_save_does() {
    let folder = generated();
    let page = unescaped(&read(folder.path(), "oware.1"));
    assert!(page.contains(".SH SETTINGS"), "{page}");
    // The same words as --help, in one paragraph.
    let note = oware::cli::RUN_ONLY_NOTE.replace('\n', " ");
    assert!(page.contains(&note), "{page}");
    assert!(note.contains("for this run only") && note.contains("add --save"));
    assert!(page.contains("settings.toml.damaged-"), "{page}");
}

#[test]
fn the_server_page_is_in_section_8_with_its_variables_and_files() {
    let folder = generated();
    let page = unescaped(&read(folder.path(), "oware-server.8"));
    assert!(
        page.contains(".TH oware-server 8 2026-12-01 \"oware-server 0.1.0\""),
        "{page}"
    );
    for text in [
        "--listen",
        "--data",
        "--idle-expiry",
        "OWARE_SERVER_LISTEN",
        "OWARE_SERVER_DATA",
        "OWARE_SERVER_IDLE_EXPIRY",
        "--teacher-code",
        "OWARE_SERVER_TEACHER_CODE",
        "--keep-results",
        "/var/lib/oware-server/teacher-code",
        "/etc/oware-server/oware-server.conf",
        "/var/lib/oware-server",
        "systemctl enable --now oware-server",
    ] {
        assert!(page.contains(text), "oware-server.8 lacks {text}");
    }
    for (file, option) in [
        ("oware-server.bash", "--listen"),
        ("_oware-server", "--listen"),
        ("oware-server.fish", "-l listen"),
    ] {
        assert!(read(folder.path(), file).contains(option), "{file}");
    }
}

/// What groff says about a page, warnings on.
fn groff_warnings(page: &Path) -> String {
    let output = Command::new("groff")
        .args(["-man", "-ww", "-z"])
        .arg(page)
        .output()
        .expect("groff runs (package groff-base, installed with man-db by .ci/setup)");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn groff_reads_both_pages_without_a_warning() {
    let folder = generated();
    for name in ["oware.1", "oware-server.8"] {
        assert_eq!(groff_warnings(&folder.path().join(name)), "", "{name}");
    }
    // The same check sees a broken page.
    let broken = folder.path().join("broken.1");
    let page = read(folder.path(), "oware.1") + ".NOSUCHMACRO\n";
    std::fs::write(&broken, page).expect("written");
    assert!(groff_warnings(&broken).contains("NOSUCHMACRO"));
}

/// What bash offers after `program word` with the completion file sourced.
fn bash_completes(file: &Path, program: &str, word: &str) -> Vec<String> {
    let script = r#"source "$1"
        function=$(sed -n "s/^ *complete -F \([^ ]*\) .* $2\$/\1/p" "$1" | head -n 1)
        COMP_WORDS=("$2" "$3"); COMP_CWORD=1; COMP_LINE="$2 $3"; COMP_POINT=${#COMP_LINE}
        "$function" "$2" "$3" "$2"
        printf "%s\n" "${COMPREPLY[@]}""#;
    let output = Command::new("bash")
        .args(["-c", script, "_"])
        .arg(file)
        .args([program, word])
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

#[test]
fn bash_completes_the_options_of_both_programs() {
    let folder = generated();
    let path = |name: &str| -> PathBuf { folder.path().join(name) };
    assert_eq!(
        bash_completes(&path("oware.bash"), "oware", "--l"),
        ["--lang", "--level"]
    );
    assert_eq!(
        bash_completes(&path("oware-server.bash"), "oware-server", "--li"),
        ["--listen"]
    );
    assert_eq!(
        bash_completes(&path("oware.bash"), "oware", "--nothing-like-this"),
        Vec::<String>::new()
    );
}

#[test]
fn a_date_in_another_form_is_refused_and_nothing_written() {
    let (folder, output) = generate("1 December 2026");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("YYYY-MM-DD"), "{stderr}");
    let written: Vec<_> = std::fs::read_dir(folder.path())
        .expect("the folder")
        .collect();
    assert!(written.is_empty(), "{written:?}");
}
