// The JavaScript a first visit downloads, gzipped as a server would send them, from the built
// files (dist/.vite/manifest.json): index.html's entry script, the app it mounts and every module
// these import statically (what the browser fetches before the first page shows).
//
//   node scripts/initial-js-size.mjs [LIMIT]          the whole app (src/appMain.tsx), limit 200 KB
//   node scripts/initial-js-size.mjs --share [LIMIT]  a public share page: its own app
//                                                      (src/shareMain.tsx) and the list page it
//                                                      opens at once, limit 150 KB
//   --verbose: every file and its size; --dist DIR: another build than dist/.
//
// Prints the size in KB and exits 1 above the limit (KB). `just bench` reports the whole app's:
// keep its output line as it is (bench/run.sh reads the third field). A share page must also
// load neither the rich-text editor nor the PDF renderer nor the whole app's routes, checked
// from the source maps.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
let share = false;
let verbose = false;
let dist = new URL('../dist/', import.meta.url).pathname;
let limitArg;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--share') share = true;
  else if (arg === '--verbose') verbose = true;
  else if (arg === '--dist' && args[i + 1]) dist = resolve(args[++i]);
  else if (!arg.startsWith('--') && limitArg === undefined) limitArg = arg;
  else {
    console.error(`unknown argument '${arg}'`);
    process.exit(2);
  }
}
const limitKb = Number(limitArg ?? (share ? 150 : 200));
if (!Number.isFinite(limitKb) || limitKb <= 0) {
  console.error(`limit must be a positive number of KB, not '${limitArg}'`);
  process.exit(2);
}

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no ${manifestPath}: build the web app first (vite build)`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The modules a first visit starts from; the share list page is loaded as soon as its route is.
const roots = share
  ? ['index.html', 'src/shareMain.tsx', 'src/features/share/pages/SharedListPage.tsx']
  : ['index.html', 'src/appMain.tsx'];
const chunks = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) {
    console.error(`'${key}' is not in ${manifestPath}: was it renamed?`);
    process.exit(2);
  }
  if (chunks.has(key)) return;
  chunks.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
roots.forEach(visit);

const sizes = [...chunks].map((key) => {
  const file = manifest[key].file;
  return { file, bytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
});
const kb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
if (verbose) {
  for (const { file, bytes } of sizes.toSorted((a, b) => b.bytes - a.bytes)) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
}
const what = share ? 'share initial JS' : 'initial JS';
console.log(`${what}: ${kb.toFixed(1)} KB gzip in ${sizes.length} files (limit ${limitKb} KB)`);

let failed = false;
if (share) {
  // The modules a share page must not carry, as the source maps name them.
  const forbidden = [
    [/\/node_modules\/@tiptap\//, 'the rich-text editor (tiptap)'],
    [/\/node_modules\/@react-pdf\//, 'the PDF renderer (@react-pdf)'],
    [/\/src\/app\/(router|App|store)\.tsx?$/, "the whole app's router, providers or store"],
    [/\/src\/features\/(?!share\/)/, 'another feature'],
  ];
  // The bundler's own runtime has no source map; a build without any is not checked at all.
  const mapped = sizes.filter(({ file }) => existsSync(join(dist, `${file}.map`)));
  if (mapped.length === 0)
    console.error('no source maps in the build: its modules are not checked');
  for (const { file } of mapped) {
    const map = join(dist, `${file}.map`);
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    for (const source of sources) {
      const path = resolve(dist, file, '..', source);
      const hit = forbidden.find(([pattern]) => pattern.test(path));
      if (hit) {
        console.error(`${file} carries ${hit[1]}: ${source}`);
        failed = true;
      }
    }
  }
}
if (kb > limitKb) {
  console.error(
    `${what} is ${(kb - limitKb).toFixed(1)} KB over the limit: load what the first page ` +
      'does not need on demand (React.lazy, a dynamic import on use)',
  );
  failed = true;
}
if (failed) process.exit(1);
