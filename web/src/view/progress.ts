// "My progress": a signed-in child's own progress, game by game, in pictures and stars with
// few words: Tux's levels beaten as a row of steps, lessons and puzzles as stars filled, the
// strategy chapters' stars. Every picture has its words for a screen reader.

import type { Texts } from "../i18n";
import type { Progress } from "../signin";
import { h, icon, ICONS, text } from "./dom";
import { STAR } from "./signin-home";

/** Stars shown for a count out of a whole: at most this many, each a share of the whole. */
const STARS = 5;

/** Tux's face, for his levels. */
const TUX = "M12 2C8.7 2 7 4.8 7 8c0 1.6.4 3-.6 4.6C5 14.8 4 16.4 4 18.5 4 21 6.5 22 12 22s8-1 8-3.5c0-2.1-1-3.7-2.4-5.9-1-1.6-.6-3-.6-4.6 0-3.2-1.7-6-5-6Zm-2 5a1.2 1.2 0 1 1 0 2.4A1.2 1.2 0 0 1 10 7Zm4 0a1.2 1.2 0 1 1 0 2.4A1.2 1.2 0 0 1 14 7Zm-2 3 2 1.3-2 1.2-2-1.2Zm0 4c2.2 0 3.5 1.5 3.5 3.5S14.2 20 12 20s-3.5-.5-3.5-2.5S9.8 14 12 14Z";

/** A lesson book, for lessons. */
const BOOK = "M4 4.5C6 3.5 9 3.5 11 5v15c-2-1.5-5-1.5-7-.5V4.5Zm16 0c-2-1-5-1-7 .5v15c2-1.5 5-1.5 7-.5V4.5Z";

/** A puzzle piece, for puzzles. */
const PUZZLE =
  "M10 3a2 2 0 0 1 4 0v1h4a1 1 0 0 1 1 1v4h-1a2 2 0 0 0 0 4h1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 0 0-4 0v1H6a1 1 0 0 1-1-1v-4h1a2 2 0 0 0 0-4H5V5a1 1 0 0 1 1-1h4V3Z";

/** A row of `filled` stars out of `all`, as pictures, with its words for a screen reader. */
function stars(filled: number, all: number, words: string): HTMLElement {
  return h(
    "span",
    { class: "stars", role: "img", "aria-label": words },
    Array.from({ length: all }, (_, index) => {
      const star = icon(STAR);
      star.classList.add(index < filled ? "star-on" : "star-off");
      return star;
    }),
  );
}

/** How many of `STARS` stars `done` out of `all` earns: none for nothing, all for all. */
export function starsFor(done: number, all: number): number {
  if (all <= 0 || done <= 0) return 0;
  return Math.max(1, Math.min(STARS, Math.floor((done * STARS) / all)));
}

export interface ProgressActions {
  home(): void;
}

export class ProgressScreen {
  readonly element: HTMLElement;
  private readonly title = h("h1", { class: "progress-title", tabindex: -1 });
  private readonly name = h("p", { class: "progress-name" });
  private readonly games = h("ul", { class: "progress-games" });
  private readonly homeLabel = h("span", { class: "label" });

  constructor(
    private readonly child: string,
    private readonly progress: readonly Progress[],
    actions: ProgressActions,
  ) {
    const home = h("button", { type: "button", class: "bar-button progress-home" }, [icon(ICONS.home), this.homeLabel]);
    home.addEventListener("click", () => {
      actions.home();
    });
    this.element = h("section", { class: "progress" }, [
      h("header", { class: "progress-header" }, [home, this.title]),
      this.name,
      this.games,
    ]);
  }

  focus(): void {
    this.title.focus();
  }

  render(texts: Texts): void {
    text(this.title, texts.t("signin-progress"));
    text(this.name, this.child);
    text(this.homeLabel, texts.t("bar-home"));
    if (this.progress.length === 0) {
      this.games.replaceChildren(h("li", { class: "progress-none" }, [texts.t("signin-progress-none")]));
      return;
    }
    this.games.replaceChildren(...this.progress.map((progress) => this.game(progress, texts)));
  }

  private game(progress: Progress, texts: Texts): HTMLElement {
    const title = texts.t(`${progress.game}-title`);
    const tuxWords = progress.tux > 0 ? texts.t("signin-progress-tux", { level: progress.tux }) : texts.t("signin-progress-tux-none");
    const lessonStars = starsFor(progress.lessonsDone, progress.lessonsAll);
    const lessonWords = texts.t("signin-progress-lessons", { done: progress.lessonsDone, all: progress.lessonsAll });
    const puzzleWords = texts.t("signin-progress-puzzles", { solved: progress.solved });
    const chapterWords = texts.t("signin-progress-chapters", { stars: progress.stars });
    const row = (kind: string, picture: string, shown: (Node | string)[], words: string) =>
      h("li", { class: `progress-row ${kind}` }, [
        h("span", { class: "progress-icon", role: "img", "aria-label": words }, [icon(picture)]),
        h("span", { class: "progress-shown", "aria-hidden": "true" }, shown),
      ]);
    return h("li", { class: `progress-game card-${progress.game}`, "data-game": progress.game }, [
      h("h2", { class: "progress-game-title" }, [title]),
      h("ul", { class: "progress-rows" }, [
        row("tux", TUX, [h("span", { class: "progress-number" }, [String(progress.tux)])], tuxWords),
        row("lessons", BOOK, [stars(lessonStars, STARS, lessonWords)], lessonWords),
        row("puzzles", PUZZLE, [h("span", { class: "progress-number" }, [String(progress.solved)])], puzzleWords),
        row("chapters", STAR, [h("span", { class: "progress-number" }, [String(progress.stars)])], chapterWords),
      ]),
    ]);
  }
}
