// The class list on the teacher's page: the children by group, added one by one or from a
// CSV file, renamed, moved, deleted, given a new picture code; the settings (guests, how
// long results are kept, every strategy chapter open, sign everyone out); and the sign-in
// cards to print. A code is
// answered only when it is made (the server keeps it hashed), so the cards shown are those
// of the codes made since the page opened. Every name goes in as text.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import { picture, pictureName } from "./roster-pictures";

export interface RosterGroup {
  id: number;
  name: string;
}

export interface RosterChild {
  id: number;
  group: number;
  name: string;
  wire: string;
  /** The picture code, only in the answer that made it. */
  code?: number[];
}

export interface RosterAnswer {
  groups: RosterGroup[];
  children: RosterChild[];
  guests: boolean;
  /** Every strategy chapter open for every child, not one after another. */
  chaptersOpen?: boolean;
  retentionDays: number | null;
}

export interface RosterActions {
  add(name: string, group: string, code: string): void;
  importFile(text: string): void;
  rename(child: RosterChild): void;
  move(child: RosterChild, group: number): void;
  remove(child: RosterChild): void;
  newCode(child: RosterChild): void;
  newCards(): void;
  signEveryoneOut(): void;
  setGuests(allowed: boolean): void;
  setChaptersOpen(open: boolean): void;
  setRetention(days: number): void;
  print(): void;
}

function groupName(roster: RosterAnswer, id: number): string {
  return roster.groups.find((group) => group.id === id)?.name ?? "";
}

function addForm(texts: Texts, roster: RosterAnswer, actions: RosterActions): HTMLElement {
  const name = h("input", { id: "roster-name", required: true, maxlength: 40, autocomplete: "off" });
  const group = h("input", { id: "roster-group", required: true, maxlength: 40, list: "roster-groups" });
  const code = h("input", {
    id: "roster-code",
    inputmode: "numeric",
    pattern: "[1-9]{3}",
    maxlength: 3,
    autocomplete: "off",
  });
  const groups = h(
    "datalist",
    { id: "roster-groups" },
    roster.groups.map((each) => h("option", { value: each.name })),
  );
  const form = h("form", { class: "roster-add" }, [
    h("label", { for: "roster-name" }, [texts.t("roster-add-name")]),
    name,
    h("label", { for: "roster-group" }, [texts.t("roster-add-group")]),
    group,
    groups,
    h("label", { for: "roster-code" }, [texts.t("roster-add-code")]),
    code,
    h("button", { type: "submit", class: "primary roster-add-button" }, [texts.t("roster-add")]),
  ]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    actions.add(name.value, group.value, code.value);
  });
  return form;
}

function importForm(texts: Texts, actions: RosterActions): HTMLElement {
  const file = h("input", { id: "roster-file", type: "file", accept: ".csv,text/csv,text/plain" });
  const form = h("form", { class: "roster-import" }, [
    h("label", { for: "roster-file" }, [texts.t("roster-import-label")]),
    file,
    h("p", { class: "hint" }, [texts.t("roster-import-help")]),
    h("button", { type: "submit", class: "roster-import-button" }, [texts.t("roster-import")]),
  ]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = file.files?.[0];
    if (chosen) void chosen.text().then((text) => { actions.importFile(text); });
  });
  return form;
}

function childRow(texts: Texts, roster: RosterAnswer, child: RosterChild, actions: RosterActions): HTMLElement {
  const move = h(
    "select",
    { "aria-label": texts.t("roster-move", { name: child.name }), class: "roster-move" },
    roster.groups.map((group) => h("option", { value: group.id, selected: group.id === child.group }, [group.name])),
  );
  move.addEventListener("change", () => { actions.move(child, Number(move.value)); });
  const button = (id: string, action: () => void, extra = ""): HTMLElement => {
    const element = h("button", { type: "button", class: `roster-${id} ${extra}`.trim() }, [texts.t(`roster-${id}`)]);
    element.setAttribute("aria-label", `${texts.t(`roster-${id}`)}: ${child.name}`);
    element.addEventListener("click", action);
    return element;
  };
  return h("tr", { "data-child": child.id }, [
    h("th", { scope: "row", class: "child-name" }, [child.name]),
    h("td", {}, [move]),
    h("td", { class: "roster-buttons" }, [
      button("rename", () => { actions.rename(child); }),
      button("new-code", () => { actions.newCode(child); }),
      button("delete", () => { actions.remove(child); }, "forget"),
    ]),
  ]);
}

