// Takes the page's screenshots of the chapters of strategy for README.md: Oware's chapters
// listed, the first chapter's explanation with its moves replayed, and its first challenge,
// on a phone in French (360×640) and on a Chromebook in Macedonian (1366×768), into
// docs/screenshots/web-<lang>-chapter-*.png. Needs a running server:
// `node e2e/chapter-screenshots.mjs <url>`.

import { chromium } from "playwright-core";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const url = process.argv[2] ?? "http://127.0.0.1:7464/";
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "docs", "screenshots");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const shots = [
  { name: "phone", width: 360, height: 640, language: "fr" },
  { name: "chromebook", width: 1366, height: 768, language: "mk" },
];
for (const shot of shots) {
  const size = { width: shot.width, height: shot.height };
  const context = await browser.newContext({ viewport: size, locale: shot.language, hasTouch: shot.width < 800 });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(".cards li:has(.card-oware) .card-chapters").click();
  await page.locator('.coach.chapters[data-view="list"][data-mode="shown"] .chapter-choice').first().waitFor();
  await page.screenshot({ path: join(out, `web-${shot.language}-chapter-list-${shot.name}.png`) });
  await page.locator(".chapter-choice").first().click();
  await page.locator('.coach.chapters[data-view="screen"][data-replayed="1"][data-mode="shown"]').waitFor();
  await page.screenshot({ path: join(out, `web-${shot.language}-chapter-explain-${shot.name}.png`) });
  await page.locator(".chapter-next").click();
  await page.locator('.coach.chapters[data-view="screen"][data-replayed="2"][data-mode="shown"]').waitFor();
  await page.locator(".chapter-play").click();
  await page.locator('.coach.chapters[data-view="stage"][data-mode="move"]').waitFor();
  await page.screenshot({ path: join(out, `web-${shot.language}-chapter-stage-${shot.name}.png`) });
  await context.close();
}
await browser.close();
