// One game in a room, as the page plays it: taps go to the server as `play`, and every move
// the room tells (the child's, Tux's, the classmate's) is replayed from the rules' steps,
// one after the other, before the board rests on the position the server sent. The page
// never judges a move: a refusal comes back from the rules with its reason.

import type { Link, Reply } from "./link";
import { houseOf, letter } from "./layout";
import { CHAIN_REPLAY, frames, LONGEST_REPLAY, Playback, still, type Frame } from "./replay";
import { SnapshotReader, type Snapshot } from "./room";
import type { Sitting } from "./sitting";
import { parseSaid, parseShown } from "./said";
import type { Phrase } from "./words";
import type { Sound } from "./sound";

export type Message =
  | { kind: "none" }
  | { kind: "moved"; phrases: Phrase[] }
  | { kind: "refused"; phrase: Phrase }
  | { kind: "phrase"; phrase: Phrase };

export interface GameListener {
  changed(): void;
  /** A sound of the replay: a seed dropped, a capture, another turn, the end's jingle. */
  cue?(sound: Sound): void;
}

export class Game {
  private readonly reader: SnapshotReader;
  /** The board at rest: the last snapshot whose replay has ended. */
  rest: Snapshot | null = null;
  private queue: Snapshot[] = [];
  private playback: Playback | null = null;
  /** A tap or a key asked for the moves waiting to be shown at once. */
  private hurried = false;
  frame: Frame | null = null;
  message: Message = { kind: "none" };
  /** Told each time the message is said again, so that a screen reader hears it again. */
  said = 0;
  hinted: number | null = null;
  refused: number | null = null;
  looking: number | null = null;
  classmateLeft = false;
  /** The classmate's name while their seat waits for them (`! opponent-away`), else null. */
  classmateAway: string | null = null;
  /** Who sits opposite, as `! opponent` said. */
  private opponentName = "";
  /** True once the connection is back and the room's board has come. */
  connected = true;
  /** What the server said about the refusal that follows (`! say refused`). */
  private refusal: Phrase | null = null;
  /** The hint the server worded just before its answer (`! phrase hint`). */
  private hintWords: Phrase | null = null;
  /** The classmate's leaving, worded just before `! opponent-left` (`! phrase left`). */
  private leftWords: Phrase | null = null;

  constructor(
    readonly sitting: Sitting,
    /** Levels of Tux in this game. */
    readonly levels: number,
    private readonly link: () => Link,
    private readonly listener: GameListener,
  ) {
    this.reader = new SnapshotReader(sitting.layout);
  }

  /** A pushed event of the room. */
  event(name: string, words: string[]): void {
    switch (name) {
      case "opponent":
        this.classmateLeft = false;
        this.classmateAway = null;
        this.opponentName = words.join(" ");
        this.listener.changed();
        return;
      case "opponent-away":
        this.classmateAway = this.opponentName;
        this.listener.changed();
        return;
      case "opponent-left": {
        this.classmateLeft = true;
        this.classmateAway = null;
        const phrase = this.leftWords;
        this.leftWords = null;
        if (phrase) this.say({ kind: "phrase", phrase });
        else this.listener.changed();
        return;
      }
      case "phrase": {
        // A hint and a leaving come on their own; the other parts belong to the next board.
        const shown = parseShown(this.sitting.layout, words);
        if (shown?.part.part === "hint") this.hintWords = shown.phrase;
        if (shown?.part.part === "left") this.leftWords = shown.phrase;
        break;
      }
      case "say":
        if (words[0] === "refused") {
          // Why the request about to be refused was refused, in the server's choice of words.
          this.refusal = parseSaid(this.sitting.layout, words)?.phrase ?? null;
          return;
        }
    }
    const snapshot = this.reader.take(name, words);
    if (snapshot) this.arrived(snapshot);
  }

