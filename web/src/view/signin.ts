// "Who are you?": a child of the class signs in by tapping their group, then their name, then
// their three pictures in order, with big targets and few words. Wrong pictures get a gentle
// word and the pictures are cleared; after several misses the server pauses that child's
// sign-in, and the screen says so kindly and waits. When the teacher ended the child's
// session while they played, the screen opens with a kind word saying so. The screen asks the
// server through its host and knows nothing of the protocol.

import type { Texts } from "../i18n";
import { PICTURE_COUNT, PICTURES_IN_A_CODE, type Named, type SessionEnd, type SignInResult } from "../signin";
import { h, icon, ICONS, text } from "./dom";
import { picture, pictureName } from "./signin-pictures";

export interface SignInHost {
  /** A group's children; `null` when the server could not say. */
  group(id: number): Promise<Named[] | null>;
  signIn(pupil: number, pictures: readonly number[]): Promise<SignInResult>;
  /** Back to the home screen, nobody signed in. */
  cancel(): void;
}

type Step = { kind: "groups" } | { kind: "names"; group: Named; children: Named[] } | { kind: "pictures"; group: Named | null; child: Named };

/** Why the pictures are cleared, for the word under them. */
type Word =
  | { kind: "none" }
  | { kind: "wrong" }
  | { kind: "paused"; seconds: number }
  | { kind: "unreachable" }
  | { kind: "ended"; why: SessionEnd };

const ENDED_WORDS: Record<SessionEnd, string> = {
  everyone: "signin-ended-everyone",
  "new-code": "signin-ended-new-code",
  deleted: "signin-ended-deleted",
};

