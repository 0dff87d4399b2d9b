// The teacher's page (/teacher): the sign-in with the teacher code, then the class list, its
// sign-in cards, its progress and the work given (roster-page.ts), the rooms open now,
// today's finished games and the class, asked again every two seconds and patched in place
// (patch.ts); a room can be closed, the games downloaded as CSV, and the class forgotten.

import { languages, negotiate, Texts } from "../i18n";
import { h, text } from "../view/dom";
import { Api, todayStart, type ChildView, type Finished, type RoomView, type TournamentAnswer } from "./api";
import { classTable } from "./class";
import { patchChildren } from "./patch";
import { finishedList, roomsTable } from "./rooms";
import { puzzlesTable, type PuzzleChildView } from "./puzzles";
import { RosterPage } from "./roster-page";
import { newSetup, tournamentSection } from "./tournament";

const LANGUAGE_KEY = "oware-language";
/** How often the rooms are asked again. */
const POLL_MS = 2000;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

class TeacherPage {
  private readonly api = new Api();
  private readonly title = h("h1", { class: "suite-title" });
  private readonly language = h("select", { class: "language-choice" });
  private readonly status = h("p", { class: "teacher-status", role: "status" });
  private readonly body = h("div", { class: "teacher-body" });
  private signedIn = false;
  private timer: number | null = null;
  /** The last message shown, kept as an id and arguments to be said again in a new language. */
  private message: { id: string; args?: Record<string, number | string> } | null = null;
  private last: {
    rooms: RoomView[];
    finished: Finished[];
    children: ChildView[];
    tournament: TournamentAnswer;
    puzzles: PuzzleChildView[];
  } | null = null;
  /** The tournament's game, seeds and children picked so far. */
  private readonly setup = newSetup();
  /** The class list, its cards, its progress and the work given (roster-page.ts). */
  private readonly roster = new RosterPage(this.api, {
    texts: () => this.texts,
    say: (id, args) => { this.say(id, args); },
    refresh: () => this.refresh(),
    signedOut: () => { this.signedOut(); },
    render: () => { this.render(); },
  });

  constructor(
    root: HTMLElement,
    private texts: Texts,
  ) {
    for (const language of languages) {
      this.language.append(h("option", { value: language.code }, [language.name]));
    }
    this.language.value = texts.language;
    this.language.addEventListener("change", () => void this.switchLanguage(this.language.value));
    root.replaceChildren(h("header", { class: "home-header" }, [this.title, this.language]), this.status, this.body);
  }

  async start(): Promise<void> {
    this.signedIn = await this.api.resume();
    this.render();
    if (this.signedIn) await this.refresh();
  }

  private async switchLanguage(code: string): Promise<void> {
    this.texts = await Texts.load(code);
    try {
      localStorage.setItem(LANGUAGE_KEY, code);
    } catch {
      // The choice lasts as long as the page.
    }
    this.render();
  }

  private say(id: string | null, args?: Record<string, number | string>): void {
    this.message = id ? { id, ...(args ? { args } : {}) } : null;
    text(this.status, this.message ? this.texts.t(this.message.id, this.message.args) : "");
  }

  private render(): void {
    document.documentElement.lang = this.texts.language;
    document.title = this.texts.t("teacher-title");
    this.language.setAttribute("aria-label", this.texts.t("teacher-language"));
    text(this.title, this.texts.t("teacher-title"));
    text(this.status, this.message ? this.texts.t(this.message.id, this.message.args) : "");
    if (this.signedIn) this.renderDashboard();
    else this.renderSignIn();
  }

