// Takes the page's screenshots for README.md: the home screen and a game of each kind under
// way, at a phone's size both ways (360×640, 640×360), a tablet's both ways (768×1024,
// 1024×768) and a Chromebook's (1366×768), in five languages, into
// docs/screenshots/web-*.png. Needs a running server: `node e2e/screenshots.mjs <url>`;
// languages after the address take only theirs (`node e2e/screenshots.mjs <url> mk`).

import { chromium } from "playwright-core";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const url = process.argv[2] ?? "http://127.0.0.1:7464/";
const only = process.argv.slice(3);
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "docs", "screenshots");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const shots = [
  { name: "phone", width: 360, height: 640, language: "fr", games: ["kalah", "togyz"] },
  { name: "phone", width: 360, height: 640, language: "mk", games: ["kalah", "togyz"] },
  { name: "phone-landscape", width: 640, height: 360, language: "fr", games: ["kalah"] },
  { name: "chromebook", width: 1366, height: 768, language: "en", games: ["oware", "congkak"] },
  { name: "chromebook", width: 1366, height: 768, language: "mk", games: ["kalah", "togyz"] },
  { name: "chromebook", width: 1366, height: 768, language: "fr", games: ["kalah", "togyz"] },
  { name: "tablet", width: 768, height: 1024, language: "hr", games: ["oware"] },
  { name: "tablet-landscape", width: 1024, height: 768, language: "fi", games: ["kalah"] },
];
for (const shot of shots.filter((shot) => only.length === 0 || only.includes(shot.language))) {
  const size = { width: shot.width, height: shot.height };
  const context = await browser.newContext({ viewport: size, locale: shot.language, hasTouch: shot.width < 800 });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(".card").nth(3).waitFor();
  await page.screenshot({ path: join(out, `web-${shot.language}-home-${shot.name}.png`) });
  for (const game of shot.games) {
    await page.locator(`.card-${game}`).click();
    await page.locator(".level-choice").first().click();
    // Two moves of the child's (and Tux's answers), then the preview of a lit house.
    const atRest = () =>
      page.waitForFunction(
        () =>
          document.querySelector(".house.playable") !== null &&
          document.querySelector(".house.sown, .house.lifted, .house.captured") === null &&
          !/Tux/.test(document.querySelector(".turn-text")?.textContent ?? "Tux"),
      );
    for (let move = 0; move < 2; move++) {
      await atRest();
      const before = await page.locator(".message").textContent();
      await page.locator(".house.playable").last().click();
      await page.waitForFunction((said) => document.querySelector(".message")?.textContent !== said, before);
    }
    await atRest();
    await page.locator(".house.playable").nth(1).focus();
    await page.screenshot({ path: join(out, `web-${shot.language}-${game}-${shot.name}.png`), fullPage: true });
    await page.locator(".bar-button.home").click();
    await page.locator(".card").first().waitFor();
  }
  await context.close();
}
await browser.close();
