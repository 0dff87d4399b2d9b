// The work the teacher gives: a game and a kind of work (lessons from–to, puzzles, a
// strategy chapter, beating Tux at a level, a game against a classmate) for the class, a
// group or a child; then each assignment with the children who have done it, live.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import type { RosterAnswer } from "./roster";
import { assignmentWords } from "./roster-progress";

/** Each game's chapters in teaching order: key and title id (teacher/chapters.ts). */
export type Catalogue = ReadonlyMap<string, readonly { key: string; title: string }[]>;

const GAMES = ["oware", "kalah", "congkak", "togyz"] as const;
const KINDS = ["lessons", "puzzles", "chapter", "beat-tux", "classmate"] as const;

export interface AssignmentView {
  id: number;
  game: string;
  kind: string;
  args: string;
  for: "class" | "group" | "child";
  forId: number;
  at: number;
  children: { id: number; name: string; done: boolean; progress: number; target: number }[];
}

/** The form's choices, kept across the page's refreshes. */
export interface AssignmentSetup {
  game: string;
  kind: string;
  first: string;
  second: string;
  target: string;
}

export function newAssignmentSetup(): AssignmentSetup {
  return { game: "oware", kind: "lessons", first: "1", second: "4", target: "class" };
}

export interface AssignmentActions {
  give(game: string, task: string, target: string): void;
  remove(id: number): void;
  /** The form changed in a way its labels show. */
  changed(): void;
}

/** The task's words as the protocol writes them (`lessons 1 4`). */
function task(setup: AssignmentSetup): string {
  switch (setup.kind) {
    case "lessons":
      return `lessons ${setup.first} ${setup.second}`;
    case "puzzles":
      return setup.second.trim() ? `puzzles ${setup.first} ${setup.second.trim()}` : `puzzles ${setup.first}`;
    case "chapter":
      return `chapter ${setup.first.trim()}`;
    case "beat-tux":
      return `beat-tux ${setup.first}`;
    default:
      return "classmate";
  }
}

function form(
  texts: Texts,
  roster: RosterAnswer,
  setup: AssignmentSetup,
  catalogue: Catalogue,
  actions: AssignmentActions,
): HTMLElement {
  const select = (id: string, value: string, options: [string, string][], change: (value: string) => void) => {
    const element = h(
      "select",
      { id },
      options.map(([key, label]) => h("option", { value: key, selected: key === value }, [label])),
    );
    element.addEventListener("change", () => { change(element.value); });
    return element;
  };
  const game = select(
    "assignment-game",
    setup.game,
    GAMES.map((id) => [id, texts.t(`${id}-title`)]),
    (value) => {
      setup.game = value;
      // A chapter is chosen among the game's own.
      if (setup.kind === "chapter") actions.changed();
    },
  );
  const kind = select(
    "assignment-kind",
    setup.kind,
    KINDS.map((id) => [id, texts.t(`assignment-kind-${id}`)]),
    (value) => {
      setup.kind = value;
      actions.changed();
    },
  );
  const chapters = catalogue.get(setup.game) ?? [];
  let first: HTMLElement;
  if (setup.kind === "chapter" && chapters.length > 0) {
    // The game's chapters by name; the server is sent the key.
    if (!chapters.some((chapter) => chapter.key === setup.first)) setup.first = chapters[0]?.key ?? "";
    first = select(
      "assignment-first",
      setup.first,
      chapters.map((chapter): [string, string] => [chapter.key, texts.t(chapter.title)]),
      (value) => (setup.first = value),
    );
  } else {
    const input = h("input", { id: "assignment-first", value: setup.first, size: 12 });
    input.addEventListener("input", () => (setup.first = input.value));
    first = input;
  }
  const second = h("input", { id: "assignment-second", value: setup.second, size: 12 });
  second.addEventListener("input", () => (setup.second = second.value));
  const target = select(
    "assignment-for",
    setup.target,
    [
      ["class", texts.t("assignment-for-class")],
      ...roster.groups.map((group): [string, string] => [`group:${String(group.id)}`, group.name]),
      ...roster.children.map((child): [string, string] => [`child:${String(child.id)}`, child.name]),
    ],
    (value) => (setup.target = value),
  );
  const element = h("form", { class: "assignment-form tournament-setup" }, [
    h("label", { for: "assignment-game" }, [texts.t("teacher-game")]),
    game,
    h("label", { for: "assignment-kind" }, [texts.t("assignment-kind")]),
    kind,
    h("label", { for: "assignment-first" }, [texts.t(`assignment-first-${setup.kind}`)]),
    first,
    h("label", { for: "assignment-second" }, [texts.t(`assignment-second-${setup.kind}`)]),
    second,
    h("label", { for: "assignment-for" }, [texts.t("assignment-for")]),
    target,
    h("button", { type: "submit", class: "primary assignment-give" }, [texts.t("assignment-give")]),
  ]);
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    actions.give(setup.game, task(setup), setup.target);
  });
  return element;
}

/** The form and the assignments given, newest first. */
export function assignmentsSection(
  texts: Texts,
  roster: RosterAnswer,
  assignments: readonly AssignmentView[],
  setup: AssignmentSetup,
  catalogue: Catalogue,
  actions: AssignmentActions,
): HTMLElement[] {
  const titles = (key: string) => [...catalogue.values()].flat().find((chapter) => chapter.key === key)?.title;
  const list =
    assignments.length === 0
      ? h("p", { class: "empty" }, [texts.t("assignments-none")])
      : h(
          "ul",
          { class: "assignments" },
          assignments.map((assignment) => {
            const done = assignment.children.filter((child) => child.done).length;
            const remove = h("button", { type: "button", class: "assignment-remove" }, [texts.t("assignment-remove")]);
            remove.addEventListener("click", () => { actions.remove(assignment.id); });
            return h("li", { class: "assignment", "data-assignment": assignment.id }, [
              h("p", { class: "assignment-what" }, [
                assignmentWords(texts, assignment.game, assignment.kind, assignment.args, titles),
              ]),
              h("p", { class: "assignment-count" }, [
                texts.t("assignment-done-count", { done, total: assignment.children.length }),
              ]),
              h(
                "ul",
                { class: "assignment-children" },
                assignment.children.map((child) =>
                  h("li", { "data-done": child.done, class: child.done ? "done" : "" }, [
                    h("span", { class: "child-name" }, [child.name]),
                    " ",
                    child.done
                      ? texts.t("assignment-done")
                      : texts.t("assignment-progress", { progress: child.progress, target: child.target }),
                  ]),
                ),
              ),
              remove,
            ]);
          }),
        );
  return [form(texts, roster, setup, catalogue, actions), list];
}
