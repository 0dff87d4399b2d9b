// The words of puzzles and counting drills as the page reads them (docs/develop/web-protocol.md,
// "Puzzles and drills"): the answers to `puzzle`, `puzzle-move`, `puzzle-retry`,
// `puzzle-hint`, `puzzle-rating`, `drill`, `drill-answer`, and the lines the server sends just
// before them (`! coach`, `! puzzle-steps`, `! puzzle-board`). The server judges everything;
// this only reads what it said.

import { houseOf, parseLayout, type Layout } from "./layout";
import { parsePosition, type Position } from "./position";
import { parseShown } from "./said";
import { parsePreview, parseStep, type Preview, type Step } from "./steps";
import { count, options } from "./wire";
import { isGame, type GameId, type Phrase } from "./words";

export type CoachPart = "task" | "verdict" | "why" | "hint" | "reward";

const PARTS: readonly CoachPart[] = ["task", "verdict", "why", "hint", "reward"];

/** A puzzle as `puzzle` answers it. */
export interface PuzzleShown {
  id: string;
  game: GameId;
  seeds: number;
  layout: Layout;
  rating: number;
  themes: string[];
  streak: number;
  own: boolean;
  position: Position;
}

/** Reads `puzzle <id> <game> seeds=<n> layout=<l> rating=<n> themes=<t,…|-> streak=<n>
 *  from=set|own <position…>`. */
export function parsePuzzle(words: readonly string[]): PuzzleShown | null {
  const [answer, id, game, ...rest] = words;
  const fields = options(rest.slice(0, 6));
  const layout = parseLayout(fields.get("layout"));
  const seeds = count(fields.get("seeds"));
  const rating = count(fields.get("rating"));
  const streak = count(fields.get("streak"));
  const themes = fields.get("themes");
  const from = fields.get("from");
  if (answer !== "puzzle" || id === undefined || !isGame(game) || !layout) return null;
  if (seeds === null || rating === null || streak === null || themes === undefined) return null;
  const position = parsePosition(layout, rest.slice(6));
  if (!position || (from !== "set" && from !== "own")) return null;
  return {
    id,
    game,
    seeds,
    layout,
    rating,
    themes: themes === "-" ? [] : themes.split(","),
    streak,
    own: from === "own",
    position,
  };
}

export interface Rated {
  rating: number;
  change: number;
  streak: number;
}

export interface Verdict {
  right: boolean;
  done: boolean;
  tries: number;
  house: number;
  best: number;
  rated: Rated | null;
}

/** Reads `verdict right|wrong done|more tries=<n> house=<l> … [rating=<n> change=<n>
 *  streak=<n>]`: what the page needs of it (the sentences came as `coach` lines). */
export function parseVerdict(layout: Layout, words: readonly string[]): Verdict | null {
  const [answer, right, done, ...rest] = words;
  const fields = options(rest);
  const tries = count(fields.get("tries"));
  const house = houseOf(layout, fields.get("house") ?? "");
  const best = houseOf(layout, fields.get("best") ?? "");
  if (answer !== "verdict" || tries === null || house === null || best === null) return null;
  if ((right !== "right" && right !== "wrong") || (done !== "done" && done !== "more")) return null;
  const rating = count(fields.get("rating"));
  const streak = count(fields.get("streak"));
  const change = Number(fields.get("change"));
  const rated =
    rating !== null && streak !== null && Number.isInteger(change) ? { rating, change, streak } : null;
  return { right: right === "right", done: done === "done", tries, house, best, rated };
}

/** Reads `retry tries=<n> <position…>`. */
export function parseRetry(layout: Layout, words: readonly string[]): Position | null {
  const [answer, tries, ...rest] = words;
  if (answer !== "retry" || !/^tries=\d+$/.test(tries ?? "")) return null;
  return parsePosition(layout, rest);
}

export type Clue = { kind: "theme"; theme: string } | { kind: "house"; house: number } | { kind: "preview"; preview: Preview };

/** Reads `clue theme <id>`, `clue house <letter>`, `clue preview <preview words>`. */
export function parseClue(layout: Layout, words: readonly string[]): Clue | null {
  const [answer, kind, ...rest] = words;
  if (answer !== "clue") return null;
  if (kind === "theme" && rest[0] !== undefined) return { kind: "theme", theme: rest[0] };
  if (kind === "house") {
    const house = houseOf(layout, rest[0] ?? "");
    return house === null ? null : { kind: "house", house };
  }
  if (kind === "preview") {
    const preview = parsePreview(layout, rest);
    return preview === null ? null : { kind: "preview", preview };
  }
  return null;
}

export interface Standing {
  rating: number;
  tried: number;
  solved: number;
  streak: number;
  bestStreak: number;
}

