// The class's puzzles and counting drills: each child by the name they typed, and in each
// game the puzzles tried and solved, the rating, the best streak, the results by theme and
// the drills answered right (`/teacher/api/puzzles`).

import type { Texts } from "../i18n";
import { h } from "../view/dom";

export interface PuzzleGameView {
  game: string;
  tried: number;
  solved: number;
  rating: number;
  bestStreak: number;
  themes: { theme: string; tried: number; solved: number }[];
  drills: { kind: string; tried: number; right: number; size: number }[];
}

export interface PuzzleChildView {
  name: string;
  games: PuzzleGameView[];
}

const n = (value: number) => String(value);

export function puzzlesTable(texts: Texts, children: readonly PuzzleChildView[]): HTMLElement {
  if (children.length === 0) return h("p", { class: "empty" }, [texts.t("coach-label-teacher-none")]);
  const headings = [
    "teacher-name",
    "coach-label-teacher-game",
    "coach-label-teacher-tried",
    "coach-label-teacher-solved",
    "coach-label-teacher-rating",
    "coach-label-teacher-best-streak",
    "coach-label-teacher-themes",
    "coach-label-teacher-drills",
  ];
  return h("table", { class: "class puzzles" }, [
    h("thead", {}, [h("tr", {}, headings.map((id) => h("th", { scope: "col" }, [texts.t(id)])))]),
    h(
      "tbody",
      {},
      children.flatMap((child) =>
        child.games.map((game) =>
          h("tr", { "data-child": child.name, "data-game": game.game }, [
            h("th", { scope: "row", class: "child-name" }, [child.name]),
            h("td", {}, [texts.t(`${game.game}-title`)]),
            h("td", { class: "tried" }, [n(game.tried)]),
            h("td", { class: "solved" }, [n(game.solved)]),
            h("td", { class: "rating" }, [n(game.rating)]),
            h("td", { class: "best-streak" }, [n(game.bestStreak)]),
            h(
              "td",
              { class: "themes" },
              game.themes.map((theme) =>
                h("span", { class: "theme", "data-theme": theme.theme }, [
                  texts.t("page-label-value", {
                    label: texts.t(`coach-theme-${theme.theme}`),
                    value: `${n(theme.solved)} / ${n(theme.tried)}`,
                  }),
                ]),
              ),
            ),
            h(
              "td",
              { class: "drills" },
              game.drills.map((drill) =>
                h("span", { class: "drill", "data-kind": drill.kind }, [
                  texts.t("page-label-value", {
                    label: texts.t(`coach-label-kind-${drill.kind}`),
                    value: `${n(drill.right)} / ${n(drill.tried)}`,
                  }),
                ]),
              ),
            ),
          ]),
        ),
      ),
    ),
  ]);
}
