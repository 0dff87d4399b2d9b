//! Which dialog covers the board. The window opens most dialogs itself (the help, the
//! languages, a question) and tells the controller through `Dialogs.shown`; behind any of
//! them the board takes no click and shows no preview.

use crate::activity::ui::OpenDialog;

/// The dialog on top, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialog {
    #[default]
    None,
    Help,
    Languages,
    Settings,
    LessonList,
    ChapterList,
    /// A question before leaving or before a new level (see `ConfirmDialog`).
    Asking,
    /// Who plays, and a game with a classmate.
    Room,
    /// The end of a game.
    End,
    /// "Who are you?": a child of the class signs in.
    SignIn,
}

impl Dialog {
    pub fn from_ui(open: OpenDialog) -> Dialog {
        match open {
            OpenDialog::None => Dialog::None,
            OpenDialog::Help => Dialog::Help,
            OpenDialog::Languages => Dialog::Languages,
            OpenDialog::Settings => Dialog::Settings,
            OpenDialog::LessonList => Dialog::LessonList,
            OpenDialog::ChapterList => Dialog::ChapterList,
            OpenDialog::Asking => Dialog::Asking,
            OpenDialog::Room => Dialog::Room,
            OpenDialog::End => Dialog::End,
            OpenDialog::Signin => Dialog::SignIn,
        }
    }
}
