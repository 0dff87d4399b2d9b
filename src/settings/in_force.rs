//! The settings in force while the activity runs, and the one door through
//! which they reach the disk.

use super::error::SettingsError;
use super::model::Settings;
use super::store::SettingsStore;
use super::warning::SettingsWarning;

/// The current settings of a running activity.
///
/// Two sets of values are kept: the saved settings (what the file holds, or will hold) and
/// the settings in force, which are the saved ones with the run's command-line options on
/// top (`--two-players`, `--level`, …; see `crate::cli`). The options last for the run only:
/// a change in the window is applied to both, and what is written is the saved settings
/// with the change, so `oware --two-players` followed by a mute click saves the mute, not the
/// two players. A change the user makes in the window to a value an option set is the
/// user's own, and is saved like any other.
///
/// The file is written only from [`SettingsInForce::change`], and only when the
/// change really alters a saved value, so starting the activity (even with command
/// line options) never rewrites or "repairs" the teacher's file behind
/// their back.
#[derive(Debug, Clone)]
pub struct SettingsInForce {
    store: Option<SettingsStore>,
    saved: Settings,
    settings: Settings,
}

impl SettingsInForce {
    /// `store` is `None` when there is nowhere to save (no home directory);
    /// changes then last until the activity closes.
    ///
    /// The saved settings are the ones the store of a run remembers
    /// ([`SettingsStore::for_run`]); for any other store they are `settings` themselves, and
    /// every value in force is saved by the next change.
    pub fn new(store: Option<SettingsStore>, settings: Settings) -> SettingsInForce {
        let saved = store
            .as_ref()
            .and_then(SettingsStore::saved_at_start)
            .cloned()
            .unwrap_or_else(|| settings.clone());
        SettingsInForce {
            store,
            saved,
            settings,
        }
    }

    /// The settings in force: the saved ones with the run's options on top.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What a change saves to: the saved settings, with every change made in this run.
    pub fn saved(&self) -> &Settings {
        &self.saved
    }

    /// Where changes are saved; `None` when they last for this run only.
    pub fn store(&self) -> Option<&SettingsStore> {
        self.store.as_ref()
    }

    /// What the window should tell the teacher about the settings file (a damaged file, and
    /// where the old one is kept); empty when all is well. See [`SettingsWarning`].
    pub fn warnings(&self) -> &[SettingsWarning] {
        self.store.as_ref().map_or(&[], SettingsStore::warnings)
    }

    /// Applies a teacher's change and saves it.
    ///
    /// - `Ok(false)`: nothing changed, nothing written.
    /// - `Ok(true)`: changed and saved (or no store to save to, or the saved
    ///   settings already held the new value).
    /// - `Err(Invalid)`: the change is refused; settings are as before.
    /// - `Err(Io…)`: the change is in effect for this run but could not be
    ///   saved; show or log it and carry on.
    pub fn change(&mut self, edit: impl FnOnce(&mut Settings)) -> Result<bool, SettingsError> {
        let mut next = self.settings.clone();
        edit(&mut next);
        let next = next.validated().map_err(SettingsError::Invalid)?;
        if next == self.settings {
            return Ok(false);
        }
        let mut saved = self.saved.clone();
        saved.take_changes(&self.settings, &next);
        self.settings = next;
        if saved == self.saved {
            return Ok(true);
        }
        self.saved = saved;
        match &self.store {
            Some(store) => store.save(&self.saved).map(|()| true),
            None => Ok(true),
        }
    }
}
