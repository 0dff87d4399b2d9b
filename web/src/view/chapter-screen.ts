// The chapters of strategy, as the desktop teaches them: the game's chapters listed with
// their stars and a padlock on those not open yet; a chapter's explanation, screen by screen,
// its moves replayed seed by seed; then its stages played against Tux, the goal said as the
// task, what is left, the child's tap sent as `chapter-move` and Tux's answers replayed, the
// goal met with its stars (and the seeds' shower) or missed, tried again from the start or
// from before the last move. Every verdict, count and sentence is the server's.

import type { Texts } from "../i18n";
import type { Link } from "../link";
import { owner, type Layout } from "../layout";
import {
  Heard,
  leftMessage,
  parseChapterList,
  parseChapterOpened,
  parseChapterScreen,
  parseChapterStage,
  parseChapterVerdict,
  type ChapterItem,
  type ChapterOpened,
  type ChapterStage,
} from "../chapters-wire";
import type { ReplayMove } from "../coach-wire";
import type { Position } from "../position";
import { say, type GameId, type Phrase } from "../words";
import { celebrate } from "./celebration";
import { CoachBoard } from "./coach-board";
import { button } from "./dialog";
import { h, icon, text } from "./dom";

/** A padlock, on the chapters not open yet. */
const PADLOCK_ICON =
  "M12 2a5 5 0 0 0-5 5v3H6a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V11a1 1 0 0 0-1-1h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Zm3 4a1.5 1.5 0 0 1 .8 2.8V19h-1.6v-2.2A1.5 1.5 0 0 1 12 14Z";

/** What is on screen: the list, a screen of explanation, or a stage. */
type View = "list" | "screen" | "stage";
/** `shown`: a screen of explanation at rest; `move`: waiting for the child's house. */
type Mode = "loading" | "busy" | "shown" | "move" | "met" | "missed";

export interface ChapterActions {
  home(): void;
}

