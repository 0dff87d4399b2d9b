// A class on a test server for the browser tests: the teacher's API over the page's own fetch,
// a server whose roster it filled, and a child's taps through "Who are you?".

import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { openPage, startServer, type RunningServer } from "./harness";

const CODE = "TEACH-2345";

/** The teacher's API, over the page's own fetch so that the session's cookie goes along. */
export class Teacher {
  private constructor(
    private readonly page: Page,
    private readonly csrf: string,
  ) {}

  static async signIn(browser: Browser, server: RunningServer): Promise<Teacher> {
    const { page } = await openPage(browser, `${server.url}teacher`, { locale: "en" });
    const csrf = await page.evaluate(async (code) => {
      const response = await fetch("/teacher/api/session", { method: "POST", body: code, headers: { "Content-Type": "text/plain" } });
      return ((await response.json()) as { csrf: string }).csrf;
    }, CODE);
    return new Teacher(page, csrf);
  }

  /** POSTs form fields to `/teacher/api<route>`; the answer's JSON. */
  async post(route: string, fields: Record<string, string>): Promise<unknown> {
    const answer = await this.page.evaluate(
      async ({ route, fields, csrf }) => {
        const response = await fetch(`/teacher/api${route}`, {
          method: "POST",
          headers: { "X-CSRF-Token": csrf, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
        return { status: response.status, body: await response.text() };
      },
      { route, fields, csrf: this.csrf },
    );
    assert.equal(answer.status, 200, `${route}: ${answer.body}`);
    return JSON.parse(answer.body) as unknown;
  }

  /** The number the roster gave the child of this name. */
  async childId(name: string): Promise<number> {
    const roster = await this.page.evaluate(async () => {
      const response = await fetch("/teacher/api/roster");
      return (await response.json()) as { children: { id: number; name: string }[] };
    });
    const child = roster.children.find((candidate) => candidate.name === name);
    assert.ok(child, `${name} in the roster`);
    return child.id;
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}

/** A server with a class: Ama (pictures 4 2 7) among the Sunflowers, Kofi among the Owls. */
export async function classServer(browser: Browser, options: { guests?: boolean } = {}): Promise<{ server: RunningServer; teacher: Teacher }> {
  const server = await startServer({ args: ["--teacher-code", CODE] });
  const teacher = await Teacher.signIn(browser, server);
  await teacher.post("/roster/groups", { name: "Sunflowers" });
  await teacher.post("/roster/groups", { name: "Owls" });
  await teacher.post("/roster/add", { name: "Ama", group: "Sunflowers", code: "427" });
  await teacher.post("/roster/add", { name: "Kofi", group: "Owls", code: "111" });
  if (options.guests === false) await teacher.post("/roster/settings", { guests: "no" });
  return { server, teacher };
}

/** Taps "Who are you?", the group and the name. */
export async function toPictures(page: Page, group: string, name: string): Promise<void> {
  await page.locator(".signin-open").click();
  await page.locator(".signin-choices.groups .signin-choice", { hasText: group }).click();
  await page.locator(".signin-choices.names .signin-choice", { hasText: name }).click();
  await page.locator(".picture-grid").waitFor();
}

export async function tapPictures(page: Page, pictures: readonly number[]): Promise<void> {
  for (const n of pictures) {
    await page.locator(`.picture-choice[data-picture="${n}"]:not([disabled])`).click();
  }
}