  private arrived(snapshot: Snapshot): void {
    this.connected = true;
    const previous = this.queue[this.queue.length - 1] ?? this.rest;
    const follows =
      snapshot.steps !== null && previous !== null && snapshot.ply === previous.ply + 1 && snapshot.last !== null;
    if (!follows) {
      // Watching began, a move was taken back, a new game, or the board after a reconnection.
      this.playback?.skip();
      this.queue = [];
      this.playback = null;
      this.frame = null;
      this.rest = snapshot;
      this.hinted = null;
      this.listener.changed();
      return;
    }
    this.queue.push(snapshot);
    if (!this.playback) this.next();
  }

  /** Replays the next move waiting, if any; hurried, every move waiting at once. */
  private next(): void {
    const before = this.rest;
    let snapshot = this.queue.shift();
    if (!snapshot || !before) {
      this.playback = null;
      this.frame = null;
      this.hurried = false;
      this.listener.changed();
      return;
    }
    this.hinted = null;
    this.refused = null;
    let phrases = snapshot.said.move;
    for (let waiting = this.hurried ? this.queue.shift() : undefined; waiting; waiting = this.queue.shift()) {
      // Hurried: the board jumps to the last move come, and its words say every move.
      snapshot = waiting;
      phrases = [...phrases, ...waiting.said.move];
    }
    this.say({ kind: "moved", phrases });
    const film = this.hurried
      ? [still(snapshot.position)]
      : frames(before.position, snapshot.steps ?? [], snapshot.position, this.replayTime(before, snapshot));
    // The game is told at once (whose turn, the end); the board follows the replay.
    this.rest = snapshot;
    const arrived = snapshot;
    this.playback = new Playback(
      film,
      (frame) => {
        this.frame = frame;
        const cue = frameCue(frame);
        if (cue) this.listener.cue?.(cue);
        this.listener.changed();
      },
      () => {
        this.rest = arrived;
        this.frame = null;
        this.playback = null;
        // The next move starts on the next turn of the page's clock, after this one is shown.
        window.setTimeout(() => {
          if (!this.playback) this.next();
        }, 0);
        const cue = this.restingCue(arrived);
        if (cue) this.listener.cue?.(cue);
      },
    );
    this.playback.start();
  }

  /** The sound of a move come to rest: the end's jingle for this seat, or another turn. */
  private restingCue(snapshot: Snapshot): Sound | null {
    const status = snapshot.status;
    if (status.over) {
      if (status.winner === null) return "draw";
      return this.sitting.mine.includes(status.winner) ? "win" : "loss";
    }
    return snapshot.steps?.some((step) => step.kind === "extra-turn") ? "extra-turn" : null;
  }

  /** How long the replay of the move from `before` to `after` may last: a move of the other
   *  side that earns it another turn is one of a chain (Congkak's run into the store, again
   *  and again), replayed quicker so that the child does not wait through a long chain. */
  private replayTime(before: Snapshot, after: Snapshot): number {
    const mover = before.position.toMove;
    const again = after.steps?.some((step) => step.kind === "extra-turn") ?? false;
    return again && !this.sitting.mine.includes(mover) ? CHAIN_REPLAY : LONGEST_REPLAY;
  }

  /** Shows the end of the move being replayed at once, and of every move waiting after it. */
  hurry(): void {
    if (!this.playback) return;
    this.hurried = true;
    this.playback.skip();
  }

  /** The other side plays again after its move: Tux's (or a classmate's) chain goes on. */
  get chaining(): boolean {
    const rest = this.rest;
    if (!rest || rest.status.over || this.sitting.mine.includes(rest.position.toMove)) return false;
    return rest.steps?.some((step) => step.kind === "extra-turn") ?? false;
  }

  get replaying(): boolean {
    return this.playback !== null;
  }

  isMyTurn(): boolean {
    const rest = this.rest;
    return (
      rest !== null &&
      // A lost connection plays nothing: no house glows until the board is back.
      this.connected &&
      !this.replaying &&
      !rest.status.over &&
      this.sitting.mine.includes(rest.position.toMove)
    );
  }

