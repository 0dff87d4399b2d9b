//! Turning the text of a settings file into [`Settings`], forgivingly.
//!
//! Teachers may edit the file by hand, so one bad value should not cost them
//! the others: each field is read on its own, a bad field falls back to its
//! default, and every problem is reported in words a teacher understands.
//! Only two things discard the whole file: text that is not TOML at all, and
//! a version newer than this build (its fields may mean something else).

use toml::{Table, Value};

use super::model::{Mode, Settings, MAX_LEVEL, SEEDS_CHOICES, SETTINGS_VERSION};
use crate::i18n::{language_list, parse_language};

/// The settings read from a file, and what had to be ignored to get them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    pub settings: Settings,
    /// Empty when the file was fully understood.
    pub problems: Vec<String>,
}

pub fn parse(text: &str) -> Parsed {
    let mut table = match text.parse::<Table>() {
        Ok(table) => table,
        Err(error) => {
            // The parser's message carries a multi-line source excerpt; its
            // first line is the part a teacher can act on.
            let first_line = error.to_string();
            let first_line = first_line.lines().next().unwrap_or("syntax error").trim();
            return whole_file_rejected(format!("it is not valid TOML ({first_line})"));
        }
    };

    let mut problems = Vec::new();
    let defaults = Settings::default();
    let mut settings = defaults.clone();

    if let Some(value) = table.remove("version") {
        match value.as_integer() {
            Some(version) if (0..=i64::from(SETTINGS_VERSION)).contains(&version) => {}
            Some(version) if version > i64::from(SETTINGS_VERSION) => {
                return whole_file_rejected(format!(
                    "it was written by a newer Oware (format {version}; this one reads up to {SETTINGS_VERSION})"
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

    if let Some(value) = table.remove("level") {
        match value.as_integer().and_then(|n| u8::try_from(n).ok()) {
            Some(level) if (1..=MAX_LEVEL).contains(&level) => settings.level = level,
            _ => problems.push(format!(
                "level {} is not a whole number from 1 to {MAX_LEVEL}",
                describe(&value)
            )),
        }
    }

    if let Some(value) = table.remove("mode") {
        match value.clone().try_into::<Mode>() {
            Ok(mode) => settings.mode = mode,
            Err(_) => problems.push(format!(
                "mode {} is not \"against-tux\" or \"two-players\"",
                describe(&value)
            )),
        }
    }

    if let Some(value) = table.remove("seeds_per_house") {
        match value.as_integer().and_then(|n| u8::try_from(n).ok()) {
            Some(seeds) if SEEDS_CHOICES.contains(&seeds) => settings.seeds_per_house = seeds,
            _ => problems.push(format!(
                "seeds_per_house {} is not 4, 5 or 6",
                describe(&value)
            )),
        }
    }

    if let Some(value) = table.remove("teacher_lock") {
        match value.as_bool() {
            Some(lock) => settings.teacher_lock = lock,
            None => problems.push(format!(
                "teacher_lock {} is not true or false",
                describe(&value)
            )),
        }
    }

    // Most likely a typo ("levle"); saying so saves a teacher a puzzled hour.
    for key in table.keys() {
        problems.push(format!("unknown setting {key:?} is ignored"));
    }

    Parsed { settings, problems }
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
        assert_eq!(parsed.settings.level, Settings::default().level);
        assert_eq!(parsed.settings.mode, Mode::TwoPlayers);
        assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
        assert!(parsed.problems[0].contains("level 0"));
    }

    #[test]
    fn unknown_keys_are_reported() {
        let parsed = parse("levle = 3\n");
        assert_eq!(parsed.settings, Settings::default());
        assert!(parsed.problems[0].contains("levle"));
    }

    #[test]
    fn describe_keeps_messages_short() {
        assert_eq!(describe(&Value::String("x".into())), "\"x\"");
        assert_eq!(describe(&Value::Integer(9)), "9");
        assert_eq!(describe(&Value::Array(vec![])), "(a list)");
    }
}
