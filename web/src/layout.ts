// A board's geometry as the server tells it (`layout=<houses>:<stores>`), and house letters
// read and written the protocol's way: South's row `A`, `B`, …, North's `a`, `b`, …, in
// sowing order. Houses are numbered as the rules number them: South's row 0..n, North's n..2n.
// What a child reads and hears uses the letters of their language instead (`HouseNames`).

import { FluentType } from "@fluent/bundle";
import type { Side } from "./wire";

export type Stores = "aside" | "path" | "kazans";

export interface Layout {
  housesPerSide: number;
  stores: Stores;
}

/** Reads `6:aside`, `7:path`, `9:kazans`. */
export function parseLayout(word: string | undefined): Layout | null {
  const match = /^([1-9]):(aside|path|kazans)$/.exec(word ?? "");
  if (!match) return null;
  return { housesPerSide: Number(match[1]), stores: match[2] as Stores };
}

export function pits(layout: Layout): number {
  return 2 * layout.housesPerSide;
}

export function owner(layout: Layout, house: number): Side {
  return house < layout.housesPerSide ? "south" : "north";
}

/** The houses of a side's row, in sowing order. */
export function row(layout: Layout, side: Side): number[] {
  const start = side === "south" ? 0 : layout.housesPerSide;
  return Array.from({ length: layout.housesPerSide }, (_, i) => start + i);
}

export function letter(layout: Layout, house: number): string {
  const n = layout.housesPerSide;
  return house < n
    ? String.fromCharCode(65 + house)
    : String.fromCharCode(97 + house - n);
}

/** Houses named in a sentence ("b, a"): `Texts` says them with its language's letters, so
 *  that a sentence kept for later is said again in the next language. Outside `Texts`, the
 *  protocol's letters. */
export class HouseNames extends FluentType<readonly number[]> {
  constructor(
    readonly layout: Layout,
    houses: readonly number[],
  ) {
    super(houses);
  }

  toString(): string {
    return this.value.map((house) => letter(this.layout, house)).join(", ");
  }
}

/** The house a letter names on this board, or `null`. */
export function houseOf(layout: Layout, text: string): number | null {
  if (text.length !== 1) return null;
  const code = text.charCodeAt(0);
  const n = layout.housesPerSide;
  if (code >= 65 && code < 65 + n) return code - 65;
  if (code >= 97 && code < 97 + n) return n + code - 97;
  return null;
}