/** Reads `standing <game> rating=<n> deviation=<n> tried=<n> solved=<n> streak=<n>
 *  best-streak=<n>`. */
export function parseStanding(words: readonly string[]): Standing | null {
  const [answer, , ...rest] = words;
  const fields = options(rest);
  const numbers = ["rating", "tried", "solved", "streak", "best-streak"].map((key) => count(fields.get(key)));
  const [rating, tried, solved, streak, bestStreak] = numbers;
  if (answer !== "standing" || rating == null || tried == null || solved == null || streak == null || bestStreak == null) {
    return null;
  }
  return { rating, tried, solved, streak, bestStreak };
}

export type DrillKind = "last-seed" | "captures" | "at-risk";

export const DRILL_KINDS: readonly DrillKind[] = ["last-seed", "captures", "at-risk"];

export interface DrillShown {
  kind: DrillKind;
  game: GameId;
  layout: Layout;
  size: number;
  house: number | null;
  position: Position;
}

/** Reads `drill <kind> <game> seeds=<n> layout=<l> size=<n> house=<l>|- <position…>`. */
export function parseDrill(words: readonly string[]): DrillShown | null {
  const [answer, kind, game, ...rest] = words;
  const fields = options(rest.slice(0, 4));
  const layout = parseLayout(fields.get("layout"));
  const size = count(fields.get("size"));
  const houseWord = fields.get("house");
  if (answer !== "drill" || !DRILL_KINDS.includes(kind as DrillKind) || !isGame(game) || !layout || size === null) {
    return null;
  }
  const house = houseWord === "-" ? null : houseOf(layout, houseWord ?? "");
  if (houseWord !== "-" && house === null) return null;
  const position = parsePosition(layout, rest.slice(4));
  return position === null ? null : { kind: kind as DrillKind, game, layout, size, house, position };
}

export interface DrillJudged {
  right: boolean;
  size: number;
  grew: boolean;
}

/** Reads `drilled right|wrong size=<n> grew|same <answer…>`. */
export function parseDrilled(words: readonly string[]): DrillJudged | null {
  const [answer, right, size, grew] = words;
  const sized = count(size?.replace(/^size=/, ""));
  if (answer !== "drilled" || (right !== "right" && right !== "wrong") || sized === null) return null;
  if (grew !== "grew" && grew !== "same") return null;
  return { right: right === "right", size: sized, grew: grew === "grew" };
}

/** One move of a replay: its steps, and the board after it. */
export interface ReplayMove {
  house: number;
  steps: Step[];
  after: Position | null;
}

/** What the server said just before an answer: sentences by part, and the moves to replay. */
export class Gathered {
  /** The sentences' words, read once the board they name is known. */
  private readonly said = new Map<CoachPart, string[][]>();
  readonly moves = new Map<number, ReplayMove>();

  /** The board the houses of the lines are on; a drill's or a puzzle's answer may tell it
   *  after its sentences came. */
  constructor(public layout: Layout) {}

  /** Takes a pushed event; false when it is none of these. */
  take(name: string, words: readonly string[]): boolean {
    switch (name) {
      case "coach": {
        const [part, ...rest] = words;
        if (!PARTS.includes(part as CoachPart)) return true;
        const list = this.said.get(part as CoachPart) ?? [];
        list.push(rest);
        this.said.set(part as CoachPart, list);
        return true;
      }
      case "puzzle-steps": {
        const [plyWord, letterWord, ...tokens] = words;
        const ply = count(plyWord);
        const house = houseOf(this.layout, letterWord ?? "");
        if (ply === null || house === null) return true;
        const move = this.moves.get(ply) ?? { house, steps: [], after: null };
        for (const token of tokens) {
          const step = parseStep(this.layout, token);
          if (step) move.steps.push(step);
        }
        this.moves.set(ply, move);
        return true;
      }
      case "puzzle-board": {
        const [plyWord, ...rest] = words;
        const ply = count(plyWord);
        const move = ply === null ? undefined : this.moves.get(ply);
        if (move) move.after = parsePosition(this.layout, rest);
        return true;
      }
      default:
        return false;
    }
  }

  /** The moves in their order. */
  replay(): ReplayMove[] {
    return [...this.moves.entries()].sort(([a], [b]) => a - b).map(([, move]) => move);
  }

  /** The sentences of `part`, in their order; the phrase's words read as a `phrase`
   *  line's do. */
  phrases(part: CoachPart): Phrase[] {
    return (this.said.get(part) ?? [])
      .map((words) => parseShown(this.layout, ["hint", ...words])?.phrase ?? null)
      .filter((phrase): phrase is Phrase => phrase !== null);
  }
}
