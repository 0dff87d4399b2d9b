// A hostile browser and a hostile page: only the page's own files are served, every answer
// carries the security headers, a WebSocket from another origin is refused, and the line
// protocol's limits hold on the WebSocket exactly as over TCP.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { closeStage, openPage, openStage, type RunningServer } from "./harness";
import { rawGet, socketLines, tcpLines } from "./wire";

let server: RunningServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await openStage());
});

after(async () => {
  await closeStage({ server, browser });
});

void test("no path leads outside the page's own files", async () => {
  // Positive controls: the page and its texts are there.
  assert.equal((await rawGet(server.port, "/")).status, 200);
  assert.equal((await rawGet(server.port, "/locales/fr/common.ftl")).status, 200);
  for (const path of [
    "/../Cargo.toml",
    "/locales/../../Cargo.toml",
    "/%2e%2e/Cargo.toml",
    "/locales/%2e%2e/%2e%2e/README.md",
    "/locales/..%2f..%2fREADME.md",
    "//etc/passwd",
    "/etc/passwd",
    "/index.html/../../etc/passwd",
    "/locales/en/../../../crates/server/src/lib.rs",
    "/.git/config",
    "/web/src/main.ts",
  ]) {
    const response = await rawGet(server.port, path);
    assert.equal(response.status, 404, path);
    assert.ok(!response.body.includes("[package]") && !response.body.includes("root:"), path);
  }
  assert.equal((await rawGet(server.port, "http://127.0.0.1/etc/passwd")).status, 400);
});

void test("every answer forbids sniffing and carries the content security policy", async () => {
  for (const path of ["/", "/app.js", "/app.css", "/locales/mk/oware.ftl", "/missing"]) {
    const response = await rawGet(server.port, path);
    assert.equal(response.headers["x-content-type-options"], "nosniff", path);
    const policy = String(response.headers["content-security-policy"]);
    assert.match(policy, /default-src 'none'/, path);
    assert.match(policy, /script-src 'self'/, path);
    assert.match(policy, /frame-ancestors 'none'/, path);
  }
  assert.equal((await rawGet(server.port, "/app.js")).headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal((await rawGet(server.port, "/fonts/OwareReading-Bold.woff2")).headers["content-type"], "font/woff2");
  assert.equal((await rawGet(server.port, "/locales/fr/page.ftl")).headers["content-type"], "text/plain; charset=utf-8");
  const gzipped = await rawGet(server.port, "/app.js", { "accept-encoding": "gzip" });
  assert.equal(gzipped.headers["content-encoding"], "gzip");
});

void test("a WebSocket from another origin is refused", async () => {
  const upgrade = (origin: string | null) => {
    const headers: Record<string, string> = {
      connection: "Upgrade",
      upgrade: "websocket",
      "sec-websocket-version": "13",
      "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    };
    if (origin !== null) headers.origin = origin;
    return rawGet(server.port, "/ws", headers);
  };
  const own = await upgrade(`http://127.0.0.1:${server.port}`);
  assert.equal(own.status, 101);
  assert.equal(own.headers["sec-websocket-accept"], "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
  assert.equal((await upgrade("http://evil.example")).status, 403);
  assert.equal((await upgrade(`http://127.0.0.1:${server.port + 1}`)).status, 403);
  assert.equal((await upgrade("null")).status, 403);

  // From a real page of another origin (the same server under another name): refused.
  const { context, page } = await openPage(browser, `http://localhost:${server.port}/`);
  const opened = await page.evaluate(
    (port) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
        socket.onopen = () => {
          resolve(true);
        };
        socket.onerror = () => {
          resolve(false);
        };
      }),
    server.port,
  );
  assert.equal(opened, false);
  await context.close();
});

void test("the WebSocket answers exactly as TCP, limits included", async () => {
  const { context, page } = await openPage(browser, server.url);
  const script = [
    "play A",
    "hello Zoé",
    "hello again",
    "dance",
    `hello ${"x".repeat(1100)}`,
    "join 0000",
    "legal",
    "create chess",
  ];
  const overTcp = await tcpLines(server.port, script, script.length);
  const overSocket = await socketLines(page, script, script.length);
  assert.deepEqual(overSocket, overTcp);
  assert.deepEqual(overTcp.slice(0, 4), [
    "? say hello <name> first",
    "= hello",
    "? hello was already said",
    "? unknown command: dance",
  ]);
  assert.equal(overTcp[4], "? line too long: at most 1024 bytes");

  // Ten wrong codes close the connection, on both.
  const guesses = ["hello Kofi", ...Array.from({ length: 12 }, () => "join ZZZZZZ")];
  const tcpGuesses = await tcpLines(server.port, guesses, guesses.length);
  const socketGuesses = await socketLines(page, guesses, guesses.length);
  assert.equal(tcpGuesses.length, 11);
  assert.deepEqual(socketGuesses, tcpGuesses);
  await context.close();
});

void test("garbage frames and a script for a name get the protocol's refusals, and the server goes on", async () => {
  const { context, page } = await openPage(browser, server.url);
  const answers = await page.evaluate(
    () =>
      new Promise<{ got: string[]; closed: number }>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const got: string[] = [];
        socket.onopen = () => {
          // Not UTF-8, a control character, a script for a name; then (the control) a name
          // in Cyrillic, welcome.
          socket.send(new Uint8Array([0x68, 0xff, 0xfe]));
          socket.send("hello Ama\u0007");
          socket.send("hello <script>alert(1)</script>");
          socket.send("hello Зоја");
        };
        socket.onmessage = (message: MessageEvent) => {
          got.push(String(message.data));
          // A message past 64 KiB closes the socket.
          if (got.length === 4) socket.send("x".repeat(70 * 1024));
        };
        socket.onclose = (event) => {
          resolve({ got, closed: event.code });
        };
      }),
  );
  assert.deepEqual(answers.got, [
    "? not UTF-8 text",
    "? control characters are not allowed",
    "? a name is 1 to 20 letters, digits, '-' or '_'",
    "= hello",
  ]);
  assert.notEqual(answers.closed, 1000);
  // The server still greets the next child, over both.
  assert.deepEqual(await socketLines(page, ["hello Kofi"], 1), ["= hello"]);
  assert.deepEqual(await tcpLines(server.port, ["hello Kofi"], 1), ["= hello"]);
  await context.close();
});
