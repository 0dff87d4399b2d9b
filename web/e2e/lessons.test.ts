// The guided lessons and the look back in a real browser, at a phone's size in French and a
// Chromebook's in English: a lesson solved by tapping the house its task names (read from the
// lessons the server judges with) and counted in the list; two misses, then the house the
// hint points at; and a whole game against Tux looked back at, move by move, Tux's word on
// each. Every wait is for something the page shows.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { playLit, waitForTurn } from "./board";
import {
  CHROMEBOOK,
  closeStage,
  openPage,
  openStage,
  overflowing,
  PHONE,
  type RunningServer,
  type Screen,
  smallTargets,
} from "./harness";
import { message } from "./locales";

const here = dirname(fileURLToPath(import.meta.url));

/** The house Oware's first lesson asks for (`Goal::SowHouse(n)` in the lessons' data), as
 *  its letter: the task names it, and only that house does it. */
function firstOwareHouse(): string {
  const data = readFileSync(join(here, "..", "..", "crates", "lessons", "src", "data.rs"), "utf8");
  const oware = data.slice(data.indexOf("pub const OWARE"));
  const house = Number(/Goal::SowHouse\((\d)\)/.exec(oware)?.[1]);
  assert.ok(Number.isInteger(house), "Oware's first lesson sows a house");
  return "ABCDEF"[house] ?? "?";
}

/** A message's words before its first placeable: what every form of it starts with. */
function opening(language: string, id: string): string {
  return message(language, id).split("{")[0]?.trim() ?? "";
}

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

const SETTINGS: readonly { screen: Screen; locale: string; language: string }[] = [
  { screen: PHONE, locale: "fr-FR", language: "fr" },
  { screen: CHROMEBOOK, locale: "en-GB", language: "en" },
];

/** Opens a game's lessons from its card; waits for the first lesson's board. */
async function openLessons(page: Page, game: string): Promise<void> {
  await page.locator(`.cards li:has(.card-${game}) .card-lessons`).click();
  await page.locator('.coach.lessons[data-mode="move"]').waitFor();
}

/** Taps a house and waits for its verdict, after its replay (any key hurries it). */
async function tap(page: Page, letter: string): Promise<string> {
  const screen = page.locator(".coach.lessons");
  const judged = Number(await screen.getAttribute("data-judged"));
  await page.locator(`.coach-board .house[data-house="${letter}"]`).click();
  await page.keyboard.press("x");
  await page.locator(`.coach.lessons[data-judged="${String(judged + 1)}"]`).waitFor();
  return String(await screen.getAttribute("data-mode"));
}

async function said(page: Page): Promise<string> {
  return String(await page.locator(".lesson-message").textContent());
}

void test("a lesson is solved by tapping the house its task names, and the list says so", async () => {
  const house = firstOwareHouse();
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    await openLessons(page, "oware");
    assert.equal(await page.locator(".coach.lessons").getAttribute("data-lesson"), "1");
    const task = String(await page.locator(".lesson-task").textContent());
    assert.ok(task.startsWith(opening(language, "lesson-sow-task")), `${language}: ${task}`);
    assert.ok(String(await page.locator(".lesson-title").textContent()).includes(message(language, "lesson-sow-title")));
    assert.deepEqual(await overflowing(page), [], `${language}: before`);
    assert.deepEqual(await smallTargets(page), [], `${language}: before`);
    assert.equal(await tap(page, house), "solved", language);
    assert.ok((await said(page)).includes(message(language, "lesson-sow-right")), `${language}: ${await said(page)}`);
    // The list marks lesson 1 done, in words.
    const first = String(await page.locator(".lesson-choice").first().textContent());
    assert.ok(first.includes(message(language, "lesson-sow-title")), first);
    assert.ok(first.startsWith("1.") && first !== `1. ${message(language, "lesson-sow-title")}`, first);
    await page.screenshot({ path: join(here, "..", ".e2e", `lesson-solved-${language}-${String(screen.width)}.png`) });
    // Next lesson: the second, its board waiting for a house.
    await page.locator(".lesson-next").click();
    await page.locator('.coach.lessons[data-mode="move"][data-lesson="2"]').waitFor();
    assert.deepEqual(await overflowing(page), [], `${language}: after`);
    assert.deepEqual(await smallTargets(page), [], `${language}: after`);
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});

