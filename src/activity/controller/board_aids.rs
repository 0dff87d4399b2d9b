//! The smaller learning aids on the board: the move preview, the sounds, and the offer of an
//! easier level after losses in a row.

use oware_rules::{GameStatus, Outcome, Preview};

use super::board::Board;
use super::Controller;
use crate::activity::aids::{preview_sentence, Ending, GentleLevels, Offer, Sound, Sounds};
use crate::activity::animation::Playback;
use crate::activity::sitting::Opponent;
use crate::activity::texts::Texts;
use crate::activity::view::{ending, GameView};

/// The aids' own state: what the child looks at, the sounds, and the losses in a row.
pub(super) struct Aids {
    /// The house under the pointer or the keyboard focus, for the move preview.
    looked_at: Option<usize>,
    /// The house looked at changed since the window last showed it.
    preview_due: bool,
    pub sounds: Sounds,
    /// Losses in a row per game and level, for offering an easier level.
    gentle: GentleLevels,
    /// What the end of the game offers besides the next level.
    offer: Offer,
}

impl Aids {
    pub fn new(sounds: Sounds) -> Aids {
        Aids {
            looked_at: None,
            preview_due: false,
            sounds,
            gentle: GentleLevels::new(),
            offer: Offer::Nothing,
        }
    }

    /// True once after the house looked at changed.
    pub fn take_preview_due(&mut self) -> bool {
        std::mem::take(&mut self.preview_due)
    }

    /// A new game: the last one's offer is gone.
    pub fn forget_offer(&mut self) {
        self.offer = Offer::Nothing;
    }
}

impl Controller {
    pub fn sounds(&self) -> &Sounds {
        &self.aids.sounds
    }

    /// The mute button: sounds off, or back on; the choice is saved.
    pub fn toggle_sound(&mut self) {
        let on = !self.settings.settings().sound;
        self.remember(|settings| settings.sound = on);
        self.aids.sounds.set_muted(!on);
        self.refresh();
    }

    /// The pointer or the keyboard focus went onto `house` (or off every house).
    pub fn look_at_house(&mut self, house: Option<usize>) {
        if self.aids.looked_at != house {
            self.aids.looked_at = house;
            // Shown at the next beat of the clock, not now: the focus is moving between the
            // houses' elements when this is called, and the rows must not change under it.
            self.aids.preview_due = true;
        }
    }

    /// What the house looked at would do, from the rules, when the child may play it now
    /// and the preview is on for this game.
    pub(super) fn current_preview(&self) -> Option<Preview> {
        let house = self.aids.looked_at?;
        if !self.previews_shown() {
            return None;
        }
        self.sitting.game().preview(house).ok()
    }

    /// Every house the child may play says what it would do as its description, all the
    /// time and not only once looked at: a screen reader reads a house's description with
    /// its name when the focus arrives, and one that changed just after the focus came
    /// would be read a second time.
    pub(super) fn describe_moves(&self, view: &mut GameView, texts: &Texts) {
        if !self.previews_shown() {
            return;
        }
        let game = self.sitting.game();
        let layout = game.layout();
        for house in view.south.iter_mut().chain(view.north.iter_mut()) {
            if !house.playable || !house.preview.is_empty() {
                continue;
            }
            if let Ok(preview) = game.preview(house.index) {
                house.preview = preview_sentence(texts.localizer, texts.language, layout, &preview);
            }
        }
    }

    /// Whether the move preview is on now: for this game and level, outside lessons, on
    /// the child's turn with nothing moving and no dialog open.
    fn previews_shown(&self) -> bool {
        let shown = self
            .settings
            .settings()
            .shows_preview(self.sitting.opponent().mode(), self.sitting.level());
        // In a lesson the preview would give the answer away; looking back, nothing is played.
        if !shown
            || !matches!(self.board, Board::Playing { replay: None })
            || !self.sitting.is_human_turn()
            || self.dialog_open()
        {
            return false;
        }
        true
    }

    /// A move's end: the sentences held back for the replay (see `Feedback::told`), and its
    /// sound: the end of the game, a lesson solved, or another turn when the replay (ended
    /// here, `replay`) was skipped before the seed that earns it.
    pub(super) fn move_at_rest(&mut self, replay: Option<&Playback>) {
        self.feedback.replay_over();
        if self.lesson_buttons().0 {
            self.aids.sounds.play(Sound::Win);
            return;
        }
        let game = self.sitting.game();
        let cue = match game.status() {
            GameStatus::Over(outcome) => Some(match ending(&self.sitting, &outcome) {
                Ending::Won => Sound::Win,
                Ending::Lost => Sound::Loss,
                Ending::Drawn => Sound::Draw,
            }),
            GameStatus::Ongoing => replay
                .filter(|replay| replay.another_turn_unheard())
                .map(|_| Sound::ExtraTurn),
        };
        if let Some(cue) = cue {
            self.aids.sounds.play(cue);
        }
    }

    /// Counts a finished game against Tux for the offer of an easier level.
    pub(super) fn count_for_gentle_levels(&mut self, outcome: &Outcome) {
        if *self.sitting.opponent() != Opponent::Tux {
            return;
        }
        let ending = ending(&self.sitting, outcome);
        let kind = self.sitting.ruleset().kind();
        self.aids.offer = self.aids.gentle.record(kind, self.sitting.level(), ending);
        self.refresh();
    }

    /// The end of the game offered an easier level, and the child took it.
    pub fn take_easier_level(&mut self) {
        if let Offer::EasierLevel(level) = self.aids.offer {
            let delta = i32::from(level) - i32::from(self.sitting.level());
            self.change_level(delta);
        }
    }

    /// The question the end of the game asks besides the next level, in words.
    pub(super) fn offer_line(&self) -> String {
        self.aids
            .offer
            .question()
            .map_or(String::new(), |question| {
                question.say(&self.localizer, self.language)
            })
    }
}
