// The class list on the teacher's page in a real browser, in English and in Macedonian: a
// child added by hand gets a card with their three pictures in order; a CSV with a Cyrillic
// name and an apostrophe is imported, and one with a bad line is refused with its number
// and nothing added; a child signed in over the page's WebSocket finishes a lesson, and the
// work given to the class shows who has done it; the child's page opens from the progress.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, removeData, startServer, type RunningServer } from "./harness";
import { message } from "./locales";

const CODE = "TEACH-2345";
const SHOTS = process.env.ROSTER_SHOTS;

async function signIn(browser: Browser, server: RunningServer, locale: string): Promise<Page> {
  const { page } = await openPage(browser, `${server.url}teacher`, { locale });
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  await page.locator("#roster-section-title").waitFor();
  return page;
}

async function addChild(page: Page, name: string, group: string, code: string): Promise<void> {
  await page.locator("#roster-name").fill(name);
  await page.locator("#roster-group").fill(group);
  await page.locator("#roster-code").fill(code);
  await page.locator(".roster-add-button").click();
  await page.locator(`.roster-card:has(.roster-card-name:text-is("${name}"))`).waitFor();
}

async function importCsv(page: Page, text: string): Promise<void> {
  await page.locator("#roster-file").setInputFiles({ name: "class.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.locator(".roster-import-button").click();
}

/** The lines a child's page sends over its WebSocket, and every line it hears until the
 *  answer (`=` or `?`) to the last. */
async function overSocket(page: Page, lines: readonly string[]): Promise<string[]> {
  return page.evaluate(
    async (sent) =>
      new Promise<string[]>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const heard: string[] = [];
        let answers = 0;
        socket.onopen = () => {
          for (const line of sent) socket.send(line);
        };
        socket.onmessage = (event) => {
          const line = String(event.data);
          heard.push(line);
          if (line.startsWith("=") || line.startsWith("?")) answers += 1;
          if (answers === sent.length) {
            socket.close();
            resolve(heard);
          }
        };
        socket.onerror = () => {
          reject(new Error("socket"));
        };
      }),
    lines,
  );
}

void test("a child added by hand gets a card, a CSV is imported whole or not at all", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const page = await signIn(browser, server, "en");
  await page.locator(".roster-section .empty", { hasText: message("en", "roster-no-children") }).waitFor();

  await addChild(page, "Seán O'Brien", "Blue", "427");
  const pictures = await page
    .locator('.roster-card:has(.roster-card-name:text-is("Seán O\'Brien")) svg')
    .evaluateAll((svgs) => svgs.map((svg) => `${svg.getAttribute("data-picture") ?? ""}:${svg.getAttribute("aria-label") ?? ""}`));
  assert.deepEqual(pictures, ["4:Flower", "2:Tree", "7:Star"]);

  // A bad line: refused with its number, nothing added.
  await importCsv(page, "name,group\nAma,Blue\nKofi,Blue,12\n");
  await page.getByRole("status").filter({ hasText: "Line 3 of the file is wrong" }).waitFor();
  assert.equal(await page.locator('table.roster th.child-name:text-is("Ama")').count(), 0);
  // Positive control: the same file made right.
  await importCsv(page, "name,group\nAma,Blue\nЉубица Петровска,Црвена,111\n");
  await page.locator('table.roster th.child-name:text-is("Љубица Петровска")').waitFor();
  await page.locator('table.roster th.child-name:text-is("Ama")').waitFor();
  assert.equal(await page.locator(".roster-card").count(), 3);
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("work given to the class shows who has done it, and a child's page opens", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const page = await signIn(browser, server, "en");
  await importCsv(page, "Ama,Blue,999\nKofi,Blue,123\n");
  await page.locator('table.roster th.child-name:text-is("Kofi")').waitFor();
  await page.locator("#assignment-first").fill("1");
  await page.locator("#assignment-second").fill("1");
  await page.locator(".assignment-give").click();
  await page.locator(".assignment-count", { hasText: "Done by 0 of 2 children" }).waitFor();

  // Ama signs in on the children's page (its WebSocket) and finishes lesson 1.
  const { page: tablet } = await openPage(browser, server.url, { locale: "en" });
  const heard = await overSocket(tablet, ["class", "class-group 1", "sign-in 1 9 9 9", "lesson oware 1", "assignments"]);
  assert.ok(heard.includes("= class 1 guests"), heard.join("\n"));
  assert.ok(heard.some((line) => line.startsWith("= signed-in 1 ")), heard.join("\n"));
  assert.ok(heard.includes("! assignment 1 lessons oware 1 1 1 1/1"), heard.join("\n"));

  await page.locator(".assignment-count", { hasText: "Done by 1 of 2 children" }).waitFor();
  await page.locator('.assignment-children li.done .child-name:text-is("Ama")').waitFor();
  if (SHOTS) {
    await page.locator(".assignments-section").screenshot({ path: `${SHOTS}/teacher-assignments-en.png` });
    await page.locator(".progress-section").screenshot({ path: `${SHOTS}/teacher-progress-en.png` });
  }
  await page.locator('.progress-open:text-is("Ama")').click();
  await page.locator(".progress-child-title", { hasText: "Ama, group Blue" }).waitFor();
  await page.locator(".progress-history li", { hasText: "lesson 1 done" }).waitFor();
  if (SHOTS) await page.locator(".progress-section").screenshot({ path: `${SHOTS}/teacher-child-en.png` });
  await page.locator(".progress-back").click();
  await page.locator("table.class-progress").waitFor();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("the class list and its cards in Macedonian", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const page = await signIn(browser, server, "mk");
  await page.locator("#roster-section-title", { hasText: message("mk", "roster-title") }).waitFor();
  await importCsv(page, "Љубица Петровска,Црвена,111\nМарко Николовски,Црвена,258\nАна,Сина,999\n");
  await page.locator(".roster-card").nth(2).waitFor();
  const labels = await page
    .locator('.roster-card:has(.roster-card-name:text-is("Марко Николовски")) svg')
    .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label")));
  assert.deepEqual(labels, [message("mk", "roster-picture-tree"), message("mk", "roster-picture-apple"), message("mk", "roster-picture-cat")]);
  if (SHOTS) {
    await page.locator(".roster-section").screenshot({ path: `${SHOTS}/teacher-roster-mk.png` });
    await page.locator(".cards-section").screenshot({ path: `${SHOTS}/teacher-cards-mk.png` });
  }
  await browser.close();
  await server.kill();
  removeData(server);
});