  /** The move preview is shown against Tux's first levels and to two children at one tablet. */
  previewAllowed(): boolean {
    const opponent = this.sitting.opponent;
    return opponent.kind === "here" || (opponent.kind === "tux" && opponent.level <= 4);
  }

  private say(message: Message): void {
    this.message = message;
    this.said += 1;
    this.listener.changed();
  }

  /** A tap or Enter on a house: hurries a replay, or asks the rules to play the house. */
  async play(house: number): Promise<void> {
    if (this.replaying) {
      this.hurry();
      return;
    }
    this.looking = null;
    const reply = await this.link().request(`play ${letter(this.sitting.layout, house)}`);
    if (reply.ok) return;
    this.refuse(reply, house);
  }

  /** The phrase the server sent for this refusal, or the page's own for a lost link. */
  private refusalPhrase(reply: Reply & { ok: false }): Phrase | null {
    const phrase = this.refusal;
    this.refusal = null;
    return phrase ?? (reply.reason === "not connected" ? { id: "classroom-lost" } : null);
  }

  private refuse(reply: Reply & { ok: false }, house: number | null): void {
    const phrase = this.refusalPhrase(reply);
    if (phrase === null) {
      console.warn("refused:", reply.reason);
      return;
    }
    this.refused = house;
    this.say({ kind: "refused", phrase });
    if (house !== null) {
      window.setTimeout(() => {
        if (this.refused === house) {
          this.refused = null;
          this.listener.changed();
        }
      }, 500);
    }
  }

  /** The number keys play that house of the child's row. */
  playDigit(digit: number): void {
    const side = this.sitting.mine.length === 1 ? this.sitting.mine[0] : this.rest?.position.toMove;
    const n = this.sitting.layout.housesPerSide;
    if (side === undefined || digit < 1 || digit > n) return;
    void this.play((side === "south" ? 0 : n) + digit - 1);
  }

  look(house: number | null): void {
    if (this.looking === house) return;
    this.looking = house;
    this.listener.changed();
  }

  async hint(): Promise<void> {
    if (!this.isMyTurn()) return;
    const thinking = this.rest?.shown.thinking;
    if (thinking) this.say({ kind: "phrase", phrase: thinking });
    this.hintWords = null;
    const reply = await this.link().request("hint");
    const house = reply.ok ? houseOf(this.sitting.layout, reply.words[1] ?? "") : null;
    if (!reply.ok || house === null || reply.words[0] !== "hint") {
      if (!reply.ok) this.refuse(reply, null);
      return;
    }
    this.hinted = house;
    const phrase = this.takeHintWords();
    if (phrase) this.say({ kind: "phrase", phrase });
    else this.listener.changed();
  }

  /** The hint's words, which came with the answer just read. */
  private takeHintWords(): Phrase | null {
    const phrase = this.hintWords;
    this.hintWords = null;
    return phrase;
  }

  async undo(): Promise<void> {
    this.playback?.skip();
    const reply = await this.link().request("undo");
    if (!reply.ok) {
      if (reply.reason === "nothing to take back") {
        const phrase = this.refusalPhrase(reply);
        if (phrase) this.say({ kind: "phrase", phrase });
      } else this.refuse(reply, null);
      return;
    }
    this.say({ kind: "none" });
  }

  /** A new game in this room, at `level` against Tux when given. */
  async newGame(level?: number): Promise<void> {
    this.playback?.skip();
    const reply = await this.link().request(level === undefined ? "newgame" : `newgame level=${level}`);
    if (!reply.ok) {
      this.refuse(reply, null);
      return;
    }
    if (level !== undefined && this.sitting.opponent.kind === "tux") {
      this.sitting.opponent = { kind: "tux", level };
    }
    this.say({ kind: "none" });
  }
}

/** A frame's sound: a capture for seeds taken, a tick for a seed dropped. */
function frameCue(frame: Frame): Sound | null {
  if (frame.captured.length > 0) return "capture";
  return frame.sown !== null || frame.sownStore !== null ? "seed" : null;
}
