// What a child sees first, on every screen of a classroom: the board, whose turn it is, the
// message line and the child's own store inside the first screen (boxes against the window,
// nothing scrolled); the stores marked with their owners' words and colours; the seated
// child's row at the bottom for the child who joins; a question before a new game drops one
// under way; a game against Tux opening on the first lit house; a lost connection lighting no
// house; and Kalah's last board agreeing with the score, said winner first.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { playLit, playTux, playUntilTuxAnswers, waitForTurn } from "./board";
import { closeStage, launchBrowser, openPage, openStage, removeData, startServer, type RunningServer, type Screen } from "./harness";
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
const SCREENS: readonly Screen[] = [
  { width: 360, height: 640 },
  { width: 640, height: 360 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The box of the first element `selector` finds, as the window shows it unscrolled. */
async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.evaluate((selector) => {
    window.scrollTo(0, 0);
    const element = document.querySelector(selector);
    if (!element) return null;
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  }, selector);
  assert.ok(found, `no ${selector}`);
  return found;
}

/** Fails unless the element is on the first screen, whole. */
async function onFirstScreen(page: Page, selector: string, screen: Screen, where: string): Promise<void> {
  const found = await box(page, selector);
  const inside = found.top >= 0 && found.left >= 0 && found.bottom <= screen.height + 0.5 && found.right <= screen.width + 0.5;
  assert.ok(inside && found.bottom > found.top, `${where}: ${selector} at ${JSON.stringify(found)}`);
}

/** What must be on the first screen: the board, the turn, the message line, the child's store. */
async function firstScreen(page: Page, game: string, screen: Screen, where: string): Promise<void> {
  assert.notEqual((await page.locator(".turn-text").textContent())?.trim(), "", where);
  assert.notEqual((await page.locator(".message").textContent())?.trim(), "", where);
  const store = game === "oware" ? ".player.south .captured" : ".store.south";
  for (const selector of [".board", ".turn-text", ".message", store]) await onFirstScreen(page, selector, screen, where);
}

void test("every game on every screen shows the board, the turn, the message line and the child's store at once", async () => {
  for (const screen of SCREENS) {
    for (const game of GAMES) {
      const { context, page } = await openPage(browser, server.url, { screen });
      await playTux(page, game, 1);
      await waitForTurn(page);
      await firstScreen(page, game, screen, `${game} ${screen.width}×${screen.height}`);
      await context.close();
    }
  }
});

void test("on a phone, Kalah and Congkak keep Tux's answer and the child's store in view", async () => {
  for (const screen of [SCREENS[0], SCREENS[1]] as Screen[]) {
    for (const game of ["kalah", "congkak"]) {
      const where = `${game} ${screen.width}×${screen.height}`;
      const { context, page } = await openPage(browser, server.url, { screen });
      await playTux(page, game, 1);
      await playUntilTuxAnswers(page);
      await page.locator(".message", { hasText: "Tux played house" }).waitFor();
      await firstScreen(page, game, screen, where);
      // Upright, the board is turned and the child's store comes down beside the child's name.
      if (screen.height > screen.width) {
        const own = await box(page, ".store.south");
        const tux = await box(page, ".store.north");
        const name = await box(page, ".player.south");
        const board = await box(page, ".board");
        assert.ok(own.top > tux.bottom, `${where}: the child's store is under Tux's`);
        assert.ok(name.top >= own.bottom && name.top >= board.bottom - 1, `${where}: the child's name is under the child's store`);
      }
      await context.close();
    }
  }
});

void test("the help opens with its title in view on a phone", async () => {
  const { context, page } = await openPage(browser, server.url, { screen: SCREENS[0] });
  await playTux(page, "togyz", 1);
  await waitForTurn(page);
  await page.locator(".bar-button.help").click();
  const title = page.locator("dialog.help[open] .dialog-title");
  await title.waitFor();
  const shown = await title.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });
  assert.equal(shown, true);
  await context.close();
});

void test("stores and kazans carry their owner's word and colour, as on the desktop", async () => {
  const tints = { south: "rgb(244, 179, 80)", north: "rgb(127, 179, 230)" };
  for (const [game, kind] of [["kalah", "store"], ["congkak", "store"], ["togyz", "kazan"]] as const) {
    for (const screen of [SCREENS[0], SCREENS[4]] as Screen[]) {
      const where = `${game} ${screen.width}×${screen.height}`;
      const { context, page } = await openPage(browser, server.url, { screen, locale: "fr" });
      await playTux(page, game, 1);
      await waitForTurn(page);
      assert.equal(await page.locator(".store.south .owner").textContent(), message("fr", `${kind}-owner-you`), where);
      assert.equal(await page.locator(".store.north .owner").textContent(), message("fr", `${kind}-owner-tux`), where);
      for (const side of ["south", "north"] as const) {
        const colour = await page.locator(`.store.${side}`).evaluate((element) => getComputedStyle(element).borderTopColor);
        assert.equal(colour, tints[side], `${where} ${side}`);
      }
      await context.close();
    }
  }
});

