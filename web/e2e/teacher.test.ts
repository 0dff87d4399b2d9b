// The teacher's page in a real browser: the sign-in with a wrong and the right code, the live
// rooms following two browser children as they play, a room closed with both children told,
// a name that looks like a tag shown as the letters it is (the tournament's choice of
// children included), "Forget the class" leaving no name in the database (read back with
// SQLite's own shell), and a child's game against Tux named by the child's name and Tux's
// level in the rooms, the finished games and the class.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { waitForTurn } from "./board";
import { launchBrowser, openPage, removeData, startServer, type RunningServer } from "./harness";
import { message } from "./locales";

const CODE = "TEACH-2345";
/** A name no child's page lets through (the server takes letters, digits, - and _), so it
 *  reaches the teacher's page only from a tampered database: the worst case for escaping. */
const TAG_NAME = "<img src=x onerror=alert(1)>";

function sql(server: RunningServer, query: string): string {
  return execFileSync("sqlite3", [join(server.data, "rooms.sqlite3"), query], { encoding: "utf8" }).trim();
}

async function signIn(browser: Browser, server: RunningServer): Promise<Page> {
  const { page } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  await page.locator("#rooms-title").waitFor();
  return page;
}

/** A child opens a classmate's room (Ama) or joins it (Kofi, with the code). */
async function child(browser: Browser, server: RunningServer, name: string, code?: string): Promise<Page> {
  const { page } = await openPage(browser, server.url, { locale: "en" });
  await page.locator(".card-kalah").click();
  await page.locator("button.classmate").click();
  await page.locator(".name-input").fill(name);
  if (code === undefined) {
    await page.locator("button.host").click();
  } else {
    await page.locator(".code-input").fill(code);
    await page.locator("button.join").click();
  }
  return page;
}

