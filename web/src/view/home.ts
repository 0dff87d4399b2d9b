// The home screen: a card for each game with its goal, a language button, and the choice of
// who plays (Tux at a level, two children at one tablet, or a classmate by a room code).

import type { Texts } from "../i18n";
import type { GameId, Numbers } from "../words";
import { h, icon, ICONS, text } from "./dom";

export interface About {
  game: GameId;
  seeds: number;
  /** The seeds per house the game may start with. */
  range: [number, number];
  levels: number;
  numbers: Numbers;
}

/**
 * From what age children usually take to each game, and how hard it is: the desktop's
 * home menu says the same (`card_hint` in src/activity/game_words.rs).
 */
const CARD_HINTS: Record<GameId, { age: number; difficulty: "easy" | "medium" | "hard" }> = {
  oware: { age: 7, difficulty: "medium" },
  kalah: { age: 6, difficulty: "easy" },
  congkak: { age: 7, difficulty: "medium" },
  togyz: { age: 9, difficulty: "hard" },
};

export interface HomeActions {
  choose(game: GameId): void;
  languages(): void;
}

export class HomeScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "suite-title" });
  private readonly subtitle = h("p", { class: "menu-choose" });
  private readonly cards = h("ul", { class: "cards" });
  private readonly languageLabel = h("span", { class: "label" });
  /** What the page has to tell before the cards (the class tournament's next game). */
  readonly notices = h("div", { class: "home-notices" });

  constructor(
    private readonly games: About[],
    private readonly actions: HomeActions,
  ) {
    const language = h("button", { type: "button", class: "bar-button language" }, [
      icon(ICONS.language),
      this.languageLabel,
    ]);
    language.addEventListener("click", () => {
      actions.languages();
    });
    this.element = h("section", { class: "home" }, [
      h("header", { class: "home-header" }, [this.title, language]),
      this.notices,
      this.subtitle,
      this.cards,
    ]);
  }

  render(texts: Texts): void {
    text(this.title, texts.t("suite-title"));
    text(this.subtitle, texts.t("menu-choose"));
    text(this.languageLabel, texts.t("bar-language"));
    this.cards.replaceChildren(
      ...this.games.map((about) => {
        const title = texts.t(`${about.game}-title`);
        const goal = texts.t(`${about.game}-goal`, about.numbers);
        const hint = CARD_HINTS[about.game];
        const card = h(
          "button",
          {
            type: "button",
            class: `card card-${about.game}`,
            "data-game": about.game,
            "aria-label": texts.t("menu-card", {
              game: title,
              goal,
              age: texts.t("menu-age", { age: hint.age }),
              difficulty: texts.t("menu-difficulty", { difficulty: hint.difficulty }),
            }),
          },
          [h("span", { class: "card-title" }, [title]), h("span", { class: "card-goal" }, [goal])],
        );
        card.addEventListener("click", () => {
          this.actions.choose(about.game);
        });
        return h("li", {}, [card]);
      }),
    );
  }
}
