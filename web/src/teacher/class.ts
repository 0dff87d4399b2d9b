// The class today: each child by the name they typed, their games won, drawn and lost per
// game, per Tux level, the highest level of Tux beaten, and the lessons done of the game's.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import type { ChildView, Tally } from "./api";

const GAMES = ["oware", "kalah", "congkak", "togyz"] as const;

function tally(games: Tally | undefined): string {
  if (!games) return "–";
  return `${String(games.won)} / ${String(games.drawn)} / ${String(games.lost)}`;
}

export function classTable(texts: Texts, children: readonly ChildView[]): HTMLElement {
  if (children.length === 0) return h("p", { class: "empty" }, [texts.t("teacher-no-children")]);
  return h("table", { class: "class" }, [
    h("thead", {}, [
      h("tr", {}, [
        h("th", { scope: "col" }, [texts.t("teacher-name")]),
        ...GAMES.map((game) => h("th", { scope: "col" }, [texts.t(`${game}-title`)])),
      ]),
    ]),
    h(
      "tbody",
      {},
      children.map((child) =>
        h("tr", { "data-child": child.name }, [
          h("th", { scope: "row", class: "child-name" }, [child.name]),
          ...GAMES.map((game) => {
            const levels = child.tux.filter((entry) => entry.game === game);
            const beaten = child.beaten[game];
            const lessons = child.lessons[game];
            return h("td", { "data-game": game }, [
              h("span", { class: "tally" }, [tally(child.games[game])]),
              ...levels.map((entry) =>
                h("span", { class: "level" }, [
                  texts.t("page-label-value", {
                    label: texts.t("teacher-tux-level", { level: entry.level }),
                    value: tally(entry.games),
                  }),
                ]),
              ),
              beaten === undefined ? "" : h("span", { class: "beaten" }, [texts.t("teacher-beaten", { level: beaten })]),
              lessons === undefined
                ? ""
                : h("span", { class: "lessons" }, [
                    texts.t("teacher-lessons", { done: lessons.done, total: lessons.of }),
                  ]),
            ]);
          }),
        ]),
      ),
    ),
  ]);
}