export class ChapterScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "coach-title chapter-title" });
  private readonly task = h("p", { class: "coach-task chapter-task" });
  private readonly left = h("p", { class: "chapter-left" });
  private readonly message = h("p", { class: "coach-message chapter-message", role: "status", "aria-live": "polite" });
  private readonly starsLine = h("p", { class: "chapter-stars", "aria-hidden": "true" });
  private readonly area = h("div", { class: "coach-area" });
  private readonly list = h("ol", { class: "chapter-list" });
  private readonly buttons = h("div", { class: "coach-buttons" });
  private readonly homeButton: HTMLButtonElement;
  private readonly backButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly playButton: HTMLButtonElement;
  private readonly watchButton: HTMLButtonElement;
  private readonly retryButton: HTMLButtonElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly nextStageButton: HTMLButtonElement;
  private readonly listButton: HTMLButtonElement;
  private board: CoachBoard | null = null;
  private items: ChapterItem[] = [];
  private chapter: ChapterOpened | null = null;
  private view: View = "list";
  private mode: Mode = "loading";
  private number = 0;
  private count = 0;
  /** The screen's board and moves, to watch again. */
  private screenStart: Position | null = null;
  private screenMoves: ReplayMove[] = [];
  private stage: ChapterStage | null = null;
  private heard: Heard | null = null;
  private taskId: string | undefined;
  private taskWords: Phrase[] = [];
  private messageWords: Phrase[] = [];
  /** A sentence of the page's own (the chapter is locked, a house refused), by id. */
  private notice: { id: string; args?: Record<string, string | number> } | null = null;
  private movesLeft = 0;
  private played = 0;
  private stars = 0;
  private hasNext = false;
  /** Verdicts shown so far, and screens replayed: a test (or a tool) reads them. */
  private judged = 0;
  private replayed = 0;
  private refused = 0;
  private texts: Texts;

  constructor(
    private readonly game: GameId,
    private readonly link: () => Link,
    texts: Texts,
    actions: ChapterActions,
  ) {
    this.texts = texts;
    this.homeButton = button("", () => {
      actions.home();
    }, "coach-home");
    this.backButton = button("", () => void this.back(), "chapter-back");
    this.nextButton = button("", () => void this.showScreen(this.number + 1), "chapter-next");
    this.playButton = button("", () => void this.showStage(1), "chapter-play");
    this.watchButton = button("", () => void this.watchAgain(), "chapter-watch");
    this.retryButton = button("", () => void this.retry("start"), "chapter-retry");
    this.undoButton = button("", () => void this.retry("last"), "chapter-undo");
    this.nextStageButton = button("", () => void this.showStage(this.number + 1), "chapter-next-stage");
    this.listButton = button("", () => void this.showList(), "chapter-to-list");
    this.buttons.append(
      this.backButton,
      this.watchButton,
      this.nextButton,
      this.playButton,
      this.undoButton,
      this.retryButton,
      this.nextStageButton,
      this.listButton,
    );
    this.element = h("section", { class: `coach chapters game-${game}`, "data-view": "list", "data-mode": "loading" }, [
      h("header", { class: "coach-header" }, [this.homeButton, this.title]),
      // The words and what to do next stand above the board, as in the lessons, so that a
      // phone shows them on its first screen.
      this.task,
      this.left,
      this.message,
      this.starsLine,
      this.buttons,
      this.area,
      h("nav", { class: "chapter-nav" }, [this.list]),
    ]);
  }

  /** A pushed event; true when it belongs to the answer awaited here. */
  event(name: string, words: string[]): boolean {
    return this.heard?.take(name, words) ?? false;
  }

  /** The list, then the chapter `key` when one is named (the teacher's assignment). */
  async start(key?: string): Promise<void> {
    await this.showList();
    const index = this.items.findIndex((item) => item.key === key);
    if (index >= 0) await this.open(index);
  }

  /** A request, with the lines the server says before its answer. */
  private async ask(line: string): Promise<{ ok: boolean; words: string[]; heard: Heard }> {
    const heard = new Heard();
    this.heard = heard;
    const reply = await this.link().request(line);
    this.heard = null;
    return { ok: reply.ok, words: reply.ok ? reply.words : [], heard };
  }

  /** The game's chapters, with their stars and padlocks. */
  private async showList(): Promise<void> {
    if (this.mode === "busy") return;
    this.mode = "busy";
    const reply = await this.ask(`chapters ${this.game}`);
    const list = reply.ok ? parseChapterList(reply.words) : null;
    if (list) this.items = list.items;
    this.view = "list";
    this.mode = "shown";
    this.chapter = null;
    this.clearWords();
    this.render(this.texts);
    this.title.focus();
  }

  /** Opens a chapter: its first screen, or its first stage when it has no screen. */
  private async open(index: number): Promise<void> {
    const item = this.items[index];
    if (!item || this.mode === "busy") return;
    this.mode = "busy";
    const reply = await this.ask(`chapter-open ${item.key}`);
    const opened = reply.ok ? parseChapterOpened(reply.words) : null;
    this.mode = "shown";
    if (!opened) {
      // Refused: locked until the one before is finished (the server keeps that rule).
      this.refused += 1;
      this.clearWords();
      this.notice = item.open
        ? { id: "coach-label-chapters-not-now" }
        : { id: "chapters-item-locked", args: { number: index + 1, title: this.texts.t(item.title) } };
      this.render(this.texts);
      return;
    }
    this.chapter = opened;
    if (opened.screens > 0) await this.showScreen(1);
    else await this.showStage(1);
  }

  private clearWords(): void {
    this.taskWords = [];
    this.taskId = undefined;
    this.messageWords = [];
    this.notice = null;
  }

  /** The board for `layout`, made anew only when the board's shape changes. */
  private boardFor(layout: Layout, position: Position): CoachBoard {
    const board = this.board;
    if (board?.layout.housesPerSide === layout.housesPerSide && board.layout.stores === layout.stores) return board;
    const made = new CoachBoard(layout, position, (house) => void this.play(house), () => {
      this.render(this.texts);
    });
    this.area.replaceChildren(made.element);
    this.board = made;
    return made;
  }

  /** Screen `number` of the chapter's explanation: its words, its board, its moves replayed. */
  private async showScreen(number: number): Promise<void> {
    if (this.mode === "busy" || !this.chapter) return;
    this.mode = "busy";
    const reply = await this.ask(`chapter-screen ${String(number)}`);
    const shown = reply.ok ? parseChapterScreen(reply.words) : null;
    if (!shown) {
      this.mode = "shown";
      this.render(this.texts);
      return;
    }
    this.view = "screen";
    this.number = shown.number;
    this.count = shown.count;
    this.clearWords();
    this.messageWords = reply.heard.phrases(shown.layout, "why");
    this.screenStart = shown.position;
    this.screenMoves = reply.heard.read(shown.layout).replay();
    const board = this.boardFor(shown.layout, shown.position);
    board.show(shown.position);
    this.render(this.texts);
    this.title.focus();
    await this.replayScreen(board);
  }

  private async replayScreen(board: CoachBoard): Promise<void> {
    this.mode = "busy";
    this.render(this.texts);
    await board.replay(this.screenMoves, false);
    this.mode = "shown";
    this.replayed += 1;
    this.render(this.texts);
  }

  private async watchAgain(): Promise<void> {
    const board = this.board;
    if (this.view !== "screen" || this.mode !== "shown" || !board || !this.screenStart) return;
    board.show(this.screenStart);
    await this.replayScreen(board);
  }

  /** Back: a screen before, or the list from the first screen. */
  private async back(): Promise<void> {
    if (this.view === "screen" && this.number > 1) await this.showScreen(this.number - 1);
    else await this.showList();
  }

  /** Stage `number` of the chapter, from its start. */
  private async showStage(number: number): Promise<void> {
    if (this.mode === "busy" || !this.chapter) return;
    this.mode = "busy";
    const reply = await this.ask(`chapter-stage ${String(number)}`);
    const stage = reply.ok ? parseChapterStage(reply.words) : null;
    if (!stage) {
      this.mode = this.view === "stage" ? "move" : "shown";
      this.render(this.texts);
      return;
    }
    this.view = "stage";
    this.number = stage.number;
    this.count = stage.count;
    this.played = 0;
    this.stars = 0;
    this.hasNext = stage.number < stage.count;
    this.setStage(stage, reply.heard);
    this.title.focus();
  }

  /** A stage's board at rest, the child to move (from `chapter-stage` or `chapter-retry`). */
  private setStage(stage: ChapterStage, heard: Heard): void {
    this.stage = stage;
    this.clearWords();
    this.taskWords = heard.phrases(stage.layout, "task");
    this.taskId = this.taskWords[0]?.id;
    this.movesLeft = stage.left;
    this.boardFor(stage.layout, stage.position).show(stage.position);
    this.mode = "move";
    this.render(this.texts);
  }

  private async play(house: number): Promise<void> {
    const stage = this.stage;
    const board = this.board;
    if (this.view !== "stage" || !stage || !board || this.mode !== "move" || board.replaying) return;
    if (owner(stage.layout, house) !== stage.solver || board.position.toMove !== stage.solver) return;
    this.mode = "busy";
    const letter = board.view.houseButton(house)?.dataset.house ?? "";
    const reply = await this.ask(`chapter-move ${letter}`);
    const verdict = reply.ok ? parseChapterVerdict(reply.words) : null;
    if (!verdict) {
      // Not played (an empty house, say): the board stays, and the child chooses again.
      this.refused += 1;
      this.messageWords = reply.heard.phrases(stage.layout, "verdict");
      this.notice = this.messageWords.length > 0 ? null : { id: "coach-label-chapters-house-refused" };
      this.mode = "move";
      this.render(this.texts);
      return;
    }
    this.messageWords = [];
    this.notice = null;
    this.render(this.texts);
    // The child's move, then each of Tux's answers, one after the other.
    await board.replay(reply.heard.read(stage.layout).replay(), false);
    this.messageWords = reply.heard.phrases(stage.layout, "verdict");
    this.movesLeft = verdict.left;
    this.played = verdict.moves;
    this.hasNext = verdict.next;
    this.stars = verdict.stars;
    this.mode = verdict.status === "going" ? "move" : verdict.status;
    if (verdict.status === "met") {
      const item = this.items.find((candidate) => candidate.key === this.chapter?.key);
      if (item) item.stars[stage.number - 1] = Math.max(item.stars[stage.number - 1] ?? 0, verdict.stars);
      celebrate(this.element);
    }
    this.judged += 1;
    this.render(this.texts);
  }

  /** The stage again from its start, or from before the child's last move. */
  private async retry(from: "start" | "last"): Promise<void> {
    if (this.view !== "stage" || this.mode === "busy" || this.board?.replaying) return;
    const before = this.mode;
    this.mode = "busy";
    const reply = await this.ask(`chapter-retry ${from}`);
    const stage = reply.ok ? parseChapterStage(reply.words) : null;
    if (!stage) {
      this.mode = before;
      this.render(this.texts);
      return;
    }
    this.played = from === "start" ? 0 : Math.max(0, this.played - 1);
    this.stars = 0;
    this.setStage(stage, reply.heard);
  }

  /** A key hurries a replay. */
  hurry(): void {
    this.board?.hurry();
  }

  render(texts: Texts): void {
    this.texts = texts;
    const chapterTitle = this.chapterTitle(texts);
    const inList = this.view === "list";
    this.element.dataset.view = this.view;
    this.element.dataset.mode = this.mode;
    this.element.dataset.chapter = this.chapter?.key ?? "";
    this.element.dataset.number = String(this.number);
    this.element.dataset.judged = String(this.judged);
    this.element.dataset.replayed = String(this.replayed);
    this.element.dataset.refused = String(this.refused);
    this.element.dataset.stars = String(this.stars);
    this.element.dataset.played = String(this.played);
    this.title.tabIndex = -1;
    const args = { title: chapterTitle, number: this.number, total: this.count };
    text(
      this.title,
      inList
        ? texts.t("chapters-list-title", { game: texts.t(`${this.game}-title`) })
        : this.view === "screen"
          ? texts.t("chapters-screen-heading", args)
          : texts.t("chapters-stage-heading", args),
    );
    text(this.homeButton, texts.t("bar-home"));
    text(this.backButton, texts.t("chapters-back"));
    text(this.nextButton, texts.t("chapters-next"));
    text(this.playButton, texts.t("chapters-to-play"));
    text(this.watchButton, texts.t("coach-label-chapters-watch"));
    text(this.retryButton, texts.t("chapters-try-again"));
    text(this.undoButton, texts.t("chapters-from-last-move"));
    text(this.nextStageButton, texts.t("coach-label-chapters-next-stage"));
    text(this.listButton, texts.t("coach-label-chapters-list"));
    const stage = this.view === "stage";
    const decided = this.mode === "met" || this.mode === "missed";
    // While the stage is open the goal stays in view; once met, the praise stands alone.
    text(this.task, stage && this.mode !== "met" ? say(texts, this.taskWords) : "");
    // What is left, before the first move: after one, the server's verdict says it.
    const fresh = this.messageWords.length === 0 && this.notice === null;
    text(
      this.left,
      stage && !decided && this.mode !== "loading" && fresh ? texts.t(leftMessage(this.taskId), { count: this.movesLeft }) : "",
    );
    const notice = this.notice ? texts.t(this.notice.id, this.notice.args) : "";
    text(this.message, [say(texts, this.messageWords), notice].filter((part) => part !== "").join(" "));
    text(this.starsLine, stage && this.mode === "met" ? "★".repeat(this.stars) + "☆".repeat(3 - this.stars) : "");
    const replaying = this.board?.replaying ?? false;
    const screen = this.view === "screen";
    const lastScreen = this.number >= this.count;
    this.backButton.hidden = !screen;
    this.watchButton.hidden = !screen || this.mode !== "shown";
    this.nextButton.hidden = !screen || lastScreen;
    this.playButton.hidden = !screen || !lastScreen;
    this.undoButton.hidden = !stage || replaying || this.played === 0 || this.mode === "met" || this.mode === "busy";
    this.retryButton.hidden =
      !stage || replaying || this.mode === "busy" || (this.mode === "move" && this.played === 0) || (this.mode === "met" && this.stars >= 3);
    this.nextStageButton.hidden = !stage || this.mode !== "met" || !this.hasNext || replaying;
    this.listButton.hidden = inList || replaying;
    this.area.hidden = inList;
    this.list.parentElement?.toggleAttribute("hidden", !inList);
    this.renderList(texts);
    const board = this.board;
    if (board && !inList) {
      const solver = this.stage?.solver;
      board.draw(texts, {
        tappable: (house) =>
          stage && this.mode === "move" && solver !== undefined && board.position.toMove === solver && owner(board.layout, house) === solver,
        chosen: new Set(),
        hinted: null,
        asked: null,
      });
    }
  }

  private chapterTitle(texts: Texts): string {
    const item = this.items.find((candidate) => candidate.key === this.chapter?.key);
    return item ? texts.t(item.title) : "";
  }

  private renderList(texts: Texts): void {
    if (this.list.children.length !== this.items.length) {
      this.list.replaceChildren(
        ...this.items.map((_, index) => {
          const choice = button("", () => void this.open(index), "chapter-choice");
          return h("li", {}, [choice]);
        }),
      );
    }
    this.items.forEach((item, index) => {
      const choice = this.list.children[index]?.querySelector("button");
      if (!choice) return;
      const title = texts.t(item.title);
      const earned = item.stars.reduce((sum, stars) => sum + stars, 0);
      const name = h("span", { class: "chapter-name" }, [texts.t("chapters-item", { number: index + 1, title })]);
      // A row of three seeds' stars for each stage: a glance; the label says it in words.
      const stars = h(
        "span",
        { class: "chapter-stage-stars", "aria-hidden": "true" },
        item.stars.map((stars) => h("span", { class: "chapter-stage" }, ["★".repeat(stars) + "☆".repeat(3 - stars)])),
      );
      choice.replaceChildren(...(item.open ? [] : [icon(PADLOCK_ICON)]), name, stars);
      choice.dataset.key = item.key;
      choice.dataset.locked = String(!item.open);
      choice.dataset.stars = item.stars.join("");
      choice.setAttribute(
        "aria-label",
        item.open
          ? texts.t("chapters-item-stars", { number: index + 1, title, count: earned, total: 3 * item.stars.length })
          : texts.t("chapters-item-locked", { number: index + 1, title }),
      );
    });
  }
}
