//! Turning the text of a settings file into [`Settings`], forgivingly.
//!
//! Teachers may edit the file by hand, so one bad value should not cost them
//! the others: each field is read on its own, a bad field falls back to its
//! default, and every problem is reported in words a teacher understands.
//! Text that is not TOML loses only its broken lines: every other line that
//! reads on its own is kept. Only a version newer than this build discards
//! the whole file (its fields may mean something else).

use serde::de::{Deserialize, Deserializer, Error as _};
use toml::{Table, Value};

use super::model::{Settings, WindowSize, MAX_LEVEL, SETTINGS_VERSION};
use crate::i18n::{language_list, parse_language};
use oware_rules::GameKind;
use oware_tux::levels_of;

/// The last format with one `level` and `seeds_per_house` at the top, both
/// Oware's.
const LAST_FLAT_VERSION: i64 = 1;

/// The settings read from a file, and what had to be ignored to get them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// Every value the file gave, and the defaults for the rest.
    pub settings: Settings,
    /// Empty when the file was fully understood.
    pub problems: Vec<String>,
}

/// Reads `text`. When it is not TOML (a missing quote, a stray bracket), the lines that
/// still read on their own are kept and only the broken ones lose
/// their values.
pub fn parse(text: &str) -> Parsed {
    match text.parse::<Table>() {
        Ok(table) => parse_table(table),
        Err(error) => {
            // The parser's message carries a multi-line source excerpt; its
            // first line is the part a teacher can act on.
            let first_line = error.to_string();
            let first_line = first_line.lines().next().unwrap_or("syntax error").trim();
            let (table, broken) = recover_lines(text);
            let mut parsed = parse_table(table);
            let lines = broken
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            parsed.problems.insert(
                0,
                format!(
                    "it is not valid TOML ({first_line}); the values of line {lines} are back to their defaults"
                ),
            );
            parsed
        }
    }
}

/// Whether the file's content, as it is on the disk, must be kept aside before a save
/// replaces it: it is not text, not TOML, or its version is not one this build reads (a
/// newer activity's file). A file with only some bad values is not: the save keeps
/// everything it understood.
pub(crate) fn needs_keeping_aside(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return true;
    };
    let Ok(table) = text.parse::<Table>() else {
        return true;
    };
    match table.get("version") {
        None => false,
        Some(value) => !value
            .as_integer()
            .is_some_and(|found| (0..=i64::from(SETTINGS_VERSION)).contains(&found)),
    }
}

/// The lines of a file that is not TOML which still read on their own: every `key = value`
/// line, inside the `[table]` above it, that parses by itself. Returns them as one table,
/// and the numbers (from 1) of the lines that did not read. A line under a broken table
/// header is dropped too: its key would otherwise land in the wrong table. The lessons'
/// file is read back the same way (`activity::aids::progress`).
pub(crate) fn recover_lines(text: &str) -> (Table, Vec<usize>) {
    let mut table = Table::new();
    let mut broken = Vec::new();
    // The header the next keys belong to; `None` after a header that did not read.
    let mut header = Some(String::new());
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.starts_with('[') {
            header = trimmed.parse::<Table>().is_ok().then(|| trimmed.to_owned());
            if header.is_none() {
                broken.push(index + 1);
            }
            continue;
        }
        let read = header
            .as_ref()
            .and_then(|header| format!("{header}\n{trimmed}").parse::<Table>().ok());
        match read {
            Some(piece) => merge_into(&mut table, piece),
            None => broken.push(index + 1),
        }
    }
    (table, broken)
}

/// Adds `piece` to `table`, table into table; a key seen again takes its later value, as a
/// teacher who wrote it twice would expect.
fn merge_into(table: &mut Table, piece: Table) {
    for (key, value) in piece {
        match (table.get_mut(&key), value) {
            (Some(Value::Table(inner)), Value::Table(more)) => merge_into(inner, more),
            (_, value) => {
                table.insert(key, value);
            }
        }
    }
}

