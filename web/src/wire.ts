// The room protocol's lines as the page reads them: one line a WebSocket message, `= …` an
// answer, `? …` a refusal, `! …` an event the server pushes. README.md's "Classroom server"
// documents every word; nothing here knows a rule.

export type ServerLine =
  | { kind: "answer"; words: string[] }
  | { kind: "refusal"; reason: string }
  | { kind: "event"; name: string; words: string[] };

/** Reads one line; `null` for a line that is none of the three. */
export function parseLine(text: string): ServerLine | null {
  const line = text.endsWith("\r") ? text.slice(0, -1) : text;
  const rest = line.slice(1).replace(/^ /, "");
  const words = rest.split(" ").filter((word) => word !== "");
  switch (line[0]) {
    case "=":
      return { kind: "answer", words };
    case "?":
      return { kind: "refusal", reason: rest };
    case "!": {
      const [name, ...args] = words;
      return name === undefined ? null : { kind: "event", name, words: args };
    }
    default:
      return null;
  }
}

export type Side = "south" | "north";

export function isSide(word: string | undefined): word is Side {
  return word === "south" || word === "north";
}

export function opponent(side: Side): Side {
  return side === "south" ? "north" : "south";
}

/** `key=value` words, as the protocol writes options (`seeds=4`, `with=tux:3`). */
export function options(words: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const word of words) {
    const at = word.indexOf("=");
    if (at > 0) found.set(word.slice(0, at), word.slice(at + 1));
    else found.set(word, "");
  }
  return found;
}

/** A whole number written by the server, or `null`. */
export function count(word: string | undefined): number | null {
  return word !== undefined && /^\d+$/.test(word) ? Number(word) : null;
}
