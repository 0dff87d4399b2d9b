// A room as the page sits in it: who is in which seat, and what `watching` said about the
// game. Kept in the tab's storage (never in the address) so that a reload or a lost
// connection takes the seat back.

import { parseLayout, type Layout } from "./layout";
import { count, isSide, options, type Side } from "./wire";
import { isGame, type GameId } from "./words";

export type Opponent = { kind: "tux"; level: number } | { kind: "here" } | { kind: "classmate" };

export interface Seat {
  code: string;
  token: string;
  /** The name this page said `hello` with. */
  name: string;
}

export interface Sitting {
  seat: Seat;
  game: GameId;
  seeds: number;
  layout: Layout;
  /** The sides this page plays: one, or both for two children at one tablet. */
  mine: Side[];
  opponent: Opponent;
}

/** Reads `watching <game> seeds=<n> layout=<h>:<stores> seat=<south|north|both>
 *  with=<classmate|here|tux:<level>>`. */
export function parseWatching(seat: Seat, words: readonly string[]): Sitting | null {
  const [answer, game, ...rest] = words;
  const found = options(rest);
  const seeds = count(found.get("seeds"));
  const layout = parseLayout(found.get("layout"));
  const side = found.get("seat");
  const mine: Side[] | null = side === "both" ? ["south", "north"] : isSide(side) ? [side] : null;
  const opponent = parseOpponent(found.get("with"));
  if (answer !== "watching" || !isGame(game) || seeds === null || !layout || !mine || !opponent) {
    return null;
  }
  return { seat, game, seeds, layout, mine, opponent };
}

function parseOpponent(word: string | undefined): Opponent | null {
  if (word === "here" || word === "classmate") return { kind: word };
  const level = count(/^tux:(\d+)$/.exec(word ?? "")?.[1]);
  return level === null ? null : { kind: "tux", level };
}

const KEY = "oware-seat";

export function storedSeat(): Seat | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<Seat>;
    if (typeof value.code === "string" && typeof value.token === "string" && typeof value.name === "string") {
      return { code: value.code, token: value.token, name: value.name };
    }
  } catch {
    // Storage can be off or hold something else: the page starts afresh.
  }
  return null;
}

export function storeSeat(seat: Seat | null): void {
  try {
    if (seat === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(seat));
  } catch {
    // Without storage a reload starts afresh; the game itself goes on.
  }
}
