#!/usr/bin/env node
// Bundles the server (server/main.ts with contract/ and everything local) into
// dist/server/main.mjs, packages left external (resolved from node_modules at run time), so
// `npm start` runs plain JavaScript instead of transpiling TypeScript on every start (issue 10).
// Files the server reads at run time (migrations, address excerpts) stay in the source tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'dist/server/main.mjs');

export async function buildServer() {
  // Loaded only to build: `npm start` imports this module on every start just to check the bundle.
  const { build } = await import('esbuild');
  const outdir = path.dirname(serverBundle);
  // Chunks are named by content: the previous build's would otherwise pile up.
  fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    // Split at dynamic imports, so what main.ts imports on demand (the app with Fastify and the
    // routes, loaded while the database opens) is a chunk of its own, not evaluated up front.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
