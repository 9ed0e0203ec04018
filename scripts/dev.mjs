#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, restarts on change) on API_PORT (3001) and Vite's dev
// server with hot reload on PORT (5173), which proxies /api to the API. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';

function bin(name) {
  const local = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
  return fs.existsSync(local) ? [local, []] : ['npx', [name]];
}

function start(label, name, args, env) {
  const [command, prefix] = bin(name);
  const child = spawn(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
  });
  child.label = label;
  return child;
}

if (!fs.existsSync(path.join(root, 'styled-system'))) {
  const [command, prefix] = bin('panda');
  spawnSync(command, [...prefix, 'codegen', '--silent'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

const children = [
  start('API', 'tsx', ['watch', '--clear-screen=false', '--exclude', './data/**', '--exclude', './src/**', 'server/main.ts'], {
    PORT: apiPort,
    HOST: process.env.API_HOST ?? '127.0.0.1',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  }),
  start('Vite', 'vite', [], { API_PORT: apiPort }),
];

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  const alive = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (signal === 'SIGINT') {
    // Ctrl+C in the terminal reaches the whole process group: the children got it already.
    // A second SIGINT would make tsx kill the API before it closes the database, so only
    // those still running after a moment get a SIGTERM.
    setTimeout(() => alive().forEach((child) => child.kill('SIGTERM')), 2000).unref();
  } else {
    alive().forEach((child) => child.kill(signal));
  }
  setTimeout(() => process.exit(0), 8000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exited += 1;
    if (!stopping) {
      console.log(`${child.label} skončil (kód ${code ?? 0}), ukončuji i ostatní.`);
      stopAll();
    }
    if (exited === children.length) process.exit(0);
  });
}
