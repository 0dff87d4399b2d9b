//! Replaying a move seed by seed, then its capture, so a child can follow it.
//!
//! A move becomes a list of frames (board counts, stores, highlights); the controller shows
//! them one after the other. However many seeds are sown, the whole move stays under about
//! two seconds; a click or a key drops the replay, and the window shows the game as it is.

use std::time::Duration;

use crate::rules::{MoveReport, Pit, Rules, Step};

/// The longest a whole sowing may take on screen.
const SOWING_TIME: Duration = Duration::from_millis(1800);
const SLOWEST_SEED: Duration = Duration::from_millis(140);
const FASTEST_SEED: Duration = Duration::from_millis(40);
const LIFT_TIME: Duration = Duration::from_millis(220);
const CAPTURE_TIME: Duration = Duration::from_millis(650);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub houses: Vec<u8>,
    pub stores: [u8; 2],
    /// The house that just received a seed.
    pub sown: Option<usize>,
    /// Houses being emptied into the store.
    pub captured: Vec<usize>,
    pub duration: Duration,
}

#[derive(Clone, Debug)]
pub struct Playback {
    frames: Vec<Frame>,
    index: usize,
    elapsed: Duration,
}

impl Playback {
    /// Frames from the position before the move to the position after it, following the
    /// rules' own account of the move step by step.
    pub fn new<P: Rules>(before: &P, report: &MoveReport, after: &P) -> Playback {
        let mut houses = before.houses().to_vec();
        let mut stores = before.stores();
        let seeds_sown = report.sown_pits().count();
        let per_seed = (SOWING_TIME / seeds_sown.max(1) as u32).clamp(FASTEST_SEED, SLOWEST_SEED);
        let frame = |houses: &[u8], stores: [u8; 2], sown, captured, duration| Frame {
            houses: houses.to_vec(),
            stores,
            sown,
            captured,
            duration,
        };

        let mut frames = Vec::with_capacity(seeds_sown + 3);
        for step in &report.steps {
            match *step {
                Step::Lift { house, .. } | Step::Relay { house, .. } => {
                    houses[house] = 0;
                    frames.push(frame(&houses, stores, None, Vec::new(), LIFT_TIME));
                }
                Step::Sow(Pit::House(house)) => {
                    houses[house] += 1;
                    frames.push(frame(&houses, stores, Some(house), Vec::new(), per_seed));
                }
                Step::Sow(Pit::Store(side)) | Step::SowIntoTuzdyk { owner: side, .. } => {
                    stores[side.index()] += 1;
                    frames.push(frame(&houses, stores, None, Vec::new(), per_seed));
                }
                // Captures are shown together after the sowing.
                Step::Capture { .. }
                | Step::Tuzdyk { .. }
                | Step::GrandSlamForfeited
                | Step::ExtraTurn
                | Step::Endless => {}
            }
        }
        // Captures of one move are shown together, then taken away in the final frame.
        let captured = report.captured_houses();
        if !captured.is_empty() {
            frames.push(frame(&houses, stores, None, captured, CAPTURE_TIME));
        }
        frames.push(frame(
            after.houses(),
            after.stores(),
            None,
            Vec::new(),
            Duration::ZERO,
        ));
        Playback {
            frames,
            index: 0,
            elapsed: Duration::ZERO,
        }
    }

    pub fn frame(&self) -> &Frame {
        &self.frames[self.index.min(self.frames.len() - 1)]
    }

    pub fn is_finished(&self) -> bool {
        self.index + 1 >= self.frames.len()
    }

    /// Moves time on; returns true when the frame shown changed.
    pub fn advance(&mut self, step: Duration) -> bool {
        let start = self.index;
        self.elapsed += step;
        while !self.is_finished() && self.elapsed >= self.frames[self.index].duration {
            self.elapsed -= self.frames[self.index].duration;
            self.index += 1;
        }
        self.index != start
    }

    /// How long the whole move takes on screen.
    #[cfg(test)]
    pub fn total_duration(&self) -> Duration {
        self.frames.iter().map(|frame| frame.duration).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::abapa::{Position, Variant};
    use crate::rules::Side;

    fn replay(houses: [u8; 12], captured: [u8; 2], house: usize) -> Playback {
        let before = Position::from_parts(Variant::ABAPA, &houses, captured, Side::South)
            .expect("a valid position");
        let mut after = before;
        let report = after.play(house).expect("a legal move");
        Playback::new(&before, &report, &after)
    }

    #[test]
    fn a_big_move_still_fits_in_about_two_seconds() {
        // 23 seeds in A: two laps and then some.
        let playback = replay([23, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [7, 7], 0);
        assert!(playback.total_duration() <= Duration::from_millis(2300));
        assert!(playback.total_duration() >= Duration::from_millis(1000));
    }

    #[test]
    fn frames_drop_one_seed_at_a_time_then_capture() {
        // F holds 2: one seed to a (1 → 2), one to b (2 → 3): both captured.
        let mut playback = replay([4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4], [3, 4], 5);
        let mut sown = Vec::new();
        let mut saw_capture = false;
        while !playback.is_finished() {
            let frame = playback.frame().clone();
            if let Some(house) = frame.sown {
                if sown.last() != Some(&(house, frame.houses[house])) {
                    sown.push((house, frame.houses[house]));
                }
            }
            saw_capture |= frame.captured == vec![7, 6];
            playback.advance(Duration::from_millis(10));
        }
        assert_eq!(sown, vec![(6, 2), (7, 3)]);
        assert!(saw_capture);
        assert_eq!(playback.frame().stores, [8, 4]);
        assert_eq!(playback.frame().houses[6], 0);
    }

    #[test]
    fn the_last_frame_is_the_position_after_the_move() {
        let mut playback = replay([4; 12], [0, 0], 2);
        let total = playback.total_duration();
        playback.advance(total);
        assert!(playback.is_finished());
        assert_eq!(
            playback.frame().houses,
            vec![4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]
        );
    }
}
