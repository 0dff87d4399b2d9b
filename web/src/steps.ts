// The rules' account of a move and of a preview, as the server words them (`! steps`,
// `! preview`). The page replays these; it never works a sowing out for itself.

import { houseOf, type Layout } from "./layout";
import { count, isSide, type Side } from "./wire";

/** A house (by index) or a player's store. */
export type Pit = { house: number } | { store: Side };

export type Step =
  | { kind: "lift"; house: number; seeds: number }
  | { kind: "sow"; pit: Pit }
  | { kind: "through"; house: number; owner: Side }
  | { kind: "relay"; house: number; seeds: number }
  | { kind: "capture"; house: number; seeds: number; by: Side }
  | { kind: "tuzdyk"; house: number; owner: Side; seeds: number }
  | { kind: "grand-slam" }
  | { kind: "extra-turn" }
  | { kind: "endless" }
  /** The server left the rest of a very long move out; the board after it follows. */
  | { kind: "more" };

export function parsePit(layout: Layout, word: string): Pit | null {
  const store = /^store:(south|north)$/.exec(word);
  if (store) return { store: store[1] as Side };
  const house = houseOf(layout, word);
  return house === null ? null : { house };
}

/** One step token: `lift:C:4`, `D`, `store:south`, `relay:e:5`, `through:c:north`,
 *  `capture:c:3:south`, `tuzdyk:c:north:3`, `grand-slam`, `extra-turn`, `endless`, `more`. */
export function parseStep(layout: Layout, token: string): Step | null {
  switch (token) {
    case "grand-slam":
    case "extra-turn":
    case "endless":
    case "more":
      return { kind: token };
  }
  const [verb, a, b, c] = token.split(":");
  const house = houseOf(layout, a ?? "");
  switch (verb) {
    case "lift":
    case "relay": {
      const seeds = count(b);
      return house === null || seeds === null || c !== undefined
        ? null
        : { kind: verb, house, seeds };
    }
    case "through":
      return house !== null && isSide(b) && c === undefined
        ? { kind: "through", house, owner: b }
        : null;
    case "capture": {
      const seeds = count(b);
      return house !== null && seeds !== null && isSide(c)
        ? { kind: "capture", house, seeds, by: c }
        : null;
    }
    case "tuzdyk": {
      const seeds = count(c);
      return house !== null && isSide(b) && seeds !== null
        ? { kind: "tuzdyk", house, owner: b, seeds }
        : null;
    }
    default: {
      const pit = parsePit(layout, token);
      return pit === null ? null : { kind: "sow", pit };
    }
  }
}

/** What playing a legal house would do, as the rules tell it on a copy of the game. */
export interface Preview {
  house: number;
  last: Pit;
  taken: { house: number; seeds: number }[];
  captured: number;
  tuzdyk: number | null;
  relays: number;
  through: number;
  playsAgain: boolean;
  feeds: boolean;
  grandSlam: boolean;
  skipsStart: boolean;
  wins: boolean;
}

/** `! preview <letter> last=<pit> [take=c:3,b:2] [captured=5] [tuzdyk=c] [relays=2]
 *  [through=1] [again] [feeds] [grand-slam] [skips-start] [wins]` */
export function parsePreview(layout: Layout, words: readonly string[]): Preview | null {
  const [letterWord, ...facts] = words;
  const house = houseOf(layout, letterWord ?? "");
  if (house === null) return null;
  const preview: Preview = {
    house,
    last: { house },
    taken: [],
    captured: 0,
    tuzdyk: null,
    relays: 0,
    through: 0,
    playsAgain: false,
    feeds: false,
    grandSlam: false,
    skipsStart: false,
    wins: false,
  };
  for (const fact of facts) {
    const at = fact.indexOf("=");
    const key = at < 0 ? fact : fact.slice(0, at);
    const value = at < 0 ? "" : fact.slice(at + 1);
    switch (key) {
      case "last": {
        const pit = parsePit(layout, value);
        if (pit === null) return null;
        preview.last = pit;
        break;
      }
      case "take":
        for (const part of value.split(",")) {
          const [letterText, seedsText] = part.split(":");
          const taken = houseOf(layout, letterText ?? "");
          const seeds = count(seedsText);
          if (taken === null || seeds === null) return null;
          preview.taken.push({ house: taken, seeds });
        }
        break;
      case "captured":
        preview.captured = count(value) ?? 0;
        break;
      case "tuzdyk":
        preview.tuzdyk = houseOf(layout, value);
        break;
      case "relays":
        preview.relays = count(value) ?? 0;
        break;
      case "through":
        preview.through = count(value) ?? 0;
        break;
      case "again":
        preview.playsAgain = true;
        break;
      case "feeds":
        preview.feeds = true;
        break;
      case "grand-slam":
        preview.grandSlam = true;
        break;
      case "skips-start":
        preview.skipsStart = true;
        break;
      case "wins":
        preview.wins = true;
        break;
      // A fact this page does not know yet is left aside: a newer server may say more.
    }
  }
  return preview;
}
