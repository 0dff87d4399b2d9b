// Builds the page that oware-server serves: the TypeScript bundled and minified by esbuild,
// the styles, the HTML shell, and the Fluent files copied from the repository's locales/
// (the same files the desktop reads) and the Andika font, each compressible file also gzipped for browsers that
// accept it. `node build.mjs [--out DIR]` (default dist/); the server's build script runs it.

import { build } from "esbuild";
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
// The desktop's reading font (SIL Open Font License, its text beside it).
mkdirSync(join(out, "fonts"));
for (const file of ["Andika-Regular.ttf", "Andika-Bold.ttf", "OFL.txt"]) {
  copyFileSync(join(here, "..", "ui", "fonts", file), join(out, "fonts", file));
}
for (const language of found) {
  mkdirSync(join(out, "locales", language.code), { recursive: true });
  for (const file of language.files) {
    copyFileSync(join(locales, language.code, file), join(out, "locales", language.code, file));
  }
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
