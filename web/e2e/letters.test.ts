// Each language's own house letters in a real browser: a Macedonian board writes and says
// А Б В … and ј к л …, the digit keys still play the child's houses, the wire still says
// the protocol's A–F, and a switch to English (the control) brings back the Latin letters,
// in the sentence already on screen too.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { playTux, recordMoves, waitForTurn } from "./board";
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

/** What the houses show, and what they say on the wire, in the rules' order. */
async function houses(page: Page): Promise<{ shown: string; wire: string }> {
  return page.evaluate(() => {
    const all = Array.from(document.querySelectorAll<HTMLElement>(".board .house"));
    return {
      shown: all.map((house) => house.querySelector(".letter")?.textContent ?? "?").join(" "),
      wire: all.map((house) => house.dataset.house ?? "?").join(" "),
    };
  });
}

void test("a Macedonian board writes and says Cyrillic letters and plays Latin ones on the wire", async () => {
  let record = { moves: [] as string[], lines: [] as string[] };
  const { context, page, errors } = await openPage(browser, server.url, {
    locale: "mk",
    before: (page) => {
      record = recordMoves(page);
    },
  });
  await playTux(page, "oware", 1);
  assert.equal(await waitForTurn(page), "turn");
  assert.deepEqual(await houses(page), {
    shown: "А Б В Г Д Ѓ ј к л м н п",
    wire: "A B C D E F a b c d e f",
  });
  const third = await page.locator('.house[data-house="C"]').getAttribute("aria-label");
  assert.match(String(third), /^Твојата куќа В, /);
  const theirs = await page.locator('.house[data-house="c"]').getAttribute("aria-label");
  assert.match(String(theirs), /^Куќата л на Тукс, /);

  // The digit 3 plays the third house, В, which the wire calls C.
  const status = page.getByRole("status");
  await page.keyboard.press("3");
  const played = message("mk", "move-you-played").replace("{ $house }", "В");
  await status.filter({ hasText: played }).waitFor();
  const tux = message("mk", "move-tux-played").split("{ $house }")[0] ?? "";
  await status.filter({ hasText: tux }).waitFor();
  const said = String(await status.textContent());
  assert.match(said, /^Тукс ја одигра куќата [јклмнп]\./);
  assert.doesNotMatch(said, /[A-Za-z]/);
  assert.equal(record.moves[0], "C");
  assert.match(record.moves[1] ?? "", /^[a-f]$/);

  // English, the control: the Latin letters, on the board and in the sentence kept on screen.
  await page.locator(".bar-button.language").click();
  await page.locator('dialog[open] button[lang="en"]').click();
  await page.locator('html[lang="en"]').waitFor();
  assert.deepEqual(await houses(page), {
    shown: "A B C D E F a b c d e f",
    wire: "A B C D E F a b c d e f",
  });
  const english = String(await status.textContent());
  assert.match(english, new RegExp(`^Tux played house ${record.moves[1] ?? "?"}\\.`));
  assert.deepEqual(errors, []);
  await context.close();
});
