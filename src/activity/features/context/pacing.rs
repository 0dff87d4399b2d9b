//! Announcements spaced out in time, so that a screen reader hears each of them.
//!
//! Orca 48 drops an announcement that comes from the same application less than a tenth of
//! a second after another ("multiple instances in short time" in its debug log), and the
//! message line changes faster than that at the quickest replay: "Tux played house d.", then
//! "Your turn!" 57 ms later. So a sentence that the game's clock brings too soon waits its
//! turn, and those never change the line twice within [`GAP`]. A child waiting for the turn
//! hears it 0.15 s later at most for each sentence still waiting; more than [`MAX_WAITING`]
//! of them are said together. What the child's own click or key brings is said at once, and
//! what waited is then out of date: a child acts long after a sentence.

use std::collections::VecDeque;
use std::time::Duration;

/// The least time between two announcements: above Orca 48's tenth of a second, with room for
/// the time its events take on the way.
pub const GAP: Duration = Duration::from_millis(150);

/// Sentences that may wait at once; one more is joined to the last, so that speech never
/// falls further behind the game.
pub const MAX_WAITING: usize = 2;

/// What brought the window's refresh, and so when its announcement may be said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The controller's clock: a replay's step, Tux's move, news from the room.
    Clock,
    /// The child's click or key, or anything else outside the clock.
    Action,
}

/// What the message line announces now, and what waits to be announced.
#[derive(Debug)]
pub struct Pacer {
    shown: String,
    waiting: VecDeque<String>,
    since_shown: Duration,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer {
            shown: String::new(),
            waiting: VecDeque::new(),
            // The first sentence never waits.
            since_shown: GAP,
        }
    }
}

impl Pacer {
    /// The sentence to show now for the one the game wants announced, as `trigger` allows.
    pub fn take(&mut self, wanted: String, trigger: Trigger) -> &str {
        match trigger {
            Trigger::Clock => self.pace(wanted),
            Trigger::Action => self.at_once(wanted),
        }
    }

    /// Takes the sentence the game wants announced and gives back the one to show now.
    pub fn pace(&mut self, wanted: String) -> &str {
        let latest = self.waiting.back().unwrap_or(&self.shown);
        if wanted != *latest {
            if self.waiting.is_empty() && self.since_shown >= GAP {
                self.show(wanted);
            } else if self.waiting.len() >= MAX_WAITING {
                if let Some(last) = self.waiting.back_mut() {
                    last.push(' ');
                    last.push_str(wanted.trim_start());
                }
            } else {
                self.waiting.push_back(wanted);
            }
        }
        &self.shown
    }

    /// The sentence that the child's own action brings: shown at once, in place of all that
    /// waits.
    pub fn at_once(&mut self, wanted: String) -> &str {
        self.waiting.clear();
        if wanted != self.shown {
            self.show(wanted);
        }
        &self.shown
    }

    /// One beat of the clock; true when a waiting sentence is now due, so that the window
    /// must be refreshed to show it.
    pub fn advance(&mut self, step: Duration) -> bool {
        self.since_shown = self.since_shown.saturating_add(step);
        if self.since_shown < GAP {
            return false;
        }
        match self.waiting.pop_front() {
            Some(next) => {
                self.show(next);
                true
            }
            None => false,
        }
    }

    /// Forgets what waits, for a new screen whose first sentence is all that counts.
    pub fn clear(&mut self) {
        self.waiting.clear();
    }

