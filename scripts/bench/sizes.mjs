// Front-end sizes: builds the app (npm run build), snapshots dist/app for the rest of the bench,
// takes the per-route first-visit sizes from scripts/route-sizes.mjs (not duplicated here), and
// attributes the gzip bytes of the first-visit JavaScript common to every route (the entry chunk
// and what it imports) to source packages, from a second build with source maps.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { root, runToEnd, startChild } from './lib/children.mjs';

const require = createRequire(import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const gzipLength = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** `npm run build`, then a copy of dist/app under `workDir/app/dist/app` (others may rebuild meanwhile). */
export async function buildAndSnapshot(workDir, { skipBuild = false } = {}) {
  if (!skipBuild) {
    console.log('bench: npm run build');
    await runToEnd('npm run build', npm, ['run', 'build']);
  }
  const snapshotRoot = path.join(workDir, 'app');
  const appDir = path.join(snapshotRoot, 'dist/app');
  fs.rmSync(snapshotRoot, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(appDir), { recursive: true });
  fs.cpSync(path.join(root, 'dist/app'), appDir, { recursive: true });
  return { snapshotRoot, appDir };
}

/** Route sizes of the snapshot: scripts/route-sizes.mjs --json, run with the snapshot as working directory. */
export async function routeSizesOf(snapshotRoot) {
  const child = startChild('route-sizes', process.execPath, [path.join(root, 'scripts/route-sizes.mjs'), '--json'], {
    cwd: snapshotRoot,
    captureStdout: true,
  });
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`route-sizes failed: ${child.stderrTail()}`);
  return JSON.parse(child.stdoutTail());
}

/**
 * Every lazily loaded JavaScript chunk with its gzip size, largest first: every chunk outside the
 * entry's static closure — the route chunks (dynamic entries) and the shared chunks they import.
 */
