// A chain of moves by the other side (a last seed in its store, then another move): the page
// replays each move as it comes, with no promise of whose turn it is until the seeds rest,
// and a key hurries every move waiting at once, the message line saying them all. The
// watching page's clock is paused (Playwright's clock), so that the moves wait for the key.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { playLit, waitForTurn } from "./board";
import { closeStage, openPage, openStage, type RunningServer } from "./harness";
import { message } from "./locales";

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

void test("a key hurries every move of a classmate's chain at once, and no turn is promised meanwhile", async () => {
  const ama = await openPage(browser, server.url);
  // Resolves once Kofi's page has heard the whole board after Ama's second move.
  let heardSecond: () => void = () => undefined;
  const secondHeard = new Promise<void>((resolve) => (heardSecond = resolve));
  const kofi = await openPage(browser, server.url, {
    before: (page) => {
      let ply = 0;
      page.on("websocket", (socket) => {
        socket.on("framereceived", (frame) => {
          const line = typeof frame.payload === "string" ? frame.payload : frame.payload.toString();
          ply = Number(/^! board (\d+) /.exec(line)?.[1] ?? ply);
          if (ply === 2 && line.startsWith("! ready")) heardSecond();
        });
      });
    },
  });
  await kofi.page.clock.install();
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
  await kofi.page.locator(".turn-text", { hasText: "Ama is playing" }).waitFor();

  // From now on Kofi's page's clock stands still until the test moves it.
  await kofi.page.clock.pauseAt(Date.now() + 1000);
  // Ama's house C holds four seeds, three houses from her store: her last seed falls in
  // it, and she plays again.
  assert.equal(await waitForTurn(ama.page), "turn");
  await ama.page.locator('.house[data-house="C"]').click();
  await ama.page.locator(".message", { hasText: "Play again!" }).waitFor();
  assert.equal(await waitForTurn(ama.page), "turn");
  const second = await playLit(ama.page, "first");
  // Kofi's page has both moves, its clock held in the first one's replay.
  const played = (house: string) =>
    message("en", "move-player-played").replace("{ $player }", "Ama").replace("{ $house }", house);
  await secondHeard;
  await kofi.page.locator('.board[data-ply="1"]').waitFor();
  assert.ok(String(await kofi.page.locator(".message").textContent()).includes(played("C")));
  assert.equal(await kofi.page.locator(".turn-text").textContent(), "");
  assert.equal(await kofi.page.locator(".house.playable").count(), 0);

  // One key, and a moment of the clock far shorter than a replay: both moves are shown, the
  // second one's words said, and the seeds rest on Kofi's turn, said and lit.
  await kofi.page.keyboard.press("x");
  await kofi.page.clock.runFor(50);
  await kofi.page.locator('.board[data-ply="2"]').waitFor();
  assert.ok(String(await kofi.page.locator(".message").textContent()).includes(played(second)));
  await kofi.page.locator(".house.playable").first().waitFor();
  assert.equal(await kofi.page.locator(".turn-text").textContent(), message("en", "turn-you"));
  await ama.context.close();
  await kofi.context.close();
});
