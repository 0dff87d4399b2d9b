// The class's progress over the weeks: every child of the class list and every game at a
// glance (Tux's highest level beaten, lessons, puzzles, chapters' stars, the last day
// something was done), and one child's page, printable: the same by game, with the
// puzzles by theme, the assignments and the history.

import type { Texts } from "../i18n";
import { h } from "../view/dom";

const GAMES = ["oware", "kalah", "congkak", "togyz"] as const;

export interface GameProgress {
  tux: number;
  tuxAt: number | null;
  games: number;
  wins: number;
  lessons: number;
  lessonsAll: number;
  rating: number;
  solved: number;
  tried: number;
  streak: number;
  stars: number;
  lastAt: number | null;
  lessonsDone?: number[];
  themes?: { theme: string; solved: number; tried: number }[];
}

export interface ChildProgress {
  id: number;
  group: number;
  name: string;
  groupName: string;
  games: Record<string, GameProgress>;
}

export interface ShownAssignment {
  id: number;
  game: string;
  kind: string;
  args: string;
  done: boolean;
  progress: number;
  target: number;
}

export type HistoryEntry =
  | {
      at: number;
      kind: "game";
      game: string;
      opponent: "tux" | "here" | "classmate";
      level: number;
      result: "won" | "lost" | "draw";
      scores: [number, number];
      with: string;
    }
  | { at: number; kind: "lesson"; game: string; lesson: number };

export interface ChildPage {
  child: ChildProgress;
  games: Record<string, GameProgress>;
  history: HistoryEntry[];
  assignments: ShownAssignment[];
}

function day(texts: Texts, at: number | null): string {
  if (at === null) return "–";
  return new Date(at).toLocaleDateString(texts.language);
}

/** A game's cell: only what the child has done. */
function cell(texts: Texts, progress: GameProgress | undefined): HTMLElement {
  if (!progress || progress.lastAt === null) return h("td", { class: "progress-none" }, ["–"]);
  const lines: string[] = [];
  if (progress.tux > 0) lines.push(texts.t("progress-tux", { level: progress.tux }));
  lines.push(texts.t("teacher-lessons", { done: progress.lessons, total: progress.lessonsAll }));
  if (progress.tried > 0)
    lines.push(texts.t("progress-puzzles", { rating: progress.rating, solved: progress.solved, tried: progress.tried }));
  if (progress.stars > 0) lines.push(texts.t("progress-stars", { stars: progress.stars }));
  lines.push(texts.t("progress-last", { date: day(texts, progress.lastAt) }));
  return h(
    "td",
    {},
    lines.map((line) => h("span", { class: "progress-line" }, [line])),
  );
}

/** Every child, every game. */
export function classProgress(
  texts: Texts,
  children: readonly ChildProgress[],
  open: (child: ChildProgress) => void,
): HTMLElement[] {
  if (children.length === 0) return [h("p", { class: "empty" }, [texts.t("roster-no-children")])];
  const csv = h("a", { class: "button", href: "/teacher/api/progress.csv", download: "class-progress.csv" }, [
    texts.t("progress-csv"),
  ]);
  return [
    h("p", { class: "hint" }, [texts.t("progress-help")]),
    h("table", { class: "class-progress" }, [
      h("thead", {}, [
        h("tr", {}, [
          h("th", { scope: "col" }, [texts.t("teacher-name")]),
          ...GAMES.map((game) => h("th", { scope: "col" }, [texts.t(`${game}-title`)])),
        ]),
      ]),
      h(
        "tbody",
        {},
        children.map((child) => {
          const button = h("button", { type: "button", class: "link progress-open" }, [child.name]);
          button.addEventListener("click", () => { open(child); });
          return h("tr", { "data-child": child.id }, [
            h("th", { scope: "row", class: "child-name" }, [button, h("span", { class: "level" }, [child.groupName])]),
            ...GAMES.map((game) => cell(texts, child.games[game])),
          ]);
        }),
      ),
    ]),
    h("div", { class: "teacher-actions" }, [csv]),
  ];
}

/** A chapter's title id by its key, when the page knows it. */
export type ChapterTitles = (key: string) => string | undefined;

