// The page's words: the phrases (a message id and its arguments) that the server chose for
// this seat with `oware-phrases`, as the desktop does (`! say`, docs/web-protocol.md), said
// in the language of the moment. Phrases are kept as ids and arguments, so that a language
// switch says everything again in the new language. What is left to choose here is only the
// names of the houses and stores for a screen reader, which follow the replay frame by frame.

import type { Args, Texts } from "./i18n";
import { HouseNames, owner, type Layout } from "./layout";
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

}
