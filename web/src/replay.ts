// Replaying a move frame by frame from the rules' own steps, as the desktop does: a lift
// empties a house into the hand, each seed lands where the rules dropped it, captures and
// a new tuzdyk show at the end, and the last frame is the board the server sent after the
// move. A long move is squeezed into a few seconds; nothing is worked out here.

import { copyPosition, storeIndex, type Position } from "./position";
import type { Step } from "./steps";
import type { Side } from "./wire";

export interface Frame {
  position: Position;
  sown: number | null;
  sownStore: Side | null;
  lifted: number | null;
  inHand: number;
  captured: number[];
  /** Milliseconds this frame stays on screen. */
  duration: number;
}

const SOWING_TIME = 1800;
const SLOWEST_SEED = 140;
const FASTEST_SEED = 40;
const LIFT_TIME = 260;
const CAPTURE_TIME = 650;
/** No move's replay lasts longer than this, however many laps it runs. */
export const LONGEST_REPLAY = 4000;
/** Nor one move of another side's chain (each earning it another turn) longer than this. */
export const CHAIN_REPLAY = 1000;

export function still(position: Position): Frame {
  return {
    position: copyPosition(position),
    sown: null,
    sownStore: null,
    lifted: null,
    inHand: 0,
    captured: [],
    duration: 0,
  };
}

/** The frames from `before` to `after`, one for each step the rules recorded, lasting at
 *  most `longest` milliseconds. */
export function frames(before: Position, steps: readonly Step[], after: Position, longest = LONGEST_REPLAY): Frame[] {
  const sownCount = steps.filter((step) => step.kind === "sow" || step.kind === "through").length;
  const perSeed = Math.min(SLOWEST_SEED, Math.max(FASTEST_SEED, SOWING_TIME / Math.max(1, sownCount)));
  const film: Frame[] = [];
  let current = still(before);
  const shoot = (duration: number, change: (frame: Frame) => void): void => {
    const next: Frame = {
      ...current,
      position: copyPosition(current.position),
      sown: null,
      sownStore: null,
      lifted: null,
      captured: [],
      duration,
    };
    change(next);
    film.push(next);
    current = next;
  };
  const captured: number[] = [];
  for (const step of steps) {
    switch (step.kind) {
      case "lift":
      case "relay":
        shoot(LIFT_TIME, (frame) => {
          frame.position.houses[step.house] = 0;
          frame.lifted = step.house;
          frame.inHand = step.seeds;
        });
        break;
      case "sow":
        shoot(perSeed, (frame) => {
          const pit = step.pit;
          if ("house" in pit) {
            frame.position.houses[pit.house] = (frame.position.houses[pit.house] ?? 0) + 1;
            frame.sown = pit.house;
          } else {
            frame.position.stores[storeIndex(pit.store)] += 1;
            frame.sownStore = pit.store;
          }
          frame.inHand = Math.max(0, frame.inHand - 1);
        });
        break;
      case "through":
        shoot(perSeed, (frame) => {
          frame.position.stores[storeIndex(step.owner)] += 1;
          frame.sown = step.house;
          frame.sownStore = step.owner;
          frame.inHand = Math.max(0, frame.inHand - 1);
        });
        break;
      case "tuzdyk":
        shoot(CAPTURE_TIME, (frame) => {
          frame.position.tuzdyks[storeIndex(step.owner)] = step.house;
          frame.captured = [step.house];
        });
        break;
      case "capture":
        captured.push(step.house);
        break;
      // The account's other words change nothing on the board; the messages say them.
      case "grand-slam":
      case "extra-turn":
      case "endless":
      case "more":
        break;
    }
  }
  if (captured.length > 0) shoot(CAPTURE_TIME, (frame) => (frame.captured = captured));
  fitIn(film, longest);
  film.push(still(after));
  return film;
}

/** Shortens every frame alike when the whole move would take longer than `longest`. */
function fitIn(film: Frame[], longest: number): void {
  const total = film.reduce((sum, frame) => sum + frame.duration, 0);
  if (total <= longest) return;
  const factor = longest / total;
  for (const frame of film) frame.duration *= factor;
}

/** Plays frames on the page's clock; frames shorter than the time between two wake-ups are
 *  passed over, as on the desktop, so a long relay never runs late. `skip` shows the end. */
export class Playback {
  private index = 0;
  private timer: number | null = null;
  private started = 0;
  /** When each frame ends, in milliseconds from the start. */
  private readonly ends: number[];

  constructor(
    private readonly film: Frame[],
    private readonly show: (frame: Frame) => void,
    private readonly done: () => void,
  ) {
    let sum = 0;
    this.ends = film.map((frame) => (sum += frame.duration));
  }

  start(): void {
    this.started = performance.now();
    this.tick();
  }

  get running(): boolean {
    return this.index < this.film.length - 1;
  }

  skip(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    this.index = this.film.length - 1;
    this.tick();
  }

  private tick(): void {
    const elapsed = performance.now() - this.started;
    while (this.running && elapsed >= (this.ends[this.index] ?? 0)) this.index += 1;
    const frame = this.film[this.index];
    if (frame === undefined) return;
    this.show(frame);
    if (!this.running) {
      this.done();
      return;
    }
    const wait = Math.max(0, (this.ends[this.index] ?? 0) - elapsed);
    this.timer = window.setTimeout(() => {
      this.timer = null;
      this.tick();
    }, wait);
  }
}
