// Talking to the server from a test as a program and as a page would: raw HTTP requests
// (paths exactly as written, nothing normalised), the line protocol over TCP, and the same
// lines over a WebSocket opened by the real browser.

import { request } from "node:http";
import { connect } from "node:net";
import type { Page } from "playwright-core";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET with the path sent as it is, and any extra headers. */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    sent.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" });
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** Sends lines over TCP, one after the other, and gathers `expected` answer lines. */
export function tcpLines(port: number, lines: readonly string[], expected: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let buffer = "";
    const got: string[] = [];
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      socket.write(lines.map((line) => `${line}\n`).join(""));
    });
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf("\n")) >= 0) {
        got.push(buffer.slice(0, at));
        buffer = buffer.slice(at + 1);
      }
      if (got.length >= expected) {
        socket.destroy();
        resolve(got);
      }
    });
    socket.on("close", () => {
      resolve(got);
    });
    socket.on("error", reject);
  });
}

/** The same from the page: a WebSocket to `/ws` of the page's origin, one message a line;
 *  gathers `expected` messages, or what came before the socket closed. */
export function socketLines(page: Page, lines: readonly string[], expected: number): Promise<string[]> {
  return page.evaluate(
    ({ lines, expected }) =>
      new Promise<string[]>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const got: string[] = [];
        socket.onopen = () => {
          for (const line of lines) socket.send(line);
        };
        socket.onmessage = (message: MessageEvent) => {
          got.push(String(message.data));
          if (got.length >= expected) {
            socket.close();
            resolve(got);
          }
        };
        socket.onclose = () => {
          resolve(got);
        };
      }),
    { lines: [...lines], expected },
  );
}
