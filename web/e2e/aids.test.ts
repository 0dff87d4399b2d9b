// The learning aids of the game screen in a real browser: the sounds (a tick per seed, the
// end's jingle) heard through WebAudio only after the child touched the page, the mute switch
// named in every language and kept for the device, and the seeds that rain over a won game,
// gone afterwards, and never for a child who asked for less motion.
//
// What the page plays is read where it reaches the browser's audio: every buffer started is
// noted by its length (a seed's tick lasts 40 ms, a win's jingle 900 ms).

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { playLit, playTux, playUntilTuxAnswers, waitForTurn } from "./board";
import { closeStage, openPage, openStage, type RunningServer } from "./harness";
import { LANGUAGES, message } from "./locales";

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

/** Notes the length in milliseconds of every sound the page starts, in `window.heard`.
 *  Awaited before the page opens: a script still on its way when the page loads is not run
 *  in it, and `window.heard` is then missing. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: number[] = [];
    (window as unknown as { heard: number[] }).heard = heard;
    const prototype = AudioBufferSourceNode.prototype;
    const start = Object.getOwnPropertyDescriptor(prototype, "start")?.value as (this: AudioBufferSourceNode, ...args: number[]) => void;
    prototype.start = function (this: AudioBufferSourceNode, ...args: number[]) {
      heard.push(Math.round((this.buffer?.duration ?? 0) * 1000));
      start.apply(this, args);
    };
  });
}

function heard(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { heard: number[] }).heard);
}

async function forget(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { heard: number[] }).heard.length = 0;
  });
}

const TICK = 40;
const WIN = 900;

void test("each seed ticks, the switch mutes the page for the device, and it is named in every language", async () => {
  const { context, page, errors } = await openPage(browser, server.url, { before: listen });
  await playTux(page, "kalah", 1);
  const toggle = page.locator(".bar-button.sound");
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  await playUntilTuxAnswers(page);
  const ticks = (await heard(page)).filter((length) => length === TICK);
  // The child's move sows at least its seeds, and Tux's answer more.
  assert.ok(ticks.length >= 4, `ticks: ${String(ticks.length)}`);

  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  assert.equal(await page.evaluate(() => localStorage.getItem("oware-muted")), "1");
  await forget(page);
  await playUntilTuxAnswers(page);
  assert.deepEqual(await heard(page), []);

  // Kept for the device: the page opened again is still silent, and says so.
  await page.reload();
  await page.locator(".board .house").first().waitFor();
  assert.equal(await page.locator(".bar-button.sound").getAttribute("aria-pressed"), "false");
  let name = "";
  for (const language of LANGUAGES) {
    await page.locator(".bar-button.language").click();
    await page.locator(`dialog[open] button[lang="${language}"]`).click();
    await page.locator(`html[lang="${language}"]`).waitFor();
    name = message(language, "bar-sound");
    await page.getByRole("button", { name, exact: true, pressed: false }).waitFor();
  }
  await page.locator(".bar-button.sound").click();
  assert.equal(await page.evaluate(() => localStorage.getItem("oware-muted")), "0");
  await page.getByRole("button", { name, exact: true, pressed: true }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

void test("no sound before the child touches the page: a classmate's move replayed after a reload is silent", async () => {
  const ama = await openPage(browser, server.url, { before: listen });
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
  await waitForTurn(ama.page);
  await playLit(ama.page, "first");

  // The tab is opened again: the seat comes back, but nobody has touched this page yet.
  await ama.page.reload();
  await ama.page.locator(".board .house").first().waitFor();
  const ply = await ama.page.locator(".board").getAttribute("data-ply");
  await waitForTurn(kofi.page);
  await playLit(kofi.page, "first");
  await ama.page.waitForFunction((before) => document.querySelector<HTMLElement>(".board")?.dataset.ply !== before, ply);
  await waitForTurn(ama.page);
  assert.deepEqual(await heard(ama.page), []);
  // The positive control: once the child taps, the next move ticks.
  await playLit(ama.page, "first");
  await ama.page.waitForFunction(() => (window as unknown as { heard: number[] }).heard.length > 0);
  assert.ok((await heard(ama.page)).includes(TICK));
  await ama.context.close();
  await kofi.context.close();
});

/** Plays a Kalah game at one tablet to its end, the first lit house each time, hurrying
 *  every replay; the same moves every time. */
async function playToTheEnd(page: Page): Promise<void> {
  await page.locator(".card-kalah").click();
  await page.locator("button.here").click();
  await page.locator(".board .house").first().waitFor();
  for (let moves = 0; moves < 300; moves++) {
    if ((await waitForTurn(page)) === "over") break;
    await playLit(page, "first");
    await page.keyboard.press("x");
  }
  await page.locator("dialog.end[open]").waitFor();
}

void test("a won game lets seeds rain over the end, with the win's jingle, and leaves nothing behind", async () => {
  const { context, page, errors } = await openPage(browser, server.url, { before: listen });
  await playToTheEnd(page);
  // At one tablet the game is won whoever wins (the first lit house each time wins it).
  const title = String(await page.locator("dialog.end[open] .dialog-title").textContent());
  assert.notEqual(title, message("en", "end-draw"));
  const shower = page.locator("dialog.end[open] .celebration");
  await shower.waitFor();
  assert.equal(await shower.getAttribute("aria-hidden"), "true");
  assert.equal(await shower.locator(".celebration-seed").count(), 28);
  assert.ok((await heard(page)).includes(WIN));
  // The seeds take no tap: the end's buttons under them still work after they have gone.
  await shower.waitFor({ state: "detached" });
  assert.equal(await page.locator(".celebration").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

void test("a child who asked for less motion gets the end without the rain", async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "en-GB", reducedMotion: "reduce" });
  const page = await context.newPage();
  await listen(page);
  await page.goto(server.url);
  await playToTheEnd(page);
  // The jingle is heard, so the end was a win: only the rain is left out.
  await page.waitForFunction((win) => (window as unknown as { heard: number[] }).heard.includes(win), WIN);
  // Two turns of the page's clock: the rain would have begun by then (see the test above).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  assert.equal(await page.locator(".celebration").count(), 0);
  await context.close();
});
