// The server's `! say` and `! phrase` lines read into phrases (docs/web-protocol.md): a message id and its
// typed arguments, as `oware-phrases` chose them for this seat. Reading only: `words.ts`
// and `i18n.ts` say them.

import { FluentType } from "@fluent/bundle";
import type { Args } from "./i18n";
import { HouseNames, houseOf, type Layout } from "./layout";
import type { Phrase } from "./words";
import { isSide, type Side } from "./wire";

/** An argument that is the text of another message ("Player 1" is `player-south`), said in
 *  the phrase's language. */
export class MessageText extends FluentType<string> {
  toString(): string {
    return this.value;
  }
}

/** What a `say` line is about: where the page shows it. */
export type Topic = "move" | "feed" | "turn" | "end" | "refused" | { preview: number };

/** Reads the words after `say`: `<topic> <id> <name>=<kind>:<value>…`; `null` if they do not
 *  read. Kinds: `n` a number, `t` a percent-encoded text, `m` a message id, `h` house letters. */
export function parseSaid(layout: Layout, words: readonly string[]): { topic: Topic; phrase: Phrase } | null {
  const [first, ...rest] = words;
  let topic: Topic;
  if (first === "preview") {
    const house = houseOf(layout, rest.shift() ?? "");
    if (house === null) return null;
    topic = { preview: house };
  } else if (first === "move" || first === "feed" || first === "turn" || first === "end" || first === "refused") {
    topic = first;
  } else return null;
  const phrase = readPhrase(layout, rest);
  return phrase === null ? null : { topic, phrase };
}

/** What part of the screen a `phrase` line words (docs/web-protocol.md). */
export type Part =
  | { part: "house" | "playable"; house: number }
  | { part: "store" | "player"; side: Side }
  | { part: "help-title" | "help-rules" | "level" | "thinking" | "hint" | "left" };

const WHOLE = ["help-title", "help-rules", "level", "thinking", "hint", "left"] as const;

/** Reads the words after `phrase`: `<part> <id> <name>=<kind>:<value>…`; `null` if they do
 *  not read. */
export function parseShown(layout: Layout, words: readonly string[]): { part: Part; phrase: Phrase } | null {
  const [first, ...rest] = words;
  let part: Part;
  if (first === "house" || first === "playable") {
    const house = houseOf(layout, rest.shift() ?? "");
    if (house === null) return null;
    part = { part: first, house };
  } else if (first === "store" || first === "player") {
    const side = rest.shift();
    if (!isSide(side)) return null;
    part = { part: first, side };
  } else {
    const whole = WHOLE.find((word) => word === first);
    if (whole === undefined) return null;
    part = { part: whole };
  }
  const phrase = readPhrase(layout, rest);
  return phrase === null ? null : { part, phrase };
}

/** `<id> <name>=<kind>:<value>…` as a phrase; `null` if it does not read. */
function readPhrase(layout: Layout, words: readonly string[]): Phrase | null {
  const [id, ...pairs] = words;
  if (id === undefined || !/^[A-Za-z0-9-]+$/.test(id)) return null;
  const args: Args = {};
  for (const pair of pairs) {
    const match = /^([A-Za-z0-9-]+)=([ntmh]):(.*)$/.exec(pair);
    if (!match) return null;
    const [, name = "", kind, value = ""] = match;
    const arg = readArg(layout, kind, value);
    if (arg === null) return null;
    args[name] = arg;
  }
  return { id, args };
}

function readArg(layout: Layout, kind: string | undefined, value: string): Args[string] | null {
  switch (kind) {
    case "n":
      return /^-?\d+$/.test(value) ? Number(value) : null;
    case "t":
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    case "m":
      return /^[A-Za-z0-9-]+$/.test(value) ? new MessageText(value) : null;
    case "h": {
      const houses: number[] = [];
      for (const word of value.split(",")) {
        const house = houseOf(layout, word);
        if (house === null) return null;
        houses.push(house);
      }
      return new HouseNames(layout, houses);
    }
    default:
      return null;
  }
}
