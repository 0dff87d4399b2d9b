// The puzzle screen: the task, the board in the puzzle's position, the child's tap sent to
// the server as `puzzle-move`, the moves it told replayed (the child's, then Tux's answers),
// the verdict and its explanation, Try again after a wrong move, the hint ladder, the
// child's rating and streak, and the next puzzle (of a theme, or the next of a streak).
// Every verdict, sentence and number is the server's.

import type { Texts } from "../i18n";
import type { Link } from "../link";
import { owner } from "../layout";
import {
  Gathered,
  parseClue,
  parsePuzzle,
  parseRetry,
  parseStanding,
  parseVerdict,
  type PuzzleShown,
  type Standing,
} from "../coach-wire";
import type { Preview } from "../steps";
import { say, type GameId, type Phrase } from "../words";
import { CoachBoard } from "./coach-board";
import { button } from "./dialog";
import { h, text } from "./dom";

/** The themes a child can choose in each game (the puzzles crate's ids). */
const THEMES: Record<GameId, readonly string[]> = {
  oware: ["captures", "defence", "feeding", "big-house", "ending"],
  kalah: ["captures", "defence", "extra-turn", "big-house", "ending"],
  congkak: ["captures", "defence", "extra-turn", "big-house", "ending"],
  togyz: ["captures", "defence", "tuzdyk", "big-house", "ending"],
};

type Mode = "loading" | "move" | "busy" | "wrong" | "done" | "none";

export interface ScreenActions {
  home(): void;
}