void test("a wrong teacher code is refused and the right one signs in", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
  await page.locator("#teacher-code").fill("WRONG-0000");
  await page.locator(".sign-in button[type=submit]").click();
  await page.getByRole("status").filter({ hasText: message("en", "teacher-wrong-code") }).waitFor();
  assert.equal(await page.locator("#rooms-title").count(), 0);
  // The API stays shut meanwhile.
  const refused = await page.evaluate(async () => (await fetch("/teacher/api/rooms")).status);
  assert.equal(refused, 401);
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  await page.locator("#rooms-title").waitFor();
  await page.locator(".empty", { hasText: message("en", "teacher-no-rooms") }).waitFor();
  // The session's cookie is out of the page's scripts' reach.
  assert.equal(await page.evaluate(() => document.cookie), "");
  // A reload keeps the session.
  await page.reload();
  await page.locator("#rooms-title").waitFor();
  assert.deepEqual(errors.filter((error) => !error.includes("401")), []);
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("the live rooms follow two children playing, and a closed room tells both", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const teacher = await signIn(browser, server);
  const ama = await child(browser, server, "Ama");
  const code = String(await ama.locator(".room-code").textContent());
  const row = teacher.locator(`tr[data-room="${code}"]`);
  await row.locator(".player-name", { hasText: "Ama" }).waitFor();
  await row.locator("td", { hasText: message("en", "teacher-waiting") }).waitFor();

  const kofi = await child(browser, server, "Kofi", code);
  await kofi.locator(".board .house").first().waitFor();
  await row.locator(".player-name", { hasText: "Kofi" }).waitFor();
  await row.locator(".room-turn", { hasText: "Ama" }).waitFor();
  assert.equal(await row.locator(".room-moves").textContent(), "0");
  assert.equal(await row.locator(".presence.on").count(), 2);

  assert.equal(await waitForTurn(ama), "turn");
  await ama.locator(".house.playable").first().click();
  await row.locator(".room-moves", { hasText: "1" }).waitFor();
  await waitForTurn(kofi);
  await kofi.locator(".house.playable").first().click();
  await row.locator(".room-moves", { hasText: /^[2-9]$/ }).waitFor();

  teacher.once("dialog", (dialog) => void dialog.accept());
  await row.locator("button.close-room").click();
  const told = message("en", "teacher-closed-room");
  await ama.getByRole("status").filter({ hasText: told }).waitFor();
  await kofi.getByRole("status").filter({ hasText: told }).waitFor();
  // Both are back home, and the room is gone from the teacher's page.
  await ama.locator(".card-kalah").waitFor();
  await kofi.locator(".card-kalah").waitFor();
  await row.waitFor({ state: "detached" });
  assert.equal(sql(server, "SELECT COUNT(*) FROM rooms"), "0");
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("a name that looks like a tag shows as text, and forgetting the class deletes it", async () => {
  // The database of a first start, then a room and a result with the name written into it.
  const first = await startServer({ args: ["--teacher-code", CODE] });
  await first.kill();
  const now = Date.now();
  const name = TAG_NAME.replaceAll("'", "''");
  sql(
    first,
    `INSERT INTO rooms (code, game, seeds, south_token, south_name, north_token, north_name, active_at)
     VALUES ('ABC234', 'oware', 4, '${"1".repeat(32)}', '${name}', '${"2".repeat(32)}', 'Kofi', ${now});
     INSERT INTO results (at, code, game, seeds, south, north, opponent, level, winner, south_score,
                          north_score, reason, moves)
     VALUES (${now}, 'ABC234', 'kalah', 4, '${name}', 'Tux', 'tux', 2, 'south', 30, 18, 'empty-row', 41),
            (${now - 60_000}, 'ABC234', 'kalah', 4, '${name}', 'Tux', 'tux', 3, 'north', 3, 33, 'empty-row', 29);`,
  );
  const server = await startServer({ port: first.port, data: first.data, args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
  let alerted = false;
  page.on("dialog", (dialog) => {
    if (dialog.type() === "alert") alerted = true;
    void dialog.accept();
  });
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  const shown = page.locator('tr[data-room="ABC234"] .player-name').first();
  await shown.waitFor();
  assert.equal(await shown.textContent(), TAG_NAME);
  const inClass = page.locator(".class .child-name", { hasText: "<img" });
  await inClass.waitFor();
  assert.equal(await inClass.textContent(), TAG_NAME);
  await page.locator(".finished li", { hasText: TAG_NAME }).first().waitFor();
  // A sentence that names the winner gives the winner's seeds first, whoever won.
  await page.locator(".finished li", { hasText: "30–18" }).waitFor();
  await page.locator(".finished li", { hasText: "33–3" }).waitFor();
  assert.equal(await page.locator(".finished li", { hasText: "3–33" }).count(), 0);
  // Among the children the teacher may pick for a tournament, as text too.
  const candidate = page.locator(".tournament-candidates .child-name", { hasText: "<img" });
  await candidate.waitFor();
  assert.equal(await candidate.textContent(), TAG_NAME);
  await page.locator(".class .beaten", { hasText: message("en", "teacher-beaten").replace("{ $level }", "2") }).waitFor();
  assert.equal(await page.locator("img").count(), 0);
  assert.equal(alerted, false);

  // The CSV has the name as typed, in its own cell.
  const csv = await page.evaluate(async () => (await fetch("/teacher/api/games.csv")).text());
  assert.match(csv, /,kalah,4,<img src=x onerror=alert\(1\)>,Tux,tux,2,south,30,18,empty-row,41\r\n$/);

  await page.locator("button.forget").click();
  await page.getByRole("status").filter({ hasText: message("en", "teacher-forgotten") }).waitFor();
  await page.locator(".empty", { hasText: message("en", "teacher-no-children") }).waitFor();
  assert.equal(sql(server, "SELECT COUNT(*) FROM results"), "0");
  assert.equal(sql(server, "SELECT COUNT(*) FROM rooms"), "0");
  // The one error a browser reports is the 401 of the first look for a session.
  assert.deepEqual(errors.filter((error) => !error.includes("401")), []);
  await browser.close();
  await server.kill();
  removeData(server);
});

/** Plays the child's side inside the page: the lowest lit house once per board, every replay
 *  hurried by a key, as a child's key would. */
function playForTheChild(): void {
  let playedOn: string | null = null;
  window.setInterval(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "x" }));
    const ply = document.querySelector<HTMLElement>(".board")?.dataset.ply ?? null;
    const house = document.querySelector<HTMLButtonElement>(".house.playable");
    if (house && ply !== playedOn && !document.querySelector("dialog.end[open]")) {
      playedOn = ply;
      house.click();
    }
  }, 20);
}

