// A child's first visit, measured in Chromium against a running server (docs/measurements/
// page-weight.md): a fresh tab with nothing cached opens the page, taps Kalah and Tux's first
// level at once, and waits for a house it may play. Prints the median over the runs of the
// time from the request to that house, and the bytes the tab was sent by then and once its
// fonts are in (bodies as sent, compressed where the server compresses them, and with the
// headers), every file listed once. `node e2e/first-visit.mjs <url> [runs] [width×height] [language]`.

import { chromium } from "playwright-core";

const url = process.argv[2] ?? "http://127.0.0.1:7464/";
const runs = Number(process.argv[3] ?? 9);
const [width, height] = (process.argv[4] ?? "1366x768").split(/[x×]/).map(Number);
const locale = process.argv[5] ?? "en-GB";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const results = [];
let files = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width, height }, locale });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(".card-kalah").click();
  await page.locator(".level-choice").first().click();
  await page.locator(".house.playable").first().waitFor();
  const playable = await page.evaluate(() => performance.now());
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const sent = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((entry) => ({
      path: new URL(entry.name).pathname,
      body: entry.encodedBodySize,
      transfer: entry.transferSize,
    })),
  );
  results.push({
    playable,
    body: sent.reduce((sum, file) => sum + file.body, 0),
    transfer: sent.reduce((sum, file) => sum + file.transfer, 0),
  });
  files = sent;
  await context.close();
}
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const file of files) console.log(`  ${file.path}: ${file.body} bytes (${file.transfer} with headers)`);
const times = results.map((result) => result.playable);
console.log(
  `first visit at ${width}×${height} in ${locale}: a playable house after ${median(times).toFixed(0)} ms ` +
    `(median of ${runs}; ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms); ` +
    `${median(results.map((result) => result.body))} bytes sent ` +
    `(${median(results.map((result) => result.transfer))} with headers)`,
);