function settings(texts: Texts, roster: RosterAnswer, actions: RosterActions): HTMLElement {
  const guests = h("input", { id: "roster-guests", type: "checkbox", checked: roster.guests });
  guests.addEventListener("change", () => { actions.setGuests(guests.checked); });
  const chapters = h("input", { id: "roster-chapters-open", type: "checkbox", checked: roster.chaptersOpen === true });
  chapters.addEventListener("change", () => { actions.setChaptersOpen(chapters.checked); });
  const days = h("input", {
    id: "roster-retention",
    type: "number",
    min: 1,
    max: 3650,
    value: roster.retentionDays ?? 30,
  });
  days.addEventListener("change", () => {
    const value = Number(days.value);
    if (Number.isInteger(value) && value >= 1 && value <= 3650) actions.setRetention(value);
  });
  const out = h("button", { type: "button", class: "roster-sign-everyone-out" }, [texts.t("roster-sign-everyone-out")]);
  out.addEventListener("click", () => { actions.signEveryoneOut(); });
  const cards = h("button", { type: "button", class: "roster-new-cards" }, [texts.t("roster-new-cards")]);
  cards.addEventListener("click", () => { actions.newCards(); });
  return h("div", { class: "roster-settings" }, [
    h("label", { class: "roster-check" }, [guests, " ", texts.t("roster-guests")]),
    h("label", { class: "roster-check" }, [chapters, " ", texts.t("roster-chapters-open")]),
    h("label", { for: "roster-retention" }, [texts.t("roster-retention")]),
    days,
    h("div", { class: "teacher-actions" }, [cards, out]),
  ]);
}

/** The class list: the forms, the children by group, the settings. */
export function rosterSection(texts: Texts, roster: RosterAnswer, actions: RosterActions): HTMLElement[] {
  const table =
    roster.children.length === 0
      ? h("p", { class: "empty" }, [texts.t("roster-no-children")])
      : h("table", { class: "roster" }, [
          h("thead", {}, [
            h("tr", {}, [
              h("th", { scope: "col" }, [texts.t("teacher-name")]),
              h("th", { scope: "col" }, [texts.t("roster-add-group")]),
              h("th", { scope: "col" }, [texts.t("roster-actions")]),
            ]),
          ]),
          h(
            "tbody",
            {},
            [...roster.children]
              .sort((a, b) => groupName(roster, a.group).localeCompare(groupName(roster, b.group)) || a.name.localeCompare(b.name))
              .map((child) => childRow(texts, roster, child, actions)),
          ),
        ]);
  return [
    h("p", { class: "hint" }, [texts.t("roster-help")]),
    h("div", { class: "roster-forms" }, [addForm(texts, roster, actions), importForm(texts, actions)]),
    table,
    settings(texts, roster, actions),
  ];
}

/** One child's card: the name, the group, the three pictures in order. */
function card(texts: Texts, roster: RosterAnswer, child: RosterChild): HTMLElement {
  const code = child.code ?? [];
  return h("li", { class: "roster-card", "data-child": child.id }, [
    h("p", { class: "roster-card-name" }, [child.name]),
    h("p", { class: "roster-card-group" }, [groupName(roster, child.group)]),
    h(
      "ol",
      { class: "roster-card-code" },
      code.map((number) => h("li", {}, [picture(number, 72, texts.t(pictureName(number)))])),
    ),
  ]);
}

/** The cards of the codes made since the page opened, to print. */
export function cardsSection(
  texts: Texts,
  roster: RosterAnswer,
  cards: readonly RosterChild[],
  actions: RosterActions,
): HTMLElement[] {
  if (cards.length === 0) return [h("p", { class: "empty" }, [texts.t("roster-cards-none")])];
  const print = h("button", { type: "button", class: "primary roster-print" }, [texts.t("roster-cards-print")]);
  print.addEventListener("click", () => { actions.print(); });
  return [
    h("p", { class: "hint" }, [texts.t("roster-cards-help")]),
    print,
    h(
      "ul",
      { class: "roster-cards" },
      cards.map((child) => card(texts, roster, child)),
    ),
  ];
}
