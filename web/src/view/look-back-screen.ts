// The look back at a finished game against Tux, as the desktop's: Tux goes over the child's
// moves on the server, and the child steps through them one by one, each replayed from the
// rules' steps on the board it was played on, then shown with the house played and the
// better one, and Tux's word on it. Every word and mark is the server's.

import type { Texts } from "../i18n";
import type { Layout } from "../layout";
import type { Link } from "../link";
import { Gathered } from "../coach-wire";
import { parseLookBack, type LookedMove } from "../lessons-wire";
import { say, type Phrase } from "../words";
import { CoachBoard } from "./coach-board";
import { button } from "./dialog";
import { h, text } from "./dom";

/** `thinking`: Tux is going over the game; `none`: no move of the child's to look at. */
type Mode = "thinking" | "busy" | "shown" | "none";

export class LookBackScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "coach-title look-back-title", tabindex: -1 });
  private readonly counter = h("p", { class: "coach-task look-back-counter" });
  private readonly message = h("p", { class: "coach-message look-back-message", role: "status", "aria-live": "polite" });
  private readonly area = h("div", { class: "coach-area" });
  private readonly previousButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly doneButton: HTMLButtonElement;
  private readonly board: CoachBoard;
  private looked: LookedMove | null = null;
  private mode: Mode = "thinking";
  private gathered: Gathered | null = null;
  private words: Phrase[] = [];
  /** Moves shown so far, for the tests. */
  private steps = 0;
  private texts: Texts;

  constructor(
    private readonly layout: Layout,
    private readonly link: () => Link,
    texts: Texts,
    done: () => void,
  ) {
    this.texts = texts;
    this.previousButton = button("", () => void this.show((this.looked?.number ?? 2) - 1), "look-back-previous");
    this.nextButton = button("", () => void this.show((this.looked?.number ?? 0) + 1), "look-back-next");
    this.doneButton = button("", done, "look-back-done");
    this.board = new CoachBoard(layout, { houses: [], stores: [0, 0], toMove: "south", tuzdyks: [null, null] }, () => undefined, () => {
      this.render(this.texts);
    });
    this.board.element.hidden = true;
    this.area.append(this.board.element);
    this.element = h("section", { class: "coach look-back", "data-mode": "thinking" }, [
      h("header", { class: "coach-header" }, [this.doneButton, this.title]),
      this.counter,
      // Tux's word and the steps stand above the board, in view on a phone's first screen.
      this.message,
      h("div", { class: "coach-buttons" }, [this.previousButton, this.nextButton]),
      this.area,
    ]);
  }

  event(name: string, words: string[]): boolean {
    return this.gathered?.take(name, words) ?? false;
  }

  async start(): Promise<void> {
    this.render(this.texts);
    this.title.focus();
    await this.show(1);
  }

  /** The child's move `number` (from 1): replayed, then shown on its board with Tux's word. */
  private async show(number: number): Promise<void> {
    if (this.mode === "busy" || number < 1) return;
    const thinking = this.looked === null;
    this.mode = thinking ? "thinking" : "busy";
    this.gathered = new Gathered(this.layout);
    const reply = await this.link().request(`look-back ${number}`);
    const gathered = this.gathered;
    this.gathered = null;
    const looked = reply.ok ? parseLookBack(this.layout, reply.words) : null;
    if (looked === "none" || (looked === null && thinking)) {
      this.mode = "none";
      this.render(this.texts);
      return;
    }
    if (looked === null) {
      this.mode = "shown";
      this.render(this.texts);
      return;
    }
    this.looked = looked;
    this.words = [];
    this.mode = "busy";
    this.board.element.hidden = false;
    this.board.show(looked.position);
    await this.board.replay(gathered.replay(), false);
    this.board.show(looked.position);
    this.words = gathered.phrases("why");
    this.mode = "shown";
    this.steps += 1;
    this.render(this.texts);
  }

  hurry(): void {
    this.board.hurry();
  }

  render(texts: Texts): void {
    this.texts = texts;
    const looked = this.looked;
    this.element.dataset.mode = this.mode;
    this.element.dataset.move = String(looked?.number ?? 0);
    this.element.dataset.steps = String(this.steps);
    text(this.title, texts.t("end-look-back"));
    text(this.doneButton, texts.t("look-back-done"));
    text(this.previousButton, texts.t("look-back-previous"));
    text(this.nextButton, texts.t("look-back-next"));
    text(this.counter, looked ? texts.t("look-back-counter", { number: looked.number, count: looked.count }) : "");
    const line =
      this.mode === "thinking"
        ? texts.t("look-back-thinking")
        : this.mode === "none"
          ? texts.t("look-back-nothing")
          : say(texts, this.words);
    text(this.message, line);
    const resting = this.mode === "shown";
    this.previousButton.hidden = !looked || looked.number <= 1;
    this.nextButton.hidden = !looked || looked.number >= looked.count;
    this.previousButton.disabled = !resting;
    this.nextButton.disabled = !resting;
    const played = resting ? looked?.played : undefined;
    this.board.draw(texts, {
      tappable: () => false,
      chosen: new Set(played === undefined ? [] : [played]),
      hinted: resting ? (looked?.better ?? null) : null,
      asked: null,
    });
  }
}
