// A child of the class on the page, in a real browser against a real server whose roster the
// teacher's API filled: "Who are you?", the group, the name, wrong pictures met with a gentle
// word, the right ones signing in, a reload keeping the child signed in (the server's cookie,
// out of the page's scripts' reach), Sign out; several misses pausing that child's sign-in,
// said kindly; the teacher's assignment first on the home screen, started with a tap and
// shown done once done; "My progress"; a class that lets no guest play; the same in French.

import assert from "node:assert/strict";
import { test } from "node:test";
import { classServer, tapPictures, toPictures } from "./class";
import { launchBrowser, openPage, PHONE, removeData, smallTargets } from "./harness";
import { message } from "./locales";

void test("a child signs in by group, name and pictures, a reload keeps them, and Sign out ends it", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  const { page, errors } = await openPage(browser, server.url, { locale: "en-GB" });
  // Nobody signed in yet: the offer, and (guests allowed) the games as before.
  await page.locator(".signin-open", { hasText: message("en", "signin-who") }).waitFor();
  assert.equal(await page.locator(".card").count(), 4);
  await page.locator(".signin-open").click();
  await page.locator(".signin-prompt", { hasText: message("en", "signin-tap-group") }).waitFor();
  assert.deepEqual(await page.locator(".signin-choice").allTextContents(), ["Sunflowers", "Owls"]);
  await page.locator(".signin-choice", { hasText: "Sunflowers" }).click();
  await page.locator(".signin-prompt", { hasText: message("en", "signin-tap-name") }).waitFor();
  // Only the group's children.
  assert.deepEqual(await page.locator(".signin-choice").allTextContents(), ["Ama"]);
  await page.locator(".signin-choice", { hasText: "Ama" }).click();
  assert.equal(await page.locator(".picture-choice").count(), 9);
  assert.equal(await page.locator(".picture-choice[data-picture='4']").getAttribute("aria-label"), message("en", "roster-picture-flower"));

  // Wrong pictures: a gentle word, the pictures cleared, nobody signed in.
  await tapPictures(page, [1, 2, 3]);
  await page.locator(".signin-word.wrong", { hasText: message("en", "signin-wrong") }).waitFor();
  assert.equal(await page.locator(".picture-slot.filled").count(), 0);
  assert.equal(await page.locator(".signin-name").count(), 0);

  // The right ones: home, with the child's name and Sign out.
  await tapPictures(page, [4, 2, 7]);
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();
  await page.locator(".signin-out", { hasText: message("en", "signin-sign-out") }).waitFor();
  assert.equal(await page.locator(".signin-open").count(), 0);
  // The session's cookie is out of the page's scripts' reach, and nothing keeps the token.
  assert.equal(await page.evaluate(() => document.cookie), "");
  const kept = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => String(storage.getItem(key)))).join(" "),
  );
  assert.doesNotMatch(kept, /[0-9a-f]{32}/);

  // A reload keeps the child signed in.
  await page.reload();
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();

  await page.locator(".signin-out").click();
  await page.locator(".signin-open").waitFor();
  assert.equal(await page.locator(".signin-name").count(), 0);
  // …and a reload after it too: the session ended on the server.
  await page.reload();
  await page.locator(".signin-open").waitFor();
  assert.equal(await page.locator(".signin-name").count(), 0);
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("after several misses the child's sign-in pauses, and the page says so kindly", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  const { page, errors } = await openPage(browser, server.url, { locale: "en-GB" });
  await toPictures(page, "Owls", "Kofi");
  let rounds = 0;
  while ((await page.locator(".signin-word.paused").count()) === 0) {
    rounds += 1;
    assert.ok(rounds <= 10, "no pause after ten misses");
    await tapPictures(page, [9, 9, 9]);
    await page.locator(".signin-word.wrong, .signin-word.paused").waitFor();
    if ((await page.locator(".signin-word.paused").count()) > 0) break;
    // The next round starts from a word said afresh.
    await page.locator(".picture-choice[data-picture='1']").click();
    await page.locator(".picture-slot.filled").waitFor();
    await page.locator(".signin-clear").click();
  }
  assert.ok(rounds >= 2, `paused after ${rounds} misses`);
  const paused = await page.locator(".signin-word").textContent();
  assert.equal(paused, "Time for a little rest! Try again in a minute.");
  // The pictures wait meanwhile.
  assert.equal(await page.locator(".picture-choice:not([disabled])").count(), 0);
  // Another child is not paused: Ama signs in at once (positive control).
  const other = await openPage(browser, server.url, { locale: "en-GB" });
  await toPictures(other.page, "Sunflowers", "Ama");
  await tapPictures(other.page, [4, 2, 7]);
  await other.page.locator(".signin-name", { hasText: "Ama" }).waitFor();
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("the teacher's assignment comes first, starts with a tap, shows done, and My progress shows it", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  await teacher.post("/assignments", { game: "kalah", task: "beat-tux 1", for: "class" });
  const { page, errors } = await openPage(browser, server.url, { locale: "en-GB" });
  await toPictures(page, "Sunflowers", "Ama");
  await tapPictures(page, [4, 2, 7]);
  const assignment = page.locator(".assignment[data-kind='beat-tux']");
  await assignment.waitFor();
  assert.match(String(await assignment.textContent()), /Beat Tux at level 1/);
  // First on the home screen: before the games' cards.
  const first = await page.evaluate(() => {
    const work = document.querySelector(".assignment");
    const card = document.querySelector(".card");
    return work !== null && card !== null && (work.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  assert.ok(first, "the assignment comes before the cards");

  // A tap starts it: Kalah against Tux at level 1.
  await assignment.click();
  await page.locator(".game").waitFor();
  await page.locator(".bar-button.home").click();
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();

  // The game won at this device's other program, reported under Ama's session on a socket
  // of her own (the cookie goes with it), counts for her.
  const won = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const heard: string[] = [];
        socket.onopen = () => {
          socket.send("session");
          socket.send("finished kalah seeds=4 tux=1 41 south 30 18 empty-row");
        };
        socket.onmessage = (message: MessageEvent<string>) => {
          heard.push(message.data);
          if (heard.filter((line) => /^[=?]/.test(line)).length === 2) {
            socket.close();
            resolve(heard);
          }
        };
      }),
  );
  assert.ok(won.some((line) => line.startsWith("= signed-in ")), won.join("\n"));
  assert.ok(won.includes("= finished"), won.join("\n"));
  await page.reload();
  await page.locator(".assignment.done[data-kind='beat-tux']").waitFor();
  assert.match(String(await page.locator(".assignment.done").textContent()), new RegExp(message("en", "signin-assignment-done")));

  // My progress: Kalah's Tux beaten at level 1, with its words for a screen reader.
  await page.locator(".signin-progress").click();
  await page.locator(".progress-title", { hasText: message("en", "signin-progress") }).waitFor();
  const kalah = page.locator(".progress-game[data-game='kalah']");
  assert.equal(await kalah.locator(".progress-row.tux .progress-number").textContent(), "1");
  assert.equal(await kalah.locator(".progress-row.tux .progress-icon").getAttribute("aria-label"), "You beat Tux at level 1");
  await page.locator(".progress-home").click();
  await page.locator(".signin-name").waitFor();
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("a class without guests shows only the sign-in until a child signs in", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser, { guests: false });
  const { page, errors } = await openPage(browser, server.url, { locale: "en-GB" });
  await page.locator(".signin-open").waitFor();
  await page.locator(".signin-guests-refused", { hasText: message("en", "signin-no-guests") }).waitFor();
  assert.equal(await page.locator(".card").isVisible(), false);
  assert.equal(await page.locator(".home-name").isVisible(), false);
  await toPictures(page, "Sunflowers", "Ama");
  await tapPictures(page, [4, 2, 7]);
  await page.locator(".signin-name", { hasText: "Ama" }).waitFor();
  assert.equal(await page.locator(".card").first().isVisible(), true);
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});

