// The tests' oracle for texts: the very Fluent files the page and the desktop read.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const locales = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "locales");

export const LANGUAGES: readonly string[] = readdirSync(locales).sort();

/** The plain value of a one-line message in a language's files. */
export function message(language: string, id: string): string {
  for (const file of readdirSync(join(locales, language))) {
    const text = readFileSync(join(locales, language, file), "utf8");
    const found = new RegExp(`^${id} = (.+)$`, "m").exec(text);
    if (found?.[1] !== undefined) return found[1].trim();
  }
  throw new Error(`no ${id} in locales/${language}`);
}
