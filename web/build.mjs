// Builds the page that oware-server serves: the TypeScript bundled and minified by esbuild,
// the styles, the HTML shell, and the Fluent files copied from the repository's locales/
// (the same files the desktop reads), gathered for the game page into one file a language
// (its texts and the English ones it lacks), and the reading font subset to the five
// languages' letters (web/fonts/, made by scripts/subset-fonts), each compressible file also
// gzipped for browsers that accept it. `node build.mjs [--out DIR]` (default dist/); the
// server's build script runs it.

import { build } from "esbuild";
import { FluentResource } from "@fluent/bundle";
import { gzipSync, constants } from "node:zlib";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outIndex = process.argv.indexOf("--out");
const out = resolve(outIndex > 0 ? process.argv[outIndex + 1] : join(here, "dist"));
const locales = join(here, "..", "locales");

/** The languages: each folder of locales/ with its name in its own words, read from common.ftl. */
function languages() {
  return readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const common = readFileSync(join(locales, entry.name, "common.ftl"), "utf8");
      const name = /^language-name = (.+)$/m.exec(common);
      if (!name) throw new Error(`locales/${entry.name}/common.ftl has no language-name`);
      const files = readdirSync(join(locales, entry.name)).filter((file) => file.endsWith(".ftl"));
      return { code: entry.name, name: name[1].trim(), files: files.sort() };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** The files the game page takes whole; of the others only the messages its code names. */
/** Every Rust file under `dir`, as one text. */
function rustSources(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? [rustSources(join(dir, entry.name))] : entry.name.endsWith(".rs") ? [readFileSync(join(dir, entry.name), "utf8")] : [],
    )
    .join("\n");
}

const WHOLE_FILES = ["common.ftl", "oware.ftl", "kalah.ftl", "congkak.ftl", "togyz.ftl", "signin.ftl"];

const found = languages();
await build({
  // The game page (app.js, app.css) and the teacher's page (teacher.js, teacher.css).
  entryPoints: [
    { in: join(here, "src", "main.ts"), out: "app" },
    { in: join(here, "styles", "app.css"), out: "app" },
    { in: join(here, "src", "teacher", "main.ts"), out: "teacher" },
    { in: join(here, "styles", "teacher.css"), out: "teacher" },
  ],
  bundle: true,
  minify: true,
  format: "iife",
  target: ["chrome90", "safari15", "firefox90"],
  external: ["/fonts/*"],
  outdir: out,
  define: { LANGUAGES: JSON.stringify(found) },
  legalComments: "none",
  logLevel: "warning",
});
copyFileSync(join(here, "index.html"), join(out, "index.html"));
copyFileSync(join(here, "teacher.html"), join(out, "teacher.html"));
// The activity's icon, for the browser's tab.
copyFileSync(join(here, "..", "data", "org.oware.Oware.svg"), join(out, "icon.svg"));
// The desktop's reading font, subset (SIL Open Font License, its text beside it).
mkdirSync(join(out, "fonts"));
for (const file of ["OwareReading-Regular.woff2", "OwareReading-Bold.woff2", "OFL.txt"]) {
  copyFileSync(join(here, "fonts", file), join(out, "fonts", file));
}
// The teacher's page reads every file of its language; the game page one file, page.ftl.
const english = found.find((language) => language.code === "en");
if (!english) throw new Error("locales/en is missing: it is every language's fallback");
// The page's code, and the Rust whose message ids the server sends: the phrases'
// (crates/phrases), the lessons' (crates/lessons: titles, tasks, praise, explanations), the
// server's lessons and look back (crates/server/src/lessons), the chapters' (crates/chapters:
// titles, screens, goals) and the server's chapters (crates/server/src/chapters: the verdicts).
const pageSources =
  gameSources(join(here, "src")) +
  [
    ["crates", "phrases", "src"],
    ["crates", "lessons", "src"],
    ["crates", "server", "src", "lessons"],
    ["crates", "chapters", "src"],
    ["crates", "server", "src", "chapters"],
  ]
    .map((path) => rustSources(join(here, "..", ...path)))
    .join("\n");
