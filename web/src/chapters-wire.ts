// The words of the chapters of strategy as the page reads them (docs/web-protocol.md,
// "Chapters"): the answers to `chapters`, `chapter-open`, `chapter-screen`, `chapter-stage`,
// `chapter-move` and `chapter-retry`. The sentences and the moves to replay come just
// before, as `! coach`, `! puzzle-steps` and `! puzzle-board` lines, which are kept as they
// come and read once the answer has told the board they are on. The server judges
// everything: which chapter is open, the goal, the stars.

import { Gathered } from "./coach-wire";
import { parseLayout, type Layout } from "./layout";
import { parsePosition, type Position } from "./position";
import { count, isSide, options, type Side } from "./wire";
import { isGame, type GameId, type Phrase } from "./words";

export interface ChapterItem {
  key: string;
  /** The title's message id. */
  title: string;
  open: boolean;
  /** The best stars of each stage, 0 to 3, in order. */
  stars: number[];
}

/** Reads `chapters <game> <key>:<title-id>:open|locked:<stars>…`. */
export function parseChapterList(words: readonly string[]): { game: GameId; items: ChapterItem[] } | null {
  const [answer, game, ...items] = words;
  if (answer !== "chapters" || !isGame(game)) return null;
  const read: ChapterItem[] = [];
  for (const item of items) {
    const match = /^([a-z][a-z0-9-]*):([a-z][a-z0-9-]*):(open|locked):([0-3]*)$/.exec(item);
    if (!match?.[1] || !match[2]) return null;
    read.push({ key: match[1], title: match[2], open: match[3] === "open", stars: Array.from(match[4] ?? "", Number) });
  }
  return { game, items: read };
}

export interface ChapterOpened {
  key: string;
  game: GameId;
  screens: number;
  stages: number;
}

/** Reads `chapter-open <key> <game> screens=<n> stages=<n>`. */
export function parseChapterOpened(words: readonly string[]): ChapterOpened | null {
  const [answer, key, game, ...rest] = words;
  const fields = options(rest);
  const screens = count(fields.get("screens"));
  const stages = count(fields.get("stages"));
  if (answer !== "chapter-open" || !key || !isGame(game) || screens === null || stages === null) return null;
  return { key, game, screens, stages };
}

export interface ChapterScreen {
  number: number;
  count: number;
  layout: Layout;
  position: Position;
}

/** Reads `chapter-screen <n> of=<count> seeds=<s> layout=<l> moves=<k> <position…>`. */
export function parseChapterScreen(words: readonly string[]): ChapterScreen | null {
  const [answer, numberWord, ...rest] = words;
  const fields = options(rest.slice(0, 4));
  const number = count(numberWord);
  const total = count(fields.get("of"));
  const layout = parseLayout(fields.get("layout"));
  if (answer !== "chapter-screen" || number === null || total === null || !layout) return null;
  if (count(fields.get("seeds")) === null || count(fields.get("moves")) === null) return null;
  const position = parsePosition(layout, rest.slice(4));
  return position && { number, count: total, layout, position };
}

export interface ChapterStage {
  number: number;
  count: number;
  layout: Layout;
  /** The side the child plays. */
  solver: Side;
  par: number;
  left: number;
  position: Position;
}

/** Reads `chapter-stage <n> of=<count> seeds=<s> layout=<l> solver=south|north par=<p>
 *  left=<m> <position…>`. */
export function parseChapterStage(words: readonly string[]): ChapterStage | null {
  const [answer, numberWord, ...rest] = words;
  const fields = options(rest.slice(0, 6));
  const number = count(numberWord);
  const total = count(fields.get("of"));
  const layout = parseLayout(fields.get("layout"));
  const solver = fields.get("solver");
  const par = count(fields.get("par"));
  const left = count(fields.get("left"));
  if (answer !== "chapter-stage" || number === null || total === null || !layout || !isSide(solver)) return null;
  if (count(fields.get("seeds")) === null || par === null || left === null) return null;
  const position = parsePosition(layout, rest.slice(6));
  return position && { number, count: total, layout, solver, par, left, position };
}

export interface ChapterVerdict {
  status: "going" | "met" | "missed";
  left: number;
  stars: number;
  /** The solver's moves played so far. */
  moves: number;
  /** The chapter has a stage after this one. */
  next: boolean;
}

/** Reads `chapter-verdict going|met|missed left=<m> stars=<0-3> moves=<n> next=yes|no`. */
export function parseChapterVerdict(words: readonly string[]): ChapterVerdict | null {
  const [answer, status, ...rest] = words;
  const fields = options(rest);
  const left = count(fields.get("left"));
  const stars = count(fields.get("stars"));
  const moves = count(fields.get("moves"));
  if (answer !== "chapter-verdict" || left === null || stars === null || stars > 3 || moves === null) return null;
  if (status !== "going" && status !== "met" && status !== "missed") return null;
  return { status, left, stars, moves, next: fields.get("next") === "yes" };
}

/** The pushed lines that come before a chapter's answer. */
const GATHERED = ["coach", "puzzle-steps", "puzzle-board"];

/** What the server said before an answer, kept word for word until the answer names the
 *  board: a screen's first moves come before the page knows whether it is Togyz Kumalak's
 *  nine houses or Oware's six. */
export class Heard {
  private readonly lines: { name: string; words: string[] }[] = [];

  /** Takes a pushed event; false when it is none of these. */
  take(name: string, words: readonly string[]): boolean {
    if (!GATHERED.includes(name)) return false;
    this.lines.push({ name, words: [...words] });
    return true;
  }

  /** The lines read on `layout`. */
  read(layout: Layout): Gathered {
    const gathered = new Gathered(layout);
    for (const line of this.lines) gathered.take(line.name, line.words);
    return gathered;
  }

  /** The sentences of `part` (`task`, `verdict`, `why`), each read as a puzzle's are, or,
   *  for a goal's plain arguments (`seeds=6 moves=3`), as numbers. */
  phrases(layout: Layout, part: string): Phrase[] {
    return this.lines
      .filter((line) => line.name === "coach" && line.words[0] === part)
      .map((line) => {
        const [, id, ...args] = line.words;
        const read = new Gathered(layout);
        read.take("coach", line.words);
        const [phrase] = read.phrases(part as "task");
        return phrase ?? plainPhrase(id, args);
      })
      .filter((phrase): phrase is Phrase => phrase !== null);
  }
}

/** `<id> <name>=<number>…` as a phrase; `null` if it does not read. */
function plainPhrase(id: string | undefined, args: readonly string[]): Phrase | null {
  if (id === undefined || !/^[A-Za-z0-9-]+$/.test(id)) return null;
  const read: Record<string, number> = {};
  for (const arg of args) {
    const match = /^([A-Za-z0-9-]+)=(\d+)$/.exec(arg);
    if (!match?.[1]) return null;
    read[match[1]] = Number(match[2]);
  }
  return { id, args: read };
}

/** The words a stage's "what is left" is said with: a goal of keeping safe counts Tux's
 *  chances, a chain the sowings still to make, every other goal the child's moves. The
 *  count itself is the server's. */
export function leftMessage(taskId: string | undefined): string {
  if (taskId === "chapter-task-keep-safe") return "chapters-safe-left";
  if (taskId === "chapter-task-chain") return "chapters-sowings-left";
  return "chapters-moves-left";
}
