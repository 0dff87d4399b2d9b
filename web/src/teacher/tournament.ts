// The class tournament on the teacher's page: the game, its seeds and the children to start
// one with; then the round, the games, the rests and the live table, with Cancel and the
// table's CSV. Every name goes in as text.

import type { Texts } from "../i18n";
import { h } from "../view/dom";
import type { TournamentAnswer, TournamentView } from "./api";
import { score } from "./score";

/** Each game's seeds per house, as the rules allow them (the server checks again). */
const SEEDS: Record<string, { range: [number, number]; usual: number }> = {
  oware: { range: [4, 6], usual: 4 },
  kalah: { range: [3, 6], usual: 4 },
  congkak: { range: [5, 7], usual: 7 },
  togyz: { range: [9, 9], usual: 9 },
};

export interface TournamentActions {
  start(game: string, seeds: number, players: string[]): void;
  cancel(): void;
}

/** The choices made so far, kept across the page's refreshes. */
export interface Setup {
  game: string;
  seeds: number;
  picked: Set<string>;
}

export function newSetup(): Setup {
  return { game: "kalah", seeds: 4, picked: new Set() };
}

export function tournamentSection(
  texts: Texts,
  answer: TournamentAnswer,
  setup: Setup,
  actions: TournamentActions,
): HTMLElement[] {
  const going = answer.tournament;
  const parts: HTMLElement[] = [];
  if (going) parts.push(...view(texts, going, actions));
  if (!going || going.over) parts.push(setupForm(texts, answer.candidates, setup, actions));
  parts.push(h("p", { class: "hint" }, [texts.t("tournament-rules")]));
  return parts;
}

function setupForm(texts: Texts, candidates: readonly string[], setup: Setup, actions: TournamentActions): HTMLElement {
  const game = h(
    "select",
    { id: "tournament-game" },
    Object.keys(SEEDS).map((id) => h("option", { value: id, selected: id === setup.game }, [texts.t(`${id}-title`)])),
  );
  const range = SEEDS[setup.game]?.range ?? [4, 4];
  const seeds = h("input", {
    id: "tournament-seeds",
    type: "number",
    min: range[0],
    max: range[1],
    value: setup.seeds,
    required: true,
  });
  game.addEventListener("change", () => {
    setup.game = game.value;
    const chosen = SEEDS[game.value];
    if (chosen) {
      setup.seeds = chosen.usual;
      seeds.min = String(chosen.range[0]);
      seeds.max = String(chosen.range[1]);
      seeds.value = String(chosen.usual);
    }
  });
  seeds.addEventListener("input", () => {
    setup.seeds = Number(seeds.value);
  });
  const children =
    candidates.length === 0
      ? h("p", { class: "empty" }, [texts.t("tournament-no-candidates")])
      : h(
          "ul",
          { class: "tournament-candidates" },
          candidates.map((name) => {
            const box = h("input", { type: "checkbox", checked: setup.picked.has(name), "data-name": name });
            box.addEventListener("change", () => {
              if (box.checked) setup.picked.add(name);
              else setup.picked.delete(name);
            });
            return h("li", {}, [h("label", {}, [box, " ", h("span", { class: "child-name" }, [name])])]);
          }),
        );
  const form = h("form", { class: "tournament-setup" }, [
    h("p", { class: "hint" }, [texts.t("tournament-setup-help")]),
    h("label", { for: "tournament-game" }, [texts.t("teacher-game")]),
    game,
    h("label", { for: "tournament-seeds" }, [texts.t("tournament-seeds")]),
    seeds,
    h("fieldset", {}, [h("legend", {}, [texts.t("tournament-children")]), children]),
    h("button", { type: "submit", class: "primary start-tournament" }, [texts.t("tournament-start")]),
  ]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const players = candidates.filter((name) => setup.picked.has(name));
    actions.start(setup.game, Number(seeds.value), players);
  });
  return form;
}

function view(texts: Texts, going: TournamentView, actions: TournamentActions): HTMLElement[] {
  const title = texts.t(`${going.game}-title`);
  const round = going.over
    ? texts.t("tournament-over")
    : texts.t("tournament-round", { round: going.round, rounds: going.rounds });
  const heads = [
    "tournament-place",
    "teacher-name",
    "tournament-points",
    "tournament-played",
    "tournament-won",
    "tournament-drawn",
    "tournament-lost",
    "tournament-byes",
    "teacher-captured",
  ];
  const table = h("table", { class: "tournament-table" }, [
    h("thead", {}, [h("tr", {}, heads.map((id) => h("th", { scope: "col" }, [texts.t(id)])))]),
    h(
      "tbody",
      {},
      going.table.map((line) =>
        h("tr", { "data-child": line.name }, [
          h("td", { class: "place" }, [String(line.place)]),
          h("th", { scope: "row", class: "child-name" }, [line.name]),
          h("td", { class: "points" }, [String(line.points)]),
          h("td", { class: "played" }, [String(line.played)]),
          h("td", { class: "won" }, [String(line.won)]),
          h("td", { class: "drawn" }, [String(line.drawn)]),
          h("td", { class: "lost" }, [String(line.lost)]),
          h("td", { class: "byes" }, [String(line.byes)]),
          h("td", { class: "seeds" }, [String(line.seeds)]),
        ]),
      ),
    ),
  ]);
  const current = going.over ? [] : going.games.filter((game) => game.round === going.round);
  const rests = going.byes.filter((bye) => bye.round === going.round && !going.over);
  const games = h("ul", { class: "tournament-games" }, [
    ...current.map((game) => {
      const line = game.result
        ? game.result.winner === "draw"
          ? texts.t("teacher-drawn", { south: game.south, north: game.north, score: score(game.result.scores, "draw") })
          : texts.t("teacher-won", {
              winner: game.result.winner === "south" ? game.south : game.north,
              loser: game.result.winner === "south" ? game.north : game.south,
              score: score(game.result.scores, game.result.winner),
            })
        : texts.t("tournament-not-finished", { south: game.south, north: game.north });
      return h("li", { "data-room": game.code }, [line]);
    }),
    ...rests.map((bye) => h("li", { class: "rest" }, [texts.t("tournament-bye-of", { name: bye.name })])),
  ]);
  const csv = h("a", { class: "button", href: "/teacher/api/tournament.csv", download: "class-tournament.csv" }, [
    texts.t("tournament-csv"),
  ]);
  const buttons: HTMLElement[] = [csv];
  if (!going.over) {
    const cancel = h("button", { type: "button", class: "cancel-tournament" }, [texts.t("tournament-cancel")]);
    cancel.addEventListener("click", () => {
      actions.cancel();
    });
    buttons.push(cancel);
  }
  return [
    h("p", { class: "tournament-round" }, [`${title} · ${round}`]),
    games,
    table,
    h("div", { class: "teacher-actions" }, buttons),
  ];
}