  private renderSignIn(): void {
    const input = h("input", {
      id: "teacher-code",
      type: "password",
      autocomplete: "off",
      autocapitalize: "characters",
      spellcheck: "false",
      required: true,
    });
    const form = h("form", { class: "sign-in" }, [
      h("label", { for: "teacher-code" }, [this.texts.t("teacher-code-label")]),
      input,
      h("p", { class: "hint" }, [this.texts.t("teacher-code-help")]),
      h("button", { type: "submit", class: "primary" }, [this.texts.t("teacher-sign-in")]),
    ]);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.signIn(input.value);
    });
    this.body.replaceChildren(form);
    input.focus();
  }

  private async signIn(code: string): Promise<void> {
    const answer = await this.api.signIn(code);
    if (answer.ok) {
      this.signedIn = true;
      this.say(null);
      this.render();
      await this.refresh();
    } else if (answer.wrong) {
      this.say("teacher-wrong-code");
    } else {
      this.say("teacher-paused", { minutes: Math.max(1, Math.ceil(answer.seconds / 60)) });
    }
  }

  private renderDashboard(): void {
    const csv = h("a", { class: "button", href: "/teacher/api/games.csv", download: "class-games.csv" }, [
      this.texts.t("teacher-csv"),
    ]);
    const lessonsCsv = h("a", { class: "button", href: "/teacher/api/lessons.csv", download: "class-lessons.csv" }, [
      this.texts.t("teacher-lessons-csv"),
    ]);
    const forget = h("button", { type: "button", class: "forget" }, [this.texts.t("teacher-forget")]);
    forget.addEventListener("click", () => void this.forget());
    const signOut = h("button", { type: "button", class: "sign-out" }, [this.texts.t("teacher-sign-out")]);
    signOut.addEventListener("click", () => void this.signOut());
    const data = this.last;
    // Only the sections that changed are replaced: the focus and what is typed stay.
    patchChildren(this.body, [
      ...this.roster.sections(),
      h("section", { "aria-labelledby": "tournament-title", class: "tournament" }, [
        h("h2", { id: "tournament-title" }, [this.texts.t("tournament-title")]),
        ...(data
          ? tournamentSection(this.texts, data.tournament, this.setup, {
              start: (game, seeds, players) => void this.startTournament(game, seeds, players),
              cancel: () => void this.cancelTournament(),
            })
          : []),
      ]),
      h("section", { "aria-labelledby": "rooms-title" }, [
        h("h2", { id: "rooms-title" }, [this.texts.t("teacher-rooms")]),
        data ? roomsTable(this.texts, data.rooms, (code) => void this.close(code)) : "",
      ]),
      h("section", { "aria-labelledby": "finished-title" }, [
        h("h2", { id: "finished-title" }, [this.texts.t("teacher-finished")]),
        data ? finishedList(this.texts, data.finished) : "",
      ]),
      h("section", { "aria-labelledby": "class-title" }, [
        h("h2", { id: "class-title" }, [this.texts.t("teacher-class")]),
        data ? classTable(this.texts, data.children) : "",
        h("p", { class: "hint" }, [this.texts.t("teacher-class-help")]),
      ]),
      h("section", { "aria-labelledby": "puzzles-title" }, [
        h("h2", { id: "puzzles-title" }, [this.texts.t("coach-label-teacher-heading")]),
        data ? puzzlesTable(this.texts, data.puzzles) : "",
      ]),
      h("div", { class: "teacher-actions" }, [csv, lessonsCsv, forget, signOut]),
    ]);
  }

  /** Asks for everything again, and again in a moment while signed in. */
  private async refresh(): Promise<void> {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    try {
      const since = todayStart();
      const rooms = await this.api.get<{ rooms: RoomView[]; finished: Finished[] }>(`/rooms?since=${String(since)}`);
      const people = await this.api.get<{ children: ChildView[] }>(`/class?since=${String(since)}`);
      const tournament = await this.api.get<TournamentAnswer>(`/tournament?since=${String(since)}`);
      const puzzles = await this.api.get<{ children: PuzzleChildView[] }>("/puzzles");
      const roster = await this.roster.load();
      if (!rooms || !people || !tournament || !puzzles || !roster) {
        this.signedOut();
        return;
      }
      this.last = {
        rooms: rooms.rooms,
        finished: rooms.finished,
        children: people.children,
        tournament,
        puzzles: puzzles.children,
      };
      this.render();
    } catch (error) {
      console.error(error);
    }
    this.timer = window.setTimeout(() => void this.refresh(), POLL_MS);
  }

  private signedOut(): void {
    this.signedIn = false;
    this.last = null;
    this.render();
  }

  private async close(code: string): Promise<void> {
    if (!window.confirm(this.texts.t("teacher-close-confirm", { code }))) return;
    if (!(await this.api.post(`/rooms/${encodeURIComponent(code)}/close`))) {
      this.signedOut();
      return;
    }
    this.say("teacher-closed", { code });
    await this.refresh();
  }

  private async startTournament(game: string, seeds: number, players: string[]): Promise<void> {
    if (players.length < 2) {
      this.say("tournament-pick-two");
      return;
    }
    const response = await this.api.send("/tournament/start", [`${game} ${String(seeds)}`, ...players].join("\n"));
    if (response.status === 401) {
      this.signedOut();
      return;
    }
    if (response.status === 409) this.say("tournament-going");
    else if (response.status === 400) this.say("tournament-refused");
    else if (response.ok) {
      this.setup.picked.clear();
      this.say("tournament-started");
    } else throw new Error(`/tournament/start: ${String(response.status)}`);
    await this.refresh();
  }

  private async cancelTournament(): Promise<void> {
    if (!window.confirm(this.texts.t("tournament-cancel-confirm"))) return;
    if (!(await this.api.post("/tournament/cancel"))) {
      this.signedOut();
      return;
    }
    this.say("tournament-cancelled");
    await this.refresh();
  }

  private async forget(): Promise<void> {
    if (!window.confirm(this.texts.t("teacher-forget-confirm"))) return;
    if (!(await this.api.post("/forget"))) {
      this.signedOut();
      return;
    }
    this.say("teacher-forgotten");
    await this.refresh();
  }

  private async signOut(): Promise<void> {
    await this.api.post("/sign-out");
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    this.say(null);
    this.signedOut();
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById("teacher");
  if (!root) return;
  const language = stored(LANGUAGE_KEY) ?? negotiate(navigator.languages);
  const texts = await Texts.load(languages.some((known) => known.code === language) ? language : "en");
  await new TeacherPage(root, texts).start();
  root.removeAttribute("aria-busy");
}

void boot();
