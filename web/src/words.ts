// Which Fluent message says what, as the desktop chooses them (src/activity/texts.rs,
// game_words.rs, aids/preview.rs): the messages for the child, Tux, two children at one
// tablet or a classmate; the end of a game; what a house would do. Messages are kept as ids
// and arguments, so that a language switch says everything again in the new language.

import type { Args, Texts } from "./i18n";
import { HouseNames, owner, type Layout } from "./layout";
import type { Status } from "./room";
import type { Preview, Step } from "./steps";
import type { Side } from "./wire";

export type GameId = "oware" | "kalah" | "congkak" | "togyz";

export const GAMES: readonly GameId[] = ["oware", "kalah", "congkak", "togyz"];

export function isGame(word: string | undefined): word is GameId {
  return GAMES.includes(word as GameId);
}

/** Who sits in a seat, as the page's person sees it. */
export type Seat = "child" | "tux" | "player" | "classmate";

/** A sentence to say: its id and arguments, worded in the language of the moment. */
export interface Phrase {
  id: string;
  args?: Args;
}

export function say(texts: Texts, phrases: readonly (Phrase | null)[]): string {
  return sentences(phrases.map((phrase) => (phrase ? texts.t(phrase.id, phrase.args) : null)));
}

/** Sentences one after the other; one without an end mark (the score) gets a full stop. */
export function sentences(parts: readonly (string | null)[]): string {
  return parts
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(" ");
}

/** The numbers a game's texts show, as the server gives them (`about`). */
export type Numbers = Record<string, number>;

export interface Seats {
  south: Seat;
  north: Seat;
  /** The classmate's own name, when one sits opposite. */
  classmate: string | null;
}

export class Words {
  constructor(
    private readonly texts: Texts,
    readonly game: GameId,
    readonly layout: Layout,
    readonly numbers: Numbers,
    readonly seats: Seats,
  ) {}

  private seat(side: Side): Seat {
    return this.seats[side];
  }

  /** A house for a sentence, said with the letter of the language it is said in. */
  letter(house: number): HouseNames {
    return new HouseNames(this.layout, [house]);
  }

  title(): Phrase {
    return { id: `${this.game}-title` };
  }

  helpTitle(): Phrase {
    return { id: `${this.game}-help-title`, args: this.numbers };
  }

  helpRules(): Phrase {
    return { id: `${this.game}-help-rules`, args: this.numbers };
  }

  /** The id among three for the child, Tux, or a player named by `$player`. */
  private forSeat(side: Side, ids: [string, string, string], args: Args = {}): Phrase {
    const [child, tux, player] = ids;
    switch (this.seat(side)) {
      case "child":
        return { id: child, args };
      case "tux":
        return { id: tux, args };
      default:
        return { id: player, args: { ...args, player: this.playerName(side) } };
    }
  }

  /**
   * The id of a sentence that speaks to one of two children ("Ana, play again!"): the
   * classmate at another computer is not the one reading it, so theirs names them instead.
   */
  private aboutPlayer(side: Side, player: string, classmate: string): string {
    return this.seat(side) === "classmate" ? classmate : player;
  }

  /** A player's name as a text: "You", "Tux", "Player 1", or the classmate's name. */
  playerName(side: Side): string {
    const id = this.nameId(side);
    return id === null ? (this.seats.classmate ?? "?") : this.texts.t(id);
  }

  /** The id of a player's name, or `null` for a classmate (whose name is their own). */
  nameId(side: Side): string | null {
    switch (this.seat(side)) {
      case "child":
        return "player-you";
      case "tux":
        return "player-tux";
      case "player":
        return side === "south" ? "player-south" : "player-north";
      case "classmate":
        return null;
    }
  }

  turn(side: Side): Phrase {
    switch (this.seat(side)) {
      case "child":
        return { id: "turn-you" };
      case "tux":
        return { id: "turn-tux" };
      case "player":
        return { id: "turn-player", args: { player: this.playerName(side) } };
      case "classmate":
        return { id: "turn-classmate", args: { player: this.playerName(side) } };
    }
  }

  moved(side: Side, house: number): Phrase {
    return this.forSeat(side, ["move-you-played", "move-tux-played", "move-player-played"], {
      house: this.letter(house),
    });
  }

  /** The most telling thing a move did, read from the rules' steps; `null` for a quiet one. */
  moveEvent(side: Side, steps: readonly Step[]): Phrase | null {
    const tuzdyk = steps.find((step) => step.kind === "tuzdyk");
    if (tuzdyk) {
      const player = this.aboutPlayer(side, "tuzdyk-made-player", "tuzdyk-made-classmate");
      return this.forSeat(side, ["tuzdyk-made-you", "tuzdyk-made-tux", player], {
        house: this.letter(tuzdyk.house),
      });
    }
    if (steps.some((step) => step.kind === "grand-slam")) return { id: "grand-slam" };
    const captured = steps.reduce((sum, step) => sum + (step.kind === "capture" ? step.seeds : 0), 0);
    if (captured > 0) {
      return this.forSeat(side, ["captured-you", "captured-tux", "captured-player"], {
        count: captured,
      });
    }
    if (steps.some((step) => step.kind === "extra-turn")) {
      const player = this.aboutPlayer(side, "extra-turn-player", "extra-turn-classmate");
      return this.forSeat(side, ["extra-turn-you", "extra-turn-tux", player]);
    }
    return null;
  }