export class SignInScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "signin-title", tabindex: -1 });
  private readonly back = h("button", { type: "button", class: "bar-button signin-back" }, [
    icon("M15.5 4 7.5 12l8 8 1.8-1.8L11.1 12l6.2-6.2Z"),
    h("span", { class: "label" }),
  ]);
  private readonly prompt = h("p", { class: "signin-prompt" });
  private readonly body = h("div", { class: "signin-body" });
  private readonly word = h("p", { class: "signin-word", role: "status", "aria-live": "polite" });
  private step: Step = { kind: "groups" };
  private chosen: number[] = [];
  private said: Word = { kind: "none" };
  private busy = false;
  private pausedUntil = 0;
  private texts: Texts;

  constructor(
    private readonly groups: readonly Named[],
    texts: Texts,
    private readonly host: SignInHost,
    /** Why the teacher ended the session this page was signed in with, if that is why the
     *  screen opened: said until the child taps a picture. */
    ended: SessionEnd | null = null,
  ) {
    this.texts = texts;
    if (ended) this.said = { kind: "ended", why: ended };
    this.back.addEventListener("click", () => {
      this.goBack();
    });
    const home = h("button", { type: "button", class: "bar-button signin-home" }, [icon(ICONS.home), h("span", { class: "label" })]);
    home.addEventListener("click", () => {
      host.cancel();
    });
    this.element = h("section", { class: "signin" }, [
      h("header", { class: "signin-header" }, [this.back, this.title, home]),
      this.prompt,
      this.body,
      this.word,
    ]);
    const [only] = groups;
    if (groups.length === 1 && only) void this.openGroup(only);
  }

  /** Focus for the first step, once the screen is in the page. */
  focus(): void {
    this.element.querySelector<HTMLElement>(".signin-choice, .picture-choice")?.focus();
  }

  private goBack(): void {
    const step = this.step;
    if (step.kind === "pictures" && step.group) {
      void this.openGroup(step.group);
    } else if (step.kind === "names" && this.groups.length > 1) {
      this.show({ kind: "groups" });
    } else {
      this.host.cancel();
    }
  }

  private async openGroup(group: Named): Promise<void> {
    const children = await this.host.group(group.id);
    if (children === null) {
      this.say({ kind: "unreachable" });
      return;
    }
    this.show({ kind: "names", group, children });
  }

  private show(step: Step): void {
    this.step = step;
    this.chosen = [];
    if (this.said.kind !== "paused" && this.said.kind !== "ended") this.said = { kind: "none" };
    this.render(this.texts);
    this.focus();
  }

  private say(word: Word): void {
    this.said = word;
    this.render(this.texts);
  }

  private choices(items: readonly Named[], kind: string, chosen: (item: Named) => void): HTMLElement {
    return h(
      "ul",
      { class: `signin-choices ${kind}` },
      items.map((item) => {
        const choice = h("button", { type: "button", class: "signin-choice", "data-id": item.id }, [item.name]);
        choice.addEventListener("click", () => {
          chosen(item);
        });
        return h("li", {}, [choice]);
      }),
    );
  }

  private picturesStep(child: Named): HTMLElement {
    const texts = this.texts;
    const slots = h(
      "ol",
      { class: "picture-slots", "aria-label": texts.t("signin-pictures-chosen", { count: this.chosen.length }) },
      Array.from({ length: PICTURES_IN_A_CODE }, (_, index) => {
        const chosen = this.chosen[index];
        return h("li", { class: chosen === undefined ? "picture-slot" : "picture-slot filled" }, chosen === undefined ? [] : [picture(chosen)]);
      }),
    );
    const paused = this.pausedUntil > Date.now();
    const grid = h(
      "div",
      { class: "picture-grid", role: "group", "aria-label": texts.t("signin-pictures") },
      Array.from({ length: PICTURE_COUNT }, (_, index) => {
        const n = index + 1;
        const choice = h(
          "button",
          { type: "button", class: "picture-choice", "data-picture": n, "aria-label": texts.t(pictureName(n)), disabled: this.busy || paused },
          [picture(n)],
        );
        choice.addEventListener("click", () => void this.tap(child, n));
        return choice;
      }),
    );
    const clear = h("button", { type: "button", class: "button signin-clear", disabled: this.chosen.length === 0 || this.busy }, [
      texts.t("signin-clear"),
    ]);
    clear.addEventListener("click", () => {
      this.chosen = [];
      this.render(this.texts);
    });
    return h("div", { class: "signin-pictures" }, [h("p", { class: "signin-child" }, [child.name]), slots, grid, clear]);
  }

  private async tap(child: Named, n: number): Promise<void> {
    if (this.busy || this.chosen.length >= PICTURES_IN_A_CODE) return;
    this.chosen.push(n);
    if (this.said.kind === "wrong" || this.said.kind === "ended") this.said = { kind: "none" };
    if (this.chosen.length < PICTURES_IN_A_CODE) {
      this.render(this.texts);
      this.element.querySelector<HTMLElement>(`.picture-choice[data-picture="${n}"]`)?.focus();
      return;
    }
    this.busy = true;
    this.render(this.texts);
    const result = await this.host.signIn(child.id, this.chosen);
    this.busy = false;
    this.chosen = [];
    switch (result.kind) {
      case "signed-in":
        // The host takes the page elsewhere.
        return;
      case "wrong":
        this.say({ kind: "wrong" });
        break;
      case "paused":
        this.pause(result.seconds);
        break;
      case "unreachable":
        this.say({ kind: "unreachable" });
        break;
    }
    this.element.querySelector<HTMLElement>(".picture-choice:not(:disabled)")?.focus();
  }

  /** The server paused this child's sign-in: the pictures wait, then come back by themselves. */
  private pause(seconds: number): void {
    this.pausedUntil = Date.now() + seconds * 1000;
    this.say({ kind: "paused", seconds });
    window.setTimeout(() => {
      if (this.said.kind === "paused") this.said = { kind: "none" };
      this.render(this.texts);
    }, seconds * 1000);
  }

  render(texts: Texts): void {
    this.texts = texts;
    text(this.title, texts.t("signin-who"));
    const backLabel = this.back.querySelector(".label");
    if (backLabel) text(backLabel, texts.t("signin-back"));
    const homeLabel = this.element.querySelector(".signin-home .label");
    if (homeLabel) text(homeLabel, texts.t("bar-home"));
    const step = this.step;
    switch (step.kind) {
      case "groups":
        text(this.prompt, texts.t("signin-tap-group"));
        this.body.replaceChildren(this.choices(this.groups, "groups", (group) => void this.openGroup(group)));
        break;
      case "names":
        text(this.prompt, texts.t("signin-tap-name"));
        this.body.replaceChildren(
          this.choices(step.children, "names", (child) => {
            this.show({ kind: "pictures", group: step.group, child });
          }),
        );
        break;
      case "pictures":
        text(this.prompt, texts.t("signin-tap-pictures"));
        this.body.replaceChildren(this.picturesStep(step.child));
        break;
    }
    const said = this.said;
    text(
      this.word,
      said.kind === "wrong"
        ? texts.t("signin-wrong")
        : said.kind === "paused"
          ? texts.t("signin-paused", { minutes: Math.max(1, Math.ceil(said.seconds / 60)) })
          : said.kind === "unreachable"
            ? texts.t("signin-unreachable")
            : said.kind === "ended"
              ? texts.t(ENDED_WORDS[said.why])
              : "",
    );
    this.word.className = `signin-word ${said.kind}`;
  }
}
