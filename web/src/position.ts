// A position in the protocol's words, as `position` and `! board` write it: the houses
// (South's then North's), South's store, North's store, the side to move, and for a board
// with tuzdyks each player's tuzdyk as a house letter or `-`.

import { houseOf, pits, type Layout } from "./layout";
import { count, isSide, type Side } from "./wire";

export interface Position {
  houses: number[];
  /** South's, then North's. */
  stores: [number, number];
  toMove: Side;
  /** South's tuzdyk, then North's. */
  tuzdyks: [number | null, number | null];
}

export function parsePosition(layout: Layout, words: readonly string[]): Position | null {
  const n = pits(layout);
  const tuzdyks = layout.stores === "kazans";
  if (words.length !== n + 3 + (tuzdyks ? 2 : 0)) return null;
  const numbers = words.slice(0, n + 2).map(count);
  if (numbers.some((value) => value === null)) return null;
  const values = numbers as number[];
  const toMove = words[n + 2];
  if (!isSide(toMove)) return null;
  const tuzdyk = (word: string | undefined): number | null | undefined =>
    word === "-" ? null : (houseOf(layout, word ?? "") ?? undefined);
  const south = tuzdyks ? tuzdyk(words[n + 3]) : null;
  const north = tuzdyks ? tuzdyk(words[n + 4]) : null;
  if (south === undefined || north === undefined) return null;
  return {
    houses: values.slice(0, n),
    stores: [values[n] ?? 0, values[n + 1] ?? 0],
    toMove,
    tuzdyks: [south, north],
  };
}

export function storeIndex(side: Side): 0 | 1 {
  return side === "south" ? 0 : 1;
}

export function copyPosition(position: Position): Position {
  return {
    houses: [...position.houses],
    stores: [...position.stores],
    toMove: position.toMove,
    tuzdyks: [...position.tuzdyks],
  };
}
