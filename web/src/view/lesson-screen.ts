// The lesson screen, as the desktop teaches: which lesson and its title, the task, the board
// in the lesson's position, the child's tap sent to the server as `lesson-move`, the move
// replayed from the rules' steps, the praise or the kind explanation, Try again after a
// miss, a house pointed at after the second miss, Next lesson, and the game's lessons listed
// with the ones done. Every verdict and sentence is the server's.

import type { Texts } from "../i18n";
import type { Link } from "../link";
import { owner } from "../layout";
import { Gathered } from "../coach-wire";
import {
  parseLessonHint,
  parseLessonList,
  parseLessonRetry,
  parseLessonShown,
  parseLessonVerdict,
  type LessonItem,
  type LessonShown,
} from "../lessons-wire";
import { say, type GameId, type Phrase } from "../words";
import { CoachBoard } from "./coach-board";
import { button } from "./dialog";
import { h, text } from "./dom";

/** `move`: waiting for a house; `missed`: a move missed, Try again; `solved`: done. */
type Mode = "loading" | "move" | "busy" | "missed" | "solved";

export interface LessonActions {
  home(): void;
  /** Out of the lessons into a real game of this game. */
  play(game: GameId): void;
}

export class LessonScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "coach-title lesson-title" });
  private readonly task = h("p", { class: "coach-task lesson-task" });
  private readonly message = h("p", { class: "coach-message lesson-message", role: "status", "aria-live": "polite" });
  private readonly area = h("div", { class: "coach-area" });
  private readonly list = h("ol", { class: "lesson-list" });
  private readonly listTitle = h("h2", { class: "lesson-list-title" });
  private readonly buttons = h("div", { class: "coach-buttons" });
  private readonly retryButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly playButton: HTMLButtonElement;
  private readonly homeButton: HTMLButtonElement;
  private board: CoachBoard | null = null;
  private shown: LessonShown | null = null;
  private items: LessonItem[] = [];
  private mode: Mode = "loading";
  private gathered: Gathered | null = null;
  private taskWords: Phrase[] = [];
  private messageWords: Phrase[] = [];
  private hinted: number | null = null;
  private hasNext = false;
  /** Verdicts shown so far: a test (or a tool) reads it to know a tap was judged. */
  private judged = 0;
  private texts: Texts;

  constructor(
    private readonly game: GameId,
    private readonly link: () => Link,
    texts: Texts,
    actions: LessonActions,
  ) {
    this.texts = texts;
    this.homeButton = button("", () => {
      actions.home();
    }, "coach-home");
    this.retryButton = button("", () => void this.retry(), "lesson-retry");
    this.nextButton = button("", () => void this.open((this.shown?.number ?? 0) + 1), "lesson-next");
    this.playButton = button("", () => {
      actions.play(this.game);
    }, "lesson-play");
    this.buttons.append(this.retryButton, this.nextButton, this.playButton);
    this.element = h("section", { class: `coach lessons game-${game}`, "data-mode": "loading" }, [
      h("header", { class: "coach-header" }, [this.homeButton, this.title]),
      // The words and what to do next stand above the board, so that a phone shows them
      // on its first screen beside the board's top even when the board is turned and tall.
      this.task,
      this.message,
      this.buttons,
      this.area,
      h("nav", { class: "lesson-nav" }, [this.listTitle, this.list]),
    ]);
  }

  /** A pushed event; true when it belongs to the answer awaited here. */
  event(name: string, words: string[]): boolean {
    return this.gathered?.take(name, words) ?? false;
  }

  /** Asks for the list, then opens the first lesson not done (the first when all are). */
  async start(): Promise<void> {
    await this.askList();
    const next = this.items.findIndex((item) => !item.done);
    await this.open(next < 0 ? 1 : next + 1);
  }

  private async askList(): Promise<void> {
    const reply = await this.link().request(`lessons ${this.game}`);
    const list = reply.ok ? parseLessonList(reply.words) : null;
    if (list) this.items = list.items;
  }

  /** Lesson `number` (from 1) on the board. */
  async open(number: number): Promise<void> {
    if (this.mode === "busy") return;
    this.mode = "busy";
    this.gathered = new Gathered(this.board?.layout ?? { housesPerSide: 6, stores: "aside" });
    const reply = await this.link().request(`lesson-open ${this.game} ${number}`);
    const gathered = this.gathered;
    this.gathered = null;
    const shown = reply.ok ? parseLessonShown(reply.words) : null;
    if (!shown) {
      this.mode = this.shown ? "move" : "loading";
      this.render(this.texts);
      return;
    }
    this.shown = shown;
    gathered.layout = shown.layout;
    this.taskWords = gathered.phrases("task");
    this.messageWords = [];
    this.hinted = null;
    this.hasNext = shown.number < shown.count;
    if (this.board?.layout.housesPerSide !== shown.layout.housesPerSide || this.board.layout.stores !== shown.layout.stores) {
      this.board = new CoachBoard(shown.layout, shown.position, (house) => void this.play(house), () => {
        this.render(this.texts);
      });
      this.area.replaceChildren(this.board.element);
    }
    this.board.show(shown.position);
    this.mode = "move";
    this.render(this.texts);
    this.title.focus();
  }

  private async play(house: number): Promise<void> {
    const shown = this.shown;
    const board = this.board;
    if (!shown || !board || this.mode !== "move" || board.replaying) return;
    if (owner(shown.layout, house) !== board.position.toMove) return;
    this.mode = "busy";
    this.gathered = new Gathered(shown.layout);
    const letter = board.view.houseButton(house)?.dataset.house ?? "";
    const reply = await this.link().request(`lesson-move ${letter}`);
    const gathered = this.gathered;
    this.gathered = null;
    const verdict = reply.ok ? parseLessonVerdict(reply.words) : null;
    if (!verdict) {
      this.mode = "move";
      this.render(this.texts);
      return;
    }
    this.hinted = null;
    this.messageWords = [];
    this.hasNext = verdict.next;
    if (verdict.judgement === "refused") {
      // Not played: the board stays, the rules' reason is said, and the hint may be due.
      this.messageWords = gathered.phrases("verdict");
      this.mode = "move";
      this.judged += 1;
      this.render(this.texts);
      if (verdict.hint) await this.hint();
      return;
    }
    this.render(this.texts);
    await board.replay(gathered.replay(), false);
    this.messageWords = gathered.phrases("verdict");
    if (verdict.judgement === "right") {
      this.mode = "solved";
      const item = this.items[shown.number - 1];
      if (item) item.done = true;
    } else {
      this.mode = "missed";
    }
    this.judged += 1;
    this.render(this.texts);
  }

  private async retry(): Promise<void> {
    const shown = this.shown;
    if (!shown || this.mode !== "missed") return;
    this.mode = "busy";
    this.gathered = new Gathered(shown.layout);
    const reply = await this.link().request("lesson-retry");
    const gathered = this.gathered;
    this.gathered = null;
    const retried = reply.ok ? parseLessonRetry(shown.layout, reply.words) : null;
    if (!retried) {
      this.mode = "missed";
      this.render(this.texts);
      return;
    }
    this.board?.show(retried.position);
    this.taskWords = gathered.phrases("task");
    this.messageWords = [];
    this.mode = "move";
    this.render(this.texts);
    if (retried.hint) await this.hint();
  }

  /** After the second miss: the server names a house that does it, and the board marks it. */
  private async hint(): Promise<void> {
    const shown = this.shown;
    if (!shown) return;
    this.gathered = new Gathered(shown.layout);
    const reply = await this.link().request("lesson-hint");
    const gathered = this.gathered;
    this.gathered = null;
    const hint = reply.ok ? parseLessonHint(shown.layout, reply.words) : null;
    if (!hint) return;
    this.hinted = hint.house;
    this.messageWords = [...this.messageWords, ...gathered.phrases("hint")];
    this.render(this.texts);
  }

  /** A key hurries a replay. */
  hurry(): void {
    this.board?.hurry();
  }

  render(texts: Texts): void {
    this.texts = texts;
    const shown = this.shown;
    this.element.dataset.mode = this.mode;
    this.element.dataset.lesson = String(shown?.number ?? 0);
    this.element.dataset.judged = String(this.judged);
    this.element.dataset.hinted = this.hinted === null ? "" : String(this.hinted);
    const item = shown ? this.items[shown.number - 1] : undefined;
    const heading = shown ? texts.t("lessons-counter", { level: shown.number, max: shown.count }) : texts.t("lessons-open");
    text(this.title, item ? `${heading} · ${texts.t(item.title)}` : heading);
    this.title.tabIndex = -1;
    text(this.homeButton, texts.t("bar-home"));
    text(this.retryButton, texts.t("lessons-retry"));
    text(this.nextButton, texts.t("lessons-next"));
    text(this.playButton, texts.t("lessons-play"));
    text(this.listTitle, texts.t("lessons-card", {
      game: texts.t(`${this.game}-title`),
      count: this.items.filter((candidate) => candidate.done).length,
      max: this.items.length,
    }));
    // The task stays above a miss's explanation, so that the child reads what was asked
    // beside why the house did not do it; once solved, the praise stands alone.
    text(this.task, this.mode === "solved" ? "" : say(texts, this.taskWords));
    text(this.message, say(texts, this.messageWords));
    const replaying = this.board?.replaying ?? false;
    this.retryButton.hidden = this.mode !== "missed" || replaying;
    this.nextButton.hidden = this.mode !== "solved" || !this.hasNext || replaying;
    this.playButton.hidden = replaying;
    this.renderList(texts);
    const board = this.board;
    if (board && shown) {
      const toMove = board.position.toMove;
      board.draw(texts, {
        // A lesson about which houses may be played leaves them unlit until the hint.
        tappable: (house) => this.mode === "move" && owner(board.layout, house) === toMove && (shown.glow || this.hinted === house),
        chosen: new Set(),
        hinted: this.hinted,
        asked: null,
      });
    }
  }

  private renderList(texts: Texts): void {
    if (this.list.children.length !== this.items.length) {
      this.list.replaceChildren(
        ...this.items.map((_, index) => {
          const choice = button("", () => void this.open(index + 1), "lesson-choice");
          return h("li", {}, [choice]);
        }),
      );
    }
    this.items.forEach((item, index) => {
      const choice = this.list.children[index]?.querySelector("button");
      if (!choice) return;
      const args = { number: index + 1, title: texts.t(item.title) };
      text(choice, texts.t(item.done ? "lessons-item-done" : "lessons-item", args));
      choice.classList.toggle("done", item.done);
      choice.setAttribute("aria-current", String(this.shown?.number === index + 1));
    });
  }
}
