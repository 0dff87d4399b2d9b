//! Learning aids, free of any window so that each is tested on its own and the controller
//! only wires them in: the synthesized sounds and their player.

mod sound;
mod synth;

pub use sound::Sounds;
pub use synth::{synthesize, Sound, PEAK, SAMPLE_RATE};
