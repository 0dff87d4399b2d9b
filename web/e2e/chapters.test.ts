// The chapters of strategy in a real browser, at a phone's size in French and a Chromebook's
// in English: a chapter's explanation stepped screen by screen, its moves replayed; a stage
// played to three stars with the house the server itself says meets the goal (found by
// asking it, house by house, over a WebSocket of the page's origin); a stage missed, then
// tried again from the last move and from the start; and the teacher's page, which shows a
// child's chapters and whose "open every chapter" switch unlocks a locked chapter (refused
// before, as the control). Every wait is for something the page shows.

import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  CHROMEBOOK,
  closeStage,
  launchBrowser,
  openPage,
  openStage,
  overflowing,
  PHONE,
  removeData,
  startServer,
  type RunningServer,
  type Screen,
  smallTargets,
} from "./harness";
import { message } from "./locales";

const here = dirname(fileURLToPath(import.meta.url));
const SHOTS = process.env.CHAPTER_SHOTS;
const CODE = "TEACH-2345";
/** Togyz Kumalak's first chapter: its first stage asks for a tuzdyk in one move. */
const TUZDYK = "togyz-tuzdyk";
const TOGYZ_HOUSES = ["A", "B", "C", "D", "E", "F", "G", "H", "I"];

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

/** Lines said over a WebSocket of the page's origin, and every line heard until the answer
 *  (`=` or `?`) to the last. */
function overSocket(page: Page, lines: readonly string[]): Promise<string[]> {
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

/** The verdict the server gives each house as the first move of a stage, asked on a fresh
 *  connection each (`greeting`: `hello`, or a child's sign-in). */
async function verdicts(page: Page, key: string, stage: number, greeting: readonly string[] = ["hello"]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const letter of TOGYZ_HOUSES) {
    const heard = await overSocket(page, [...greeting, `chapter-open ${key}`, `chapter-stage ${String(stage)}`, `chapter-move ${letter}`]);
    const last = heard[heard.length - 1] ?? "";
    found.set(letter, last.startsWith("= chapter-verdict ") ? (last.split(" ")[2] ?? "") : "refused");
  }
  return found;
}

async function openChapters(page: Page, game: string): Promise<void> {
  await page.locator(`.cards li:has(.card-${game}) .card-chapters`).click();
  await page.locator('.coach.chapters[data-view="list"][data-mode="shown"] .chapter-choice').first().waitFor();
}

async function attribute(page: Page, name: string): Promise<string> {
  return String(await page.locator(".coach.chapters").getAttribute(`data-${name}`));
}

/** Taps a house and waits for its verdict, after its replay (any key hurries it). */
async function tap(page: Page, letter: string): Promise<string> {
  const judged = Number(await attribute(page, "judged"));
  await page.locator(`.coach-board .house[data-house="${letter}"]`).click();
  await page.keyboard.press("x");
  await page.locator(`.coach.chapters[data-judged="${String(judged + 1)}"]`).waitFor();
  return attribute(page, "mode");
}

/** Waits for screen `number` of the explanation to have replayed its moves. */
async function screenShown(page: Page, number: number, replayed: number): Promise<void> {
  await page.keyboard.press("x");
  await page
    .locator(`.coach.chapters[data-view="screen"][data-number="${String(number)}"][data-replayed="${String(replayed)}"][data-mode="shown"]`)
    .waitFor();
}

/** What sticks out or is cut, but for the tuzdyk's word in a Togyz Kumalak house turned on a
 *  phone: the board view clips that mark to its house on purpose (app.css, `.tuzdyk-mark`),
 *  as the game's own board does. */
async function cut(page: Page): Promise<string[]> {
  return (await overflowing(page)).filter((found) => !found.startsWith("span.tuzdyk-mark "));
}

async function counts(page: Page): Promise<string[]> {
  return page.locator(".coach-board .house .count").allTextContents();
}

