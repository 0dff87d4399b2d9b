// The class tournament as a child's page hears of it: the answer to `tournament` (this
// name's next game, a bye, a wait, the final table). README.md's protocol table words it.

import { count, isSide, type Side } from "./wire";

export type News =
  | { kind: "none" }
  | { kind: "play"; round: number; rounds: number; code: string; token: string; side: Side; opponent: string }
  | { kind: "bye" | "wait"; round: number; rounds: number }
  | { kind: "over"; table: { name: string; points: number }[] };

/** Reads the words of `= tournament …`; `null` for words that are none of these. */
export function parseNews(words: readonly string[]): News | null {
  const [answer, kind, ...rest] = words;
  if (answer !== "tournament") return null;
  const round = count(rest[0]);
  const rounds = count(rest[1]);
  switch (kind) {
    case "none":
      return rest.length === 0 ? { kind: "none" } : null;
    case "play": {
      const [, , code, token, side, opponent] = rest;
      if (round === null || rounds === null || !code || !token || !isSide(side) || !opponent) return null;
      return { kind: "play", round, rounds, code, token, side, opponent };
    }
    case "bye":
    case "wait":
      return round === null || rounds === null || rest.length !== 2 ? null : { kind, round, rounds };
    case "over": {
      const table: { name: string; points: number }[] = [];
      for (const place of rest) {
        const at = place.lastIndexOf("=");
        const points = count(place.slice(at + 1));
        if (at <= 0 || points === null) return null;
        table.push({ name: place.slice(0, at), points });
      }
      return { kind: "over", table };
    }
    default:
      return null;
  }
}