/// Strict reading for serde users: the first problem is an error.
impl<'de> Deserialize<'de> for Settings {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Settings, D::Error> {
        let parsed = parse_table(Table::deserialize(deserializer)?);
        match parsed.problems.first() {
            None => Ok(parsed.settings),
            Some(problem) => Err(D::Error::custom(problem)),
        }
    }
}

fn parse_table(mut table: Table) -> Parsed {
    let mut problems = Vec::new();
    let mut settings = Settings::default();

    // A file without a version was written by hand, maybe from the old
    // example: it may use either layout.
    let mut version = None;
    if let Some(value) = table.remove("version") {
        match value.as_integer() {
            Some(found) if (0..=i64::from(SETTINGS_VERSION)).contains(&found) => {
                version = Some(found);
            }
            Some(found) if found > i64::from(SETTINGS_VERSION) => {
                return whole_file_rejected(format!(
                    "it was written by a newer Oware (format {found}; this one reads up to {SETTINGS_VERSION})"
                ));
            }
            _ => {
                return whole_file_rejected(format!(
                    "version should be a whole number from 0 to {SETTINGS_VERSION}, found {}",
                    describe(&value)
                ));
            }
        }
    }
    let flat_allowed = version.is_none_or(|version| version <= LAST_FLAT_VERSION);

    if let Some(value) = table.remove("language") {
        match value.as_str().map(parse_language) {
            Some(Ok(tag)) => settings.language = Some(tag.to_owned()),
            _ => problems.push(format!(
                "language {} is not one of {}",
                describe(&value),
                language_list()
            )),
        }
    }

    read_choice(
        &mut table,
        "mode",
        "\"against-tux\" or \"two-players\"",
        &mut settings.mode,
        &mut problems,
    );
    read_switch(
        &mut table,
        "teacher_lock",
        &mut settings.teacher_lock,
        &mut problems,
    );
    read_choice(
        &mut table,
        "replay_speed",
        "\"slow\", \"normal\" or \"fast\"",
        &mut settings.replay_speed,
        &mut problems,
    );
    read_choice(
        &mut table,
        "move_preview",
        "\"first-levels\", \"always\" or \"never\"",
        &mut settings.move_preview,
        &mut problems,
    );
    read_switch(&mut table, "sound", &mut settings.sound, &mut problems);
    read_choice(
        &mut table,
        "reading_font",
        "\"andika\" or \"open-dyslexic\"",
        &mut settings.reading_font,
        &mut problems,
    );
    read_choice(
        &mut table,
        "hints",
        "\"none\", \"three-a-game\" or \"unlimited\"",
        &mut settings.hints,
        &mut problems,
    );

    for (key, slot) in [
        ("server", &mut settings.server),
        ("player_name", &mut settings.player_name),
    ] {
        if let Some(value) = table.remove(key) {
            match value.as_str() {
                Some(text) if !text.trim().is_empty() => *slot = Some(text.trim().to_string()),
                _ => problems.push(format!("{key} {} is not a text", describe(&value))),
            }
        }
    }

    if let Some(value) = table.remove("window_size") {
        match value.as_str().and_then(WindowSize::parse) {
            Some(size) => settings.window_size = Some(size),
            None => problems.push(format!(
                "window_size {} is not a size such as \"1280x800\" (at least {})",
                describe(&value),
                WindowSize::SMALLEST
            )),
        }
    }

    // Version 1: Oware was the only game, its values at the top.
    for key in ["level", "seeds_per_house"] {
        let Some(value) = table.remove(key) else {
            continue;
        };
        if !flat_allowed {
            problems.push(format!(
                "{key} is ignored: since version 2 it goes in a game's table, such as [games.oware]"
            ));
        } else if key == "level" {
            match small_number(&value) {
                Some(level) if (1..=MAX_LEVEL).contains(&level) => {
                    settings.set_level(GameKind::Oware, level);
                }
                _ => problems.push(format!(
                    "level {} is not a whole number from 1 to {MAX_LEVEL}",
                    describe(&value)
                )),
            }
        } else {
            match small_number(&value) {
                Some(seeds) if GameKind::Oware.seed_range().contains(&seeds) => {
                    settings.set_seeds(GameKind::Oware, seeds);
                }
                _ => problems.push(format!(
                    "seeds_per_house {} is not {}",
                    describe(&value),
                    seed_choices(GameKind::Oware)
                )),
            }
        }
    }

    // Read after the version-1 values, so a game's table wins over them.
    if let Some(value) = table.remove("games") {
        match value {
            Value::Table(games) => {
                for (id, value) in games {
                    match GameKind::from_id(&id) {
                        Some(kind) => parse_game(kind, value, &mut settings, &mut problems),
                        None => problems.push(format!(
                            "[games.{id}] is ignored: there is no game {id:?} (the games are {})",
                            game_list()
                        )),
                    }
                }
            }
            other => problems.push(format!(
                "games {} is ignored: each game needs its own table, such as [games.oware]",
                describe(&other)
            )),
        }
    }

    // Most likely a typo ("levle"); saying so saves a teacher a puzzled hour.
    for key in table.keys() {
        problems.push(format!("unknown setting {key:?} is ignored"));
    }

    Parsed { settings, problems }
}

