// Measures how long a child waits through Tux's chains of sowings in Congkak (a last seed in
// Tux's store gives Tux another turn): a page plays Tux at `level` (default 8), always the
// first lit house, never hurrying; for each of the child's moves it notes Tux's moves until
// the child's turn again and the time from the tap to the lit houses. Prints the longest
// chains. `node e2e/chains.mjs [--level 8] [--moves 40] [--hurry]`; the server is
// OWARE_SERVER_BIN (default target/debug/oware-server).

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const level = argument("level", 8);
const maxMoves = argument("moves", 40);
const hurry = process.argv.includes("--hurry");
const binary = process.env.OWARE_SERVER_BIN ?? join(here, "..", "..", "target", "debug", "oware-server");
const data = mkdtempSync(join(tmpdir(), "oware-chains-"));
const server = spawn(binary, ["--listen", "127.0.0.1:0", "--data", data], { stdio: ["ignore", "pipe", "inherit"] });
const port = await new Promise((resolve) => {
  createInterface({ input: server.stdout }).on("line", (line) => {
    const match = / listening on 127\.0\.0\.1:(\d+) /.exec(line);
    if (match) resolve(Number(match[1]));
  });
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const boards = [];
page.on("websocket", (socket) => {
  socket.on("framereceived", (frame) => {
    const text = String(frame.payload);
    const board = /^! board (\d+) (\S+) /.exec(text);
    if (board) boards.push({ ply: Number(board[1]), at: performance.now() });
  });
});
await page.goto(`http://127.0.0.1:${port}/`);
await page.locator(".card-congkak").click();
await page.locator(".level-choice").nth(level - 1).click();
const chains = [];
for (let move = 0; move < maxMoves; move++) {
  const lit = page.locator(".house.playable").first();
  const end = page.locator("dialog.end[open]");
  await Promise.race([lit.waitFor({ timeout: 600000 }), end.waitFor({ timeout: 600000 })]);
  if ((await end.count()) > 0) break;
  const ply = Number(await page.locator(".board").getAttribute("data-ply"));
  const tapped = performance.now();
  await lit.click();
  await page.waitForFunction((before) => Number(document.querySelector(".board")?.dataset.ply) > before, ply);
  if (hurry) await page.keyboard.press("x");
  await Promise.race([
    page.locator(".house.playable").first().waitFor({ timeout: 600000 }),
    end.waitFor({ timeout: 600000 }),
  ]);
  const rested = performance.now();
  const after = Number(await page.locator(".board").getAttribute("data-ply"));
  const tux = boards.filter((board) => board.ply > ply + 1 && board.ply <= after);
  const lastTux = tux.length > 0 ? tux[tux.length - 1].at : tapped;
  chains.push({ tux: tux.length, waited: (rested - tapped) / 1000, sent: (lastTux - tapped) / 1000 });
}
chains.sort((a, b) => b.waited - a.waited);
for (const chain of chains.slice(0, 5)) {
  console.log(
    `${String(chain.tux).padStart(2)} Tux moves: the child waited ${chain.waited.toFixed(1)} s; the server had sent them all after ${chain.sent.toFixed(1)} s`,
  );
}
await browser.close();
server.kill("SIGKILL");
rmSync(data, { recursive: true, force: true });
