//! The feedback line and its marks on the board: what just happened, a refused click (its
//! house shakes for a moment), the hinted house.

use std::time::Duration;

use crate::rules::{MoveReport, Side};

use super::session::Refusal;
use super::texts::Message;

/// How long a refused house shakes.
const SHAKE_TIME: Duration = Duration::from_millis(500);

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// Someone at this machine.
    Here,
    Tux,
    /// The classmate at the other machine.
    Classmate,
}

#[derive(Clone, Debug)]
pub struct Feedback {
    message: Message,
    /// The refused house and how long it still shakes.
    refused: Option<(usize, Duration)>,
    hinted: Option<usize>,
}

impl Default for Feedback {
    fn default() -> Self {
        Feedback {
            message: Message::None,
            refused: None,
            hinted: None,
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

    /// A new game, an undo: nothing said so far applies any more.
    pub fn clear(&mut self) {
        *self = Feedback::default();
    }

    pub fn say(&mut self, message: Message) {
        self.message = message;
    }

    pub fn refuse(&mut self, house: usize, refusal: Refusal) {
        self.refused = Some((house, SHAKE_TIME));
        self.message = Message::Refused(refusal);
    }

    pub fn hint_found(&mut self, house: usize) {
        self.hinted = Some(house);
        self.message = Message::HintTry { house };
    }

    /// A move was made: says what it did, the way the rules report it.
    pub fn move_played(&mut self, report: &MoveReport, by: Mover) {
        self.refused = None;
        self.hinted = None;
        let house = report.origin;
        self.message = match (what_happened(report), by) {
            (Message::None, Mover::Tux) => Message::TuxPlayed { house },
            (Message::None, Mover::Classmate) => Message::ClassmatePlayed { house },
            (message, _) => message,
        };
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
fn what_happened(report: &MoveReport) -> Message {
    let mover: Side = report.mover;
    if let Some(house) = report.tuzdyk_made() {
        Message::TuzdykMade { side: mover, house }
    } else if report.grand_slam_forfeited() {
        Message::GrandSlam
    } else if report.captured_seeds > 0 {
        Message::Captured {
            side: mover,
            seeds: report.captured_seeds,
        }
    } else if report.extra_turn() {
        Message::ExtraTurn { side: mover }
    } else {
        Message::None
    }
}