void test("a browser child's game against Tux shows by name and level, and counts in the class", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const teacher = await signIn(browser, server);
  const { page: esi, errors } = await openPage(browser, server.url, { locale: "en" });
  // The name the child typed before, as the page keeps it.
  await esi.evaluate(() => {
    localStorage.setItem("oware-name", "Esi");
  });
  await esi.reload();
  await esi.locator(".card-kalah").click();
  await esi.locator(".seeds-choice", { hasText: "3" }).click();
  await esi.locator(".level-choice", { hasText: /^2$/ }).click();
  await esi.locator(".board .house").first().waitFor();

  const tux = message("en", "teacher-tux-level").replace("{ $level }", "2");
  const row = teacher.locator("tr", { has: teacher.locator(".player-name", { hasText: "Esi" }) });
  await row.locator(".player-name", { hasText: tux }).waitFor();
  // The control: no other level is named for this room.
  assert.equal(await row.locator(".player-name", { hasText: "level 3" }).count(), 0);

  await esi.evaluate(playForTheChild);
  await esi.locator("dialog.end[open]").waitFor({ timeout: 120_000 });
  // The finished game and the class's count at level 2, as the server stored them.
  const stored = sql(server, "SELECT south, opponent, level, winner FROM results");
  const [south, opponent, level, winner] = stored.split("|");
  assert.deepEqual([south, opponent, level], ["Esi", "tux", "2"]);
  const counts = { south: "1 / 0 / 0", north: "0 / 0 / 1", draw: "0 / 1 / 0" }[winner as "south" | "north" | "draw"];
  assert.ok(counts, `a winner the results know: ${stored}`);
  const cell = teacher.locator('.class tr[data-child="Esi"] td[data-game="kalah"]');
  await cell.locator(".level", { hasText: `${tux}: ${counts}` }).waitFor();
  assert.equal(await cell.locator(".tally").textContent(), counts);
  await teacher.locator(".finished li", { hasText: tux }).waitFor();
  assert.deepEqual(errors, []);
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("the teacher's page updates in place: a field keeps its focus and its text across three updates", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const page = await signIn(browser, server);
  const seeds = page.locator("#tournament-seeds");
  await seeds.waitFor();
  const typed = String(await seeds.getAttribute("max"));
  await seeds.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(typed);
  let updates = 0;
  page.on("response", (response) => {
    if (response.url().includes("/teacher/api/rooms")) updates += 1;
  });
  // The page does change meanwhile: a child's room comes onto the list.
  const ama = await child(browser, server, "Ama");
  await page.locator(".rooms .player-name", { hasText: "Ama" }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".rooms tr").length > 1);
  while (updates < 3) await page.waitForResponse((response) => response.url().includes("/teacher/api/rooms"));
  // Read after the answer is drawn: the next update has not begun for two seconds.
  await page.locator(".rooms .player-name", { hasText: "Ama" }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), "tournament-seeds");
  assert.equal(await seeds.inputValue(), typed);
  // And the teacher goes on typing where they were.
  await page.keyboard.press("ArrowDown");
  assert.equal(await seeds.inputValue(), String(Number(typed) - 1));
  await ama.close();
  await browser.close();
  await server.kill();
  removeData(server);
});