void test("the child who joins a classmate's room sees their own row at the bottom", async () => {
  const ama = await openPage(browser, server.url);
  const kofi = await openPage(browser, server.url);
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
  // Ama's turn first: Kofi's board opens with no house of his lit, and his focus stays put
  // (the game against Tux, where the child starts, opens on the first lit house).
  await kofi.page.locator(".player.south .name", { hasText: "Ama" }).waitFor();
  assert.equal(await kofi.page.evaluate(() => Boolean(document.activeElement?.closest(".house"))), false);
  /** Which row is drawn lower, and whose name is under the board. */
  const below = async (page: Page) => {
    const south = await box(page, ".house.south");
    const north = await box(page, ".house.north");
    const board = await box(page, ".board");
    const southName = await box(page, ".player.south");
    const northName = await box(page, ".player.north");
    return {
      row: south.top > north.top ? "south" : "north",
      name: southName.top >= board.bottom - 1 ? "south" : northName.top >= board.bottom - 1 ? "north" : "none",
    };
  };
  // Ama, who hosts, plays South at the bottom (the control); Kofi, North, his own row too.
  assert.deepEqual(await below(ama.page), { row: "south", name: "south" });
  assert.deepEqual(await below(kofi.page), { row: "north", name: "north" });
  assert.equal(await kofi.page.locator(".store.north .owner").textContent(), message("en", "store-owner-you"));
  // His first move goes from his own row, as the keyboard's first Tab finds it.
  await waitForTurn(ama.page);
  await playLit(ama.page, "first");
  await waitForTurn(kofi.page);
  await kofi.page.keyboard.press("Tab");
  const focused = await kofi.page.evaluate(() => document.activeElement?.className ?? "");
  assert.match(focused, /house north.*playable/);
  await ama.context.close();
  await kofi.context.close();
});

void test("a new game, an easier or a harder level asks first when a game is under way", async () => {
  const { context, page } = await openPage(browser, server.url, { screen: SCREENS[0] });
  await playTux(page, "kalah", 2);
  await waitForTurn(page);
  const board = page.locator(".board");
  const question = page.locator("dialog.confirm[open]");
  // Nothing played yet: nothing to lose, nothing asked.
  await page.locator(".bar-button.restart").click();
  await page.locator(".house.playable").first().waitFor();
  assert.equal(await question.count(), 0);
  await playUntilTuxAnswers(page);
  const ply = await board.getAttribute("data-ply");
  assert.notEqual(ply, "0");
  await page.locator(".bar-button.restart").click();
  await question.waitFor();
  assert.equal(await question.locator(".dialog-title").textContent(), message("en", "confirm-restart"));
  await question.locator(".confirm-no").click();
  await question.waitFor({ state: "hidden" });
  assert.equal(await board.getAttribute("data-ply"), ply);
  await page.locator(".bar-button.harder").click();
  assert.equal(await question.locator(".dialog-title").textContent(), message("en", "confirm-harder"));
  await question.locator(".confirm-yes").click();
  await page.waitForFunction(() => document.querySelector<HTMLElement>(".board")?.dataset.ply === "0");
  await page.locator(".level-text", { hasText: "3" }).waitFor();
  await context.close();
});

void test("the game opens on the child's first lit house, and Tab goes on along the lit houses", async () => {
  const { context, page } = await openPage(browser, server.url);
  await playTux(page, "congkak", 1);
  await waitForTurn(page);
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return `${active?.className ?? ""} ${active?.getAttribute("data-house") ?? ""}`;
    });
  assert.match(await focused(), /house south.*playable.* A$/);
  await page.keyboard.press("Tab");
  assert.match(await focused(), /house south.*playable.* B$/);
  await context.close();
});

void test("a lost connection lights no house and promises no turn", async () => {
  const own = await startServer();
  const lonely = await launchBrowser();
  const { page } = await openPage(lonely, own.url);
  await playTux(page, "kalah", 1);
  await waitForTurn(page);
  // The control: at rest and connected, houses glow and the turn is the child's.
  assert.ok((await page.locator(".house.playable").count()) > 0);
  assert.equal(await page.locator(".turn-text").textContent(), message("en", "turn-you"));
  await own.kill();
  await page.locator(".banner", { hasText: message("en", "classroom-lost") }).waitFor();
  await page.locator(".message", { hasText: message("en", "classroom-lost") }).waitFor();
  assert.equal(await page.locator(".house.playable").count(), 0);
  assert.equal(await page.locator(".turn-text").textContent(), "");
  await lonely.close();
  removeData(own);
});

void test("Kalah's last board holds the score's seeds in the stores, and the score names the winner's first", async () => {
  const { context, page } = await openPage(browser, server.url);
  await playTux(page, "kalah", 1);
  for (let moves = 0; moves < 200; moves++) {
    if ((await waitForTurn(page)) === "over") break;
    await playLit(page, "first");
    await page.keyboard.press("x");
  }
  const end = page.locator("dialog.end[open]");
  await end.waitFor();
  const score = /(\d+) – (\d+)/.exec(String(await end.locator(".end-score").textContent()));
  assert.ok(score);
  const [first, second] = [Number(score[1]), Number(score[2])];
  const counts = await page.evaluate(() => ({
    stores: Array.from(document.querySelectorAll(".store .count"), (count) => Number(count.textContent)),
    houses: Array.from(document.querySelectorAll(".house .count"), (count) => Number(count.textContent)),
  }));
  // Every seed of the board is in a store, and the stores are the score.
  assert.deepEqual(counts.houses.filter((seeds) => seeds > 0), []);
  assert.deepEqual([...counts.stores].sort((a, b) => b - a), [first, second].sort((a, b) => b - a));
  const [south = 0, north = 0] = counts.stores;
  assert.equal(south + north, 48);
  const title = String(await end.locator(".dialog-title").textContent());
  if (title === message("en", "end-you-win")) assert.deepEqual([first, second], [south, north]);
  if (title === message("en", "end-tux-wins")) assert.deepEqual([first, second], [north, south]);
  await context.close();
});
