// The class on the home screen: "Who are you?" while nobody is signed in on this device;
// once a child signed in, their name, a Sign out button, their own progress, and first of all
// the work the teacher gave them, each piece a button that starts it where the page can (a
// lesson set, puzzles, Tux at a level, a classmate).

import type { Texts } from "../i18n";
import type { Assignment, Child } from "../signin";
import { h, icon } from "./dom";

export interface SignedInActions {
  signIn(): void;
  signOut(): void;
  progress(): void;
  /** Starts an assignment; only called for one `startable` says yes to. */
  start(assignment: Assignment): void;
  /** Whether the page can start this assignment. */
  startable(assignment: Assignment): boolean;
}

/** A star, for the progress and for work done. */
export const STAR = "M12 2.5l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.6l-6 3.3 1.3-6.7-5-4.7 6.8-.8Z";
/** A person, for the signed-in child. */
const PERSON = "M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z";

export type ClassState =
  | { kind: "none" }
  | { kind: "nobody"; guests: boolean }
  | { kind: "signed-in"; child: Child; assignments: Assignment[] };

export class ClassPanel {
  readonly element = h("section", { class: "class-panel", hidden: true });
  private state: ClassState = { kind: "none" };

  constructor(private readonly actions: SignedInActions) {}

  get signedIn(): Child | null {
    return this.state.kind === "signed-in" ? this.state.child : null;
  }

  show(state: ClassState, texts: Texts): void {
    this.state = state;
    this.render(texts);
  }

  render(texts: Texts): void {
    const state = this.state;
    this.element.hidden = state.kind === "none";
    switch (state.kind) {
      case "none":
        this.element.replaceChildren();
        return;
      case "nobody": {
        const who = h("button", { type: "button", class: "button signin-open" }, [icon(PERSON), h("span", {}, [texts.t("signin-who")])]);
        who.addEventListener("click", () => {
          this.actions.signIn();
        });
        const parts: (Node | string)[] = [who];
        if (!state.guests) parts.push(h("p", { class: "signin-guests-refused" }, [texts.t("signin-no-guests")]));
        this.element.replaceChildren(...parts);
        return;
      }
      case "signed-in":
        this.element.replaceChildren(...this.signedInParts(state.child, state.assignments, texts));
        return;
    }
  }

  private signedInParts(child: Child, assignments: readonly Assignment[], texts: Texts): Node[] {
    const out = h("button", { type: "button", class: "button signin-out" }, [texts.t("signin-sign-out")]);
    out.addEventListener("click", () => {
      this.actions.signOut();
    });
    const progress = h("button", { type: "button", class: "button signin-progress" }, [icon(STAR), h("span", {}, [texts.t("signin-progress")])]);
    progress.addEventListener("click", () => {
      this.actions.progress();
    });
    const who = h("div", { class: "signin-who-row" }, [
      h("p", { class: "signin-name" }, [icon(PERSON), h("span", {}, [child.name])]),
      progress,
      out,
    ]);
    const parts: Node[] = [who];
    if (assignments.length > 0) {
      // Work not done yet first, in the order the teacher gave it.
      const ordered = [...assignments.filter((a) => !a.done), ...assignments.filter((a) => a.done)];
      parts.push(
        h("h2", { class: "assignments-title" }, [texts.t("signin-assignments")]),
        h("ul", { class: "assignments" }, ordered.map((assignment) => h("li", {}, [this.assignment(assignment, texts)]))),
      );
    }
    return parts;
  }

  private assignment(assignment: Assignment, texts: Texts): HTMLElement {
    const game = texts.t(`${assignment.game}-title`);
    const what = describe(assignment, texts);
    const how = assignment.done
      ? texts.t("signin-assignment-done")
      : texts.t("signin-assignment-progress", { progress: assignment.progress, target: assignment.target });
    const label = [h("span", { class: "assignment-game" }, [game]), h("span", { class: "assignment-what" }, [what])];
    const status = h("span", { class: "assignment-status" }, assignment.done ? [icon(STAR), how] : [how]);
    const startable = !assignment.done && this.actions.startable(assignment);
    const element = startable
      ? h("button", { type: "button", class: "assignment", "data-assignment": assignment.id, "data-kind": assignment.task.kind }, [...label, status])
      : h("div", { class: "assignment", "data-assignment": assignment.id, "data-kind": assignment.task.kind }, [...label, status]);
    if (assignment.done) element.classList.add("done");
    if (startable) {
      element.addEventListener("click", () => {
        this.actions.start(assignment);
      });
    }
    return element;
  }
}

/** What an assignment asks for, in words. */
export function describe(assignment: Assignment, texts: Texts): string {
  const task = assignment.task;
  switch (task.kind) {
    case "lessons":
      return texts.t("signin-assignment-lessons", { from: task.from, to: task.to });
    case "puzzles":
      return texts.t("signin-assignment-puzzles", { count: task.count });
    case "chapter":
      return texts.t("signin-assignment-chapter");
    case "beat-tux":
      return texts.t("signin-assignment-beat-tux", { level: task.level });
    case "classmate":
      return texts.t("signin-assignment-classmate");
  }
}
