// The words of the guided lessons and the look back as the page reads them
// (docs/develop/web-protocol.md, "Lessons and the look back"): the answers to `lessons`,
// `lesson-open`, `lesson-move`, `lesson-retry`, `lesson-hint` and `look-back`. The sentences
// and the moves to replay come just before, as `! coach`, `! puzzle-steps` and
// `! puzzle-board` lines (read by `Gathered`, as for puzzles). The server judges everything.

import { houseOf, parseLayout, type Layout } from "./layout";
import { parsePosition, type Position } from "./position";
import { count, isSide, options, type Side } from "./wire";
import { isGame, type GameId } from "./words";

export interface LessonItem {
  /** The title's message id. */
  title: string;
  done: boolean;
}

/** Reads `lessons <game> <title-id>:done|todo …`. */
export function parseLessonList(words: readonly string[]): { game: GameId; items: LessonItem[] } | null {
  const [answer, game, ...items] = words;
  if (answer !== "lessons" || !isGame(game)) return null;
  const read: LessonItem[] = [];
  for (const item of items) {
    const match = /^([a-z][a-z0-9-]*):(done|todo)$/.exec(item);
    if (!match?.[1]) return null;
    read.push({ title: match[1], done: match[2] === "done" });
  }
  return { game, items: read };
}

export interface LessonShown {
  number: number;
  count: number;
  game: GameId;
  layout: Layout;
  /** Whether the playable houses may be lit (not in a lesson about which may be played). */
  glow: boolean;
  position: Position;
}

/** Reads `lesson-open <n> of=<count> <game> seeds=<s> layout=<l> glow=yes|no <position…>`. */
export function parseLessonShown(words: readonly string[]): LessonShown | null {
  const [answer, numberWord, of, game, seeds, layoutWord, glow, ...rest] = words;
  const number = count(numberWord);
  const total = count(of?.replace(/^of=/, ""));
  const layout = parseLayout(layoutWord?.replace(/^layout=/, ""));
  if (answer !== "lesson-open" || number === null || total === null || !isGame(game) || !layout) return null;
  if (!/^seeds=\d+$/.test(seeds ?? "") || (glow !== "glow=yes" && glow !== "glow=no")) return null;
  const position = parsePosition(layout, rest);
  return position && { number, count: total, game, layout, glow: glow === "glow=yes", position };
}

export interface LessonVerdict {
  judgement: "right" | "wrong" | "refused";
  misses: number;
  /** `lesson-hint` answers now. */
  hint: boolean;
  /** The game has a lesson after this one. */
  next: boolean;
}

/** Reads `lesson-verdict right|wrong|refused misses=<n> hint=yes|no next=yes|no`. */
export function parseLessonVerdict(words: readonly string[]): LessonVerdict | null {
  const [answer, judgement, ...rest] = words;
  const fields = options(rest);
  const misses = count(fields.get("misses"));
  if (answer !== "lesson-verdict" || misses === null) return null;
  if (judgement !== "right" && judgement !== "wrong" && judgement !== "refused") return null;
  return { judgement, misses, hint: fields.get("hint") === "yes", next: fields.get("next") === "yes" };
}

/** Reads `lesson-retry misses=<n> hint=yes|no <position…>`. */
export function parseLessonRetry(layout: Layout, words: readonly string[]): { hint: boolean; position: Position } | null {
  const [answer, misses, hint, ...rest] = words;
  if (answer !== "lesson-retry" || !/^misses=\d+$/.test(misses ?? "")) return null;
  const position = parsePosition(layout, rest);
  return position && { hint: hint === "hint=yes", position };
}

/** Reads `lesson-hint house=<letter> store=south|north|-`. */
export function parseLessonHint(layout: Layout, words: readonly string[]): { house: number; store: Side | null } | null {
  const [answer, ...rest] = words;
  const fields = options(rest);
  const house = houseOf(layout, fields.get("house") ?? "");
  const store = fields.get("store");
  if (answer !== "lesson-hint" || house === null) return null;
  return { house, store: isSide(store) ? store : null };
}

export interface LookedMove {
  number: number;
  count: number;
  played: number;
  better: number | null;
  /** The board the move was played on. */
  position: Position;
}

/** Reads `look-back <n> of=<count> played=<l> better=<l>|- <position…>`, or `look-back none`
 *  (`"none"`). */
export function parseLookBack(layout: Layout, words: readonly string[]): LookedMove | "none" | null {
  const [answer, numberWord, of, played, better, ...rest] = words;
  if (answer !== "look-back") return null;
  if (numberWord === "none" && words.length === 2) return "none";
  const number = count(numberWord);
  const total = count(of?.replace(/^of=/, ""));
  const playedHouse = houseOf(layout, played?.replace(/^played=/, "") ?? "");
  const betterWord = better?.replace(/^better=/, "") ?? "";
  const betterHouse = betterWord === "-" ? null : houseOf(layout, betterWord);
  if (number === null || total === null || playedHouse === null || (betterWord !== "-" && betterHouse === null)) return null;
  const position = parsePosition(layout, rest);
  return position && { number, count: total, played: playedHouse, better: betterHouse, position };
}