  /** Whether moves from this seat are named ("Tux played house c"): the child saw their own. */
  namesMoves(side: Side): boolean {
    const seat = this.seat(side);
    return seat === "tux" || seat === "classmate";
  }

  houseLabel(house: number, seeds: number, playable: boolean, feeding: boolean): Phrase {
    const id = feeding ? "house-feeding" : playable ? "house-playable" : "house-blocked";
    // Whose house it is, in the name: a voice does not say "a" and "A" apart.
    const side = owner(this.layout, house);
    const seat = this.seat(side);
    const whose = seat === "child" ? "you" : seat === "tux" ? "tux" : "player";
    const player = whose === "player" ? this.playerName(side) : "";
    return { id, args: { owner: whose, player, house: this.letter(house), count: seeds } };
  }

  tuzdykLabel(house: number, owner: Side): Phrase {
    return this.forSeat(owner, ["house-tuzdyk-you", "house-tuzdyk-tux", "house-tuzdyk-player"], {
      house: this.letter(house),
    });
  }

  storeLabel(side: Side, seeds: number): Phrase {
    const count = { count: seeds };
    switch (this.seat(side)) {
      case "child":
        return { id: "store-you", args: count };
      case "tux":
        return { id: "store-tux", args: count };
      case "player":
        return { id: side === "south" ? "store-south" : "store-north", args: count };
      case "classmate":
        return { id: "store-classmate", args: { ...count, player: this.playerName(side) } };
    }
  }

  /** The end screen: title, score, why the game ended. */
  end(status: Status & { over: true }): [Phrase, Phrase, Phrase] {
    const winner = status.winner;
    let title: Phrase;
    if (winner === null) title = { id: "end-draw" };
    else {
      switch (this.seat(winner)) {
        case "tux":
          title = { id: "end-tux-wins" };
          break;
        case "child":
          title = { id: "end-you-win" };
          break;
        default:
          title = { id: "end-player-wins", args: { player: this.playerName(winner) } };
      }
    }
    const score = { id: "end-score", args: { south: status.scores[0], north: status.scores[1] } };
    return [title, score, { id: endReason(this.game, status), args: this.numbers }];
  }

  /** The move preview in words, most telling last (aids/preview.rs). */
  preview(preview: Preview): Phrase[] {
    const phrases: Phrase[] = [];
    if (preview.skipsStart) {
      phrases.push({ id: "preview-skips-start", args: { house: this.letter(preview.house) } });
    }
    if (preview.relays > 0) phrases.push({ id: "preview-relays", args: { count: preview.relays } });
    phrases.push(
      "house" in preview.last
        ? { id: "preview-lands", args: { house: this.letter(preview.last.house) } }
        : { id: "preview-lands-store" },
    );
    if (preview.through > 0) {
      phrases.push({ id: "preview-through-tuzdyk", args: { count: preview.through } });
    }
    if (preview.feeds) phrases.push({ id: "preview-feeds" });
    if (preview.grandSlam) phrases.push({ id: "preview-grand-slam" });
    const [only, ...others] = preview.taken;
    if (preview.tuzdyk !== null) {
      phrases.push({ id: "preview-tuzdyk", args: { house: this.letter(preview.tuzdyk) } });
    } else if (only && others.length === 0) {
      phrases.push({
        id: "preview-captures",
        args: { count: only.seeds, house: this.letter(only.house) },
      });
    } else if (only) {
      phrases.push({
        id: "preview-captures-houses",
        args: {
          count: preview.captured,
          house: new HouseNames(
            this.layout,
            preview.taken.map((taken) => taken.house),
          ),
        },
      });
    }
    if (preview.playsAgain) phrases.push({ id: "preview-plays-again" });
    if (preview.wins) phrases.push({ id: "preview-wins" });
    return phrases;
  }
}

/** The sentence that says why a game ended (game_words.rs's `end_reason`). */
function endReason(game: GameId, status: Status & { over: true }): string {
  const draw = status.winner === null;
  switch (game) {
    case "oware":
      if (status.reason === "score" && draw) return "oware-end-draw";
      if (status.reason === "no-feed") return "oware-end-no-feed";
      if (status.reason === "repetition") return "oware-end-repetition";
      if (status.reason === "no-capture-limit") return "oware-end-no-capture-limit";
      return "oware-end-score";
    case "kalah":
      return "kalah-end-empty-row";
    case "congkak":
      return status.reason === "endless" ? "congkak-end-endless" : "congkak-end-empty-row";
    case "togyz":
      if (draw) return "togyz-end-draw";
      return status.reason === "no-move" ? "togyz-end-no-move" : "togyz-end-score";
  }
}
