// The class tournament in real browsers: five children with their names on the children's
// page, the teacher picking them and starting a Kalah tournament (five rounds, a rest for
// one child in each), every game played to its end on the children's pages (the lowest lit
// house, tapped by a script in each page, every replay hurried), the live table on the
// teacher's page checked against the games' own results, the children's final table, and
// the table's CSV read back.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { launchBrowser, openPage, removeData, startServer } from "./harness";
import { message } from "./locales";
import type { TournamentLine } from "../src/teacher/api";

const CODE = "TEACH-2345";
const NAMES = ["Ama", "Esi", "Kofi", "Yaw", "Zoé"];

/** A line of the table as the teacher's API sends it, without its place. */
type Line = Omit<TournamentLine, "place">;

/** Plays for the child inside the page, as fast as its screen allows, with the page's own
 *  buttons: the tournament's Play this game, the lowest lit house once per board, Home at
 *  the end of a game; every replay hurried by a key, as a child's key would. The opponents
 *  named by "Your next game" are kept in `window.met`. */
function playForTheChild(): void {
  const met: string[] = [];
  (window as unknown as { met: string[] }).met = met;
  // Where the child's own row was drawn at each move: `north:bottom` for a child seated second.
  const rows: string[] = [];
  (window as unknown as { rows: string[] }).rows = rows;
  let playedOn: string | null = null;
  window.setInterval(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "x" }));
    const open = document.querySelector<HTMLButtonElement>(".tournament:not([hidden]) .tournament-open");
    if (open) {
      met.push(document.querySelector(".tournament-next")?.textContent ?? "");
      open.click();
      return;
    }
    const home = document.querySelector<HTMLButtonElement>("dialog.end[open] button.home");
    if (home) {
      home.click();
      return;
    }
    const ply = document.querySelector<HTMLElement>(".board")?.dataset.ply ?? null;
    const house = document.querySelector<HTMLButtonElement>(".house.playable");
    if (house && ply !== playedOn) {
      playedOn = ply;
      const side = house.classList.contains("north") ? "north" : "south";
      const other = document.querySelector(`.house.${side === "north" ? "south" : "north"}`);
      const below = other !== null && house.getBoundingClientRect().top > other.getBoundingClientRect().top;
      rows.push(`${side}:${below ? "bottom" : "top"}`);
      house.click();
    }
  }, 20);
}

/** Waits for the child's screen to show the final table; the opponents they met. */
async function playTournament(page: Page): Promise<string[]> {
  await page.locator('.tournament[data-state="over"]').waitFor({ timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { met: string[] }).met);
}

/** With OWARE_E2E_SCREENSHOTS=<folder>, README's pictures of the tournament's end: the
 *  teacher's page and a child's final table, as this test left them. */
async function screenshots(teacher: Page, child: Page | undefined): Promise<void> {
  const folder = process.env.OWARE_E2E_SCREENSHOTS;
  if (!folder) return;
  await teacher.locator("section.tournament").screenshot({ path: join(folder, "teacher-en-tournament.png") });
  await child?.screenshot({ path: join(folder, "web-en-tournament-over.png") });
}

