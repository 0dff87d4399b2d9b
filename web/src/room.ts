// The room as the server tells a watching connection: after every move (and once when
// watching begins) the move's steps, the board, the legal houses with their previews, and
// the game's status, closed by `! ready`. This gathers those lines into one snapshot.

import { houseOf, type Layout } from "./layout";
import { parsePosition, type Position } from "./position";
import { parsePreview, parseStep, type Preview, type Step } from "./steps";
import { count, isSide, type Side } from "./wire";
import { parseSaid, parseShown } from "./said";
import type { Phrase } from "./words";

export type Status =
  | { over: false }
  | { over: true; winner: Side | null; scores: [number, number]; reason: string };

export interface Snapshot {
  /** Moves played in this game so far. */
  ply: number;
  /** The house of the move that led here, if any. */
  last: number | null;
  position: Position;
  legal: Set<number>;
  previews: Map<number, Preview>;
  status: Status;
  /** The rules' account of move `ply`, when this snapshot follows a move. */
  steps: Step[] | null;
  /** What the server says about this board to this seat (`! say`). */
  said: Said;
  /** The words of the screen around this board, for this seat (`! phrase`). */
  shown: Shown;
}

/** The words of the screen around a board, as the server chose them for this seat. */
export interface Shown {
  /** Each house's name while it cannot be played (a tuzdyk's, whose it is), seeds at rest. */
  houses: Map<number, Phrase>;
  /** The name of each house this seat may play now. */
  playable: Map<number, Phrase>;
  /** Each store's name, with its seeds at rest as `count`. */
  stores: Partial<Record<Side, Phrase>>;
  /** The name beside each row. */
  players: Partial<Record<Side, Phrase>>;
  helpTitle: Phrase | null;
  helpRules: Phrase | null;
  /** Tux's level, against Tux. */
  level: Phrase | null;
  /** Said while a hint is looked for, in a room held alone. */
  thinking: Phrase | null;
}

export function nothingShown(): Shown {
  return {
    houses: new Map(),
    playable: new Map(),
    stores: {},
    players: {},
    helpTitle: null,
    helpRules: null,
    level: null,
    thinking: null,
  };
}

/** The sentences of a snapshot, by topic, as the server chose them for this seat. */
export interface Said {
  /** Who played which house and what it did, when the snapshot follows a move. */
  move: Phrase[];
  /** That this seat must feed the other row. */
  feed: Phrase[];
  turn: Phrase[];
  /** The end's title, score and reason. */
  end: Phrase[];
  /** What each legal house would do. */
  previews: Map<number, Phrase[]>;
}

function nothingSaid(): Said {
  return { move: [], feed: [], turn: [], end: [], previews: new Map() };
}

export function parseStatus(words: readonly string[]): Status | null {
  const [first, winner, south, north, reason] = words;
  if (first === "ongoing" && words.length === 1) return { over: false };
  const scores: [number | null, number | null] = [count(south), count(north)];
  if (
    first !== "over" ||
    words.length !== 5 ||
    reason === undefined ||
    scores[0] === null ||
    scores[1] === null
  )
    return null;
  const side = winner === "draw" ? null : isSide(winner) ? winner : undefined;
  if (side === undefined) return null;
  return { over: true, winner: side, scores: [scores[0], scores[1]], reason };
}

/** Gathers one snapshot at a time from the board's events. */
export class SnapshotReader {
  private steps = new Map<number, Step[]>();
  private board: { ply: number; last: number | null; position: Position } | null = null;
  private legal = new Set<number>();
  private previews = new Map<number, Preview>();
  private said = nothingSaid();
  private shown = nothingShown();

  constructor(private readonly layout: Layout) {}

  /** Takes one event; returns the snapshot once `! ready` closes it. A line that does not
   *  read is reported as an error rather than shown half-understood. */
  take(name: string, words: readonly string[]): Snapshot | null {
    switch (name) {
      case "steps": {
        const ply = count(words[0]);
        if (ply === null) throw new Error(`bad steps: ${words.join(" ")}`);
        const list = this.steps.get(ply) ?? [];
        for (const token of words.slice(1)) {
          const step = parseStep(this.layout, token);
          if (step === null) throw new Error(`bad step: ${token}`);
          list.push(step);
        }
        this.steps.set(ply, list);
        return null;
      }
      case "board": {
        const ply = count(words[0]);
        const last = words[1] === "-" ? null : houseOf(this.layout, words[1] ?? "");
        const position = parsePosition(this.layout, words.slice(2));
        if (ply === null || position === null || (last === null && words[1] !== "-"))
          throw new Error(`bad board: ${words.join(" ")}`);
        this.board = { ply, last, position };
        this.legal = new Set();
        this.previews = new Map();
        this.said = nothingSaid();
        this.shown = nothingShown();
        return null;
      }
      case "legal":
        for (const word of words) {
          const house = houseOf(this.layout, word);
          if (house === null) throw new Error(`bad legal: ${words.join(" ")}`);
          this.legal.add(house);
        }
        return null;
      case "preview": {
        const preview = parsePreview(this.layout, words);
        if (preview === null) throw new Error(`bad preview: ${words.join(" ")}`);
        this.previews.set(preview.house, preview);
        return null;
      }
      case "say": {
        const said = parseSaid(this.layout, words);
        if (said === null) throw new Error(`bad say: ${words.join(" ")}`);
        const { topic, phrase } = said;
        if (typeof topic === "object") {
          const list = this.said.previews.get(topic.preview) ?? [];
          list.push(phrase);
          this.said.previews.set(topic.preview, list);
        } else if (topic !== "refused") this.said[topic].push(phrase);
        return null;
      }
      case "phrase": {
        const shown = parseShown(this.layout, words);
        if (shown === null) throw new Error(`bad phrase: ${words.join(" ")}`);
        const { part, phrase } = shown;
        switch (part.part) {
          case "house":
          case "playable":
            (part.part === "house" ? this.shown.houses : this.shown.playable).set(part.house, phrase);
            break;
          case "store":
            this.shown.stores[part.side] = phrase;
            break;
          case "player":
            this.shown.players[part.side] = phrase;
            break;
          case "help-title":
            this.shown.helpTitle = phrase;
            break;
          case "help-rules":
            this.shown.helpRules = phrase;
            break;
          case "level":
            this.shown.level = phrase;
            break;
          case "thinking":
            this.shown.thinking = phrase;
            break;
          // A hint and a classmate leaving come between boards: the game takes them.
          case "hint":
          case "left":
            break;
        }
        return null;
      }
      case "ready": {
        const status = parseStatus(words);
        const board = this.board;
        if (status === null || board === null) throw new Error(`bad ready: ${words.join(" ")}`);
        const steps = this.steps.get(board.ply) ?? null;
        this.steps = new Map();
        this.board = null;
        const said = this.said;
        this.said = nothingSaid();
        const shown = this.shown;
        this.shown = nothingShown();
        return { ...board, legal: this.legal, previews: this.previews, status, steps, said, shown };
      }
      default:
        return null;
    }
  }
}
