// The class's strategy chapters (`/teacher/api/chapters`): each child on the class list, and
// in each game the chapters they have started with the stars of each challenge and whether
// the chapter is done (every challenge met, as the server counts it). The same answer lists
// each game's chapters in teaching order, which the work form offers by name.

import type { Texts } from "../i18n";
import { h } from "../view/dom";

export interface ChapterView {
  key: string;
  /** The title's message id. */
  title: string;
  /** The best stars of each challenge, 0 to 3. */
  stars: number[];
  done: boolean;
}

export interface ChapterChildView {
  name: string;
  games: { game: string; chapters: ChapterView[] }[];
}

export interface ChaptersAnswer {
  children: ChapterChildView[];
}

const GAMES = ["oware", "kalah", "congkak", "togyz"] as const;

/** Each game's chapters (key and title id) in teaching order, as the answer lists them for
 *  any child; empty for a game no child's line names (no child on the list yet). */
export function chapterCatalogue(answer: ChaptersAnswer | null): Map<string, { key: string; title: string }[]> {
  const catalogue = new Map<string, { key: string; title: string }[]>();
  for (const child of answer?.children ?? []) {
    for (const game of child.games) {
      if (catalogue.has(game.game) || game.chapters.length === 0) continue;
      catalogue.set(game.game, game.chapters.map(({ key, title }) => ({ key, title })));
    }
  }
  return catalogue;
}

const sum = (stars: readonly number[]) => stars.reduce((total, each) => total + each, 0);

/** A chapter the child has started: its title, stars of each challenge, done or not. */
function chapterLine(texts: Texts, chapter: ChapterView): HTMLElement {
  const title = texts.t(chapter.title);
  const glance = chapter.stars.map((stars) => "★".repeat(stars) + "☆".repeat(3 - stars)).join(" ");
  const words = chapter.done
    ? texts.t("teacher-chapters-done", { title, stars: sum(chapter.stars), total: 3 * chapter.stars.length })
    : texts.t("teacher-chapters-stars", { title, stars: sum(chapter.stars), total: 3 * chapter.stars.length });
  return h("li", { class: chapter.done ? "chapter done" : "chapter", "data-chapter": chapter.key, "data-done": String(chapter.done) }, [
    h("span", {}, [words]),
    " ",
    h("span", { class: "chapter-glance", "aria-hidden": "true" }, [glance]),
  ]);
}

export function chaptersTable(texts: Texts, children: readonly ChapterChildView[]): HTMLElement {
  const started = children.filter((child) => child.games.some((game) => game.chapters.some((chapter) => sum(chapter.stars) > 0)));
  if (started.length === 0) return h("p", { class: "empty" }, [texts.t("teacher-chapters-none")]);
  return h("table", { class: "class chapters" }, [
    h("thead", {}, [
      h("tr", {}, [
        h("th", { scope: "col" }, [texts.t("teacher-name")]),
        ...GAMES.map((game) => h("th", { scope: "col" }, [texts.t(`${game}-title`)])),
      ]),
    ]),
    h(
      "tbody",
      {},
      started.map((child) =>
        h("tr", { "data-child": child.name }, [
          h("th", { scope: "row", class: "child-name" }, [child.name]),
          ...GAMES.map((game) => {
            const chapters = child.games.find((each) => each.game === game)?.chapters ?? [];
            const shown = chapters.filter((chapter) => sum(chapter.stars) > 0);
            const done = chapters.filter((chapter) => chapter.done).length;
            if (shown.length === 0) return h("td", { "data-game": game }, ["–"]);
            return h("td", { "data-game": game }, [
              h("span", { class: "chapters-count" }, [texts.t("teacher-chapters-count", { done, total: chapters.length })]),
              h("ul", { class: "chapter-lines" }, shown.map((chapter) => chapterLine(texts, chapter))),
            ]);
          }),
        ]),
      ),
    ),
  ]);
}