export function lazyChunks(appDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, '.vite/manifest.json'), 'utf8'));
  const eager = new Set(entryClosure(manifest));
  const seen = new Set();
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !eager.has(chunk.file) && !seen.has(chunk.file) && seen.add(chunk.file))
    .map((chunk) => ({
      file: chunk.file,
      src: chunk.src ?? chunk.name ?? null,
      kind: chunk.isDynamicEntry ? 'route' : 'shared',
      gzip: gzipLength(fs.readFileSync(path.join(appDir, chunk.file))),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The JS files of the entry chunk's static closure (what every first visit loads). */
function entryClosure(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].file.endsWith('.js')) files.push(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

/** 'react-dom', '@tanstack/router-core', '(app) src/features', '(bundler runtime)'. */
function ownerOf(source, mapDir) {
  if (!source) return '(unmapped)';
  if (source.startsWith('\0') || source.includes('\0') || /^(vite|rolldown|\\0)/.test(source)) return '(bundler runtime)';
  const normalized = source.replace(/\\/g, '/');
  const at = normalized.lastIndexOf('node_modules/');
  if (at !== -1) {
    const parts = normalized.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const absolute = path.resolve(mapDir, normalized);
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  if (relative.startsWith('..')) return '(bundler runtime)';
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `(app) src/${parts[1]}`;
  if (parts.length > 1) return `(app) ${parts[0]}`;
  return `(app) ${relative}`;
}

/**
 * Builds the app once more with source maps into `outRoot/dist/app` and splits the gzip bytes of
 * the entry closure by source package: each package's generated code is gzipped on its own and
 * the results scaled so that they add up to the real gzip size of the files (gzip's shared
 * dictionary makes the parts smaller together than apart).
 */
export async function attributeEntry(outRoot) {
  const outDir = path.join(outRoot, 'dist/app');
  fs.rmSync(outRoot, { recursive: true, force: true });
  console.log('bench: vite build with source maps (for the attribution)');
  await runToEnd('vite build --sourcemap', path.join(root, 'node_modules/.bin/vite'), [
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--sourcemap',
    '--logLevel',
    'warn',
  ]);
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = attributeFiles(outDir, entryClosure(manifest));
  // the largest lazily loaded chunk, too (same definition as lazyChunks)
  const largest = lazyChunks(outDir)[0];
  const largestLazy = largest
    ? { file: largest.file, src: largest.src, kind: largest.kind, ...attributeFiles(outDir, [largest.file]) }
    : null;
  return { ...entry, largestLazy, staffJsInInsuredFirstVisit: staffBytesInInsuredFirstVisits(outDir, manifest) };
}

/** The staff workspace's own code: its feature folder, its routes (/pracoviste) and its machines. */
const staffSource = /^(src\/features\/staff\/|src\/routes\/pracoviste|src\/routes\/_staff|machines\/staff)/;

/**
 * Gzip bytes of staff code in what any insured person's or doctor's first visit can load (issue 38: none):
 * the entry's closure and the static closure of every route chunk that is not a staff route, with
 * the staff sources' generated code picked out by the source maps.
 */
function staffBytesInInsuredFirstVisits(outDir, manifest) {
  const files = new Set(entryClosure(manifest));
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported, seen);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && !staffSource.test((chunk.src ?? key).replace(/\\/g, '/'))) visit(key);
  const { topModules: _top, files: _files, ...attributed } = attributeFiles(outDir, [...files], { allModules: true });
  const staffRaw = attributed.modules.filter((m) => staffSource.test(m.source)).reduce((sum, m) => sum + m.raw, 0);
  // Scaled like the packages: the share of raw bytes, of the real gzip size.
  return attributed.rawTotal ? Math.round((staffRaw * attributed.realGzip) / attributed.rawTotal) : 0;
}

/** Splits the gzip bytes of `files` (built with source maps in `outDir`) by source package. */
function attributeFiles(outDir, files, { allModules = false } = {}) {
  const { SourceMapConsumer } = require('source-map-js');
  const byOwner = new Map(); // owner → { raw: number, code: string[] }
  const byModule = new Map(); // source file → raw bytes (app and packages)
  let realGzip = 0;
  let rawTotal = 0;
  for (const file of files) {
    const code = fs.readFileSync(path.join(outDir, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    realGzip += gzipLength(Buffer.from(code));
    rawTotal += Buffer.byteLength(code);
    const mapPath = path.join(outDir, `${file}.map`);
    const mapDir = path.dirname(mapPath);
    const lines = code.split('\n');
    const perLine = lines.map(() => []);
    if (fs.existsSync(mapPath)) {
      const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8')));
      consumer.eachMapping(
        (m) => {
          if (perLine[m.generatedLine - 1]) perLine[m.generatedLine - 1].push({ column: m.generatedColumn, source: m.source });
        },
        null,
        SourceMapConsumer.GENERATED_ORDER,
      );
    } else {
      // a chunk without a map (the bundler's own runtime chunk)
      perLine.forEach((segments) => segments.push({ column: 0, source: '\0runtime' }));
    }
    const add = (owner, source, text) => {
      if (!text) return;
      const entry = byOwner.get(owner) ?? { raw: 0, code: [] };
      entry.raw += Buffer.byteLength(text);
      entry.code.push(text);
      byOwner.set(owner, entry);
      if (source) byModule.set(source, (byModule.get(source) ?? 0) + Buffer.byteLength(text));
    };
    lines.forEach((line, index) => {
      const segments = perLine[index].sort((a, b) => a.column - b.column);
      if (segments.length === 0) return add('(unmapped)', null, line + '\n');
      add('(unmapped)', null, line.slice(0, segments[0].column));
      segments.forEach((segment, i) => {
        const end = i + 1 < segments.length ? segments[i + 1].column : line.length;
        const owner = ownerOf(segment.source, mapDir);
        const sourceKey = segment.source ? path.relative(root, path.resolve(mapDir, segment.source)).split(path.sep).join('/') : null;
        add(owner, sourceKey, line.slice(segment.column, end));
      });
      add('(unmapped)', null, '\n');
    });
  }
  const separate = [...byOwner.entries()].map(([owner, entry]) => ({
    owner,
    raw: entry.raw,
    gzipAlone: gzipLength(Buffer.from(entry.code.join(''))),
  }));
  const separateTotal = separate.reduce((sum, row) => sum + row.gzipAlone, 0);
  const rows = separate
    .map((row) => ({ ...row, gzip: Math.round((row.gzipAlone * realGzip) / separateTotal) }))
    .sort((a, b) => b.gzip - a.gzip);
  const topModules = [...byModule.entries()]
    .map(([source, raw]) => ({ source: source.replace(/^.*node_modules\//, 'node_modules/'), raw }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 25);
  const modules = allModules ? [...byModule.entries()].map(([source, raw]) => ({ source, raw })) : undefined;
  return { files, realGzip, rawTotal, packages: rows, topModules, ...(modules ? { modules } : {}) };
}
