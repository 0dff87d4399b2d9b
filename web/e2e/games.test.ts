// Every game in a real browser against Tux on the server: a lit house tapped, the replay
// ending on the rules' own board (the engine plays the same moves), Tux answering; a whole
// Kalah game to its end screen; a move made with the keyboard alone and the live region's
// words; the language switched in the middle of a game; each game's board at a phone's and
// a Chromebook's size with nothing cut or overflowing.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { playLit, playTux, playUntilTuxAnswers, recordMoves, rulesHouses, shownHouses, waitForTurn } from "./board";
import { closeStage, openPage, openStage, overflowing, type RunningServer, SCREENS, smallTargets } from "./harness";
import { message } from "./locales";

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

const GAMES = ["oware", "kalah", "congkak", "togyz"];

void test("every game against Tux: a lit house, the rules' board after the replay, Tux's answer", async () => {
  for (const game of GAMES) {
    let record = { moves: [] as string[], lines: [] as string[] };
    const { context, page, errors } = await openPage(browser, server.url, {
      before: (page) => {
        record = recordMoves(page);
      },
    });
    await playTux(page, game, 1);
    assert.equal(await waitForTurn(page), "turn");
    const lit = page.locator(".house.playable");
    // Only the child's row is lit, and every lit house says it can be played.
    const label = await lit.first().getAttribute("aria-label");
    assert.match(String(label), /^Your house [A-I], \d+ seeds?, can be played$/);
    assert.equal(await page.locator(".house.north.playable").count(), 0);
    const letter = await lit.last().getAttribute("data-house");
    // Tux's answer comes, replayed, and the child's turn again (or the end).
    await playUntilTuxAnswers(page);
    assert.equal(record.moves[0], letter);
    assert.ok(record.moves.length >= 2, `${game}: ${record.moves.join(" ")}`);
    assert.deepEqual(await shownHouses(page), rulesHouses(game, record.moves), game);
    assert.deepEqual(errors, [], game);
    await context.close();
  }
});

void test("a whole Kalah game against Tux ends on the end screen with the reason", async () => {
  const { context, page, errors } = await openPage(browser, server.url);
  await playTux(page, "kalah", 1);
  for (let moves = 0; moves < 200; moves++) {
    if ((await waitForTurn(page)) === "over") break;
    await playLit(page, "first");
    // Any key hurries the replays, the child's and Tux's.
    await page.keyboard.press("x");
  }
  const end = page.locator("dialog.end[open]");
  await end.waitFor();
  const title = await end.locator(".dialog-title").textContent();
  assert.ok(
    ["end-you-win", "end-tux-wins", "end-draw"].map((id) => message("en", id)).includes(String(title)),
    String(title),
  );
  assert.equal(await end.locator(".end-reason").textContent(), message("en", "kalah-end-empty-row"));
  assert.match(String(await end.locator(".end-score").textContent()), /^Score: \d+ – \d+\.?$/);
  assert.equal(await page.evaluate(() => document.activeElement?.closest("dialog.end") !== null), true);
  assert.deepEqual(errors, []);
  await context.close();
});

void test("the keyboard alone plays, and the live region says the move and Tux's answer", async () => {
  const { context, page } = await openPage(browser, server.url);
  await playTux(page, "oware", 2);
  await waitForTurn(page);
  const status = page.getByRole("status");
  assert.equal(await status.getAttribute("aria-live"), "polite");
  // Tab goes through the bar, then onto the lit houses; Enter plays the focused one.
  let focused = "";
  for (let i = 0; i < 20 && !focused.includes("playable"); i++) {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() => document.activeElement?.className ?? "");
  }
  assert.match(focused, /house south playable/);
  const letter = await page.evaluate(() => document.activeElement?.getAttribute("data-house"));
  await page.keyboard.press("ArrowRight");
  const next = await page.evaluate(() => document.activeElement?.getAttribute("data-house"));
  assert.equal(next, String.fromCharCode((letter ?? "A").charCodeAt(0) + 1));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await status.filter({ hasText: `You played house ${String(letter)}.` }).waitFor();
  await status.filter({ hasText: "Tux played house" }).waitFor();
  const said = String(await status.textContent());
  assert.match(said, /^Tux played house [a-f]\. .*(Your turn!|Score)/);
  // A digit plays that house of the child's row, as on the desktop.
  await waitForTurn(page);
  const playable = await page.locator(".house.playable").first().getAttribute("data-house");
  await page.keyboard.press(String((playable ?? "A").charCodeAt(0) - 64));
  await status.filter({ hasText: `You played house ${String(playable)}.` }).waitFor();
  await context.close();
});

void test("the language switched in the middle of a game says everything again", async () => {
  const { context, page } = await openPage(browser, server.url, { locale: "hr" });
  await playTux(page, "togyz", 1);
  await waitForTurn(page);
  const turn = page.locator(".turn-text");
  assert.equal(await turn.textContent(), message("hr", "turn-you"));
  for (const language of ["fi", "mk", "fr", "en"]) {
    await page.locator(".bar-button.language").click();
    await page.locator(`dialog[open] button[lang="${language}"]`).click();
    await page.locator(`html[lang="${language}"]`).waitFor();
    assert.equal(await turn.textContent(), message(language, "turn-you"));
    assert.equal(await page.locator(".bar-button.home .label").textContent(), message(language, "bar-home"));
  }
  const label = await page.locator(".house.playable").first().getAttribute("aria-label");
  assert.match(String(label), /can be played$/);
  await context.close();
});

void test("each game's board fits a phone, a tablet both ways, a Chromebook and a desktop, with finger-sized houses", async () => {
  // A language per screen, so that the long words of each meet a narrow board somewhere.
  const languages = ["fi", "mk", "hr", "fr", "en"];
  for (const [index, screen] of SCREENS.entries()) {
    for (const game of GAMES) {
      const locale = languages[index % languages.length];
      const { context, page } = await openPage(browser, server.url, { screen, locale });
      await playTux(page, game, 1);
      await waitForTurn(page);
      const where = `${game} ${screen.width}×${screen.height}`;
      assert.deepEqual(await overflowing(page), [], where);
      assert.deepEqual(await smallTargets(page), [], where);
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(scrolls, false, where);
      await context.close();
    }
  }
});
