// What every browser test stands on: a real oware-server on a free loopback port with a
// fresh data folder, and Debian's Chromium driven by playwright-core, each with a profile of
// its own. Nothing here waits on the clock: every wait is for something the page shows.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));

/** The server binary under test. */
export function serverBinary(): string {
  return process.env.OWARE_SERVER_BIN ?? join(here, "..", "..", "target", "debug", "oware-server");
}

export interface RunningServer {
  url: string;
  port: number;
  data: string;
  process: ChildProcess;
  /** Kills it at once (SIGKILL: nothing is saved at the end, everything was saved before). */
  kill(): Promise<void>;
}

/** Starts the server on `port` (0: a free one) with the rooms of `data` (a fresh folder),
 *  and any further command-line `args` (`--teacher-code`, say). */
export async function startServer(
  options: { port?: number; data?: string; args?: readonly string[]; env?: Readonly<Record<string, string>> } = {},
): Promise<RunningServer> {
  const data = options.data ?? mkdtempSync(join(tmpdir(), "oware-e2e-"));
  const child = spawn(
    serverBinary(),
    ["--listen", `127.0.0.1:${options.port ?? 0}`, "--data", data, ...(options.args ?? [])],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...options.env } },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => {
      reject(new Error(`oware-server exited (${String(code)}): ${stderr}`));
    });
    lines.on("line", (line) => {
      const match = / listening on 127\.0\.0\.1:(\d+) /.exec(line);
      if (match?.[1] !== undefined) resolve(Number(match[1]));
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => {
    resolve();
  }));
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    data,
    process: child,
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Removes a server's data folder once the test is done with it. */
export function removeData(server: RunningServer): void {
  rmSync(server.data, { recursive: true, force: true });
}

/** Debian's Chromium, headless, with the flags that keep it off the network. Playwright
 *  gives each launch a fresh profile of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** What a test file plays against: a server of its own and one browser. */
export interface Stage {
  server: RunningServer;
  browser: Browser;
}

/** Starts a test file's server and browser. */
export async function openStage(): Promise<Stage> {
  return { server: await startServer(), browser: await launchBrowser() };
}

/** Closes the browser, stops the server and removes its data, in that order. */
export async function closeStage(stage: Stage): Promise<void> {
  await stage.browser.close();
  await stage.server.kill();
  removeData(stage.server);
}

export interface Screen {
  width: number;
  height: number;
}

export const PHONE: Screen = { width: 360, height: 640 };
export const CHROMEBOOK: Screen = { width: 1366, height: 768 };
export const TABLET_PORTRAIT: Screen = { width: 768, height: 1024 };
export const TABLET_LANDSCAPE: Screen = { width: 1024, height: 768 };
export const FULL_HD: Screen = { width: 1920, height: 1080 };
/** The screens of a classroom the page must fit: a phone, a tablet both ways, a Chromebook, a desktop. */
export const SCREENS: readonly Screen[] = [PHONE, TABLET_PORTRAIT, TABLET_LANDSCAPE, CHROMEBOOK, FULL_HD];

/** A new tab of its own (storage, language) at `url`, failing the test on any page error. */
export async function openPage(
  browser: Browser,
  url: string,
  options: { screen?: Screen; locale?: string; before?: (page: Page) => Promise<void> | void } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.screen ?? CHROMEBOOK,
    locale: options.locale ?? "en-GB",
    hasTouch: (options.screen?.width ?? 1366) < 800,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Awaited: what it sets up (an init script) must be in place before the page loads.
  await options.before?.(page);
  await page.goto(url);
  return { context, page, errors };
}

/** Everything on screen that sticks out of the window or of its own box, or is cut off. */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest("[hidden], dialog:not([open])")) continue;
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.slice(0, 30)}"`;
      if (box.right > width + 1 || box.left < -1) found.push(`${name} leaves the window`);
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      if (ownText && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        const style = getComputedStyle(element);
        if (style.overflow !== "visible" || style.textOverflow !== "clip") found.push(`${name} is cut`);
      }
    }
    return found;
  });
}

/** Buttons smaller than a finger (48 × 48 px) among those shown. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("button"))
      .filter((button) => !button.closest("[hidden], dialog:not([open])"))
      .map((button) => ({ button, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 47.5 || box.height < 47.5))
      .map(({ button, box }) => `${button.className} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

/** The desktop's own client (`RoomClient`) in a child's seat: the server crate's example
 *  `classmate`, which joins `code`, answers each move with the first legal house and says
 *  `joined`, `heard <letter>`, `played <letter>`. */
export interface Classmate {
  /** Resolves with the first line that matches, as it comes. */
  said(pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

export function startClassmate(port: number, code: string, name: string): Classmate {
  const binary =
    process.env.OWARE_CLASSMATE_BIN ?? join(here, "..", "..", "target", "debug", "examples", "classmate");
  const child = spawn(binary, [`127.0.0.1:${port}`, code, name], { stdio: ["pipe", "pipe", "inherit"] });
  const heard: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    heard.push(line);
    for (const wait of waiting.filter((wait) => wait.pattern.test(line))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => {
    resolve();
  }));
  return {
    said: (pattern) =>
      new Promise((resolve) => {
        const already = heard.find((line) => pattern.test(line));
        if (already !== undefined) resolve(already);
        else waiting.push({ pattern, resolve });
      }),
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
