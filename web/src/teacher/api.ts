// The teacher's JSON API (`/teacher/api/`): the session's cookie goes by itself (HttpOnly,
// never seen here); the CSRF token the sign-in gives is sent with every change.

export interface SeatView {
  name: string;
  tux: boolean;
  connected: boolean;
  left: boolean;
}

export interface RoomView {
  code: string;
  game: string;
  seeds: number;
  opponent: "classmate" | "here" | "tux";
  level: number;
  moves: number;
  captured: [number, number];
  toMove: "south" | "north" | null;
  south: SeatView | null;
  north: SeatView | null;
  outcome: { winner: "south" | "north" | "draw"; scores: [number, number]; reason: string } | null;
}

export interface Finished {
  code: string;
  game: string;
  south: string;
  north: string;
  opponent: string;
  winner: string;
  reason: string;
  at: number;
  seeds: number;
  level: number;
  scores: [number, number];
  moves: number;
}

export interface Tally {
  won: number;
  drawn: number;
  lost: number;
}

export interface ChildView {
  name: string;
  games: Record<string, Tally>;
  tux: { game: string; level: number; games: Tally }[];
  beaten: Record<string, number>;
  /** Every game, with the lessons done of the game's lessons. */
  lessons: Record<string, { done: number; of: number }>;
}

export interface TournamentLine {
  place: number;
  name: string;
  points: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  seeds: number;
}

export interface TournamentView {
  game: string;
  seeds: number;
  startedAt: number;
  /** Rounds begun; the current one is this (from 1). */
  round: number;
  rounds: number;
  over: boolean;
  players: string[];
  games: {
    round: number;
    code: string;
    south: string;
    north: string;
    result: { winner: "south" | "north" | "draw"; scores: [number, number] } | null;
  }[];
  byes: { round: number; name: string }[];
  table: TournamentLine[];
}

export interface TournamentAnswer {
  candidates: string[];
  tournament: TournamentView | null;
}

export type SignIn = { ok: true } | { ok: false; wrong: true } | { ok: false; wrong: false; seconds: number };

/** The start of the teacher's day in the browser's own time zone, which the server lacks. */
export function todayStart(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

export class Api {
  private csrf = "";

  /** True when the browser already holds a session. */
  async resume(): Promise<boolean> {
    const response = await fetch("/teacher/api/session", { credentials: "same-origin" });
    if (!response.ok) return false;
    this.csrf = ((await response.json()) as { csrf: string }).csrf;
    return true;
  }

  async signIn(code: string): Promise<SignIn> {
    const response = await fetch("/teacher/api/session", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "text/plain" },
      body: code,
    });
    if (response.ok) {
      this.csrf = ((await response.json()) as { csrf: string }).csrf;
      return { ok: true };
    }
    if (response.status === 429) {
      const paused = (await response.json()) as { seconds: number };
      return { ok: false, wrong: false, seconds: paused.seconds };
    }
    return { ok: false, wrong: true };
  }

  /** A GET; `null` once the session is gone (401). */
  async get<T>(route: string): Promise<T | null> {
    const response = await fetch(`/teacher/api${route}`, { credentials: "same-origin" });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`${route}: ${String(response.status)}`);
    return (await response.json()) as T;
  }

  /** A change; false once the session is gone. */
  async post(route: string): Promise<boolean> {
    const response = await this.send(route);
    if (response.status === 401) return false;
    if (!response.ok) throw new Error(`${route}: ${String(response.status)}`);
    return true;
  }

  /** A change with a text body; its status, for the caller to tell refusals apart. */
  async send(route: string, body?: string): Promise<Response> {
    return fetch(`/teacher/api${route}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "X-CSRF-Token": this.csrf, ...(body === undefined ? {} : { "Content-Type": "text/plain" }) },
      ...(body === undefined ? {} : { body }),
    });
  }
}
