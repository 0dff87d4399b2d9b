// The counting drills screen: "where does the last seed land?" (tap a house or the store),
// "how many seeds does this move capture?" (pick the number), "which of your houses could
// Tux capture next?" (tap them all, then check). The answer goes to the server as it is;
// the server judges it, and the move that shows the right answer is replayed.

import type { Texts } from "../i18n";
import type { Link } from "../link";
import { letter, owner } from "../layout";
import { DRILL_KINDS, Gathered, parseDrill, parseDrilled, type DrillKind, type DrillShown } from "../coach-wire";
import { say, type GameId, type Phrase } from "../words";
import { CoachBoard } from "./coach-board";
import { button } from "./dialog";
import { h, text } from "./dom";
import type { ScreenActions } from "./puzzle-screen";

type Mode = "loading" | "answer" | "busy" | "judged";

/** The largest count the number picker offers. */
const MOST = 40;

export class DrillScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "coach-title" });
  private readonly kinds = h("div", { class: "coach-kinds", role: "group" });
  private readonly task = h("p", { class: "coach-task" });
  private readonly area = h("div", { class: "coach-area" });
  private readonly message = h("p", { class: "coach-message", role: "status", "aria-live": "polite" });
  private readonly why = h("ul", { class: "coach-why" });
  private readonly answers = h("div", { class: "coach-answers" });
  private readonly count = h("output", { class: "coach-count" });
  private readonly homeButton: HTMLButtonElement;
  private readonly storeButton: HTMLButtonElement;
  private readonly lessButton: HTMLButtonElement;
  private readonly moreButton: HTMLButtonElement;
  private readonly checkButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly kindButtons = new Map<DrillKind, HTMLButtonElement>();
  private board: CoachBoard | null = null;
  private drill: DrillShown | null = null;
  private kind: DrillKind | null = null;
  private mode: Mode = "loading";
  private chosen = new Set<number>();
  private number = 0;
  private taskWords: Phrase[] = [];
  private verdictWords: Phrase[] = [];
  private whyWords: Phrase[] = [];
  private gathered: Gathered | null = null;
  private texts: Texts;

  constructor(
    private readonly game: GameId,
    private readonly link: () => Link,
    texts: Texts,
    actions: ScreenActions,
  ) {
    this.texts = texts;
    this.homeButton = button("", () => {
      actions.home();
    }, "coach-home");
    for (const kind of DRILL_KINDS) {
      const choice = button("", () => {
        this.kind = kind;
        void this.next();
      }, `coach-kind kind-${kind}`);
      this.kindButtons.set(kind, choice);
      this.kinds.append(choice);
    }
    this.storeButton = button("", () => void this.send("pit store:south"), "coach-store");
    this.lessButton = button("−", () => {
      this.number = Math.max(0, this.number - 1);
      this.render(this.texts);
    }, "coach-less");
    this.moreButton = button("+", () => {
      this.number = Math.min(MOST, this.number + 1);
      this.render(this.texts);
    }, "coach-more");
    this.checkButton = button("", () => void this.check(), "coach-check");
    this.nextButton = button("", () => void this.next(), "coach-next");
    this.answers.append(this.storeButton, this.lessButton, this.count, this.moreButton, this.checkButton, this.nextButton);
    this.element = h("section", { class: `coach drills game-${game}`, "data-mode": "loading" }, [
      h("header", { class: "coach-header" }, [this.homeButton, this.title]),
      this.kinds,
      this.task,
      this.area,
      this.message,
      this.why,
      this.answers,
    ]);
  }

  event(name: string, words: string[]): boolean {
    return this.gathered?.take(name, words) ?? false;
  }

  async start(): Promise<void> {
    await this.next();
  }

  private async next(): Promise<void> {
    if (this.mode === "busy") return;
    this.mode = "busy";
    this.gathered = new Gathered(this.board?.layout ?? { housesPerSide: 6, stores: "aside" });
    const reply = await this.link().request(`drill ${this.game}${this.kind ? ` ${this.kind}` : ""}`);
    const gathered = this.gathered;
    this.gathered = null;
    const drill = reply.ok ? parseDrill(reply.words) : null;
    this.verdictWords = [];
    this.whyWords = [];
    this.chosen = new Set();
    this.number = 0;
    if (!drill) {
      this.mode = "loading";
      this.render(this.texts);
      return;
    }
    this.drill = drill;
    this.kind = drill.kind;
    gathered.layout = drill.layout;
    this.taskWords = gathered.phrases("task");
    if (this.board?.layout.housesPerSide !== drill.layout.housesPerSide || this.board.layout.stores !== drill.layout.stores) {
      this.board = new CoachBoard(drill.layout, drill.position, (house) => {
        this.tap(house);
      }, () => {
        this.render(this.texts);
      });
      this.area.replaceChildren(this.board.element);
    }
    this.board.show(drill.position);
    this.mode = "answer";
    this.render(this.texts);
  }

  private tap(house: number): void {
    const drill = this.drill;
    if (!drill || this.mode !== "answer") return;
    if (drill.kind === "last-seed") {
      void this.send(`pit ${letter(drill.layout, house)}`);
    } else if (drill.kind === "at-risk" && owner(drill.layout, house) === "south") {
      if (this.chosen.has(house)) this.chosen.delete(house);
      else this.chosen.add(house);
      this.render(this.texts);
    }
  }

  private async check(): Promise<void> {
    const drill = this.drill;
    if (!drill || this.mode !== "answer") return;
    if (drill.kind === "captures") {
      await this.send(`count ${this.number}`);
    } else if (drill.kind === "at-risk") {
      const houses = [...this.chosen].sort((a, b) => a - b).map((house) => letter(drill.layout, house));
      await this.send(`houses ${houses.length === 0 ? "none" : houses.join(",")}`);
    }
  }

  private async send(answer: string): Promise<void> {
    const drill = this.drill;
    const board = this.board;
    if (!drill || !board || this.mode !== "answer") return;
    this.mode = "busy";
    this.gathered = new Gathered(drill.layout);
    const reply = await this.link().request(`drill-answer ${answer}`);
    const gathered = this.gathered;
    this.gathered = null;
    const judged = reply.ok ? parseDrilled(reply.words) : null;
    if (!judged) {
      this.mode = "answer";
      this.render(this.texts);
      return;
    }
    this.render(this.texts);
    await board.replay(gathered.replay(), true);
    this.verdictWords = [...gathered.phrases("verdict"), ...gathered.phrases("reward")];
    this.whyWords = gathered.phrases("why");
    this.element.dataset.right = String(judged.right);
    this.mode = "judged";
    this.render(this.texts);
  }

  hurry(): void {
    this.board?.hurry();
  }

  render(texts: Texts): void {
    this.texts = texts;
    const drill = this.drill;
    this.element.dataset.mode = this.mode;
    this.element.dataset.kind = drill?.kind ?? "";
    text(this.title, texts.t("coach-label-drills-title", { game: texts.t(`${this.game}-title`) }));
    text(this.homeButton, texts.t("bar-home"));
    for (const [kind, choice] of this.kindButtons) {
      text(choice, texts.t(`coach-label-kind-${kind}`));
      choice.setAttribute("aria-pressed", String(kind === drill?.kind));
    }
    text(this.storeButton, texts.t("coach-label-store"));
    text(this.checkButton, texts.t("coach-label-check"));
    text(this.nextButton, texts.t("coach-label-next-drill"));
    text(this.count, String(this.number));
    text(this.task, say(texts, this.taskWords));
    text(this.message, say(texts, this.verdictWords));
    this.why.replaceChildren(...this.whyWords.map((phrase) => h("li", {}, [say(texts, [phrase])])));
    const answering = this.mode === "answer";
    this.storeButton.hidden = !answering || drill?.kind !== "last-seed";
    for (const part of [this.lessButton, this.count, this.moreButton]) part.hidden = !answering || drill?.kind !== "captures";
    this.checkButton.hidden = !answering || drill?.kind === "last-seed";
    this.nextButton.hidden = this.mode !== "judged";
    const board = this.board;
    if (board && drill) {
      board.draw(texts, {
        tappable: (house) =>
          answering && (drill.kind === "last-seed" || (drill.kind === "at-risk" && owner(drill.layout, house) === "south")),
        chosen: this.chosen,
        hinted: null,
        asked: drill.house,
      });
    }
  }
}