void test("in French on a phone: the same steps in French, every target a finger's size", async () => {
  const browser = await launchBrowser();
  const { server, teacher } = await classServer(browser);
  const { page, errors } = await openPage(browser, server.url, { locale: "fr-FR", screen: PHONE });
  await page.locator(".signin-open", { hasText: message("fr", "signin-who") }).waitFor();
  await page.locator(".signin-open").click();
  await page.locator(".signin-prompt", { hasText: message("fr", "signin-tap-group") }).waitFor();
  await page.locator(".signin-choice", { hasText: "Sunflowers" }).click();
  await page.locator(".signin-prompt", { hasText: message("fr", "signin-tap-name") }).waitFor();
  await page.locator(".signin-choice", { hasText: "Ama" }).click();
  await page.locator(".signin-prompt", { hasText: message("fr", "signin-tap-pictures") }).waitFor();
  assert.equal(await page.locator(".picture-choice[data-picture='9']").getAttribute("aria-label"), message("fr", "roster-picture-ball"));
  assert.deepEqual(await smallTargets(page), []);
  await tapPictures(page, [7, 2, 4]);
  await page.locator(".signin-word.wrong", { hasText: message("fr", "signin-wrong") }).waitFor();
  await tapPictures(page, [4, 2, 7]);
  await page.locator(".signin-out", { hasText: message("fr", "signin-sign-out") }).waitFor();
  await page.locator(".signin-progress").click();
  await page.locator(".progress-title", { hasText: message("fr", "signin-progress") }).waitFor();
  assert.deepEqual(errors, []);
  await teacher.close();
  await browser.close();
  await server.kill();
  removeData(server);
});
