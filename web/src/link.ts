// One WebSocket to the server at `/ws` of the page's own address: requests go out one line a
// message and their answers come back in the same order; events go to the listener. A lost
// socket fails the requests still waiting, and the owner decides whether to connect again.

import { parseLine } from "./wire";

export type Reply = { ok: true; words: string[] } | { ok: false; reason: string };

export interface LinkListener {
  event(name: string, words: string[]): void;
  /** The socket closed (or never opened) without the page asking for it. */
  lost(): void;
}

export class Link {
  private socket: WebSocket | null = null;
  private waiting: ((reply: Reply) => void)[] = [];
  private closing = false;

  constructor(private readonly listener: LinkListener) {}

  /** Connects; resolves once the socket is open, rejects if it cannot open. */
  open(): Promise<void> {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/ws`);
    this.socket = socket;
    this.closing = false;
    return new Promise((resolve, reject) => {
      let opened = false;
      socket.onopen = () => {
        opened = true;
        resolve();
      };
      socket.onmessage = (message: MessageEvent) => {
        if (typeof message.data === "string") this.receive(message.data);
      };
      socket.onclose = () => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.failWaiting();
        if (!opened) reject(new Error("cannot connect"));
        else if (!this.closing) this.listener.lost();
      };
    });
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends one request line; its answer or refusal, or a refusal saying the link is down. */
  request(line: string): Promise<Reply> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.resolve({ ok: false, reason: "not connected" });
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      socket.send(line);
    });
  }

  close(): void {
    this.closing = true;
    this.socket?.close();
    this.socket = null;
    this.failWaiting();
  }

  private failWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve({ ok: false, reason: "not connected" });
  }

  private receive(text: string): void {
    const line = parseLine(text);
    if (line === null) {
      console.warn("not a line of the protocol:", text);
      return;
    }
    if (line.kind === "event") {
      this.listener.event(line.name, line.words);
      return;
    }
    const resolve = this.waiting.shift();
    if (!resolve) {
      console.warn("an answer nobody asked for:", text);
      return;
    }
    resolve(line.kind === "answer" ? { ok: true, words: line.words } : { ok: false, reason: line.reason });
  }
}
