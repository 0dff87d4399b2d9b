//! The help: the rules of the game on the board, whole and in sections under headings, as
//! [`game_view`](crate::activity::view::game_view) words them. The dialog opens in the window
//! alone; here its words are filled in.

use slint::{ComponentHandle, Model, ModelRc, VecModel};

use crate::activity::ui::{ActivityWindow, HelpAdapter, HelpPart};
use crate::activity::view::GameView;

/// The help has no state of its own: its words follow the game on the board.
pub struct Help;

impl Help {
    pub fn show(&self, window: &ActivityWindow, view: &GameView) {
        let help_ui = window.global::<HelpAdapter>();
        help_ui.set_help_title(view.help_title.as_str().into());
        help_ui.set_help_text(view.help_text.as_str().into());
        let sections: Vec<HelpPart> = view
            .help_sections
            .iter()
            .map(|section| HelpPart {
                heading: section.heading.as_str().into(),
                body: section.body.as_str().into(),
            })
            .collect();
        // A new list only when the words change (a language, a game), so that an open
        // dialog's sections are not rebuilt at every move of the clock.
        let shown = help_ui.get_help_sections();
        if !shown.iter().eq(sections.iter().cloned()) {
            help_ui.set_help_sections(ModelRc::new(VecModel::from(sections)));
        }
    }
}
