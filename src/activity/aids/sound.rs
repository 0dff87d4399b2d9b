//! Playing the activity's sounds ([`super::synth`]) on the system's audio through rodio.
//!
//! Sound is a pleasure, never a requirement: with no audio device (a CI machine, a silent
//! classroom computer) the player stays silent, says so once (through `log`) and in the
//! window (the loudspeaker shows "no sound": [`Sounds::unavailable`]), and every `play` does
//! nothing. Nothing here can stop the activity from starting or panic.

use std::cell::RefCell;
use std::collections::HashMap;
use std::num::NonZero;
use std::sync::Once;

use rodio::buffer::SamplesBuffer;
use rodio::{DeviceSinkBuilder, MixerDeviceSink};

use super::synth::{synthesize, Sound, SAMPLE_RATE};

/// The activity's sound player, with a mute switch.
pub struct Sounds {
    /// The open device; `None` when there is none.
    output: Option<MixerDeviceSink>,
    /// Why the system's output could not be opened, when it was asked for and failed.
    unavailable: Option<String>,
    /// Every sound, synthesized once.
    samples: HashMap<Sound, Vec<f32>>,
    muted: bool,
    /// The latest sounds asked for while not muted, device or not: what a child would have
    /// heard, for a host's log and for tests.
    heard: RefCell<Vec<Sound>>,
}

/// How many of the latest sounds [`Sounds::heard`] keeps.
const HEARD_KEPT: usize = 256;

impl Sounds {
    /// Opens the system's default audio output. Without one, the player is silent and the
    /// reason is reported once.
    pub fn open(muted: bool) -> Sounds {
        Sounds::open_with(muted, open_output)
    }

    /// Opens the output `open` gives: the system's ([`Sounds::open`]), or, for the tests of a
    /// machine without sound, one that fails as it would there.
    pub fn open_with(
        muted: bool,
        open: impl FnOnce() -> Result<MixerDeviceSink, String>,
    ) -> Sounds {
        match open() {
            Ok(output) => Sounds::with_output(Some(output), muted),
            Err(reason) => {
                // Once per run, however many players are opened (each new game may open one).
                static SAID: Once = Once::new();
                SAID.call_once(|| log::warn!("no sound ({reason}); playing silently"));
                let mut sounds = Sounds::with_output(None, muted);
                sounds.unavailable = Some(reason);
                sounds
            }
        }
    }

    /// A player that never makes a sound and prints nothing, for the tests.
    #[cfg(test)]
    pub fn silent() -> Sounds {
        Sounds::with_output(None, true)
    }

    /// A player with no device that still keeps track of what it was asked to play (see
    /// [`Sounds::heard`]), muted or not as the settings say.
    pub fn without_device(muted: bool) -> Sounds {
        Sounds::with_output(None, muted)
    }

    /// The latest sounds played while not muted, oldest first.
    pub fn heard(&self) -> Vec<Sound> {
        self.heard.borrow().clone()
    }

    fn with_output(output: Option<MixerDeviceSink>, muted: bool) -> Sounds {
        let samples = Sound::ALL
            .iter()
            .map(|&sound| (sound, synthesize(sound)))
            .collect();
        Sounds {
            output,
            unavailable: None,
            samples,
            muted,
            heard: RefCell::new(Vec::new()),
        }
    }

    /// True when there is a device to play on (whether or not muted).
    pub fn has_device(&self) -> bool {
        self.output.is_some()
    }

    /// Why nothing can be heard: the system's output was asked for and could not be opened.
    /// `None` with a device, and for a player that only keeps track of its sounds (a host
    /// with audio of its own plays them).
    pub fn unavailable(&self) -> Option<&str> {
        self.unavailable.as_deref()
    }

    #[cfg(test)]
    pub fn muted(&self) -> bool {
        self.muted
    }

    pub fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
    }

    /// Starts `sound` and returns at once; sounds already playing go on, mixed with it.
    pub fn play(&self, sound: Sound) {
        if self.muted {
            return;
        }
        {
            let mut heard = self.heard.borrow_mut();
            if heard.len() == HEARD_KEPT {
                heard.remove(0);
            }
            heard.push(sound);
        }
        let (Some(output), Some(samples)) = (&self.output, self.samples.get(&sound)) else {
            return;
        };
        let buffer = SamplesBuffer::new(MONO, RATE, samples.clone());
        output.mixer().add(buffer);
    }
}

impl std::fmt::Debug for Sounds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sounds")
            .field("has_device", &self.has_device())
            .field("unavailable", &self.unavailable)
            .field("muted", &self.muted)
            .finish()
    }
}

const MONO: NonZero<u16> = NonZero::<u16>::MIN;
const RATE: NonZero<u32> = match NonZero::new(SAMPLE_RATE) {
    Some(rate) => rate,
    None => NonZero::<u32>::MIN,
};

/// The default output device, opened quietly: stream errors later on are ignored (a sound
/// that does not play is no reason to bother anyone), and closing it prints nothing.
fn open_output() -> Result<MixerDeviceSink, String> {
    // alsa-lib prints every step of a failed search for a sound card on stderr; from now on
    // its messages on this thread go to a small buffer instead, which nobody reads.
    #[cfg(target_os = "linux")]
    let _quiet = alsa::Output::local_error_handler();
    let builder = DeviceSinkBuilder::from_default_device()
        .map_err(|error| error.to_string())?
        .with_error_callback(|_| {});
    let mut output = builder
        .open_sink_or_fallback()
        .map_err(|error| error.to_string())?;
    output.log_on_drop(false);
    Ok(output)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_silent_player_plays_nothing_and_never_fails() {
        let mut sounds = Sounds::silent();
        assert!(!sounds.has_device());
        assert!(sounds.muted());
        sounds.play(Sound::Win);
        assert!(sounds.heard().is_empty(), "muted: nothing is heard");
        sounds.set_muted(false);
        for sound in Sound::ALL {
            sounds.play(sound);
        }
        assert_eq!(sounds.heard(), Sound::ALL);
    }

    #[test]
    fn an_output_that_fails_to_open_says_why_and_plays_silently() {
        let mut sounds = Sounds::open_with(false, || Err("no card".to_owned()));
        assert!(!sounds.has_device());
        assert_eq!(sounds.unavailable(), Some("no card"));
        // Silent, but it still keeps track of what a child would have heard.
        sounds.play(Sound::Capture);
        assert_eq!(sounds.heard(), [Sound::Capture]);
        sounds.set_muted(true);
        assert_eq!(sounds.unavailable(), Some("no card"));
        // A player that only keeps track (a host's audio plays) is not "no sound".
        assert_eq!(Sounds::without_device(false).unavailable(), None);
        assert_eq!(Sounds::silent().unavailable(), None);
    }

    #[test]
    fn opening_the_system_audio_works_with_or_without_a_device() {
        // On a machine without audio (CI) this is the silent player; with audio it plays
        // nothing because it starts muted. Twice: the second never says anything more.
        for _ in 0..2 {
            let mut sounds = Sounds::open(true);
            assert!(sounds.muted());
            // Either a device, or the reason there is none.
            assert_ne!(sounds.has_device(), sounds.unavailable().is_some());
            sounds.play(Sound::Seed);
            sounds.set_muted(false);
            assert!(!sounds.muted());
        }
    }
}
