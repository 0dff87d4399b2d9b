//! Replaying a move step by step, as the rules tell it, so a child can follow it.
//!
//! A move becomes a list of frames (board counts, stores, highlights); the controller shows
//! them one after the other. Every frame comes from one of the rules' own [`Step`]s: a lift,
//! a seed dropped into a house, a store or a tuzdyk, a relay that picks the seeds up again,
//! the captures, a tuzdyk being made. A move with many seeds goes faster, and a move with
//! dozens of relays is squeezed into the same few seconds; a click or a key drops the replay,
//! and the window shows the game as it is. Each frame also says what of the move it has
//! shown so far ([`Shown`]), so that the sentence about a capture waits for the capture.

use std::time::Duration;

use super::aids::Sound;
use crate::settings::ReplaySpeed;
use oware_rules::{MoveReport, Pit, Rules, Side, Step};

/// The longest a whole sowing may take at normal speed, before the captures.
const SOWING_TIME: Duration = Duration::from_millis(1800);
const SLOWEST_SEED: Duration = Duration::from_millis(140);
const FASTEST_SEED: Duration = Duration::from_millis(40);
const LIFT_TIME: Duration = Duration::from_millis(260);
const CAPTURE_TIME: Duration = Duration::from_millis(650);
/// No move's replay lasts longer than this at normal speed, however many laps it runs.
pub const LONGEST_REPLAY: Duration = Duration::from_secs(4);

/// How much longer (or shorter) than normal each frame lasts.
fn stretch(speed: ReplaySpeed) -> f64 {
    match speed {
        ReplaySpeed::Slow => 1.6,
        ReplaySpeed::Normal => 1.0,
        ReplaySpeed::Fast => 0.5,
    }
}

/// What the replay has shown of the move up to a frame, from the rules' own steps: a frame
/// keeps what the frames before it showed, so that a frame passed over in a long beat of
/// the clock loses nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The captured houses emptied into the store.
    pub captures: bool,
    /// A house made a tuzdyk.
    pub tuzdyk: bool,
    /// The last seed fallen into the mover's store, which gives another turn.
    pub extra_turn: bool,
    /// The last seed sown of a capture the grand slam rule forbids.
    pub grand_slam: bool,
}

impl Shown {
    /// The whole move, as the position after it shows.
    const ALL: Shown = Shown {
        captures: true,
        tuzdyk: true,
        extra_turn: true,
        grand_slam: true,
    };
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub houses: Vec<u8>,
    pub stores: [u8; 2],
    pub tuzdyks: [Option<usize>; 2],
    /// The house that just received a seed.
    pub sown: Option<usize>,
    /// The store that just received a seed (sown into it, or through a tuzdyk).
    pub sown_store: Option<Side>,
    /// The house whose seeds were just picked up: the start of the move or a relay.
    pub lifted: Option<usize>,
    /// Seeds still in the mover's hand.
    pub in_hand: u8,
    /// Houses being emptied into a store.
    pub captured: Vec<usize>,
    /// What of the move this frame and the ones before it have shown.
    pub shown: Shown,
    pub duration: Duration,
}

impl Frame {
    /// The sound of this frame: a tick for a seed dropped, a capture for seeds taken.
    pub fn cue(&self) -> Option<Sound> {
        if !self.captured.is_empty() {
            Some(Sound::Capture)
        } else if self.sown.is_some() || self.sown_store.is_some() {
            Some(Sound::Seed)
        } else {
            None
        }
    }

