// The teacher page's status line says nothing stale: a server out of reach is said while the
// tables stay as they were, and said no more once the server answers again.

import assert from "node:assert/strict";
import { test } from "node:test";
import { launchBrowser, openPage, removeData, startServer } from "./harness";
import { message } from "./locales";

const CODE = "TEACH-2345";

void test("the status line says that the server is out of reach, and stops once it is back", async () => {
  const first = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const { page } = await openPage(browser, `${first.url}teacher`, { locale: "fr" });
  await page.locator("#teacher-code").fill(CODE);
  await page.locator(".sign-in button[type=submit]").click();
  await page.locator("#rooms-title").waitFor();
  const status = page.locator(".teacher-status");
  const lost = message("fr", "classroom-lost");
  assert.equal(await status.textContent(), "");

  await first.kill();
  await status.filter({ hasText: lost }).waitFor();
  // The tables stay, as they were last.
  assert.equal(await page.locator("#rooms-title").count(), 1);

  // The server again, on the same address and data: it answers, the teacher's session
  // survived the restart, and the status line no longer says it is out of reach.
  const again = await startServer({ port: first.port, data: first.data, args: ["--teacher-code", CODE] });
  await page.waitForFunction(
    (said) => document.querySelector(".teacher-status")?.textContent !== said,
    lost,
    { timeout: 15_000 },
  );
  assert.equal(await status.textContent(), "");
  assert.equal(await page.locator("#rooms-title").count(), 1);
  assert.equal(await page.locator("#teacher-code").count(), 0);
  await browser.close();
  await again.kill();
  removeData(again);
});