void test("after two misses the hint points at the house, which does it", async () => {
  const house = firstOwareHouse();
  const wrong = ["A", "B", "C", "D", "E", "F"].filter((letter) => letter !== house);
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    await openLessons(page, "oware");
    const start = await page.locator(".coach-board .house .count").allTextContents();
    assert.equal(await tap(page, wrong[0] ?? "A"), "missed", language);
    assert.ok((await said(page)).startsWith(opening(language, "lesson-sow-wrong")), `${language}: ${await said(page)}`);
    // The task stays above the explanation; Try again brings the lesson's board back.
    assert.ok(String(await page.locator(".lesson-task").textContent()).startsWith(opening(language, "lesson-sow-task")));
    assert.notDeepEqual(await page.locator(".coach-board .house .count").allTextContents(), start);
    await page.locator(".lesson-retry").click();
    await page.locator('.coach.lessons[data-mode="move"]').waitFor();
    assert.deepEqual(await page.locator(".coach-board .house .count").allTextContents(), start, language);
    // No hint after one miss.
    assert.equal(await page.locator(".coach.lessons").getAttribute("data-hinted"), "");
    assert.equal(await page.locator(".coach-board .house.hinted").count(), 0);
    assert.equal(await tap(page, wrong[1] ?? "B"), "missed", language);
    await page.locator(".lesson-retry").click();
    // After the second: the board points at the house, and says which.
    const hinted = page.locator(".coach-board .house.hinted");
    await hinted.waitFor();
    assert.equal(await hinted.getAttribute("data-house"), house, language);
    assert.ok((await said(page)).includes(opening(language, "hint-try")), `${language}: ${await said(page)}`);
    assert.deepEqual(await overflowing(page), [], language);
    await page.screenshot({ path: join(here, "..", ".e2e", `lesson-hint-${language}-${String(screen.width)}.png`) });
    assert.equal(await tap(page, house), "solved", language);
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});

void test("a game against Tux is looked back at move by move, with Tux's word on each", async () => {
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    await page.locator(".card-kalah").click();
    // The fewest seeds, for a short game.
    await page.locator(".seeds-choice").first().click();
    await page.locator(".level-choice").first().click();
    await page.locator(".board .house").first().waitFor();
    for (let moves = 0; moves < 200; moves++) {
      if ((await waitForTurn(page)) === "over") break;
      await playLit(page, "first");
      await page.keyboard.press("x");
    }
    const end = page.locator("dialog.end[open]");
    await end.waitFor();
    await end.locator(".look-back").click();
    const look = page.locator('.coach.look-back[data-mode="shown"][data-move="1"]');
    await look.waitFor();
    const counter = String(await page.locator(".look-back-counter").textContent());
    assert.ok(counter.startsWith(opening(language, "look-back-counter")), `${language}: ${counter}`);
    const words = String(await page.locator(".look-back-message").textContent());
    assert.ok(words.startsWith(opening(language, "move-you-played")), `${language}: ${words}`);
    assert.ok(words.length > opening(language, "move-you-played").length + 3, `${language}: Tux's word: ${words}`);
    // The house played is marked on the board it was played from.
    assert.equal(await page.locator(".coach-board .house.last-origin").count(), 1);
    assert.deepEqual(await overflowing(page), [], language);
    assert.deepEqual(await smallTargets(page), [], language);
    await page.screenshot({ path: join(here, "..", ".e2e", `look-back-${language}-${String(screen.width)}.png`) });
    // Next, then Previous, then Done: back at the finished game.
    await page.locator(".look-back-next").click();
    await page.keyboard.press("x");
    await page.locator('.coach.look-back[data-mode="shown"][data-move="2"]').waitFor();
    await page.locator(".look-back-previous").click();
    await page.keyboard.press("x");
    await page.locator('.coach.look-back[data-mode="shown"][data-move="1"]').waitFor();
    await page.locator(".look-back-done").click();
    await page.locator(".board").waitFor();
    assert.equal(await page.locator(".coach.look-back").count(), 0);
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});
