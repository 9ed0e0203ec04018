#!/usr/bin/env node
// `npm start`: builds the browser app and the server bundle when they are missing or older than
// their sources, then runs the server (API + built app) in this terminal. Ctrl+C stops it cleanly.
// SKIP_BUILD=1 skips the build check.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/app/index.html');
const sources = ['src', 'public', 'contract', 'machines', 'index.html', 'panda.config.ts', 'vite.config.ts'];
const ignoredDirs = new Set(['node_modules', '.git', 'dist', 'styled-system']);

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (ignoredDirs.has(entry.name)) continue;
    // The generated route tree is rewritten by the build itself.
    if (entry.name === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why `built` must be built again from `from` (Czech, for the console), or null when it is current. */
function staleReason(built, from) {
  if (!fs.existsSync(built)) return 'chybí';
  const builtAt = fs.statSync(built).mtimeMs;
  const newest = Math.max(...from.map((s) => newestMtime(path.join(root, s))));
  return newest > builtAt ? 'je starší než zdrojové soubory' : null;
}
const needsBuild = () => staleReason(builtIndex, sources);
const serverSources = ['server', 'contract', 'package.json'];

function bin(name) {
  const local = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  return fs.existsSync(local) ? [local, []] : ['npx', [name]];
}

function run(name, args) {
  const [command, prefix] = bin(name);
  const result = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

if (!['1', 'true'].includes(String(process.env.SKIP_BUILD ?? '').toLowerCase())) {
  const reason = needsBuild();
  if (reason) {
    console.log(`Sestavuji webovou aplikaci (dist/app ${reason})…`);
    const ok = run('panda', ['codegen', '--silent']) && run('tsr', ['generate']) && run('vite', ['build']);
    if (!ok) {
      console.warn(
        fs.existsSync(builtIndex)
          ? 'Upozornění: sestavení aplikace selhalo; server poběží s předchozím sestavením.'
          : 'Upozornění: sestavení aplikace selhalo; server poběží jen s rozhraním API (/api).',
      );
    }
  }
}

// The server runs from its bundle (no TypeScript to transpile at start); only if that cannot be
// built does it run from the sources through tsx, slower to start but the same server.
let serverArgs = [serverBundle];
if (!['1', 'true'].includes(String(process.env.SKIP_BUILD ?? '').toLowerCase()) || !fs.existsSync(serverBundle)) {
  const reason = staleReason(serverBundle, serverSources);
  if (reason) {
    try {
      await buildServer();
    } catch {
      console.warn(`Upozornění: sestavení serveru (dist/server ${reason}) selhalo; server poběží ze zdrojových souborů.`);
      serverArgs = ['--import', 'tsx', path.join(root, 'server/main.ts')];
    }
  }
}

// `npm start` on a fresh clone is the demo: production build, demo mode on explicitly. With
// NODE_ENV set by the operator nothing is added (production then needs a key, docs/security.md).
const demoDefaults = process.env.NODE_ENV ? {} : { NODE_ENV: 'production', DEMO_MODE: '1' };

if (serverArgs[0] === serverBundle) {
  // The bundle runs in this process: one Node start fewer (about 0.1 s of every start). It stops
  // itself on SIGINT and SIGTERM; a closed terminal (SIGHUP) stops it the same way.
  for (const [name, value] of Object.entries(demoDefaults)) process.env[name] ??= value;
  process.chdir(root);
  process.on('SIGHUP', () => process.kill(process.pid, 'SIGTERM'));
  await import(pathToFileURL(serverBundle).href);
} else {
  const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: { ...demoDefaults, ...process.env } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
