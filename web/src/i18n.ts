// The page's texts, from the same Fluent files as the desktop (`locales/<lang>/*.ftl`, served
// beside the page): the language is negotiated from the browser's languages, can be switched
// at any moment, and a message missing in one language falls back to English.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { negotiateLanguages } from "@fluent/langneg";

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

async function loadBundle(code: string): Promise<FluentBundle> {
  const language = languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`no language ${code}`);
  const bundle = new FluentBundle(code, { useIsolating: false });
  const texts = await Promise.all(
    language.files.map(async (file) => {
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

export class Texts {
  private constructor(
    readonly language: string,
    private readonly bundles: FluentBundle[],
  ) {}

  static async load(code: string): Promise<Texts> {
    const chosen = await loadBundle(code);
    const bundles = code === FALLBACK ? [chosen] : [chosen, await loadBundle(FALLBACK)];
    return new Texts(code, bundles);
  }

  /** The message `id` with `args`; its id itself when no language has it, so that a
   *  missing text shows as a clue rather than as nothing. */
  t(id: string, args?: Args): string {
    for (const bundle of this.bundles) {
      const message = bundle.getMessage(id);
      if (message?.value) return bundle.formatPattern(message.value, args ?? null);
    }
    return id;
  }
}