    /// A position at rest: no highlight, nothing in hand.
    fn still<P: Rules>(position: &P) -> Frame {
        Frame {
            houses: position.houses().to_vec(),
            stores: position.stores(),
            tuzdyks: position.tuzdyks(),
            sown: None,
            sown_store: None,
            lifted: None,
            in_hand: 0,
            captured: Vec::new(),
            shown: Shown::default(),
            duration: Duration::ZERO,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Playback {
    frames: Vec<Frame>,
    index: usize,
    elapsed: Duration,
    /// The move earns its player another turn.
    another_turn: bool,
}

/// Builds the frames while walking through the steps.
struct Film {
    frames: Vec<Frame>,
    current: Frame,
    per_seed: Duration,
}

impl Film {
    fn shoot(&mut self, duration: Duration, change: impl FnOnce(&mut Frame)) {
        self.current.sown = None;
        self.current.sown_store = None;
        self.current.lifted = None;
        self.current.captured.clear();
        change(&mut self.current);
        self.current.duration = duration;
        self.frames.push(self.current.clone());
    }

    /// The frame shot last shows this too, and so does every frame after it: a step with no
    /// frame of its own (another turn, a grand slam) is seen with the seed before it.
    fn mark(&mut self, change: impl Fn(&mut Shown)) {
        change(&mut self.current.shown);
        if let Some(last) = self.frames.last_mut() {
            change(&mut last.shown);
        }
    }

    fn step(&mut self, step: &Step) {
        let per_seed = self.per_seed;
        match *step {
            Step::Lift { house, seeds } | Step::Relay { house, seeds } => {
                self.shoot(LIFT_TIME, |frame| {
                    frame.houses[house] = 0;
                    frame.lifted = Some(house);
                    frame.in_hand = seeds;
                });
            }
            Step::Sow(Pit::House(house)) => self.shoot(per_seed, |frame| {
                frame.houses[house] += 1;
                frame.sown = Some(house);
                frame.in_hand = frame.in_hand.saturating_sub(1);
            }),
            Step::Sow(Pit::Store(side)) => self.shoot(per_seed, |frame| {
                frame.stores[side.index()] += 1;
                frame.sown_store = Some(side);
                frame.in_hand = frame.in_hand.saturating_sub(1);
            }),
            Step::SowIntoTuzdyk { house, owner } => self.shoot(per_seed, |frame| {
                frame.stores[owner.index()] += 1;
                frame.sown = Some(house);
                frame.sown_store = Some(owner);
                frame.in_hand = frame.in_hand.saturating_sub(1);
            }),
            Step::Tuzdyk { house, owner, .. } => self.shoot(CAPTURE_TIME, |frame| {
                frame.tuzdyks[owner.index()] = Some(house);
                frame.captured.push(house);
                frame.shown.tuzdyk = true;
            }),
            Step::ExtraTurn => self.mark(|shown| shown.extra_turn = true),
            Step::GrandSlamForfeited => self.mark(|shown| shown.grand_slam = true),
            // Captures of one move are shown together, once the sowing is over.
            Step::Capture { .. } | Step::Endless => {}
        }
    }
}

impl Playback {
    /// Frames from the position before the move to the position after it, following the
    /// rules' own account of the move step by step.
    pub fn new<P: Rules>(
        before: &P,
        report: &MoveReport,
        after: &P,
        speed: ReplaySpeed,
    ) -> Playback {
        let seeds_sown = report.sown_pits().count();
        let per_seed = (SOWING_TIME / seeds_sown.max(1) as u32).clamp(FASTEST_SEED, SLOWEST_SEED);
        let mut film = Film {
            frames: Vec::with_capacity(report.steps.len() + 2),
            current: Frame::still(before),
            per_seed,
        };
        for step in &report.steps {
            film.step(step);
        }
        let captured = report.captured_houses();
        if !captured.is_empty() {
            film.shoot(CAPTURE_TIME, |frame| {
                frame.captured = captured;
                frame.shown.captures = true;
            });
        }
        let mut frames = film.frames;
        fit_in(&mut frames, LONGEST_REPLAY);
        let stretch = stretch(speed);
        for frame in &mut frames {
            frame.duration = frame.duration.mul_f64(stretch);
        }
        frames.push(Frame {
            shown: Shown::ALL,
            ..Frame::still(after)
        });
        Playback {
            frames,
            index: 0,
            elapsed: Duration::ZERO,
            another_turn: report.extra_turn(),
        }
    }

    pub fn frame(&self) -> &Frame {
        &self.frames[self.index.min(self.frames.len() - 1)]
    }

    /// The sound of the frame on screen, when the frame before was `before`: another turn's
    /// tune with the seed that earns it ("Play again!" comes with the same frame), even when
    /// a long beat of the clock passed over that frame; otherwise the frame's own.
    pub fn cue_after(&self, before: Shown) -> Option<Sound> {
        if self.another_turn && !before.extra_turn && self.frame().shown.extra_turn {
            Some(Sound::ExtraTurn)
        } else {
            self.frame().cue()
        }
    }

    /// Whether another turn's tune is still to come when the replay ends here (skipped
    /// before the seed that earns it).
    pub fn another_turn_unheard(&self) -> bool {
        self.another_turn && !self.frame().shown.extra_turn
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

/// Shortens every frame by the same factor when the whole move would last longer than
/// `longest`: a long relay runs faster, but every step is still there.
fn fit_in(frames: &mut [Frame], longest: Duration) {
    let total: Duration = frames.iter().map(|frame| frame.duration).sum();
    if total > longest {
        // A nanosecond of slack a frame, so that rounding never pushes the sum over.
        let slack = frames.len() as f64;
        let factor = (longest.as_nanos() as f64 - slack) / total.as_nanos() as f64;
        for frame in frames {
            frame.duration = frame.duration.mul_f64(factor);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::abapa::{Position, Variant};
    use oware_rules::{congkak, kalah, togyz};

    fn replay<P: Rules + Copy>(before: P, house: usize, speed: ReplaySpeed) -> Playback {
        let mut after = before;
        let report = after.play(house).expect("a legal move");
        Playback::new(&before, &report, &after, speed)
    }

    fn oware(houses: [u8; 12], captured: [u8; 2]) -> Position {
        Position::from_parts(Variant::ABAPA, &houses, captured, Side::South)
            .expect("a valid position")
    }

    /// Every frame, as the clock shows them at 10 ms a beat.
    fn frames_seen(mut playback: Playback) -> Vec<Frame> {
        let mut seen = vec![playback.frame().clone()];
        while !playback.is_finished() {
            if playback.advance(Duration::from_millis(10)) {
                seen.push(playback.frame().clone());
            }
        }
        seen
    }

    #[test]
    fn a_big_move_still_fits_in_about_two_seconds() {
        // 23 seeds in A: two laps and then some.
        let before = oware([23, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [7, 7]);
        let playback = replay(before, 0, ReplaySpeed::Normal);
        assert!(playback.total_duration() <= Duration::from_millis(2300));
        assert!(playback.total_duration() >= Duration::from_millis(1000));
    }

    #[test]
    fn frames_drop_one_seed_at_a_time_then_capture() {
        // F holds 2: one seed to a (1 → 2), one to b (2 → 3): both captured.
        let before = oware([4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4], [3, 4]);
        let frames = frames_seen(replay(before, 5, ReplaySpeed::Normal));
        let sown: Vec<(usize, u8)> = frames
            .iter()
            .filter_map(|frame| frame.sown.map(|house| (house, frame.houses[house])))
            .collect();
        assert_eq!(sown, vec![(6, 2), (7, 3)]);
        assert!(frames.iter().any(|frame| frame.captured == vec![7, 6]));
        let last = frames.last().expect("a last frame");
        assert_eq!(last.stores, [8, 4]);
        assert_eq!(last.houses[6], 0);
    }

    #[test]
    fn the_capture_is_shown_from_its_frame_on() {
        let before = oware([4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4], [3, 4]);
        let frames = frames_seen(replay(before, 5, ReplaySpeed::Normal));
        let first = frames
            .iter()
            .position(|frame| frame.shown.captures)
            .expect("the capture is shown");
        assert_eq!(frames[first].captured, vec![7, 6], "with its own frame");
        assert!(frames[first..].iter().all(|frame| frame.shown.captures));
        assert!(frames[..first]
            .iter()
            .all(|frame| frame.shown == Shown::default()));
    }

    #[test]
    fn another_turn_is_shown_with_the_last_seed_in_the_store() {
        // Kalah with 4 seeds: C's last seed falls into South's store.
        let before = kalah::Position::start(4);
        let frames = frames_seen(replay(before, 2, ReplaySpeed::Normal));
        let first = frames
            .iter()
            .position(|frame| frame.shown.extra_turn)
            .expect("another turn is shown");
        assert_eq!(frames[first].sown_store, Some(Side::South));
        assert!(frames[..first].iter().all(|frame| !frame.shown.extra_turn));
    }

    #[test]
    fn the_last_frame_is_the_position_after_the_move() {
        let mut playback = replay(Position::start(Variant::ABAPA), 2, ReplaySpeed::Normal);
        let total = playback.total_duration();
        playback.advance(total);
        assert!(playback.is_finished());
        assert_eq!(
            playback.frame().houses,
            vec![4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]
        );
    }

    #[test]
    fn the_speed_setting_stretches_the_replay() {
        let before = Position::start(Variant::ABAPA);
        let normal = replay(before, 2, ReplaySpeed::Normal).total_duration();
        let slow = replay(before, 2, ReplaySpeed::Slow).total_duration();
        let fast = replay(before, 2, ReplaySpeed::Fast).total_duration();
        assert!(
            fast < normal && normal < slow,
            "{fast:?} {normal:?} {slow:?}"
        );
    }

    fn relays(report: &MoveReport) -> usize {
        report
            .steps
            .iter()
            .filter(|step| matches!(step, Step::Relay { .. }))
            .count()
    }

    /// A Congkak position, met in play, whose next move relays many times round the board.
    fn long_congkak_relay() -> (congkak::Position, usize, usize) {
        let mut longest = (congkak::Position::start(7), 0, 0);
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..200 {
            let mut position = congkak::Position::start(7);
            while position.end().is_none() {
                let moves: Vec<usize> = position.legal_moves().iter().collect();
                let before = position;
                for &house in &moves {
                    let mut after = before;
                    let report = after.play(house).expect("legal");
                    if relays(&report) > longest.2 {
                        longest = (before, house, relays(&report));
                    }
                }
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let house = moves[(state % moves.len() as u64) as usize];
                position.play(house).expect("legal");
            }
        }
        longest
    }

    #[test]
    fn a_long_relay_is_squeezed_into_four_seconds_and_shows_every_pick_up() {
        let (before, house, relays) = long_congkak_relay();
        assert!(relays >= 10, "expected a long relay, got {relays}");
        let playback = replay(before, house, ReplaySpeed::Normal);
        assert!(playback.total_duration() <= LONGEST_REPLAY);
        let frames = frames_seen(playback);
        let lifts = frames.iter().filter(|frame| frame.lifted.is_some()).count();
        // Frames shorter than a beat may be passed over, but the replay never skips a
        // pick-up at 10 ms a beat with this many.
        assert!(lifts >= relays, "{lifts} lifts shown for {relays} relays");
        let mut after = before;
        after.play(house).expect("legal");
        let last = frames.last().expect("a last frame");
        assert_eq!(last.houses, after.houses());
        assert_eq!(last.stores, Rules::stores(&after));
    }

    #[test]
    fn seeds_sown_into_a_store_light_it_up() {
        // Kalah-like sowing in Congkak: the seventh house's seeds go into South's store first.
        let before = congkak::Position::start(7);
        let frames = frames_seen(replay(before, 6, ReplaySpeed::Normal));
        let first_store = frames
            .iter()
            .find(|frame| frame.sown_store == Some(Side::South))
            .expect("a seed in South's store");
        assert_eq!(first_store.stores, [1, 0]);
    }

    #[test]
    fn a_tuzdyk_appears_during_the_replay() {
        // South's house I (index 8) holds 2: one back into I, one into a, which had 2.
        let mut houses = [9u8; 18];
        houses[8] = 2;
        houses[9] = 2;
        houses[17] = 9 + 7 + 7;
        let before = togyz::Position::from_parts(&houses, [0, 0], Side::South, [None, None])
            .expect("162 stones");
        let mut after = before;
        let report = after.play(8).expect("legal");
        assert_eq!(report.tuzdyk_made(), Some(9), "{report:?}");
        let frames = frames_seen(Playback::new(&before, &report, &after, ReplaySpeed::Normal));
        assert!(frames
            .iter()
            .any(|frame| frame.tuzdyks[Side::South.index()] == Some(9) && frame.captured == [9]));
        let last = frames.last().expect("a last frame");
        assert_eq!(last.tuzdyks, [Some(9), None]);
        assert_eq!(last.stores, [3, 0]);
    }
}
