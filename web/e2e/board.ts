// Reading and playing the board of a real page, and the rules' own answer to compare it
// with: `oware-engine`, the project's engine, plays the same moves.

import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));

function engineBinary(): string {
  return process.env.OWARE_ENGINE_BIN ?? join(here, "..", "..", "target", "debug", "oware-engine");
}

/** The houses' counts as the rules have them after `moves` (engine's `position`). */
export function rulesHouses(game: string, moves: readonly string[]): number[] {
  const input = [`game ${game}`, ...moves.map((letter) => `play ${letter}`), "position", "quit", ""].join("\n");
  const output = execFileSync(engineBinary(), { input, encoding: "utf8" });
  const position = output.split("\n").find((line) => /^= \d+( \d+)+ (south|north)/.test(line));
  if (!position) throw new Error(`no position from the engine:\n${output}`);
  const words = position.slice(2).split(" ");
  const sides = words.findIndex((word) => word === "south" || word === "north");
  return words.slice(0, sides - 2).map(Number);
}

/** The counts the page shows, in the rules' order of houses (South's row, then North's). */
export async function shownHouses(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const houses = Array.from(document.querySelectorAll<HTMLElement>(".board .house"));
    return houses.map((house) => Number(house.querySelector(".count")?.textContent ?? "NaN"));
  });
}

/** Waits until the child may play (a house is lit) or the game is over. */
export async function waitForTurn(page: Page): Promise<"turn" | "over"> {
  const lit = page.locator(".house.playable").first();
  const end = page.locator("dialog.end[open]");
  await Promise.race([lit.waitFor(), end.waitFor()]);
  return (await end.count()) > 0 ? "over" : "turn";
}

/** Taps the first or last lit house and waits until the page has heard the move (the
 *  board's `data-ply` moves on): until then the houses of the turn before stay lit, and a
 *  second tap would land on a board about to change. Returns the house's letter. */
export async function playLit(page: Page, which: "first" | "last"): Promise<string> {
  const board = page.locator(".board");
  const ply = await board.getAttribute("data-ply");
  const lit = page.locator(".house.playable")[which]();
  const letter = String(await lit.getAttribute("data-house"));
  await lit.click();
  await page.waitForFunction(
    (before) => document.querySelector<HTMLElement>(".board")?.dataset.ply !== before,
    ply,
  );
  return letter;
}

/** Starts a game from the home screen against Tux at `level`. */
export async function playTux(page: Page, game: string, level: number): Promise<void> {
  await page.locator(`.card-${game}`).click();
  await page.locator(".level-choice").nth(level - 1).click();
  await page.locator(".board .house").first().waitFor();
}

/** The letter of the house the last move started from, as the board marks it. */
export async function lastOrigin(page: Page): Promise<string | null> {
  return page.locator(".house.last-origin").first().getAttribute("data-house");
}

/** Every move of the game as the page's socket hears it (`! board <ply> <letter> …`), so
 *  that the engine can play the same letters. Listen before the page connects. */
export function recordMoves(page: Page): { moves: string[]; lines: string[] } {
  const record = { moves: [] as string[], lines: [] as string[] };
  page.on("websocket", (socket) => {
    socket.on("framereceived", (frame) => {
      const text = typeof frame.payload === "string" ? frame.payload : frame.payload.toString();
      record.lines.push(text);
      const board = /^! board (\d+) (\S+) /.exec(text);
      if (!board?.[1] || !board[2]) return;
      const ply = Number(board[1]);
      record.moves.length = Math.max(0, ply);
      if (ply > 0) record.moves[ply - 1] = board[2];
    });
  });
  return record;
}

/** Plays lit houses until Tux has answered (a move that earns another turn is followed by
 *  another), and waits for the child's turn or the end. */
export async function playUntilTuxAnswers(page: Page): Promise<void> {
  const tux = page.locator(".message", { hasText: "Tux played house" });
  for (let moves = 0; moves < 20; moves++) {
    if ((await waitForTurn(page)) === "over") return;
    await playLit(page, "last");
    await Promise.race([tux.waitFor(), page.locator(".house.playable").first().waitFor()]);
    if ((await tux.count()) > 0) break;
  }
  await waitForTurn(page);
}