/** An assignment in words; a chapter by its title when `titles` knows it. */
export function assignmentWords(texts: Texts, game: string, kind: string, args: string, titles?: ChapterTitles): string {
  const [first = "", second = ""] = args.split(" ");
  const what =
    kind === "lessons"
      ? texts.t("assignment-lessons", { from: Number(first), to: Number(second) })
      : kind === "puzzles"
        ? second
          ? texts.t("assignment-puzzles-theme", { count: Number(first), theme: second })
          : texts.t("assignment-puzzles", { count: Number(first) })
        : kind === "chapter"
          ? texts.t("assignment-chapter", { chapter: texts.t(titles?.(first) ?? first) })
          : kind === "beat-tux"
            ? texts.t("assignment-beat-tux", { level: Number(first) })
            : texts.t("assignment-classmate");
  return texts.t("page-label-value", { label: texts.t(`${game}-title`), value: what });
}

function historyLine(texts: Texts, entry: HistoryEntry): string {
  const when = new Date(entry.at).toLocaleString(texts.language);
  const game = texts.t(`${entry.game}-title`);
  if (entry.kind === "lesson") return `${when} · ${game} · ${texts.t("progress-history-lesson", { lesson: entry.lesson })}`;
  const against =
    entry.opponent === "tux"
      ? texts.t("teacher-tux-level", { level: entry.level })
      : entry.opponent === "here"
        ? texts.t("progress-history-here")
        : entry.with;
  return `${when} · ${game} · ${texts.t(`progress-history-${entry.result}`, { opponent: against, score: `${String(entry.scores[0])}–${String(entry.scores[1])}` })}`;
}

/** One child's page: progress by game, assignments, history; printable as it is. */
export function childPage(
  texts: Texts,
  page: ChildPage,
  back: () => void,
  print: () => void,
  titles?: ChapterTitles,
): HTMLElement[] {
  const backButton = h("button", { type: "button", class: "progress-back" }, [texts.t("progress-back")]);
  backButton.addEventListener("click", back);
  const printButton = h("button", { type: "button", class: "primary progress-print" }, [texts.t("progress-print")]);
  printButton.addEventListener("click", print);
  const games = GAMES.filter((game) => (page.games[game]?.lastAt ?? null) !== null).map((game) => {
    const progress = page.games[game];
    if (!progress) return h("div");
    const themes = progress.themes ?? [];
    return h("section", { class: "progress-game", "data-game": game }, [
      h("h4", {}, [texts.t(`${game}-title`)]),
      h("ul", {}, [
        h("li", {}, [
          progress.tux > 0
            ? texts.t("progress-tux-on", { level: progress.tux, date: day(texts, progress.tuxAt) })
            : texts.t("progress-tux-none"),
        ]),
        h("li", {}, [texts.t("progress-games", { games: progress.games, wins: progress.wins })]),
        h("li", {}, [
          texts.t("teacher-lessons", { done: progress.lessons, total: progress.lessonsAll }),
          (progress.lessonsDone ?? []).length > 0 ? ` (${(progress.lessonsDone ?? []).join(", ")})` : "",
        ]),
        h("li", {}, [
          texts.t("progress-puzzles", { rating: progress.rating, solved: progress.solved, tried: progress.tried }),
          " · ",
          texts.t("progress-streak", { streak: progress.streak }),
        ]),
        ...themes.map((theme) =>
          h("li", { class: "progress-theme" }, [
            texts.t("page-label-value", {
              label: theme.theme,
              value: texts.t("progress-theme", { solved: theme.solved, tried: theme.tried }),
            }),
          ]),
        ),
        h("li", {}, [texts.t("progress-stars", { stars: progress.stars })]),
      ]),
    ]);
  });
  return [
    h("div", { class: "teacher-actions no-print" }, [backButton, printButton]),
    h("h3", { class: "progress-child-title" }, [
      texts.t("progress-child-title", { name: page.child.name, group: page.child.groupName }),
    ]),
    ...(games.length > 0 ? games : [h("p", { class: "empty" }, [texts.t("progress-nothing-yet")])]),
    h("h4", {}, [texts.t("assignments-title")]),
    page.assignments.length === 0
      ? h("p", { class: "empty" }, [texts.t("assignments-none")])
      : h(
          "ul",
          { class: "progress-assignments" },
          page.assignments.map((assignment) =>
            h("li", { "data-done": assignment.done }, [
              assignmentWords(texts, assignment.game, assignment.kind, assignment.args, titles),
              " — ",
              assignment.done
                ? texts.t("assignment-done")
                : texts.t("assignment-progress", { progress: assignment.progress, target: assignment.target }),
            ]),
          ),
        ),
    h("h4", {}, [texts.t("progress-history")]),
    page.history.length === 0
      ? h("p", { class: "empty" }, [texts.t("progress-nothing-yet")])
      : h(
          "ol",
          { class: "progress-history" },
          page.history.map((entry) => h("li", {}, [historyLine(texts, entry)])),
        ),
  ];
}
