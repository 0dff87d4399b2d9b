// A button under each game's card of the home screen (Lessons, Chapters): made once for a
// card, and its words set again at every render, so that a language switch renames it.

import type { Texts } from "../i18n";
import { isGame, type GameId } from "../words";
import { h, icon, text } from "./dom";

/** Which button: its class, its icon's path, its message id, and what a tap opens. */
export interface CardButton {
  readonly className: string;
  readonly iconPath: string;
  readonly label: string;
  readonly open: (game: GameId) => void;
}

/** Adds `button` under every game's card of `home` that lacks it, and names each in `texts`. */
export function decorateCards(home: HTMLElement | undefined, texts: Texts, button: CardButton): void {
  if (!home) return;
  for (const card of Array.from(home.querySelectorAll<HTMLElement>(".card[data-game]"))) {
    const game = card.dataset.game;
    const item = card.parentElement;
    if (!isGame(game) || !item) continue;
    let shown = item.querySelector<HTMLElement>(`.${button.className}`);
    if (!shown) {
      shown = h("button", { type: "button", class: button.className }, [icon(button.iconPath), h("span", { class: "label" })]);
      shown.addEventListener("click", () => {
        button.open(game);
      });
      item.append(shown);
    }
    const label = shown.querySelector(".label");
    if (label) text(label, texts.t(button.label));
    shown.setAttribute("aria-label", `${texts.t(button.label)}: ${texts.t(`${game}-title`)}`);
  }
}
