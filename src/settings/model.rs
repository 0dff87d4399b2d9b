//! What a teacher can choose, and which values are allowed.

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::i18n::{language_list, parse_language};
use oware_rules::{GameKind, Ruleset};
use oware_tux::levels_of;

/// The format version written by this build. A file with a larger number
/// comes from a newer activity and is not trusted (see `store.rs`).
///
/// Version 1 had one `level` and one `seeds_per_house` at the top, both
/// Oware's; version 2 keeps them per game, in `[games.<id>]` tables.
pub const SETTINGS_VERSION: u32 = 2;

/// The highest Tux level of any game (Oware's master); every game's levels
/// are `1..=oware_tux::levels_of(kind)`, at most this.
pub const MAX_LEVEL: u8 = oware_tux::MASTER_LEVEL;

/// Tux's level for a child's very first game.
///
/// At level 1 Tux plays a fifth of its moves at random, which the youngest
/// need but which teaches little. Level 2 plays at random half as often and
/// mostly takes seeds left in the open, yet still slips often: a beginner
/// who thinks a little can win, and learns what a capture is on the way.
/// A teacher can lower or raise it.
pub const DEFAULT_LEVEL: u8 = 2;

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

/// How fast a move's sowing is replayed on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReplaySpeed {
    /// For the youngest, who follow each seed with a finger.
    Slow,
    /// Slow enough to follow each seed, quick enough for a game.
    #[default]
    Normal,
    /// For children who know the sowing and want to play on.
    Fast,
}

/// When the board shows what a house would do before it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MovePreview {
    /// While a child learns: against Tux's first levels (up to [`PREVIEW_UP_TO_LEVEL`]),
    /// and between two children at one machine.
    #[default]
    FirstLevels,
    /// At every level, for a child who wants to check every move.
    Always,
    /// Never: the child works out each move alone.
    Never,
}

/// The highest Tux level at which [`MovePreview::FirstLevels`] shows the preview.
pub const PREVIEW_UP_TO_LEVEL: u8 = 4;

/// The typeface of every word on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReadingFont {
    /// Andika, made for children learning to read, in every language.
    #[default]
    Andika,
    /// OpenDyslexic, in the languages it draws right (`activity::fonts`); the others stay
    /// in Andika.
    OpenDyslexic,
}

/// How many hints a child may ask for in one game (the bar's Hint button, where Tux shows a
/// good house).
///
/// Three a game is the default: a child who is stuck gets help a few times, yet cannot let
/// the hint play every move (pressing it at each turn wins every game at Tux's first levels,
/// and teaches nothing). A teacher who wants more practice with help chooses unlimited, and
/// one who wants the child to think alone (a test, a tournament) chooses none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hints {
    /// No hint: the Hint button is not shown.
    None,
    /// Three in each game; a new game brings three more.
    #[default]
    ThreeAGame,
    /// As many as the child asks for.
    Unlimited,
}

impl Hints {
    /// How many hints one game allows; `None` when there is no limit.
    pub fn per_game(self) -> Option<u32> {
        match self {
            Hints::None => Some(0),
            Hints::ThreeAGame => Some(3),
            Hints::Unlimited => None,
        }
    }
}

/// A window's size in logical pixels, written `"1280x800"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowSize {
    /// Across, in logical pixels.
    pub width: u32,
    /// Down, in logical pixels.
    pub height: u32,
}

impl WindowSize {
    /// The smallest window the activity is laid out for (the window's own minimum).
    pub const SMALLEST: WindowSize = WindowSize {
        width: 800,
        height: 560,
    };
    /// Bigger than any screen: a number past it is a typo.
    const LARGEST: u32 = 16_384;

    /// Reads `"1280x800"`; `None` for anything else, or a size outside what a window can be.
    pub fn parse(text: &str) -> Option<WindowSize> {
        let (width, height) = text.trim().split_once(['x', '×'])?;
        let size = WindowSize {
            width: width.trim().parse().ok()?,
            height: height.trim().parse().ok()?,
        };
        let fits = |n: u32, least: u32| (least..=Self::LARGEST).contains(&n);
        (fits(size.width, Self::SMALLEST.width) && fits(size.height, Self::SMALLEST.height))
            .then_some(size)
    }
}

