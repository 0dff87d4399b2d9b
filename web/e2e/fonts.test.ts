// The page's fonts (web/fonts/, a subset of the desktop's Andika made by
// scripts/subset-fonts) draw every character of every language's texts: read from the WOFF2
// files' own character maps, so a letter added to a locale file that the fonts lack fails here
// rather than showing in a fallback font on a child's screen.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FONTS = ["OwareReading-Regular.woff2", "OwareReading-Bold.woff2"];

/** WOFF2's known table tags, by the index its directory may use instead of the tag. */
const KNOWN = ["cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep"];

/** The characters a WOFF2 font maps to a glyph (its `cmap`, formats 4 and 12). */
function characters(file: string): Set<number> {
  const bytes = readFileSync(file);
  assert.equal(bytes.toString("latin1", 0, 4), "wOF2", `${file} is not WOFF2`);
  const tables = bytes.readUInt16BE(12);
  const compressed = bytes.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes.readUInt8(at++);
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("bad UIntBase128");
  };
  let offset = 0;
  let cmap: { offset: number; length: number } | null = null;
  for (let i = 0; i < tables; i++) {
    const flags = bytes.readUInt8(at++);
    let tag = KNOWN[flags & 0x3f] ?? "?";
    if ((flags & 0x3f) === 63) {
      tag = bytes.toString("latin1", at, at + 4);
      at += 4;
    }
    const length = base128();
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const stored = transformed ? base128() : length;
    if (tag === "cmap") cmap = { offset, length };
    offset += stored;
  }
  assert.ok(cmap, `${file} has no cmap`);
  const data = brotliDecompressSync(bytes.subarray(at, at + compressed)).subarray(cmap.offset, cmap.offset + cmap.length);
  const found = new Set<number>();
  const subtables = data.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const start = data.readUInt32BE(4 + 8 * i + 4);
    const format = data.readUInt16BE(start);
    if (format === 4) {
      const segments = data.readUInt16BE(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + 2 * segments + 2;
      for (let s = 0; s < segments; s++) {
        const last = data.readUInt16BE(ends + 2 * s);
        for (let c = data.readUInt16BE(starts + 2 * s); c <= last && c !== 0xffff; c++) found.add(c);
      }
    } else if (format === 12) {
      const groups = data.readUInt32BE(start + 12);
      for (let g = 0; g < groups; g++) {
        const group = start + 16 + 12 * g;
        for (let c = data.readUInt32BE(group); c <= data.readUInt32BE(group + 4); c++) found.add(c);
      }
    }
  }
  return found;
}

/** Every character of every locale file, with the files that hold it. */
function localeCharacters(): Map<number, string> {
  const found = new Map<number, string>();
  const locales = join(root, "locales");
  for (const language of readdirSync(locales)) {
    for (const file of readdirSync(join(locales, language)).filter((name) => name.endsWith(".ftl"))) {
      for (const character of readFileSync(join(locales, language, file), "utf8")) {
        const code = character.codePointAt(0) ?? 0;
        if (code >= 0x20 && !found.has(code)) found.set(code, `${language}/${file}`);
      }
    }
  }
  return found;
}

void test("the page's fonts draw every letter of every language's texts", () => {
  const needed = localeCharacters();
  // The check sees the five languages' letters: Macedonian's, Croatian's, Finnish's, French's.
  for (const letter of "Ажјčšžäöéèç’…–") assert.ok(needed.has(letter.codePointAt(0) ?? 0), letter);
  for (const font of FONTS) {
    const drawn = characters(join(root, "web", "fonts", font));
    const missing = [...needed].filter(([code]) => !drawn.has(code)).map(([code, where]) => `U+${code.toString(16)} (${where})`);
    assert.deepEqual(missing, [], font);
    // A child's typed name in the five alphabets, whole.
    for (const letter of "ЃЌЅЏЉЊЈĆĐŠŽÅÄÖŒÇÉÈÊËÎÏÔÙÛÜŸ") assert.ok(drawn.has(letter.codePointAt(0) ?? 0), `${font}: ${letter}`);
    // The control: the subset left out what no language here writes.
    for (const letter of "中Ωא") assert.ok(!drawn.has(letter.codePointAt(0) ?? 0), `${font} still has ${letter}`);
  }
});
