// The page's texts, from the same Fluent files as the desktop (`locales/<lang>/*.ftl`, served
// beside the page): the language is negotiated from the browser's languages, can be switched
// at any moment, and a message missing in one language falls back to English. The game page
// reads one file a language, `page.ftl`, which the build gathers from the files with the
// English messages the language lacks; the teacher's page reads every file.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { negotiateLanguages } from "@fluent/langneg";
import { HouseNames, letter, type Layout } from "./layout";
import { MessageText } from "./said";

export interface Language {
  code: string;
  /** The language's name in its own words (`language-name`). */
  name: string;
  files: string[];
}

/** Filled in by the build from the folders of locales/. */
declare const LANGUAGES: Language[];

export const languages: readonly Language[] = LANGUAGES;

const FALLBACK = "en";

export type Args = Record<string, FluentVariable>;

/** Ask the browser's languages first, then English. */
export function negotiate(requested: readonly string[]): string {
  const [chosen] = negotiateLanguages(
    [...requested],
    languages.map((language) => language.code),
    { strategy: "lookup", defaultLocale: FALLBACK },
  );
  return chosen ?? FALLBACK;
}

async function loadBundle(code: string, files?: readonly string[]): Promise<FluentBundle> {
  const language = languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`no language ${code}`);
  const bundle = new FluentBundle(code, { useIsolating: false });
  const texts = await Promise.all(
    (files ?? language.files).map(async (file) => {
      const response = await fetch(`/locales/${code}/${file}`);
      if (!response.ok) throw new Error(`/locales/${code}/${file}: ${response.status}`);
      return response.text();
    }),
  );
  for (const text of texts) {
    const errors = bundle.addResource(new FluentResource(text));
    for (const error of errors) console.warn(`locales/${code}:`, error);
  }
  return bundle;
}

/** How many letters a row's message lists: enough for Togyz Kumalak's nine houses. */
export const LETTERS_PER_ROW = 9;

/** A language's house letters, each row in sowing order (`house-letters-south`, the
 *  child's row, and `house-letters-north`), as the desktop reads them (src/i18n/letters.rs). */
export interface HouseLetters {
  south: readonly string[];
  north: readonly string[];
}

/** The rows' letters, nine to a row and none twice; `null` for lists that cannot be used. */
export function parseLetters(south: string, north: string): HouseLetters | null {
  const row = (text: string) => text.split(/\s+/).filter((word) => word !== "");
  const letters = { south: row(south), north: row(north) };
  const all = [...letters.south, ...letters.north];
  const counted = letters.south.length === LETTERS_PER_ROW && letters.north.length === LETTERS_PER_ROW;
  return counted && new Set(all).size === all.length ? letters : null;
}

/** A bundle's own letters, or `null` when it has none it can use. */
function bundleLetters(bundle: FluentBundle): HouseLetters | null {
  const row = (id: string) => {
    const value = bundle.getMessage(id)?.value;
    return value ? bundle.formatPattern(value) : null;
  };
  const south = row("house-letters-south");
  const north = row("house-letters-north");
  if (south === null || north === null) return null;
  const letters = parseLetters(south, north);
  if (!letters) console.warn(`locales/${bundle.locales.join(",")}: the house letters cannot be used`);
  return letters;
}

export class Texts {
  private constructor(
    readonly language: string,
    private readonly bundles: FluentBundle[],
    private readonly letters: HouseLetters | null,
  ) {}

  /** Every text of a language, with English behind it: the teacher's page. */
  static async load(code: string): Promise<Texts> {
    const chosen = await loadBundle(code);
    const bundles = code === FALLBACK ? [chosen] : [chosen, await loadBundle(FALLBACK)];
    return new Texts(code, bundles, bundleLetters(chosen));
  }

  /** The game page's texts of a language, English gaps filled by the build: one file. */
  static async loadPage(code: string): Promise<Texts> {
    const chosen = await loadBundle(code, ["page.ftl"]);
    return new Texts(code, [chosen], bundleLetters(chosen));
  }

  /** The letter a child reads on a house and hears in sentences, in this language; the
   *  protocol's letter where the language gives none. The wire keeps the protocol's. */
  letter(layout: Layout, house: number): string {
    const n = layout.housesPerSide;
    const own = house < n ? this.letters?.south[house] : this.letters?.north[house - n];
    return own !== undefined && house < 2 * n ? own : letter(layout, house);
  }

  /** The message `id` with `args`; its id itself when no language has it, so that a
   *  missing text shows as a clue rather than as nothing. */
  t(id: string, args?: Args): string {
    for (const bundle of this.bundles) {
      const message = bundle.getMessage(id);
      if (message?.value) return bundle.formatPattern(message.value, args ? this.named(args) : null);
    }
    return id;
  }

  /** The arguments with their houses and the messages they name in this language. */
  private named(args: Args): Args {
    const named: Args = {};
    for (const [name, value] of Object.entries(args)) {
      named[name] =
        value instanceof HouseNames
          ? value.value.map((house) => this.letter(value.layout, house)).join(", ")
          : value instanceof MessageText
            ? this.t(value.value)
            : value;
    }
    return named;
  }
}