for (const language of found) {
  mkdirSync(join(out, "locales", language.code), { recursive: true });
  for (const file of language.files) {
    copyFileSync(join(locales, language.code, file), join(out, "locales", language.code, file));
  }
  writeFileSync(join(out, "locales", language.code, "page.ftl"), pageTexts(language, english, pageSources));
}

/** The game page's own files hold every text the game page shows whole: the common texts,
 *  the games' and the class's sign-in (signin.ftl, whose pictures' names are numbered). Of
 *  the teacher's and the lessons' files it takes only the messages its code or the Rust that
 *  chooses what the server sends name, whole and quoted (`"tournament-next"`,
 *  `"preview-lands"`, `"lesson-sow-task"`). */
function gameSources(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && entry.name === "teacher"))
    .flatMap((entry) =>
      entry.isDirectory() ? [gameSources(join(dir, entry.name))] : entry.name.endsWith(".ts") ? [readFileSync(join(dir, entry.name), "utf8")] : [],
    )
    .join("\n");
}

/** A Fluent file's entries (messages and terms) by id, each with its own lines; comments
 *  and blank lines between entries are left out. */
function entries(text) {
  const found = new Map();
  let current = null;
  for (const line of text.split("\n")) {
    const start = /^(-?[A-Za-z][A-Za-z0-9_-]*)\s*=/.exec(line);
    if (start) {
      current = { id: start[1], lines: [line] };
      found.set(current.id, current);
    } else if (current && /^\s+\S/.test(line)) {
      current.lines.push(line);
    } else if (current && line.trim() === "") {
      current.lines.push(line);
    } else {
      current = null;
    }
  }
  for (const entry of found.values()) {
    while (entry.lines.length > 0 && entry.lines[entry.lines.length - 1].trim() === "") entry.lines.pop();
  }
  return found;
}

/** Whether the game page's code names message `id`, whole and quoted. */
function named(id, sources) {
  return sources.includes(`"${id}"`);
}

/** The game page's texts in one language: its entries of the page's files, then the English
 *  entries it lacks, so that the page fetches one file and never a second language. */
function pageTexts(language, english, sources) {
  const gather = (code) => {
    const all = new Map();
    for (const file of readdirSync(join(locales, code)).filter((name) => name.endsWith(".ftl")).sort()) {
      const whole = WHOLE_FILES.includes(file);
      for (const [id, entry] of entries(readFileSync(join(locales, code, file), "utf8"))) {
        if (whole || id.startsWith("-") || named(id, sources)) all.set(id, entry);
      }
    }
    return all;
  };
  const own = gather(language.code);
  const fallback = language.code === "en" ? new Map() : gather("en");
  const missing = [...fallback.values()].filter((entry) => !own.has(entry.id));
  const text = [...own.values(), ...missing].map((entry) => entry.lines.join("\n")).join("\n") + "\n";
  // Checked here rather than found missing on a child's screen.
  const resource = new FluentResource(text);
  const read = new Set(resource.body.map((entry) => entry.id));
  const lost = [...own.keys(), ...missing.map((entry) => entry.id)].filter((id) => !read.has(id.replace(/^-/, "")) && !read.has(id));
  if (lost.length > 0) throw new Error(`locales/${language.code}: page.ftl lost ${lost.join(", ")}`);
  return text;
}

/** Every file under `dir`, as paths relative to `out`. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [relative(out, join(dir, entry.name))],
  );
}

let code = 0;
let codeGzipped = 0;
for (const file of files(out)) {
  const bytes = readFileSync(join(out, file));
  const gzipped = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (gzipped.length < bytes.length) writeFileSync(join(out, `${file}.gz`), gzipped);
  if (/\.(js|css|html)$/.test(file)) {
    code += bytes.length;
    codeGzipped += Math.min(gzipped.length, bytes.length);
  }
}
// The page's weight without the texts: its code, styles and HTML.
console.log(`web page built in ${out}: code and styles ${code} bytes, ${codeGzipped} gzipped`);
