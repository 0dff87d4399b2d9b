// The chapters of strategy in the page: the Chapters button under each game's card, and the
// chapters' screen, which the server's lines go to while it is open. The screen asks the
// server for everything (`view/chapter-screen.ts`).

import type { Texts } from "./i18n";
import type { Link } from "./link";
import type { GameId } from "./words";
import { decorateCards } from "./view/card-button";
import { ChapterScreen } from "./view/chapter-screen";

/** A star, for the Chapters button. */
const STAR_ICON = "m12 2.5 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.1l-5.9 3.4 1.4-6.6-5-4.5 6.6-.7L12 2.5Z";

export interface ChaptersHost {
  link(): Link;
  texts(): Texts;
  /** Puts a screen in the page's place. */
  show(element: HTMLElement): void;
  /** Back to the home screen. */
  home(): void;
  /** Leaves the room the page sits in, if any. */
  leave(): Promise<void>;
}

export class Chapters {
  private screen: ChapterScreen | null = null;

  constructor(private readonly host: ChaptersHost) {}

  get isOpen(): boolean {
    return this.screen !== null;
  }

  /** The screen was replaced by another (home, a game, lessons, puzzles). */
  closed(): void {
    this.screen = null;
  }

  /** The chapters of `game`, and the chapter `key` opened when one is named. */
  async open(game: GameId, key?: string): Promise<void> {
    await this.host.leave();
    const screen = new ChapterScreen(game, () => this.host.link(), this.host.texts(), {
      home: () => {
        this.host.home();
      },
    });
    this.host.show(screen.element);
    this.screen = screen;
    screen.render(this.host.texts());
    await screen.start(key);
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

  /** The Chapters button under each game's card of the home screen. */
  decorateHome(home: HTMLElement | undefined, texts: Texts): void {
    decorateCards(home, texts, {
      className: "card-chapters",
      iconPath: STAR_ICON,
      label: "chapters-open",
      open: (game) => void this.open(game),
    });
  }
}
