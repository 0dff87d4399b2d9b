// A game's score in a sentence that names the winner ("Ana beat Kofi, 28–20"): the winner's
// seeds first, as the desktop's end says them; a draw's equal scores South's first.

export function score(scores: readonly [number, number], winner: string): string {
  const [first, second] = winner === "north" ? [scores[1], scores[0]] : scores;
  return `${String(first)}–${String(second)}`;
}
