// The class's roster as the page hears of it: the groups and children to tap, signing in by
// three pictures, the session a reload keeps (the server's HttpOnly cookie, set by
// `POST /child/session`), the work the teacher gave and the child's own progress. Lists come
// as events before the answer that closes them (`! group …` then `= class …`), so a request
// for a list gathers its events until its answer. Nothing here shows anything.

import type { Link, Reply } from "./link";
import { count } from "./wire";
import { isGame, type GameId } from "./words";

/** The pictures are numbered 1 to 9; a code is three of them, in order. */
export const PICTURE_COUNT = 9;
export const PICTURES_IN_A_CODE = 3;

export interface Named {
  id: number;
  name: string;
}

export interface ClassShown {
  groups: Named[];
  /** Whether the teacher lets children play without signing in. */
  guests: boolean;
}

export interface Child {
  pupil: number;
  name: string;
}

export type Task =
  | { kind: "lessons"; from: number; to: number }
  | { kind: "puzzles"; count: number; theme: string | null }
  | { kind: "chapter"; key: string }
  | { kind: "beat-tux"; level: number }
  | { kind: "classmate" };

export interface Assignment {
  id: number;
  game: GameId;
  task: Task;
  done: boolean;
  progress: number;
  target: number;
}

export interface Progress {
  game: GameId;
  /** The highest level of Tux beaten; 0 for none. */
  tux: number;
  lessonsDone: number;
  lessonsAll: number;
  rating: number;
  solved: number;
  tried: number;
  streak: number;
  stars: number;
}

/** Why the teacher ended the session this page was signed in with (`! session-ended <why>`):
 *  everyone signed out, a new picture code, the child taken off the class list. */
export type SessionEnd = "everyone" | "new-code" | "deleted";

/** `<why>` of `! session-ended`; `null` for a word this page does not know. */
export function parseSessionEnd(words: readonly string[]): SessionEnd | null {
  const [why, ...rest] = words;
  if (rest.length > 0) return null;
  return why === "everyone" || why === "new-code" || why === "deleted" ? why : null;
}

export type SignInResult =
  | { kind: "signed-in"; child: Child; token: string }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "paused"; seconds: number }
  | { kind: "unreachable" };

/** A name or a group's name from its percent-encoded word; `null` when it is none. */
export function decodeName(word: string | undefined): string | null {
  if (word === undefined) return null;
  try {
    const name = decodeURIComponent(word);
    return name.trim() === "" ? null : name;
  } catch {
    return null;
  }
}

/** `<id> <name>` of `! group` and `! pupil`. */
export function parseNamed(words: readonly string[]): Named | null {
  const [id, word, ...rest] = words;
  const number = count(id);
  const name = decodeName(word);
  return number === null || name === null || rest.length > 0 ? null : { id: number, name };
}

/** `signed-in <pupil> <token> <name>`. */
export function parseSignedIn(words: readonly string[]): { child: Child; token: string } | null {
  const [answer, pupil, token, word] = words;
  const number = count(pupil);
  const name = decodeName(word);
  if (answer !== "signed-in" || number === null || name === null || !token || !/^[0-9a-f]+$/i.test(token)) {
    return null;
  }
  return { child: { pupil: number, name }, token };
}

function parseTask(kind: string | undefined, args: readonly string[]): Task | null {
  const numbers = args.map((word) => count(word));
  switch (kind) {
    case "lessons": {
      const [from, to] = numbers;
      return args.length === 2 && from != null && to != null && from >= 1 && from <= to ? { kind, from, to } : null;
    }
    case "puzzles": {
      const [n] = numbers;
      if (n == null || n === 0 || args.length > 2) return null;
      const theme = args[1] ?? null;
      return theme === null || /^[a-z0-9-]{1,32}$/.test(theme) ? { kind, count: n, theme } : null;
    }
    case "chapter": {
      const [key] = args;
      return args.length === 1 && key !== undefined && /^[a-z0-9-]{1,32}$/.test(key) ? { kind, key } : null;
    }
    case "beat-tux": {
      const [level] = numbers;
      return args.length === 1 && level != null && level > 0 ? { kind, level } : null;
    }
    case "classmate":
      return args.length === 0 ? { kind } : null;
    default:
      return null;
  }
}

/** `<id> <kind> <game> <args…> <done 0|1> <progress>/<target>` of `! assignment`. */
export function parseAssignment(words: readonly string[]): Assignment | null {
  const [id, kind, game, ...rest] = words;
  const fraction = /^(\d+)\/(\d+)$/.exec(rest[rest.length - 1] ?? "");
  const done = rest[rest.length - 2];
  const number = count(id);
  const task = parseTask(kind, rest.slice(0, -2));
  if (number === null || !isGame(game) || !task || !fraction || (done !== "0" && done !== "1")) return null;
  return { id: number, game, task, done: done === "1", progress: Number(fraction[1]), target: Number(fraction[2]) };
}

/** `<game> tux=<level> lessons=<done>/<all> puzzles=<rating>/<solved>/<tried> streak=<best>
 *  chapters=<stars>` of `! progress`. */
