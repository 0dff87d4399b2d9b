//! The feedback line and its marks on the board: what just happened, a refused click (its
//! house shakes for a moment), the hinted house.
//!
//! The sentences about a move follow its replay ([`Told`]): who played which house as the
//! seeds are lifted, what the move did when the replay shows it (the capture, the last seed
//! in the store), whose turn it is once the seeds are at rest. A child reads and hears about
//! a capture when the seeds go, not while they are still being sown.

use std::ops::RangeInclusive;
use std::time::Duration;

use oware_rules::MoveReport;

use super::animation::{Frame, Shown};
use super::sitting::Refusal;
use super::texts::{Message, MoveEvent};

/// How far the sentences about the last move have got, in the order the replay tells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Told {
    /// Who played which house: from the first frame.
    Played,
    /// What the move did: once the replay has shown it.
    Event,
    /// Whose turn it is now: once the replay is over.
    All,
}

impl Told {
    fn next(self) -> Told {
        match self {
            Told::Played => Told::Event,
            Told::Event | Told::All => Told::All,
        }
    }
}

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
    /// How far the replay of the move in `message` has got.
    told: Told,
    /// The first stage not told before the last step of the replay: a screen reader hears
    /// only what is new, and a skipped replay says all that is left at once.
    fresh: Told,
}

impl Default for Feedback {
    fn default() -> Self {
        Feedback {
            message: Message::None,
            refused: None,
            hinted: None,
            said: 0,
            told: Told::All,
            fresh: Told::Played,
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

    /// What the message line may show now: a move's event waits for its replay to show it.
    pub fn shown_message(&self, replaying: bool) -> Message {
        match self.message {
            Message::Moved { side, house, .. } if *self.told(replaying).end() < Told::Event => {
                Message::Moved {
                    side,
                    house,
                    event: MoveEvent::Quiet,
                }
            }
            message => message,
        }
    }

    /// The stages told at the last step of the replay, the newest last. Without a replay
    /// everything is told: a replay dropped without its end (the window left the game)
    /// holds nothing back.
    pub fn told(&self, replaying: bool) -> RangeInclusive<Told> {
        let told = if replaying { self.told } else { Told::All };
        self.fresh.min(told)..=told
    }

    /// Says `message` at once, whole: anything but a move has nothing to wait for.
    pub fn say(&mut self, message: Message) {
        self.message = message;
        self.said = self.said.wrapping_add(1);
        self.told = Told::All;
        self.fresh = Told::Played;
    }

    /// The replay shows `frame`: the sentence about what the move did comes when the frame
    /// shows it.
    pub fn follow(&mut self, frame: &Frame) {
        if let Message::Moved { event, .. } = self.message {
            if shows(frame.shown, event) {
                self.reach(Told::Event);
            }
        }
    }

    /// The seeds are at rest, or the replay was skipped: the rest is told at once.
    pub fn replay_over(&mut self) {
        self.reach(Told::All);
    }

    fn reach(&mut self, stage: Told) {
        if stage > self.told {
            self.fresh = self.told.next();
            self.told = stage;
        }
    }

    /// Takes back the line about `refusal` if it is still there: the connection is back,
    /// and a red line saying it is lost would be wrong.
    pub fn withdraw(&mut self, refusal: Refusal) {
        if self.message == Message::Refused(refusal) {
            self.refused = None;
            self.say(Message::None);
        }
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
            event: MoveEvent::of(report),
        });
        // The replay starts: only who played where is told yet.
        self.told = Told::Played;
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

/// Whether a replay that has shown `shown` has shown `event`.
fn shows(shown: Shown, event: MoveEvent) -> bool {
    match event {
        MoveEvent::Quiet => false,
        MoveEvent::Captured { .. } => shown.captures,
        MoveEvent::GrandSlam => shown.grand_slam,
        MoveEvent::ExtraTurn => shown.extra_turn,
        MoveEvent::TuzdykMade { .. } => shown.tuzdyk,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::activity::animation::Playback;
    use crate::settings::ReplaySpeed;
    use oware_rules::abapa::{Position, Variant};
    use oware_rules::Side;

    /// South's F takes a and b: a move with a capture, and its replay.
    fn capture() -> (MoveReport, Playback) {
        let houses = [4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4];
        let before =
            Position::from_parts(Variant::ABAPA, &houses, [3, 4], Side::South).expect("48 seeds");
        let mut after = before;
        let report = after.play(5).expect("legal");
        let playback = Playback::new(&before, &report, &after, ReplaySpeed::Normal);
        (report, playback)
    }

    fn event(message: Message) -> MoveEvent {
        match message {
            Message::Moved { event, .. } => event,
            other => panic!("not a move: {other:?}"),
        }
    }

    #[test]
    fn the_capture_waits_for_its_frame_and_the_turn_for_the_end() {
        let (report, mut playback) = capture();
        let mut feedback = Feedback::default();
        feedback.move_played(&report);
        assert_eq!(event(feedback.shown_message(true)), MoveEvent::Quiet);
        assert_eq!(feedback.told(true), Told::Played..=Told::Played);
        while !playback.frame().shown.captures {
            feedback.follow(playback.frame());
            assert_eq!(event(feedback.shown_message(true)), MoveEvent::Quiet);
            playback.advance(std::time::Duration::from_millis(10));
        }
        feedback.follow(playback.frame());
        assert_eq!(
            event(feedback.shown_message(true)),
            MoveEvent::Captured { seeds: 5 }
        );
        assert_eq!(feedback.told(true), Told::Event..=Told::Event);
        feedback.replay_over();
        assert_eq!(feedback.told(false), Told::All..=Told::All);
    }

    #[test]
    fn a_skipped_replay_tells_everything_left_at_once() {
        let (report, _) = capture();
        let mut feedback = Feedback::default();
        feedback.move_played(&report);
        feedback.replay_over();
        assert_eq!(feedback.told(false), Told::Event..=Told::All);
        assert_eq!(
            event(feedback.shown_message(false)),
            MoveEvent::Captured { seeds: 5 }
        );
    }

    #[test]
    fn a_replay_dropped_without_its_end_holds_nothing_back() {
        let (report, _) = capture();
        let mut feedback = Feedback::default();
        feedback.move_played(&report);
        assert_eq!(
            event(feedback.shown_message(false)),
            MoveEvent::Captured { seeds: 5 }
        );
        assert_eq!(*feedback.told(false).end(), Told::All);
    }

    #[test]
    fn the_lost_connection_s_line_goes_when_the_connection_is_back() {
        let mut feedback = Feedback::default();
        feedback.refuse(2, Refusal::ConnectionLost);
        feedback.withdraw(Refusal::WaitForTux);
        assert_eq!(
            feedback.message(),
            Message::Refused(Refusal::ConnectionLost),
            "another refusal's withdrawal leaves it"
        );
        feedback.withdraw(Refusal::ConnectionLost);
        assert_eq!(feedback.message(), Message::None);
        assert_eq!(feedback.refused(), None);
    }
}