/// Reads one `[games.<id>]` table; a bad value keeps that game's default.
fn parse_game(kind: GameKind, value: Value, settings: &mut Settings, problems: &mut Vec<String>) {
    let id = kind.id();
    let Value::Table(mut table) = value else {
        problems.push(format!(
            "games.{id} {} is ignored: it should be a table with level and seeds",
            describe(&value)
        ));
        return;
    };
    if let Some(value) = table.remove("level") {
        let levels = levels_of(kind);
        match small_number(&value) {
            Some(level) if (1..=levels).contains(&level) => settings.set_level(kind, level),
            _ => problems.push(format!(
                "[games.{id}] level {} is not a whole number from 1 to {levels}",
                describe(&value)
            )),
        }
    }
    if let Some(value) = table.remove("seeds") {
        match small_number(&value) {
            Some(seeds) if kind.seed_range().contains(&seeds) => settings.set_seeds(kind, seeds),
            _ => problems.push(format!(
                "[games.{id}] seeds {} is not {} (seeds per house in {id})",
                describe(&value),
                seed_choices(kind)
            )),
        }
    }
    for key in table.keys() {
        problems.push(format!(
            "unknown setting {key:?} in [games.{id}] is ignored (only level and seeds)"
        ));
    }
}

/// Reads `key`, one of the names of `T` (`choices` lists them for the message), into `slot`.
fn read_choice<T: serde::de::DeserializeOwned>(
    table: &mut Table,
    key: &str,
    choices: &str,
    slot: &mut T,
    problems: &mut Vec<String>,
) {
    if let Some(value) = table.remove(key) {
        match value.clone().try_into::<T>() {
            Ok(choice) => *slot = choice,
            Err(_) => problems.push(format!("{key} {} is not {choices}", describe(&value))),
        }
    }
}

/// Reads `key`, true or false, into `slot`.
fn read_switch(table: &mut Table, key: &str, slot: &mut bool, problems: &mut Vec<String>) {
    if let Some(value) = table.remove(key) {
        match value.as_bool() {
            Some(on) => *slot = on,
            None => problems.push(format!("{key} {} is not true or false", describe(&value))),
        }
    }
}

/// A whole number that fits a level or a count of seeds.
fn small_number(value: &Value) -> Option<u8> {
    value.as_integer().and_then(|n| u8::try_from(n).ok())
}