impl std::fmt::Display for WindowSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl Serialize for WindowSize {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Everything the activity remembers between runs.
///
/// Tux's level and the seeds per house belong to each game: read them with
/// [`Settings::level_for`] and [`Settings::seeds_for`], change them with
/// [`Settings::set_level`] and [`Settings::set_seeds`], which keep them
/// within what that game allows.
///
/// Reading from TOML (`toml::from_str`) goes through the same reader as the
/// settings file (see `parse.rs`), so it also reads version-1 files; unlike
/// loading a file, it fails on the first value it does not understand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Settings {
    /// Format version, see [`SETTINGS_VERSION`].
    pub version: u32,
    /// A tag from `crate::i18n::LANGUAGES`; `None` follows the system locale.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Against Tux or two players.
    pub mode: Mode,
    /// Hide the language and level controls so a child cannot change them.
    pub teacher_lock: bool,
    /// How fast moves are replayed.
    pub replay_speed: ReplaySpeed,
    /// When the board shows what a house would do before it is played.
    pub move_preview: MovePreview,
    /// The activity's sounds are on (a mute button in the bar turns them off).
    pub sound: bool,
    /// The typeface of every word on screen.
    pub reading_font: ReadingFont,
    /// How many hints a game allows.
    pub hints: Hints,
    /// A classroom server (`host:port`) that hosts every room of the class; `None` lets the
    /// hosting child's activity run the room itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The name this machine's child last gave for a game with a classmate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_name: Option<String>,
    /// The window's size when the launcher last closed (unless it filled the screen); the
    /// next start opens at it, if it fits the screen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window_size: Option<WindowSize>,
    /// Each game's level and seeds per house. Public only so that
    /// `Settings { mode, ..Settings::default() }` works outside this module;
    /// its contents are reached through the methods of [`Settings`].
    pub games: Games,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            language: None,
            mode: Mode::AgainstTux,
            teacher_lock: false,
            replay_speed: ReplaySpeed::Normal,
            move_preview: MovePreview::FirstLevels,
            sound: true,
            reading_font: ReadingFont::Andika,
            hints: Hints::ThreeAGame,
            server: None,
            player_name: None,
            window_size: None,
            games: Games::default(),
        }
    }
}

impl Settings {
    /// Whether the move preview is shown to someone playing in `mode` against Tux's `level`.
    pub fn shows_preview(&self, mode: Mode, level: u8) -> bool {
        match self.move_preview {
            MovePreview::Always => true,
            MovePreview::Never => false,
            MovePreview::FirstLevels => mode != Mode::AgainstTux || level <= PREVIEW_UP_TO_LEVEL,
        }
    }

    /// Tux's level in `kind`: the saved one, else [`DEFAULT_LEVEL`]; always
    /// within `1..=levels_of(kind)`.
    pub fn level_for(&self, kind: GameKind) -> u8 {
        self.games.get(kind).level.clamp(1, levels_of(kind))
    }

    /// Sets Tux's level in `kind`, brought within `1..=levels_of(kind)`.
    pub fn set_level(&mut self, kind: GameKind, level: u8) {
        self.games.get_mut(kind).level = level.clamp(1, levels_of(kind));
    }

    /// The seeds per house `kind` starts with: the saved number, else
    /// `kind.default_seeds()`; always within `kind.seed_range()`.
    pub fn seeds_for(&self, kind: GameKind) -> u8 {
        let seeds = self.games.get(kind).seeds;
        if kind.seed_range().contains(&seeds) {
            seeds
        } else {
            kind.default_seeds()
        }
    }

    /// The game `kind` with the seeds per house it starts with ([`Settings::seeds_for`]).
    pub fn ruleset_for(&self, kind: GameKind) -> Ruleset {
        // `seeds_for` is always in the game's range, which the rules accept: the standard
        // game is only a fallback that no setting can reach.
        Ruleset::new(kind, u64::from(self.seeds_for(kind)))
            .unwrap_or_else(|_| Ruleset::standard(kind))
    }

    /// Sets the seeds per house of `kind`; a number outside
    /// `kind.seed_range()` is ignored and the previous one kept.
    pub fn set_seeds(&mut self, kind: GameKind, seeds: u8) {
        if kind.seed_range().contains(&seeds) {
            self.games.get_mut(kind).seeds = seeds;
        }
    }
}

/// Tux's level and the seeds per house of every game, each always valid for
/// its game.
///
/// Written as one table per game, in the order of [`GameKind::ALL`]:
///
/// ```toml
/// [games.kalah]
/// level = 3
/// seeds = 4
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games([GameSettings; GameKind::ALL.len()]);

/// One game's values, as written in its `[games.<id>]` table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
struct GameSettings {
    level: u8,
    seeds: u8,
}

impl Default for Games {
    fn default() -> Self {
        Games(GameKind::ALL.map(|kind| GameSettings {
            level: DEFAULT_LEVEL.clamp(1, levels_of(kind)),
            seeds: kind.default_seeds(),
        }))
    }
}

impl Games {
    fn get(&self, kind: GameKind) -> &GameSettings {
        &self.0[slot(kind)]
    }

    fn get_mut(&mut self, kind: GameKind) -> &mut GameSettings {
        &mut self.0[slot(kind)]
    }
}

