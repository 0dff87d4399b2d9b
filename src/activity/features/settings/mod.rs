//! The teacher's settings on screen: the replay's speed, the move preview, the reading font,
//! the hints a game allows, the sounds and the language. Each choice is saved at once. And
//! what the teacher must know about the activity's files ([`notice`]), in a banner until it
//! is closed.

mod notice;

use std::rc::Rc;

use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};

use super::context::Context;
use super::wire::Wire;
use crate::activity::aids::ProgressWarning;
use crate::activity::fonts::writes_open_dyslexic;
use crate::activity::ui::{
    self, ActivityWindow, L10n, LanguageChoice, NoticeAdapter, SettingsAdapter,
};
use crate::i18n::{Arg, Localizer};
use crate::settings::{Hints, MovePreview, ReadingFont, ReplaySpeed};
use notice::{notices, Notice};

/// What the settings' controls ask for.
#[derive(Clone, Debug)]
pub enum Act {
    Speed(ReplaySpeed),
    Preview(MovePreview),
    /// The typeface of every word on screen (a language OpenDyslexic draws wrong keeps
    /// Andika: see `activity::fonts`).
    Font(ReadingFont),
    /// How many hints a game allows.
    Hints(Hints),
    /// The mute button: sounds off, or back on.
    ToggleSound,
    /// A language by its tag.
    Language(String),
    /// The teacher closed the banner of notices.
    DismissNotices,
}

/// The settings themselves are the context's; this feature keeps the notices for the
/// teacher, until they are closed.
pub struct SettingsFeature {
    notices: Vec<Notice>,
    /// The banner's paragraphs, in the language of the moment.
    shown: Rc<VecModel<SharedString>>,
}

impl SettingsFeature {
    /// Each language is offered in its own name, so this list never changes. The notices are
    /// what the settings (`ctx.settings.warnings()`) and the lessons' file have to say.
    pub fn new(
        window: &ActivityWindow,
        localizer: &Localizer,
        ctx: &Context,
        lessons: Option<&ProgressWarning>,
    ) -> SettingsFeature {
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
        let shown = Rc::new(VecModel::default());
        window
            .global::<NoticeAdapter>()
            .set_notices(ModelRc::from(shown.clone()));
        SettingsFeature {
            notices: notices(ctx.settings.warnings(), lessons),
            shown,
        }
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let adapter = window.global::<SettingsAdapter>();
        adapter.on_choose_speed(wire.with(|speed| Some(Act::Speed(speed_from_ui(speed)))));
        adapter
            .on_choose_preview(wire.with(|preview| Some(Act::Preview(preview_from_ui(preview)))));
        adapter.on_choose_font(wire.with(|font| Some(Act::Font(font_from_ui(font)))));
        adapter.on_choose_hints(wire.with(|hints| Some(Act::Hints(hints_from_ui(hints)))));
        adapter.on_toggle_sound(wire.to(Act::ToggleSound));
        adapter.on_choose_language(
            wire.with(|tag: slint::SharedString| Some(Act::Language(tag.into()))),
        );
        window
            .global::<NoticeAdapter>()
            .on_dismiss(wire.to(Act::DismissNotices));
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::Speed(speed) => ctx.remember(|settings| settings.replay_speed = speed),
            Act::Preview(preview) => ctx.remember(|settings| settings.move_preview = preview),
            Act::Font(font) => ctx.remember(|settings| settings.reading_font = font),
            Act::Hints(hints) => ctx.remember(|settings| settings.hints = hints),
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
            Act::DismissNotices => self.notices.clear(),
        }
        ctx.refresh();
    }

    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let adapter = window.global::<SettingsAdapter>();
        let settings = ctx.settings();
        adapter.set_teacher_lock(settings.teacher_lock);
        adapter.set_replay_speed(speed_to_ui(settings.replay_speed));
        adapter.set_sound_on(settings.sound);
        adapter.set_sound_unavailable(ctx.sounds.unavailable().is_some());
        adapter.set_hints(hints_to_ui(settings.hints));
        let per_game = Hints::ThreeAGame.per_game().unwrap_or(0);
        adapter.set_hints_per_game_label(
            ctx.localizer
                .text_with(
                    ctx.language,
                    "menu-hints-per-game",
                    &[("count", Arg::Num(i64::from(per_game)))],
                )
                .into(),
        );
        adapter.set_move_preview(preview_to_ui(settings.move_preview));
        adapter.set_reading_font(font_to_ui(settings.reading_font));
        adapter.set_open_dyslexic(writes_open_dyslexic(settings.reading_font, ctx.language));
        self.show_notices(ctx);
    }

    /// The notices in the language of the moment; the model changes only when they do, so
    /// that a screen reader is not told of a new banner at every beat.
    fn show_notices(&self, ctx: &Context) {
        let texts: Vec<SharedString> = self
            .notices
            .iter()
            .map(|notice| notice.text(&ctx.localizer, ctx.language).into())
            .collect();
        let same = self.shown.row_count() == texts.len()
            && texts
                .iter()
                .enumerate()
                .all(|(row, text)| self.shown.row_data(row).as_ref() == Some(text));
        if !same {
            self.shown.set_vec(texts);
        }
    }
}

fn hints_to_ui(hints: Hints) -> ui::HintChoice {
    match hints {
        Hints::None => ui::HintChoice::None,
        Hints::ThreeAGame => ui::HintChoice::ThreeAGame,
        Hints::Unlimited => ui::HintChoice::Unlimited,
    }
}

fn hints_from_ui(hints: ui::HintChoice) -> Hints {
    match hints {
        ui::HintChoice::None => Hints::None,
        ui::HintChoice::ThreeAGame => Hints::ThreeAGame,
        ui::HintChoice::Unlimited => Hints::Unlimited,
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
