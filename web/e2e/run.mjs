// Runs the browser tests: bundles each e2e/*.test.ts for node with esbuild (playwright-core
// stays a package), then node's own test runner runs them one file at a time, so that a
// file's replays are timed by a browser that has the cores to itself. The server
// tested is OWARE_SERVER_BIN, or target/debug/oware-server of this checkout.

import { build } from "esbuild";
import { readdirSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", ".e2e");
const only = process.argv.slice(2);
const tests = readdirSync(here)
  .filter((file) => file.endsWith(".test.ts"))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: tests.map((file) => join(here, file)),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node18",
  packages: "external",
  outdir: out,
  outExtension: { ".js": ".mjs" },
  logLevel: "warning",
});
const run = spawnSync(
  process.execPath,
  ["--test", "--test-concurrency=1", ...tests.map((file) => join(out, file.replace(/\.ts$/, ".mjs")))],
  { stdio: "inherit" },
);
process.exit(run.status ?? 1);
