// Gzip size of the JavaScript and CSS a first visit of each route loads (entry + the chunks of
// the route and of its layout routes + everything they import statically), and the largest lazy chunk, from Vite's manifest.
// Usage: node scripts/route-sizes.mjs [--json]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadBudgets, tierOf } from './bench/lib/budgets.mjs';

const dir = process.env.DIST_DIR ?? 'dist/app';
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length);
  return gz.get(file);
};

function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = new Map();
for (const key of Object.keys(manifest)) {
  const match = key.match(/^src\/routes\/(.+?)\.tsx/);
  if (!match) continue;
  const route = match[1];
  routes.set(route, [...(routes.get(route) ?? []), key]);
}

/**
 * The chunks of a route's layout routes load on its first visit too: '__root', then for
 * '_app/moje-zdravi/ockovani/index' the files '_app', '_app/moje-zdravi' (and '…/route') if they exist.
 */
function ancestorKeys(route) {
  const segments = route.split('/');
  const keys = [...(routes.get('__root') ?? [])];
  for (let i = 1; i < segments.length; i += 1) {
    const prefix = segments.slice(0, i).join('/');
    for (const candidate of [prefix, `${prefix}/route`]) if (candidate !== route) keys.push(...(routes.get(candidate) ?? []));
  }
  return keys;
}

const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipOf(f), 0);
const rows = [...routes.entries()]
  .map(([route, keys]) => {
    const files = closure([entryKey, ...ancestorKeys(route), ...keys]);
    // jsFiles: how many script requests the first visit makes (each costs a round trip on a slow link)
    return { route, jsGzip: sum(files, '.js'), cssGzip: sum(files, '.css'), jsFiles: [...files].filter((f) => f.endsWith('.js')).length };
  })
  .sort((a, b) => a.route.localeCompare(b.route));
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .map((chunk) => ({ file: chunk.file, src: chunk.src ?? chunk.name, gzip: gzipOf(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ routes: rows, largestLazyChunk: lazy[0] ?? null }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const { frontEnd } = loadBudgets();
  for (const row of rows) {
    const tier = tierOf(row.route, frontEnd);
    const limit = frontEnd.firstVisitJsGzipKB[tier] * 1024;
    const verdict = row.jsGzip <= limit ? '✓' : `✗ over the ${tier} budget by ${kb(row.jsGzip - limit)}`;
    console.log(
      `${row.route.padEnd(60)} JS ${kb(row.jsGzip).padStart(9)} in ${String(row.jsFiles).padStart(2)} files  CSS ${kb(row.cssGzip).padStart(8)}  ${verdict}`,
    );
  }
  const lazyLimit = frontEnd.lazyChunkGzipKB * 1024;
  if (lazy[0])
    console.log(
      `largest lazy chunk: ${lazy[0].file} (${lazy[0].src}) ${kb(lazy[0].gzip)} ${lazy[0].gzip <= lazyLimit ? '✓' : '✗ over the lazy-chunk budget'}`,
    );
}
