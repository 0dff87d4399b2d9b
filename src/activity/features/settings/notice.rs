//! What the window tells the teacher about the activity's own files: the settings file or
//! the lessons' file found damaged, and where the old one is kept. Each notice is a message
//! id with its arguments, said again in the language of the moment whenever it changes.

use crate::activity::aids::ProgressWarning;
use crate::i18n::{Arg, Localizer};
use crate::settings::SettingsWarning;

/// One notice: a Fluent message of `common.ftl` and its arguments (the files' paths).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    id: &'static str,
    args: Vec<(&'static str, String)>,
}

impl Notice {
    /// The message id, for the tests.
    #[cfg(test)]
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The notice in `language`.
    pub fn text(&self, localizer: &Localizer, language: &str) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, Arg::Str(value)))
            .collect();
        localizer.text_with(language, self.id, &args)
    }
}

/// Every notice for the teacher: the settings' first, then the lessons'.
pub fn notices(settings: &[SettingsWarning], lessons: Option<&ProgressWarning>) -> Vec<Notice> {
    let from_settings = settings.iter().map(|warning| Notice {
        id: warning.message_id(),
        args: warning.args(),
    });
    let from_lessons = lessons.map(|warning| Notice {
        id: warning.message_id(),
        args: warning.args(),
    });
    from_settings.chain(from_lessons).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn each_file_s_damage_is_said_with_where_the_old_file_is() {
        let settings = [SettingsWarning::Damaged {
            file: PathBuf::from("/home/t/.config/oware/settings.toml"),
            kept_as: Some(PathBuf::from(
                "/home/t/.config/oware/settings.toml.damaged-2026-12-07T08-00-00",
            )),
        }];
        let lessons = ProgressWarning::Damaged {
            file: PathBuf::from("/home/t/.config/oware/lessons.toml"),
            kept_as: None,
        };
        let found = notices(&settings, Some(&lessons));
        let ids: Vec<&str> = found.iter().map(Notice::id).collect();
        assert_eq!(ids, ["settings-damaged", "progress-damaged-not-kept"]);
        let localizer = Localizer::new();
        for language in localizer.languages() {
            let text = found[0].text(&localizer, language);
            assert!(
                text.contains("settings.toml.damaged-2026-12-07T08-00-00"),
                "{language}: {text}"
            );
            let text = found[1].text(&localizer, language);
            assert!(text.contains("lessons.toml"), "{language}: {text}");
        }
        assert!(notices(&[], None).is_empty());
    }
}