/// "4, 5 or 6", "3 to 6" or "9": the seeds per house `kind` can start with.
fn seed_choices(kind: GameKind) -> String {
    let range = kind.seed_range();
    let (low, high) = (*range.start(), *range.end());
    match high.saturating_sub(low) {
        0 => low.to_string(),
        1 => format!("{low} or {high}"),
        2 => format!("{low}, {} or {high}", low + 1),
        _ => format!("{low} to {high}"),
    }
}

fn game_list() -> String {
    GameKind::ALL.map(GameKind::id).join(", ")
}

fn whole_file_rejected(problem: String) -> Parsed {
    Parsed {
        settings: Settings::default(),
        problems: vec![problem],
    }
}

/// A short rendering of a value for messages: the value itself for scalars,
/// the kind for anything bigger.
fn describe(value: &Value) -> String {
    match value {
        Value::String(s) => format!("{s:?}"),
        Value::Integer(_) | Value::Float(_) | Value::Boolean(_) | Value::Datetime(_) => {
            value.to_string()
        }
        Value::Array(_) => "(a list)".to_owned(),
        Value::Table(_) => "(a table)".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::model::{Hints, Mode, MovePreview, ReadingFont, PREVIEW_UP_TO_LEVEL};

    #[test]
    fn empty_file_gives_defaults_without_problems() {
        assert_eq!(
            parse(""),
            Parsed {
                settings: Settings::default(),
                problems: vec![]
            }
        );
    }

    #[test]
    fn one_bad_field_keeps_the_good_ones() {
        let parsed = parse("language = \"fi\"\nlevel = 0\nmode = \"two-players\"\n");
        assert_eq!(parsed.settings.language.as_deref(), Some("fi"));
        assert_eq!(parsed.settings.level_for(GameKind::Oware), 2);
        assert_eq!(parsed.settings.mode, Mode::TwoPlayers);
        assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
        assert!(parsed.problems[0].contains("level 0"));
    }

    #[test]
    fn the_window_size_is_read_back_and_a_bad_one_is_named() {
        let size = WindowSize {
            width: 1024,
            height: 600,
        };
        let written = toml::to_string(&Settings {
            window_size: Some(size),
            ..Settings::default()
        })
        .expect("the settings are written");
        assert!(written.contains("window_size = \"1024x600\""), "{written}");
        let parsed = parse(&written);
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        assert_eq!(parsed.settings.window_size, Some(size));
        for bad in ["\"640x480\"", "\"wide\"", "1024", "\"1024x99999\""] {
            let parsed = parse(&format!("window_size = {bad}\nsound = false\n"));
            assert_eq!(parsed.settings.window_size, None, "{bad}");
            assert!(!parsed.settings.sound, "{bad}: the other settings stay");
            assert_eq!(parsed.problems.len(), 1, "{bad}: {:?}", parsed.problems);
            assert!(parsed.problems[0].starts_with("window_size"), "{bad}");
        }
    }

    #[test]
    fn the_classroom_server_and_the_name_are_read_back() {
        let parsed = parse("server = \"10.0.0.5:7464\"\nplayer_name = \"Zoé\"\n");
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        assert_eq!(parsed.settings.server.as_deref(), Some("10.0.0.5:7464"));
        assert_eq!(parsed.settings.player_name.as_deref(), Some("Zoé"));
        let bad = parse("server = 7464\n");
        assert_eq!(bad.settings.server, None);
        assert!(
            bad.problems[0].contains("server 7464"),
            "{:?}",
            bad.problems
        );
        let text = toml::to_string(&parsed.settings).expect("serialisable");
        assert_eq!(parse(&text).settings, parsed.settings);
    }

    #[test]
    fn the_learning_aids_choices_are_read_back_and_bad_ones_reported() {
        let parsed =
            parse("move_preview = \"never\"\nsound = false\nreading_font = \"open-dyslexic\"\n");
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        assert_eq!(parsed.settings.move_preview, MovePreview::Never);
        assert!(!parsed.settings.sound);
        assert_eq!(parsed.settings.reading_font, ReadingFont::OpenDyslexic);
        let text = toml::to_string(&parsed.settings).expect("serialisable");
        assert_eq!(parse(&text).settings, parsed.settings);

        let bad = parse("move_preview = \"sometimes\"\nsound = \"loud\"\nreading_font = 3\n");
        assert_eq!(bad.settings, Settings::default());
        assert_eq!(bad.problems.len(), 3, "{:?}", bad.problems);
        assert!(
            bad.problems[0].contains("\"sometimes\""),
            "{:?}",
            bad.problems
        );
        assert!(bad.problems[1].contains("\"loud\""), "{:?}", bad.problems);
        assert!(
            bad.problems[2].contains("reading_font 3"),
            "{:?}",
            bad.problems
        );
    }

    #[test]
    fn the_preview_follows_the_level_unless_the_teacher_decides() {
        let mut settings = Settings::default();
        assert!(settings.shows_preview(Mode::AgainstTux, 1));
        assert!(settings.shows_preview(Mode::AgainstTux, PREVIEW_UP_TO_LEVEL));
        assert!(!settings.shows_preview(Mode::AgainstTux, PREVIEW_UP_TO_LEVEL + 1));
        assert!(settings.shows_preview(Mode::TwoPlayers, 9));
        settings.move_preview = MovePreview::Never;
        assert!(!settings.shows_preview(Mode::TwoPlayers, 1));
        settings.move_preview = MovePreview::Always;
        assert!(settings.shows_preview(Mode::AgainstTux, 11));
    }

    #[test]
    fn the_hints_a_game_allows_are_read_back_and_a_bad_choice_is_named() {
        assert_eq!(parse("").settings.hints, Hints::ThreeAGame, "the default");
        for (written, hints) in [
            ("none", Hints::None),
            ("three-a-game", Hints::ThreeAGame),
            ("unlimited", Hints::Unlimited),
        ] {
            let parsed = parse(&format!("hints = \"{written}\"\n"));
            assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
            assert_eq!(parsed.settings.hints, hints);
            let text = toml::to_string(&parsed.settings).expect("serialisable");
            assert!(text.contains(&format!("hints = \"{written}\"")), "{text}");
            assert_eq!(parse(&text).settings, parsed.settings);
        }
        let bad = parse("hints = 3\nsound = false\n");
        assert_eq!(bad.settings.hints, Hints::ThreeAGame);
        assert!(!bad.settings.sound, "the other values stay");
        assert_eq!(bad.problems.len(), 1, "{:?}", bad.problems);
        assert!(
            bad.problems[0].starts_with("hints 3 is not"),
            "{:?}",
            bad.problems
        );
        assert_eq!(Hints::None.per_game(), Some(0));
        assert_eq!(Hints::ThreeAGame.per_game(), Some(3));
        assert_eq!(Hints::Unlimited.per_game(), None);
    }

    #[test]
    fn unknown_keys_are_reported() {
        let parsed = parse("levle = 3\n");
        assert_eq!(parsed.settings, Settings::default());
        assert!(parsed.problems[0].contains("levle"));
    }

    #[test]
    fn seed_choices_read_naturally() {
        assert_eq!(seed_choices(GameKind::Oware), "4, 5 or 6");
        assert_eq!(seed_choices(GameKind::Kalah), "3 to 6");
        assert_eq!(seed_choices(GameKind::Congkak), "5, 6 or 7");
        assert_eq!(seed_choices(GameKind::TogyzKumalak), "9");
    }

    #[test]
    fn describe_keeps_messages_short() {
        assert_eq!(describe(&Value::String("x".into())), "\"x\"");
        assert_eq!(describe(&Value::Integer(9)), "9");
        assert_eq!(describe(&Value::Array(vec![])), "(a list)");
    }
}
