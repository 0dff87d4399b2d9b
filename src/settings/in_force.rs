//! The settings in force while the activity runs, and the one door through
//! which they reach the disk.

use super::error::SettingsError;
use super::model::Settings;
use super::store::SettingsStore;

/// The current settings of a running activity.
///
/// The file is written only from [`SettingsInForce::change`], and only when the
/// change really alters a value, so starting the activity (even with command
/// line overrides) never rewrites or "repairs" the teacher's file behind
/// their back. What a change writes is the whole current settings, command
/// line values included: the teacher sees them on screen, so they are what
/// "keep my settings" means.
#[derive(Debug, Clone)]
pub struct SettingsInForce {
    store: Option<SettingsStore>,
    settings: Settings,
}

impl SettingsInForce {
    /// `store` is `None` when there is nowhere to save (no home directory);
    /// changes then last until the activity closes.
    pub fn new(store: Option<SettingsStore>, settings: Settings) -> SettingsInForce {
        SettingsInForce { store, settings }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn store(&self) -> Option<&SettingsStore> {
        self.store.as_ref()
    }

    /// Applies a teacher's change and saves it.
    ///
    /// - `Ok(false)`: nothing changed, nothing written.
    /// - `Ok(true)`: changed and saved (or no store to save to).
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
        self.settings = next;
        match &self.store {
            Some(store) => store.save(&self.settings).map(|()| true),
            None => Ok(true),
        }
    }
}
