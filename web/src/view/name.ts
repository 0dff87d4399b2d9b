// The child's name on the home screen, for a child who has not typed one yet: the teacher
// picks the children of a class tournament by the names their pages give the server.

import type { Texts } from "../i18n";
import { isName } from "./choose";
import { h, text } from "./dom";

export class NameForm {
  readonly element: HTMLFormElement;
  private readonly input = h("input", {
    type: "text",
    id: "home-name",
    class: "home-name-input",
    maxlength: 20,
    autocomplete: "nickname",
  });
  private readonly label = h("label", { for: "home-name" });
  private readonly help = h("p", { class: "name-help" });
  private readonly problem = h("p", { class: "problem", role: "alert" });
  private readonly save = h("button", { type: "submit", class: "button save-name" });
  private texts: Texts | null = null;

  constructor(named: (name: string) => void) {
    this.element = h("form", { class: "home-name" }, [this.help, this.label, this.input, this.save, this.problem]);
    this.element.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = this.input.value.trim();
      if (!isName(typed)) {
        if (this.texts) text(this.problem, this.texts.t("classroom-bad-name"));
        this.input.focus();
        return;
      }
      text(this.problem, "");
      named(typed);
    });
  }

  /** Shown while the page has no name. */
  render(texts: Texts, shown: boolean): void {
    this.texts = texts;
    this.element.hidden = !shown;
    text(this.help, texts.t("tournament-name-help"));
    text(this.label, texts.t("classroom-name"));
    text(this.save, texts.t("tournament-name-save"));
    if (this.problem.textContent !== "") text(this.problem, texts.t("classroom-bad-name"));
  }
}