void test("five children play a tournament to its end, and the tables match the games", async () => {
  const started = Date.now();
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const children: Page[] = [];
  const errors: string[][] = [];
  for (const name of NAMES) {
    const opened = await openPage(browser, server.url, { locale: "en" });
    // The name the child typed before, as the page keeps it.
    await opened.page.evaluate((typed) => {
      localStorage.setItem("oware-name", typed);
    }, name);
    await opened.page.reload();
    await opened.page.locator(".card-kalah").waitFor();
    children.push(opened.page);
    errors.push(opened.errors);
  }
  const { page: teacher, errors: teacherErrors } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
  await teacher.locator("#teacher-code").fill(CODE);
  await teacher.locator(".sign-in button[type=submit]").click();
  for (const name of NAMES) {
    await teacher.locator(`.tournament-candidates input[data-name="${name}"]`).check();
  }
  await teacher.locator("#tournament-game").selectOption("kalah");
  await teacher.locator("#tournament-seeds").fill("3");
  await teacher.locator("button.start-tournament").click();
  await teacher.getByRole("status").filter({ hasText: message("en", "tournament-started") }).waitFor();

  for (const page of children) await page.evaluate(playForTheChild);
  const opponents = await Promise.all(children.map((page) => playTournament(page)));
  // Whichever seat the tournament gave them, every child played from the row at the bottom,
  // the second-seated (North) ones too.
  for (const [index, page] of children.entries()) {
    const rows = await page.evaluate(() => (window as unknown as { rows: string[] }).rows);
    assert.ok(rows.some((row) => row.startsWith("north:")) && rows.some((row) => row.startsWith("south:")), NAMES[index]);
    assert.deepEqual(rows.filter((row) => !row.endsWith(":bottom")), [], NAMES[index]);
  }
  // Each child met the four others once, and rested once.
  for (const [index, met] of opponents.entries()) {
    const expected = NAMES.filter((_, other) => other !== index).map((name) => `Your next game: against ${name}`);
    assert.deepEqual([...met].sort(), expected.sort(), NAMES[index]);
  }

  // The teacher's table, against the games' results as the server stored them.
  await teacher.locator(".tournament-round", { hasText: message("en", "tournament-over") }).waitFor();
  const finished = await teacher.evaluate(async () => {
    const answer = (await (await fetch("/teacher/api/rooms?since=0")).json()) as {
      finished: { south: string; north: string; winner: string; scores: [number, number] }[];
    };
    return answer.finished;
  });
  assert.equal(finished.length, 10);
  const expected = new Map<string, Line>(
    NAMES.map((name) => [name, { name, points: 0, played: 0, won: 0, drawn: 0, lost: 0, byes: 1, seeds: 0 }]),
  );
  for (const game of finished) {
    for (const [side, name] of [["south", game.south], ["north", game.north]] as const) {
      const line = expected.get(name);
      assert.ok(line, name);
      line.played += 1;
      line.seeds += game.scores[side === "south" ? 0 : 1];
      if (game.winner === "draw") {
        line.drawn += 1;
        line.points += 1;
      } else if (game.winner === side) {
        line.won += 1;
        line.points += 2;
      } else line.lost += 1;
    }
  }
  const shown = await teacher.locator(".tournament-table tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const cell = (name: string): number => Number(row.querySelector(`.${name}`)?.textContent);
      return {
        place: cell("place"),
        line: {
          name: String(row.querySelector(".child-name")?.textContent),
          points: cell("points"),
          played: cell("played"),
          won: cell("won"),
          drawn: cell("drawn"),
          lost: cell("lost"),
          byes: cell("byes"),
          seeds: cell("seeds"),
        },
      };
    }),
  );
  assert.deepEqual(
    shown.map((row) => row.place),
    [1, 2, 3, 4, 5],
  );
  for (const row of shown) assert.deepEqual(row.line, expected.get(row.line.name));
  for (let at = 1; at < shown.length; at++) {
    const [before, after] = [shown[at - 1]?.line, shown[at]?.line];
    assert.ok(before && after && before.points >= after.points, "ordered by points");
    if (before.points === after.points && before.seeds < after.seeds) {
      // Seeds come after head-to-head: the one above must have beaten or drawn the other.
      const between = finished.find(
        (game) =>
          (game.south === before.name && game.north === after.name) ||
          (game.north === before.name && game.south === after.name),
      );
      assert.ok(between && between.winner !== (between.south === before.name ? "north" : "south"));
    }
  }

  // Each child's screen ends on the same table.
  const order = shown.map((row) => row.line.name);
  for (const page of children) {
    const names = await page.locator(".tournament-table li .tournament-name").allTextContents();
    assert.deepEqual(names, order);
  }
  const points = await children[0]?.locator(".tournament-table li .tournament-points").allTextContents();
  assert.deepEqual(
    points,
    shown.map((row) => (row.line.points === 1 ? "1 point" : `${String(row.line.points)} points`)),
  );

  // The CSV has the same table.
  const csv = await teacher.evaluate(async () => (await fetch("/teacher/api/tournament.csv")).text());
  const rows = csv.trimEnd().split("\r\n");
  assert.equal(rows[0], "place,name,points,played,won,drawn,lost,byes,seeds captured");
  assert.deepEqual(
    rows.slice(1),
    shown.map(({ place, line }) =>
      [place, line.name, line.points, line.played, line.won, line.drawn, line.lost, line.byes, line.seeds].join(","),
    ),
  );
  assert.deepEqual(errors.flat(), []);
  assert.deepEqual(teacherErrors.filter((error) => !error.includes("401")), []);
  console.log(`tournament of five: ${String(Math.round((Date.now() - started) / 1000))} s`);
  await screenshots(teacher, children[0]);
  await browser.close();
  await server.kill();
  removeData(server);
});
