// A child who typed no name plays as a guest: the page says `hello` alone, the teacher's
// page shows the guest's room as a guest's, and counts the guest for nobody in the class and
// never as a tournament's player, while a named child beside it is counted and offered.

import assert from "node:assert/strict";
import { test } from "node:test";
import { playTux, playUntilTuxAnswers } from "./board";
import { launchBrowser, openPage, removeData, startServer } from "./harness";
import { message } from "./locales";

const CODE = "TEACH-2345";

void test("a nameless child plays, is shown as a guest, and is counted for nobody", async () => {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const browser = await launchBrowser();
  const greetings: string[] = [];
  const guest = await openPage(browser, server.url, {
    before: (page) => {
      page.on("websocket", (socket) => {
        socket.on("framesent", (frame) => {
          const line = typeof frame.payload === "string" ? frame.payload : frame.payload.toString();
          if (line.startsWith("hello")) greetings.push(line);
        });
      });
    },
  });
  await playTux(guest.page, "kalah", 1);
  await playUntilTuxAnswers(guest.page);
  assert.deepEqual(greetings, ["hello"]);

  // The positive control: a child who typed a name, in a game too.
  const ama = await openPage(browser, server.url);
  await ama.page.locator(".home-name-input").fill("Ama");
  await ama.page.locator("button.save-name").click();
  await ama.page.locator(".home-name-input").waitFor({ state: "hidden" }).catch(() => undefined);
  await playTux(ama.page, "oware", 1);
  await playUntilTuxAnswers(ama.page);

  const { page: teacher } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
  await teacher.locator("#teacher-code").fill(CODE);
  await teacher.locator(".sign-in button[type=submit]").click();
  await teacher.locator(".player-name", { hasText: message("en", "teacher-guest") }).waitFor();
  await teacher.locator(".player-name", { hasText: "Ama" }).waitFor();
  const answers = await teacher.evaluate(async () => {
    const get = async (path: string): Promise<unknown> => (await fetch(`/teacher/api/${path}`)).json();
    return { class: await get("class?since=0"), tournament: await get("tournament") };
  });
  const children = (answers.class as { children: { name: string }[] }).children.map((child) => child.name);
  assert.deepEqual(children, ["Ama"]);
  assert.deepEqual((answers.tournament as { candidates: string[] }).candidates, ["Ama"]);
  await browser.close();
  await server.kill();
  removeData(server);
});
