//! The feedback line and its marks on the board: what just happened, a refused click (its
//! house shakes for a moment), the hinted house.

use std::time::Duration;

use oware_rules::MoveReport;

use super::sitting::Refusal;
use super::texts::{Message, MoveEvent};

/// How long a refused house shakes.
const SHAKE_TIME: Duration = Duration::from_millis(500);

#[derive(Clone, Debug)]
pub struct Feedback {
    message: Message,
    /// The refused house and how long it still shakes.
    refused: Option<(usize, Duration)>,
    hinted: Option<usize>,
    /// How many things were said so far: the same refusal twice is still two things to hear.
    said: u32,
}

impl Default for Feedback {
    fn default() -> Self {
        Feedback {
            message: Message::None,
            refused: None,
            hinted: None,
            said: 0,
        }
    }
}

impl Feedback {
    pub fn message(&self) -> Message {
        self.message
    }

    pub fn refused(&self) -> Option<usize> {
        self.refused.map(|(house, _)| house)
    }

    pub fn hinted(&self) -> Option<usize> {
        self.hinted
    }

    /// Counts what was said, so that a screen reader can be told again the same sentence.
    pub fn said(&self) -> u32 {
        self.said
    }

    /// A new game, an undo: nothing said so far applies any more.
    pub fn clear(&mut self) {
        *self = Feedback::default();
    }

    pub fn say(&mut self, message: Message) {
        self.message = message;
        self.said = self.said.wrapping_add(1);
    }

    pub fn refuse(&mut self, house: usize, refusal: Refusal) {
        self.refused = Some((house, SHAKE_TIME));
        self.say(Message::Refused(refusal));
    }

    pub fn hint_found(&mut self, house: usize) {
        self.hinted = Some(house);
        self.say(Message::HintTry { house });
    }

    /// A move was made: who made it from which house, and what it did, the way the rules
    /// report it.
    pub fn move_played(&mut self, report: &MoveReport) {
        self.refused = None;
        self.hinted = None;
        self.say(Message::Moved {
            side: report.mover,
            house: report.origin,
            event: what_happened(report),
        });
    }

    /// Moves the clock on; true when the shaking house has stopped.
    pub fn advance(&mut self, step: Duration) -> bool {
        match self.refused {
            Some((house, left)) if left > step => {
                self.refused = Some((house, left - step));
                false
            }
            Some(_) => {
                self.refused = None;
                true
            }
            None => false,
        }
    }
}

/// The most telling thing a move did, for the message line.
fn what_happened(report: &MoveReport) -> MoveEvent {
    if let Some(house) = report.tuzdyk_made() {
        MoveEvent::TuzdykMade { house }
    } else if report.grand_slam_forfeited() {
        MoveEvent::GrandSlam
    } else if report.captured_seeds > 0 {
        MoveEvent::Captured {
            seeds: report.captured_seeds,
        }
    } else if report.extra_turn() {
        MoveEvent::ExtraTurn
    } else {
        MoveEvent::Quiet
    }
}
