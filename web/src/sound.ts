// The page's sounds, synthesized as the desktop synthesizes them (src/activity/aids/synth.rs):
// a soft wooden tick per seed, a rising pair for a capture, a glide up for another turn, and
// short jingles for a win, a loss (gentle, never a buzzer) and a draw. Each is worked out once
// into a WebAudio buffer, the first time a sound is played.
//
// Sound is a pleasure, never a requirement: a browser without WebAudio stays silent. Nothing
// sounds before the child has touched the page (browsers allow no sound before a gesture,
// and a page should not start talking on its own), and the mute switch is kept for the device.

export type Sound = "seed" | "capture" | "extra-turn" | "win" | "loss" | "draw";

/** Milliseconds each sound lasts; a tick is short enough for the fastest replay. */
const MILLIS: Record<Sound, number> = {
  seed: 40,
  capture: 320,
  "extra-turn": 260,
  win: 900,
  loss: 800,
  draw: 520,
};

/** No sample is louder than this: room for several sounds at once, quiet for a classroom. */
const PEAK = 0.5;

const C4 = 261.63;
const E4 = 329.63;
const G4 = 392.0;
const C5 = 523.25;
const E5 = 659.26;
const G5 = 783.99;
const A5 = 880.0;
const C6 = 1046.5;
const TAU = 2 * Math.PI;

/** The samples of `sound` at `rate` samples a second, as the desktop makes them. */
export function synthesize(sound: Sound, rate: number): Float32Array {
  const samples = new Float32Array(Math.floor((MILLIS[sound] * rate) / 1000));
  const note = (freq: number, start: number, length: number, decay: number, gain: number): void => {
    const first = Math.floor(start * rate);
    const count = Math.floor(length * rate);
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / rate;
      const body = Math.sin(TAU * freq * t) * Math.exp(-t / decay);
      // The fourth harmonic fades three times faster: a bright strike, a round tail.
      const strike = 0.25 * Math.sin(TAU * 4 * freq * t) * Math.exp((-3 * t) / decay);
      samples[first + i] = (samples[first + i] ?? 0) + gain * (body + strike) * edges(t, length);
    }
  };
  switch (sound) {
    // A high, very short knock: the decay is over before a slow ear hears a pitch.
    case "seed":
      note(1400, 0, 0.04, 0.008, 1);
      break;
    case "capture":
      note(E5, 0, 0.2, 0.07, 1);
      note(A5, 0.09, 0.23, 0.08, 1);
      break;
    case "extra-turn":
      glide(samples, rate, 600, 1200);
      break;
    case "win":
      note(C5, 0, 0.25, 0.09, 1);
      note(E5, 0.12, 0.25, 0.09, 1);
      note(G5, 0.24, 0.25, 0.09, 1);
      note(C6, 0.36, 0.54, 0.18, 1);
      break;
    // Down to the tonic, softly: a "never mind", not a failure sound.
    case "loss":
      note(G4, 0, 0.3, 0.12, 0.8);
      note(E4, 0.18, 0.3, 0.12, 0.8);
      note(C4, 0.36, 0.44, 0.16, 0.8);
      break;
    case "draw":
      note(G4, 0, 0.24, 0.1, 1);
      note(G4, 0.22, 0.3, 0.12, 1);
      break;
  }
  const loudest = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
  if (loudest > 0) for (let i = 0; i < samples.length; i++) samples[i] = ((samples[i] ?? 0) * PEAK) / loudest;
  return samples;
}

/** A tone sliding from `from` to `to` hertz over the whole sound, swelling and fading. */
function glide(samples: Float32Array, rate: number, from: number, to: number): void {
  const length = samples.length / rate;
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const progress = t / length;
    phase = (phase + (TAU * (from + (to - from) * progress)) / rate) % TAU;
    samples[i] = (samples[i] ?? 0) + Math.sin(phase) * Math.sin(Math.PI * progress) * edges(t, length);
  }
}

/** A few milliseconds of fade at each end, so that no sound clicks as it starts or stops. */
function edges(t: number, length: number): number {
  const FADE = 0.004;
  return Math.min(1, Math.max(0, Math.min(t / FADE, (length - t) / FADE)));
}

const MUTED_KEY = "oware-muted";

/** The page's sound player, with its mute switch. */
export class Sounds {
  private context: AudioContext | null = null;
  private readonly buffers = new Map<Sound, AudioBuffer>();
  /** The child has touched the page: sounds may start. */
  private touched = false;
  private mutedNow: boolean;

  constructor() {
    this.mutedNow = readMuted();
    const touched = (): void => {
      this.touched = true;
      // Made (or woken) inside the gesture, as browsers ask.
      if (!this.mutedNow) void this.audio()?.resume();
    };
    for (const kind of ["pointerdown", "keydown"]) {
      window.addEventListener(kind, touched, { capture: true, passive: true });
    }
  }

  get muted(): boolean {
    return this.mutedNow;
  }

  /** Switches the sound on or off, for this device from now on. */
  setMuted(muted: boolean): void {
    this.mutedNow = muted;
    try {
      localStorage.setItem(MUTED_KEY, muted ? "1" : "0");
    } catch {
      // Without storage the switch lasts as long as the page.
    }
    if (muted) void this.context?.suspend();
    else if (this.touched) void this.audio()?.resume();
  }

  play(sound: Sound): void {
    if (this.mutedNow || !this.touched) return;
    const context = this.audio();
    if (!context) return;
    let buffer = this.buffers.get(sound);
    if (!buffer) {
      const samples = synthesize(sound, context.sampleRate);
      buffer = context.createBuffer(1, samples.length, context.sampleRate);
      buffer.getChannelData(0).set(samples);
      this.buffers.set(sound, buffer);
    }
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.start();
  }

  /** The page's audio, made at the first need; null in a browser without WebAudio. */
  private audio(): AudioContext | null {
    if (this.context) return this.context;
    try {
      this.context = new AudioContext();
    } catch {
      return null;
    }
    return this.context;
  }
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === "1";
  } catch {
    return false;
  }
}
