// "Who plays?": the seeds per house, Tux at one of its levels, two children at this tablet,
// or a classmate on another machine; and the classmate's dialog, to start a room (its code
// shown to tell the classmate) or to join one by its code.

import type { Texts } from "../i18n";
import { button, Dialog } from "./dialog";
import { h, text } from "./dom";
import type { About } from "./home";

export type Choice =
  | { kind: "tux"; level: number; seeds: number }
  | { kind: "here"; seeds: number }
  | { kind: "classmate"; seeds: number };

export function showPlayers(
  dialog: Dialog,
  texts: Texts,
  about: About,
  chosen: (choice: Choice) => void,
): void {
  let seeds = about.seeds;
  dialog.title.textContent = texts.t("page-label-value", {
    label: texts.t(`${about.game}-title`),
    value: texts.t("players-title"),
  });
  const seedButtons: HTMLButtonElement[] = [];
  const parts: HTMLElement[] = [];
  const [low, high] = about.range;
  if (high > low) {
    for (let n = low; n <= high; n++) {
      const choice = button(String(n), () => {
        seeds = n;
        for (const other of seedButtons) other.setAttribute("aria-pressed", String(other === choice));
      }, "seeds-choice");
      choice.setAttribute("aria-label", texts.t("menu-seeds-choice", { count: n }));
      choice.setAttribute("aria-pressed", String(n === seeds));
      seedButtons.push(choice);
    }
    parts.push(h("p", { class: "dialog-label" }, [texts.t("menu-seeds")]), h("div", { class: "choices" }, seedButtons));
  }
  const done = (choice: Choice) => {
    dialog.close();
    chosen(choice);
  };
  const levels = Array.from({ length: about.levels }, (_, i) => {
    const level = i + 1;
    const levelButton = button(String(level), () => {
      done({ kind: "tux", level, seeds });
    }, "level-choice");
    levelButton.setAttribute("aria-label", `${texts.t("player-tux")}, ${texts.t("level-line", { level, max: about.levels })}`);
    return levelButton;
  });
  parts.push(
    h("p", { class: "dialog-label" }, [texts.t("bar-mode-tux")]),
    h("div", { class: "choices levels" }, levels),
    h("div", { class: "choices wide" }, [
      button(texts.t("players-here"), () => {
        done({ kind: "here", seeds });
      }, "here"),
      button(texts.t("players-classmate"), () => {
        done({ kind: "classmate", seeds });
      }, "classmate"),
    ]),
    h("div", { class: "dialog-buttons" }, [button(texts.t("dialog-close"), () => {
      dialog.close();
    })]),
  );
  dialog.body.replaceChildren(...parts);
  dialog.show(levels[0]);
}

export interface ClassmateActions {
  host(name: string): void;
  join(name: string, code: string): void;
  cancel(): void;
}

/** A name as the rooms take it: 1 to 20 letters of any alphabet, digits, `-` or `_`. */
export function isName(name: string): boolean {
  return /^[\p{L}0-9_-]{1,20}$/u.test(name);
}

export class ClassmateDialog {
  private readonly name = h("input", { type: "text", class: "name-input", maxlength: 20, autocomplete: "nickname" });
  private readonly code = h("input", { type: "text", class: "code-input", maxlength: 6, autocomplete: "off", autocapitalize: "characters" });
  private readonly problem = h("p", { class: "problem", role: "alert" });
  private readonly shownCode = h("p", { class: "room-code" });

  constructor(
    readonly dialog: Dialog,
    private readonly actions: ClassmateActions,
  ) {}

  show(texts: Texts, name: string): void {
    this.name.value = name;
    this.problem.textContent = "";
    this.dialog.title.textContent = texts.t("classroom-title");
    const nameId = "classmate-name";
    const codeId = "classmate-code";
    this.name.id = nameId;
    this.code.id = codeId;
    const checked = (then: (name: string) => void) => () => {
      const typed = this.name.value.trim();
      if (!isName(typed)) {
        this.problem.textContent = texts.t("classroom-bad-name");
        this.name.focus();
        return;
      }
      then(typed);
    };
    this.dialog.body.replaceChildren(
      h("label", { for: nameId, class: "dialog-label" }, [texts.t("classroom-name")]),
      this.name,
      button(texts.t("classroom-host"), checked((typed) => {
        this.actions.host(typed);
      }), "host"),
      h("label", { for: codeId, class: "dialog-label" }, [texts.t("classroom-type-code")]),
      this.code,
      button(texts.t("classroom-join"), checked((typed) => {
        this.actions.join(typed, this.code.value.trim().toUpperCase());
      }), "join"),
      this.problem,
      h("div", { class: "dialog-buttons" }, [button(texts.t("classroom-cancel"), () => {
        this.dialog.close();
        this.actions.cancel();
      })]),
    );
    this.dialog.show(this.name);
  }

  /** The room is made: its code to tell the classmate, while waiting for them. */
  waiting(texts: Texts, code: string): void {
    text(this.shownCode, code);
    this.dialog.body.replaceChildren(
      h("p", {}, [texts.t("classroom-code")]),
      this.shownCode,
      h("p", { role: "status" }, [texts.t("classroom-waiting")]),
      h("div", { class: "dialog-buttons" }, [button(texts.t("classroom-cancel"), () => {
        this.dialog.close();
        this.actions.cancel();
      })]),
    );
    this.dialog.show();
  }

  unreachable(texts: Texts): void {
    this.problem.textContent = texts.t("classroom-unreachable");
  }
}