export function parseProgress(words: readonly string[]): Progress | null {
  const [game, tux, lessons, puzzles, streak, chapters, ...rest] = words;
  const level = count(tux?.replace(/^tux=/, ""));
  const lessonCounts = /^lessons=(\d+)\/(\d+)$/.exec(lessons ?? "");
  const puzzleCounts = /^puzzles=(\d+)\/(\d+)\/(\d+)$/.exec(puzzles ?? "");
  const best = count(streak?.replace(/^streak=/, ""));
  const stars = count(chapters?.replace(/^chapters=/, ""));
  if (!isGame(game) || !tux?.startsWith("tux=") || level === null || !lessonCounts || !puzzleCounts) return null;
  if (!streak?.startsWith("streak=") || best === null || !chapters?.startsWith("chapters=") || stars === null) return null;
  if (rest.length > 0) return null;
  return {
    game,
    tux: level,
    lessonsDone: Number(lessonCounts[1]),
    lessonsAll: Number(lessonCounts[2]),
    rating: Number(puzzleCounts[1]),
    solved: Number(puzzleCounts[2]),
    tried: Number(puzzleCounts[3]),
    streak: best,
    stars,
  };
}

/** A request whose answer follows a list of events of one name. */
interface Gathering {
  event: string;
  lines: string[][];
}

/** Gathers the events of the lists asked for, in the order asked: the page's link hands every
 *  event here first. */
export class Lists {
  private gathering: Gathering[] = [];

  /** Asks `line` and gathers the `event` lines that come before its answer. */
  async ask(link: Link, line: string, event: string): Promise<{ reply: Reply; lines: string[][] }> {
    const gathering: Gathering = { event, lines: [] };
    this.gathering.push(gathering);
    try {
      const reply = await link.request(line);
      return { reply, lines: gathering.lines };
    } finally {
      this.gathering = this.gathering.filter((candidate) => candidate !== gathering);
    }
  }

  /** A pushed event; true when it belonged to a list being asked for. */
  event(name: string, words: string[]): boolean {
    const gathering = this.gathering.find((candidate) => candidate.event === name);
    if (!gathering) return false;
    gathering.lines.push(words);
    return true;
  }
}

/** The class's groups; `null` when the server keeps no roster (or does not know the word). */
export async function askClass(link: Link, lists: Lists): Promise<ClassShown | null> {
  const { reply, lines } = await lists.ask(link, "class", "group");
  if (!reply.ok) return null;
  const [answer, groups, guests] = reply.words;
  if (answer !== "class" || count(groups) === null || (guests !== "guests" && guests !== "no-guests")) return null;
  const named = lines.map(parseNamed).filter((group): group is Named => group !== null);
  return named.length === 0 ? null : { groups: named, guests: guests === "guests" };
}

/** A group's children; `null` when the server could not say. */
export async function askGroup(link: Link, lists: Lists, group: number): Promise<Named[] | null> {
  const { reply, lines } = await lists.ask(link, `class-group ${group}`, "pupil");
  if (!reply.ok) return null;
  return lines.map(parseNamed).filter((child): child is Named => child !== null);
}

/** Signs the child `pupil` in with three pictures (1–9). */
export async function signIn(link: Link, pupil: number, pictures: readonly number[]): Promise<SignInResult> {
  const reply = await link.request(`sign-in ${pupil} ${pictures.join(" ")}`);
  if (reply.ok) {
    const signed = parseSignedIn(reply.words);
    return signed ? { kind: "signed-in", ...signed } : { kind: "unreachable" };
  }
  const wrong = /^wrong pictures: (\d+) tries left$/.exec(reply.reason);
  if (wrong) return { kind: "wrong", triesLeft: Number(wrong[1]) };
  const paused = /^sign-in paused: try again in (\d+) seconds$/.exec(reply.reason);
  if (paused) return { kind: "paused", seconds: Number(paused[1]) };
  return { kind: "unreachable" };
}

/** Signs this connection in with the session of the page's cookie (read as the socket
 *  opened); `null` when there is none, or it ended. */
export async function resumeSession(link: Link): Promise<Child | null> {
  const reply = await link.request("session");
  const signed = reply.ok ? parseSignedIn(reply.words) : null;
  return signed?.child ?? null;
}

/** Hands the session's token to the server's cookie endpoint, so that a reload (and the next
 *  socket) is signed in too. The token never goes to the page's storage. */
export async function keepSession(token: string): Promise<boolean> {
  try {
    const response = await fetch("/child/session", {
      method: "POST",
      body: token,
      headers: { "Content-Type": "text/plain" },
      credentials: "same-origin",
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Clears the page's cookie (signed out). */
export async function forgetSession(): Promise<void> {
  await keepSession("");
}

export async function signOut(link: Link): Promise<void> {
  await link.request("sign-out");
}

export async function askAssignments(link: Link, lists: Lists): Promise<Assignment[] | null> {
  const { reply, lines } = await lists.ask(link, "assignments", "assignment");
  if (!reply.ok) return null;
  return lines.map(parseAssignment).filter((assignment): assignment is Assignment => assignment !== null);
}

export async function askProgress(link: Link, lists: Lists): Promise<Progress[] | null> {
  const { reply, lines } = await lists.ask(link, "progress", "progress");
  if (!reply.ok) return null;
  return lines.map(parseProgress).filter((progress): progress is Progress => progress !== null);
}