void test("a chapter's screens are stepped, and a stage is played to three stars", async () => {
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    await openChapters(page, "togyz");
    // The first chapter is open, the second locked behind a padlock.
    const choices = page.locator(".chapter-choice");
    assert.equal(await choices.nth(0).getAttribute("data-key"), TUZDYK);
    assert.equal(await choices.nth(0).getAttribute("data-locked"), "false");
    assert.equal(await choices.nth(1).getAttribute("data-locked"), "true");
    assert.equal(await choices.nth(1).locator("svg").count(), 1);
    assert.equal(await choices.nth(0).locator("svg").count(), 0);
    assert.ok(String(await choices.nth(0).textContent()).includes(message(language, "chapter-togyz-tuzdyk-title")));
    assert.deepEqual(await overflowing(page), [], `${language}: list`);
    assert.deepEqual(await smallTargets(page), [], `${language}: list`);

    // The explanation, screen by screen, each with its moves replayed; Back and Next.
    await choices.nth(0).click();
    await screenShown(page, 1, 1);
    assert.equal(String(await page.locator(".chapter-message").textContent()), message(language, "chapter-togyz-tuzdyk-screen-1"));
    assert.ok(String(await page.locator(".chapter-title").textContent()).includes(message(language, "chapter-togyz-tuzdyk-title")));
    await page.locator(".chapter-next").click();
    await screenShown(page, 2, 2);
    assert.equal(String(await page.locator(".chapter-message").textContent()), message(language, "chapter-togyz-tuzdyk-screen-2"));
    await page.locator(".chapter-back").click();
    await screenShown(page, 1, 3);
    await page.locator(".chapter-next").click();
    await screenShown(page, 2, 4);
    assert.deepEqual(await cut(page), [], `${language}: screen`);
    assert.deepEqual(await smallTargets(page), [], `${language}: screen`);
    assert.equal(await page.locator(".chapter-next").isHidden(), true, "the last screen leads to the play");

    // The first stage: the goal said, what is left, the houses lit.
    await page.locator(".chapter-play").click();
    await page.locator('.coach.chapters[data-view="stage"][data-number="1"][data-mode="move"]').waitFor();
    assert.ok(String(await page.locator(".chapter-task").textContent()).length > 10, language);
    assert.ok(String(await page.locator(".chapter-left").textContent()).length > 5, language);
    assert.ok((await page.locator(".coach-board .house.playable").count()) > 0);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${language}-chapter-web-stage-${String(screen.width)}.png`) });

    // The house the server says meets the goal, tapped: met at once, three stars.
    const met = [...(await verdicts(page, TUZDYK, 1)).entries()].find(([, verdict]) => verdict === "met")?.[0];
    assert.ok(met, "a house meets the first stage's goal");
    assert.equal(await tap(page, met), "met", language);
    assert.equal(await attribute(page, "stars"), "3");
    assert.equal(String(await page.locator(".chapter-stars").textContent()), "★★★");
    assert.ok(String(await page.locator(".chapter-message").textContent()).length > 5, "the server's words for the goal met");
    assert.equal(await page.locator(".chapter-next-stage").isVisible(), true);
    // The seeds' shower falls, then leaves nothing behind.
    await page.locator(".celebration").waitFor({ state: "detached" });
    assert.deepEqual(await cut(page), [], `${language}: met`);
    assert.deepEqual(await smallTargets(page), [], `${language}: met`);
    await page.screenshot({ path: join(here, "..", ".e2e", `chapter-met-${language}-${String(screen.width)}.png`) });

    // The next stage opens; the list counts the stars.
    await page.locator(".chapter-next-stage").click();
    await page.locator('.coach.chapters[data-view="stage"][data-number="2"][data-mode="move"]').waitFor();
    await page.locator(".chapter-to-list").click();
    await page.locator('.coach.chapters[data-view="list"][data-mode="shown"]').waitFor();
    assert.ok(String(await choices.nth(0).getAttribute("data-stars")).startsWith("3"), language);
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});

void test("a stage missed is tried again from the last move and from the start", async () => {
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    const found = await verdicts(page, TUZDYK, 1);
    const met = [...found.entries()].find(([, verdict]) => verdict === "met")?.[0];
    const missed = [...found.entries()].find(([, verdict]) => verdict === "missed")?.[0];
    assert.ok(met && missed, [...found.entries()].join(" "));
    await openChapters(page, "togyz");
    await page.locator(".chapter-choice").first().click();
    await screenShown(page, 1, 1);
    await page.locator(".chapter-next").click();
    await screenShown(page, 2, 2);
    await page.locator(".chapter-play").click();
    await page.locator('.coach.chapters[data-view="stage"][data-mode="move"]').waitFor();
    const start = await counts(page);
    // Before any move there is nothing to undo nor to try again.
    assert.equal(await page.locator(".chapter-undo").isHidden(), true);
    assert.equal(await page.locator(".chapter-retry").isHidden(), true);

    assert.equal(await tap(page, missed), "missed", language);
    assert.equal(await attribute(page, "stars"), "0");
    assert.notDeepEqual(await counts(page), start, "the move was played");
    assert.equal(String(await page.locator(".chapter-stars").textContent()), "");
    assert.deepEqual(await cut(page), [], `${language}: missed`);
    assert.deepEqual(await smallTargets(page), [], `${language}: missed`);
    await page.screenshot({ path: join(here, "..", ".e2e", `chapter-missed-${language}-${String(screen.width)}.png`) });

    // Undo my last move: the board before it, the child to move again.
    await page.locator(".chapter-undo").click();
    await page.locator('.coach.chapters[data-view="stage"][data-mode="move"]').waitFor();
    assert.deepEqual(await counts(page), start, language);
    assert.equal(await tap(page, missed), "missed", language);
    // Try again from the start, then the house that meets it.
    await page.locator(".chapter-retry").click();
    await page.locator('.coach.chapters[data-view="stage"][data-mode="move"]').waitFor();
    assert.deepEqual(await counts(page), start, language);
    assert.equal(await tap(page, met), "met", language);
    assert.equal(await attribute(page, "stars"), "3");
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});

void test("an empty house is refused with the page's words, and the board stays", async () => {
  for (const { screen, locale, language } of SETTINGS) {
    const { context, page, errors } = await openPage(browser, server.url, { screen, locale });
    await openChapters(page, "oware");
    await page.locator(".chapter-choice").first().click();
    await screenShown(page, 1, 1);
    await page.locator(".chapter-next").click();
    await screenShown(page, 2, 2);
    await page.locator(".chapter-play").click();
    await page.locator('.coach.chapters[data-view="stage"][data-mode="move"]').waitFor();
    const start = await counts(page);
    const empty = page.locator('.coach-board .house.playable:has(.count:text-is("0"))').first();
    const letter = String(await empty.getAttribute("data-house"));
    assert.ok(["A", "B", "C", "D", "E", "F"].includes(letter), `an empty house of the child's row: ${letter}`);
    await empty.click();
    await page.locator('.coach.chapters[data-refused="1"][data-mode="move"]').waitFor();
    assert.equal(String(await page.locator(".chapter-message").textContent()), message(language, "coach-label-chapters-house-refused"));
    assert.deepEqual(await counts(page), start, language);
    assert.equal(await attribute(page, "judged"), "0");
    // The control: a house with seeds is played and judged.
    const full = page.locator('.coach-board .house.playable:not(:has(.count:text-is("0")))').first();
    assert.notEqual(await tap(page, String(await full.getAttribute("data-house"))), "busy", language);
    assert.equal(await attribute(page, "judged"), "1");
    assert.deepEqual(errors, [], language);
    await context.close();
  }
});

