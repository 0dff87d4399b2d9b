// The page's words: the phrases (a message id and its arguments) that the server chose for
// this seat with `oware-phrases`, as the desktop does (`! say` and `! phrase`,
// docs/web-protocol.md), said in the language of the moment. Phrases are kept as ids and
// arguments, so that a language switch says everything again in the new language. Nothing is
// chosen here: the only number the page puts in is a store's seeds, frame by frame of a replay.

import type { Args, Texts } from "./i18n";

export type GameId = "oware" | "kalah" | "congkak" | "togyz";

export const GAMES: readonly GameId[] = ["oware", "kalah", "congkak", "togyz"];

export function isGame(word: string | undefined): word is GameId {
  return GAMES.includes(word as GameId);
}

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

/** `phrase` with the seeds of the frame the board draws as its `count`: the server names a
 *  store with its seeds at rest, and a replay shows them arriving one by one. */
export function counted(phrase: Phrase | undefined, seeds: number): Phrase | undefined {
  return phrase && { id: phrase.id, args: { ...phrase.args, count: seeds } };
}
