//! What the window should tell a teacher about the settings file, in the child's language.
//!
//! The store's text warnings go to stderr, which nobody sees when the activity is started
//! from the desktop menu; a [`SettingsWarning`] is the same news as a value the window can
//! put into words ([`SettingsWarning::message_id`] and [`SettingsWarning::args`], in
//! `locales/*/common.ftl`).

use std::path::{Path, PathBuf};

/// Something a teacher should know about the settings file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsWarning {
    /// The file could not be read in full (a typo such as a missing quote): the values that
    /// could be read are in force, the others are back to their defaults, and the file as it
    /// was is kept at `kept_as` (`None` when the copy could not be made; the file itself is
    /// then left as it is, and no save replaces it).
    Damaged {
        /// The settings file.
        file: PathBuf,
        /// Where its damaged copy is kept.
        kept_as: Option<PathBuf>,
    },
}

impl SettingsWarning {
    /// The Fluent message that says it.
    pub fn message_id(&self) -> &'static str {
        match self {
            SettingsWarning::Damaged {
                kept_as: Some(_), ..
            } => "settings-damaged",
            SettingsWarning::Damaged { kept_as: None, .. } => "settings-damaged-not-kept",
        }
    }

    /// The message's arguments: `file`, and `copy` where the old file is kept.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            SettingsWarning::Damaged { file, kept_as } => {
                let mut args = vec![("file", shown(file))];
                if let Some(copy) = kept_as {
                    args.push(("copy", shown(copy)));
                }
                args
            }
        }
    }
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}
