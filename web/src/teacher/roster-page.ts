// The roster's part of the teacher's page: what it asks the server at each refresh (the
// class list, the progress, the strategy chapters, the assignments, a child's page when one
// is open), the
// sections it adds, and what its buttons do. The page (main.ts) patches the sections in
// place with the others.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import type { Api } from "./api";
import { chapterCatalogue, chaptersTable, type ChaptersAnswer } from "./chapters";
import { assignmentsSection, newAssignmentSetup, type AssignmentView } from "./roster-assignments";
import { childPage, classProgress, type ChildPage, type ChildProgress } from "./roster-progress";
import { cardsSection, rosterSection, type RosterAnswer, type RosterChild } from "./roster";

/** What the roster's part needs of the page. */
export interface Host {
  texts(): Texts;
  say(id: string | null, args?: Record<string, number | string>): void;
  refresh(): Promise<void>;
  signedOut(): void;
  render(): void;
}

interface Loaded {
  roster: RosterAnswer;
  progress: ChildProgress[];
  assignments: AssignmentView[];
  child: ChildPage | null;
  /** The children's chapters; `null` from a server that keeps none. */
  chapters: ChaptersAnswer | null;
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export class RosterPage {
  private loaded: Loaded | null = null;
  /** The cards of the codes made since the page opened, newest last. */
  private cards: RosterChild[] = [];
  /** The child whose page is open. */
  private open: number | null = null;
  private readonly assignmentSetup = newAssignmentSetup();

  constructor(
    private readonly api: Api,
    private readonly host: Host,
  ) {
    // Printing the cards or a child's page: the body says which while it prints (teacher.css).
    window.addEventListener("afterprint", () => { document.body.removeAttribute("data-printing"); });
  }

  /** Asks for the roster's data; false once the session is gone. */
  async load(): Promise<boolean> {
    const roster = await this.api.get<RosterAnswer>("/roster");
    const progress = await this.api.get<{ children: ChildProgress[] }>("/progress");
    const assignments = await this.api.get<{ assignments: AssignmentView[] }>("/assignments");
    if (!roster || !progress || !assignments) return false;
    let child: ChildPage | null = null;
    if (this.open !== null) {
      try {
        child = await this.api.get<ChildPage>(`/progress/${String(this.open)}`);
      } catch {
        // The child was deleted meanwhile: back to the class.
        this.open = null;
      }
    }
    let chapters: ChaptersAnswer | null = null;
    try {
      chapters = await this.api.get<ChaptersAnswer>("/chapters");
    } catch {
      // A server without chapters: the section says nothing of them.
    }
    this.loaded = { roster, progress: progress.children, assignments: assignments.assignments, child, chapters };
    return true;
  }

  /** The sections: the class list, the cards, the progress (or a child's page), the work. */
  sections(): HTMLElement[] {
    const texts = this.host.texts();
    const data = this.loaded;
    const catalogue = chapterCatalogue(data?.chapters ?? null);
    const titles = (key: string) => [...catalogue.values()].flat().find((chapter) => chapter.key === key)?.title;
    const section = (id: string, title: string, parts: (HTMLElement | string)[]) =>
      h("section", { "aria-labelledby": `${id}-title`, class: id }, [h("h2", { id: `${id}-title` }, [title]), ...parts]);
    return [
      section("roster-section", texts.t("roster-title"), data ? rosterSection(texts, data.roster, this.rosterActions()) : []),
      section(
        "cards-section",
        texts.t("roster-cards-title"),
        data ? cardsSection(texts, data.roster, this.cards, this.rosterActions()) : [],
      ),
      section(
        "progress-section",
        texts.t("progress-title"),
        data
          ? data.child
            ? childPage(
                texts,
                data.child,
                () => { this.openChild(null); },
                () => { this.print("child"); },
                titles,
              )
            : classProgress(texts, data.progress, (child) => { this.openChild(child.id); })
          : [],
      ),
      section(
        "chapters-section",
        texts.t("teacher-chapters-title"),
        data?.chapters
          ? [h("p", { class: "hint" }, [texts.t("teacher-chapters-help")]), chaptersTable(texts, data.chapters.children)]
          : [],
      ),
      section(
        "assignments-section",
        texts.t("assignments-title"),
        data
          ? assignmentsSection(texts, data.roster, data.assignments, this.assignmentSetup, catalogue, {
              give: (game, task, target) => void this.give(game, task, target),
              remove: (id) => void this.unassign(id),
              changed: () => { this.host.render(); },
            })
          : [],
      ),
    ];
  }

  private openChild(id: number | null): void {
    this.open = id;
    void this.host.refresh();
  }

  private print(what: "cards" | "child"): void {
    document.body.dataset["printing"] = what;
    window.print();
  }

  /** A change; its JSON answer, or null after saying why not. */
  private async change<T>(route: string, body = ""): Promise<T | null> {
    const response = await this.api.send(route, body);
    if (response.status === 401) {
      this.host.signedOut();
      return null;
    }
    const answer = (await response.json()) as T & { error?: string; line?: number; reason?: string };
    if (!response.ok) {
      if (answer.error === "bad-row")
        this.host.say("roster-bad-row", {
          line: answer.line ?? 0,
          reason: this.host.texts().t(`roster-reason-${answer.reason ?? "columns"}`),
        });
      else this.host.say(`roster-error-${answer.error ?? "not-saved"}`);
      return null;
    }
    return answer;
  }

  private keepCards(children: RosterChild[]): void {
    const made = new Set(children.map((child) => child.id));
    this.cards = [...this.cards.filter((card) => !made.has(card.id)), ...children];
  }

  private rosterActions() {
    const texts = this.host.texts();
    const say = (id: string | null, args?: Record<string, number | string>) => () => {
      this.host.say(id, args);
    };
    const child = (one: RosterChild, action: string) => `/roster/children/${String(one.id)}/${action}`;
    return {
      add: (name: string, group: string, code: string) => {
        void this.changeThen<{ children: RosterChild[] }>("/roster/add", form({ name, group, code }), (answer) => {
          this.keepCards(answer.children);
          this.host.say("roster-added", { name });
        });
      },
      importFile: (text: string) => {
        void this.changeThen<{ children: RosterChild[] }>("/roster/import", text, (answer) => {
          this.keepCards(answer.children);
          this.host.say("roster-imported", { count: answer.children.length });
        });
      },
      rename: (one: RosterChild) => {
        const name = window.prompt(texts.t("roster-rename-prompt", { name: one.name }), one.name);
        if (name && name.trim() && name !== one.name)
          void this.changeThen(child(one, "rename"), form({ name }), say("roster-renamed", { name: name.trim() }));
      },
      move: (one: RosterChild, group: number) => {
        void this.changeThen(child(one, "move"), form({ group: String(group) }), say(null));
      },
      remove: (one: RosterChild) => {
        if (!window.confirm(texts.t("roster-delete-confirm", { name: one.name }))) return;
        void this.changeThen(child(one, "delete"), "", () => {
          this.cards = this.cards.filter((card) => card.id !== one.id);
          if (this.open === one.id) this.open = null;
          this.host.say("roster-deleted", { name: one.name });
        });
      },
      newCode: (one: RosterChild) => {
        void this.changeThen<{ children: RosterChild[] }>(child(one, "code"), "", (answer) => {
          this.keepCards(answer.children);
          this.host.say("roster-new-code-made", { name: one.name });
        });
      },
      newCards: () => {
        if (!window.confirm(texts.t("roster-new-cards-confirm"))) return;
        void this.changeThen<{ children: RosterChild[] }>("/roster/codes", "", (answer) => {
          this.cards = answer.children;
          this.host.say("roster-new-cards-made");
        });
      },
      signEveryoneOut: () => {
        void this.changeThen("/roster/sign-everyone-out", "", say("roster-signed-everyone-out"));
      },
      setGuests: (allowed: boolean) => {
        const said = allowed ? "roster-guests-allowed" : "roster-guests-refused";
        void this.changeThen("/roster/settings", form({ guests: allowed ? "yes" : "no" }), say(said));
      },
      setChaptersOpen: (open: boolean) => {
        const said = open ? "roster-chapters-opened" : "roster-chapters-in-order";
        void this.changeThen("/roster/settings", form({ chaptersOpen: open ? "yes" : "no" }), say(said));
      },
      setRetention: (days: number) => {
        void this.changeThen("/roster/settings", form({ retentionDays: String(days) }), say("roster-retention-set", { days }));
      },
      print: () => {
        this.print("cards");
      },
    };
  }

  /** A change, then what `then` does with its answer, then the page asked again. */
  private async changeThen<T>(route: string, body: string, then: (answer: T) => void): Promise<T | null> {
    const answer = await this.change<T>(route, body);
    if (answer !== null) then(answer);
    await this.host.refresh();
    return answer;
  }

  private async give(game: string, task: string, target: string): Promise<void> {
    const [kind, id = "0"] = target.split(":");
    await this.changeThen("/assignments", form({ game, task, for: kind ?? "class", forId: id }), () => {
      this.host.say("assignment-given");
    });
  }

  private async unassign(id: number): Promise<void> {
    if (!window.confirm(this.host.texts().t("assignment-remove-confirm"))) return;
    await this.changeThen(`/assignments/${String(id)}/delete`, "", () => {
      this.host.say(null);
    });
  }
}
