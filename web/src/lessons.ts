// The guided lessons and the look back in the page: the Lessons button on each game's card,
// the lesson screen, and the look back from the end of a game against Tux; the server's lines
// go to the screen open. The screens ask the server for everything (`view/lesson-screen.ts`,
// `view/look-back-screen.ts`).

import type { Texts } from "./i18n";
import type { Layout } from "./layout";
import type { Link } from "./link";
import type { GameId } from "./words";
import { decorateCards } from "./view/card-button";
import { LessonScreen } from "./view/lesson-screen";
import { LookBackScreen } from "./view/look-back-screen";

/** An open book, for the Lessons button. */
const BOOK_ICON =
  "M12 6.5C10.3 5.2 7.9 4.5 4 4.5v13c3.9 0 6.3.7 8 2 1.7-1.3 4.1-2 8-2v-13c-3.9 0-6.3.7-8 2Zm-1 11c-1.6-.8-3.6-1.2-6-1.3V6.1c2.6.1 4.6.6 6 1.6v9.8Zm8-1.3c-2.4.1-4.4.5-6 1.3V7.7c1.4-1 3.4-1.5 6-1.6v10.1Z";

export interface LessonsHost {
  link(): Link;
  texts(): Texts;
  /** Puts a screen in the page's place. */
  show(element: HTMLElement): void;
  /** Back to the home screen. */
  home(): void;
  /** Leaves the room the page sits in, if any. */
  leave(): Promise<void>;
  /** The choice of who plays this game, as from its card. */
  play(game: GameId): void;
  /** Back from the look back to the game it looked at. */
  back(): void;
}

export class Lessons {
  private screen: LessonScreen | LookBackScreen | null = null;

  constructor(private readonly host: LessonsHost) {}

  get isOpen(): boolean {
    return this.screen !== null;
  }

  /** The screen was replaced by another (home, a game, puzzles). */
  closed(): void {
    this.screen = null;
  }

  /** The lessons of `game`, from the first not done. */
  async open(game: GameId): Promise<void> {
    await this.host.leave();
    const screen = new LessonScreen(game, () => this.host.link(), this.host.texts(), {
      home: () => {
        this.host.home();
      },
      play: (chosen) => {
        this.host.home();
        this.host.play(chosen);
      },
    });
    this.host.show(screen.element);
    this.screen = screen;
    screen.render(this.host.texts());
    await screen.start();
  }

  /** The look back at the finished game of the room the page sits in. */
  async lookBack(layout: Layout): Promise<void> {
    const screen = new LookBackScreen(layout, () => this.host.link(), this.host.texts(), () => {
      this.screen = null;
      this.host.back();
    });
    this.host.show(screen.element);
    this.screen = screen;
    await screen.start();
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

  /** The Lessons button under each game's card of the home screen. */
  decorateHome(home: HTMLElement | undefined, texts: Texts): void {
    decorateCards(home, texts, {
      className: "card-lessons",
      iconPath: BOOK_ICON,
      label: "lessons-open",
      open: (game) => void this.open(game),
    });
  }
}
