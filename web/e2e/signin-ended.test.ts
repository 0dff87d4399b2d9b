// A session the teacher ends reaches the child's open page at once: the teacher's "Sign
// everyone out" takes a signed-in child's page back to "Who are you?" with a kind word, and a
// reload does not sign them in again; a new code does the same in Croatian to a child in the
// middle of a game against Tux, while another child's page stays signed in.

import assert from "node:assert/strict";
import { test } from "node:test";
import { classServer, tapPictures, toPictures } from "./class";
import { launchBrowser, openPage, removeData } from "./harness";
import { message } from "./locales";

void test("the teacher signs everyone out and the child's page asks who they are, kindly", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  const { page, errors } = await openPage(browser, server.url, { locale: "en-GB" });
  await toPictures(page, "Sunflowers", "Ama");
  await tapPictures(page, [4, 2, 7]);
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();

  await teacher.post("/roster/sign-everyone-out", {});
  // Without a tap or a reload: the sign-in screen, and the word why.
  await page.locator(".signin-title", { hasText: message("en", "signin-who") }).waitFor();
  await page.locator(".signin-word.ended", { hasText: message("en", "signin-ended-everyone") }).waitFor();
  assert.equal(await page.locator(".signin-name").count(), 0);
  // A reload does not bring her back: the session ended on the server.
  await page.reload();
  await page.locator(".signin-open").waitFor();
  assert.equal(await page.locator(".signin-name").count(), 0);
  // Her pictures sign her in again.
  await toPictures(page, "Sunflowers", "Ama");
  await tapPictures(page, [4, 2, 7]);
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("in Croatian, a new code ends that child's game and sign-in, and only theirs", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  await teacher.post("/assignments", { game: "kalah", task: "beat-tux 1", for: "class" });
  const ama = await openPage(browser, server.url, { locale: "hr-HR" });
  await toPictures(ama.page, "Sunflowers", "Ama");
  await tapPictures(ama.page, [4, 2, 7]);
  const kofi = await openPage(browser, server.url, { locale: "hr-HR" });
  await toPictures(kofi.page, "Owls", "Kofi");
  await tapPictures(kofi.page, [1, 1, 1]);
  await kofi.page.locator(".signin-name", { hasText: "Kofi" }).waitFor();
  // Ama in a game against Tux, from her assignment.
  await ama.page.locator(".assignment[data-kind='beat-tux']").click();
  await ama.page.locator(".game").waitFor();

  await teacher.post(`/roster/children/${await teacher.childId("Ama")}/code`, { code: "258" });
  await ama.page.locator(".signin-title", { hasText: message("hr", "signin-who") }).waitFor();
  await ama.page.locator(".signin-word.ended", { hasText: message("hr", "signin-ended-new-code") }).waitFor();
  assert.equal(await ama.page.locator(".game").count(), 0);
  // The word stays while she finds her group and name, and goes with her first picture.
  await ama.page.locator(".signin-choices.groups .signin-choice", { hasText: "Sunflowers" }).click();
  await ama.page.locator(".signin-choices.names .signin-choice", { hasText: "Ama" }).click();
  await ama.page.locator(".signin-word.ended").waitFor();
  await ama.page.locator(".picture-choice[data-picture='2']").click();
  assert.equal(await ama.page.locator(".signin-word.ended").count(), 0);
  await tapPictures(ama.page, [5, 8]);
  await ama.page.locator(".signin-name", { hasText: "Ama" }).waitFor();
  // Positive control: Kofi's page was told nothing and is still his.
  assert.equal(await kofi.page.locator(".signin-word.ended").count(), 0);
  await kofi.page.reload();
  await kofi.page.locator(".signin-name", { hasText: "Kofi" }).waitFor();
  assert.deepEqual(ama.errors, []);
  assert.deepEqual(kofi.errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});