async function teacherSignIn(page: Page): Promise<void> {
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  await page.locator("#roster-section-title").waitFor();
}

void test("the teacher's page shows a child's chapters, and opening every chapter unlocks a locked one", async () => {
  const classroom = await startServer({ args: ["--teacher-code", CODE] });
  const teacherBrowser = await launchBrowser();
  try {
    const { page: teacher, errors: teacherErrors } = await openPage(teacherBrowser, `${classroom.url}teacher`, { locale: "en" });
    await teacherSignIn(teacher);
    await teacher.locator("#roster-file").setInputFiles({
      name: "class.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Ama,Blue,427\n"),
    });
    await teacher.locator(".roster-import-button").click();
    await teacher.locator('table.roster th.child-name:text-is("Ama")').waitFor();
    await teacher.locator(".chapters-section .empty", { hasText: message("en", "teacher-chapters-none") }).waitFor();

    // Ama, signed in, meets the first stage of Togyz Kumalak's first chapter.
    const { page: tablet, errors } = await openPage(teacherBrowser, classroom.url, { locale: "en" });
    const signIn = ["class", "class-group 1", "sign-in 1 4 2 7"];
    const met = [...(await verdicts(tablet, TUZDYK, 1, signIn)).entries()].find(([, verdict]) => verdict === "met")?.[0];
    assert.ok(met);
    const row = teacher.locator('.chapters-section tr[data-child="Ama"] td[data-game="togyz"]');
    await row.locator(`li[data-chapter="${TUZDYK}"]`).waitFor();
    const line = String(await row.textContent());
    assert.ok(line.includes(message("en", "chapter-togyz-tuzdyk-title")), line);
    assert.ok(line.includes("★★★"), line);
    assert.equal(await row.locator(`li[data-chapter="${TUZDYK}"]`).getAttribute("data-done"), "false");

    // The work form offers the game's chapters by name, and sends the key.
    await teacher.locator("#assignment-game").selectOption("togyz");
    await teacher.locator("#assignment-kind").selectOption("chapter");
    const chooser = teacher.locator("select#assignment-first");
    await chooser.waitFor();
    assert.equal(await chooser.locator("option").first().textContent(), message("en", "chapter-togyz-tuzdyk-title"));
    await chooser.selectOption(TUZDYK);
    await teacher.locator(".assignment-give").click();
    await teacher.locator(".assignment-what", { hasText: message("en", "chapter-togyz-tuzdyk-title") }).waitFor();

    // Ama signs in on a page of her own: the chapter given comes first, and a tap opens it.
    const { context: own, page: ama, errors: amaErrors } = await openPage(teacherBrowser, classroom.url, { locale: "en" });
    await ama.locator(".signin-open").click();
    // A class of one group goes straight to its names.
    await ama.locator(".signin-choices .signin-choice").first().waitFor();
    if ((await ama.locator(".signin-choices.groups").count()) > 0) {
      await ama.locator(".signin-choices.groups .signin-choice", { hasText: "Blue" }).click();
    }
    await ama.locator(".signin-choices.names .signin-choice", { hasText: "Ama" }).click();
    for (const picture of [4, 2, 7]) await ama.locator(`.picture-choice[data-picture="${String(picture)}"]:not([disabled])`).click();
    await ama.locator(".assignment[data-kind='chapter']").click();
    await ama.locator(`.coach.chapters[data-view="screen"][data-chapter="${TUZDYK}"][data-number="1"]`).waitFor();
    assert.deepEqual(amaErrors, []);
    await own.close();

    // A guest's page: Oware's second chapter is locked, and opening it is refused.
    await tablet.reload();
    await openChapters(tablet, "oware");
    const second = tablet.locator(".chapter-choice").nth(1);
    assert.equal(await second.getAttribute("data-locked"), "true");
    await second.click();
    await tablet.locator('.coach.chapters[data-refused="1"]').waitFor();
    assert.equal(await attribute(tablet, "view"), "list");
    const refused = String(await tablet.locator(".chapter-message").textContent());
    assert.ok(refused.includes(message("en", "chapter-oware-count-title")), refused);

    // The teacher opens every chapter: the same chapter opens, its first screen shown.
    const opened = teacher.locator("#roster-chapters-open");
    assert.equal(await opened.isChecked(), false);
    await opened.check();
    await teacher.getByRole("status").filter({ hasText: message("en", "roster-chapters-opened") }).waitFor();
    assert.equal(await teacher.locator("#roster-chapters-open").isChecked(), true);
    await tablet.locator(".coach-home").click();
    await openChapters(tablet, "oware");
    assert.equal(await tablet.locator(".chapter-choice").nth(1).getAttribute("data-locked"), "false");
    await tablet.locator(".chapter-choice").nth(1).click();
    await screenShown(tablet, 1, 1);
    assert.equal(await attribute(tablet, "chapter"), "oware-count");
    if (SHOTS) {
      await teacher.locator(".chapters-section").screenshot({ path: join(SHOTS, "teacher-chapters-en.png") });
    }
    assert.deepEqual(errors, []);
    // The page asks for a session before the code is typed: that 401 is the sign-in's.
    assert.deepEqual(teacherErrors.filter((error) => !error.includes("401 (Unauthorized)")), []);
  } finally {
    await teacherBrowser.close();
    await classroom.kill();
    removeData(classroom);
  }
});
