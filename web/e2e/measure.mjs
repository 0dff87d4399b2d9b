// The page's figures for README.md, measured in Chromium against a running server: how long
// from the request until the home screen can be used (the page's `oware-usable` mark, set
// once the cards are there), over fresh tabs, and what the page's code and styles weigh as
// sent. `node e2e/measure.mjs <url> [runs]`.

import { chromium } from "playwright-core";

const url = process.argv[2] ?? "http://127.0.0.1:7464/";
const runs = Number(process.argv[3] ?? 9);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const usable = [];
let weight = 0;
for (let run = 0; run < runs; run++) {
  // A fresh context each time: nothing cached, as a child's first visit.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(".card").first().waitFor();
  const measured = await page.evaluate(() => {
    const mark = performance.getEntriesByName("oware-usable")[0];
    const sent = performance
      .getEntriesByType("resource")
      .concat(performance.getEntriesByType("navigation"))
      .filter((entry) => /\/($|app\.js|app\.css)/.test(new URL(entry.name).pathname))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    return { usable: mark ? mark.startTime : null, sent };
  });
  if (measured.usable !== null) usable.push(measured.usable);
  weight = measured.sent;
  await context.close();
}
await browser.close();
usable.sort((a, b) => a - b);
const median = usable[Math.floor(usable.length / 2)];
console.log(
  `home usable after ${median.toFixed(0)} ms (median of ${usable.length}; ` +
    `${usable[0].toFixed(0)}–${usable[usable.length - 1].toFixed(0)} ms); ` +
    `code, styles and HTML sent: ${weight} bytes`,
);
