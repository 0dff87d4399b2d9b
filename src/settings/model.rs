//! What a teacher can choose, and which values are allowed.

use serde::{Deserialize, Serialize};

use crate::i18n::{language_list, parse_language};

/// The format version written by this build. A file with a larger number
/// comes from a newer activity and is not trusted (see `store.rs`).
pub const SETTINGS_VERSION: u32 = 1;

/// Highest Tux level, Oware's master; levels are `1..=MAX_LEVEL`.
pub const MAX_LEVEL: u8 = crate::tux::MASTER_LEVEL;

/// Tux's level for a child's very first game.
///
/// At level 1 Tux plays a fifth of its moves at random, which the youngest
/// need but which teaches little. Level 2 plays at random half as often and
/// mostly takes seeds left in the open, yet still slips often: a beginner
/// who thinks a little can win, and learns what a capture is on the way.
/// A teacher can lower or raise it.
pub const DEFAULT_LEVEL: u8 = 2;

/// Seeds per house at the start of a game. Abapa is played with 4; 5 and 6
/// make longer games for older children.
pub const SEEDS_CHOICES: [u8; 3] = [4, 5, 6];

/// How fast moves are replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReplaySpeed {
    Slow,
    #[default]
    Normal,
    Fast,
}

/// Who the child plays against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// The child plays Tux, the computer.
    #[default]
    AgainstTux,
    /// Two children share the screen.
    TwoPlayers,
}

/// Everything the activity remembers between runs.
///
/// `#[serde(default)]` lets a file written by an older build, which lacks
/// newer fields, still load: missing fields take their default value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Format version, see [`SETTINGS_VERSION`].
    pub version: u32,
    /// A tag from `crate::i18n::LANGUAGES`; `None` follows the system locale.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Tux's level, `1..=MAX_LEVEL`.
    pub level: u8,
    /// Against Tux or two players.
    pub mode: Mode,
    /// One of [`SEEDS_CHOICES`].
    pub seeds_per_house: u8,
    /// Hide the language and level controls so a child cannot change them.
    pub teacher_lock: bool,
    pub replay_speed: ReplaySpeed,
}

impl Settings {
    pub fn level_for(&self, kind: crate::rules::GameKind) -> u8 {
        self.level.clamp(1, crate::tux::levels_of(kind))
    }
    pub fn set_level(&mut self, _kind: crate::rules::GameKind, level: u8) {
        self.level = level;
    }
    pub fn seeds_for(&self, kind: crate::rules::GameKind) -> u8 {
        if kind.seed_range().contains(&self.seeds_per_house) {
            self.seeds_per_house
        } else {
            kind.default_seeds()
        }
    }
    pub fn set_seeds(&mut self, _kind: crate::rules::GameKind, seeds: u8) {
        self.seeds_per_house = seeds;
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            language: None,
            level: DEFAULT_LEVEL,
            mode: Mode::AgainstTux,
            seeds_per_house: SEEDS_CHOICES[0],
            teacher_lock: false,
            replay_speed: ReplaySpeed::Normal,
        }
    }
}

/// Why a value cannot be a setting. The text is meant for a teacher.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InvalidSetting {
    Language(String),
    Level(u8),
    SeedsPerHouse(u8),
    Version(u32),
}

impl std::fmt::Display for InvalidSetting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InvalidSetting::Language(tag) => write!(
                f,
                "unknown language {tag:?} (choose one of {})",
                language_list()
            ),
            InvalidSetting::Level(level) => {
                write!(f, "level {level} is not between 1 and {MAX_LEVEL}")
            }
            InvalidSetting::SeedsPerHouse(seeds) => {
                write!(f, "{seeds} seeds per house is not one of 4, 5 or 6")
            }
            InvalidSetting::Version(version) => write!(
                f,
                "settings version {version} is newer than this program understands ({SETTINGS_VERSION})"
            ),
        }
    }
}

impl std::error::Error for InvalidSetting {}

impl Settings {
    /// Checks every field; the language is also brought to its canonical
    /// form (`fr-FR` becomes `fr`) so the rest of the activity sees one
    /// spelling.
    pub fn validated(mut self) -> Result<Settings, InvalidSetting> {
        if self.version > SETTINGS_VERSION {
            return Err(InvalidSetting::Version(self.version));
        }
        if let Some(tag) = &self.language {
            let canonical =
                parse_language(tag).map_err(|_| InvalidSetting::Language(tag.clone()))?;
            self.language = Some(canonical.to_owned());
        }
        if !(1..=MAX_LEVEL).contains(&self.level) {
            return Err(InvalidSetting::Level(self.level));
        }
        if !SEEDS_CHOICES.contains(&self.seeds_per_house) {
            return Err(InvalidSetting::SeedsPerHouse(self.seeds_per_house));
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid() {
        assert_eq!(Settings::default().validated(), Ok(Settings::default()));
    }

    #[test]
    fn validation_canonicalises_language() {
        let s = Settings {
            language: Some("fr-FR".into()),
            ..Settings::default()
        };
        assert_eq!(s.validated().map(|s| s.language), Ok(Some("fr".into())));
    }

    #[test]
    fn validation_rejects_each_bad_field() {
        let base = Settings::default();
        let cases = [
            Settings {
                level: 0,
                ..base.clone()
            },
            Settings {
                level: MAX_LEVEL + 1,
                ..base.clone()
            },
            Settings {
                seeds_per_house: 9,
                ..base.clone()
            },
            Settings {
                language: Some("xx".into()),
                ..base.clone()
            },
            Settings {
                version: SETTINGS_VERSION + 1,
                ..base.clone()
            },
        ];
        for case in cases {
            assert!(case.clone().validated().is_err(), "{case:?}");
        }
    }
}
