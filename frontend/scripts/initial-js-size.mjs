// The JavaScript a first visit downloads: the entry script of dist/index.html and every module
// it preloads, gzipped as a server would send them. Prints the size in KB; exits 1 above the
// limit given as the first argument (KB, default 200). `just bench` reports it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const limitKb = Number(process.argv[2] ?? 200);
if (!Number.isFinite(limitKb) || limitKb <= 0) {
  console.error(`limit must be a positive number of KB, not '${process.argv[2]}'`);
  process.exit(2);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(src);
for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  files.add(href);
if (files.size === 0) {
  console.error('no entry script found in dist/index.html: build the web app first');
  process.exit(2);
}
let bytes = 0;
for (const file of files) {
  bytes += gzipSync(readFileSync(join(dist, file.replace(/^\//, '')), { level: 9 })).length;
}
const kb = bytes / 1024;
console.log(`initial JS: ${kb.toFixed(1)} KB gzip in ${files.size} files (limit ${limitKb} KB)`);
if (kb > limitKb) {
  console.error(
    `initial JS is ${(kb - limitKb).toFixed(1)} KB over the limit: load what the first page ` +
      'does not need on demand (React.lazy, a dynamic import on use)',
  );
  process.exit(1);
}