/// Where a game's values are kept; its place in [`GameKind::ALL`].
fn slot(kind: GameKind) -> usize {
    match kind {
        GameKind::Oware => 0,
        GameKind::Kalah => 1,
        GameKind::Congkak => 2,
        GameKind::TogyzKumalak => 3,
    }
}

impl Serialize for Games {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(GameKind::ALL.len()))?;
        for kind in GameKind::ALL {
            map.serialize_entry(kind.id(), self.get(kind))?;
        }
        map.end()
    }
}

/// Why a value cannot be a setting. The text is meant for a teacher.
///
/// Each game's level and seeds cannot be invalid: [`Settings::set_level`]
/// and [`Settings::set_seeds`] keep them in range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InvalidSetting {
    /// A language the activity does not speak, as written.
    Language(String),
    /// A file format newer than this program's.
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
            InvalidSetting::Version(version) => write!(
                f,
                "settings version {version} is newer than this program understands ({SETTINGS_VERSION})"
            ),
        }
    }
}

impl std::error::Error for InvalidSetting {}

impl Settings {
    /// Copies into `self` every value that differs between `before` and `after`, and only
    /// those: a change made in the window, carried from the settings in force to the saved
    /// ones (see `SettingsInForce`). Each game's level and seeds count on their own.
    pub fn take_changes(&mut self, before: &Settings, after: &Settings) {
        fn take<T: PartialEq + Clone>(saved: &mut T, before: &T, after: &T) {
            if before != after {
                *saved = after.clone();
            }
        }
        take(&mut self.language, &before.language, &after.language);
        take(&mut self.mode, &before.mode, &after.mode);
        take(
            &mut self.teacher_lock,
            &before.teacher_lock,
            &after.teacher_lock,
        );
        take(
            &mut self.replay_speed,
            &before.replay_speed,
            &after.replay_speed,
        );
        take(
            &mut self.move_preview,
            &before.move_preview,
            &after.move_preview,
        );
        take(&mut self.sound, &before.sound, &after.sound);
        take(
            &mut self.reading_font,
            &before.reading_font,
            &after.reading_font,
        );
        take(&mut self.hints, &before.hints, &after.hints);
        take(&mut self.server, &before.server, &after.server);
        take(
            &mut self.player_name,
            &before.player_name,
            &after.player_name,
        );
        take(
            &mut self.window_size,
            &before.window_size,
            &after.window_size,
        );
        for kind in GameKind::ALL {
            let (was, now) = (before.games.get(kind), after.games.get(kind));
            let saved = self.games.get_mut(kind);
            take(&mut saved.level, &was.level, &now.level);
            take(&mut saved.seeds, &was.seeds, &now.seeds);
        }
    }

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
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seed_choice_is_a_game_the_rules_accept() {
        let mut settings = Settings::default();
        for kind in GameKind::ALL {
            for seeds in kind.seed_range() {
                settings.set_seeds(kind, seeds);
                let ruleset = settings.ruleset_for(kind);
                assert_eq!((ruleset.kind(), ruleset.seeds_per_house()), (kind, seeds));
            }
        }
    }

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

    #[test]
    fn slots_follow_the_order_of_all() {
        for (index, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(slot(kind), index);
        }
    }

    #[test]
    fn defaults_per_game() {
        let settings = Settings::default();
        for kind in GameKind::ALL {
            assert_eq!(settings.level_for(kind), DEFAULT_LEVEL);
            assert_eq!(settings.seeds_for(kind), kind.default_seeds());
        }
    }

    #[test]
    fn levels_are_clamped_to_each_game() {
        let mut settings = Settings::default();
        for kind in GameKind::ALL {
            settings.set_level(kind, 0);
            assert_eq!(settings.level_for(kind), 1);
            settings.set_level(kind, u8::MAX);
            assert_eq!(settings.level_for(kind), levels_of(kind));
        }
        assert_eq!(settings.level_for(GameKind::Oware), MAX_LEVEL);
        assert_eq!(settings.level_for(GameKind::Kalah), MAX_LEVEL - 1);
    }

    #[test]
    fn seeds_outside_a_games_range_are_ignored() {
        let mut settings = Settings::default();
        settings.set_seeds(GameKind::Kalah, 6);
        settings.set_seeds(GameKind::Kalah, 9);
        assert_eq!(settings.seeds_for(GameKind::Kalah), 6);
        settings.set_seeds(GameKind::TogyzKumalak, 4);
        assert_eq!(settings.seeds_for(GameKind::TogyzKumalak), 9);
        settings.set_seeds(GameKind::Congkak, 5);
        assert_eq!(settings.seeds_for(GameKind::Congkak), 5);
        // Each game keeps its own.
        assert_eq!(settings.seeds_for(GameKind::Oware), 4);
    }
}
