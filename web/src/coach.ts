// Puzzles and counting drills in the page: the Puzzles and Counting buttons on each game's
// card and the Puzzles button in a game's bar, the screen open, and the server's lines for it.
// The screens ask the server for everything (`view/puzzle-screen.ts`, `view/drill-screen.ts`).

import type { Texts } from "./i18n";
import type { Link } from "./link";
import { isGame, type GameId } from "./words";
import { h, icon, text } from "./view/dom";
import { DrillScreen } from "./view/drill-screen";
import { PuzzleScreen } from "./view/puzzle-screen";

/** A puzzle piece, for the buttons. */
const PUZZLE_ICON =
  "M10 3a2 2 0 0 1 4 0v1h4a1 1 0 0 1 1 1v4h-1a2 2 0 0 0 0 4h1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 0 0-4 0v1H6a1 1 0 0 1-1-1v-4h1a2 2 0 0 0 0-4H5V5a1 1 0 0 1 1-1h4V3Z";

export interface CoachHost {
  link(): Link;
  texts(): Texts;
  /** Puts a screen in the page's place. */
  show(element: HTMLElement): void;
  /** Back to the home screen. */
  home(): void;
  /** Leaves the room the page sits in, if any. */
  leave(): Promise<void>;
}

export class Coach {
  private screen: PuzzleScreen | DrillScreen | null = null;

  constructor(private readonly host: CoachHost) {}

  get isOpen(): boolean {
    return this.screen !== null;
  }

  /** The screen was replaced by another (home, a game). */
  closed(): void {
    this.screen = null;
  }

  async openPuzzles(game: GameId): Promise<void> {
    await this.host.leave();
    const screen = new PuzzleScreen(game, () => this.host.link(), this.host.texts(), { home: () => {
      this.host.home();
    } });
    this.open(screen);
    await screen.start();
  }

  async openDrills(game: GameId): Promise<void> {
    await this.host.leave();
    const screen = new DrillScreen(game, () => this.host.link(), this.host.texts(), { home: () => {
      this.host.home();
    } });
    this.open(screen);
    await screen.start();
  }

  private open(screen: PuzzleScreen | DrillScreen): void {
    this.host.show(screen.element);
    this.screen = screen;
    screen.render(this.host.texts());
  }

  /** A pushed event; true when it was the open screen's. */
  event(name: string, words: string[]): boolean {
    return this.screen?.event(name, words) ?? false;
  }

  render(texts: Texts): void {
    this.screen?.render(texts);
  }

  /** Any key hurries a replay. */
  key(): void {
    this.screen?.hurry();
  }

  /** The Puzzles and Counting buttons beside each game's card of the home screen. */
  decorateHome(home: HTMLElement | undefined, texts: Texts): void {
    if (!home) return;
    for (const card of Array.from(home.querySelectorAll<HTMLElement>(".card[data-game]"))) {
      const game = card.dataset.game;
      const item = card.parentElement;
      if (!isGame(game) || !item) continue;
      let extras = item.querySelector<HTMLElement>(".card-coach");
      if (!extras) {
        const puzzles = this.button("card-puzzles", () => void this.openPuzzles(game));
        const drills = this.button("card-drills", () => void this.openDrills(game));
        extras = h("div", { class: "card-coach" }, [puzzles, drills]);
        item.append(extras);
      }
      const [puzzles, drills] = Array.from(extras.querySelectorAll<HTMLElement>(".label"));
      const title = texts.t(`${game}-title`);
      if (puzzles) text(puzzles, texts.t("coach-label-puzzles"));
      if (drills) text(drills, texts.t("coach-label-drills"));
      extras.querySelector(".card-puzzles")?.setAttribute("aria-label", texts.t("coach-label-title", { game: title }));
      extras.querySelector(".card-drills")?.setAttribute("aria-label", texts.t("coach-label-drills-title", { game: title }));
    }
  }

  /** The Puzzles button in a game's bar: the room is left, and the game's puzzles open. */
  decorateBar(screen: HTMLElement | undefined, game: GameId | undefined, texts: Texts): void {
    const bar = screen?.querySelector<HTMLElement>(".bar");
    if (!bar || !game) return;
    let puzzles = bar.querySelector<HTMLElement>(".bar-button.puzzles");
    if (!puzzles) {
      puzzles = this.button("bar-button puzzles", () => void this.openPuzzles(game));
      bar.append(puzzles);
    }
    const label = puzzles.querySelector(".label");
    if (label) text(label, texts.t("coach-label-puzzles"));
  }

  private button(className: string, action: () => void): HTMLButtonElement {
    const element = h("button", { type: "button", class: className }, [icon(PUZZLE_ICON), h("span", { class: "label" })]);
    element.addEventListener("click", action);
    return element;
  }
}
