// A seat that survives a closed tab: the child who closes the tab in a classmate game and
// opens the address again is back in the same game, and the classmate is told meanwhile
// that the other child left and is awaited, then sees the game go on.

import assert from "node:assert/strict";
import { test } from "node:test";
import { playLit, shownHouses, waitForTurn } from "./board";
import { closeStage, openPage, openStage } from "./harness";
import { message } from "./locales";

function said(language: string, id: string, player: string): string {
  return message(language, id).replaceAll("{ $player }", player);
}

void test("a tab closed in a classmate game and opened again is back in the same game", async () => {
  const stage = await openStage();
  const { server, browser } = stage;
  const ama = await openPage(browser, server.url, { locale: "en" });
  const kofi = await openPage(browser, server.url, { locale: "fr" });
  await ama.page.locator(".card-kalah").click();
  await ama.page.locator("button.classmate").click();
  await ama.page.locator(".name-input").fill("Ama");
  await ama.page.locator("button.host").click();
  const code = String(await ama.page.locator(".room-code").textContent());
  await kofi.page.locator(".card-kalah").click();
  await kofi.page.locator("button.classmate").click();
  await kofi.page.locator(".name-input").fill("Kofi");
  await kofi.page.locator(".code-input").fill(code);
  await kofi.page.locator("button.join").click();
  await kofi.page.locator(".board .house").first().waitFor();
  await ama.page.locator(".player.north .name", { hasText: "Kofi" }).waitFor();

  // Ama moves, so that the board Kofi comes back to is not the opening one.
  assert.equal(await waitForTurn(ama.page), "turn");
  await playLit(ama.page, "first");
  assert.equal(await waitForTurn(kofi.page), "turn");
  const board = await shownHouses(kofi.page);
  assert.deepEqual(await shownHouses(ama.page), board);

  const away = said("en", "classroom-away", "Kofi");
  // Positive control: the line is not there while Kofi plays.
  assert.equal(await ama.page.getByRole("status").filter({ hasText: away }).count(), 0);
  await kofi.page.close({ runBeforeUnload: true });
  await ama.page.getByRole("status").filter({ hasText: away }).waitFor();
  // Ama can still leave: the Home button is there and usable.
  assert.equal(await ama.page.locator("button.bar-button.home").isEnabled(), true);

  // The address opened again in a new tab of the same browser: the same game, the same board.
  const again = await kofi.context.newPage();
  await again.goto(server.url);
  await again.locator(".board .house").first().waitFor();
  await again.locator(".player.south .name", { hasText: "Ama" }).waitFor();
  assert.equal(await waitForTurn(again), "turn");
  assert.deepEqual(await shownHouses(again), board);
  await ama.page.getByRole("status").filter({ hasText: away }).waitFor({ state: "detached" });

  // And Kofi can move: Ama hears it, and it is her turn again.
  const letter = await playLit(again, "last");
  const moved = message("en", "move-player-played").replace("{ $player }", "Kofi").replace("{ $house }", letter);
  await ama.page.getByRole("status").filter({ hasText: moved }).waitFor();
  await waitForTurn(ama.page);
  assert.deepEqual(await shownHouses(ama.page), await shownHouses(again));
  assert.deepEqual(ama.errors, []);
  await closeStage(stage);
});
