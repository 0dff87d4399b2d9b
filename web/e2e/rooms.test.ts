// Rooms with people in them: two browsers playing each other by a room code, and a server
// killed in the middle of a game and started again on the same data: the banner, the page
// taking its seat back by itself, and the board as the room has it.

import assert from "node:assert/strict";
import { test } from "node:test";
import { playTux, playUntilTuxAnswers, recordMoves, rulesHouses, shownHouses, waitForTurn } from "./board";
import { launchBrowser, openPage, removeData, startClassmate, startServer } from "./harness";
import { message } from "./locales";

void test("two browsers play one game through a room code", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const ama = await openPage(browser, server.url, { locale: "en" });
  const kofi = await openPage(browser, server.url, { locale: "fr" });
  await ama.page.locator(".card-kalah").click();
  await ama.page.locator("button.classmate").click();
  await ama.page.locator(".name-input").fill("Ama");
  await ama.page.locator("button.host").click();
  const code = String(await ama.page.locator(".room-code").textContent());
  assert.match(code, /^[2-9A-HJKMNP-Z]{6}$/);

  await kofi.page.locator(".card-kalah").click();
  await kofi.page.locator("button.classmate").click();
  await kofi.page.locator(".name-input").fill("Kofi");
  await kofi.page.locator(".code-input").fill(code.toLowerCase());
  await kofi.page.locator("button.join").click();
  await kofi.page.locator(".board .house").first().waitFor();
  // Ama's dialog closes once Kofi is there; each sees the other's name.
  await ama.page.locator("dialog.classmate").waitFor({ state: "hidden" });
  await ama.page.locator(".player.north .name", { hasText: "Kofi" }).waitFor();
  await kofi.page.locator(".player.south .name", { hasText: "Ama" }).waitFor();
  assert.equal(await kofi.page.locator(".house.playable").count(), 0);

  assert.equal(await waitForTurn(ama.page), "turn");
  const letter = String(await ama.page.locator(".house.playable").first().getAttribute("data-house"));
  await ama.page.locator(".house.playable").first().click();
  const said = message("fr", "move-player-played").replace("{ $player }", "Ama").replace("{ $house }", letter);
  await kofi.page.getByRole("status").filter({ hasText: said }).waitFor();
  await waitForTurn(kofi.page);
  assert.deepEqual(await shownHouses(kofi.page), await shownHouses(ama.page));
  assert.ok((await kofi.page.locator(".house.north.playable").count()) > 0);
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("a browser plays the desktop's RoomClient in one room", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const ama = await openPage(browser, server.url, { locale: "hr" });
  await ama.page.locator(".card-oware").click();
  await ama.page.locator("button.classmate").click();
  await ama.page.locator(".name-input").fill("Ama");
  await ama.page.locator("button.host").click();
  const code = String(await ama.page.locator(".room-code").textContent());
  const kofi = startClassmate(server.port, code, "Kofi");
  await kofi.said(/^joined$/);
  await ama.page.locator(".player.north .name", { hasText: "Kofi" }).waitFor();

  assert.equal(await waitForTurn(ama.page), "turn");
  const mine = String(await ama.page.locator(".house.playable").first().getAttribute("data-house"));
  await ama.page.locator(".house.playable").first().click();
  assert.equal(await kofi.said(/^heard /), `heard ${mine}`);
  const theirs = (await kofi.said(/^played /)).slice("played ".length);
  // The desktop's move reaches the page, replayed, in the page's language.
  const said = message("hr", "move-player-played").replace("{ $player }", "Kofi").replace("{ $house }", theirs);
  await ama.page.getByRole("status").filter({ hasText: said }).waitFor();
  await waitForTurn(ama.page);
  assert.deepEqual(await shownHouses(ama.page), rulesHouses("oware", [mine, theirs]));
  await kofi.stop();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("a server killed mid-game comes back, and so does the page, board and all", async () => {
  const first = await startServer();
  const browser = await launchBrowser();
  let record = { moves: [] as string[], lines: [] as string[] };
  const { page } = await openPage(browser, first.url, {
    before: (page) => {
      record = recordMoves(page);
    },
  });
  await playTux(page, "congkak", 1);
  await playUntilTuxAnswers(page);
  const before = await shownHouses(page);
  const moves = [...record.moves];

  await first.kill();
  const banner = page.locator(".banner");
  await banner.filter({ hasText: message("en", "classroom-lost") }).waitFor();
  // A house tapped meanwhile is refused with the banner's words, and nothing moves.
  await page.locator(".house.playable").first().click({ timeout: 2000 }).catch(() => undefined);

  const again = await startServer({ port: first.port, data: first.data });
  await banner.waitFor({ state: "hidden" });
  await waitForTurn(page);
  assert.deepEqual(await shownHouses(page), before);
  assert.deepEqual(await shownHouses(page), rulesHouses("congkak", moves));
  // And the game goes on.
  await page.locator(".house.playable").last().click();
  await page.locator(".message", { hasText: "You played house" }).waitFor();
  await browser.close();
  await again.kill();
  removeData(again);
});
