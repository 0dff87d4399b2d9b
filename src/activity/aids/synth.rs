//! The activity's sounds, synthesized here so that every one of them is the project's own:
//! a soft wooden tick per seed, a little rising pair for a capture, a glide up for another
//! turn, and short jingles for a win, a loss (gentle, never a buzzer) and a draw.
//!
//! Mono `f32` samples at [`SAMPLE_RATE`]; notes are a sine with a touch of its fourth
//! harmonic, like a marimba bar, each fading in over a few milliseconds and out to silence,
//! so no sound clicks at its start or end.

use std::f32::consts::TAU;

/// Samples per second of every sound.
pub const SAMPLE_RATE: u32 = 44_100;

/// No sample is louder than this: room for several sounds at once without clipping, and
/// quiet enough for a classroom.
pub const PEAK: f32 = 0.5;

/// The sounds the activity makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// One seed dropped into a pit.
    Seed,
    /// Seeds were captured.
    Capture,
    /// The mover plays again.
    ExtraTurn,
    /// The child won the game.
    Win,
    /// The child lost the game.
    Loss,
    /// The game was drawn.
    Draw,
}

impl Sound {
    /// Every sound, so that each is synthesized once when the player starts.
    pub const ALL: [Sound; 6] = [
        Sound::Seed,
        Sound::Capture,
        Sound::ExtraTurn,
        Sound::Win,
        Sound::Loss,
        Sound::Draw,
    ];

    /// The sound's length in milliseconds. A seed's tick is short enough for the fastest
    /// replay (a seed every 60 ms or so).
    pub fn millis(self) -> u32 {
        match self {
            Sound::Seed => 40,
            Sound::Capture => 320,
            Sound::ExtraTurn => 260,
            Sound::Win => 900,
            Sound::Loss => 800,
            Sound::Draw => 520,
        }
    }

    /// The number of samples the sound lasts.
    pub fn samples(self) -> usize {
        (u64::from(self.millis()) * u64::from(SAMPLE_RATE) / 1000) as usize
    }
}

/// Notes by name, in hertz.
const C4: f32 = 261.63;
const E4: f32 = 329.63;
const G4: f32 = 392.00;
const C5: f32 = 523.25;
const E5: f32 = 659.26;
const G5: f32 = 783.99;
const A5: f32 = 880.00;
const C6: f32 = 1046.50;

/// The samples of `sound`.
pub fn synthesize(sound: Sound) -> Vec<f32> {
    let mut samples = vec![0.0; sound.samples()];
    match sound {
        // A high, very short knock: the decay is over before a slow ear hears a pitch.
        Sound::Seed => add_note(&mut samples, 1_400.0, 0.0, 0.040, 0.008, 1.0),
        Sound::Capture => {
            add_note(&mut samples, E5, 0.0, 0.20, 0.07, 1.0);
            add_note(&mut samples, A5, 0.09, 0.23, 0.08, 1.0);
        }
        Sound::ExtraTurn => add_glide(&mut samples, 600.0, 1_200.0),
        Sound::Win => {
            add_note(&mut samples, C5, 0.0, 0.25, 0.09, 1.0);
            add_note(&mut samples, E5, 0.12, 0.25, 0.09, 1.0);
            add_note(&mut samples, G5, 0.24, 0.25, 0.09, 1.0);
            add_note(&mut samples, C6, 0.36, 0.54, 0.18, 1.0);
        }
        // Down to the tonic, softly: a "never mind", not a failure sound.
        Sound::Loss => {
            add_note(&mut samples, G4, 0.0, 0.30, 0.12, 0.8);
            add_note(&mut samples, E4, 0.18, 0.30, 0.12, 0.8);
            add_note(&mut samples, C4, 0.36, 0.44, 0.16, 0.8);
        }
        Sound::Draw => {
            add_note(&mut samples, G4, 0.0, 0.24, 0.10, 1.0);
            add_note(&mut samples, G4, 0.22, 0.30, 0.12, 1.0);
        }
    }
    normalise(&mut samples);
    samples
}

