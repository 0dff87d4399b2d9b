// The home screen in a real browser: the language negotiated from the browser's own, each of
// the five switched live, every game's card with its goal, nothing cut or overflowing on a
// phone or a Chromebook, every target big enough for a finger, and the page light enough.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { closeStage, openPage, openStage, overflowing, PHONE, type RunningServer, SCREENS, smallTargets } from "./harness";
import { LANGUAGES, message } from "./locales";

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

void test("the language comes from the browser's, and every language can be chosen live", async () => {
  const { context, page, errors } = await openPage(browser, server.url, { locale: "fr-CA" });
  await page.locator(".card").first().waitFor();
  assert.equal(await page.locator("html").getAttribute("lang"), "fr");
  assert.equal(await page.locator("h1").textContent(), message("fr", "suite-title"));
  for (const language of LANGUAGES) {
    await page.locator(".home-header .language").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.locator(`button[lang="${language}"]`).click();
    await page.locator(`html[lang="${language}"]`).waitFor();
    assert.equal(await page.locator("h1").textContent(), message(language, "suite-title"));
    assert.equal(await page.locator(".card-oware .card-title").textContent(), message(language, "oware-title"));
    // A card's name says its game, goal, age and difficulty, with no placeable left unfilled.
    const named = String(await page.locator(".card-kalah").getAttribute("aria-label"));
    assert.ok(named.startsWith(message(language, "kalah-title")), named);
    assert.ok(!/[{}]/.test(named), named);
    assert.ok(named.includes("6"), named);
    assert.equal(await page.getByRole("dialog").count(), 0);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

void test("a browser in a language we do not have gets English", async () => {
  const { context, page } = await openPage(browser, server.url, { locale: "sw-KE" });
  await page.locator(".card").first().waitFor();
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  await context.close();
});

void test("the cards fit a phone, a tablet both ways, a Chromebook and a desktop in every language", async () => {
  for (const screen of SCREENS) {
    for (const language of LANGUAGES) {
      const { context, page, errors } = await openPage(browser, server.url, { screen, locale: language });
      await page.locator(".card").nth(3).waitFor();
      assert.equal(await page.locator(".card").count(), 4);
      const goal = await page.locator(".card-togyz .card-goal").textContent();
      // The goal's number comes from the server: 82 of Togyz Kumalak's 162 stones.
      assert.ok(goal?.includes("82"), `${language}: ${String(goal)}`);
      assert.deepEqual(await overflowing(page), [], `${language} ${screen.width}×${screen.height}`);
      assert.deepEqual(await smallTargets(page), [], `${language} ${screen.width}×${screen.height}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

void test("a card opens who plays, a dialog that holds the focus and gives it back", async () => {
  const { context, page } = await openPage(browser, server.url);
  await page.locator(".card").first().waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.className ?? "");
  // By the keyboard to a game's card: each card has its Puzzles and Counting buttons after it.
  let card = "";
  for (let presses = 0; presses < 4 && !/card card-/.test(card); presses++) {
    await page.keyboard.press("Tab");
    card = await focused();
  }
  assert.match(card, /card card-/);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  assert.match(String(await dialog.getAttribute("aria-labelledby")), /players/);
  assert.equal(await page.evaluate(() => document.activeElement?.closest("dialog") !== null), true);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.closest("dialog") !== null), true);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await focused(), card);
  await context.close();
});

void test("the page's code and styles weigh under 200 kB compressed", async () => {
  const { context, page } = await openPage(browser, server.url);
  await page.locator(".card").first().waitFor();
  const sizes = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .concat(performance.getEntriesByType("navigation"))
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\/($|app\.js|app\.css)/.test(new URL(entry.name).pathname))
      .map((entry) => entry.encodedBodySize),
  );
  assert.equal(sizes.length, 3);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  assert.ok(total > 1000 && total < 200 * 1024, `${total} bytes`);
  await context.close();
});

void test("the checks for overflow and small targets find what they look for", async () => {
  const { context, page } = await openPage(browser, server.url, { screen: PHONE });
  await page.locator(".card").first().waitFor();
  await page.evaluate(() => {
    const wide = document.createElement("p");
    wide.textContent = "x".repeat(200);
    wide.style.whiteSpace = "nowrap";
    wide.style.width = "600px";
    const small = document.createElement("button");
    small.textContent = "s";
    small.className = "tiny";
    small.style.minWidth = "20px";
    small.style.minHeight = "20px";
    small.style.width = "20px";
    small.style.height = "20px";
    document.body.append(wide, small);
  });
  assert.ok((await overflowing(page)).some((found) => found.includes("leaves the window")));
  assert.ok((await smallTargets(page)).some((found) => found.startsWith("tiny")));
  await context.close();
});