export class PuzzleScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "coach-title" });
  private readonly standingLine = h("p", { class: "coach-standing" });
  private readonly task = h("p", { class: "coach-task" });
  private readonly message = h("p", { class: "coach-message", role: "status", "aria-live": "polite" });
  private readonly why = h("ul", { class: "coach-why" });
  private readonly area = h("div", { class: "coach-area" });
  private readonly theme = h("select", { class: "coach-theme" });
  private readonly buttons = h("div", { class: "coach-buttons" });
  private readonly hintButton: HTMLButtonElement;
  private readonly retryButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;
  private readonly streakButton: HTMLButtonElement;
  private readonly homeButton: HTMLButtonElement;
  private board: CoachBoard | null = null;
  private puzzle: PuzzleShown | null = null;
  private standing: Standing | null = null;
  private mode: Mode = "loading";
  private gathered: Gathered | null = null;
  private taskWords: Phrase[] = [];
  private verdictWords: Phrase[] = [];
  private whyWords: Phrase[] = [];
  private hinted: number | null = null;
  /** The third hint's preview, drawn on the board until the move is played. */
  private previewed: Preview | null = null;
  private streak = false;
  /** Verdicts shown so far: a test (or a tool) reads it to know a tap was judged. */
  private judged = 0;
  /** Taps the server refused (an empty house…), for the same readers. */
  private refused = 0;
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
    this.hintButton = button("", () => void this.hint(), "coach-hint");
    this.retryButton = button("", () => void this.retry(), "coach-retry");
    this.nextButton = button("", () => void this.next(), "coach-next");
    this.streakButton = button("", () => {
      this.streak = true;
      void this.next();
    }, "coach-streak");
    this.theme.addEventListener("change", () => {
      this.streak = false;
      void this.next();
    });
    this.buttons.append(this.hintButton, this.retryButton, this.nextButton, this.streakButton);
    this.element = h("section", { class: `coach puzzles game-${game}`, "data-mode": "loading" }, [
      h("header", { class: "coach-header" }, [this.homeButton, this.title]),
      h("div", { class: "coach-choice" }, [this.theme, this.standingLine]),
      this.task,
      this.area,
      this.message,
      this.why,
      this.buttons,
    ]);
  }

  /** A pushed event; true when it belongs to the answer awaited here. */
  event(name: string, words: string[]): boolean {
    return this.gathered?.take(name, words) ?? false;
  }

  /** Asks for the first puzzle and the child's standing. */
  async start(): Promise<void> {
    await this.askStanding();
    await this.next();
  }

  private async askStanding(): Promise<void> {
    const reply = await this.link().request(`puzzle-rating ${this.game}`);
    this.standing = reply.ok ? parseStanding(reply.words) : this.standing;
  }

  /** A new puzzle: of the theme chosen, or the next of the streak. */
  private async next(): Promise<void> {
    if (this.mode === "busy") return;
    this.mode = "busy";
    const choice = this.streak ? " streak" : this.theme.value === "" ? "" : ` theme=${this.theme.value}`;
    this.gathered = new Gathered(this.board?.layout ?? { housesPerSide: 6, stores: "aside" });
    const reply = await this.link().request(`puzzle ${this.game}${choice}`);
    const gathered = this.gathered;
    this.gathered = null;
    const puzzle = reply.ok ? parsePuzzle(reply.words) : null;
    this.verdictWords = [];
    this.whyWords = [];
    this.hinted = null;
    this.previewed = null;
    if (!puzzle) {
      this.mode = "none";
      this.puzzle = null;
      this.taskWords = [];
      this.render(this.texts);
      return;
    }
    this.puzzle = puzzle;
    gathered.layout = puzzle.layout;
    this.taskWords = gathered.phrases("task");
    if (this.board?.layout.housesPerSide !== puzzle.layout.housesPerSide || this.board.layout.stores !== puzzle.layout.stores) {
      this.board = new CoachBoard(puzzle.layout, puzzle.position, (house) => void this.play(house), () => {
        this.render(this.texts);
      });
      this.area.replaceChildren(this.board.element);
    }
    this.board.show(puzzle.position);
    this.mode = "move";
    this.render(this.texts);
  }

  private async play(house: number): Promise<void> {
    const puzzle = this.puzzle;
    const board = this.board;
    if (!puzzle || !board || this.mode !== "move" || board.replaying) return;
    if (owner(puzzle.layout, house) !== board.position.toMove) return;
    this.mode = "busy";
    this.gathered = new Gathered(puzzle.layout);
    const letter = board.view.houseButton(house)?.dataset.house ?? "";
    const reply = await this.link().request(`puzzle-move ${letter}`);
    const gathered = this.gathered;
    this.gathered = null;
    const verdict = reply.ok ? parseVerdict(puzzle.layout, reply.words) : null;
    if (!verdict) {
      // Refused (an empty house, say): the server said why.
      this.verdictWords = gathered.phrases("verdict");
      this.whyWords = [];
      this.refused += 1;
      this.mode = "move";
      this.render(this.texts);
      return;
    }
    this.verdictWords = [];
    this.whyWords = [];
    this.hinted = null;
    this.previewed = null;
    this.render(this.texts);
    await board.replay(gathered.replay(), false);
    this.verdictWords = [...gathered.phrases("verdict"), ...gathered.phrases("reward")];
    this.whyWords = gathered.phrases("why");
    if (verdict.rated && this.standing) {
      this.standing = { ...this.standing, rating: verdict.rated.rating, streak: verdict.rated.streak };
    }
    if (verdict.done) {
      await this.askStanding();
      this.mode = "done";
    } else {
      this.mode = verdict.right ? "move" : "wrong";
    }
    if (!verdict.right && this.streak) this.streak = false;
    this.judged += 1;
    this.render(this.texts);
  }

  private async retry(): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle || this.mode !== "wrong") return;
    this.mode = "busy";
    const reply = await this.link().request("puzzle-retry");
    const position = reply.ok ? parseRetry(puzzle.layout, reply.words) : null;
    if (position) this.board?.show(position);
    this.verdictWords = [];
    this.whyWords = [];
    this.mode = position ? "move" : "wrong";
    this.render(this.texts);
  }

  private async hint(): Promise<void> {
    const puzzle = this.puzzle;
    if (!puzzle || this.mode !== "move") return;
    this.gathered = new Gathered(puzzle.layout);
    const reply = await this.link().request("puzzle-hint");
    const gathered = this.gathered;
    this.gathered = null;
    const clue = reply.ok ? parseClue(puzzle.layout, reply.words) : null;
    if (!clue) return;
    this.hinted = clue.kind === "house" ? clue.house : clue.kind === "preview" ? clue.preview.house : this.hinted;
    this.previewed = clue.kind === "preview" ? clue.preview : this.previewed;
    this.verdictWords = gathered.phrases("hint");
    this.whyWords = [];
    this.render(this.texts);
  }

  /** A key hurries a replay, as in a game. */
  hurry(): void {
    this.board?.hurry();
  }

  render(texts: Texts): void {
    this.texts = texts;
    this.element.dataset.mode = this.mode;
    this.element.dataset.puzzle = this.puzzle?.id ?? "";
    this.element.dataset.judged = String(this.judged);
    this.element.dataset.refused = String(this.refused);
    text(this.title, texts.t("coach-label-title", { game: texts.t(`${this.game}-title`) }));
    text(this.homeButton, texts.t("bar-home"));
    text(this.hintButton, texts.t("coach-label-hint"));
    text(this.retryButton, texts.t("coach-label-try-again"));
    text(this.nextButton, texts.t("coach-label-next"));
    text(this.streakButton, texts.t("coach-label-streak-start"));
    this.renderThemes(texts);
    const standing = this.standing;
    text(
      this.standingLine,
      standing
        ? [
            texts.t("coach-label-rating", { rating: String(standing.rating) }),
            texts.t("coach-label-streak", { count: standing.streak }),
            texts.t("coach-label-best-streak", { count: standing.bestStreak }),
          ].join(" · ")
        : "",
    );
    text(this.task, this.mode === "none" ? texts.t("coach-label-none-found") : say(texts, this.taskWords));
    text(this.message, say(texts, this.verdictWords));
    this.why.replaceChildren(...this.whyWords.map((phrase) => h("li", {}, [say(texts, [phrase])])));
    const replaying = this.board?.replaying ?? false;
    this.hintButton.hidden = this.mode !== "move" || this.streak;
    this.retryButton.hidden = this.mode !== "wrong" || replaying;
    this.nextButton.hidden = this.mode === "loading" || replaying;
    this.streakButton.hidden = this.streak || replaying;
    const board = this.board;
    if (board) {
      board.element.hidden = this.mode === "none";
      const toMove = board.position.toMove;
      board.draw(texts, {
        tappable: (house) => this.mode === "move" && owner(board.layout, house) === toMove,
        chosen: new Set(),
        hinted: this.hinted,
        asked: null,
        preview: this.mode === "move" ? this.previewed : null,
      });
    }
  }

  private renderThemes(texts: Texts): void {
    const wanted = ["", ...THEMES[this.game]];
    if (this.theme.options.length !== wanted.length) {
      this.theme.replaceChildren(...wanted.map((id) => h("option", { value: id })));
    }
    Array.from(this.theme.options).forEach((option, index) => {
      const id = wanted[index] ?? "";
      text(option, id === "" ? texts.t("coach-label-any") : texts.t(`coach-theme-${id}`));
    });
    this.theme.setAttribute("aria-label", texts.t("coach-label-puzzles"));
  }
}