/// Adds a marimba-like note of `freq` hertz from `start` for `length` seconds, decaying with
/// the time constant `decay` (seconds), at relative loudness `gain`.
fn add_note(samples: &mut [f32], freq: f32, start: f32, length: f32, decay: f32, gain: f32) {
    let rate = SAMPLE_RATE as f32;
    let first = (start * rate) as usize;
    let count = (length * rate) as usize;
    for i in 0..count {
        let Some(sample) = samples.get_mut(first + i) else {
            break;
        };
        let t = i as f32 / rate;
        let body = (TAU * freq * t).sin() * (-t / decay).exp();
        // The fourth harmonic fades three times faster: a bright strike, a round tail.
        let strike = 0.25 * (TAU * 4.0 * freq * t).sin() * (-3.0 * t / decay).exp();
        *sample += gain * (body + strike) * edges(t, length);
    }
}

/// A tone sliding from `from` to `to` hertz over the whole buffer, swelling and fading.
fn add_glide(samples: &mut [f32], from: f32, to: f32) {
    let rate = SAMPLE_RATE as f32;
    let length = samples.len() as f32 / rate;
    let mut phase = 0.0f32;
    for (i, sample) in samples.iter_mut().enumerate() {
        let t = i as f32 / rate;
        let progress = t / length;
        let freq = from + (to - from) * progress;
        phase = (phase + TAU * freq / rate) % TAU;
        // A half sine over the whole sound: it rises, then falls away.
        let swell = (std::f32::consts::PI * progress).sin();
        *sample += phase.sin() * swell * edges(t, length);
    }
}

/// A few milliseconds of fade at each end of a note, so that it starts and stops at zero.
fn edges(t: f32, length: f32) -> f32 {
    const FADE: f32 = 0.004;
    (t / FADE).min((length - t) / FADE).clamp(0.0, 1.0)
}

/// Scales the sound so that its loudest sample is [`PEAK`].
fn normalise(samples: &mut [f32]) {
    let loudest = samples.iter().fold(0.0f32, |max, s| max.max(s.abs()));
    if loudest > 0.0 {
        let scale = PEAK / loudest;
        for sample in samples {
            *sample *= scale;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_has_its_length_and_stays_within_the_peak() {
        for sound in Sound::ALL {
            let samples = synthesize(sound);
            assert_eq!(samples.len(), sound.samples(), "{sound:?}");
            assert!(!samples.is_empty(), "{sound:?}");
            assert!(samples.iter().all(|s| s.is_finite()), "{sound:?}");
            let loudest = samples.iter().fold(0.0f32, |max, s| max.max(s.abs()));
            assert!(loudest <= PEAK + 1e-6, "{sound:?}: {loudest}");
            // Loud enough to hear: normalised to the peak.
            assert!(loudest > PEAK * 0.99, "{sound:?}: {loudest}");
        }
        assert_eq!(Sound::Seed.samples(), 1_764);
        assert_eq!(Sound::Win.samples(), 39_690);
    }

    #[test]
    fn sounds_start_and_end_in_silence() {
        for sound in Sound::ALL {
            let samples = synthesize(sound);
            let edge = |s: &[f32]| s.iter().fold(0.0f32, |max, x| max.max(x.abs()));
            let last = samples.len() - 1;
            assert!(samples[0].abs() < 1e-3, "{sound:?} clicks at its start");
            assert!(samples[last].abs() < 1e-3, "{sound:?} clicks at its end");
            // The fades are gradual: no jump in the first or last eight samples.
            assert!(edge(&samples[..8]) < 0.05, "{sound:?} starts abruptly");
            assert!(
                edge(&samples[last - 7..]) < 0.05,
                "{sound:?} stops abruptly"
            );
        }
    }

    #[test]
    fn the_sounds_differ() {
        let all: Vec<Vec<f32>> = Sound::ALL.iter().map(|&s| synthesize(s)).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn a_tick_is_short_and_soft_edged() {
        let tick = synthesize(Sound::Seed);
        // Most of its energy is in the first half: a knock, not a tone.
        let energy = |s: &[f32]| s.iter().map(|x| x * x).sum::<f32>();
        let half = tick.len() / 2;
        assert!(energy(&tick[..half]) > 10.0 * energy(&tick[half..]));
    }
}
