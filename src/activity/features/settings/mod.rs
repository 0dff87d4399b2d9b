//! The teacher's settings on screen: the replay's speed, the move preview, the reading font,
//! the sounds and the language. Each choice is saved at once.

use slint::{ComponentHandle, ModelRc, VecModel};

use super::context::Context;
use super::wire::Wire;
use crate::activity::fonts::writes_open_dyslexic;
use crate::activity::ui::{self, ActivityWindow, L10n, LanguageChoice, SettingsAdapter};
use crate::i18n::Localizer;
use crate::settings::{MovePreview, ReadingFont, ReplaySpeed};

/// What the settings' controls ask for.
#[derive(Clone, Debug)]
pub enum Act {
    Speed(ReplaySpeed),
    Preview(MovePreview),
    /// The typeface of every word on screen (a language OpenDyslexic draws wrong keeps
    /// Andika: see `activity::fonts`).
    Font(ReadingFont),
    /// The mute button: sounds off, or back on.
    ToggleSound,
    /// A language by its tag.
    Language(String),
}

/// The settings have no state beyond the teacher's settings in the context.
pub struct SettingsFeature;

impl SettingsFeature {
    /// Each language is offered in its own name, so this list never changes.
    pub fn new(window: &ActivityWindow, localizer: &Localizer) -> SettingsFeature {
        let languages: Vec<LanguageChoice> = localizer
            .language_names()
            .into_iter()
            .map(|(tag, name)| LanguageChoice {
                tag: tag.into(),
                name: name.into(),
            })
            .collect();
        window
            .global::<SettingsAdapter>()
            .set_languages(ModelRc::new(VecModel::from(languages)));
        SettingsFeature
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let adapter = window.global::<SettingsAdapter>();
        adapter.on_choose_speed(wire.with(|speed| Some(Act::Speed(speed_from_ui(speed)))));
        adapter
            .on_choose_preview(wire.with(|preview| Some(Act::Preview(preview_from_ui(preview)))));
        adapter.on_choose_font(wire.with(|font| Some(Act::Font(font_from_ui(font)))));
        adapter.on_toggle_sound(wire.to(Act::ToggleSound));
        adapter.on_choose_language(
            wire.with(|tag: slint::SharedString| Some(Act::Language(tag.into()))),
        );
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::Speed(speed) => ctx.remember(|settings| settings.replay_speed = speed),
            Act::Preview(preview) => ctx.remember(|settings| settings.move_preview = preview),
            Act::Font(font) => ctx.remember(|settings| settings.reading_font = font),
            Act::ToggleSound => {
                let on = !ctx.settings().sound;
                ctx.remember(|settings| settings.sound = on);
                ctx.sounds.set_muted(!on);
            }
            Act::Language(tag) => {
                let Ok(language) = crate::i18n::parse_language(&tag) else {
                    log::warn!("ignoring unknown language '{tag}'");
                    return;
                };
                ctx.language = language;
                if let Some(window) = ctx.window.upgrade() {
                    window.global::<L10n>().set_language(language.into());
                }
                ctx.remember(|settings| settings.language = Some(language.to_string()));
            }
        }
        ctx.refresh();
    }

    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let adapter = window.global::<SettingsAdapter>();
        let settings = ctx.settings();
        adapter.set_teacher_lock(settings.teacher_lock);
        adapter.set_replay_speed(speed_to_ui(settings.replay_speed));
        adapter.set_sound_on(settings.sound);
        adapter.set_move_preview(preview_to_ui(settings.move_preview));
        adapter.set_reading_font(font_to_ui(settings.reading_font));
        adapter.set_open_dyslexic(writes_open_dyslexic(settings.reading_font, ctx.language));
    }
}

fn speed_to_ui(speed: ReplaySpeed) -> ui::Speed {
    match speed {
        ReplaySpeed::Slow => ui::Speed::Slow,
        ReplaySpeed::Normal => ui::Speed::Normal,
        ReplaySpeed::Fast => ui::Speed::Fast,
    }
}

fn speed_from_ui(speed: ui::Speed) -> ReplaySpeed {
    match speed {
        ui::Speed::Slow => ReplaySpeed::Slow,
        ui::Speed::Normal => ReplaySpeed::Normal,
        ui::Speed::Fast => ReplaySpeed::Fast,
    }
}

fn preview_to_ui(preview: MovePreview) -> ui::Preview {
    match preview {
        MovePreview::FirstLevels => ui::Preview::FirstLevels,
        MovePreview::Always => ui::Preview::Always,
        MovePreview::Never => ui::Preview::Never,
    }
}

fn preview_from_ui(preview: ui::Preview) -> MovePreview {
    match preview {
        ui::Preview::FirstLevels => MovePreview::FirstLevels,
        ui::Preview::Always => MovePreview::Always,
        ui::Preview::Never => MovePreview::Never,
    }
}

fn font_to_ui(font: ReadingFont) -> ui::ReadingFont {
    match font {
        ReadingFont::Andika => ui::ReadingFont::Andika,
        ReadingFont::OpenDyslexic => ui::ReadingFont::OpenDyslexic,
    }
}

fn font_from_ui(font: ui::ReadingFont) -> ReadingFont {
    match font {
        ui::ReadingFont::Andika => ReadingFont::Andika,
        ui::ReadingFont::OpenDyslexic => ReadingFont::OpenDyslexic,
    }
}
