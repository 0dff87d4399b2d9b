// A room as the page sits in it: who is in which seat, and what `watching` said about the
// game. Kept in the tab's storage (never in the address) so that a reload or a lost
// connection takes the seat back, and left to the device as the tab closes, so that the
// address opened again brings the child back to the game.

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
/** The seat of a tab that closed in a game, kept for the device until a new tab takes it. */
const LEFT_BEHIND_KEY = "oware-seat-left-behind";

function readSeat(raw: string | null): Seat | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Seat>;
    if (typeof value.code === "string" && typeof value.token === "string" && typeof value.name === "string") {
      return { code: value.code, token: value.token, name: value.name };
    }
  } catch {
    // Storage can hold something else: the page starts afresh.
  }
  return null;
}

/** The tab's own seat (a reload), or else the one a closed tab left on this device (the
 *  address opened again). The one left behind is taken once: a second tab opened later
 *  does not take the seat from this one. */
export function storedSeat(): Seat | null {
  try {
    const own = readSeat(sessionStorage.getItem(KEY));
    const behind = readSeat(localStorage.getItem(LEFT_BEHIND_KEY));
    localStorage.removeItem(LEFT_BEHIND_KEY);
    return own ?? behind;
  } catch {
    // Storage can be off: the page starts afresh.
    return null;
  }
}

/** Keeps the tab's seat for the device as the tab goes (closed, or reloaded), so that the
 *  address opened again in a new tab finds the game. Only a leaving tab writes it, so that
 *  two tabs playing each other on one computer each keep their own seat. */
export function leaveSeatBehind(): void {
  try {
    const own = sessionStorage.getItem(KEY);
    if (own !== null) localStorage.setItem(LEFT_BEHIND_KEY, own);
  } catch {
    // Without storage a closed tab's game is not found again; it waits on the server.
  }
}

export function storeSeat(seat: Seat | null): void {
  try {
    if (seat === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(seat));
  } catch {
    // Without storage a reload starts afresh; the game itself goes on.
  }
}