    fn show(&mut self, sentence: String) {
        self.shown = sentence;
        self.since_shown = Duration::ZERO;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TICK: Duration = Duration::from_millis(16);

    /// Advances the clock by `time` in ticks and collects every sentence shown on the way,
    /// with the time it was shown.
    fn run_timed(pacer: &mut Pacer, time: Duration) -> Vec<(Duration, String)> {
        let mut elapsed = Duration::ZERO;
        let mut shown = Vec::new();
        while elapsed < time {
            elapsed += TICK;
            if pacer.advance(TICK) {
                shown.push((elapsed, pacer.shown.clone()));
            }
        }
        shown
    }

    /// [`run_timed`] without the times, added to `shown`.
    fn run(pacer: &mut Pacer, time: Duration, shown: &mut Vec<String>) {
        shown.extend(run_timed(pacer, time).into_iter().map(|(_, said)| said));
    }

    /// A pacer asked for these sentences one right after the other.
    fn burst(sentences: &[&str]) -> Pacer {
        let mut pacer = Pacer::default();
        for sentence in sentences {
            pacer.pace((*sentence).to_owned());
        }
        pacer
    }

    #[test]
    fn a_sentence_after_a_pause_is_shown_at_once() {
        let mut pacer = Pacer::default();
        assert_eq!(
            pacer.pace("You played house C.".into()),
            "You played house C."
        );
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_millis(400), &mut shown);
        assert_eq!(pacer.pace("Tux is thinking…".into()), "Tux is thinking…");
        assert!(shown.is_empty(), "nothing waited: {shown:?}");
    }

    #[test]
    fn a_sentence_that_comes_too_soon_waits_for_the_gap() {
        let mut pacer = Pacer::default();
        pacer.pace("Tux played house d.".into());
        pacer.advance(Duration::from_millis(57));
        // Asked again and again, as every refresh does, it is queued once.
        for _ in 0..3 {
            assert_eq!(pacer.pace("Your turn!".into()), "Tux played house d.");
        }
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_millis(300), &mut shown);
        assert_eq!(shown, ["Your turn!"]);
        assert_eq!(pacer.pace("Your turn!".into()), "Your turn!");
    }

    #[test]
    fn every_sentence_of_a_quick_burst_is_shown_each_gap_apart() {
        let mut pacer = burst(&["Tux played house b.", "Tux captured 2 seeds.", "Your turn!"]);
        let shown = run_timed(&mut pacer, Duration::from_secs(1));
        let (times, said): (Vec<Duration>, Vec<String>) = shown.into_iter().unzip();
        assert_eq!(said, ["Tux captured 2 seeds.", "Your turn!"]);
        assert!(times[0] >= GAP && times[1] - times[0] >= GAP, "{times:?}");
    }

    #[test]
    fn a_sentence_beyond_the_waiting_room_joins_the_last_one() {
        let mut pacer = burst(&["one.", "two.", "three.", "four."]);
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_secs(1), &mut shown);
        assert_eq!(shown, ["two.", "three. four."]);
    }

    #[test]
    fn a_repeated_refusal_with_its_trailing_space_is_a_new_sentence() {
        let mut pacer = Pacer::default();
        pacer.pace("This house is empty.".into());
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_millis(200), &mut shown);
        assert_eq!(
            pacer.pace("This house is empty. ".into()),
            "This house is empty. "
        );
        // The control: the same sentence again is no new announcement.
        assert_eq!(
            pacer.pace("This house is empty. ".into()),
            "This house is empty. "
        );
        run(&mut pacer, Duration::from_millis(200), &mut shown);
        assert!(shown.is_empty(), "{shown:?}");
    }

    #[test]
    fn what_the_child_does_is_said_at_once_in_place_of_what_waits() {
        let mut pacer = burst(&["Tux played house d.", "Your turn!"]);
        assert_eq!(
            pacer.at_once("You played house C.".into()),
            "You played house C."
        );
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_secs(1), &mut shown);
        assert!(shown.is_empty(), "{shown:?}");
        // The game's next sentence then waits for the gap after the child's.
        assert_eq!(pacer.pace("Tux is thinking…".into()), "Tux is thinking…");
        pacer.at_once("This house is empty.".into());
        assert_eq!(
            pacer.pace("Tux is thinking…".into()),
            "This house is empty."
        );
    }

    #[test]
    fn clearing_forgets_what_waits() {
        let mut pacer = burst(&["one.", "two."]);
        pacer.clear();
        let mut shown = Vec::new();
        run(&mut pacer, Duration::from_secs(1), &mut shown);
        assert!(shown.is_empty(), "{shown:?}");
    }
}
